import {
  CONTRACT_TYPES,
  type ConsolidatedContractsValue,
  type ContractItem,
  type ContractTier,
  type ContractType,
  type FeatureFlags,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BP,
} from '@khela/contract';
import type { AgentIncomeMessages } from '../../i18n/bn-agent-income';

/**
 * The pure rules of the contract forms: percent text ↔ basis points, the tier table's checks
 * (the server checks them again), which contract types a site offers, and the pending requests
 * of the consolidated contract answer. No React, no calls: unit tested beside this file.
 */

/** Bengali digits as a Bengali keyboard types them → ASCII, so "১.৫" reads as "1.5". */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** A rate as people type it: up to 100 with at most 2 decimals ("1.5", "0.05", "12"). */
const PERCENT_TEXT = /^(0|[1-9]\d{0,2})(?:\.(\d{1,2}))?$/;

/** "1.5" → 150 (basis points, 1 bp = 0.01 %); null when it is not a percent with ≤ 2 decimals. */
export function percentToBp(text: string): number | null {
  const match = PERCENT_TEXT.exec(asciiDigits(text.trim()));
  if (!match) return null;
  const whole = Number(match[1]);
  const hundredths = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + hundredths;
}

/** 150 → "1.5", 5 → "0.05", 1200 → "12": the text a rate field starts with (ASCII digits). */
export function bpToPercentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const hundredths = bp % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** The same grammar as the contract's threshold: no leading zeros, at most 2 decimals, 13 digits. */
const THRESHOLD_TEXT = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;

/** "1000.5" → 100050n hundredths, for ordering thresholds exactly; null when malformed. */
export function thresholdHundredths(text: string): bigint | null {
  const match = THRESHOLD_TEXT.exec(asciiDigits(text.trim()));
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export const MAX_ACTIVE_MEMBERS = 1_000_000;
const COUNT_TEXT = /^(0|[1-9]\d{0,6})$/;

/** One row of the tier table as typed. */
export type TierDraft = { minValidBet: string; minActive: string; rate: string };
export type TierField = keyof TierDraft;
export const EMPTY_TIER: TierDraft = { minValidBet: '', minActive: '', rate: '' };

export type AgentIncomeKey = keyof AgentIncomeMessages;
export type TierProblem = {
  /** The row (0-based), or -1 for the table as a whole. */
  row: number;
  field: TierField | 'table';
  key: AgentIncomeKey;
  values?: Record<string, string | number>;
};
export type TierCheck = { ok: true; tiers: ContractTier[] } | { ok: false; problems: TierProblem[] };

/**
 * Checks the table before it is sent: 1–10 rows, each field well formed, the rate at most the
 * type's cap (MAX_RATE_BP), valid bet thresholds strictly ascending and rates never falling from
 * one tier to the next. Every problem is listed, so each field shows its own message.
 */
export function checkTiers(type: ContractType, drafts: readonly TierDraft[]): TierCheck {
  if (drafts.length < 1 || drafts.length > MAX_CONTRACT_TIERS) {
    return {
      ok: false,
      problems: [{ row: -1, field: 'table', key: 'ai_tier_count', values: { max: MAX_CONTRACT_TIERS } }],
    };
  }
  const cap = MAX_RATE_BP[type];
  const problems: TierProblem[] = [];
  const tiers: ContractTier[] = [];
  let previous: { bet: bigint | null; rateBp: number | null } = { bet: null, rateBp: null };

  drafts.forEach((draft, row) => {
    const bet = thresholdHundredths(draft.minValidBet);
    const activeText = asciiDigits(draft.minActive.trim());
    const active = COUNT_TEXT.test(activeText) ? Number(activeText) : null;
    const rateBp = percentToBp(draft.rate);

    if (bet === null) problems.push({ row, field: 'minValidBet', key: 'ai_tier_bet_invalid' });
    else if (previous.bet !== null && bet <= previous.bet) {
      problems.push({ row, field: 'minValidBet', key: 'ai_tier_bet_order' });
    }
    if (active === null || active > MAX_ACTIVE_MEMBERS) {
      problems.push({ row, field: 'minActive', key: 'ai_tier_active_invalid' });
    }
    if (rateBp === null) problems.push({ row, field: 'rate', key: 'ai_tier_rate_invalid' });
    else if (rateBp > cap) {
      problems.push({ row, field: 'rate', key: 'ai_tier_rate_cap', values: { max: bpToPercentText(cap) } });
    } else if (previous.rateBp !== null && rateBp < previous.rateBp) {
      problems.push({ row, field: 'rate', key: 'ai_tier_rate_order' });
    }

    if (bet !== null && active !== null && rateBp !== null) {
      tiers.push({ minValidBet: asciiDigits(draft.minValidBet.trim()), minActive: active, rateBp });
    }
    // A malformed field does not reset the order check: the next row compares with the last good one.
    previous = { bet: bet ?? previous.bet, rateBp: rateBp ?? previous.rateBp };
  });

  return problems.length === 0 ? { ok: true, tiers } : { ok: false, problems };
}

/** A stored tier back as form text (for "start from the current contract"). */
export function tierDraftOf(tier: ContractItem['tiers'][number]): TierDraft {
  return {
    minValidBet: tier.minValidBet,
    minActive: String(tier.minActive),
    rate: bpToPercentText(tier.rateBp),
  };
}

/** The site flag that turns each contract type on. */
export const CONTRACT_TYPE_FLAG = {
  dividend: 'agentDividend',
  daily: 'agentDailySalary',
  hourly: 'agentHourlySalary',
  realtime: 'agentRealtimeSalary',
} as const satisfies Record<ContractType, keyof FeatureFlags>;

type ContractFlags = Pick<FeatureFlags, (typeof CONTRACT_TYPE_FLAG)[ContractType]>;

/** The contract types the site offers, in the spec's order; none while the flags are unknown. */
export function enabledContractTypes(features: ContractFlags | undefined): ContractType[] {
  if (!features) return [];
  return CONTRACT_TYPES.filter((type) => features[CONTRACT_TYPE_FLAG[type]]);
}

/** Which field of the consolidated answer carries the pending request of each type (spec names). */
export const PENDING_FIELD = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractType, keyof ConsolidatedContractsValue>;

/** The pending requests of the consolidated answer, dividend first. */
export function pendingRequests(value: ConsolidatedContractsValue | undefined): ContractItem[] {
  if (!value) return [];
  return CONTRACT_TYPES.flatMap((type) => {
    const item = value[PENDING_FIELD[type]];
    return item && item.status === 'offered' ? [item] : [];
  });
}
