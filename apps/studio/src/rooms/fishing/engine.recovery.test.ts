import { SeededSource } from '@khela/game-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMajor } from '../../test/fake-wallet.js';
import type { Transport } from '../../wallet-client.js';
import type { RoomEvent } from '../hub.js';
import { BIG_CATCH, type FishingEngine } from './engine.js';
import {
  type FishingHarness,
  fishingHarness,
  fishingPlayer,
  forcingSource,
  ledgerCalls,
  meanOf,
  minorOfText,
  openTestDatabase,
  type TestDatabase,
} from './test-harness.js';

/**
 * The crash rules of decision 0075 against the fake wallet: a kill between windows undoes at
 * most the unwritten window and never pays twice; a catch of 50× or more survives a kill; a
 * credit written but never answered is re-sent with its bytes; a debit left without an answer
 * is rolled back. A kill is a new engine over the same store and wallet.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Answer = RoomEvent & Record<string, unknown>;
type Shot = { stakeMinor: bigint; winMinor: bigint };

/** A transport that fails the calls `dead` names (those in `applied` after the wallet applied them). */
function troubled(dead: { calls: Set<string>; applied: Set<string> }) {
  return (inner: Transport): Transport =>
    async (path, headers, body) => {
      const call = path.replace(/^.*\//, '');
      if (dead.calls.has(call)) {
        if (dead.applied.has(call)) await inner(path, headers, body);
        throw new Error('the studio died');
      }
      return inner(path, headers, body);
    };
}

function bigFishSwimming(h: FishingHarness) {
  return h.engine.swimming('FISH-1').find((fish) => meanOf(fish.kind) >= BIG_CATCH);
}

async function fireOnce(engine: FishingEngine, h: FishingHarness, key: string, k: number, level = '100') {
  const fish = h.engine.swimming('FISH-1');
  const aim = fish[k % Math.max(1, fish.length)];
  if (!aim) return undefined;
  return (await engine.frame(key, { type: 'shoot', fishId: aim.id, level })) as Answer;
}

const sum = (shots: readonly Shot[], field: keyof Shot) =>
  shots.reduce((total, shot) => total + shot[field], 0n);

describe('the fishing hall: a kill between windows', () => {
  it('undoes only the unwritten window, closes every round from its written state and never pays twice', async () => {
    const h = await fishingHarness(database, { random: new SeededSource(77) });
    const players = ['k0', 'k1', 'k2'];
    const shots = new Map<string, Shot[]>(players.map((id) => [id, []]));
    for (const id of players) {
      h.wallet.addPlayer(id, '1000.00', `t${id}`);
      h.engine.enter(`s-${id}`, fishingPlayer(id), 0);
      expect(((await h.engine.frame(`s-${id}`, { type: 'reload', level: '200' })) as Answer).type).toBe(
        'magazine',
      );
    }
    // 7.5 s at 10 shots a second, the clock ticking every 250 ms (windows written every 2 s).
    for (let step = 0; step < 75; step += 1) {
      h.clock.now += 100;
      for (const [k, id] of players.entries()) {
        const answer = await fireOnce(h.engine, h, `s-${id}`, step + k * 5, '200');
        if (answer?.type !== 'shot') continue;
        shots.get(id)?.push({ stakeMinor: 200n, winMinor: minorOfText(answer.win) });
        if (answer.magazine === null) await h.engine.frame(`s-${id}`, { type: 'reload', level: '200' });
      }
      if (step % 5 === 2) await h.engine.tick();
    }
    // What was written: every shot but those of the window in memory now.
    const unwritten = new Map(players.map((id) => [id, h.engine.liveRound(`s-${id}`)?.window.shots ?? 0]));
    expect([...unwritten.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const callsBeforeKill = h.wallet.calls.length;

    // The kill: a new engine over the same store; the first one's memory is gone.
    const second = h.open();
    await second.recover();
    for (const id of players) {
      const all = shots.get(id) ?? [];
      const written = all.slice(0, all.length - (unwritten.get(id) ?? 0));
      expect(h.wallet.balanceOf(id)).toBe(
        toMajor(100_000n - sum(written, 'stakeMinor') + sum(written, 'winMinor')),
      );
      const rounds = await h.store.playerRounds('KHELA', id);
      expect(rounds.every((round) => round.state === 'closed')).toBe(true);
      expect(rounds.reduce((n, round) => n + round.shots, 0)).toBe(written.length);
    }
    expect(h.wallet.calls.length).toBeGreaterThan(callsBeforeKill);
    const balances = players.map((id) => h.wallet.balanceOf(id));
    const calls = h.wallet.calls.length;

    // Recovered again (another restart, the clock's own recovery): nothing moves.
    const third = h.open();
    await third.recover();
    h.clock.now += 120_000;
    await third.tick();
    await second.tick();
    expect(h.wallet.calls.length).toBe(calls);
    expect(players.map((id) => h.wallet.balanceOf(id))).toEqual(balances);
    // One debit and one credit per round, each once.
    for (const id of players) {
      const ledger = ledgerCalls(h.wallet, id);
      const ids = ledger.map((call) => String(call.body.transactionId));
      expect(new Set(ids).size).toBe(ids.length);
      const rounds = await h.store.playerRounds('KHELA', id);
      expect(ledger.filter((call) => call.call === 'credit')).toHaveLength(rounds.length);
    }
    expect((await h.store.totals()).pending).toBe(0);
  });

  it('a catch of 50× or more is written before it is shown, and survives a kill', async () => {
    const random = forcingSource(new SeededSource(3));
    const h = await fishingHarness(database, { random });
    h.wallet.addPlayer('b1', '1000.00', 'tb1');
    h.engine.enter('s-b1', fishingPlayer('b1'), 0);
    await h.engine.frame('s-b1', { type: 'reload', level: '100' });
    for (let k = 0; k < 600 && !bigFishSwimming(h); k += 1) h.clock.now += 500;
    const big = bigFishSwimming(h);
    if (!big) throw new Error('no big fish swam by');
    // A few ordinary shots first: they are in the window when the big catch comes.
    const small: Shot[] = [];
    for (let k = 0; small.length < 4 && k < 50; k += 1) {
      if (!h.engine.swimming('FISH-1').some((fish) => fish.id === big.id)) break;
      const others = h.engine.swimming('FISH-1').filter((fish) => fish.id !== big.id);
      const aim = others[k % Math.max(1, others.length)];
      if (!aim) break;
      const answer = (await h.engine.frame('s-b1', {
        type: 'shoot',
        fishId: aim.id,
        level: '100',
      })) as Answer;
      if (answer?.type === 'shot') small.push({ stakeMinor: 100n, winMinor: minorOfText(answer.win) });
    }
    expect(h.engine.liveRound('s-b1')?.window.shots).toBeGreaterThan(0);
    random.force = true;
    const caught = (await h.engine.frame('s-b1', { type: 'shoot', fishId: big.id, level: '100' })) as Answer;
    random.force = false;
    expect(caught).toMatchObject({ type: 'shot', caught: true });
    expect(Number(caught.multiplier)).toBeGreaterThanOrEqual(BIG_CATCH);
    // Written at once, with the window before it.
    expect(h.engine.liveRound('s-b1')?.window.shots).toBe(0);
    const [round] = await h.store.playerRounds('KHELA', 'b1');
    const windows = await h.store.windowsOf(round?.roundId ?? '');
    expect(
      windows.flatMap((w) => w.catches).some((c) => c.fishId === big.id && c.multiplier >= BIG_CATCH),
    ).toBe(true);

    const second = h.open();
    await second.recover();
    const won = sum(small, 'winMinor') + minorOfText(caught.win);
    expect(h.wallet.balanceOf('b1')).toBe(toMajor(100_000n - 100n * BigInt(small.length + 1) + won));
  });
});

describe('the fishing hall: postings without an answer', () => {
  it('re-sends a written credit with the same bytes after a kill, once', async () => {
    const dead = { calls: new Set<string>(), applied: new Set<string>() };
    const h = await fishingHarness(database, { transport: troubled(dead) });
    h.wallet.addPlayer('c1', '100.00', 'tc1');
    h.engine.enter('s-c1', fishingPlayer('c1'), 0);
    await h.engine.frame('s-c1', { type: 'reload', level: '100' });
    h.clock.now += 3_000;
    const shots: Shot[] = [];
    for (let k = 0; k < 10; k += 1) {
      const answer = await fireOnce(h.engine, h, 's-c1', k);
      if (answer?.type === 'shot') shots.push({ stakeMinor: 100n, winMinor: minorOfText(answer.win) });
    }
    dead.calls = new Set(['credit', 'credits']);
    const collected = (await h.engine.frame('s-c1', { type: 'collect' })) as Answer;
    expect(collected.type).toBe('collected');
    expect(h.wallet.balanceOf('c1')).toBe('50.00');
    const [round] = await h.store.playerRounds('KHELA', 'c1');
    expect(round?.state).toBe('closing');
    const [credit] = (await h.store.postingsOfRound(round?.roundId ?? '')).filter((p) => p.kind === 'credit');
    expect(credit?.status).toBe('pending');

    const second = h.open();
    await second.recover();
    expect(h.wallet.balanceOf('c1')).toBe(
      toMajor(10_000n - sum(shots, 'stakeMinor') + sum(shots, 'winMinor')),
    );
    const sent = h.wallet.calls.filter((call) => call.call === 'credit' && call.status === 'OK');
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]?.body)).toBe(credit?.body);
    expect((await h.store.round(round?.roundId ?? ''))?.state).toBe('closed');
    await h.open().recover();
    expect(h.wallet.calls.filter((call) => call.call === 'credit' && call.status === 'OK')).toHaveLength(1);
  });

  it('rolls back a debit that got no answer, at once or after a kill', async () => {
    const dead = { calls: new Set(['debit']), applied: new Set(['debit']) };
    const h = await fishingHarness(database, { transport: troubled(dead) });
    h.wallet.addPlayer('d1', '100.00', 'td1');
    h.engine.enter('s-d1', fishingPlayer('d1'), 0);
    // The debit lands but its answer is lost: the engine rolls it back itself.
    expect(await h.engine.frame('s-d1', { type: 'reload', level: '100' })).toMatchObject({
      type: 'error',
      code: 'WALLET_UNAVAILABLE',
    });
    expect(h.wallet.balanceOf('d1')).toBe('100.00');
    // The studio dies with the debit sent and the rollback not: a restart rolls it back.
    dead.calls = new Set(['debit', 'rollback']);
    await h.engine.frame('s-d1', { type: 'reload', level: '100' });
    expect(h.wallet.balanceOf('d1')).toBe('50.00');
    const second = h.open();
    await second.recover();
    expect(h.wallet.balanceOf('d1')).toBe('100.00');
    const rounds = await h.store.playerRounds('KHELA', 'd1');
    expect(rounds.map((round) => round.state)).toEqual(['void', 'void']);
    expect((await h.store.totals()).pending).toBe(0);
  });
});
