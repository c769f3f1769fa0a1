import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../book/engine/test-harness.js';
import { FakeWallet } from '../../test/fake-wallet.js';
import { createWalletClient } from '../../wallet-client.js';
import { createRoomHub } from '../hub.js';
import type { RoomMember } from '../socket.js';
import { tableRoomsFactory } from './index.js';

/**
 * The live tables as a room game: a launch opens the chosen table (or the game's own), the page's
 * table list holds the tables of its kind, and a switch moves the session to another of them only.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const player = {
  vendorCode: 'KHELA',
  playerId: 'p1',
  currency: 'BDT',
  nickname: 'p1',
  balance: '100.00',
  gameCode: 'BGS_LIVE_0001',
  name: 'BGS Baccarat Live',
  lang: 'en' as const,
};

const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    sessionId: string;
    table: { code: string };
    tables: { code: string; variant: string }[];
  };

describe('the live tables room game', () => {
  it('opens the chosen table, lists its kind, and switches only within it', async () => {
    const wallet = new FakeWallet({ secrets: { KHELA: 's' } });
    const module = await tableRoomsFactory({ schema: database.schema() })({
      wallet: createWalletClient({ transport: wallet.transport(), secretOf: () => 's' }),
      sql: database.sql,
      hub: createRoomHub(),
      now: () => 1_900_000_000_000,
      logError: () => {},
      base: '/studio',
      tickMs: false,
    });
    try {
      const pick = { game: 'table' as const, variant: 'baccarat' as const, hash: 0 };
      const chosen = bootOf(await module.pages.launch({ player, pick, lobby: '/', room: 'BAC-2' }));
      expect(chosen.table.code).toBe('BAC-2');
      expect(new Set(chosen.tables.map((t) => t.variant))).toEqual(new Set(['baccarat']));
      // A room of another kind is not the game's: its own table opens.
      const own = bootOf(await module.pages.launch({ player, pick, lobby: '/', room: 'RL-1' }));
      expect(own.table.code).toBe('BAC-1');

      const member = (await module.kind.join(chosen.sessionId)) as RoomMember;
      expect(member.room).toBe('table:BAC-2');
      const frame = (table: string) => member.onFrame?.({ type: 'switch', table });
      expect(await frame('RL-1')).toEqual({ type: 'switch', status: 'TABLE_NOT_FOUND' });
      expect(await frame('NOPE-1')).toEqual({ type: 'switch', status: 'TABLE_NOT_FOUND' });
      expect(await frame('BAC-3')).toEqual({ type: 'switch', status: 'OK', table: 'BAC-3' });
      const again = (await module.kind.join(chosen.sessionId)) as RoomMember;
      expect(again.room).toBe('table:BAC-3');
      const reloaded = await module.pages.reload({
        sessionId: chosen.sessionId,
        gameCode: player.gameCode,
        lang: 'bn',
        lobby: '/',
      });
      expect(bootOf(reloaded ?? '').table.code).toBe('BAC-3');
    } finally {
      await module.close();
    }
  });
});
