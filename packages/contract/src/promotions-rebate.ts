import { z } from 'zod';
import type { GameType } from './games.js';
import { MoneyAmountText } from './transfers.js';

// ── Rebate (issue 17, decision 0054; paths are our design) ──────────────────────────────────

/** The site's game types (GAME_TYPES) in the order the editor and manualRebate list them; `rates` takes any key. */
export const REBATE_GAME_TYPES = [
  'RNG',
  'LIVE',
  'SPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameType[];

/**
 * A rebate rate in basis points of the valid bet (100 = 1 %). At most 10 %: a rate above that
 * is a typo (100 % typed as 10000) the editor refuses rather than pays.
 */
export const RebateRateBp = z.number().int().min(0).max(1000);

export const REBATE_MODES = ['auto_daily', 'manual'] as const;
export const RebateMode = z.enum(REBATE_MODES);
export type RebateMode = z.infer<typeof RebateMode>;

/**
 * The rules of a `rebate` promotion: a percentage of the valid bet per game type since the
 * player's last rebate cut-off, paid each Dhaka day automatically (`auto_daily`) or when the
 * player claims it on manualRebate (`manual`); nothing below `minPayout`; at most `capPerDay`
 * a player a site day; paid as cash (`wageringMultiple` 0) or as a bonus with that wagering.
 */
export const RebateRules = z.strictObject({
  rates: z
    .record(z.string().regex(/^[A-Z]{2,10}$/, 'a game type such as RNG or LIVE'), RebateRateBp)
    .default({})
    .describe('per game type, in basis points of the valid bet'),
  defaultRateBp: RebateRateBp.describe('for a game type not in `rates`'),
  mode: RebateMode,
  minPayout: MoneyAmountText.describe('a smaller rebate is not paid (it keeps accruing)'),
  capPerDay: MoneyAmountText.describe('the most one player is paid in one site day'),
  wageringMultiple: z.number().int().min(0).max(100).default(0).describe('0: paid as cash'),
  bonusExpiresInDays: z.number().int().min(1).max(365).default(7).describe('when paid as a bonus'),
});
export type RebateRules = z.infer<typeof RebateRules>;

/** One game type's line on manualRebate: the valid bet since the cut-off, its rate and rebate. */
export const RebateLineValue = z.object({
  gameType: z.string(),
  validBet: z.string(),
  rateBp: z.number().int(),
  amount: z.string(),
});
export type RebateLineValue = z.infer<typeof RebateLineValue>;

/** A rebate paid (automatically or claimed). */
export const RebatePaidValue = z.object({
  id: z.string(),
  mode: RebateMode,
  from: z.string().describe('the valid bets counted: from this cut-off'),
  to: z.string().describe('up to this one (excluded)'),
  validBet: z.string(),
  amount: z.string(),
  paidAs: z.enum(['cash', 'bonus']),
  bonusId: z.string().nullable(),
  at: z.string(),
});
export type RebatePaidValue = z.infer<typeof RebatePaidValue>;

/** GET /wps/promotions/rebate (T): the player's manualRebate page. */
export const RebatePageValue = z.object({
  currency: z.string(),
  /** The rebate promotion running now; null when none is (the page says so). */
  promotion: z
    .object({
      id: z.string(),
      title: z.string(),
      mode: RebateMode,
      minPayout: z.string(),
      capPerDay: z.string(),
      wageringMultiple: z.number().int(),
    })
    .nullable(),
  since: z.string().nullable().describe('the last cut-off: valid bets after it count'),
  until: z.string().describe('valid bets settled before this instant are counted now'),
  lines: z.array(RebateLineValue),
  validBet: z.string(),
  /** The rebate of the lines, before the daily cap. */
  accrued: z.string(),
  paidToday: z.string(),
  /** What a claim would pay now: accrued up to the cap left today; 0 below the minimum. */
  claimable: z.string(),
  canClaim: z.boolean(),
  history: z.array(RebatePaidValue),
});
export type RebatePageValue = z.infer<typeof RebatePageValue>;

/** POST /wps/promotions/rebate/claim (T): what was paid, and the page after. */
export const RebateClaimValue = z.object({
  paid: RebatePaidValue,
  page: RebatePageValue,
});
export type RebateClaimValue = z.infer<typeof RebateClaimValue>;
