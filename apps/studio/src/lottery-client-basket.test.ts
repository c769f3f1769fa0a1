import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLotteryApi,
  LotteryError,
  readAnswer,
  SHAPES,
  writeAnswer,
} from '../client/src/lottery-api.js';
import {
  addLines,
  attemptFor,
  type BasketLine,
  type BasketRules,
  basketTotal,
  checkBasket,
  fingerprintOf,
  sendWithRetry,
  stakeChips,
  toggleLine,
} from '../client/src/lottery-basket-rules.js';
import { betKey } from '../client/src/lottery-bets.js';
import {
  chooseDraw,
  clockOffset,
  countdownText,
  familyGames,
  nextDraw,
  openDraws,
  phaseOf,
  pollDelayMs,
} from '../client/src/lottery-clock.js';
import { lotteryText } from '../client/src/lottery-texts.js';
import type { DrawView, GameView, LotteryLimitsView, TicketView } from './lottery/api.js';

const limits: LotteryLimitsView = {
  minStake: '1.00',
  maxStake: '5000.00',
  maxLines: 3,
  maxExposure: '100000.00',
};
const rules: BasketRules = {
  decimals: 2,
  minMinor: 100n,
  maxMinor: 500_000n,
  maxLines: 3,
  t: (key, values) => lotteryText('en', key, values),
  money: (minor) => `৳${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`,
};
const digit = (position: number, value: number) => ({ kind: 'position' as const, position, digit: value });
const line = (position: number, value: number, stake: string): BasketLine => ({
  key: betKey(digit(position, value)),
  bet: digit(position, value),
  stake,
});

describe('the lottery basket', () => {
  it('toggles a pick on and off, and takes no more lines than a ticket holds', () => {
    let lines: BasketLine[] = [];
    lines = toggleLine(lines, digit(0, 1), '10', 3).lines;
    lines = toggleLine(lines, digit(1, 2), '10', 3).lines;
    expect(lines.map((entry) => entry.key)).toEqual(['position:0:1', 'position:1:2']);
    const off = toggleLine(lines, digit(0, 1), '10', 3);
    expect(off).toMatchObject({ added: false, full: false });
    expect(off.lines.map((entry) => entry.key)).toEqual(['position:1:2']);
    lines = toggleLine(lines, digit(2, 3), '5', 3).lines;
    expect(toggleLine(lines, digit(3, 4), '5', 3)).toMatchObject({ added: false, full: true });
    const quick = addLines(lines.slice(0, 1), [digit(0, 1), digit(4, 4), digit(4, 5), digit(4, 6)], '2', 3);
    expect(quick).toMatchObject({ added: 2, full: true });
    expect(quick.lines.map((entry) => entry.stake)).toEqual(['10', '2', '2']);
  });

  it('adds up the stakes in minor units, Bengali digits too, without floats', () => {
    expect(basketTotal([line(0, 1, '10.10'), line(0, 2, '০.২০'), line(0, 3, 'abc')], 2)).toBe(1030n);
    expect(basketTotal([line(0, 1, '0.1'), line(0, 2, '0.2')], 2)).toBe(30n);
  });

  it('says what is wrong before it calls, and on which line', () => {
    expect(checkBasket([], rules)).toEqual({ error: 'Tap a pick to add a line.' });
    expect(checkBasket([line(0, 1, '10'), line(0, 2, '')], rules)).toEqual({
      error: 'Enter a stake for every line.',
      line: 1,
    });
    expect(checkBasket([line(0, 1, '0.99')], rules)).toEqual({
      error: 'The stake is below the minimum of ৳1.00 per line.',
      line: 0,
    });
    expect(checkBasket([line(0, 1, '5000.01')], rules)).toMatchObject({ line: 0 });
    const four = [line(0, 1, '1'), line(0, 2, '1'), line(0, 3, '1'), line(0, 4, '1')];
    expect(checkBasket(four, rules)).toEqual({ error: 'A ticket takes at most 3 lines.' });
    expect(checkBasket([line(0, 1, '10'), line(2, 9, '২৫.৫')], rules)).toEqual({
      lines: [
        { bet: digit(0, 1), stake: '10.00' },
        { bet: digit(2, 9), stake: '25.50' },
      ],
      totalMinor: 3550n,
    });
  });

  it('offers stake chips from the minimum to the maximum', () => {
    expect(stakeChips(limits, 2)).toEqual(['1.00', '5.00', '10.00', '20.00', '50.00', '100.00']);
    expect(stakeChips({ ...limits, minStake: '20.00', maxStake: '60.00' }, 2)).toEqual(['20.00', '50.00']);
    expect(stakeChips({ ...limits, minStake: 'x' }, 2)).toEqual([]);
  });

  it('reuses the request id only for the same ticket after a click that got no answer', () => {
    let n = 0;
    const newId = () => `id-${++n}`;
    const lines = [{ bet: digit(0, 1), stake: '10.00' }];
    const first = attemptFor(undefined, fingerprintOf('KL5D1-7', lines), newId);
    expect(first.requestId).toBe('id-1');
    expect(attemptFor(first, fingerprintOf('KL5D1-7', lines), newId)).toBe(first);
    expect(attemptFor(first, fingerprintOf('KL5D1-8', lines), newId).requestId).toBe('id-2');
    const changed = [{ bet: digit(0, 1), stake: '20.00' }];
    expect(attemptFor(first, fingerprintOf('KL5D1-7', changed), newId).requestId).toBe('id-3');
  });

  it('retries a call that got no answer, never one that was answered', async () => {
    const network = (error: unknown) => error instanceof LotteryError && error.code === 'NETWORK';
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw new LotteryError('NETWORK');
      return 'OK';
    };
    await expect(sendWithRetry(flaky, network, 2, wait, 100)).resolves.toBe('OK');
    expect(calls).toBe(3);
    expect(waits).toEqual([100, 200]);
    calls = 0;
    const down = async () => {
      calls += 1;
      throw new LotteryError('NETWORK');
    };
    await expect(sendWithRetry(down, network, 2, wait, 100)).rejects.toThrow('NETWORK');
    expect(calls).toBe(3);
    calls = 0;
    const refused = async () => {
      calls += 1;
      throw new LotteryError('default');
    };
    await expect(sendWithRetry(refused, network, 2, wait)).rejects.toThrow('default');
    expect(calls).toBe(1);
  });
});

const MINUTE = 60_000;
function draw(change: Partial<DrawView>): DrawView {
  return {
    drawId: 'KL5D1-100',
    gameCode: 'KL5D1',
    drawNo: 100,
    opensAt: 99 * MINUTE,
    closesAt: 100 * MINUTE - 10_000,
    drawAt: 100 * MINUTE,
    state: 'open',
    serverSeedHash: 'a'.repeat(64),
    ...change,
  };
}
function game(code: string, kind: GameView['kind'], draws: DrawView[] = []): GameView {
  return { code, kind, name: { en: code, bn: code }, closeBeforeMs: 10_000, draws };
}

describe('the lottery clock', () => {
  it('runs on the server’s clock, half a round trip late', () => {
    expect(clockOffset(10_500, 10_000, 10_200)).toBe(400);
    expect(clockOffset(0, 10_000, 10_200)).toBe(0);
  });

  it('follows a draw from open to closed, drawing and drawn', () => {
    const open = draw({});
    expect(phaseOf(open, 98 * MINUTE)).toEqual({ phase: 'upcoming', msLeft: MINUTE });
    expect(phaseOf(open, 99 * MINUTE + 5000)).toEqual({ phase: 'open', msLeft: 45_000 });
    expect(phaseOf(open, 100 * MINUTE - 4000)).toEqual({ phase: 'closed', msLeft: 4000 });
    expect(phaseOf(open, 100 * MINUTE + 1)).toEqual({ phase: 'drawing', msLeft: 0 });
    expect(phaseOf({ ...open, state: 'closed' }, 99 * MINUTE)).toEqual({ phase: 'closed', msLeft: MINUTE });
    expect(phaseOf({ ...open, state: 'drawn' }, 99 * MINUTE).phase).toBe('drawn');
  });

  it('sells into the picked province’s draw while it is open, else the first', () => {
    const at = 99 * MINUTE + 1000;
    const central = game('KLVNC', 'vn-south', [
      draw({ drawId: 'c-2', province: 'Phú Yên', closesAt: 100 * MINUTE - 10_000 }),
      draw({ drawId: 'c-1', province: 'Huế', closesAt: 100 * MINUTE - 10_000 }),
      draw({ drawId: 'c-next', opensAt: 100 * MINUTE, closesAt: 101 * MINUTE, drawAt: 102 * MINUTE }),
    ]);
    const open = openDraws(central, at);
    expect(open.map((entry) => entry.drawId)).toEqual(['c-1', 'c-2']);
    expect(chooseDraw(open, { drawId: 'c-2' })?.drawId).toBe('c-2');
    expect(chooseDraw(open, { drawId: 'gone', province: 'Phú Yên' })?.drawId).toBe('c-2');
    expect(chooseDraw(open, {})?.drawId).toBe('c-1');
    expect(nextDraw(central, at)?.drawId).toBe('c-next');
    expect(openDraws(central, 100 * MINUTE - 5000)).toEqual([]);
  });

  it('counts down in the page digits, days for a far draw', () => {
    expect(countdownText(9_001, 'en')).toBe('0:10');
    expect(countdownText(245_000, 'en')).toBe('4:05');
    expect(countdownText(3_725_000, 'en')).toBe('1:02:05');
    expect(countdownText(2 * 86_400_000 + 3_725_000, 'en')).toBe('2d 01:02:05');
    expect(countdownText(245_000, 'bn')).toBe('৪:০৫');
    expect(countdownText(-5, 'en')).toBe('0:00');
  });

  it('asks often around a close and a draw, rarely when the draw is far', () => {
    expect(pollDelayMs('open', 10_000, false)).toBe(2000);
    expect(pollDelayMs('open', 60_000, false)).toBe(5000);
    expect(pollDelayMs('open', 3 * 3_600_000, false)).toBe(15_000);
    expect(pollDelayMs('closed', 20_000, false)).toBe(2000);
    expect(pollDelayMs('open', 3 * 3_600_000, true)).toBe(2000);
  });

  it('lists the launching family’s games, the launched one always', () => {
    const games = [
      game('KL5D1', 'digits5'),
      game('KLRC3', 'race10'),
      game('KL4D', 'sea4d'),
      game('KLVNN', 'vn-north'),
      game('KLVNS', 'vn-south'),
    ];
    expect(familyGames(games, 'fast', 'KL5D1').map((entry) => entry.code)).toEqual(['KL5D1', 'KLRC3']);
    expect(familyGames(games, 'sea', 'KL4D').map((entry) => entry.code)).toEqual(['KL4D']);
    expect(familyGames(games, 'vn', 'KLVNS').map((entry) => entry.code)).toEqual(['KLVNN', 'KLVNS']);
    expect(familyGames(games, 'vn', 'KL4D').map((entry) => entry.code)).toEqual(['KL4D', 'KLVNN', 'KLVNS']);
  });
});

describe('the lottery API answers', () => {
  afterEach(() => vi.unstubAllGlobals());
  const ticket: TicketView = {
    ticketId: 't1',
    gameCode: 'KL5D1',
    drawId: 'KL5D1-100',
    drawNo: 100,
    drawAt: 0,
    closesAt: 0,
    lines: [{ bet: digit(0, 1), stake: '10.00' }],
    stake: '10.00',
    state: 'open',
    placedAt: 0,
    cancellable: true,
  };

  it('reads an OK answer of the right shape, and throws a refusal or a shape it cannot use', () => {
    expect(readAnswer({ status: 'OK', balance: '1.00' }, SHAPES.balance)).toEqual({
      status: 'OK',
      balance: '1.00',
    });
    expect(() => readAnswer({ status: 'SESSION_NOT_FOUND' }, SHAPES.balance)).toThrow('SESSION_NOT_FOUND');
    expect(() => readAnswer({ status: 'OK', games: [{ code: 1 }] }, SHAPES.games)).toThrow('default');
    expect(() => readAnswer('<html>', SHAPES.games)).toThrow('default');
    expect(() => readAnswer({ status: 'OK', draws: 'none' }, SHAPES.results)).toThrow('default');
  });

  it('answers a ticket’s refusal as a value with only the fields of the right type', () => {
    expect(writeAnswer({ status: 'OK', ticket, balance: '90.00' })).toMatchObject({
      ticket: { ticketId: 't1' },
    });
    expect(writeAnswer({ status: 'STAKE_TOO_LOW', min: '1.00', max: '5000.00', line: 0 })).toEqual({
      status: 'STAKE_TOO_LOW',
      min: '1.00',
      max: '5000.00',
      line: 0,
    });
    expect(writeAnswer({ status: 'INVALID_TICKET', problem: 'PICK', line: '2', balance: 7 })).toEqual({
      status: 'INVALID_TICKET',
      problem: 'PICK',
    });
    expect(() => writeAnswer({ status: 'OK', ticket: {} })).toThrow('default');
  });

  it('calls the routes api.ts lists, with the session and the request id', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const answers: unknown[] = [
      { status: 'OK', serverTime: 1_000_000, games: [game('KL5D1', 'digits5')] },
      { status: 'OK', ticket, balance: '90.00' },
      { status: 'DRAW_CLOSED' },
      { status: 'OK', tickets: [ticket] },
      { status: 'OK', balance: '90.00' },
      { status: 'OK', gameCode: 'KL5D1', draws: [] },
    ];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answers.shift()), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const api = createLotteryApi({ base: '/studio', sessionId: 'session-123456' });
    const games = await api.games();
    expect(games.games).toHaveLength(1);
    expect(typeof games.offsetMs).toBe('number');
    const lines = [{ bet: digit(0, 1), stake: '10.00' }];
    expect(await api.place('KL5D1-100', lines, 'req-1')).toMatchObject({ balance: '90.00' });
    expect(await api.cancel('t/1')).toEqual({ status: 'DRAW_CLOSED' });
    expect((await api.tickets('settled')).tickets).toHaveLength(1);
    expect(await api.balance()).toBe('90.00');
    await api.results('KL5D1');
    expect(calls.map((call) => call.url)).toEqual([
      '/studio/lottery/api/games',
      '/studio/lottery/api/tickets',
      '/studio/lottery/api/tickets/t%2F1/cancel',
      '/studio/lottery/api/tickets?sessionId=session-123456&filter=settled',
      '/studio/lottery/api/balance?sessionId=session-123456',
      '/studio/lottery/api/results/KL5D1?limit=30',
    ]);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      sessionId: 'session-123456',
      drawId: 'KL5D1-100',
      lines,
      requestId: 'req-1',
    });
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({ sessionId: 'session-123456' });
  });

  it('says NETWORK when no answer came and default for a page that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const api = createLotteryApi({ base: '', sessionId: 's' });
    await expect(api.place('d', [], 'r')).rejects.toMatchObject({ code: 'NETWORK' });
    vi.stubGlobal('fetch', async () => new Response('<html>oops</html>', { status: 502 }));
    await expect(api.trends('KL5D1')).rejects.toMatchObject({ code: 'default' });
  });
});
