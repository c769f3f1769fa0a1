import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiplierAt, payoutOf } from './curve.js';
import { type CashOutResult, multiplierText } from './engine.js';
import {
  crashHarness,
  crashPlayer,
  openTestDatabase,
  ROOM,
  type TestDatabase,
  toMinor,
} from './test-harness.js';

/**
 * Issue 21, acceptance 3 (run on PostgreSQL with TEST_DATABASE=postgres; PGlite too): 200 players
 * cash out around the crash instant. Those the server received before it are paid at the
 * multiplier of their instant, none from it on, and the wallet's money balances to the minor unit.
 * The cash-out statements race the statements that end and settle the round on the database.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PLAYERS = 200;
const STAKE = 1000n;
const START = 1000_00n;

/**
 * A round flying with every player's bet in, whose flight lasts at least `minMs` (else the next;
 * the bets of a round too short are lost, so `lost` stakes each player has spent before it).
 */
async function flyingRound(h: Awaited<ReturnType<typeof crashHarness>>, run: string, minMs: number) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await h.openWindow();
    const placed = await Promise.all(
      Array.from({ length: PLAYERS }, (_, k) =>
        h.engine.place(ROOM, crashPlayer(`${run}${k}`), {
          stake: '10.00',
          requestId: `${run}-${attempt}-${k}`,
        }),
      ),
    );
    expect(placed.filter((answer) => !answer.ok)).toEqual([]);
    const flight = await h.startFlight();
    const duration = (flight.endsAt as number) - (flight.startedAt as number);
    if (duration >= minMs) return Object.assign(flight, { lost: BigInt(attempt) * STAKE });
    await h.tickAt(flight.endsAt as number);
  }
  throw new Error('no round long enough');
}

function checkMoney(h: Awaited<ReturnType<typeof crashHarness>>, run: string) {
  let total = 0n;
  for (let k = 0; k < PLAYERS; k += 1) total += toMinor(h.wallet.balanceOf(`${run}${k}`));
  let debits = 0n;
  let credits = 0n;
  let refunds = 0n;
  for (const round of h.wallet.rounds.values()) {
    expect(round.status).toBe('closed');
    debits += round.debits;
    credits += round.credits;
    refunds += round.refunds;
  }
  // Nothing lost, created or counted twice: balances = start − stakes + credits + refunds.
  expect(total).toBe(START * BigInt(PLAYERS) - debits + credits + refunds);
  return { debits, credits };
}

describe('200 players cashing out around the crash instant', () => {
  it('pays those received before the crash at their multiplier and none after (engine, controlled clock)', async () => {
    const h = await crashHarness(database);
    const run = 'e';
    for (let k = 0; k < PLAYERS; k += 1) h.wallet.addPlayer(`${run}${k}`, '1000.00', `t${run}${k}`);
    const flight = await flyingRound(h, run, Number(process.env.CRASH_MIN_MS ?? 400));
    const startedAt = flight.startedAt as number;
    const endsAt = flight.endsAt as number;
    // Receive instants from 100 ms before the crash to 99 ms after, one a millisecond.
    const receivedAt = (k: number) => endsAt - 100 + k;
    // Those received before the crash are in flight when the clock reaches it; those received from
    // the crash on arrive while the tick ends and settles the round.
    const before = Array.from({ length: 100 }, (_, k) =>
      h.engine.cashOut(ROOM, crashPlayer(`${run}${k}`), receivedAt(k)),
    );
    h.clock.now = endsAt;
    const tick = h.engine.tick(endsAt);
    const after: Promise<CashOutResult>[] = [];
    for (let k = 100; k < PLAYERS; k += 1) {
      after.push(h.engine.cashOut(ROOM, crashPlayer(`${run}${k}`), receivedAt(k)));
      if (k % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const answers = [...(await Promise.all(before)), ...(await Promise.all(after))];
    await tick;
    await h.engine.tick(endsAt + 50);
    await h.engine.drain();

    const bets = await h.store.roundBets(flight.roundId, ['open', 'cashed', 'won', 'lost']);
    expect(bets).toHaveLength(PLAYERS);
    const byPlayer = new Map(bets.map((bet) => [bet.playerId, bet]));
    let paid = 0;
    for (let k = 0; k < PLAYERS; k += 1) {
      const bet = byPlayer.get(`${run}${k}`);
      const answer = answers[k];
      const at = receivedAt(k);
      if (at < endsAt) {
        const m = multiplierAt(at - startedAt);
        expect(answer, `player ${k}`).toEqual({
          ok: true,
          multiplier: multiplierText(m),
          win: expect.any(String),
          at,
        });
        expect(bet).toMatchObject({
          state: 'won',
          cashout: m,
          cashedAt: at,
          payoutMinor: payoutOf(STAKE, m),
        });
        const balance = h.wallet.balanceOf(`${run}${k}`);
        const expected = text(START - flight.lost - STAKE + payoutOf(STAKE, m));
        // On a mismatch, what the store and the wallet each hold for this bet.
        const why =
          balance === expected
            ? ''
            : JSON.stringify({
                postings: await h.store.postingsOfBet(bet?.betId ?? ''),
                calls: h.wallet.calls.filter((call) => call.body.playerId === `${run}${k}`),
              });
        expect(balance, why).toBe(expected);
        paid += 1;
      } else {
        expect(answer, `player ${k}`).toEqual({ ok: false, code: 'TOO_LATE' });
        expect(bet).toMatchObject({ state: 'lost', payoutMinor: 0n });
        expect(h.wallet.balanceOf(`${run}${k}`)).toBe(text(START - flight.lost - STAKE));
      }
    }
    expect(paid).toBe(100);
    // Every paid cash-out was received before the crash instant.
    for (const bet of bets.filter((entry) => entry.state === 'won'))
      expect(bet.cashedAt as number).toBeLessThan(endsAt);
    const { credits } = checkMoney(h, run);
    expect(credits).toBe(bets.reduce((sum, bet) => sum + (bet.payoutMinor ?? 0n), 0n));
    expect(h.wallet.calls.filter((call) => call.call === 'credit').length).toBe(PLAYERS);
  });

  it('the database decides alone: cash-out statements racing the end statement never pay at or after the crash', async () => {
    const h = await crashHarness(database);
    const run = 's';
    for (let k = 0; k < PLAYERS; k += 1) h.wallet.addPlayer(`${run}${k}`, '1000.00', `t${run}${k}`);
    const flight = await flyingRound(h, run, Number(process.env.CRASH_MIN_MS ?? 400));
    const startedAt = flight.startedAt as number;
    const endsAt = flight.endsAt as number;
    const bets = await h.store.roundBets(flight.roundId, ['open']);
    expect(bets).toHaveLength(PLAYERS);
    // Straight to the store: 200 cash-out statements and the end statement at once.
    const receivedAt = (k: number) => endsAt - 100 + k;
    const statements: Promise<unknown>[] = bets.map((bet, k) =>
      h.store.cashOut(bet.betId, receivedAt(k), multiplierAt(receivedAt(k) - startedAt)),
    );
    statements.splice(100, 0, h.store.endFlight(flight.roundId, endsAt));
    const results = await Promise.all(statements);
    expect(results[100]).toBe(true);
    const cashed = results.filter((row, k) => k !== 100 && row !== undefined) as {
      cashedAt: number;
      betId: string;
    }[];
    for (const row of cashed) expect(row.cashedAt).toBeLessThan(endsAt);
    // Those of the first half written before the end statement are paid; none of the second half.
    expect(cashed.every((row) => bets.findIndex((bet) => bet.betId === row.betId) < 100)).toBe(true);
    await h.tickAt(endsAt + 10);
    await h.engine.drain();
    const settled = await h.store.roundBets(flight.roundId, ['won', 'lost', 'open', 'cashed']);
    expect(settled.filter((bet) => bet.state === 'won')).toHaveLength(cashed.length);
    for (const bet of settled)
      if (bet.state === 'won') expect(bet.cashedAt as number).toBeLessThan(endsAt);
      else expect(bet).toMatchObject({ state: 'lost', payoutMinor: 0n });
    const { credits } = checkMoney(h, run);
    expect(credits).toBe(settled.reduce((sum, bet) => sum + (bet.payoutMinor ?? 0n), 0n));
  });
});

function text(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}
