import { describe, expect, it } from 'vitest';
import { BookError } from '../client/src/book-api.js';
import type { PlaceResult } from '../client/src/book-context.js';
import {
  emptyState,
  placeInOrder,
  type SlipRules,
  type SlipState,
  slipBets,
} from '../client/src/book-slip-rules.js';
import { bookText } from '../client/src/book-texts.js';
import type { SlipLeg } from '../client/src/book-widgets.js';
import type { BetView, PlaceBetInput } from './book/engine/types.js';

const rules: SlipRules = {
  decimals: 2,
  minMinor: 1000n, // 10.00
  maxMinor: 5_000_000n, // 50,000.00
  maxPayoutMinor: 10_000_000n, // 100,000.00
  acceptOdds: () => 'higher',
  t: (key, values) => bookText('en', key, values),
  money: (minor) => `৳${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`,
};

function leg(id: string, fixtureId: string, odds: number, suspended = false): SlipLeg {
  const names = { en: id, bn: id };
  return {
    selectionId: id,
    marketId: `m-${id}`,
    fixtureId,
    odds,
    live: false,
    suspended,
    event: names,
    market: names,
    selection: names,
  };
}

function slip(change: Partial<SlipState>): SlipState {
  return { ...emptyState(), ...change };
}

describe('the slip checks before it calls the book', () => {
  it('says why a slip cannot be placed', () => {
    const a = leg('a', 'f1', 1500);
    const b = leg('b', 'f2', 2000);
    const error = (state: SlipState) => ('error' in slipBets(state, rules) ? slipBets(state, rules) : {});
    expect(error(slip({}))).toEqual({ error: 'Tap odds to add a selection.' });
    expect(error(slip({ legs: [leg('s', 'f1', 1500, true)], stakes: { s: '20' } }))).toEqual({
      error: bookText('en', 'legSuspended'),
    });
    expect(error(slip({ legs: [a], mode: 'parlay', stake: '20' }))).toEqual({
      error: bookText('en', 'parlayNeedsTwo'),
    });
    expect(error(slip({ legs: [a, leg('c', 'f1', 1800)], mode: 'parlay', stake: '20' }))).toEqual({
      error: bookText('en', 'sameEvent'),
    });
    expect(error(slip({ legs: [a], stakes: {} }))).toEqual({ error: 'Enter a stake.' });
    expect(error(slip({ legs: [a], stakes: { a: '9.99' } }))).toEqual({
      error: 'The stake is below the minimum of ৳10.00.',
    });
    expect(error(slip({ legs: [a], stakes: { a: '50000.01' } }))).toEqual({
      error: 'The stake is above the maximum of ৳50000.00.',
    });
    // 40,000 at 2.00 × 1.50 returns 120,000 > 100,000.
    expect(error(slip({ legs: [a, b], mode: 'parlay', stake: '40000' }))).toMatchObject({
      error: expect.stringContaining('maximum payout of ৳100000.00'),
    });
  });

  it('builds one single per leg, one parlay, or one system with the total stake', () => {
    const legs = [leg('a', 'f1', 1500), leg('b', 'f2', 2000), leg('c', 'f3', 3000)];
    const singles = slipBets(slip({ legs, stakes: { a: '10', b: '20.5', c: '30' } }), rules);
    expect(singles).toMatchObject({ stake: 6050n, payout: 1500n + 4100n + 9000n });
    if (!('inputs' in singles)) throw new Error('expected bets');
    expect(singles.inputs.map((input) => [input.type, input.stake, input.legs])).toEqual([
      ['single', '10.00', [{ selectionId: 'a', odds: 1500 }]],
      ['single', '20.50', [{ selectionId: 'b', odds: 2000 }]],
      ['single', '30.00', [{ selectionId: 'c', odds: 3000 }]],
    ]);
    expect(singles.inputs.every((input) => input.acceptOdds === 'higher')).toBe(true);

    // Parlay 10.00 at 1.5 × 2 × 3 = 9 → 90.00
    expect(slipBets(slip({ legs, mode: 'parlay', stake: '10' }), rules)).toMatchObject({
      stake: 1000n,
      payout: 9000n,
      inputs: [{ type: 'parlay', stake: '10.00' }],
    });
    // Trixie at 10.00 a bet: 4 bets = 40.00; doubles 3 + 4.5 + 6, treble 9 → 22.5 × 10 = 225.00
    expect(slipBets(slip({ legs, mode: 'system', system: 'trixie', stake: '10' }), rules)).toMatchObject({
      stake: 4000n,
      payout: 22500n,
      inputs: [{ type: 'system', system: 'trixie', stake: '40.00' }],
    });
    expect(slipBets(slip({ legs, mode: 'system', system: 'yankee', stake: '10' }), rules)).toEqual({
      error: bookText('en', 'systemNeedsLegs'),
    });
  });
});

describe('placing the slip', () => {
  const input = (id: string): PlaceBetInput => ({
    type: 'single',
    legs: [{ selectionId: id, odds: 1500 }],
    stake: '10.00',
    acceptOdds: 'none',
    requestId: '',
  });
  const bet = { betId: 'b1', state: 'open' } as BetView;

  it('sends a fresh request id per bet and stops at a change of odds', async () => {
    const sent: PlaceBetInput[] = [];
    const answers: PlaceResult[] = [
      { status: 'OK', bet, balance: '90.00' },
      { status: 'ODDS_CHANGED', changes: [{ selectionId: 'b', odds: 1450 }] },
    ];
    let n = 0;
    const placed: string[] = [];
    const outcome = await placeInOrder(
      [input('a'), input('b'), input('c')],
      async (body) => {
        sent.push(body);
        return answers.shift() ?? { status: 'OK', bet, balance: '0' };
      },
      (answer) => placed.push(answer.balance),
      () => undefined,
      () => `id-${++n}`,
    );
    expect(sent.map((body) => body.requestId)).toEqual(['id-1', 'id-2']);
    expect(placed).toEqual(['90.00']);
    expect(outcome).toEqual({ placed: ['a'], changes: [{ selectionId: 'b', odds: 1450 }] });
  });

  it('reports a refusal with its balance, a thrown code, and a lost connection', async () => {
    const balances: string[] = [];
    const refuse = await placeInOrder(
      [input('a')],
      async () => ({ status: 'INSUFFICIENT_FUNDS', balance: '3.00' }),
      () => undefined,
      (balance) => balances.push(balance),
    );
    expect(refuse).toEqual({ placed: [], failure: 'INSUFFICIENT_FUNDS' });
    expect(balances).toEqual(['3.00']);
    const thrown = await placeInOrder(
      [input('a')],
      async () => {
        throw new BookError('SESSION_EXPIRED');
      },
      () => undefined,
      () => undefined,
    );
    expect(thrown).toEqual({ placed: [], failure: 'SESSION_EXPIRED' });
    const lost = await placeInOrder(
      [input('a')],
      async () => {
        throw new TypeError('fetch failed');
      },
      () => undefined,
      () => undefined,
    );
    expect(lost).toEqual({ placed: [], failure: 'NETWORK' });
  });
});
