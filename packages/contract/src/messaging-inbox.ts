import { z } from 'zod';
import { plainText } from './text-fields.js';

// ── Platform messages (messageV2, issue 18, decision 0060; paths besides CSP_unreadCount are ours) ──

/** The longest title (one line) and body (sanitised rich text, like announcements) in each language. */
export const INBOX_TITLE_MAX = 120;
export const INBOX_BODY_MAX = 5000;
/** The member's list: at most this many a page. */
export const INBOX_PAGE_SIZE_MAX = 50;
/** The unread-message GET answers at most this many of the newest unread messages. */
export const INBOX_UNREAD_LIST_MAX = 20;
/** A registration-date segment spans at most this many days. */
export const INBOX_SEGMENT_DAYS_MAX = 3660;

/** A text in both languages the site offers. */
export const InboxTexts = z.object({ bn: z.string(), en: z.string() });
export type InboxTexts = z.infer<typeof InboxTexts>;

/** One message in the member's list: titles and bodies in BN and EN, whether it was read. */
export const InboxMessageItem = z.object({
  id: z.string(),
  /** 'operator' for a composed message; a system message's event ('deposit.credited', …). */
  kind: z.string(),
  title: InboxTexts,
  body: InboxTexts,
  sentAt: z.string(),
  read: z.boolean(),
});
export type InboxMessageItem = z.infer<typeof InboxMessageItem>;

/** GET /wps/messages: newest first. */
export const InboxPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(20),
});
export type InboxPageQuery = z.infer<typeof InboxPageQuery>;

export const InboxPageValue = z.object({
  list: z.array(InboxMessageItem),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type InboxPageValue = z.infer<typeof InboxPageValue>;

/** CSP_unreadCount (T) and the answer of read, read-all and delete: the unread count after it. */
export const InboxUnreadCountValue = z.object({ count: z.number().int() });
export type InboxUnreadCountValue = z.infer<typeof InboxUnreadCountValue>;

/** The unread-message GET (GET /wps/messages/unread): the count and the newest unread messages. */
export const InboxUnreadValue = z.object({ count: z.number().int(), list: z.array(InboxMessageItem) });
export type InboxUnreadValue = z.infer<typeof InboxUnreadValue>;

export const InboxMessageParams = z.object({ id: z.string().max(20) });

// ── Back office: the composer (/bo/api/messages) ───────────────────────────────────────────

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-MM-dd');

/**
 * Who a message goes to. `everyone`: every real account; `vip`: members at these VIP levels;
 * `team`: every member below the agent (any depth); `registered`: members who registered on these
 * site days (from and to included); `member`: one player by username. Resolved once, at send time.
 */
export const InboxAudience = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('everyone') }),
  z.strictObject({
    kind: z.literal('vip'),
    levels: z.array(z.number().int().min(0).max(100)).min(1).max(50),
  }),
  z.strictObject({ kind: z.literal('team'), agent: z.string().trim().min(1).max(64) }),
  z.strictObject({ kind: z.literal('registered'), from: isoDate, to: isoDate }),
  z.strictObject({ kind: z.literal('member'), username: z.string().trim().min(1).max(64) }),
]);
export type InboxAudience = z.infer<typeof InboxAudience>;
export const INBOX_AUDIENCE_KINDS = ['everyone', 'vip', 'team', 'registered', 'member'] as const;
export type InboxAudienceKind = (typeof INBOX_AUDIENCE_KINDS)[number];

const composedText = z.strictObject({
  title: plainText(INBOX_TITLE_MAX),
  body: z.string().trim().min(1).max(INBOX_BODY_MAX),
});

/** POST /bo/api/messages/preview and POST /bo/api/messages. */
export const InboxComposeRequest = z.strictObject({
  audience: InboxAudience,
  bn: composedText,
  en: composedText,
  reason: z.string().trim().max(500).optional(),
});
export type InboxComposeRequest = z.infer<typeof InboxComposeRequest>;

/** What a send would do: how many members it reaches and the texts as they will be stored. */
export const InboxPreviewValue = z.object({
  recipients: z.number().int(),
  title: InboxTexts,
  body: InboxTexts,
});
export type InboxPreviewValue = z.infer<typeof InboxPreviewValue>;

/** A message an operator sent, with how many of its recipients read it. */
export const InboxSentItem = z.object({
  id: z.string(),
  audience: InboxAudience,
  title: InboxTexts,
  body: InboxTexts,
  recipients: z.number().int(),
  read: z.number().int(),
  sentBy: z.string(),
  sentAt: z.string(),
});
export type InboxSentItem = z.infer<typeof InboxSentItem>;

export const InboxSentQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(20),
});
export type InboxSentQuery = z.infer<typeof InboxSentQuery>;

export const InboxSentPage = z.object({
  list: z.array(InboxSentItem),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type InboxSentPage = z.infer<typeof InboxSentPage>;
