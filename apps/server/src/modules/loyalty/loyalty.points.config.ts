import { PointsConfigBody, type PointsConfigValue } from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import * as repo from './loyalty.points.repo.js';

/** The points rules in code form (decision 0062): rates in basis points, amounts in bigint. */
export type PointsRules = {
  rates: Record<string, number>;
  defaultRateBp: number;
  convertEnabled: boolean;
  convertPoints: bigint;
  convertCashMinor: bigint;
  convertMinPoints: bigint;
  convertStepPoints: bigint;
};

/**
 * The rules before an operator saves any (and what the demo seed writes): one point for every
 * 100.00 of valid bet (2 on slots and fishing), 100 points convert to 10.00 in steps of 100.
 */
export const DEFAULT_POINTS_RULES: PointsRules = {
  rates: { RNG: 200, FISH: 200, LIVE: 100, SPORTS: 100 },
  defaultRateBp: 100,
  convertEnabled: true,
  convertPoints: 100n,
  convertCashMinor: 1_000n,
  convertMinPoints: 100n,
  convertStepPoints: 100n,
};

export async function rulesOf(tx: Tx): Promise<PointsRules> {
  const row = await repo.configOf(tx);
  if (!row) return DEFAULT_POINTS_RULES;
  const rates = row.rates !== null && typeof row.rates === 'object' ? row.rates : {};
  return {
    rates: Object.fromEntries(
      Object.entries(rates).filter((e): e is [string, number] => Number.isInteger(e[1])),
    ),
    defaultRateBp: row.defaultRateBp,
    convertEnabled: row.convertEnabled,
    convertPoints: row.convertPoints,
    convertCashMinor: row.convertCashMinor,
    convertMinPoints: row.convertMinPoints,
    convertStepPoints: row.convertStepPoints,
  };
}

export const rateOf = (rules: PointsRules, gameType: string): number =>
  rules.rates[gameType] ?? rules.defaultRateBp;

export function presentRules(rules: PointsRules, currency: string): PointsConfigValue {
  return {
    currency,
    rates: rules.rates,
    defaultRateBp: rules.defaultRateBp,
    convertEnabled: rules.convertEnabled,
    convertPoints: Number(rules.convertPoints),
    convertCash: wireAmount(rules.convertCashMinor, currency),
    convertMinPoints: Number(rules.convertMinPoints),
    convertStepPoints: Number(rules.convertStepPoints),
  };
}

/** The operator's rules as stored: the cash must be an amount of the site currency. */
export function rulesFromBody(body: PointsConfigBody, currency: string): PointsRules {
  const parsed = PointsConfigBody.parse(body);
  const cash = tryParseAmount(parsed.convertCash, currency as never);
  if (!cash.ok || cash.value <= 0n) throw new AppError('POINTS_CONFIG_INVALID', { field: 'convertCash' });
  // The smallest conversion must itself be a whole number of steps, or no amount is ever allowed.
  if (parsed.convertMinPoints % parsed.convertStepPoints !== 0)
    throw new AppError('POINTS_CONFIG_INVALID', { field: 'convertMinPoints' });
  return {
    rates: parsed.rates,
    defaultRateBp: parsed.defaultRateBp,
    convertEnabled: parsed.convertEnabled,
    convertPoints: BigInt(parsed.convertPoints),
    convertCashMinor: cash.value,
    convertMinPoints: BigInt(parsed.convertMinPoints),
    convertStepPoints: BigInt(parsed.convertStepPoints),
  };
}

export async function saveRules(tx: Tx, rules: PointsRules, now: Date): Promise<void> {
  await repo.saveConfig(tx, { ...rules, updatedAt: now });
}

/** Cash for `points` under the rules, floored to the minor unit (decision 0062). */
export const cashForPoints = (rules: PointsRules, points: bigint): bigint =>
  (points * rules.convertCashMinor) / rules.convertPoints;

/**
 * The points of one member's slot: Σ stake × rate over its game types, times the VIP level's
 * rate, in whole points of one point per currency unit (`minorPerUnit` minor units), truncated
 * toward zero (a reversal takes back what the same stake would have earned, never more).
 */
export function slotPoints(
  rules: PointsRules,
  stakes: { gameType: string; stakeMinor: bigint }[],
  vipBp: number,
  minorPerUnit: bigint,
): bigint {
  const weighted = stakes.reduce((sum, s) => sum + s.stakeMinor * BigInt(rateOf(rules, s.gameType)), 0n);
  return (weighted * BigInt(vipBp)) / (minorPerUnit * 10_000n * 10_000n);
}
