import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, ANNOUNCEMENTS_PAGE_SIZE } from './constants.js';

export { ANNOUNCEMENT_TYPES, ANNOUNCEMENTS_PAGE_SIZE, BANNER_GROUPS } from './constants.js';

const typeList = z
  .string()
  .default(ANNOUNCEMENT_TYPES.join(','))
  .transform((text) => text.split(',').map((t) => t.trim().toUpperCase()))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1).max(5));

/** GET /wps/relay/MCSFE_getListAnnouncements: types, platform W, language, notice paging. */
export const AnnouncementsQuery = z.object({
  types: typeList,
  platform: z.literal('W').default('W'),
  language: z.string().max(8).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(ANNOUNCEMENTS_PAGE_SIZE),
});

const Linkage = {
  linkageType: z.string().nullable().describe('URL, ROUTE, PROMOTION or GAME; null = not clickable'),
  linkage: z.string().nullable(),
};

export const AnnouncementItem = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string().describe('rich text (sanitised HTML)'),
  timestamp: z.string().describe('ISO time it was published'),
  groupName: z.string().nullable(),
  audience: z.enum(['A', 'B']).nullable(),
  execution: z.enum(['A', 'B', 'F']).nullable(),
  promotionType: z.string().nullable(),
  promotionId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  ...Linkage,
});
export type AnnouncementItem = z.infer<typeof AnnouncementItem>;

export const AnnouncementsValue = z.object({
  banners: z.array(AnnouncementItem),
  notices: z.object({
    list: z.array(AnnouncementItem),
    pageNo: z.number(),
    totalPages: z.number(),
    total: z.number(),
  }),
  popups: z.array(AnnouncementItem).describe('for the caller: audience A when logged in, B otherwise'),
  promotions: z.array(AnnouncementItem),
  headlines: z.array(AnnouncementItem),
});
export type AnnouncementsValue = z.infer<typeof AnnouncementsValue>;

/** Winner board (GET with gameCategory ALL, language, limitNum 20). */
export const WinnerBoardQuery = z.object({
  gameCategory: z.string().trim().toUpperCase().max(20).default('ALL'),
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
});
export const WinnerBoardEntry = z.object({
  customerName: z.string().describe('masked'),
  gameName: z.string(),
  winAmount: z.string(),
  currency: z.string(),
  iconUrl: z.string().nullable(),
});
