import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookStore } from '../../studio/src/book/engine/store.js';
import { ScriptedFeed } from '../../studio/src/book/feed/scripted.js';
import type { Transport } from '../../studio/src/wallet-client.js';
import { vendorCallLog, vendorTransaction } from './modules/vendors/vendors.tables.js';
import { useTestApp } from './test/harness.js';
import {
  type BookPlayerOf,
  bookStore,
  cashOf,
  dyingTransport,
  expectLedgerClean,
  fundedPlayer,
  openBook,
  roundsOf,
  sportsGame,
  transactionsOf,
} from './test/studio-book.js';
import { vendorClient } from './test/vendor-client.js';

/**
 * ACCEPTANCE 3 against the real platform: the book's own money steps through /vendor/v1 sent
 * twice at once and replayed later (each answers once, with the first answer), a debit whose
 * answer never came rolled back into a marker that refuses it, a crash in the middle of settling
 * 200 bets resumed so each bet is paid exactly once, and an adjust naming another player's round
 * refused without moving anything.
 */

const t = useTestApp();
const vendor = vendorClient(t);
let sports: Awaited<ReturnType<typeof sportsGame>>;
beforeAll(async () => {
  sports = await sportsGame(t);
});

/** A scripted feed with 1X2 markets (home 2.000, draw 3.000, away 4.000) on these fixtures. */
function feedOf(fixtures: string[]): ScriptedFeed {
  const feed = new ScriptedFeed();
  for (const fixture of fixtures) {
    feed.addFixture(fixture);
    feed.addMarket(fixture, `${fixture}-M`, [
      { id: `${fixture}-H`, odds: 2000, probabilityPpm: 480_000 },
      { id: `${fixture}-D`, odds: 3000, probabilityPpm: 300_000 },
      { id: `${fixture}-A`, odds: 4000, probabilityPpm: 220_000 },
    ]);
  }
  return feed;
}

let requests = 0;
const slip = (type: 'single' | 'parlay', legs: [string, number][], stake: string) => {
  requests += 1;
  return {
    type,
    legs: legs.map(([selectionId, odds]) => ({ selectionId, odds })),
    stake,
    acceptOdds: 'none' as const,
    requestId: `conf-${requests}`,
  };
};

type Book = ReturnType<typeof openBook>['book'];

async function placeOk(book: Book, player: BookPlayerOf, input: ReturnType<typeof slip>) {
  const placed = await book.place(player, input);
  if (!placed.ok) throw new Error(`placement refused: ${placed.code}`);
  return placed.bet.betId;
}

async function settle(
  book: Book,
  feed: ScriptedFeed,
  fixture: string,
  results: Parameters<ScriptedFeed['settle']>[1],
) {
  feed.settle(fixture, results);
  await book.tick();
  await book.drain();
}

type Sent = { call: string; body: string; answer: string };

/** Sends every call twice at once; both must answer the same. Keeps what was sent and answered. */
function twiceAtOnce(sent: Sent[]) {
  return (inner: Transport): Transport =>
    async (path, headers, body) => {
      const [first, second] = await Promise.all([inner(path, headers, body), inner(path, headers, body)]);
      const call = path.slice(path.lastIndexOf('/') + 1);
      // A balance read is not a posting: two reads may see different moments.
      if (call !== 'balance') expect(second.body, `${call} ${body}`).toBe(first.body);
      sent.push({ call, body, answer: first.body });
      return first;
    };
}

describe('ACCEPTANCE 3: the book through /vendor/v1', () => {
  it('every money step, sent twice at once and replayed later, moves the money once', async () => {
    const player = await fundedPlayer(t, sports, 100_000n);
    const feed = feedOf(['F1', 'F2', 'F3']);
    const clock = { now: 1_000_000 };
    const sent: Sent[] = [];
    const { book } = openBook(t, { store: bookStore(t), feed, clock, wrap: twiceAtOnce(sent) });
    await book.start();
    const single = await placeOk(book, player, slip('single', [['F1-H', 2000]], '10.00'));
    const parlay = await placeOk(
      book,
      player,
      slip(
        'parlay',
        [
          ['F1-H', 2000],
          ['F2-D', 3000],
        ],
        '10.00',
      ),
    );
    const cashed = await placeOk(book, player, slip('single', [['F3-A', 4000]], '10.00'));
    clock.now = 2_000_000;
    const cancelled = await placeOk(book, player, slip('single', [['F2-A', 4000]], '10.00'));
    expect(await cashOf(t, player)).toBe(100_000n - 4000n);
    // Half the offer: 10.00 × 0.22 × 4.000 × 95% = 8.36, so 4.18 paid and 5.00 of stake runs on.
    const partial = await book.cashOut(player, cashed, '8.36', 50);
    expect(partial).toMatchObject({ ok: true, paid: '4.18' });
    await settle(book, feed, 'F1', {
      'F1-H': { kind: 'win' },
      'F1-D': { kind: 'lose' },
      'F1-A': { kind: 'lose' },
    });
    feed.rollbackSettlement('F1', ['F1-M']);
    await book.tick();
    await book.drain();
    await settle(book, feed, 'F1', {
      'F1-H': { kind: 'half-win' },
      'F1-D': { kind: 'lose' },
      'F1-A': { kind: 'lose' },
    });
    // The late bet only: a bet_cancel whose window holds its placement.
    feed.cancel('F2', ['F2-M'], { startAt: 1_500_000, endAt: 2_500_000 });
    await book.tick();
    await book.drain();
    await settle(book, feed, 'F2', {
      'F2-H': { kind: 'lose' },
      'F2-D': { kind: 'win' },
      'F2-A': { kind: 'lose' },
    });
    await settle(book, feed, 'F3', {
      'F3-H': { kind: 'win' },
      'F3-D': { kind: 'lose' },
      'F3-A': { kind: 'lose' },
    });
    // single 15.00 (half win at 2.000), parlay 45.00 (1.5 × 3.000), the cancelled stake back,
    // the cash-out 4.18 and nothing on its 5.00 left.
    const expectedMinor = 100_000n - 4000n + 1500n + 4500n + 1000n + 418n;
    expect(await cashOf(t, player)).toBe(expectedMinor);
    const rounds = await roundsOf(t, [single, parlay, cashed, cancelled]);
    expect(rounds.get(single)).toMatchObject({ status: 'settled', stakeMinor: 1000n, winMinor: 1500n });
    expect(rounds.get(parlay)).toMatchObject({ status: 'settled', stakeMinor: 1000n, winMinor: 4500n });
    expect(rounds.get(cashed)).toMatchObject({ status: 'settled', stakeMinor: 1000n, winMinor: 418n });
    // A void bet is paid its stake back by a credit (decision 0066), not a rollback of its debit.
    expect(rounds.get(cancelled)).toMatchObject({ status: 'settled', refundedMinor: 0n, winMinor: 1000n });
    // Each step was one of these, and each was sent twice at once: settlements as `credits`
    // batches (decision 0068), the cash-out as a credit of its own.
    const postings = sent.filter((entry) => entry.call !== 'balance');
    expect(new Set(postings.map((entry) => entry.call))).toEqual(
      new Set(['debit', 'credit', 'credits', 'adjust']),
    );
    const oneByOne = postings.filter((entry) => entry.call !== 'credits');
    const logged = await t.ctx.database.db
      .select()
      .from(vendorCallLog)
      .where(
        inArray(
          vendorCallLog.transactionId,
          oneByOne.map((entry) => String(JSON.parse(entry.body).transactionId)),
        ),
      );
    expect(logged).toHaveLength(oneByOne.length * 2);
    const batches = postings.filter((entry) => entry.call === 'credits');
    const loggedBatches = await t.ctx.database.db
      .select()
      .from(vendorCallLog)
      .where(
        and(
          eq(vendorCallLog.call, 'credits'),
          inArray(
            vendorCallLog.requestBody,
            batches.map((entry) => entry.body),
          ),
        ),
      );
    expect(loggedBatches).toHaveLength(batches.length * 2);
    // Replayed later (the book's retry after a lost answer): the first answer, byte for byte.
    for (const entry of postings) {
      const replay = await vendor.call(entry.call, null, { raw: entry.body });
      expect(replay.text, `${entry.call} ${entry.body}`).toBe(entry.answer);
    }
    expect(await cashOf(t, player)).toBe(expectedMinor);
    const transactions = await transactionsOf(t, [single, parlay, cashed, cancelled]);
    expect(transactions).toHaveLength(postings.length);
    expect(transactions.every((row) => row.outcome === 'posted')).toBe(true);
    await expectLedgerClean(t);
  });

  it('rolls back a debit that never arrived into a marker, and the late debit is refused', async () => {
    const player = await fundedPlayer(t, sports, 100_000n);
    const feed = feedOf(['F1']);
    const lost: { headers: Record<string, string>; body: string }[] = [];
    // The first debit is lost on its way; everything after it gets through.
    const losing =
      (inner: Transport): Transport =>
      async (path, headers, body) => {
        if (path.endsWith('/debit') && lost.length === 0) {
          lost.push({ headers, body });
          throw new Error('connection reset');
        }
        return inner(path, headers, body);
      };
    const { book } = openBook(t, { store: bookStore(t), feed, clock: { now: 1_000_000 }, wrap: losing });
    await book.start();
    expect(await book.place(player, slip('single', [['F1-H', 2000]], '10.00'))).toEqual({
      ok: false,
      code: 'WALLET_UNAVAILABLE',
    });
    const [debit] = lost;
    if (!debit) throw new Error('no debit was sent');
    const { transactionId, roundId } = JSON.parse(debit.body) as { transactionId: string; roundId: string };
    const [marker] = await t.ctx.database.db
      .select()
      .from(vendorTransaction)
      .where(
        and(eq(vendorTransaction.vendorCode, 'KHELA'), eq(vendorTransaction.transactionId, transactionId)),
      );
    expect(marker).toMatchObject({ kind: 'marker', outcome: 'marker', roundId });
    // The debit arrives late, as it was signed, and again: refused, nothing moves.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const late = await t.app.inject({
        method: 'POST',
        url: '/vendor/v1/debit',
        headers: debit.headers,
        payload: debit.body,
      });
      expect(late.json()).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' });
    }
    expect(await cashOf(t, player)).toBe(100_000n);
    expect((await roundsOf(t, [roundId])).size).toBe(0);
    const [rejected] = await book.bets(player, 'settled');
    expect(rejected).toMatchObject({ betId: roundId, state: 'rejected', rejectReason: 'WALLET_UNAVAILABLE' });
  });

  it('a crash in the middle of settling 200 bets resumes and pays each bet exactly once', async () => {
    const bets = 200;
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t, sports, 1_000_000n)));
    const feed = new ScriptedFeed();
    feed.addFixture('F1');
    feed.addMarket('F1', 'F1-M', [
      { id: 'F1-H', odds: 2500 },
      { id: 'F1-A', odds: 1600 },
    ]);
    const store: BookStore = bookStore(t);
    const clock = { now: 1_000_000 };
    // Credits go 10 to a `credits` call. The first book dies after 60 credits, the wallet having
    // taken the batch it died on; the second, resuming, dies after 50 calls, before the wallet saw
    // the next; the third finishes.
    const trouble = { callsLeft: bets + 6, appliedFirst: true };
    const first = openBook(t, { store, feed, clock, wrap: dyingTransport(trouble), creditBatch: 10 }).book;
    await first.start();
    // Placed 20 at a time: the settlement, not the placements, is under test here.
    const ids: string[] = [];
    for (let from = 0; from < bets; from += 20) {
      const batch = Array.from({ length: 20 }, (_, offset) => {
        const index = from + offset;
        const home = index % 2 === 0;
        const leg: [string, number] = home ? ['F1-H', 2500] : ['F1-A', 1600];
        return placeOk(
          first,
          players[Math.floor(index / 2) % 4] as BookPlayerOf,
          slip('single', [leg], '10.00'),
        );
      });
      ids.push(...(await Promise.all(batch)));
    }
    feed.settle('F1', { 'F1-H': { kind: 'win' }, 'F1-A': { kind: 'lose' } });
    await first.tick();
    await first.close();
    const pending = await store.pendingPostings(bets * 2);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.length).toBeLessThan(bets);

    Object.assign(trouble, { callsLeft: 50, appliedFirst: false });
    const second = openBook(t, { store, feed, clock, wrap: dyingTransport(trouble), creditBatch: 10 }).book;
    await second.start();
    await second.close();
    const third = openBook(t, { store, feed, clock }).book;
    await third.start();
    await third.drain();

    expect(await store.pendingPostings(bets * 2)).toEqual([]);
    const credits = (await transactionsOf(t, ids)).filter(
      (row) => row.kind === 'credit' && row.outcome === 'posted',
    );
    const perRound = new Map<string, number>();
    for (const row of credits)
      perRound.set(String(row.roundId), (perRound.get(String(row.roundId)) ?? 0) + 1);
    expect(perRound.size).toBe(bets);
    expect([...perRound.values()].every((count) => count === 1)).toBe(true);
    const rounds = await roundsOf(t, ids);
    ids.forEach((id, index) => {
      expect(rounds.get(id), id).toMatchObject({
        status: 'settled',
        stakeMinor: 1000n,
        winMinor: index % 2 === 0 ? 2500n : 0n,
        creditCount: 1,
      });
    });
    // The call the first book died on was taken, and answered again when it was re-sent.
    const replayed = await t.ctx.database.db
      .select()
      .from(vendorCallLog)
      .where(
        and(
          eq(vendorCallLog.call, 'credit'),
          eq(vendorCallLog.replayed, true),
          inArray(
            vendorCallLog.transactionId,
            ids.map((id) => `${id}-C`),
          ),
        ),
      );
    expect(replayed.length).toBeGreaterThan(0);
    // 50 bets each: 25 won 25.00 on 10.00, 25 lost: 10,000.00 − 500.00 + 625.00.
    for (const player of players) expect(await cashOf(t, player)).toBe(1_000_000n + 12_500n);
    await expectLedgerClean(t);
  }, 120_000);

  it("an adjust naming another player's round is refused and changes nothing", async () => {
    const [owner, other] = await Promise.all([
      fundedPlayer(t, sports, 100_000n),
      fundedPlayer(t, sports, 100_000n),
    ]);
    const feed = feedOf(['F1']);
    const { book, wallet } = openBook(t, { store: bookStore(t), feed, clock: { now: 1_000_000 } });
    await book.start();
    const betId = await placeOk(book, owner, slip('single', [['F1-H', 2000]], '10.00'));
    await settle(book, feed, 'F1', { 'F1-H': { kind: 'win' } });
    const before = [await cashOf(t, owner), await cashOf(t, other)];
    const roundBefore = (await roundsOf(t, [betId])).get(betId);
    expect(roundBefore).toMatchObject({ status: 'settled', winMinor: 2000n });
    const adjust = (playerId: string, gameCode: string, transactionId: string) =>
      wallet.call('KHELA', 'adjust', {
        playerId,
        currency: 'BDT',
        transactionId,
        amount: '-20.00',
        reason: 'resettlement',
        roundId: betId,
        gameCode,
      });
    // Another player naming the round, and its owner naming it under another game.
    expect(await adjust(other.playerId, sports.gameCode, `${betId}-X1`)).toMatchObject({
      status: 'UNKNOWN_ROUND',
    });
    expect(await adjust(owner.playerId, 'KHELA_NO_SUCH_GAME', `${betId}-X2`)).toMatchObject({
      status: 'UNKNOWN_ROUND',
    });
    expect([await cashOf(t, owner), await cashOf(t, other)]).toEqual(before);
    expect((await roundsOf(t, [betId])).get(betId)).toEqual(roundBefore);
    const posted = (await transactionsOf(t, [betId])).filter(
      (row) => row.kind === 'adjust' && row.outcome === 'posted',
    );
    expect(posted).toEqual([]);
  });

  // Found by this suite (session 15): a void paid by a rollback of the debit left a rolled-back
  // round the platform will not correct, so a void undone later was never paid. A void is now a
  // credit of the stake (decision 0066).
  it('a cancelled bet whose cancel is rolled back and that then wins is paid its win', async () => {
    const player = await fundedPlayer(t, sports, 100_000n);
    const feed = feedOf(['F1']);
    const { book } = openBook(t, { store: bookStore(t), feed, clock: { now: 1_000_000 } });
    await book.start();
    const betId = await placeOk(book, player, slip('single', [['F1-H', 2000]], '10.00'));
    feed.cancel('F1', ['F1-M']);
    await book.tick();
    await book.drain();
    expect(await cashOf(t, player)).toBe(100_000n);
    feed.rollbackCancel('F1', ['F1-M']);
    await book.tick();
    await book.drain();
    await settle(book, feed, 'F1', {
      'F1-H': { kind: 'win' },
      'F1-D': { kind: 'lose' },
      'F1-A': { kind: 'lose' },
    });
    expect(await cashOf(t, player)).toBe(100_000n + 1000n);
    const round = (await roundsOf(t, [betId])).get(betId);
    expect((round?.winMinor ?? 0n) + (round?.refundedMinor ?? 0n)).toBe(2000n);
  });
});
