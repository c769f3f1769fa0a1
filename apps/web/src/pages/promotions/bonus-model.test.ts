import { BONUS_STATUSES, BonusLineValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { bnMember } from '../../i18n/member/bn-member';
import { enMember } from '../../i18n/member/en-member';
import {
  BONUS_SOURCES,
  bonusSourceOf,
  contributionsOf,
  dateShown,
  fractionOfBp,
  isPositive,
  leftToWager,
  percentOfBp,
} from './bonus-model';

describe('wagering progress', () => {
  it('turns basis points into the percentage the bar shows, clamped to 0..100', () => {
    expect(percentOfBp(0)).toBe(0);
    expect(percentOfBp(1234)).toBe(12.34);
    expect(percentOfBp(10_000)).toBe(100);
    expect(percentOfBp(12_500)).toBe(100);
    expect(percentOfBp(-5)).toBe(0);
    expect(percentOfBp(Number.NaN)).toBe(0);
    expect(fractionOfBp(2550)).toBeCloseTo(0.255, 10);
  });

  it('says what is left to wager in exact minor units, never below zero', () => {
    expect(leftToWager({ wageringRequired: '200.00', wagered: '37.50' }, 'BDT')).toBe('162.50');
    expect(leftToWager({ wageringRequired: '0.10', wagered: '0.03' }, 'BDT')).toBe('0.07');
    expect(leftToWager({ wageringRequired: '200.00', wagered: '250.00' }, 'BDT')).toBe('0.00');
    expect(leftToWager({ wageringRequired: '1000', wagered: '1' }, 'JPY')).toBe('999');
  });

  it('reads a figure as positive only when it is a decimal above zero', () => {
    expect(isPositive('300.00', 'BDT')).toBe(true);
    expect(isPositive('0.01', 'BDT')).toBe(true);
    expect(isPositive('0.00', 'BDT')).toBe(false);
    expect(isPositive('-1.00', 'BDT')).toBe(false);
    expect(isPositive('abc', 'BDT')).toBe(false);
    expect(isPositive(undefined, 'BDT')).toBe(false);
  });
});

describe('what a bonus card shows', () => {
  it('names known sources and reads any other as a plain bonus', () => {
    expect(bonusSourceOf('first_deposit')).toBe('first_deposit');
    expect(bonusSourceOf('manual')).toBe('manual');
    expect(bonusSourceOf('lucky_wheel')).toBe('other');
  });

  it('lists contributions in the game type order, then the rate of the other types', () => {
    expect(
      contributionsOf({ contributions: { ZZZ: 500, RNG: 10_000, LIVE: 1000 }, defaultContributionBp: 0 }),
    ).toEqual({
      listed: [
        { gameType: 'LIVE', bp: 1000 },
        { gameType: 'RNG', bp: 10_000 },
        { gameType: 'ZZZ', bp: 500 },
      ],
      others: 0,
    });
    expect(contributionsOf({ contributions: {}, defaultContributionBp: 10_000 })).toEqual({
      listed: [],
      others: 10_000,
    });
  });

  it('shows the expiry while a bonus runs and the end once it has ended', () => {
    const times = { expiresAt: '2026-12-03T00:00:00.000Z', endedAt: '2026-11-30T10:00:00.000Z' };
    expect(dateShown({ status: 'active', ...times, endedAt: null })).toEqual({
      kind: 'expires',
      at: times.expiresAt,
    });
    expect(dateShown({ status: 'forfeited', ...times })).toEqual({ kind: 'ended', at: times.endedAt });
    expect(dateShown({ status: 'expired', ...times, endedAt: null })).toEqual({
      kind: 'expires',
      at: times.expiresAt,
    });
  });

  it('has a Bengali and an English label for every source, status and line kind the server sends', () => {
    const keys = [
      ...[...BONUS_SOURCES, 'other'].map((source) => `bonus_source_${source}`),
      ...BONUS_STATUSES.map((status) => `bonus_status_${status}`),
      ...BonusLineValue.shape.kind.options.map((kind) => `bonus_line_kind_${kind}`),
    ];
    for (const key of keys) {
      expect(bnMember, key).toHaveProperty(key);
      expect(enMember, key).toHaveProperty(key);
    }
  });
});
