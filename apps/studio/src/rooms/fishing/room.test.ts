import { SeededSource } from '@khela/game-math';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FakeWallet } from '../../test/fake-wallet.js';
import { createWalletClient } from '../../wallet-client.js';
import { createStudioRooms } from '../index.js';
import type { FishingBoot, HallSnapshot } from './api.js';
import { type FishingModule, fishingRooms } from './index.js';
import { openTestDatabase, SECRET, type TestDatabase } from './test-harness.js';

/**
 * The fishing hall end to end: launched page → socket join → reload, shots and refusals as
 * frames → leaving closes the round by its credit; the lobby counts the hall's players.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Message = { type: string; ref?: string } & Record<string, unknown>;

function client(url: string) {
  const socket = new WebSocket(url);
  const inbox: Message[] = [];
  const waiting: ((m: Message) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    inbox.push(message);
    for (const wait of waiting.splice(0)) wait(message);
  });
  const next = (match: (m: Message) => boolean, ms = 5000) =>
    new Promise<Message>((resolve, reject) => {
      const found = inbox.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error('no answer')), ms);
      const check = (m: Message) => {
        if (match(m)) {
          clearTimeout(timer);
          resolve(m);
        } else waiting.push(check);
      };
      waiting.push(check);
    });
  let ref = 0;
  return {
    socket,
    opened: new Promise<void>((resolve) => socket.once('open', () => resolve())),
    next,
    async ask(frame: Record<string, unknown>) {
      ref += 1;
      const id = `q${ref}`;
      socket.send(JSON.stringify({ ...frame, ref: id }));
      return next((m) => m.ref === id);
    },
  };
}

describe('the fishing hall over its socket', () => {
  it('plays a launched session: join, reload, shoot, refusals, leave', async () => {
    const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
    wallet.addPlayer('w1', '100.00', 'tw1');
    const app = Fastify();
    const rooms = await createStudioRooms({
      sql: database.sql,
      wallet: createWalletClient({ transport: wallet.transport(), secretOf: () => SECRET }),
      now: Date.now,
      base: '/studio',
      logError: () => {},
      tickMs: false,
      games: [fishingRooms({ schema: database.schema(), random: new SeededSource(9) })],
    });
    await rooms.routes(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const module = rooms.modules[0] as FishingModule;
    try {
      const html = await module.pages.launch({
        player: {
          vendorCode: 'KHELA',
          playerId: 'w1',
          currency: 'BDT',
          nickname: 'nickw1',
          balance: '100.00',
          gameCode: 'KHELA_FISH_0001',
          name: 'Fish Hunter',
          lang: 'en',
        },
        pick: { game: 'fishing', hash: 2 },
        lobby: '/lobby',
      });
      const boot = JSON.parse(
        /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
      ) as FishingBoot;
      expect(boot.kind).toBe('fishing');
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const player = client(`ws://127.0.0.1:${port}/rooms/ws`);
      await player.opened;
      player.socket.send(JSON.stringify({ type: 'join', game: 'fishing', sessionId: boot.sessionId }));
      const joined = (await player.next((m) => m.type === 'joined')) as Message & HallSnapshot;
      expect(joined.hall.code).toBe('FISH-1');
      expect(joined.magazine).toBeNull();
      expect(module.lobby().find((hall) => hall.code === 'FISH-1')?.players).toBe(1);

      const now = Date.now();
      const swimming = joined.fish.filter(
        (fish) => fish.spawnAt <= now && fish.spawnAt + fish.swimMs > now + 1000,
      );
      const aim = swimming[0];
      if (!aim) throw new Error('no fish');
      expect(await player.ask({ type: 'shoot', fishId: aim.id, level: '100' })).toMatchObject({
        code: 'NO_MAGAZINE',
      });
      expect(await player.ask({ type: 'reload', level: '100' })).toMatchObject({
        type: 'magazine',
        balance: '50.00',
      });
      expect(await player.ask({ type: 'shoot', fishId: aim.id, level: '7' })).toMatchObject({
        code: 'WRONG_LEVEL',
      });
      expect(await player.ask({ type: 'shoot', fishId: 'nope', level: '100' })).toMatchObject({
        code: 'UNKNOWN_FISH',
      });
      const shot = await player.ask({ type: 'shoot', fishId: aim.id, level: '100' });
      expect(shot.type).toBe('shot');
      const win = Number(shot.win);
      player.socket.close();
      for (let k = 0; k < 100 && wallet.balanceOf('w1') === '50.00'; k += 1)
        await new Promise((r) => setTimeout(r, 20));
      await module.engine.drain();
      expect(Number(wallet.balanceOf('w1'))).toBeCloseTo(100 - 1 + win, 2);
      expect(module.lobby().find((hall) => hall.code === 'FISH-1')?.players).toBe(0);
      expect((await module.store.totals()).rounds).toEqual({ closed: 1 });
    } finally {
      await rooms.close();
      await app.close();
    }
  });
});
