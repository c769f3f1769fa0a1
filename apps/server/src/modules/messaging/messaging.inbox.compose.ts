import {
  INBOX_SEGMENT_DAYS_MAX,
  InboxAudience,
  type InboxComposeRequest,
  type InboxPreviewValue,
  type InboxSentItem,
  type InboxSentPage,
  type InboxSentQuery,
  localDayRange,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import type { SiteInfo } from '../../platform/site.js';
import type { Audience } from '../accounts/accounts.audience.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import type { Inbox } from './messaging.inbox.js';
import * as repo from './messaging.inbox.repo.js';
import { sanitiseRichText } from './messaging.sanitise.js';

/**
 * The most members one message is written for (one recipient row each, decision 0060). Past it the
 * composer refuses and the operator narrows the audience; a site that outgrows it needs the
 * broadcast row the decision describes.
 */
export const INBOX_RECIPIENTS_MAX = 200_000;

export type ComposeDeps = {
  audit: AuditService;
  site: Pick<SiteInfo, 'timeZone'>;
  /** From accounts: member ids by segment (active real accounts only). */
  audience: Audience;
  /**
   * From loyalty: member ids at these VIP levels. Absent while the loyalty module has no VIP
   * levels; a VIP audience is then refused (INBOX_SEGMENT_UNAVAILABLE).
   */
  membersAtVipLevels?: ((levels: number[]) => Promise<string[]>) | undefined;
  inbox: Inbox;
  /** The most recipients one message may have (INBOX_RECIPIENTS_MAX; smaller in tests). */
  recipientsMax?: number;
};

function textsOf(request: InboxComposeRequest) {
  return {
    title: { bn: request.bn.title, en: request.en.title },
    body: { bn: sanitiseRichText(request.bn.body), en: sanitiseRichText(request.en.body) },
  };
}

/** The composer's audience as stored; an old or odd row shows as everyone rather than failing the list. */
const audienceOf = (stored: unknown): InboxAudience => {
  const parsed = InboxAudience.safeParse(stored);
  return parsed.success ? parsed.data : { kind: 'everyone' };
};

/**
 * The back office's message composer: to everyone, a segment (VIP levels, an agent's team,
 * registration days) or one player, in BN and EN. The audience is resolved once, when the message
 * is sent: who joins the segment later does not get it. A send writes the message and one
 * recipient row per member in one transaction with its audit entry, then pushes each member's
 * new unread count.
 */
export function createInboxComposer(ctx: AppContext, deps: ComposeDeps) {
  const db = ctx.database.db;
  const max = deps.recipientsMax ?? INBOX_RECIPIENTS_MAX;
  const limit = max + 1;

  async function idsOf(audience: InboxAudience): Promise<string[]> {
    switch (audience.kind) {
      case 'everyone':
        return deps.audience.everyoneIds(limit);
      case 'vip': {
        if (!deps.membersAtVipLevels) throw new AppError('INBOX_SEGMENT_UNAVAILABLE');
        return [...new Set(await deps.membersAtVipLevels([...new Set(audience.levels)]))];
      }
      case 'team': {
        const ids = await deps.audience.teamIdsOf(audience.agent, limit);
        if (ids === null) throw new AppError('INBOX_AGENT_NOT_FOUND');
        return ids;
      }
      case 'registered': {
        const range = localDayRange(audience.from, audience.to, await deps.site.timeZone());
        if (!range || range.days < 1 || range.days > INBOX_SEGMENT_DAYS_MAX)
          throw new AppError('INBOX_DATE_RANGE_INVALID', { max: INBOX_SEGMENT_DAYS_MAX });
        return deps.audience.registeredIds(range.from, range.to, limit);
      }
      case 'member': {
        const id = await deps.audience.reachableByUsername(audience.username);
        if (id === null) throw new AppError('INBOX_MEMBER_NOT_FOUND');
        return [id];
      }
    }
  }

  async function recipientsOf(audience: InboxAudience): Promise<string[]> {
    const ids = (await idsOf(audience)).filter((id) => /^\d{1,19}$/.test(id));
    if (ids.length === 0) throw new AppError('INBOX_AUDIENCE_EMPTY');
    if (ids.length > max) throw new AppError('INBOX_AUDIENCE_TOO_LARGE', { max });
    return ids;
  }

  /** How many members the message would reach now, and its texts as they would be stored. */
  async function preview(request: InboxComposeRequest): Promise<InboxPreviewValue> {
    const ids = await recipientsOf(request.audience);
    return { recipients: ids.length, ...textsOf(request) };
  }

  async function send(operator: OperatorPrincipal, request: InboxComposeRequest): Promise<InboxSentItem> {
    const ids = await recipientsOf(request.audience);
    const { title, body } = textsOf(request);
    const sentAt = ctx.now();
    const id = await db.transaction(async (tx) => {
      const messageId = await repo.insertMessage(tx, {
        kind: 'operator',
        audience: request.audience,
        titleBn: title.bn,
        titleEn: title.en,
        bodyBn: body.bn,
        bodyEn: body.en,
        recipientCount: ids.length,
        sentBy: operator.username,
        operatorId: operator.operatorId,
        dedupeKey: null,
        sentAt,
      });
      await repo.insertRecipients(
        tx,
        messageId,
        ids.map((memberId) => BigInt(memberId)),
      );
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'messages.send',
        target: { type: 'inbox_message', id: messageId.toString() },
        after: { audience: request.audience, recipients: ids.length, title },
        ...(request.reason ? { reason: request.reason } : {}),
      });
      return messageId;
    });
    await deps.inbox.pushUnread(ids);
    return {
      id: id.toString(),
      audience: request.audience,
      title,
      body,
      recipients: ids.length,
      read: 0,
      sentBy: operator.username,
      sentAt: sentAt.toISOString(),
    };
  }

  async function sent(query: InboxSentQuery): Promise<InboxSentPage> {
    const { pageNo, pageSize } = query;
    const page = await repo.sentPage(db, { limit: pageSize, offset: (pageNo - 1) * pageSize });
    return {
      list: page.rows.map((row) => ({
        id: row.id.toString(),
        audience: audienceOf(row.audience),
        title: { bn: row.titleBn, en: row.titleEn },
        body: { bn: row.bodyBn, en: row.bodyEn },
        recipients: row.recipientCount,
        read: row.readCount,
        sentBy: row.sentBy ?? '',
        sentAt: row.sentAt.toISOString(),
      })),
      pageNo,
      pageSize,
      total: page.total,
      totalPages: Math.ceil(page.total / pageSize),
    };
  }

  return { preview, send, sent };
}

export type InboxComposer = ReturnType<typeof createInboxComposer>;
