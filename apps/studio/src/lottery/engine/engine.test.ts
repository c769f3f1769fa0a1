import { fairLotteryDraw, type LotteryLine, ticketReturn } from '@khela/game-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineInput } from '../api.js';
import { commitmentOf, sealTickets } from '../fairness.js';
import {
  FIRST_DRAW,
  lotteryHarness,
  lotteryPlayer,
  MINUTE_ZERO,
  openTestDatabase,
  type TestDatabase,
} from './test-harness.js';

/** The draw engine end to end over the fake wallet: a draw's life, refusals, the seal. */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const toMinor = (text: string) => BigInt(text.replace('.', ''));
const linesOf = (lines: LineInput[]): LotteryLine[] =>
  lines.map((line) => ({ bet: line.bet, stakeMinor: toMinor(line.stake) }));

/** Three kinds on one ticket (a digit, a side, the sum) and a ticket that spans positions. */
const MIXED: LineInput[] = [
  { bet: { kind: 'position', position: 0, digit: 7 }, stake: '10.00' },
  { bet: { kind: 'position_side', position: 2, side: 'big' }, stake: '20.00' },
  { bet: { kind: 'sum_side', side: 'odd' }, stake: '5.00' },
];
const SPANNING: LineInput[] = [0, 1, 2, 3, 4].map((position) => ({
  bet: { kind: 'position', position, digit: 3 },
  stake: '2.00',
}));

describe('a draw from commitment to settlement', () => {
  it('commits before the window, takes tickets, seals at close, draws and pays each ticket its return', async () => {
    const h = await lotteryHarness(database);
    for (const id of ['11', '12']) h.wallet.addPlayer(id, '1000.00', `t${id}`);
    await h.engine.tick();
    // The next draw's commitment is public before its window opens.
    const next = await h.store.draw(`KL5D1-${MINUTE_ZERO / 60_000 + 2}`);
    expect(next?.opensAt).toBeGreaterThan(h.clock.now);
    expect(next?.serverSeedHash).toBe(commitmentOf(next?.serverSeed ?? ''));

    const a = lotteryPlayer('11');
    const b = lotteryPlayer('12');
    const first = await h.engine.place(a, { drawId: FIRST_DRAW, lines: MIXED, requestId: 'req-a1' });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.ticket.stake).toBe('35.00');
    expect(first.balance).toBe('965.00');
    const second = await h.engine.place(a, { drawId: FIRST_DRAW, lines: SPANNING, requestId: 'req-a2' });
    const third = await h.engine.place(b, { drawId: FIRST_DRAW, lines: SPANNING, requestId: 'req-b1' });
    const cancelled = await h.engine.place(b, { drawId: FIRST_DRAW, lines: MIXED, requestId: 'req-b2' });
    expect([second.ok, third.ok, cancelled.ok]).toEqual([true, true, true]);
    if (!cancelled.ok || !second.ok || !third.ok) return;
    // The same request again is the same ticket, not a second debit.
    const repeated = await h.engine.place(b, { drawId: FIRST_DRAW, lines: MIXED, requestId: 'req-b2' });
    expect(repeated.ok && repeated.ticket.ticketId).toBe(cancelled.ticket.ticketId);
    expect(h.wallet.balanceOf('12')).toBe(`${(1000 - 10 - 35).toFixed(2)}`);

    const undone = await h.engine.cancel(b, cancelled.ticket.ticketId);
    expect(undone.ok && undone.ticket.state).toBe('cancelled');
    expect(h.wallet.balanceOf('12')).toBe('990.00');
    // Player b's round stays open (another ticket keeps it): one round per player and draw.
    const rounds = [...h.wallet.rounds.values()];
    expect(rounds).toHaveLength(2);

    // Close: no more tickets, no cancel; the tickets are sealed into the public value.
    h.clock.now = MINUTE_ZERO + 51_000;
    expect(await h.engine.place(a, { drawId: FIRST_DRAW, lines: MIXED, requestId: 'late' })).toMatchObject({
      ok: false,
      code: 'DRAW_CLOSED',
    });
    await h.engine.tick();
    expect(await h.engine.cancel(a, first.ticket.ticketId)).toMatchObject({ ok: false, code: 'DRAW_CLOSED' });
    const sealed = await h.store.draw(FIRST_DRAW);
    expect(sealed?.state).toBe('sealed');
    const kept = [first, second, third].map((placed) => ({
      ticketId: placed.ticket.ticketId,
      playerId: placed === third ? '12' : '11',
      lines: linesOf(placed === first ? MIXED : SPANNING),
    }));
    expect(sealed?.publicValue).toBe(sealTickets(kept));
    expect(sealed?.tickets).toBe(3);

    // The draw: the outcome is the seed's, the public value's and the number's; all paid.
    h.clock.now = MINUTE_ZERO + 60_000;
    await h.engine.tick();
    const drawn = await h.store.draw(FIRST_DRAW);
    expect(drawn?.state).toBe('settled');
    const outcome = fairLotteryDraw(
      drawn?.serverSeed ?? '',
      drawn?.publicValue ?? '',
      drawn?.drawNo ?? 0,
      'digits5',
    );
    expect(drawn?.outcome).toEqual(outcome);
    const due = (lines: LineInput[]) => ticketReturn(outcome, linesOf(lines));
    const centsA = 100_000n - 3_500n - 1_000n + due(MIXED) + due(SPANNING);
    const centsB = 100_000n - 1_000n + due(SPANNING);
    const text = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    expect(h.wallet.balanceOf('11')).toBe(text(centsA));
    expect(h.wallet.balanceOf('12')).toBe(text(centsB));
    // Every round closed by exactly one credit (0.00 for a round that lost everything).
    for (const round of h.wallet.rounds.values()) expect(round.status).toBe('closed');
    const credits = h.wallet.calls.filter((call) => call.call === 'credit');
    expect(credits).toHaveLength(2);
    const settled = await h.engine.tickets(a, 'settled');
    expect(settled.map((ticket) => ticket.state).sort()).toEqual(
      [due(MIXED) > 0n ? 'won' : 'lost', due(SPANNING) > 0n ? 'won' : 'lost'].sort(),
    );
    const record = await h.engine.draw(FIRST_DRAW);
    expect(record?.verified).toEqual({ ok: true });
    expect(record?.draw.serverSeed).toBe(drawn?.serverSeed);
    const results = await h.engine.results('KL5D1', 10);
    expect(results.map((draw) => draw.drawId)).toEqual([FIRST_DRAW]);
  });

  it('hides the seed until the draw and publishes the public value from the seal', async () => {
    const h = await lotteryHarness(database);
    await h.engine.tick();
    const open = await h.engine.draw(FIRST_DRAW);
    expect(open?.draw.serverSeed).toBeUndefined();
    expect(open?.draw.publicValue).toBeUndefined();
    expect(open?.draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const games = await h.engine.games();
    expect(games).toHaveLength(13);
    const fast = games.find((game) => game.code === 'KL5D1');
    expect(fast?.draws[0]?.drawId).toBe(FIRST_DRAW);
  });
});

describe('refusals change nothing', () => {
  it('refuses bad lines, stakes out of bounds, a closed draw and an unknown one', async () => {
    const h = await lotteryHarness(database);
    h.wallet.addPlayer('21', '100.00', 't21');
    await h.engine.tick();
    const p = lotteryPlayer('21');
    const place = (lines: LineInput[], requestId: string, drawId = FIRST_DRAW) =>
      h.engine.place(p, { drawId, lines, requestId });
    expect(
      await place([{ bet: { kind: 'position', position: 5, digit: 1 }, stake: '1.00' }], 'r1'),
    ).toMatchObject({
      ok: false,
      code: 'INVALID_TICKET',
      problem: 'PICK',
      line: 0,
    });
    expect(await place([{ bet: { kind: 'car', position: 0, car: 1 }, stake: '1.00' }], 'r2')).toMatchObject({
      code: 'INVALID_TICKET',
      problem: 'KIND',
    });
    expect(await place([{ bet: { kind: 'sum_side', side: 'big' }, stake: '0.50' }], 'r3')).toMatchObject({
      code: 'STAKE_TOO_LOW',
      min: '1.00',
    });
    expect(await place([{ bet: { kind: 'sum_side', side: 'big' }, stake: '1.001' }], 'r4')).toMatchObject({
      code: 'INVALID_TICKET',
      problem: 'STAKE',
    });
    expect(await place([], 'r5')).toMatchObject({ code: 'INVALID_TICKET', problem: 'LINES' });
    expect(await place(MIXED, 'r6', 'KL5D1-1')).toMatchObject({ code: 'DRAW_NOT_FOUND' });
    // Not enough money: the ticket is rejected and its exposure given back.
    expect(await place([{ bet: { kind: 'sum_side', side: 'big' }, stake: '500.00' }], 'r7')).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      balance: '100.00',
    });
    expect((await h.store.exposure(FIRST_DRAW, 'BDT')).get('sum:big')).toBe(0n);
    expect(h.wallet.balanceOf('21')).toBe('100.00');
    expect(await h.engine.tickets(p, 'open')).toEqual([]);
  });

  it('takes a number up to its limit per draw and refuses the ticket that would pass it, whole', async () => {
    // 3D straight pays 980: a limit of 9,800.00 is a stake of 10.00 on one number.
    const h = await lotteryHarness(database, { limits: { maxExposure: '9800.00' } });
    h.wallet.addPlayer('31', '1000.00', 't31');
    h.wallet.addPlayer('32', '1000.00', 't32');
    await h.engine.tick();
    const drawId = `KL3D1-${MINUTE_ZERO / 60_000 + 1}`;
    const straight = (stake: string): LineInput => ({ bet: { kind: 'straight', number: '042' }, stake });
    const other: LineInput = { bet: { kind: 'position', position: 0, digit: 4 }, stake: '5.00' };
    const atLimit = await h.engine.place(lotteryPlayer('31'), {
      drawId,
      lines: [straight('6.00')],
      requestId: 'l1',
    });
    expect(atLimit.ok).toBe(true);
    const exactly = await h.engine.place(lotteryPlayer('32'), {
      drawId,
      lines: [straight('4.00')],
      requestId: 'l2',
    });
    expect(exactly.ok).toBe(true);
    const past = await h.engine.place(lotteryPlayer('32'), {
      drawId,
      lines: [other, straight('0.01'.replace('0.01', '1.00'))],
      requestId: 'l3',
    });
    expect(past).toMatchObject({ ok: false, code: 'LIMIT_REACHED', target: 'straight:042' });
    // Whole: the other line of the refused ticket added nothing either.
    const exposure = await h.store.exposure(drawId, 'BDT');
    expect(exposure.get('straight:042')).toBe(980_000n);
    expect(exposure.get('position:0:4') ?? 0n).toBe(0n);
    expect(h.wallet.balanceOf('32')).toBe('996.00');
    // Another number is still open.
    const fresh = await h.engine.place(lotteryPlayer('32'), {
      drawId,
      lines: [{ bet: { kind: 'straight', number: '043' }, stake: '10.00' }],
      requestId: 'l4',
    });
    expect(fresh.ok).toBe(true);
  });
});

describe('a sealed ticket cannot change', () => {
  it('refuses a change to a ticket after close, and a forced one no longer verifies', async () => {
    const h = await lotteryHarness(database);
    h.wallet.addPlayer('41', '1000.00', 't41');
    await h.engine.tick();
    const placed = await h.engine.place(lotteryPlayer('41'), {
      drawId: FIRST_DRAW,
      lines: MIXED,
      requestId: 's1',
    });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    h.clock.now = MINUTE_ZERO + 60_000;
    await h.engine.tick();
    const s = h.store.schema;
    const changed = `UPDATE ${s}.tickets SET lines = '[]'::jsonb WHERE ticket_id = '${placed.ticket.ticketId}'`;
    await expect(h.store.sql(changed)).rejects.toThrow(/LOTTERY_TICKET_SEALED/);
    await expect(
      h.store.sql(`DELETE FROM ${s}.tickets WHERE ticket_id = '${placed.ticket.ticketId}'`),
    ).rejects.toThrow(/LOTTERY_TICKET_SEALED/);
    expect((await h.engine.draw(FIRST_DRAW))?.verified).toEqual({ ok: true });
    // Someone with the database's owner rights switches the guard off: the record shows it.
    await h.store.sql(`ALTER TABLE ${s}.tickets DISABLE TRIGGER tickets_guard`);
    await h.store.sql(
      `UPDATE ${s}.tickets SET lines = jsonb_set(lines, '{0,stakeMinor}', '"999900"') WHERE ticket_id = '${placed.ticket.ticketId}'`,
    );
    expect((await h.store.draw(FIRST_DRAW))?.state).toBe('settled');
    const fresh = await lotteryHarness(database, { store: h.store, clock: h.clock });
    expect((await fresh.engine.draw(FIRST_DRAW))?.verified).toEqual({ ok: false, reason: 'tickets_changed' });
  });
});
