import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedMoves, fromPaisa } from '../../../client/src/teen-patti-rules.js';
import { toMinor } from '../../test/fake-wallet.js';
import { playerRoomOf, type TeenPattiMove } from './engine.js';
import {
  openTestDatabase,
  TABLE,
  type TestDatabase,
  tpHarness,
  tpPlayer,
  walletFlows,
} from './test-harness.js';

/**
 * Teen Patti on a real table through the engine and the fake wallet (issue 21, acceptance 4):
 * random games whose money balances to the paisa, refusals that change nothing, a time-out and
 * a lost grace that pack, a refused stake that packs.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type H = Awaited<ReturnType<typeof tpHarness>>;

/** A small seeded generator (mulberry32): the runs are the same every time. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seatPlayers(h: H, ids: string[], balance = '500.00') {
  for (const id of ids) {
    h.wallet.addPlayer(id, balance, `t${id}`);
    const sat = await h.engine.sit(tpPlayer(id), TABLE.code);
    expect(sat.ok).toBe(true);
  }
}

/** Ticks until a hand is in play. */
async function dealt(h: H) {
  for (let step = 0; step < 5 && !h.engine.handOf(TABLE.code); step += 1) await h.advance(1_000);
  const hand = h.engine.handOf(TABLE.code);
  if (!hand) throw new Error('no hand dealt');
  return hand;
}

const turnPlayer = (h: H) => {
  const hand = h.engine.handOf(TABLE.code);
  const key = hand?.info[hand.state.turn]?.key ?? '';
  return tpPlayer(key.split(':')[1] ?? '');
};

/** The whole table's state the players could see, without the clock. */
const snapshot = (h: H) => {
  const view = h.engine.view(TABLE.code);
  return JSON.stringify({ ...view, now: 0, version: 0 });
};

/** Every settled hand's rake and bots' net: what the players lost in total, to the paisa. */
async function houseTake(h: H) {
  let take = 0n;
  for (const hand of await h.store.hands())
    if (hand.state === 'settled') take += (hand.rakeMinor ?? 0n) + (hand.botNetMinor ?? 0n);
  return take;
}

async function expectBalanced(h: H, players: Map<string, bigint>) {
  await h.engine.drain();
  expect(await h.store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  let lost = 0n;
  for (const [id, start] of players) lost += start - toMinor(h.wallet.balanceOf(id));
  const flows = walletFlows(h.wallet);
  expect(flows.debited - flows.refunded - flows.credited).toBe(lost);
  expect(lost).toBe(await houseTake(h));
  // Every settled hand: its pot left as rake and shares, and each round closed by one credit.
  for (const hand of await h.store.hands()) {
    const postings = await h.store.postings(hand.handId);
    if (hand.state === 'settled') {
      const humans = hand.seats.filter((seat) => !seat.bot && hand.dealt?.includes(seat.seat));
      const credits = postings.filter((p) => p.kind === 'credit');
      expect(credits.map((p) => p.roundId).sort()).toEqual(humans.map((seat) => seat.roundId).sort());
    }
    if (hand.state === 'voided')
      for (const debit of postings.filter((p) => p.kind === 'debit' && p.status === 'done'))
        expect(
          postings.some((p) => p.kind === 'rollback' && p.transactionId === `${debit.transactionId}V`),
        ).toBe(true);
  }
}

const MOVES: TeenPattiMove[] = ['see', 'chaal', 'chaal', 'chaal', 'raise', 'pack', 'show', 'side_show'];

describe('random games', () => {
  it('balance to the paisa: debits − rollbacks − credits = rake + bots’ net', async () => {
    const random = seeded(21);
    let hands = 0;
    let checked = 0;
    let botHands = 0;
    for (let run = 0; run < 3; run += 1) {
      const h = await tpHarness(database, { timings: { botWaitMs: run === 2 ? 1_000 : false } });
      const players = new Map<string, bigint>();
      const count = run === 2 ? 1 : 2 + Math.floor(random() * 5);
      const ids = Array.from({ length: count }, (_, k) => `r${run}p${k}`);
      // One poor player: their stakes are refused sooner or later (they pack, or cannot pay the boot).
      for (const [k, id] of ids.entries()) players.set(id, toMinor(k === 0 ? '7.00' : '400.00'));
      for (const [k, id] of ids.entries()) {
        h.wallet.addPlayer(id, k === 0 ? '7.00' : '400.00', `t${id}`);
        await h.engine.sit(tpPlayer(id), TABLE.code);
      }
      let idle = 0;
      for (let step = 0; step < 260 && idle < 12; step += 1) {
        const hand = h.engine.handOf(TABLE.code);
        if (!hand) {
          idle += 1;
          await h.advance(1_000);
          continue;
        }
        idle = 0;
        const info = hand.info[hand.state.turn];
        if (info?.bot) {
          await h.advance(600);
          continue;
        }
        const roll = random();
        if (roll < 0.05) {
          // Someone out of turn: refused, nothing changes.
          const other = hand.info.find((seat, k) => k !== hand.state.turn && !seat.bot);
          if (other) {
            const before = snapshot(h);
            const answer = await h.engine.act(tpPlayer(other.playerId), TABLE.code, { move: 'chaal' });
            if (!answer.ok) expect(snapshot(h)).toBe(before);
          }
          continue;
        }
        if (roll < 0.08) {
          await h.advance(20_000); // a time-out
          continue;
        }
        const move = MOVES[Math.floor(random() * MOVES.length)] as TeenPattiMove;
        const calls = h.wallet.calls.length;
        const before = snapshot(h);
        // The page offers exactly the moves the engine takes, at the amounts it charges.
        const offered = allowedMoves(h.engine.view(TABLE.code) as never, info?.seat ?? null)[move];
        const withAmount = move === 'see' || move === 'pack' ? {} : { amount: fromPaisa(offered.amount) };
        const answer = await h.engine.act(tpPlayer(info?.playerId ?? ''), TABLE.code, {
          move,
          ...withAmount,
        });
        if (answer.ok || answer.code === 'INSUFFICIENT_FUNDS') expect(offered.allowed, move).toBe(true);
        else expect(offered.allowed, `${move} ${answer.code}`).toBe(false);
        if (answer.ok) checked += 1;
        if (!answer.ok && answer.code !== 'INSUFFICIENT_FUNDS') {
          expect(snapshot(h)).toBe(before);
          expect(h.wallet.calls.length).toBe(calls);
        }
        if (!h.engine.handOf(TABLE.code)) hands += 1;
        await h.engine.drain();
      }
      await h.advance(1_000);
      if (h.engine.handOf(TABLE.code)) {
        // Finish the hand in play by time-outs.
        for (let k = 0; k < 8 && h.engine.handOf(TABLE.code); k += 1) await h.advance(20_000);
      }
      botHands += (await h.store.hands()).filter(
        (row) => row.state === 'settled' && row.seats.some((seat) => seat.bot),
      ).length;
      expect(h.errors.filter((error) => !String(error).includes('refused: INSUFFICIENT_FUNDS'))).toEqual([]);
      await expectBalanced(h, players);
    }
    expect(hands).toBeGreaterThan(10);
    expect(botHands).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(50);
  }, 120_000);
});

describe('refusals change nothing', () => {
  it('refuses out of turn, a raise above the limit, a show with three left and a side show unseen', async () => {
    const h = await tpHarness(database);
    await seatPlayers(h, ['b1', 'b2', 'b3']);
    const hand = await dealt(h);
    const calls = h.wallet.calls.length;
    const before = snapshot(h);
    const turn = turnPlayer(h);
    const other = hand.info.find((info) => info.playerId !== turn.playerId);
    expect(await h.engine.act(tpPlayer(other?.playerId ?? ''), TABLE.code, { move: 'chaal' })).toEqual({
      ok: false,
      code: 'NOT_YOUR_TURN',
    });
    expect(await h.engine.act(turn, TABLE.code, { move: 'show' })).toEqual({
      ok: false,
      code: 'SHOW_NEEDS_TWO',
    });
    expect(await h.engine.act(turn, TABLE.code, { move: 'side_show' })).toEqual({
      ok: false,
      code: 'SIDE_SHOW_NOT_ALLOWED',
    });
    expect(await h.engine.act(turn, TABLE.code, { move: 'chaal', amount: '5.00' })).toEqual({
      ok: false,
      code: 'STALE_AMOUNT',
    });
    expect(await h.engine.act(tpPlayer('stranger'), TABLE.code, { move: 'chaal' })).toEqual({
      ok: false,
      code: 'NOT_AT_TABLE',
    });
    expect(snapshot(h)).toBe(before);
    expect(h.wallet.calls.length).toBe(calls);
    // Raise to the limit (1 → 2 → … → 64), then one more raise is above it.
    for (let k = 0; k < 6; k += 1)
      expect((await h.engine.act(turnPlayer(h), TABLE.code, { move: 'raise' })).ok).toBe(true);
    expect(h.engine.handOf(TABLE.code)?.state.stake).toBe(6400n);
    const atLimit = snapshot(h);
    const limitCalls = h.wallet.calls.length;
    expect(await h.engine.act(turnPlayer(h), TABLE.code, { move: 'raise' })).toEqual({
      ok: false,
      code: 'RAISE_ABOVE_LIMIT',
    });
    expect(snapshot(h)).toBe(atLimit);
    expect(h.wallet.calls.length).toBe(limitCalls);
  });
});

describe('side show', () => {
  it('shows the two compared players each other’s hand, privately, and packs the worse', async () => {
    const h = await tpHarness(database);
    await seatPlayers(h, ['s1', 's2', 's3']);
    let hand = await dealt(h);
    // Everyone sees and chaals once round the table; then the one on turn asks for a side show.
    for (let k = 0; k < 3; k += 1) {
      expect((await h.engine.act(turnPlayer(h), TABLE.code, { move: 'see' })).ok).toBe(true);
      expect((await h.engine.act(turnPlayer(h), TABLE.code, { move: 'chaal' })).ok).toBe(true);
    }
    hand = h.engine.handOf(TABLE.code) ?? hand;
    const asker = turnPlayer(h);
    const mark = h.events.length;
    expect((await h.engine.act(asker, TABLE.code, { move: 'side_show' })).ok).toBe(true);
    const reveals = h.events.slice(mark).filter((entry) => entry.event.type === 'side-show');
    expect(reveals).toHaveLength(2);
    const after = h.engine.handOf(TABLE.code)?.state;
    const viewers = new Set<string>();
    const shownTo = new Set<string>();
    for (const { room, event } of reveals) {
      const viewer = hand.info.find((info) => room === playerRoomOf(info.key));
      const shown = hand.info.find((info) => info.seat === event.seat);
      expect(viewer && shown && viewer.seat !== shown.seat).toBe(true);
      // The cards are the other player's, and only the two compared get any.
      expect(event.cards).toEqual(hand.state.seats[hand.info.indexOf(shown as never)]?.cards);
      viewers.add(viewer?.playerId ?? '');
      shownTo.add(shown?.playerId ?? '');
    }
    // The asker and the one compared, each shown the other.
    expect(viewers).toEqual(shownTo);
    expect(viewers.has(asker.playerId)).toBe(true);
    // The one named as packed is packed now.
    const packed = reveals[0]?.event.packed as number;
    const packedIndex = hand.info.findIndex((info) => info.seat === packed);
    if (after) expect(after.seats[packedIndex]?.packed).toBe(true);
    // Nobody else's channel heard of it.
    expect(new Set(reveals.map((entry) => entry.room)).size).toBe(2);
  });
});

describe('timers', () => {
  it('a turn time-out packs the player on turn', async () => {
    const h = await tpHarness(database);
    await seatPlayers(h, ['t1', 't2', 't3']);
    await dealt(h);
    const turn = turnPlayer(h);
    await h.advance(20_001);
    const hand = h.engine.handOf(TABLE.code);
    const index = hand?.info.findIndex((info) => info.playerId === turn.playerId) ?? -1;
    expect(hand?.state.seats[index]?.packed).toBe(true);
    const actions = await h.store.actions(hand?.handId ?? '');
    expect(actions.at(-1)?.action).toMatchObject({ kind: 'pack', reason: 'timeout' });
  });

  it('a disconnected player is folded after the grace and keeps exactly what was not staked', async () => {
    const h = await tpHarness(database, { timings: { turnMs: 60_000 } });
    await seatPlayers(h, ['d1', 'd2', 'd3'], '100.00');
    await dealt(h);
    // Two chaals: the first two on turn put in 1.00 each.
    const first = turnPlayer(h);
    expect((await h.engine.act(first, TABLE.code, { move: 'chaal' })).ok).toBe(true);
    const away = turnPlayer(h);
    expect((await h.engine.act(away, TABLE.code, { move: 'raise' })).ok).toBe(true);
    h.engine.disconnected(away, TABLE.code);
    await h.advance(10_000);
    let hand = h.engine.handOf(TABLE.code);
    let index = hand?.info.findIndex((info) => info.playerId === away.playerId) ?? -1;
    expect(hand?.state.seats[index]?.packed).toBe(false);
    await h.advance(5_001);
    hand = h.engine.handOf(TABLE.code);
    index = hand?.info.findIndex((info) => info.playerId === away.playerId) ?? -1;
    expect(hand?.state.seats[index]?.packed).toBe(true);
    expect(h.engine.view(TABLE.code)?.seats.some((seat) => seat?.name === `nick${away.playerId}`)).toBe(
      false,
    );
    // Boot 1.00 and a raise to 2.00: 3.00 staked, the rest kept, whatever happens next.
    expect(h.wallet.balanceOf(away.playerId)).toBe('97.00');
    for (let k = 0; k < 6 && h.engine.handOf(TABLE.code); k += 1) await h.advance(60_001);
    await h.engine.drain();
    expect(h.wallet.balanceOf(away.playerId)).toBe('97.00');
    const settled = (await h.store.hands()).find((row) => row.handId === hand?.handId);
    expect(settled?.state).toBe('settled');
    const credit = (await h.store.postings(hand?.handId)).find(
      (p) => p.kind === 'credit' && p.body.includes(`"playerId":"${away.playerId}"`),
    );
    expect(credit?.amountMinor).toBe(0n);
    expect(credit?.status).toBe('done');
  });

  it('a player who comes back within the grace keeps the seat', async () => {
    const h = await tpHarness(database, { timings: { turnMs: 60_000 } });
    await seatPlayers(h, ['g1', 'g2']);
    await dealt(h);
    const other = turnPlayer(h).playerId === 'g1' ? tpPlayer('g2') : tpPlayer('g1');
    h.engine.disconnected(other, TABLE.code);
    await h.advance(10_000);
    h.engine.connected(other, TABLE.code);
    await h.advance(10_000);
    const hand = h.engine.handOf(TABLE.code);
    const index = hand?.info.findIndex((info) => info.playerId === other.playerId) ?? -1;
    expect(hand?.state.seats[index]?.packed).toBe(false);
  });
});

describe('wallet refusals', () => {
  it('a refused stake packs the player with INSUFFICIENT_FUNDS and the pot holds only what was paid', async () => {
    const h = await tpHarness(database);
    h.wallet.addPlayer('w1', '1.50', 'tw1');
    h.wallet.addPlayer('w2', '100.00', 'tw2');
    await h.engine.sit(tpPlayer('w1'), TABLE.code);
    await h.engine.sit(tpPlayer('w2'), TABLE.code);
    await dealt(h);
    if (turnPlayer(h).playerId !== 'w1')
      expect((await h.engine.act(tpPlayer('w2'), TABLE.code, { move: 'chaal' })).ok).toBe(true);
    const pot = h.engine.handOf(TABLE.code)?.state.pot ?? 0n;
    const answer = await h.engine.act(tpPlayer('w1'), TABLE.code, { move: 'raise' });
    expect(answer).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: '0.50' });
    await h.engine.drain();
    // Two left: w1 packed, w2 takes the pot less 5 % (floored to the paisa).
    expect(h.engine.handOf(TABLE.code)).toBeUndefined();
    const rake = (pot * 500n) / 10_000n;
    const [hand] = await h.store.hands();
    expect(hand?.rakeMinor).toBe(rake);
    expect(h.wallet.balanceOf('w1')).toBe('0.50');
    await expectBalanced(
      h,
      new Map([
        ['w1', 150n],
        ['w2', 10_000n],
      ]),
    );
  });
});
