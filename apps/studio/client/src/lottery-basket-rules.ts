import type { LineInput, LotteryLimitsView, PlaceTicketBody } from '../../src/lottery/api.js';
import { fromMinor, toMinor } from './book-format.js';
import { type Bet, betKey, latinDigits } from './lottery-bets.js';
import type { Say } from './lottery-labels.js';

/**
 * The ticket basket's rules, with no DOM: lines and their stakes, the total, the checks against
 * the lottery's limits before any call, the request id a Buy click sends, and its retries.
 * Amounts are decimal strings turned into bigint minor units, never floats.
 */

export type BasketLine = { key: string; bet: Bet; stake: string };

/** The limits in minor units, and the page's words and money format. */
export type BasketRules = {
  decimals: number;
  minMinor: bigint;
  maxMinor: bigint;
  maxLines: number;
  t: Say;
  money(minor: bigint): string;
};

export function basketRules(
  limits: LotteryLimitsView,
  decimals: number,
  t: Say,
  money: (minor: bigint) => string,
): BasketRules {
  return {
    decimals,
    minMinor: toMinor(limits.minStake, decimals) ?? 0n,
    maxMinor: toMinor(limits.maxStake, decimals) ?? 0n,
    maxLines: Number.isSafeInteger(limits.maxLines) && limits.maxLines > 0 ? limits.maxLines : 1,
    t,
    money,
  };
}

/** A typed stake ("১০০", "12.5") in minor units, or undefined when it is not an amount. */
export function stakeMinor(text: string, decimals: number): bigint | undefined {
  return toMinor(latinDigits(text), decimals);
}

/**
 * A tap on a pick: the line comes off if it is on the ticket, else goes on at `stake`. A full
 * ticket takes no more lines (`full`).
 */
export function toggleLine(
  lines: readonly BasketLine[],
  bet: Bet,
  stake: string,
  maxLines: number,
): { lines: BasketLine[]; added: boolean; full: boolean } {
  const key = betKey(bet);
  if (lines.some((line) => line.key === key))
    return { lines: lines.filter((line) => line.key !== key), added: false, full: false };
  if (lines.length >= maxLines) return { lines: [...lines], added: false, full: true };
  return { lines: [...lines, { key, bet, stake }], added: true, full: false };
}

/** Adds bets (quick picks) not yet on the ticket, up to the most lines a ticket takes. */
export function addLines(
  lines: readonly BasketLine[],
  bets: readonly Bet[],
  stake: string,
  maxLines: number,
): { lines: BasketLine[]; added: number; full: boolean } {
  const next = [...lines];
  let added = 0;
  for (const bet of bets) {
    const key = betKey(bet);
    if (next.some((line) => line.key === key)) continue;
    if (next.length >= maxLines) return { lines: next, added, full: true };
    next.push({ key, bet, stake });
    added += 1;
  }
  return { lines: next, added, full: false };
}

/** The sum of the stakes that are amounts (a line still being typed counts 0). */
export function basketTotal(lines: readonly BasketLine[], decimals: number): bigint {
  return lines.reduce((total, line) => total + (stakeMinor(line.stake, decimals) ?? 0n), 0n);
}

/** What a Buy would send, or what is wrong (and on which line, to mark it). */
export function checkBasket(
  lines: readonly BasketLine[],
  rules: BasketRules,
): { lines: LineInput[]; totalMinor: bigint } | { error: string; line?: number } {
  const { t, money, decimals } = rules;
  if (lines.length === 0) return { error: t('basketEmpty') };
  if (lines.length > rules.maxLines) return { error: t('tooManyLines', { max: rules.maxLines }) };
  const limits = { min: money(rules.minMinor), max: money(rules.maxMinor) };
  const inputs: LineInput[] = [];
  let total = 0n;
  for (const [index, line] of lines.entries()) {
    const stake = stakeMinor(line.stake, decimals);
    if (stake === undefined || stake === 0n) return { error: t('enterStake'), line: index };
    if (stake < rules.minMinor) return { error: t('error.STAKE_TOO_LOW', limits), line: index };
    if (stake > rules.maxMinor) return { error: t('error.STAKE_TOO_HIGH', limits), line: index };
    inputs.push({ bet: line.bet, stake: fromMinor(stake, decimals) });
    total += stake;
  }
  return { lines: inputs, totalMinor: total };
}

/**
 * The stake chips: the minimum, then round amounts up to the maximum (at most six), as decimal
 * text of the currency.
 */
export function stakeChips(limits: LotteryLimitsView, decimals: number): string[] {
  const min = toMinor(limits.minStake, decimals);
  const max = toMinor(limits.maxStake, decimals);
  if (min === undefined || max === undefined || max < min) return [];
  const unit = 10n ** BigInt(decimals);
  const round = [1n, 5n, 10n, 20n, 50n, 100n, 500n, 1000n, 5000n].map((amount) => amount * unit);
  const chips = [min, ...round.filter((amount) => amount > min && amount <= max)].slice(0, 6);
  return chips.map((minor) => fromMinor(minor, decimals));
}

// ── Buying ────────────────────────────────────────────────────────────────────

/** The request id of a Buy and what it bought, so a retry of the same ticket reuses the id. */
export type BuyAttempt = { requestId: string; fingerprint: string };

export function ticketBody(
  sessionId: string,
  drawId: string,
  lines: LineInput[],
  requestId: string,
): PlaceTicketBody {
  return { sessionId, drawId, lines, requestId };
}

/** The same draw and the same lines and stakes: the same ticket. */
export function fingerprintOf(drawId: string, lines: readonly LineInput[]): string {
  return JSON.stringify([drawId, lines]);
}

/**
 * The id a Buy sends: the last one again when the last click got no answer (the ticket may have
 * been taken: the server answers the same id with the first result, so it is never bought twice)
 * and the ticket is the same; a fresh one otherwise.
 */
export function attemptFor(
  unanswered: BuyAttempt | undefined,
  fingerprint: string,
  newId: () => string,
): BuyAttempt {
  if (unanswered && unanswered.fingerprint === fingerprint) return unanswered;
  return { requestId: newId(), fingerprint };
}

/**
 * Sends a ticket, retrying a call that got no answer (NETWORK) with the same body, so the same
 * request id: at most `retries` more times, `waitMs` apart. Any answer, OK or a refusal, ends it.
 */
export async function sendWithRetry<T>(
  send: () => Promise<T>,
  isNetwork: (error: unknown) => boolean,
  retries = 2,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  waitMs = 1000,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isNetwork(error) || attempt >= retries) throw error;
      await wait(waitMs * (attempt + 1));
    }
  }
}
