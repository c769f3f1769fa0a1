import { z } from 'zod';
import { BoPageQuery, boPage } from './backoffice-api.js';
import { CS_TYPES, RESOURCE_TYPES } from './system.js';
import { plainText, safeLink } from './text-fields.js';

// ── Back office: banner images, help centre, resources, customer service (decision 0030) ───────────

/** POST /bo/api/content/images: one png, jpg or webp (checked by content) of at most 2 MB. */
export const MAX_CONTENT_IMAGE_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ContentImageValue = z.object({
  url: z.string().describe('public path (/media/…) to put in an announcement imageUrl'),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  sizeBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentImageValue = z.infer<typeof ContentImageValue>;

export const CONTENT_TEXT_MAX = 100;
export const HELP_CONTENT_MAX = 50_000;
/** Help section codes are the /help anchors (/help#term): letters, digits, - and _. */
export const HELP_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
/** Resource and customer-service links: an https URL, another scheme a chat app opens, or a path. */
export const CONTENT_LINK_PATTERN = /^(https?:\/\/[^\s/]+\S*|(mailto|tg|whatsapp):\S+|\/[^\s/]\S*)$/;

const label = plainText(CONTENT_TEXT_MAX);
const sort = z.number().int().min(0).max(100_000).default(0);
const reason = z.string().trim().max(500).optional();
/** A chat app's own link (mailto:, tg:, whatsapp:) opens that app; it cannot run in the page. */
const link = safeLink(500, { appSchemes: ['mailto', 'tg', 'whatsapp'] }).regex(
  CONTENT_LINK_PATTERN,
  'expected an https:// URL, mailto:/tg:/whatsapp: link or a path starting with /',
);
const order = z.enum(['asc', 'desc']).default('asc');
const search = z.string().trim().min(1).max(100).optional();
export const ContentIdParams = z.object({ id: z.string().max(20) });
export const ContentDeleteQuery = z.object({ reason });

// Help centre sections (help_section: one row per code and language).
export const HelpSectionAdminView = z.object({
  id: z.string(),
  code: z.string(),
  lang: z.enum(['bn', 'en']),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type HelpSectionAdminView = z.infer<typeof HelpSectionAdminView>;
export const HelpSectionAdminPage = boPage(HelpSectionAdminView);
export type HelpSectionAdminPage = z.infer<typeof HelpSectionAdminPage>;
export const HelpSectionAdminQuery = BoPageQuery.extend({
  lang: z.enum(['bn', 'en']).optional(),
  q: search.describe('part of the code or title'),
  sortBy: z.enum(['sort', 'code', 'updatedAt']).default('sort'),
  order,
});
export type HelpSectionAdminQuery = z.infer<typeof HelpSectionAdminQuery>;
/** Content is rich text: the server keeps only the announcement's safe tags. */
export const HelpSectionWriteRequest = z.strictObject({
  code: z.string().trim().regex(HELP_CODE_PATTERN, 'letters, digits, - and _ (at most 40)'),
  lang: z.enum(['bn', 'en']),
  title: label,
  content: z.string().max(HELP_CONTENT_MAX),
  sort,
  enabled: z.boolean().default(true),
  reason,
});
export type HelpSectionWriteRequest = z.infer<typeof HelpSectionWriteRequest>;

// Resources (site_resource: app downloads and social channels, one per type).
export const ResourceAdminView = z.object({
  type: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ResourceAdminView = z.infer<typeof ResourceAdminView>;
export const ResourceAdminPage = boPage(ResourceAdminView);
export type ResourceAdminPage = z.infer<typeof ResourceAdminPage>;
export const ResourceAdminQuery = BoPageQuery.extend({
  sortBy: z.enum(['sort', 'type']).default('sort'),
  order,
});
export const ResourceWriteRequest = z.strictObject({
  type: z.enum(RESOURCE_TYPES),
  url: link,
  labelNameEn: label,
  sort,
  enabled: z.boolean().default(true),
  reason,
});
export type ResourceWriteRequest = z.infer<typeof ResourceWriteRequest>;
export const ResourceTypeParams = z.object({ type: z.string().max(20) });

// Customer-service entries (customer_service: the right bar's LIVECHAT, TELEGRAM, …).
export const CustomerServiceAdminView = z.object({
  id: z.string(),
  csType: z.enum(CS_TYPES),
  path: z.string(),
  label: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type CustomerServiceAdminView = z.infer<typeof CustomerServiceAdminView>;
export const CustomerServiceAdminPage = boPage(CustomerServiceAdminView);
export type CustomerServiceAdminPage = z.infer<typeof CustomerServiceAdminPage>;
export const CustomerServiceAdminQuery = BoPageQuery.extend({
  csType: z.enum(CS_TYPES).optional(),
  sortBy: z.enum(['sort', 'csType']).default('sort'),
  order,
});
export const CustomerServiceWriteRequest = z.strictObject({
  csType: z.enum(CS_TYPES),
  path: link,
  label,
  sort,
  enabled: z.boolean().default(true),
  reason,
});
export type CustomerServiceWriteRequest = z.infer<typeof CustomerServiceWriteRequest>;
