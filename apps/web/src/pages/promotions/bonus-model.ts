import { type BonusValue, GAME_TYPES } from '@khela/contract';
import type { CurrencyCode } from '@khela/money';
import { minorOrZero, wireOfMinor } from '../../forms/amount';

/**
 * The bonus details page's rules, pure so they are unit-tested: progress, what is left to wager,
 * which figures a bonus shows, and the labels of its source. Amounts stay decimal strings (the
 * server's) or bigint minor units; nothing passes through a float.
 */

const BP_PER_WHOLE = 10_000;

/** Basis points (0..10000, clamped) as a percentage for the progress bar: 1234 → 12.34. */
export function percentOfBp(bp: number): number {
  if (!Number.isFinite(bp)) return 0;
  const clamped = Math.min(Math.max(Math.trunc(bp), 0), BP_PER_WHOLE);
  return clamped / 100;
}

/** Basis points as the fraction Intl's percent style takes: 1234 → 0.1234 (clamped as above). */
export function fractionOfBp(bp: number): number {
  return percentOfBp(bp) / 100;
}

/** Whether a decimal from the server is above zero. */
export function isPositive(text: string | undefined, currency: CurrencyCode): boolean {
  return minorOrZero(text, currency) > 0n;
}

/** What is still to wager before the bonus converts: required − wagered, never below zero. */
export function leftToWager(bonus: Pick<BonusValue, 'wageringRequired' | 'wagered'>, currency: CurrencyCode) {
  const left = minorOrZero(bonus.wageringRequired, currency) - minorOrZero(bonus.wagered, currency);
  return wireOfMinor(left > 0n ? left : 0n, currency);
}

/** The sources the server names (BonusValue.source); anything else reads as a plain "bonus". */
export const BONUS_SOURCES = [
  'first_deposit',
  'reload',
  'rebate',
  'referral',
  'red_envelope',
  'raffle',
  'activity',
  'manual',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number] | 'other';

export function bonusSourceOf(source: string): BonusSource {
  return (BONUS_SOURCES as readonly string[]).includes(source) ? (source as BonusSource) : 'other';
}

export type Contribution = { gameType: string; bp: number };

/**
 * How much each game type counts towards wagering: the bonus's own per-type rates, in the site's
 * game type order (unknown codes after, alphabetically), and the rate of every other type last
 * (null when the per-type list already names every type).
 */
export function contributionsOf(bonus: Pick<BonusValue, 'contributions' | 'defaultContributionBp'>): {
  listed: Contribution[];
  others: number | null;
} {
  const order = (gameType: string) => {
    const at = (GAME_TYPES as readonly string[]).indexOf(gameType);
    return at < 0 ? GAME_TYPES.length : at;
  };
  const listed = Object.entries(bonus.contributions)
    .map(([gameType, bp]) => ({ gameType, bp }))
    .sort((a, b) => order(a.gameType) - order(b.gameType) || a.gameType.localeCompare(b.gameType));
  const coversAll = GAME_TYPES.every((gameType) => gameType in bonus.contributions);
  return { listed, others: coversAll ? null : bonus.defaultContributionBp };
}

/** Which dated figure a bonus shows: its expiry while it runs, when it ended afterwards. */
export function dateShown(bonus: Pick<BonusValue, 'status' | 'expiresAt' | 'endedAt'>): {
  kind: 'expires' | 'ended';
  at: string;
} {
  if (bonus.status === 'active' || bonus.endedAt === null) return { kind: 'expires', at: bonus.expiresAt };
  return { kind: 'ended', at: bonus.endedAt };
}
