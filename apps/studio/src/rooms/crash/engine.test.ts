import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiplierAt, payoutOf, timeOf } from './curve.js';
import { hundredthsOf, multiplierText } from './engine.js';
import {
  crashHarness,
  crashPlayer,
  openTestDatabase,
  ROOM,
  type TestDatabase,
  toMinor,
} from './test-harness.js';

/**
 * The crash engine (issue 21): a round's cycle on the clock, bets in the window only, cash-outs on
 * the server's clock, auto cash-outs, the payout cap, one credit per bet, bad input refused
 * without change.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the crash round', () => {
  it('takes bets in its window, flies, pays a cash-out at the server-clock multiplier and closes every bet once', async () => {
    const h = await crashHarness(database);
    for (const id of ['1', '2', '3']) h.wallet.addPlayer(id, '1000.00', `t${id}`);
    const round = await h.openWindow();
    expect(round.roundNo).toBe(1);
    const a = await h.engine.place(ROOM, crashPlayer('1'), { stake: '100.00', requestId: 'r1' });
    const b = await h.engine.place(ROOM, crashPlayer('2'), { stake: '50.00', requestId: 'r2' });
    const c = await h.engine.place(ROOM, crashPlayer('3'), { stake: '20.00', auto: '1.01', requestId: 'r3' });
    expect(a).toMatchObject({ ok: true, balance: '900.00' });
    expect(b.ok && c.ok).toBe(true);
    const flight = await h.startFlight();
    const startedAt = flight.startedAt as number;
    const endsAt = flight.endsAt as number;
    // The flight's end is the curve's instant of the point (no cap with these stakes).
    expect(endsAt - startedAt).toBe(timeOf(flight.point as number));
    expect(
      h.events.some(({ event }) => event.type === 'flight' && JSON.stringify(event).includes('"point"')),
    ).toBe(false);

    const at = Math.max(startedAt, endsAt - 1);
    const paid = await h.engine.cashOut(ROOM, crashPlayer('1'), at);
    const m = multiplierAt(at - startedAt);
    if (endsAt > startedAt)
      expect(paid).toEqual({ ok: true, multiplier: multiplierText(m), win: money(payoutOf(10000n, m)), at });
    else expect(paid).toMatchObject({ ok: false, code: 'TOO_LATE' });
    expect(await h.engine.cashOut(ROOM, crashPlayer('1'), at)).toMatchObject({ ok: false });
    // Received at the crash instant: too late.
    expect(await h.engine.cashOut(ROOM, crashPlayer('2'), endsAt)).toEqual({ ok: false, code: 'TOO_LATE' });

    await h.tickAt(endsAt);
    const ended = await h.store.round(flight.roundId);
    expect(ended?.state).toBe('settled');
    const point = flight.point as number;
    const win1 = endsAt > startedAt ? payoutOf(10000n, m) : 0n;
    const win3 = point >= 101 ? payoutOf(2000n, 101) : 0n;
    expect(h.wallet.balanceOf('1')).toBe(money(100000n - 10000n + win1));
    expect(h.wallet.balanceOf('2')).toBe('950.00');
    expect(h.wallet.balanceOf('3')).toBe(money(100000n - 2000n + win3));
    for (const placed of [a, b, c]) {
      if (!placed.ok) throw new Error('placed');
    }
    // Each bet is its own wallet round, closed by exactly one credit.
    const credits = h.wallet.calls.filter((call) => call.call === 'credit' && call.status === 'OK');
    expect(credits).toHaveLength(3);
    for (const round of h.wallet.rounds.values()) expect(round.status).toBe('closed');
    const endedEvent = h.events.find(({ event }) => event.type === 'ended')?.event as unknown as {
      round: { point: string; seed: string };
    };
    expect(endedEvent.round.point).toBe(multiplierText(point));
    expect(endedEvent.round.seed).toMatch(/^[0-9a-f]{64}$/);
    // The next round opens after the pause, on the next seed of the same chain.
    const next = h.engine.live(ROOM);
    expect(next).toMatchObject({
      state: 'betting',
      roundNo: 2,
      chainNo: 1,
      opensAt: endsAt + h.timing.pauseMs,
    });
  });

  it('refuses a bet outside the window and bad input, changing nothing', async () => {
    const h = await crashHarness(database);
    h.wallet.addPlayer('7', '500.00', 't7');
    const player = crashPlayer('7');
    const round = await h.openWindow();
    const bad: [Record<string, unknown>, string][] = [
      [{ stake: 'abc', requestId: 'q1' }, 'INVALID_STAKE'],
      [{ stake: 10, requestId: 'q1' }, 'INVALID_STAKE'],
      [{ stake: '-10.00', requestId: 'q1' }, 'INVALID_STAKE'],
      [{ stake: '10.001', requestId: 'q1' }, 'INVALID_STAKE'],
      [{ stake: '0.00', requestId: 'q1' }, 'INVALID_STAKE'],
      [{ stake: '9.99', requestId: 'q1' }, 'STAKE_TOO_LOW'],
      [{ stake: '10000.01', requestId: 'q1' }, 'STAKE_TOO_HIGH'],
      [{ stake: '10.00', auto: '1.00', requestId: 'q1' }, 'INVALID_AUTO'],
      [{ stake: '10.00', auto: 'x', requestId: 'q1' }, 'INVALID_AUTO'],
      [{ stake: '10.00', auto: '10000.01', requestId: 'q1' }, 'INVALID_AUTO'],
      [{ stake: '10.00', auto: 2, requestId: 'q1' }, 'INVALID_AUTO'],
      [{ stake: '10.00', requestId: '' }, 'INVALID_REQUEST'],
      [{ stake: '10.00', requestId: 'bad id!' }, 'INVALID_REQUEST'],
      [{ stake: '10.00' }, 'INVALID_REQUEST'],
      [{ stake: '600.00', requestId: 'q2' }, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [input, code] of bad) {
      const answer = await h.engine.place(ROOM, player, input as never);
      expect(answer, JSON.stringify(input)).toMatchObject({ ok: false, code });
    }
    expect(h.wallet.balanceOf('7')).toBe('500.00');
    expect(await h.store.roundBets(round.roundId, ['placing', 'open'])).toHaveLength(0);
    // One bet per player per round; the same request again answers the same bet.
    expect(await h.engine.place(ROOM, player, { stake: '10.00', requestId: 'q3' })).toMatchObject({
      ok: true,
    });
    expect(await h.engine.place(ROOM, player, { stake: '10.00', requestId: 'q3' })).toMatchObject({
      ok: true,
    });
    expect(await h.engine.place(ROOM, player, { stake: '10.00', requestId: 'q4' })).toMatchObject({
      ok: false,
      code: 'ALREADY_BET',
    });
    expect(h.wallet.balanceOf('7')).toBe('490.00');
    // A cash-out before the flight: refused.
    expect(await h.engine.cashOut(ROOM, player)).toEqual({ ok: false, code: 'NOT_FLYING' });

    // The window closes at closesAt: a bet received then is refused, nothing debited.
    h.wallet.addPlayer('8', '500.00', 't8');
    h.clock.now = round.closesAt;
    expect(await h.engine.place(ROOM, crashPlayer('8'), { stake: '10.00', requestId: 'late' })).toEqual({
      ok: false,
      code: 'BETTING_CLOSED',
    });
    const flight = await h.startFlight();
    // Refused during the flight; a round that busts at 1.00× (3.96 % of them) ends as it starts,
    // and then the next one's window is not open yet.
    expect(await h.engine.place(ROOM, crashPlayer('8'), { stake: '10.00', requestId: 'late2' })).toEqual({
      ok: false,
      code: flight.endsAt === flight.startedAt ? 'BETTING_NOT_OPEN' : 'BETTING_CLOSED',
    });
    expect(h.wallet.balanceOf('8')).toBe('500.00');
    expect(h.wallet.calls.filter((call) => call.body.playerId === '8')).toHaveLength(0);
    expect(await h.engine.cashOut(ROOM, crashPlayer('8'))).toEqual({ ok: false, code: 'NO_BET' });
    await h.tickAt(flight.endsAt as number);
    // During the pause before the next window: not open yet.
    const next = h.engine.live(ROOM);
    expect(next?.state).toBe('betting');
    expect(await h.engine.place(ROOM, crashPlayer('8'), { stake: '10.00', requestId: 'early' })).toEqual({
      ok: false,
      code: 'BETTING_NOT_OPEN',
    });
    expect(h.wallet.balanceOf('8')).toBe('500.00');
  });

  it('pays an auto cash-out at its target when the point reaches it, and caps the round', async () => {
    const h = await crashHarness(database, {
      engine: { limits: () => ({ minStake: '10.00', maxStake: '10000.00', maxPayout: '15000.00' }) },
    });
    // Enough for every attempt to lose (a round reaches the cap with chance 0.97 / 1.5: twelve
    // attempts all short of it happen about four times in a million).
    h.wallet.addPlayer('a', '150000.00', 'ta');
    h.wallet.addPlayer('b', '20000.00', 'tb');
    let capped = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await h.openWindow();
      // 10,000 held on: the cap (15,000) is reached at 1.50×.
      expect(
        await h.engine.place(ROOM, crashPlayer('a'), { stake: '10000.00', requestId: `a${attempt}` }),
      ).toMatchObject({ ok: true });
      expect(
        await h.engine.place(ROOM, crashPlayer('b'), {
          stake: '10.00',
          auto: '1.20',
          requestId: `b${attempt}`,
        }),
      ).toMatchObject({ ok: true });
      const before = { a: toMinor(h.wallet.balanceOf('a')), b: toMinor(h.wallet.balanceOf('b')) };
      const flight = await h.startFlight();
      // The cap as a multiplier: 10,000 × m + 10 × min(m, 1.20) ≥ 15,000 first at 1.50×.
      expect(flight.cap).toBe(150);
      const point = flight.point as number;
      expect((flight.endsAt as number) - (flight.startedAt as number)).toBe(timeOf(Math.min(point, 150)));
      // Half way: the auto cash-out is written by the tick once the curve passes it.
      await h.tickAt(Math.min((flight.startedAt as number) + timeOf(125), (flight.endsAt as number) - 1));
      await h.tickAt(flight.endsAt as number);
      const a = toMinor(h.wallet.balanceOf('a')) - before.a;
      const b = toMinor(h.wallet.balanceOf('b')) - before.b;
      expect(b).toBe(point >= 120 ? payoutOf(1000n, 120) : 0n);
      if (point >= 150) {
        capped += 1;
        expect(a).toBe(payoutOf(1000000n, 150));
      } else expect(a).toBe(0n);
      const view = await h.engine.record(flight.roundId);
      expect(view).toMatchObject({ cap: '1.50', capped: point >= 150, verified: { ok: true } });
      if (capped > 0 && point < 150) break;
    }
    expect(capped).toBeGreaterThan(0);
  });

  it('reads multipliers as the page writes them', () => {
    expect(hundredthsOf('2')).toBe(200);
    expect(hundredthsOf('2.5')).toBe(250);
    expect(hundredthsOf('10000.00')).toBe(1_000_000);
    expect(hundredthsOf('1e3')).toBeUndefined();
    expect(hundredthsOf(' 2')).toBeUndefined();
    expect(multiplierText(101)).toBe('1.01');
  });
});

function money(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}
