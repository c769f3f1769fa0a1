import type { VipLadderInput } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, nextLevel, parseRates } from './vip-draft';

const ladder: VipLadderInput = {
  windowDays: 30,
  retentionPeriod: 'month',
  bonusPeriod: 'week',
  levels: [
    {
      rank: 1,
      label: { bn: 'ব্রোঞ্জ', en: 'Bronze' },
      upgradeValidBet: '5000',
      upgradeDeposit: '1000',
      keepValidBet: '2000',
      keepDeposit: '500',
      levelUpBonus: '50',
      periodicBonus: '20',
      rebateRates: { RNG: 25, LIVE: 10 },
      defaultRebateBp: 5,
      pointsRateBp: 12_500,
      withdrawDailyCount: 5,
      withdrawDailyAmount: '50000',
    },
  ],
};

describe('the VIP ladder draft', () => {
  it('round-trips a ladder: rates in percent, the points rate as a multiplier', () => {
    const draft = draftOf(ladder);
    expect(draft.levels[0]).toMatchObject({
      rebateRates: 'RNG 0.25, LIVE 0.1',
      defaultRebate: '0.05',
      pointsRate: '1.25',
    });
    expect(inputOf(draft)).toEqual({ input: ladder });
  });

  it('reads rates as "TYPE percent" in several spellings and refuses anything else', () => {
    expect(parseRates('rng 1, LIVE=0.5; FISH: 2%')).toEqual({ RNG: 100, LIVE: 50, FISH: 200 });
    expect(parseRates('')).toEqual({});
    expect(parseRates('RNG')).toBeNull();
    expect(parseRates('RNG 0.123')).toBeNull();
  });

  it('names the first field that is not a number of the right shape', () => {
    const draft = draftOf(ladder);
    expect(inputOf({ ...draft, windowDays: 'x' })).toEqual({ field: 'windowDays' });
    const level = draft.levels[0] ?? nextLevel(undefined);
    expect(inputOf({ ...draft, levels: [{ ...level, pointsRate: '1.23456' }] })).toEqual({
      field: 'levels.0.pointsRate',
    });
    expect(inputOf({ ...draft, levels: [{ ...level, withdrawDailyCount: '-1' }] })).toEqual({
      field: 'levels.0.withdrawDailyCount',
    });
  });
});
