import type {
  LotteryMenusValue,
  LotteryOpenedValue,
  LotteryRecentValue,
  LotteryRoomsValue,
  StudioLotteryDraw,
  StudioLotteryGame,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import type { LotteryData } from './games.lottery.js';

/** The studio's clock in these answers: 12:00:00 UTC on a day in 2026. */
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const draw = (gameCode: string, drawNo: number, at: number, extra: Partial<StudioLotteryDraw> = {}) => ({
  drawId: `${gameCode}-${drawNo}`,
  gameCode,
  drawNo,
  opensAt: at - MINUTE,
  closesAt: at - 10_000,
  drawAt: at,
  state: 'open' as const,
  serverSeedHash: 'a'.repeat(64),
  ...extra,
});

const FIVE_D: StudioLotteryGame = {
  code: 'KL5D1',
  kind: 'digits5',
  name: { en: '5D Lotto · 1 min', bn: '৫ডি লটো · ১ মিনিট' },
  periodMs: MINUTE,
  closeBeforeMs: 10_000,
  draws: [draw('KL5D1', 101, NOW + 30_000), draw('KL5D1', 102, NOW + 90_000, { opensAt: NOW + 30_000 })],
  last: draw('KL5D1', 100, NOW - 30_000, {
    state: 'settled',
    outcome: { kind: 'digits5', digits: [3, 0, 7, 1, 9] },
  }),
};
const SOUTH: StudioLotteryGame = {
  code: 'KLVNS',
  kind: 'vn-south',
  name: { en: 'Vietnam Lottery · South', bn: 'ভিয়েতনাম লটারি · দক্ষিণ' },
  closeBeforeMs: 15 * MINUTE,
  region: 'south',
  draws: [
    draw('KLVNS', 20419, NOW + 60 * MINUTE, { province: 'Bến Tre', opensAt: NOW - 60 * MINUTE }),
    draw('KLVNS', 20419, NOW + 60 * MINUTE, {
      drawId: 'KLVNS-20419-2',
      province: 'Vũng Tàu',
      opensAt: NOW - 60 * MINUTE,
    }),
  ],
};
const FOUR_D: StudioLotteryGame = {
  code: 'KL4D',
  kind: 'sea4d',
  name: { en: '4D Lotto', bn: '৪ডি লটো' },
  closeBeforeMs: 15 * MINUTE,
  draws: [draw('KL4D', 20420, NOW + 7 * 60 * MINUTE, { opensAt: NOW + MINUTE })],
  last: draw('KL4D', 20418, NOW - DAY, {
    state: 'drawn',
    outcome: {
      kind: 'sea4d',
      result: { first: '0042', second: '1234', third: '9876', special: ['1111'], consolation: ['2222'] },
    },
  }),
};
/** A lottery the contract does not know (a newer studio): not shown. */
const UNKNOWN = { ...FIVE_D, code: 'KLXX9' };

const calls: string[] = [];
const fake: LotteryData = {
  games: async () => {
    calls.push('games');
    return { status: 'OK', serverTime: NOW, games: [FIVE_D, SOUTH, FOUR_D, UNKNOWN] };
  },
  results: async (code, limit) => {
    calls.push(`results ${code} ${limit}`);
    const drawn = [12, 11, 10].map((n) =>
      draw(code, n, NOW - n * MINUTE, {
        state: 'settled',
        outcome: { kind: 'vn-north', prizes: [{ tier: 'special', number: `0000${n}` }] },
      }),
    );
    // One draw still without its outcome: not a result.
    return { status: 'OK', gameCode: code, draws: [draw(code, 13, NOW), ...drawn] };
  },
};

const t = useTestApp({ build: { lotteryData: fake } });
const { call, fieldsOf } = gamesClient(t);

describe('lottery menus: getLabby, vnlottMenus, /lgw/vn/games/game_menu', () => {
  it('lists the lotteries with their draws, countdowns and last result, in the caller’s language', async () => {
    const res = await call<LotteryMenusValue>('GET', '/wps/relay/getLabby', { lang: 'bn' });
    expect(res.status).toBe(200);
    const { serverTime, games } = res.body.value;
    expect(serverTime).toBe(new Date(NOW).toISOString());
    expect(games.map((g) => g.gameCode)).toEqual(['KL5D1', 'KLVNS', 'KL4D']);
    const [five] = games;
    expect(five).toMatchObject({
      gameName: '৫ডি লটো · ১ মিনিট',
      kind: 'digits5',
      family: 'FAST5D',
      periodMs: MINUTE,
      region: null,
      last: { drawNo: 100, numbers: ['3', '0', '7', '1', '9'], prizes: [] },
    });
    expect(five?.draws).toEqual([
      expect.objectContaining({ drawNo: 101, open: true, countdownMs: 20_000 }),
      expect.objectContaining({ drawNo: 102, open: false, countdownMs: 80_000 }),
    ]);
    const fourD = games[2];
    expect(fourD?.last?.prizes.map((p) => p.tier)).toEqual([
      'first',
      'second',
      'third',
      'special',
      'consolation',
    ]);
    expect(fourD?.last?.numbers).toEqual(['0042', '1234', '9876', '1111', '2222']);
    const en = await call<LotteryMenusValue>('GET', '/wps/relay/getLabby?language=EN&family=fast5d', {
      lang: 'bn',
    });
    expect(en.body.value.games.map((g) => [g.gameCode, g.gameName])).toEqual([['KL5D1', '5D Lotto · 1 min']]);
  });

  it('answers the Vietnamese lotteries on both of their paths, one draw per province', async () => {
    for (const url of ['/wps/relay/vnlottMenus', '/lgw/vn/games/game_menu']) {
      const games = (await call<LotteryMenusValue>('GET', url)).body.value.games;
      expect(
        games.map((g) => g.gameCode),
        url,
      ).toEqual(['KLVNS']);
      expect(games[0]?.draws.map((d) => d.province)).toEqual(['Bến Tre', 'Vũng Tàu']);
      expect(games[0]).toMatchObject({ region: 'south', family: 'VNLOTTO', last: null, periodMs: null });
    }
  });

  it('refuses an unknown family naming the field, in the caller’s language', async () => {
    const res = await call('GET', '/wps/relay/getLabby?family=KENO', { lang: 'bn' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual(['query.family']);
    expect(res.body.message).toMatch(/^অবৈধ ইনপুট/);
  });
});

describe('lottery rooms and recent results', () => {
  it('GLS2_roomList: one room per draw taking tickets now', async () => {
    const { rooms } = (await call<LotteryRoomsValue>('GET', '/wps/relay/GLS2_roomList')).body.value;
    expect(rooms.map((r) => [r.gameCode, r.province, r.countdownMs])).toEqual([
      ['KL5D1', null, 20_000],
      ['KLVNS', 'Bến Tre', 60 * MINUTE - 10_000],
      ['KLVNS', 'Vũng Tàu', 60 * MINUTE - 10_000],
    ]);
    expect(rooms[0]).toMatchObject({ gameName: '5D Lotto · 1 min', family: 'FAST5D' });
    const vn = (await call<LotteryRoomsValue>('GET', '/wps/relay/GLS2_roomList?family=VNLOTTO')).body.value;
    expect(vn.rooms).toHaveLength(2);
  });

  it('lottRecent and /lgw/vn/games/recent: each lottery’s latest result', async () => {
    const all = (await call<LotteryRecentValue>('GET', '/wps/relay/lottRecent')).body.value.results;
    expect(all.map((r) => [r.gameCode, r.gameName, r.drawNo])).toEqual([
      ['KL5D1', '5D Lotto · 1 min', 100],
      ['KL4D', '4D Lotto', 20418],
    ]);
    const vn = await call<LotteryRecentValue>('GET', '/lgw/vn/games/recent');
    expect(vn.status).toBe(200);
    expect(vn.body.value.results).toEqual([]);
  });
});

describe('opened numbers: /lotto/lgw/games/opened/numero, /lgw/vn/numeros/opened/game', () => {
  it('answers a lottery’s drawn results, newest first, up to the limit', async () => {
    calls.length = 0;
    const res = await call<LotteryOpenedValue>(
      'GET',
      '/lotto/lgw/games/opened/numero?gameCode=kl5d3&limit=2',
      { lang: 'bn' },
    );
    expect(res.status).toBe(200);
    expect(calls).toEqual(['results KL5D3 2']);
    expect(res.body.value).toMatchObject({ gameCode: 'KL5D3', gameName: '৫ডি লটো · ৩ মিনিট' });
    expect(res.body.value.results.map((r) => r.drawNo)).toEqual([12, 11]);
    expect(res.body.value.results[0]).toMatchObject({ numbers: ['000012'], prizes: [{ tier: 'special' }] });
    const vn = await call<LotteryOpenedValue>('GET', '/lgw/vn/numeros/opened/game?gameCode=KLVNN');
    expect(vn.body.value).toMatchObject({ gameCode: 'KLVNN', gameName: 'Vietnam Lottery · North' });
    expect(vn.body.value.results).toHaveLength(3);
    expect(calls.at(-1)).toBe('results KLVNN 10');
  });

  it('refuses a lottery the studio does not run, and another region’s on the Vietnamese path', async () => {
    for (const url of [
      '/lotto/lgw/games/opened/numero?gameCode=KLXX9',
      '/lgw/vn/numeros/opened/game?gameCode=KL5D1',
    ]) {
      const res = await call('GET', url, { lang: 'bn' });
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ code: 'LOTTERY_GAME_NOT_FOUND', message: 'এই লটারিটি উপলব্ধ নয়' });
    }
    expect((await call('GET', '/lotto/lgw/games/opened/numero?gameCode=KLXX9')).body.message).toBe(
      'This lottery is not available',
    );
  });

  it('refuses malformed input naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'query.gameCode'],
      ['gameCode=KL5D1%27--', 'query.gameCode'],
      ['gameCode=KL5D1&limit=0', 'query.limit'],
      ['gameCode=KL5D1&limit=51', 'query.limit'],
      ['gameCode=KL5D1&limit=abc', 'query.limit'],
      ['gameCode=KL5D1&language=FR', 'query.language'],
    ];
    for (const [query, field] of cases) {
      const res = await call('GET', `/lotto/lgw/games/opened/numero?${query}`);
      expect(res.status, query).toBe(400);
      expect(fieldsOf(res), query).toEqual([field]);
    }
  });
});

describe('security', () => {
  it('is public data: a guest gets the same answers, and no call moves anything', async () => {
    const guest = await call<LotteryMenusValue>('GET', '/wps/relay/getLabby');
    const token = (
      await call<{ token: string }>('POST', '/wps/session/login', {
        body: { username: 'demo', password: 'demo1234' },
      })
    ).body.value.token;
    const member = await call<LotteryMenusValue>('GET', '/wps/relay/getLabby', { token });
    expect(member.body.value).toEqual(guest.body.value);
    for (const url of ['/wps/relay/getLabby', '/wps/relay/GLS2_roomList', '/lotto/lgw/games/opened/numero']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode, url).toBe(405);
    }
  });
});
