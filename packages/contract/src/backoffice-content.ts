import { z } from 'zod';
import { BoPageQuery, boPage } from './backoffice-api.js';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_IMAGE_PATTERN,
  ANNOUNCEMENT_LINKAGE_TYPES,
  ANNOUNCEMENT_SORT_FIELDS,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TITLE_MAX,
} from './backoffice-constants.js';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS } from './constants.js';
import { isSitePath, isWebUrl, MARKUP, plainText } from './text-fields.js';

// ── Back office: announcements, popups, banners, notices (/bo/api/content) ───────────────────

const AnnouncementText = z.object({ title: z.string(), content: z.string() });

export const AnnouncementAdminView = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  groupName: z.string().nullable(),
  audience: z.enum(['A', 'B']).nullable(),
  execution: z.enum(['A', 'B', 'F']).nullable(),
  linkageType: z.string().nullable(),
  linkage: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  bn: AnnouncementText,
  en: AnnouncementText,
});
export type AnnouncementAdminView = z.infer<typeof AnnouncementAdminView>;

export const AnnouncementAdminPage = boPage(AnnouncementAdminView);
export type AnnouncementAdminPage = z.infer<typeof AnnouncementAdminPage>;

export const AnnouncementAdminQuery = BoPageQuery.extend({
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
  status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
  groupName: z.enum(BANNER_GROUPS).optional(),
  q: z.string().trim().min(1).max(100).optional().describe('part of the BN or EN title'),
  sortBy: z.enum(ANNOUNCEMENT_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AnnouncementAdminQuery = z.infer<typeof AnnouncementAdminQuery>;

const title = plainText(ANNOUNCEMENT_TITLE_MAX);
const content = z.string().max(ANNOUNCEMENT_CONTENT_MAX).default('');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const when = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((v) => v ?? null);

/**
 * Readers other than our web follow a linkage as it is: a URL must be http(s), a route or game a
 * path on this site, and a promotion code plain text.
 */
function linkageFits(type: string | null, linkage: string): boolean {
  if (type === 'URL') return isWebUrl(linkage);
  if (type === 'ROUTE' || type === 'GAME') return isSitePath(linkage);
  return !MARKUP.test(linkage);
}

/**
 * POST /bo/api/content/announcements and PUT …/:id. A banner (B) needs its group; audience and
 * execution are for popups (PU) only; an image is a path on this site or an https URL; the window
 * ends after it starts. Content is rich text: the server keeps only safe tags.
 */
export const AnnouncementWriteRequest = z
  .strictObject({
    type: z.enum(ANNOUNCEMENT_TYPES),
    groupName: z
      .enum(BANNER_GROUPS)
      .nullish()
      .transform((v) => v ?? null),
    audience: z
      .enum(['A', 'B'])
      .nullish()
      .transform((v) => v ?? null),
    execution: z
      .enum(['A', 'B', 'F'])
      .nullish()
      .transform((v) => v ?? null),
    linkageType: z
      .enum(ANNOUNCEMENT_LINKAGE_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    linkage: optionalText(500),
    imageUrl: optionalText(500).refine(
      (v) => v === null || (ANNOUNCEMENT_IMAGE_PATTERN.test(v) && (isSitePath(v) || isWebUrl(v))),
      { message: 'expected an https:// URL or a path starting with /', params: { reason: 'unsafe_link' } },
    ),
    sort: z.number().int().min(0).max(100_000).default(0),
    status: z.enum(ANNOUNCEMENT_STATUSES).default('active'),
    startsAt: when,
    endsAt: when,
    bn: z.strictObject({ title, content }),
    en: z.strictObject({ title, content }),
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((value, issues) => {
    if (value.type === 'B' && value.groupName === null) {
      issues.addIssue({ code: 'custom', path: ['groupName'], message: 'a banner needs its group' });
    }
    if (value.type === 'B' && value.imageUrl === null) {
      issues.addIssue({ code: 'custom', path: ['imageUrl'], message: 'a banner needs an image' });
    }
    if (value.type !== 'PU' && (value.audience !== null || value.execution !== null)) {
      issues.addIssue({ code: 'custom', path: ['audience'], message: 'only popups have an audience' });
    }
    if ((value.linkageType === null) !== (value.linkage === null)) {
      issues.addIssue({ code: 'custom', path: ['linkage'], message: 'link type and link go together' });
    } else if (value.linkage !== null && !linkageFits(value.linkageType, value.linkage)) {
      const reason = value.linkageType === 'PROMOTION' ? 'markup' : 'unsafe_link';
      issues.addIssue({ code: 'custom', path: ['linkage'], message: 'not a safe link', params: { reason } });
    }
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      issues.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    }
  });
export type AnnouncementWriteRequest = z.infer<typeof AnnouncementWriteRequest>;
export type AnnouncementWriteInput = z.input<typeof AnnouncementWriteRequest>;

export const AnnouncementIdParams = z.object({ id: z.string().max(20) });
export const AnnouncementDeleteQuery = z.object({ reason: z.string().trim().max(500).optional() });
