import { randomBytes } from 'node:crypto';
import { type LotteryLine, ticketReturn } from '@khela/game-math';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LineInput } from '../../studio/src/lottery/api.js';
import { createLotteryEngine } from '../../studio/src/lottery/engine/engine.js';
import { createLotteryStore, type LotteryStore } from '../../studio/src/lottery/engine/store.js';
import { createWalletClient, type Transport } from '../../studio/src/wallet-client.js';
import { useTestApp } from './test/harness.js';
import {
  type BookPlayerOf,
  cashOf,
  dyingTransport,
  expectLedgerClean,
  fundedPlayer,
  injectTransport,
  khelaGame,
  roundsOf,
} from './test/studio-book.js';

/**
 * ACCEPTANCE 3 of issue 20 against the real platform: the lottery's tickets bought through
 * /vendor/v1 on a demo ELOTT game, one cancelled before close, the draw's settlement killed after
 * part of its `credits` calls and restarted by a new engine over the same store: every member's
 * cash is start − stakes + what their tickets returned, each round's bet record shows its stake
 * and win once, and the ledger reconciles.
 */

const t = useTestApp();
let elott: Awaited<ReturnType<typeof khelaGame>>;
beforeAll(async () => {
  elott = await khelaGame(t, 'ELOTT');
});

const MINUTE_ZERO = 29_000_000 * 60_000;
const DRAW = `KL5D1-${MINUTE_ZERO / 60_000 + 1}`;

function engineOver(store: LotteryStore, clock: { now: number }, wrap?: (inner: Transport) => Transport) {
  const inner = injectTransport(t);
  const wallet = createWalletClient({
    transport: wrap ? wrap(inner) : inner,
    secretOf: (vendorCode) => t.app.services.vendors.secretOf(vendorCode),
    now: () => t.ctx.now().getTime(),
  });
  return createLotteryEngine({
    wallet,
    store,
    now: () => clock.now,
    sleep: async () => {},
    retryDelaysMs: [0],
    creditBatch: 3,
  });
}

const linesFor = (index: number): LineInput[] => [
  { bet: { kind: 'position', position: index % 5, digit: index % 10 }, stake: '10.00' },
  { bet: { kind: 'sum_side', side: index % 2 === 0 ? 'big' : 'odd' }, stake: '20.00' },
  { bet: { kind: 'position_side', position: 4, side: 'small' }, stake: '5.00' },
];

describe('ACCEPTANCE 3: a lottery draw settled through /vendor/v1, killed and restarted', () => {
  for (const appliedFirst of [false, true]) {
    it(`pays each winning round once (dying ${appliedFirst ? 'after' : 'before'} the wallet applied a call)`, async () => {
      const store = createLotteryStore((text, values) => t.ctx.database.executeSql(text, values), {
        schema: `studio_lottery_${randomBytes(5).toString('hex')}`,
      });
      await store.migrate();
      const clock = { now: MINUTE_ZERO + 5_000 };
      const players: BookPlayerOf[] = [];
      for (let index = 0; index < 8; index += 1) players.push(await fundedPlayer(t, elott, 100_000n));
      const start = new Map<string, bigint>();
      for (const player of players) start.set(player.memberId, await cashOf(t, player));
      // 8 players × 2 tickets = 16 debits, one cancel (a rollback), then credits 3 to a call: dies on the third.
      const trouble = { callsLeft: 16 + 1 + 2, appliedFirst };
      const first = engineOver(store, clock, dyingTransport(trouble));
      await first.tick();
      const kept = new Map<string, LineInput[][]>();
      for (const [index, player] of players.entries()) {
        const tickets: LineInput[][] = [];
        for (const copy of [0, 1]) {
          const lines = linesFor(index + copy);
          const placed = await first.place(player, { drawId: DRAW, lines, requestId: `lt-${index}-${copy}` });
          expect(placed.ok, JSON.stringify(placed)).toBe(true);
          if (!placed.ok) return;
          if (index === 0 && copy === 1) {
            const cancelled = await first.cancel(player, placed.ticket.ticketId);
            expect(cancelled.ok && cancelled.ticket.state).toBe('cancelled');
          } else tickets.push(lines);
        }
        kept.set(player.memberId, tickets);
      }
      clock.now = MINUTE_ZERO + 60_000;
      await first.tick();
      expect((await store.pendingPostings(Number.MAX_SAFE_INTEGER, 100)).length).toBeGreaterThan(0);

      const second = engineOver(store, { now: clock.now + 20_000 });
      await second.tick();
      const draw = await store.draw(DRAW);
      expect(draw?.state).toBe('settled');
      const outcome = draw?.outcome;
      if (!outcome) throw new Error('not drawn');
      const toLines = (lines: LineInput[]): LotteryLine[] =>
        lines.map((line) => ({ bet: line.bet, stakeMinor: BigInt(line.stake.replace('.', '')) }));
      const roundIds: string[] = [];
      for (const player of players) {
        const tickets = kept.get(player.memberId) ?? [];
        const staked = tickets.reduce(
          (sum, lines) => sum + toLines(lines).reduce((s, l) => s + l.stakeMinor, 0n),
          0n,
        );
        const returned = tickets.reduce((sum, lines) => sum + ticketReturn(outcome, toLines(lines)), 0n);
        expect(await cashOf(t, player)).toBe((start.get(player.memberId) ?? 0n) - staked + returned);
        const mine = await store.playerTickets(player, 'settled', 10);
        roundIds.push(
          ...new Set(mine.filter((ticket) => ticket.state !== 'cancelled').map((ticket) => ticket.roundId)),
        );
        const records = await roundsOf(t, [...new Set(mine.map((ticket) => ticket.roundId))]);
        const [record] = [...records.values()];
        expect(records.size).toBe(1);
        expect(record?.status).toBe('settled');
        expect(record?.stakeMinor).toBe(staked + (player === players[0] ? 3_500n : 0n));
        expect(record?.winMinor).toBe(returned);
      }
      expect(new Set(roundIds).size).toBe(players.length);
      expect(await store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
      await expectLedgerClean(t);
    });
  }
});
