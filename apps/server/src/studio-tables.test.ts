import { randomBytes } from 'node:crypto';
import type { LaunchGameValue } from '@khela/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoomHub } from '../../studio/src/rooms/hub.js';
import type { TableOutcome } from '../../studio/src/rooms/tables/api.js';
import { createTableEngine, STUDIO_TABLES, TABLE_TIMING } from '../../studio/src/rooms/tables/engine.js';
import { createTableStore, type TableStore } from '../../studio/src/rooms/tables/store.js';
import { spotReturn } from '../../studio/src/rooms/tables/variants.js';
import { createWalletClient, type Transport } from '../../studio/src/wallet-client.js';
import { game } from './modules/games/games.catalogue.tables.js';
import { gamesClient } from './test/games-client.js';
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
 * The live tables on the real platform (issue 21, acceptance 2): every LIVE catalogue game opens a
 * studio table (never a slot), and a round's bets and settlement go through /vendor/v1 — killed
 * after part of its credits and restarted, each member's cash is start − stakes + returns, each
 * round's bet record shows its stake and win once, and the ledger reconciles.
 */

const t = useTestApp();
const { call, login } = gamesClient(t);

const CYCLE = TABLE_TIMING.betMs + TABLE_TIMING.dealMs + TABLE_TIMING.resultMs;
const N = 70_000_000;

function engineOver(store: TableStore, clock: { now: number }, wrap?: (inner: Transport) => Transport) {
  const inner = injectTransport(t);
  const wallet = createWalletClient({
    transport: wrap ? wrap(inner) : inner,
    secretOf: (vendorCode) => t.app.services.vendors.secretOf(vendorCode),
    now: () => t.ctx.now().getTime(),
  });
  return createTableEngine({
    wallet,
    store,
    hub: createRoomHub(),
    tables: STUDIO_TABLES,
    now: () => clock.now,
    sleep: async () => {},
    retryDelaysMs: [0],
    creditBatch: 3,
  });
}

describe('LIVE games open the studio tables', () => {
  it('opens a table of the game’s kind for every LIVE classification and vendor, never a slot', async () => {
    const member = await login();
    const rows = await t.ctx.database.db
      .select()
      .from(game)
      .where(and(eq(game.gameType, 'LIVE'), eq(game.status, 'active')))
      .orderBy(game.nodeId);
    const seen = new Set<string>();
    const variantOf: Record<string, string> = {
      BACCARAT: 'baccarat',
      ROULETTE: 'roulette',
      DRAGON_TIGER: 'dragon-tiger',
      ANDAR_BAHAR: 'andar-bahar',
    };
    for (const row of rows) {
      const key = `${row.vassalage}:${row.gameClassify}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const launched = await call<LaunchGameValue>('POST', '/wps/game/launchGame', {
        token: member,
        body: { nodeId: row.nodeId.toString() },
        lang: 'en',
      });
      expect(launched.status, key).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
      expect(page.statusCode, key).toBe(200);
      expect(page.body, key).toContain('data-page="table"');
      expect(page.body, key).toContain(`class="app table ${variantOf[row.gameClassify] ?? ''}`);
      expect(page.body, key).not.toContain('"mode":"game"'); // the slot page's boot
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});

describe('ACCEPTANCE 2: a table round settled through /vendor/v1, killed and restarted', () => {
  for (const appliedFirst of [false, true]) {
    it(`pays each player's round once (dying ${appliedFirst ? 'after' : 'before'} the wallet applied a call)`, async () => {
      const live = await khelaGame(t, 'LIVE');
      const store = createTableStore((text, values) => t.ctx.database.executeSql(text, values), {
        schema: `studio_tables_${randomBytes(5).toString('hex')}`,
      });
      await store.migrate();
      const opens = N * CYCLE + 6_000; // RL-1 (offset 6 s): round N opens here
      const roundId = `RL-1-${N}`;
      const clock = { now: opens + 1_000 };
      const players: BookPlayerOf[] = [];
      for (let index = 0; index < 8; index += 1) players.push(await fundedPlayer(t, live, 100_000n));
      const start = new Map<string, bigint>();
      for (const player of players) start.set(player.memberId, await cashOf(t, player));
      // 8 players × 2 placements = 16 debits, then credits 3 to a call: dies on the second call.
      const trouble = { callsLeft: 16 + 1, appliedFirst };
      const first = engineOver(store, clock, dyingTransport(trouble));
      await first.tick();
      const spotsOf = (index: number) => [
        [{ spot: index % 2 === 0 ? 'red' : 'black', stake: '20.00' }],
        [
          { spot: `straight:${index * 3}`, stake: '10.00' },
          { spot: 'dozen:2', stake: '15.00' },
        ],
      ];
      for (const [index, player] of players.entries()) {
        for (const [copy, bets] of spotsOf(index).entries()) {
          const placed = await first.place('RL-1', player, {
            roundId,
            bets,
            requestId: `tb-${index}-${copy}`,
          });
          expect(placed.ok, JSON.stringify(placed)).toBe(true);
        }
      }
      clock.now = opens + TABLE_TIMING.betMs;
      await first.tick();
      clock.now = opens + TABLE_TIMING.betMs + TABLE_TIMING.dealMs;
      await first.tick();
      expect((await store.round(roundId))?.state).toBe('settled');
      expect((await store.pendingPostings(Number.MAX_SAFE_INTEGER, 100)).length).toBeGreaterThan(0);

      const second = engineOver(store, { now: clock.now + 20_000 });
      await second.tick();
      const outcome = (await store.round(roundId))?.outcome as TableOutcome;
      for (const [index, player] of players.entries()) {
        const bets = spotsOf(index).flat();
        const staked = bets.reduce((sum, bet) => sum + BigInt(bet.stake.replace('.', '')), 0n);
        const returned = bets.reduce(
          (sum, bet) => sum + spotReturn(outcome, bet.spot, BigInt(bet.stake.replace('.', ''))),
          0n,
        );
        expect(await cashOf(t, player)).toBe((start.get(player.memberId) ?? 0n) - staked + returned);
        const [placement] = await store.playerPlacements(roundId, player);
        const records = await roundsOf(t, [placement?.playerRoundId ?? '']);
        const [record] = [...records.values()];
        expect(record?.status).toBe('settled');
        expect(record?.stakeMinor).toBe(staked);
        expect(record?.winMinor).toBe(returned);
      }
      expect(await store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
      await expectLedgerClean(t);
    });
  }
});
