import type { LaunchGameValue, RoomLobbyValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';

/**
 * The rooms strip on the studio mounted in the app (the default RoomData): the studio's real
 * lobby answer parses against the contract, and a launch with a room opens that table.
 */
const t = useTestApp();
const { call, login } = gamesClient(t);

type Boot = { kind: string; table: { code: string; variant: string } };

describe('rooms from the mounted studio', () => {
  it('lists the studio’s live tables with players and stakes, and a launch with a room opens that table', async () => {
    const res = await call<RoomLobbyValue>('GET', '/wps/relay/roomLobby?type=LIVE');
    expect(res.status).toBe(200);
    const rooms = res.body.value.rooms;
    // The small catalogue's KHELA LIVE games are a baccarat and a roulette game: their tables show.
    const codes = rooms.map((room) => room.code);
    expect(codes).toEqual(expect.arrayContaining(['BAC-1', 'BAC-2', 'RL-1']));
    for (const room of rooms) {
      expect(room.game).toBe('table');
      expect(['baccarat', 'roulette']).toContain(room.variant);
      expect(room.players).toBe(0);
      expect(Number(room.minStake)).toBeGreaterThan(0);
      expect(Number(room.maxStake)).toBeGreaterThan(Number(room.minStake));
      expect(room.vassalage).toBe('KHELA');
    }
    const second = rooms.find((room) => room.code === 'BAC-2');
    if (!second) throw new Error('no BAC-2');
    const token = await login();
    const launched = await call<LaunchGameValue>('POST', '/wps/game/launchGame', {
      token,
      body: { nodeId: second.nodeId, room: second.code, lobby: '/live' },
    });
    expect(launched.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    const json = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
    const boot = JSON.parse(json ?? '{}') as Boot;
    expect(boot).toMatchObject({ kind: 'table', table: { code: 'BAC-2', variant: 'baccarat' } });
  });
});
