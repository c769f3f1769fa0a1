import {
  bpToPercentText,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BP,
  percentToBp,
  type TierDraft,
  thresholdHundredths,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  checkTiers,
  enterTrail,
  formatRate,
  localInputValue,
  MAX_TRAIL,
  parseTrail,
  runRequestOf,
  tiersLines,
  trailText,
} from './agent-terms';

const tier = (minValidBet: string, minActive: string, rate: string): TierDraft => ({
  minValidBet,
  minActive,
  rate,
});

describe('rates: percent as typed, basis points on the wire', () => {
  it('reads a percent with up to 2 decimals as basis points, exactly', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('0.05')).toBe(5);
    expect(percentToBp('12')).toBe(1200);
    expect(percentToBp('100')).toBe(10_000);
    // 0.29 × 100 is 28.999… in floating point: the text is read digit by digit instead.
    expect(percentToBp('0.29')).toBe(29);
    expect(percentToBp(' 2.10 ')).toBe(210);
  });

  it('reads Bengali digits as a Bengali keyboard types them', () => {
    expect(percentToBp('১.৫')).toBe(150);
    expect(percentToBp('৪০')).toBe(4000);
  });

  it('refuses more than 2 decimals, signs, separators, exponents and non-numbers', () => {
    for (const text of ['', ' ', '1.234', '-1', '+1', '1,5', '1.', '.5', '01', 'abc', '1e2', '1000', '1 %']) {
      expect(percentToBp(text), text).toBeNull();
    }
  });

  it('writes basis points back as the shortest percent text, and the two round-trip', () => {
    expect(bpToPercentText(150)).toBe('1.5');
    expect(bpToPercentText(5)).toBe('0.05');
    expect(bpToPercentText(1200)).toBe('12');
    expect(bpToPercentText(0)).toBe('0');
    const wrong: number[] = [];
    for (let bp = 0; bp <= 10_000; bp += 1) if (percentToBp(bpToPercentText(bp)) !== bp) wrong.push(bp);
    expect(wrong).toEqual([]);
  });

  it('shows a rate as a percent in the console language', () => {
    expect(formatRate(150, 'en')).toBe('1.5%');
    expect(formatRate(4000, 'en')).toBe('40%');
    expect(formatRate(5, 'en')).toBe('0.05%');
    expect(formatRate(150, 'bn')).toBe('১.৫%');
  });

  it('compares thresholds in exact hundredths', () => {
    expect(thresholdHundredths('1000.5')).toBe(100_050n);
    expect(thresholdHundredths('0')).toBe(0n);
    expect(thresholdHundredths('১০০')).toBe(10_000n);
    expect(thresholdHundredths('1.005')).toBeNull();
    expect(thresholdHundredths('-1')).toBeNull();
    expect(thresholdHundredths('007')).toBeNull();
  });
});

describe('tier table checks (the server rule of agents.tiers.ts)', () => {
  it('sends rising tiers with their rates in basis points', () => {
    expect(
      checkTiers('daily', [tier('0', '0', '0.5'), tier('10000', '5', '0.5'), tier('50000.50', '10', '1.2')]),
    ).toEqual({
      ok: true,
      tiers: [
        { minValidBet: '0', minActive: 0, rateBp: 50 },
        { minValidBet: '10000', minActive: 5, rateBp: 50 },
        { minValidBet: '50000.50', minActive: 10, rateBp: 120 },
      ],
    });
  });

  it('takes a tier that raises only the active members or only the valid bet', () => {
    expect(checkTiers('dividend', [tier('1000', '1', '20'), tier('1000', '5', '30')]).ok).toBe(true);
    expect(checkTiers('dividend', [tier('1000', '5', '20'), tier('2000', '5', '30')]).ok).toBe(true);
  });

  it('refuses falling thresholds, repeated thresholds and falling rates', () => {
    const result = checkTiers('dividend', [
      tier('1000', '5', '20'),
      tier('900', '6', '30'),
      tier('2000', '4', '30'),
      tier('2000', '4', '35'),
      tier('3000', '9', '25'),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.row}:${p.field}:${p.key}`)).toEqual([
      '1:minValidBet:ag_tier_bet_order',
      '2:minActive:ag_tier_active_order',
      '3:minActive:ag_tier_same',
      '4:rate:ag_tier_rate_order',
    ]);
  });

  it("caps each type's rate at MAX_RATE_BP, naming the cap", () => {
    expect(checkTiers('hourly', [tier('0', '0', '5')]).ok).toBe(true);
    expect(checkTiers('hourly', [tier('0', '0', '5.01')])).toEqual({
      ok: false,
      problems: [
        { row: 0, field: 'rate', key: 'ag_tier_rate_cap', max: bpToPercentText(MAX_RATE_BP.hourly) },
      ],
    });
    expect(checkTiers('dividend', [tier('0', '0', '100')]).ok).toBe(true);
    expect(checkTiers('dividend', [tier('0', '0', '100.01')]).ok).toBe(false);
  });

  it('names every malformed field of every row', () => {
    const result = checkTiers('daily', [tier('1.234', 'x', ''), tier('', '1000001', '1.001')]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.row}:${p.field}:${p.key}`)).toEqual([
      '0:minValidBet:ag_tier_bet_invalid',
      '0:minActive:ag_tier_active_invalid',
      '0:rate:ag_tier_rate_invalid',
      '1:minValidBet:ag_tier_bet_invalid',
      '1:minActive:ag_tier_active_invalid',
      '1:rate:ag_tier_rate_invalid',
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
      expect(result.problems).toContainEqual({ row: 2, field: 'minValidBet', key: 'ag_tier_bet_order' });
  });

  it('takes 1 to MAX_CONTRACT_TIERS tiers', () => {
    expect(checkTiers('daily', [])).toMatchObject({ ok: false, problems: [{ key: 'ag_tier_count' }] });
    const many = Array.from({ length: MAX_CONTRACT_TIERS + 1 }, (_, i) => tier(String(i * 100), '0', '1'));
    expect(checkTiers('daily', many).ok).toBe(false);
    expect(checkTiers('daily', many.slice(0, MAX_CONTRACT_TIERS)).ok).toBe(true);
  });

  it('sends Bengali digits as ASCII', () => {
    expect(checkTiers('dividend', [tier('১০০০', '৫', '৪০')])).toEqual({
      ok: true,
      tiers: [{ minValidBet: '1000', minActive: 5, rateBp: 4000 }],
    });
  });

  it('writes a contract’s tiers one line each', () => {
    expect(
      tiersLines(
        [
          { minValidBet: '0', minActive: 0, rateBp: 150 },
          { minValidBet: '10000.00', minActive: 5, rateBp: 200 },
        ],
        'en',
        'active',
      ),
    ).toEqual(['≥ 0 · 0 active → 1.5%', '≥ 10000.00 · 5 active → 2%']);
  });
});

describe("the tree's trail in the address", () => {
  it('reads the usernames from the top down, without blanks or repeats', () => {
    expect(parseTrail(undefined)).toEqual([]);
    expect(parseTrail('')).toEqual([]);
    expect(parseTrail('agent01, sub1,,sub2')).toEqual(['agent01', 'sub1', 'sub2']);
    expect(parseTrail('a,b,a')).toEqual(['a', 'b']);
  });

  it('goes into a member, or back to it when it is already on the way down', () => {
    expect(enterTrail([], 'agent01')).toEqual(['agent01']);
    expect(enterTrail(['agent01'], 'sub1')).toEqual(['agent01', 'sub1']);
    expect(enterTrail(['agent01', 'sub1', 'sub2'], 'sub1')).toEqual(['agent01', 'sub1']);
  });

  it('keeps at most MAX_TRAIL levels, the member shown last', () => {
    const deep = Array.from({ length: MAX_TRAIL + 5 }, (_, i) => `m${i}`);
    const parsed = parseTrail(deep.join(','));
    expect(parsed).toHaveLength(MAX_TRAIL);
    expect(parsed.at(-1)).toBe(`m${MAX_TRAIL + 4}`);
    expect(trailText(['a', 'b'])).toBe('a,b');
    expect(parseTrail(trailText(deep))).toEqual(parsed);
  });
});

describe('the settlement run request', () => {
  it('sends the local time typed as an ISO instant, and the period kind for dividends only', () => {
    const local = '2026-11-20T12:30';
    const at = new Date(local).toISOString();
    expect(runRequestOf({ type: 'daily', periodKind: 'weekly', at: local })).toEqual({ type: 'daily', at });
    expect(runRequestOf({ type: 'dividend', periodKind: 'monthly', at: local })).toEqual({
      type: 'dividend',
      periodKind: 'monthly',
      at,
    });
  });

  it('refuses a time that cannot be read', () => {
    expect(runRequestOf({ type: 'daily', periodKind: 'weekly', at: '' })).toBeNull();
    expect(runRequestOf({ type: 'daily', periodKind: 'weekly', at: 'yesterday' })).toBeNull();
  });

  it("starts the form's time as a datetime-local value that reads back to the same minute", () => {
    const at = new Date(2026, 10, 20, 9, 5, 42);
    expect(localInputValue(at)).toBe('2026-11-20T09:05');
    expect(new Date(localInputValue(at)).getTime()).toBe(new Date(2026, 10, 20, 9, 5).getTime());
  });
});
