import { z } from 'zod';
import { LOTTERY_FAMILIES, type LotteryClassify, type LotteryCode } from './lottery-games.js';

/**
 * The site's lottery data calls (issue 20; spec section 7, "Games"): the lottery menus with their
 * open draws and countdowns, the rooms taking tickets, and the numbers the draws opened. The
 * platform reads them from the studio's public lottery API (apps/studio/src/lottery/api.ts) and
 * answers them in the envelope like every relay call; without a studio the lists are empty.
 *
 *   GET /wps/relay/getLabby                  LotteryMenusValue: every lottery (family filter)
 *   GET /wps/relay/vnlottMenus               LotteryMenusValue: the Vietnamese lotteries
 *   GET /lgw/vn/games/game_menu              LotteryMenusValue: the Vietnamese lotteries
 *   GET /wps/relay/GLS2_roomList             LotteryRoomsValue: each draw taking tickets now
 *   GET /wps/relay/lottRecent                LotteryRecentValue: each lottery's latest result
 *   GET /lgw/vn/games/recent                 LotteryRecentValue: the Vietnamese lotteries' latest
 *   GET /lotto/lgw/games/opened/numero       LotteryOpenedValue: a lottery's results, newest first
 *   GET /lgw/vn/numeros/opened/game          LotteryOpenedValue: a Vietnamese lottery's results
 */

/** Results one opened-numbers call answers at most, and by default (a product limit). */
export const LOTTERY_RESULTS_MAX = 50;
export const LOTTERY_RESULTS_DEFAULT = 10;

/** Every studio lottery code, in the families' order. */
export const LOTTERY_CODES: readonly LotteryCode[] = Object.values(LOTTERY_FAMILIES).flat();

export function isLotteryCode(code: string): code is LotteryCode {
  return (LOTTERY_CODES as readonly string[]).includes(code);
}

/** The family (the catalogue classification) of a studio lottery code, or undefined. */
export function lotteryFamilyOf(code: string): LotteryClassify | undefined {
  for (const [family, codes] of Object.entries(LOTTERY_FAMILIES) as [LotteryClassify, readonly string[]][]) {
    if (codes.includes(code)) return family;
  }
  return undefined;
}

// ── What the platform reads of the studio's answers (the subset it needs) ──────────────────

const epochMs = z.number().int().nonnegative();

export const StudioLotteryOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('digits5'), digits: z.array(z.number().int()) }),
  z.object({ kind: z.literal('digits3'), digits: z.array(z.number().int()) }),
  z.object({ kind: z.literal('race10'), order: z.array(z.number().int()) }),
  z.object({
    kind: z.literal('sea4d'),
    result: z.object({
      first: z.string(),
      second: z.string(),
      third: z.string(),
      special: z.array(z.string()),
      consolation: z.array(z.string()),
    }),
  }),
  z.object({
    kind: z.literal('vn-north'),
    prizes: z.array(z.object({ tier: z.string(), number: z.string() })),
  }),
  z.object({
    kind: z.literal('vn-south'),
    prizes: z.array(z.object({ tier: z.string(), number: z.string() })),
  }),
]);
export type StudioLotteryOutcome = z.infer<typeof StudioLotteryOutcome>;

export const LOTTERY_KINDS = ['digits5', 'digits3', 'race10', 'sea4d', 'vn-north', 'vn-south'] as const;
export const LOTTERY_DRAW_STATES = ['open', 'closed', 'sealed', 'drawn', 'settled'] as const;

/** The studio's DrawView, as far as the site shows it. */
export const StudioLotteryDraw = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  drawNo: z.number().int(),
  province: z.string().optional(),
  opensAt: epochMs,
  closesAt: epochMs,
  drawAt: epochMs,
  state: z.enum(LOTTERY_DRAW_STATES),
  outcome: StudioLotteryOutcome.optional(),
});
export type StudioLotteryDraw = z.infer<typeof StudioLotteryDraw>;

/** The studio's GameView, as far as the site shows it. */
export const StudioLotteryGame = z.object({
  code: z.string(),
  kind: z.enum(LOTTERY_KINDS),
  name: z.object({ en: z.string(), bn: z.string() }),
  periodMs: z.number().int().positive().optional(),
  closeBeforeMs: z.number().int().nonnegative(),
  region: z.enum(['north', 'central', 'south']).optional(),
  draws: z.array(StudioLotteryDraw),
  last: StudioLotteryDraw.optional(),
});
export type StudioLotteryGame = z.infer<typeof StudioLotteryGame>;

/** GET /studio/lottery/api/games. */
export const StudioLotteryGamesAnswer = z.object({
  status: z.literal('OK'),
  serverTime: epochMs,
  games: z.array(StudioLotteryGame),
});
export type StudioLotteryGamesAnswer = z.infer<typeof StudioLotteryGamesAnswer>;

/** GET /studio/lottery/api/results/:code?limit= (newest first). */
export const StudioLotteryResultsAnswer = z.object({
  status: z.literal('OK'),
  gameCode: z.string(),
  draws: z.array(StudioLotteryDraw),
});
export type StudioLotteryResultsAnswer = z.infer<typeof StudioLotteryResultsAnswer>;

// ── The site's calls ──────────────────────────────────────────────────────────────────────

const language = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['BN', 'EN']))
  .optional();

export const LotteryFamily = z.enum(Object.keys(LOTTERY_FAMILIES) as [LotteryClassify, ...LotteryClassify[]]);

/** getLabby, GLS2_roomList, lottRecent: an optional family (FAST5D, FAST3D, PK10, SEA4D, VNLOTTO). */
export const LotteryListQuery = z.object({
  family: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v === '' || v === 'ALL' ? undefined : v))
    .pipe(LotteryFamily.optional()),
  language,
});
export type LotteryListQuery = z.infer<typeof LotteryListQuery>;

/** vnlottMenus, /lgw/vn/games/game_menu and /recent: the Vietnamese lotteries, no filter. */
export const VnLotteryQuery = z.object({ language });
export type VnLotteryQuery = z.infer<typeof VnLotteryQuery>;

/**
 * The opened numbers of one lottery: `gameCode` is the studio's lottery code (KL5D1 … KLVNS,
 * any case); a code it does not run is LOTTERY_GAME_NOT_FOUND.
 */
export const LotteryOpenedQuery = z.object({
  gameCode: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]{1,16}$/, 'a lottery code: letters and digits')),
  limit: z.coerce.number().int().min(1).max(LOTTERY_RESULTS_MAX).default(LOTTERY_RESULTS_DEFAULT),
  language,
});
export type LotteryOpenedQuery = z.infer<typeof LotteryOpenedQuery>;

/** A draw of a lottery menu: its window and the countdown to its close. */
export const LotteryDrawItem = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  province: z.string().nullable().describe('Vietnam: the province that draws'),
  opensAt: z.string().describe('ISO time'),
  closesAt: z.string().describe('ISO time: no more tickets after it'),
  drawAt: z.string().describe('ISO time'),
  open: z.boolean().describe('takes tickets now'),
  countdownMs: z.number().int().nonnegative().describe('until it closes (0 once closed)'),
});
export type LotteryDrawItem = z.infer<typeof LotteryDrawItem>;

/** One drawn result: the numbers in draw order, and the prize table where the game has one. */
export const LotteryResultItem = z.object({
  gameCode: z.string(),
  drawId: z.string(),
  drawNo: z.number().int(),
  province: z.string().nullable(),
  drawAt: z.string().describe('ISO time'),
  numbers: z
    .array(z.string())
    .describe('digits by position; race: cars in finishing order; 4D and Vietnam: every prize number'),
  prizes: z
    .array(z.object({ tier: z.string(), number: z.string() }))
    .describe('4D: first, second, third, special, consolation; Vietnam: special, 1 … 8; fast games: none'),
});
export type LotteryResultItem = z.infer<typeof LotteryResultItem>;

export const LotteryMenuItem = z.object({
  gameCode: z.string().describe('the studio lottery code (KL5D1 … KLVNS)'),
  gameName: z.string(),
  kind: z.enum(LOTTERY_KINDS),
  family: LotteryFamily,
  periodMs: z.number().int().nullable().describe('fast games: how often they draw'),
  region: z.enum(['north', 'central', 'south']).nullable(),
  draws: z.array(LotteryDrawItem).describe('the draws taking tickets now, then the next ones'),
  last: LotteryResultItem.nullable().describe('the latest drawn result'),
});
export type LotteryMenuItem = z.infer<typeof LotteryMenuItem>;

export const LotteryMenusValue = z.object({
  serverTime: z.string().describe('ISO time the countdowns count from'),
  games: z.array(LotteryMenuItem),
});
export type LotteryMenusValue = z.infer<typeof LotteryMenusValue>;

/** A room: one draw taking tickets now (Central and South Vietnam: one per province). */
export const LotteryRoomItem = LotteryDrawItem.omit({ open: true }).extend({
  gameCode: z.string(),
  gameName: z.string(),
  family: LotteryFamily,
});
export type LotteryRoomItem = z.infer<typeof LotteryRoomItem>;

export const LotteryRoomsValue = z.object({ serverTime: z.string(), rooms: z.array(LotteryRoomItem) });
export type LotteryRoomsValue = z.infer<typeof LotteryRoomsValue>;

export const LotteryRecentValue = z.object({
  results: z.array(LotteryResultItem.extend({ gameName: z.string() })),
});
export type LotteryRecentValue = z.infer<typeof LotteryRecentValue>;

export const LotteryOpenedValue = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  results: z.array(LotteryResultItem).describe('newest first'),
});
export type LotteryOpenedValue = z.infer<typeof LotteryOpenedValue>;
