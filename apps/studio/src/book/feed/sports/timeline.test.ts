import { describe, expect, it } from 'vitest';
import type { FeedMessage, Fixture } from '../types.js';
import { overUnder, twoWay } from './common.js';
import { bnDigits, lineText, overUnderSpec } from './markets.js';
import { MIN_HOLD_MS, TimelineBuilder } from './timeline.js';

const fixture: Fixture = {
  id: 'fb-1',
  sport: 'football',
  category: 'sports',
  league: { en: 'League', bn: 'লিগ' },
  home: { en: 'Home', bn: 'হোম' },
  away: { en: 'Away', bn: 'অ্যাওয়ে' },
  startsAt: 100_000,
  status: 'scheduled',
  score: { home: '', away: '', clock: { en: '', bn: '' } },
};

function kinds(messages: FeedMessage[]): string[] {
  return messages.map(
    (msg) => `${msg.at} ${msg.type}${msg.type === 'odds_change' ? ` ${msg.market.status}` : ''}`,
  );
}

describe('TimelineBuilder', () => {
  it('stops a market whose outcome became certain instead of pricing it at 1.01, and never reopens it', () => {
    const b = new TimelineBuilder(fixture, 500);
    b.open(0, overUnderSpec('goals', 10), [0.5, 0.5]);
    b.open(0, overUnderSpec('goals', 20), [0.5, 0.5]);
    b.price(1000, 'ou10', [0.9995, 0.0005]);
    b.stop(2000, 10, ['ou20']);
    b.price(3000, 'ou20', [1, 0]);
    b.at(60_000);
    expect(kinds(b.messages)).toEqual([
      '0 odds_change open',
      '0 odds_change open',
      '1000 bet_stop',
      '2000 bet_stop',
    ]);
    // A result still settles both.
    b.settle(70_000, 1, [
      { key: 'ou10', results: { over: { kind: 'win' }, under: { kind: 'lose' } } },
      { key: 'ou20', results: { over: { kind: 'win' }, under: { kind: 'lose' } } },
    ]);
    expect(kinds(b.messages).at(-1)).toBe('70000 bet_settlement');
  });

  it('stops a market for at least MIN_HOLD_MS and reopens it with the prices that came in meanwhile', () => {
    const b = new TimelineBuilder(fixture, 500);
    b.open(0, overUnderSpec('goals', 10), [0.5, 0.5]);
    b.stop(1000, 10);
    b.price(2000, 'ou10', [0.8, 0.2]);
    b.at(10_000);
    expect(kinds(b.messages)).toEqual([
      '0 odds_change open',
      '1000 bet_stop',
      `${1000 + MIN_HOLD_MS} odds_change open`,
    ]);
    const reopened = b.messages[2];
    expect(
      reopened?.type === 'odds_change' && reopened.market.selections.map((s) => s.probabilityPpm),
    ).toEqual([800_000, 200_000]);
  });

  it('holds, settles, rolls back, resettles and confirms a market', () => {
    const b = new TimelineBuilder(fixture, 500);
    b.open(0, overUnderSpec('goals', 10), [0.5, 0.5]);
    b.stop(1000, 5000);
    b.hold(2000);
    b.price(3000, 'ou10', [0.9, 0.1]);
    b.settle(7000, 1, [{ key: 'ou10', results: { over: { kind: 'win' }, under: { kind: 'lose' } } }]);
    b.rollback(8000, ['ou10']);
    b.settle(9000, 1, [{ key: 'ou10', results: { over: { kind: 'lose' }, under: { kind: 'win' } } }]);
    b.settle(9500, 2, [{ key: 'ou10', results: { over: { kind: 'lose' }, under: { kind: 'win' } } }]);
    b.drain();
    // Held: no reopening at 6000, no odds_change for the late price.
    expect(kinds(b.messages)).toEqual([
      '0 odds_change open',
      '1000 bet_stop',
      '2000 bet_stop',
      '7000 bet_settlement',
      '8000 rollback_bet_settlement',
      '9000 bet_settlement',
      '9500 bet_settlement',
    ]);
    expect(b.liveKeys()).toEqual([]);
    expect(b.effects[4]?.[0]?.status).toBe('suspended');
    expect(b.effects[5]?.[0]?.selections.map((s) => s.result?.kind)).toEqual(['lose', 'win']);
  });

  it('cancels a whole market, or only bets inside a window', () => {
    const b = new TimelineBuilder(fixture, 500);
    b.open(0, overUnderSpec('goals', 10), [0.5, 0.5]);
    b.cancel(1000, ['ou10'], { startAt: 500, endAt: 900 });
    expect(b.liveKeys()).toEqual(['ou10']);
    b.rollbackCancel(2000, ['ou10'], { startAt: 500, endAt: 900 });
    b.cancel(3000, ['ou10']);
    expect(b.liveKeys()).toEqual([]);
    expect(b.effects[3]?.[0]?.status).toBe('cancelled');
    expect(b.messages[1]).toMatchObject({
      type: 'bet_cancel',
      startAt: 500,
      endAt: 900,
      marketIds: ['fb-1:ou10'],
    });
  });
});

describe('market names', () => {
  it('writes lines in quarters as decimals, signed for handicaps, with Bengali digits in Bengali', () => {
    expect(lineText(9)).toBe('2.25');
    expect(lineText(-1, true)).toBe('−0.25');
    expect(lineText(5, true)).toBe('+1.25');
    expect(lineText(0, true)).toBe('0');
    expect(bnDigits('2.75 (17.2 ov)')).toBe('২.৭৫ (১৭.২ ov)');
    expect(overUnderSpec('goals', 11).name).toEqual({
      en: 'Total goals over/under 2.75',
      bn: 'মোট গোল ২.৭৫ এর বেশি/কম',
    });
  });
});

describe('two-way chances', () => {
  it('keep an uncertain market quotable but pass a known outcome on as certain', () => {
    expect(twoWay(0.9999)).toEqual([0.996, 1 - 0.996]);
    expect(twoWay(1)).toEqual([1, 0]);
    expect(twoWay(0)).toEqual([0, 1]);
  });

  it('count a total line already passed as over, whatever is still to come', () => {
    // 147 runs against a 129.5 line: over, even with a wide spread of runs to come.
    expect(overUnder(147, 129.5, 160, 30)).toEqual([1, 0]);
    const open = overUnder(120, 129.5, 140, 8);
    expect(open[0]).toBeGreaterThan(0.5);
    expect(open[0]).toBeLessThan(1);
  });
});
