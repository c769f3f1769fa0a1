import { formatOdds as packageFormatOdds } from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import {
  accumulatorReturn,
  bengaliDigits,
  formatOdds,
  fromMinor,
  type OddsFormat,
  type SystemKind,
  systemBets,
  systemReturn,
  systemsFor,
  toMinor,
} from '../client/src/book-format.js';
import { BOOK_TEXTS, bookText, errorText } from '../client/src/book-texts.js';
import type { BetState, PendingReason, PlaceBetFailure } from './book/engine/types.js';

describe('the book page odds', () => {
  // Hand-worked: HK = d − 1; Malay d − 1 to 2.00, else −1/(d − 1); Indo d − 1 from 2.00, else
  // −1/(d − 1); halves round away from zero.
  const table: [number, Record<OddsFormat, string>][] = [
    [1010, { decimal: '1.01', hk: '0.01', malay: '0.01', indo: '-100.00' }],
    [1250, { decimal: '1.25', hk: '0.25', malay: '0.25', indo: '-4.00' }],
    [1500, { decimal: '1.50', hk: '0.50', malay: '0.50', indo: '-2.00' }],
    [1800, { decimal: '1.80', hk: '0.80', malay: '0.80', indo: '-1.25' }],
    [1875, { decimal: '1.875', hk: '0.875', malay: '0.88', indo: '-1.14' }],
    [1950, { decimal: '1.95', hk: '0.95', malay: '0.95', indo: '-1.05' }],
    [1955, { decimal: '1.955', hk: '0.955', malay: '0.96', indo: '-1.05' }],
    [2000, { decimal: '2.00', hk: '1.00', malay: '1.00', indo: '1.00' }],
    [2050, { decimal: '2.05', hk: '1.05', malay: '-0.95', indo: '1.05' }],
    [2500, { decimal: '2.50', hk: '1.50', malay: '-0.67', indo: '1.50' }],
    [3000, { decimal: '3.00', hk: '2.00', malay: '-0.50', indo: '2.00' }],
    [4125, { decimal: '4.125', hk: '3.125', malay: '-0.32', indo: '3.13' }],
    [12500, { decimal: '12.50', hk: '11.50', malay: '-0.09', indo: '11.50' }],
  ];

  it.each(table)('shows %i in every format as worked by hand', (odds, expected) => {
    for (const format of Object.keys(expected) as OddsFormat[]) {
      expect(formatOdds(odds, format), `${odds} ${format}`).toBe(expected[format]);
    }
  });

  it('writes every price exactly as the book maths package does', () => {
    const formats: OddsFormat[] = ['decimal', 'hk', 'malay', 'indo'];
    for (let odds = 1001; odds <= 30_000; odds += odds < 2100 ? 1 : 41) {
      for (const format of formats) expect(formatOdds(odds, format)).toBe(packageFormatOdds(odds, format));
    }
  });

  it('shows a dash for a price no one can bet at, and Bengali digits in Bengali', () => {
    expect(formatOdds(1000, 'decimal')).toBe('—');
    expect(formatOdds(1.5, 'hk')).toBe('—');
    expect(bengaliDigits('-1.05')).toBe('-১.০৫');
  });
});

describe('the book page slip sums', () => {
  it('turns amounts into minor units and back without floats', () => {
    expect(toMinor('12.5')).toBe(1250n);
    expect(toMinor('0.07')).toBe(7n);
    expect(toMinor('100')).toBe(10000n);
    expect(toMinor('1.234')).toBeUndefined();
    expect(toMinor('-5')).toBeUndefined();
    expect(toMinor('abc')).toBeUndefined();
    expect(fromMinor(123456n)).toBe('1234.56');
    expect(fromMinor(5n)).toBe('0.05');
  });

  it('counts each system bet and offers the ones that fit the legs', () => {
    const counts: Record<SystemKind, number> = {
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      canadian: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      'super-heinz': 120,
      goliath: 247,
    };
    for (const [kind, count] of Object.entries(counts))
      expect(systemBets(kind as SystemKind), kind).toBe(count);
    expect(systemsFor(2)).toEqual([]);
    expect(systemsFor(3)).toEqual(['trixie', 'patent']);
    expect(systemsFor(4)).toEqual(['yankee', 'lucky15']);
  });

  it('works out potential returns by hand, flooring once', () => {
    // 100.00 at 1.62 × 1.80 × 4.20 = 12.24720 → 1224.72
    expect(accumulatorReturn(10000n, [1620, 1800, 4200])).toBe(122472n);
    // 10.00 at 1.955 → 19.55; 0.03 at 1.5 → 0.045 floors to 0.04
    expect(accumulatorReturn(1000n, [1955])).toBe(1955n);
    expect(accumulatorReturn(3n, [1500])).toBe(4n);
    // Trixie, 20.00 a bet: doubles 2.916 + 6.804 + 7.56, treble 12.2472 → 29.5272 × 20 = 590.544
    expect(systemReturn(2000n, 'trixie', [1620, 1800, 4200])).toBe(59054n);
    // Patent adds the singles 1.62 + 1.80 + 4.20 = 7.62 → 37.1472 × 1.00 = 37.1472
    expect(systemReturn(100n, 'patent', [1620, 1800, 4200])).toBe(3714n);
    expect(systemReturn(100n, 'yankee', [1620, 1800, 4200])).toBe(0n); // wrong leg count
  });
});

describe('the book page texts', () => {
  const failures: PlaceBetFailure[] = [
    'INVALID_SLIP',
    'SELECTION_NOT_FOUND',
    'MARKET_SUSPENDED',
    'MARKET_CLOSED',
    'ODDS_CHANGED',
    'STAKE_TOO_LOW',
    'STAKE_TOO_HIGH',
    'PAYOUT_TOO_HIGH',
    'LIABILITY_LIMIT',
    'INSUFFICIENT_FUNDS',
    'WALLET_REFUSED',
    'WALLET_UNAVAILABLE',
  ];
  const states: BetState[] = [
    'accepting',
    'open',
    'won',
    'lost',
    'partial',
    'void',
    'cashed_out',
    'rejected',
  ];
  const reasons: PendingReason[] = [
    'accepting',
    'not_started',
    'in_play',
    'awaiting_result',
    'other_legs',
    'resettling',
  ];

  it('has every text in Bengali and English', () => {
    expect(Object.keys(BOOK_TEXTS.bn).sort()).toEqual(Object.keys(BOOK_TEXTS.en).sort());
    for (const [key, text] of Object.entries(BOOK_TEXTS.bn)) {
      expect(text.length, key).toBeGreaterThan(0);
      // The same placeholders in both languages.
      expect(text.match(/\{\w+\}/g)?.sort() ?? [], key).toEqual(
        BOOK_TEXTS.en[key]?.match(/\{\w+\}/g)?.sort() ?? [],
      );
    }
  });

  it('says every refusal, bet state and pending reason in words', () => {
    for (const lang of ['bn', 'en'] as const) {
      for (const code of failures) expect(BOOK_TEXTS[lang][`error.${code}`], `${lang} ${code}`).toBeTruthy();
      for (const state of states) expect(BOOK_TEXTS[lang][`state.${state}`], `${lang} ${state}`).toBeTruthy();
      for (const reason of reasons)
        expect(BOOK_TEXTS[lang][`pending.${reason}`], `${lang} ${reason}`).toBeTruthy();
    }
  });

  it('fills placeholders and falls back for codes it does not know', () => {
    expect(bookText('en', 'error.STAKE_TOO_LOW', { min: '৳10.00' })).toBe(
      'The stake is below the minimum of ৳10.00.',
    );
    expect(bookText('bn', 'slipCount', { count: '৩' })).toBe('বেট স্লিপ (৩)');
    expect(errorText('en', 'SOMETHING_NEW')).toBe(BOOK_TEXTS.en['error.default']);
    expect(errorText('bn', 'MARKET_SUSPENDED')).toBe(BOOK_TEXTS.bn['error.MARKET_SUSPENDED']);
  });
});
