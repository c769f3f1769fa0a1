import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../book/engine/store.js';
import { dyingTransport } from '../../book/engine/test-model.js';
import { FakeWallet } from '../../test/fake-wallet.js';
import { multiplierAt, payoutOf } from './curve.js';
import { createCrashStore } from './store.js';
import {
  crashHarness,
  crashPlayer,
  openTestDatabase,
  ROOM,
  SECRET,
  type TestDatabase,
  toMinor,
} from './test-harness.js';

/**
 * Exactly once after a kill (issue 21): a settlement killed between its statements or with its
 * credits unanswered, and restarted, closes every bet with one credit; (the
 * verifier's 1,000 rounds: engine.fairness.test.ts).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PLAYERS = 30;

/** The database dies at the `nth` statement that settles a page of bets. */
function dyingSql(sql: Sql, nth: number): Sql {
  let seen = 0;
  return async (query, values) => {
    if (query.includes("THEN 'won' ELSE 'lost'")) {
      seen += 1;
      if (seen >= nth) throw new Error('the database went away');
    }
    return sql(query, values);
  };
}

describe('a settlement killed and restarted', () => {
  for (const kill of ['credits unanswered', 'database gone between pages'] as const)
    it(`pays every bet exactly once (${kill})`, async () => {
      const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
      const schema = database.schema();
      const trouble = { callsLeft: 1_000_000, appliedFirst: true };
      const clock = { now: 1_800_000_000_000 };
      const first = await crashHarness(database, {
        wallet,
        clock,
        store: createCrashStore(
          kill === 'database gone between pages' ? dyingSql(database.sql, 2) : database.sql,
          { schema },
        ),
        transport: dyingTransport(trouble),
        engine: { settlePage: 8 },
      });
      for (let k = 0; k < PLAYERS; k += 1) wallet.addPlayer(`k${k}`, '100.00', `t${k}`);
      let flight: Awaited<ReturnType<typeof first.startFlight>> | undefined;
      for (let attempt = 0; attempt < 8 && !flight; attempt += 1) {
        await first.openWindow();
        for (let k = 0; k < PLAYERS; k += 1)
          expect(
            await first.engine.place(ROOM, crashPlayer(`k${k}`), {
              stake: '10.00',
              ...(k % 3 === 0 ? { auto: '1.05' } : {}),
              requestId: `k${attempt}-${k}`,
            }),
          ).toMatchObject({ ok: true });
        const flown = await first.startFlight();
        if ((flown.endsAt as number) - (flown.startedAt as number) >= 200) flight = flown;
        else await first.tickAt(flown.endsAt as number);
      }
      if (!flight) throw new Error('no round long enough');
      const startedAt = flight.startedAt as number;
      const endsAt = flight.endsAt as number;
      // Half the others cash out a little before the end.
      for (let k = 1; k < PLAYERS; k += 2)
        if (k % 3 !== 0)
          expect(await first.engine.cashOut(ROOM, crashPlayer(`k${k}`), endsAt - 100 + k)).toMatchObject({
            ok: true,
          });
      const balancesBefore = new Map(
        Array.from({ length: PLAYERS }, (_, k) => [`k${k}`, toMinor(wallet.balanceOf(`k${k}`))]),
      );
      // The kill: the wallet applies the credits but no answer comes back.
      if (kill === 'credits unanswered') trouble.callsLeft = 0;
      await first.tickAt(endsAt);
      const afterKill = await first.store.roundBets(flight.roundId, ['open', 'cashed', 'won', 'lost']);
      if (kill === 'database gone between pages')
        expect(afterKill.some((bet) => bet.state === 'open' || bet.state === 'cashed')).toBe(true);

      // A new process over the same database and wallet: recovery, then its clock.
      trouble.callsLeft = 1_000_000;
      trouble.appliedFirst = false;
      const second = await crashHarness(database, {
        wallet,
        clock,
        store: createCrashStore(database.sql, { schema }),
      });
      await second.engine.recover(clock.now);
      await second.tickAt(endsAt + 1000);
      await second.engine.drain();

      const bets = await second.store.roundBets(flight.roundId, ['open', 'cashed', 'won', 'lost']);
      expect(bets).toHaveLength(PLAYERS);
      const point = flight.point as number;
      for (const bet of bets) {
        const k = Number(bet.playerId.slice(1));
        const expected =
          k % 3 === 0
            ? point >= 105
              ? 105
              : undefined
            : k % 2 === 1
              ? multiplierAt(endsAt - 100 + k - startedAt)
              : undefined;
        expect(bet.state, bet.playerId).toBe(expected === undefined ? 'lost' : 'won');
        const payout = expected === undefined ? 0n : payoutOf(1000n, expected);
        expect(bet.payoutMinor).toBe(payout);
        // Exactly once: one credit of the payout on the bet's wallet round, which is closed.
        const round = wallet.rounds.get(`KHELA:${bet.betId}`);
        expect(round).toMatchObject({ status: 'closed', debits: 1000n, credits: payout });
        expect(toMinor(wallet.balanceOf(bet.playerId))).toBe(
          (balancesBefore.get(bet.playerId) ?? 0n) + payout,
        );
        const postings = await second.store.postingsOfBet(bet.betId);
        expect(postings.map((posting) => `${posting.kind}:${posting.status}`).sort()).toEqual([
          'credit:done',
          'debit:done',
        ]);
      }
      expect((await second.store.round(flight.roundId))?.state).toBe('settled');
    });
});
