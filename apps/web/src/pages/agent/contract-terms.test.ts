import {
  bpToPercentText,
  CONTRACT_TYPES,
  type ConsolidatedContractsValue,
  type ContractItem,
  type FeatureFlags,
  MAX_RATE_BP,
  percentToBp,
  type TierDraft,
  thresholdHundredths,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { CONTRACT_DECISION_PATHS, queryString } from './agent-api-contracts';
import { checkTiers, enabledContractTypes, pendingRequests } from './contract-terms';

const tier = (minValidBet: string, minActive: string, rate: string): TierDraft => ({
  minValidBet,
  minActive,
  rate,
});

describe('rates: percent text and basis points', () => {
  it('reads a percent with up to 2 decimals as basis points, exactly', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('0.05')).toBe(5);
    expect(percentToBp('12')).toBe(1200);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('0.29')).toBe(29); // 0.29 × 100 is 28.999… in floating point
    expect(percentToBp(' 2.10 ')).toBe(210);
  });

  it('reads Bengali digits as typed on a Bengali keyboard', () => {
    expect(percentToBp('১.৫')).toBe(150);
  });

  it('refuses more than 2 decimals, signs, separators and non-numbers', () => {
    for (const text of ['', '1.234', '-1', '+1', '1,5', '1.', '.5', '01', 'abc', '1e2', '1000']) {
      expect(percentToBp(text), text).toBeNull();
    }
  });

  it('writes basis points back as the shortest percent text', () => {
    expect(bpToPercentText(150)).toBe('1.5');
    expect(bpToPercentText(5)).toBe('0.05');
    expect(bpToPercentText(1200)).toBe('12');
    expect(bpToPercentText(0)).toBe('0');
    for (const bp of [0, 1, 10, 99, 101, 250, 500, 9_999, 10_000]) {
      expect(percentToBp(bpToPercentText(bp))).toBe(bp);
    }
  });

  it('orders thresholds in exact hundredths', () => {
    expect(thresholdHundredths('1000.5')).toBe(100_050n);
    expect(thresholdHundredths('0')).toBe(0n);
    expect(thresholdHundredths('1.005')).toBeNull();
    expect(thresholdHundredths('-1')).toBeNull();
  });
});

describe('tier table checks', () => {
  it('accepts ascending valid bets with rates that never fall, and sends basis points', () => {
    const result = checkTiers('daily', [
      tier('0', '0', '0.5'),
      tier('10000', '5', '0.5'),
      tier('50000.50', '10', '1.2'),
    ]);
    expect(result).toEqual({
      ok: true,
      tiers: [
        { minValidBet: '0', minActive: 0, rateBp: 50 },
        { minValidBet: '10000', minActive: 5, rateBp: 50 },
        { minValidBet: '50000.50', minActive: 10, rateBp: 120 },
      ],
    });
  });

  it("refuses thresholds that fall or repeat and a rate that falls: the server's rule", () => {
    const result = checkTiers('dividend', [
      tier('1000', '1', '20'),
      tier('1000', '2', '30'), // same valid bet, more active members: a step the server accepts
      tier('900', '3', '30'),
      tier('2000', '1', '35'),
      tier('2000', '1', '40'),
      tier('3000', '5', '25'),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { row: 2, field: 'minValidBet', key: 'ai_tier_bet_order' },
      { row: 3, field: 'minActive', key: 'ai_tier_active_order' },
      { row: 4, field: 'minActive', key: 'ai_tier_same' },
      { row: 5, field: 'rate', key: 'ai_tier_rate_order' },
    ]);
  });

  it("caps each type's rate at MAX_RATE_BP", () => {
    expect(checkTiers('hourly', [tier('0', '0', '5')]).ok).toBe(true);
    const over = checkTiers('hourly', [tier('0', '0', '5.01')]);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.problems[0]).toMatchObject({ row: 0, field: 'rate', key: 'ai_tier_rate_cap' });
    expect(checkTiers('dividend', [tier('0', '0', '100')]).ok).toBe(true);
    expect(MAX_RATE_BP.realtime).toBe(500);
  });

  it('names every malformed field of every row', () => {
    const result = checkTiers('daily', [tier('1.234', 'x', ''), tier('', '-1', '1.001')]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.row}:${p.field}:${p.key}`)).toEqual([
      '0:minValidBet:ai_tier_bet_invalid',
      '0:minActive:ai_tier_active_invalid',
      '0:rate:ai_tier_rate_invalid',
      '1:minValidBet:ai_tier_bet_invalid',
      '1:minActive:ai_tier_active_invalid',
      '1:rate:ai_tier_rate_invalid',
    ]);
  });

  it('compares with the last well-formed row when one in between is malformed', () => {
    const result = checkTiers('daily', [
      tier('5000', '0', '1'),
      tier('oops', '0', '1'),
      tier('4000', '0', '1'),
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toContainEqual({ row: 2, field: 'minValidBet', key: 'ai_tier_bet_order' });
  });

  it('takes 1 to 10 tiers', () => {
    expect(checkTiers('daily', [])).toMatchObject({ ok: false, problems: [{ key: 'ai_tier_count' }] });
    const eleven = Array.from({ length: 11 }, (_, i) => tier(String(i * 100), '0', '1'));
    expect(checkTiers('daily', eleven)).toMatchObject({ ok: false, problems: [{ key: 'ai_tier_count' }] });
    expect(checkTiers('daily', eleven.slice(0, 10)).ok).toBe(true);
  });
});

describe('contract types by site flag', () => {
  const flags = (on: Partial<FeatureFlags>) => ({
    agentDividend: false,
    agentDailySalary: false,
    agentHourlySalary: false,
    agentRealtimeSalary: false,
    ...on,
  });

  it('offers only the types whose flags are on, in the spec order', () => {
    expect(enabledContractTypes(flags({ agentRealtimeSalary: true, agentDividend: true }))).toEqual([
      'dividend',
      'realtime',
    ]);
    expect(enabledContractTypes(flags({}))).toEqual([]);
    expect(
      enabledContractTypes(
        flags({
          agentDividend: true,
          agentDailySalary: true,
          agentHourlySalary: true,
          agentRealtimeSalary: true,
        }),
      ),
    ).toEqual([...CONTRACT_TYPES]);
  });

  it('offers nothing while the flags are unknown', () => {
    expect(enabledContractTypes(undefined)).toEqual([]);
  });
});

describe('contract requests', () => {
  it('answers each type through the call the spec names', () => {
    expect(CONTRACT_DECISION_PATHS).toEqual({
      dividend: '/wps/relay/MCS2_processDividendReq',
      daily: '/wps/relay/MCS2_processDailySalContract',
      hourly: '/wps/relay/MCS2_processContractHourSalary',
      realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    });
  });

  const contract = (
    id: string,
    type: ContractItem['type'],
    status: ContractItem['status'] = 'offered',
  ): ContractItem => ({
    id,
    type,
    period: type === 'dividend' ? 'weekly' : 'day',
    status,
    version: 1,
    upline: 'boss',
    downline: 'me',
    tiers: [{ minValidBet: '0', minActive: 0, rateBp: 100 }],
    offeredAt: '2026-11-25T10:00:00Z',
    decidedAt: null,
    endedAt: null,
    endReason: null,
  });

  it("lists the consolidated answer's pending requests, dividend first", () => {
    const value: ConsolidatedContractsValue = {
      dailysalreqtype: contract('2', 'daily'),
      divtypereq: contract('1', 'dividend'),
      contracthoursalreq: null,
      realtimesalreqtype: contract('4', 'realtime', 'accepted'),
    };
    expect(pendingRequests(value).map((item) => item.id)).toEqual(['1', '2']);
    expect(pendingRequests(undefined)).toEqual([]);
  });

  it('leaves empty filter fields out of the query string', () => {
    expect(
      queryString({ side: 'downline', downline: 'ab c', type: undefined, pageNo: 1, username: '' }),
    ).toBe('side=downline&downline=ab+c&pageNo=1');
  });
});
