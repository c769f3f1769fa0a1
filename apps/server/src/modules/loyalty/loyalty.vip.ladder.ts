import {
  type Language,
  REBATE_GAME_TYPES,
  VipLadderInput,
  type VipLadderValue,
  type VipLevelValue,
  type VipPeriod,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import { AppError } from '../../platform/http/app-error.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { type VipRules, windowMsOf } from './loyalty.vip.rule.js';

/** One level with its amounts in minor units. */
export type VipLevel = {
  rank: number;
  label: Record<Language, string>;
  upgradeValidBetMinor: bigint;
  upgradeDepositMinor: bigint;
  keepValidBetMinor: bigint;
  keepDepositMinor: bigint;
  levelUpBonusMinor: bigint;
  periodicBonusMinor: bigint;
  rebateRates: Record<string, number>;
  defaultRebateBp: number;
  pointsRateBp: number;
  withdrawDailyCount: number;
  withdrawDailyMinor: bigint;
};

/** The ladder as the service uses it (no saved ladder: no levels, nobody is VIP). */
export type VipLadder = {
  windowDays: number;
  retentionPeriod: VipPeriod;
  bonusPeriod: VipPeriod;
  levels: VipLevel[];
  input: VipLadderInput;
  updatedAt: Date | null;
};

export const EMPTY_LADDER_INPUT: VipLadderInput = {
  windowDays: 30,
  retentionPeriod: 'month',
  bonusPeriod: 'month',
  levels: [],
};

/** VIP_LADDER_INVALID naming `field` in the message and in the value (the editor puts it beside the field). */
const invalid = (field: string) => new AppError('VIP_LADDER_INVALID', { field }, { field });

function minorOf(text: string, currency: string, field: string): bigint {
  const parsed = tryParseAmount(text, currency as never);
  if (!parsed.ok) throw invalid(field);
  return parsed.value;
}

/**
 * The ladder of an input (the operator's save, or the stored row): ranks 1 … N in order, upgrade
 * thresholds rising with the level (neither figure lower than the level below, and at least one
 * higher), retention thresholds no higher than the level's upgrade ones, amounts of `currency`.
 * Throws VIP_LADDER_INVALID naming the first wrong field.
 */
export function ladderOf(input: VipLadderInput, currency: string, updatedAt: Date | null = null): VipLadder {
  const levels = input.levels.map((l, i): VipLevel => {
    const field = (name: string) => `levels.${i}.${name}`;
    if (l.rank !== i + 1) throw invalid(field('rank'));
    return {
      rank: l.rank,
      label: { bn: l.label.bn, en: l.label.en },
      upgradeValidBetMinor: minorOf(l.upgradeValidBet, currency, field('upgradeValidBet')),
      upgradeDepositMinor: minorOf(l.upgradeDeposit, currency, field('upgradeDeposit')),
      keepValidBetMinor: minorOf(l.keepValidBet, currency, field('keepValidBet')),
      keepDepositMinor: minorOf(l.keepDeposit, currency, field('keepDeposit')),
      levelUpBonusMinor: minorOf(l.levelUpBonus, currency, field('levelUpBonus')),
      periodicBonusMinor: minorOf(l.periodicBonus, currency, field('periodicBonus')),
      rebateRates: { ...l.rebateRates },
      defaultRebateBp: l.defaultRebateBp,
      pointsRateBp: l.pointsRateBp,
      withdrawDailyCount: l.withdrawDailyCount,
      withdrawDailyMinor: minorOf(l.withdrawDailyAmount, currency, field('withdrawDailyAmount')),
    };
  });
  levels.forEach((l, i) => {
    const field = (name: string) => `levels.${i}.${name}`;
    if (l.keepValidBetMinor > l.upgradeValidBetMinor) throw invalid(field('keepValidBet'));
    if (l.keepDepositMinor > l.upgradeDepositMinor) throw invalid(field('keepDeposit'));
    const below = levels[i - 1];
    if (!below) return;
    if (l.upgradeValidBetMinor < below.upgradeValidBetMinor) throw invalid(field('upgradeValidBet'));
    if (l.upgradeDepositMinor < below.upgradeDepositMinor) throw invalid(field('upgradeDeposit'));
    if (
      l.upgradeValidBetMinor === below.upgradeValidBetMinor &&
      l.upgradeDepositMinor === below.upgradeDepositMinor
    )
      throw invalid(field('upgradeValidBet'));
  });
  return {
    windowDays: input.windowDays,
    retentionPeriod: input.retentionPeriod,
    bonusPeriod: input.bonusPeriod,
    levels,
    input,
    updatedAt,
  };
}

/** The stored row's ladder; a row that no longer parses counts as no ladder (nobody VIP) rather than a 500 on every page. */
export function storedLadder(
  row: { rules: unknown; updatedAt: Date } | undefined,
  currency: string,
): VipLadder {
  if (!row) return ladderOf(EMPTY_LADDER_INPUT, currency);
  const parsed = VipLadderInput.safeParse(row.rules);
  if (!parsed.success) return ladderOf(EMPTY_LADDER_INPUT, currency);
  try {
    return ladderOf(parsed.data, currency, row.updatedAt);
  } catch {
    return ladderOf(EMPTY_LADDER_INPUT, currency);
  }
}

export const rulesOf = (ladder: VipLadder, timeZone: string): VipRules => ({
  levels: ladder.levels,
  windowMs: windowMsOf(ladder.windowDays),
  retentionPeriod: ladder.retentionPeriod,
  timeZone,
});

export const levelAt = (ladder: VipLadder, rank: number): VipLevel | undefined =>
  ladder.levels.find((l) => l.rank === rank);

/** The rank as the ladder stands (a rank above the top, after levels were removed, is the top). */
export const clampRank = (ladder: VipLadder, rank: number) => Math.min(rank, ladder.levels.length);

const gameTypeOrder = (t: string) => {
  const i = (REBATE_GAME_TYPES as readonly string[]).indexOf(t);
  return i < 0 ? REBATE_GAME_TYPES.length : i;
};

export function presentLevel(level: VipLevel, currency: string, lang: Language): VipLevelValue {
  const money = (minor: bigint) => wireAmount(minor, currency);
  return {
    rank: level.rank,
    label: level.label[lang] ?? level.label.en,
    upgradeValidBet: money(level.upgradeValidBetMinor),
    upgradeDeposit: money(level.upgradeDepositMinor),
    keepValidBet: money(level.keepValidBetMinor),
    keepDeposit: money(level.keepDepositMinor),
    levelUpBonus: money(level.levelUpBonusMinor),
    periodicBonus: money(level.periodicBonusMinor),
    rebateRates: Object.entries(level.rebateRates)
      .sort(([a], [b]) => gameTypeOrder(a) - gameTypeOrder(b) || a.localeCompare(b))
      .map(([gameType, rateBp]) => ({ gameType, rateBp })),
    defaultRebateBp: level.defaultRebateBp,
    pointsRateBp: level.pointsRateBp,
    withdrawDailyCount: level.withdrawDailyCount,
    withdrawDailyAmount: money(level.withdrawDailyMinor),
  };
}

export function presentLadder(ladder: VipLadder, currency: string): VipLadderValue {
  return { ...ladder.input, currency, updatedAt: ladder.updatedAt?.toISOString() ?? null };
}
