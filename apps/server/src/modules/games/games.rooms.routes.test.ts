import type { LaunchGameValue, RoomLobbyValue, StudioRoomEntry } from '@khela/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import type { ReportTransport } from '../vendors/vendors.reports.js';
import * as catalogueRepo from './games.catalogue.repo.js';
import { game } from './games.catalogue.tables.js';
import { type RoomData, studioRoomData } from './games.rooms.js';
import { ROOM_LOBBY_CACHE_MS } from './games.rooms.service.js';

/**
 * The rooms strip's relay (issue 21): GET /wps/relay/roomLobby answers the studio's rooms of a
 * lobby's type from a fake RoomData, each with the KHELA catalogue game that opens it; the launch
 * takes a `room` and hands it to the studio.
 */
const table = (code: string, variant: string, players: number, en: string, bn: string): StudioRoomEntry => ({
  game: 'table',
  code,
  variant,
  name: { en, bn },
  players,
  // The live tables send their stakes in major units; the other rooms in minor units.
  minStake: '10.00',
  maxStake: '5000.00',
});

let studioRooms: StudioRoomEntry[] = [
  table('BAC-1', 'baccarat', 7, 'Baccarat 1', 'বাকারা ১'),
  table('BAC-2', 'baccarat', 0, 'Baccarat 2', 'বাকারা ২'),
  table('DT-1', 'dragon-tiger', 3, 'Dragon Tiger 1', 'ড্রাগন টাইগার ১'),
  table('RL-1', 'roulette', 12, 'Roulette 1', 'রুলেট ১'),
  table('AB-1', 'andar-bahar', 1, 'Andar Bahar 1', 'আন্দর বাহার ১'),
  {
    game: 'fishing',
    code: 'FISH-1',
    name: { en: 'Coral Reef', bn: 'প্রবাল প্রাচীর' },
    players: 4,
    minStake: '1.00',
    maxStake: '10.00',
  },
  {
    game: 'crash',
    code: 'CRASH-1',
    name: { en: 'Rocket', bn: 'রকেট' },
    players: 25,
    minStake: '10.00',
    maxStake: '10000.00',
  },
  {
    game: 'teen-patti',
    code: 'TP-1',
    name: { en: 'Teen Patti Boot 10', bn: 'তিন পাত্তি বুট ১০' },
    players: 5,
    minStake: '10.00',
    maxStake: '640.00',
  },
];
let reads = 0;
const fake: RoomData = {
  rooms: async () => {
    reads += 1;
    return studioRooms;
  },
};

const t = useTestApp({ build: { roomData: fake } });
const { call, login, fieldsOf } = gamesClient(t);

type Opening = typeof game.$inferSelect;
/** The studio's first launchable game of a type and classification, as the relay must pick it. */
async function khelaGame(gameType: string, classify: string): Promise<Opening> {
  const [row] = await t.ctx.database.db
    .select()
    .from(game)
    .where(and(eq(game.vassalage, 'KHELA'), eq(game.gameType, gameType), eq(game.gameClassify, classify)))
    .orderBy(asc(game.sort), asc(game.nodeId))
    .limit(1);
  if (!row) throw new Error(`no KHELA ${gameType} ${classify} game`);
  return row;
}

/** Moves the app's clock past the lobby's cache, so the next call reads the studio and catalogue again. */
function afterCache() {
  t.setNow(new Date(t.ctx.now().getTime() + ROOM_LOBBY_CACHE_MS));
}

const lobby = (query: string, lang: 'en' | 'bn' = 'en') =>
  call<RoomLobbyValue>('GET', `/wps/relay/roomLobby?${query}`, { lang });

let baccarat: Opening;
let roulette: Opening;
let dragonTiger: Opening;

beforeAll(async () => {
  // The small catalogue has two KHELA LIVE games (baccarat, roulette): a dragon tiger game is
  // added; Andar Bahar keeps none, so its table cannot be opened from the site.
  await catalogueRepo.insertGames(t.ctx.database.db, [
    {
      vassalage: 'KHELA',
      gameCode: 'KHELA_LIVE_DT01',
      nameEn: 'Khela Dragon Tiger Live',
      nameBn: 'খেলা ড্রাগন টাইগার লাইভ',
      gameType: 'LIVE',
      gameClassify: 'DRAGON_TIGER',
      supportPlay: 0,
      sort: 1,
      status: 'active',
    },
  ]);
  [baccarat, roulette, dragonTiger] = await Promise.all([
    khelaGame('LIVE', 'BACCARAT'),
    khelaGame('LIVE', 'ROULETTE'),
    khelaGame('LIVE', 'DRAGON_TIGER'),
  ]);
});

describe('GET /wps/relay/roomLobby', () => {
  it('lists the live tables for LIVE, each with its players, stakes and the KHELA game that opens it', async () => {
    const res = await lobby('type=LIVE');
    expect(res.status).toBe(200);
    const rooms = res.body.value.rooms;
    // Andar Bahar has no launchable studio game in this catalogue: left out, not a dead card.
    expect(rooms.map((r) => [r.code, r.players])).toEqual([
      ['BAC-1', 7],
      ['BAC-2', 0],
      ['DT-1', 3],
      ['RL-1', 12],
    ]);
    expect(rooms[0]).toEqual({
      code: 'BAC-1',
      game: 'table',
      variant: 'baccarat',
      name: 'Baccarat 1',
      players: 7,
      minStake: '10.00',
      maxStake: '5000.00',
      currency: 'BDT',
      nodeId: baccarat.nodeId.toString(),
      gameCode: baccarat.gameCode,
      vassalage: 'KHELA',
      gameType: 'LIVE',
      gameName: baccarat.nameEn,
      supportPlay: baccarat.supportPlay === 0 ? 0 : 1,
      maintenance: false,
    });
    expect(rooms.find((r) => r.code === 'DT-1')).toMatchObject({
      nodeId: dragonTiger.nodeId.toString(),
      gameCode: 'KHELA_LIVE_DT01',
      supportPlay: 0,
    });
    expect(rooms.find((r) => r.code === 'RL-1')?.gameCode).toBe(roulette.gameCode);
  });

  it('lists fishing halls and crash rooms for FISH, Teen Patti tables for PVP, in the caller’s language', async () => {
    const fish = (await lobby('type=fish', 'bn')).body.value.rooms;
    const fishing = await khelaGame('FISH', 'FISHING');
    const arcade = await khelaGame('FISH', 'ARCADE');
    expect(fish.map((r) => [r.code, r.game, r.name, r.players, r.gameCode])).toEqual([
      ['FISH-1', 'fishing', 'প্রবাল প্রাচীর', 4, fishing.gameCode],
      ['CRASH-1', 'crash', 'রকেট', 25, arcade.gameCode],
    ]);
    expect(fish[0]).toMatchObject({
      minStake: '1.00',
      maxStake: '10.00',
      variant: null,
      gameName: fishing.nameBn,
    });
    const pvp = (await lobby('type=PVP&language=EN', 'bn')).body.value.rooms;
    const teenPatti = await khelaGame('PVP', 'TEEN_PATTI');
    expect(pvp).toEqual([
      expect.objectContaining({
        code: 'TP-1',
        game: 'teen-patti',
        name: 'Teen Patti Boot 10',
        gameType: 'PVP',
        gameCode: teenPatti.gameCode,
        gameName: teenPatti.nameEn,
      }),
    ]);
  });

  it('reads the studio once per 2 s for every caller; the counts move after that', async () => {
    afterCache();
    const before = reads;
    await Promise.all([lobby('type=LIVE'), lobby('type=FISH'), lobby('type=PVP'), lobby('type=LIVE')]);
    expect(reads - before).toBe(1);
    studioRooms = studioRooms.map((room) => (room.code === 'BAC-1' ? { ...room, players: 8 } : room));
    expect((await lobby('type=LIVE')).body.value.rooms[0]?.players).toBe(7);
    afterCache();
    expect((await lobby('type=LIVE')).body.value.rooms[0]?.players).toBe(8);
    expect(reads - before).toBe(2);
  });

  it('follows the catalogue: a vendor under maintenance marks its rooms, a switched-off game gives way', async () => {
    const db = t.ctx.database.db;
    await catalogueRepo.setVendorStatus(db, 'KHELA', 'maintenance');
    try {
      afterCache();
      const rooms = (await lobby('type=LIVE')).body.value.rooms;
      expect(rooms.length).toBeGreaterThan(0);
      expect(rooms.every((r) => r.maintenance)).toBe(true);
    } finally {
      await catalogueRepo.setVendorStatus(db, 'KHELA', 'active');
    }
    await catalogueRepo.setGameFlags(db, dragonTiger.nodeId, { status: 'inactive' });
    try {
      afterCache();
      const codes = (await lobby('type=LIVE')).body.value.rooms.map((r) => r.code);
      expect(codes).toEqual(['BAC-1', 'BAC-2', 'RL-1']);
    } finally {
      await catalogueRepo.setGameFlags(db, dragonTiger.nodeId, { status: 'active' });
    }
    await catalogueRepo.setVendorStatus(db, 'KHELA', 'inactive');
    try {
      afterCache();
      expect((await lobby('type=LIVE')).body.value.rooms).toEqual([]);
    } finally {
      await catalogueRepo.setVendorStatus(db, 'KHELA', 'active');
      afterCache();
    }
  });

  it('refuses a missing or unknown type naming the field, in the caller’s language', async () => {
    for (const query of ['', 'type=RNG', 'type=LIVE&language=XX']) {
      const res = await lobby(query, 'bn');
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toMatch(/^অবৈধ ইনপুট/);
    }
    expect(fieldsOf(await lobby('type=SLOTS'))).toEqual(['query.type']);
  });
});

describe('the studio as RoomData', () => {
  const transport =
    (statusCode: number, body: string): ReportTransport =>
    async () => ({ statusCode, body });
  const entry = studioRooms[0] as StudioRoomEntry;

  it('answers the studio’s rooms, leaving out a room the contract does not know', async () => {
    const errors: string[] = [];
    const data = studioRoomData(
      transport(
        200,
        JSON.stringify({
          status: 'OK',
          rooms: [entry, { ...entry, game: 'poker', code: 'PK-1' }, { ...entry, code: 'bad code' }],
        }),
      ),
      { mounted: true, logError: (_e, context) => errors.push(context) },
    );
    expect(await data.rooms()).toEqual([entry]);
    expect(errors).toEqual([]);
  });

  it('answers an empty list, never an error: no studio, no rooms, a failure or a foreign answer', async () => {
    const errors: string[] = [];
    const logError = (_error: unknown, context: string) => errors.push(context);
    const broken: ReportTransport = async () => {
      throw new Error('connection refused');
    };
    const cases: [ReportTransport, boolean][] = [
      [transport(200, JSON.stringify({ status: 'OK', rooms: [entry] })), false],
      [transport(404, 'Not Found'), true],
      [transport(500, JSON.stringify({ status: 'OK', rooms: [entry] })), true],
      [transport(200, '<html>'), true],
      [transport(200, JSON.stringify({ rooms: 'none' })), true],
      [broken, true],
    ];
    for (const [call, mounted] of cases) {
      expect(await studioRoomData(call, { mounted, logError }).rooms()).toEqual([]);
    }
    // The 404 is a studio without rooms, not a fault; the other three are logged.
    expect(errors).toHaveLength(4);
  });
});

describe('POST /wps/game/launchGame with a room', () => {
  const launch = (token: string, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
    call<LaunchGameValue>('POST', '/wps/game/launchGame', { token, body, lang });

  it('appends the room to the studio URL', async () => {
    const member = await login();
    const res = await launch(member, { nodeId: baccarat.nodeId.toString(), room: 'BAC-2', lobby: '/live' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.value.url, 'http://khela.test');
    expect(url.pathname).toBe(`/studio/play/${baccarat.gameCode}`);
    expect(url.searchParams.get('room')).toBe('BAC-2');
    expect(url.searchParams.get('lobby')).toBe('/live');
    // Without a room the URL has none (the studio opens the game's own table).
    const plain = await launch(member, { nodeId: baccarat.nodeId.toString() });
    expect(new URL(plain.body.value.url, 'http://khela.test').searchParams.has('room')).toBe(false);
  });

  it('refuses anything else in room naming the field, in the caller’s language', async () => {
    const member = await login();
    for (const room of [
      'bac-1',
      'BAC_1',
      'BAC 1',
      '',
      'A'.repeat(17),
      'BAC-1&lobby=//x',
      12,
      null,
      ['BAC-1'],
    ]) {
      const res = await launch(member, { nodeId: baccarat.nodeId.toString(), room }, 'bn');
      expect(res.status, JSON.stringify(room)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toMatch(/^অবৈধ ইনপুট/);
      expect(fieldsOf(res)).toEqual(['body.room']);
    }
  });
});
