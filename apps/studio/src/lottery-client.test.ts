import {
  drawLottery,
  LOTTERY_BET_KINDS,
  type LotteryBet,
  type LotteryGameKind,
  lotteryPrices,
  betProblem as packageBetProblem,
  SeededSource,
} from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import {
  BET_KINDS,
  type Bet,
  BOARD_KINDS,
  BOARDS,
  betKey,
  betProblem,
  type GameKind,
  parseNumber,
  parseXien,
  quickPicks,
  type Random,
} from '../client/src/lottery-bets.js';
import { betLabel, formatOddsMilli, lineOdds, priceText } from '../client/src/lottery-labels.js';
import { digitFacts, fourDRows, vnRows } from '../client/src/lottery-outcome.js';
import { failureText, LOTTERY_TEXTS, lotteryText } from '../client/src/lottery-texts.js';
import { hotAndCold as clientHotAndCold, trendPicture } from '../client/src/lottery-trend-picture.js';
import { hotAndCold, trendsOf } from './lottery/trends.js';

const KINDS = Object.keys(LOTTERY_BET_KINDS) as LotteryGameKind[];
const en = (key: string, values?: Record<string, string | number>) => lotteryText('en', key, values);
const bn = (key: string, values?: Record<string, string | number>) => lotteryText('bn', key, values);

/** A repeatable Random for quick picks, from game-math's seeded generator. */
function seeded(seed: number): Random {
  const source = new SeededSource(seed);
  return (n) => source.nextUint32() % n;
}

describe('the lottery page bets', () => {
  it('takes exactly the bet kinds of each game, every one on a board', () => {
    for (const kind of KINDS) {
      expect([...BET_KINDS[kind]], kind).toEqual([...LOTTERY_BET_KINDS[kind]]);
      const onBoards = BOARDS[kind].flatMap((board) => BOARD_KINDS[board]);
      expect([...onBoards].sort(), kind).toEqual([...LOTTERY_BET_KINDS[kind]].sort());
    }
  });

  it('checks a pick exactly as the game maths does', () => {
    const bets: LotteryBet[] = [
      { kind: 'position', position: 0, digit: 9 },
      { kind: 'position', position: 4, digit: 0 },
      { kind: 'position', position: 5, digit: 1 },
      { kind: 'position', position: 1, digit: 10 },
      { kind: 'position_side', position: 2, side: 'odd' },
      { kind: 'position_side', position: 3, side: 'big' },
      { kind: 'sum_side', side: 'small' },
      { kind: 'straight', number: '042' },
      { kind: 'straight', number: '42' },
      { kind: 'car', position: 9, car: 10 },
      { kind: 'car', position: 0, car: 0 },
      { kind: 'car_side', position: 9, side: 'even' },
      { kind: 'dragon_tiger', position: 4, side: 'tiger' },
      { kind: 'dragon_tiger', position: 5, side: 'dragon' },
      { kind: '4d_big', number: '0007' },
      { kind: '4d_small', number: '123' },
      { kind: 'head', digit: 3 },
      { kind: 'tail', digit: 11 },
      { kind: 'de2', number: '07' },
      { kind: 'de3', number: '1234' },
      { kind: 'lo2', number: '99' },
      { kind: 'lo3', number: '000' },
      { kind: 'xien', numbers: ['12', '34'] },
      { kind: 'xien', numbers: ['12', '12'] },
      { kind: 'xien', numbers: ['12', '34', '56', '78', '90'] },
      { kind: 'xien', numbers: ['1', '34'] },
    ];
    for (const kind of KINDS) {
      for (const bet of bets)
        expect(betProblem(kind, bet), `${kind} ${JSON.stringify(bet)}`).toBe(packageBetProblem(kind, bet));
    }
  });

  it('reads typed numbers, Bengali digits too', () => {
    expect(parseNumber('০৪২', 3)).toBe('042');
    expect(parseNumber(' 12 34 ', 4)).toBe('1234');
    expect(parseNumber('12a', 3)).toBeUndefined();
    expect(parseNumber('1234', 3)).toBeUndefined();
    expect(parseXien('12 34, 56')).toEqual(['12', '34', '56']);
    expect(parseXien('১২-৩৪')).toEqual(['12', '34']);
    expect(parseXien('12')).toBeUndefined();
    expect(parseXien('12 12')).toBeUndefined();
    expect(parseXien('12 34 56 78 90')).toBeUndefined();
    expect(parseXien('12 345')).toBeUndefined();
  });

  it('keys a line by its pick: the same pick twice is one line, big and small are two', () => {
    expect(betKey({ kind: 'xien', numbers: ['34', '12'] })).toBe(
      betKey({ kind: 'xien', numbers: ['12', '34'] }),
    );
    expect(betKey({ kind: '4d_big', number: '1234' })).not.toBe(betKey({ kind: '4d_small', number: '1234' }));
    expect(betKey({ kind: 'position', position: 1, digit: 2 })).not.toBe(
      betKey({ kind: 'position', position: 2, digit: 1 }),
    );
  });

  it('quick-picks different valid lines the ticket does not have yet, on every board', () => {
    for (const kind of KINDS) {
      for (const board of BOARDS[kind]) {
        const random = seeded(kind.length * 31 + board.length);
        const picks = quickPicks(board, kind, 5, random);
        expect(picks.length, `${kind} ${board}`).toBe(board === 'sum' ? 4 : 5);
        expect(new Set(picks.map(betKey)).size).toBe(picks.length);
        for (const bet of picks) {
          expect(packageBetProblem(kind, bet), `${kind} ${JSON.stringify(bet)}`).toBeUndefined();
          expect(BOARD_KINDS[board]).toContain(bet.kind);
        }
        const again = quickPicks(board, kind, 3, random, new Set(picks.map(betKey)));
        for (const bet of again) expect(picks.map(betKey)).not.toContain(betKey(bet));
      }
    }
    for (const size of [2, 3, 4]) {
      const [xien] = quickPicks('xien', 'vn-north', 1, seeded(size), new Set(), size);
      expect(xien?.kind === 'xien' && xien.numbers.length).toBe(size);
    }
  });
});

describe('the lottery page prices and names', () => {
  it('writes odds in thousandths without floats, in the page digits', () => {
    expect(formatOddsMilli(9800, 'en')).toBe('9.8');
    expect(formatOddsMilli(1960, 'en')).toBe('1.96');
    expect(formatOddsMilli(980_000, 'en')).toBe('980');
    expect(formatOddsMilli(2_500_000, 'en')).toBe('2,500');
    expect(formatOddsMilli(3500, 'bn')).toBe('৩.৫');
    expect(formatOddsMilli(2_000_000, 'bn')).toBe('২,০০০');
    expect(formatOddsMilli(-1, 'en')).toBe('—');
  });

  it('shows each game’s price list as the maths prices it', () => {
    const prices = (kind: GameKind) => lotteryPrices(kind);
    const row = (kind: GameKind, bet: Bet['kind']) => prices(kind).find((entry) => entry.kind === bet);
    const text = (kind: GameKind, bet: Bet['kind']) => {
      const found = row(kind, bet);
      return found ? priceText(found, en, 'en') : '';
    };
    expect(text('digits5', 'position')).toBe('× 9.8');
    expect(text('digits3', 'straight')).toBe('× 980');
    expect(text('sea4d', '4d_big')).toBe(
      '1st prize × 2,500 · 2nd prize × 1,000 · 3rd prize × 500 · Special × 180 · Consolation × 60',
    );
    expect(text('sea4d', '4d_small')).toBe('1st prize × 3,500 · 2nd prize × 2,000 · 3rd prize × 1,000');
    expect(text('vn-south', 'xien')).toBe('2 numbers × 32 · 3 numbers × 190 · 4 numbers × 2,000');
    expect(priceText(row('vn-north', 'xien') ?? { kind: 'xien', odds: [] }, bn, 'bn')).toBe(
      '২টি সংখ্যা × ১৬ · ৩টি সংখ্যা × ৬৫ · ৪টি সংখ্যা × ২৫০',
    );
    expect(lineOdds(prices('vn-north'), { kind: 'xien', numbers: ['01', '02', '03'] })).toBe(65_000);
    expect(lineOdds(prices('vn-north'), { kind: 'lo2', number: '01' })).toBe(3500);
    expect(lineOdds(prices('sea4d'), { kind: '4d_small', number: '0001' })).toBe(3_500_000);
    expect(lineOdds([], { kind: 'head', digit: 1 })).toBeUndefined();
  });

  it('names every line in both languages', () => {
    expect(betLabel({ kind: 'position', position: 1, digit: 7 }, en, 'en')).toBe('Ball 2 · 7');
    expect(betLabel({ kind: 'position_side', position: 0, side: 'big' }, en, 'en')).toBe('Ball 1 · Big');
    expect(betLabel({ kind: 'dragon_tiger', position: 2, side: 'tiger' }, en, 'en')).toBe('3 v 8 · Tiger');
    expect(betLabel({ kind: 'car', position: 0, car: 10 }, en, 'en')).toBe('Place 1 · Car 10');
    expect(betLabel({ kind: 'xien', numbers: ['12', '34'] }, en, 'en')).toBe('Xiên 12-34');
    expect(betLabel({ kind: '4d_big', number: '0421' }, en, 'en')).toBe('4D Big 0421');
    expect(betLabel({ kind: 'position', position: 1, digit: 7 }, bn, 'bn')).toBe('বল ২ · ৭');
    expect(betLabel({ kind: 'de2', number: '05' }, bn, 'bn')).toBe('দে ০৫');
  });
});

describe('the lottery page texts', () => {
  const failures = [
    'DRAW_CLOSED',
    'LIMIT_REACHED',
    'INSUFFICIENT_FUNDS',
    'STAKE_TOO_LOW',
    'STAKE_TOO_HIGH',
    'INVALID_TICKET',
    'SESSION_NOT_FOUND',
    'WALLET_UNAVAILABLE',
    'WALLET_REFUSED',
    'GAME_NOT_FOUND',
    'DRAW_NOT_FOUND',
    'TICKET_NOT_FOUND',
    'INVALID_REQUEST',
    'NETWORK',
  ];

  it('has every text in Bengali and English, with the same placeholders', () => {
    expect(Object.keys(LOTTERY_TEXTS.bn).sort()).toEqual(Object.keys(LOTTERY_TEXTS.en).sort());
    for (const [key, text] of Object.entries(LOTTERY_TEXTS.bn)) {
      expect(text.length, key).toBeGreaterThan(0);
      expect(text.match(/\{\w+\}/g)?.sort() ?? [], key).toEqual(
        LOTTERY_TEXTS.en[key]?.match(/\{\w+\}/g)?.sort() ?? [],
      );
    }
  });

  it('names every bet kind, board, ticket state and failure the routes answer', () => {
    const states = ['placing', 'open', 'cancelled', 'rejected', 'won', 'lost'];
    for (const lang of ['bn', 'en'] as const) {
      const texts = LOTTERY_TEXTS[lang];
      for (const kind of new Set(Object.values(LOTTERY_BET_KINDS).flat()))
        expect(texts[`kind.${kind}`], `${lang} ${kind}`).toBeTruthy();
      for (const board of new Set(Object.values(BOARDS).flat())) {
        expect(texts[`board.${board}`], `${lang} ${board}`).toBeTruthy();
        expect(texts[`help.${board}`], `${lang} ${board}`).toBeTruthy();
      }
      for (const state of states) expect(texts[`state.${state}`], `${lang} ${state}`).toBeTruthy();
      for (const code of failures) expect(texts[`error.${code}`], `${lang} ${code}`).toBeTruthy();
    }
  });

  it('says a refusal with its line, limits and balance filled in', () => {
    const fill = {
      money: (amount: string) => `৳${amount}`,
      digits: (text: string | number) => String(text),
      min: '৳1.00',
      max: '৳5000.00',
    };
    expect(failureText('en', { status: 'STAKE_TOO_LOW', min: '10.00', max: '500.00' }, fill)).toBe(
      'The stake is below the minimum of ৳10.00 per line.',
    );
    expect(failureText('en', { status: 'STAKE_TOO_HIGH' }, fill)).toBe(
      'The stake is above the maximum of ৳5000.00 per line.',
    );
    expect(failureText('en', { status: 'LIMIT_REACHED', line: 2 }, fill)).toContain('Line 3 ');
    expect(failureText('en', { status: 'LIMIT_REACHED' }, fill)).toBe(
      LOTTERY_TEXTS.en['error.LIMIT_REACHED.any'],
    );
    expect(failureText('en', { status: 'INSUFFICIENT_FUNDS', balance: '3.50' }, fill)).toContain('৳3.50');
    expect(failureText('en', { status: 'INVALID_TICKET', problem: 'PICK', line: 0 }, fill)).toBe(
      'Line 1 has a pick this game does not take.',
    );
    expect(failureText('en', { status: 'INVALID_TICKET', problem: 'LINES' }, fill)).toBe(
      LOTTERY_TEXTS.en['error.INVALID_TICKET.LINES'],
    );
    expect(failureText('en', { status: 'INVALID_TICKET', problem: 'PICK' }, fill)).toBe(
      LOTTERY_TEXTS.en['error.INVALID_TICKET'],
    );
    expect(failureText('en', { status: 'WALLET_TIMEOUT' }, fill)).toBe(LOTTERY_TEXTS.en['error.WALLET']);
    expect(failureText('bn', { status: 'SOMETHING_NEW' }, fill)).toBe(LOTTERY_TEXTS.bn['error.default']);
    expect(failureText('bn', { status: 'DRAW_CLOSED' }, fill)).toBe(LOTTERY_TEXTS.bn['error.DRAW_CLOSED']);
  });
});

describe('the lottery page outcome drawings', () => {
  it('lays out 4D and Vietnamese prize tables by tier, in draw order', () => {
    const source = new SeededSource(20);
    const fourD = drawLottery(source, 'sea4d');
    if (fourD.kind !== 'sea4d') throw new Error('expected 4D');
    const rows = fourDRows(fourD.result);
    expect(rows.map((row) => [row.tier, row.numbers.length])).toEqual([
      ['first', 1],
      ['second', 1],
      ['third', 1],
      ['special', 10],
      ['consolation', 10],
    ]);
    expect(rows[0]?.numbers).toEqual([fourD.result.first]);
    const north = drawLottery(source, 'vn-north');
    if (north.kind !== 'vn-north') throw new Error('expected North');
    const table = vnRows(north.prizes);
    expect(table.map((row) => [row.tier, row.numbers.length])).toEqual([
      ['special', 1],
      ['1', 1],
      ['2', 2],
      ['3', 6],
      ['4', 4],
      ['5', 6],
      ['6', 3],
      ['7', 4],
    ]);
    expect(table.flatMap((row) => row.numbers)).toEqual(north.prizes.map((prize) => prize.number));
    const south = drawLottery(source, 'vn-south');
    if (south.kind !== 'vn-south') throw new Error('expected South');
    expect(vnRows(south.prizes).map((row) => row.tier)).toEqual([
      'special',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
  });

  it('reads a digits draw’s sum as the sum bets do', () => {
    expect(digitFacts([9, 9, 5, 0, 0], 'digits5')).toEqual({ sum: 23, big: true, odd: true });
    expect(digitFacts([4, 4, 4, 4, 6], 'digits5')).toEqual({ sum: 22, big: false, odd: false });
    expect(digitFacts([5, 5, 4], 'digits3')).toEqual({ sum: 14, big: true, odd: false });
  });
});

describe('the lottery page trend pictures', () => {
  const source = new SeededSource(50);
  const history = Array.from({ length: 50 }, () => drawLottery(source, 'digits5'));
  const trends = trendsOf(history);
  const cells = trends.groups[0]?.cells ?? [];

  it('picks hot and cold exactly as the server does', () => {
    for (const group of trends.groups)
      expect(clientHotAndCold(group.cells, 3)).toEqual(hotAndCold(group.cells, 3));
    const lo = trendsOf(Array.from({ length: 30 }, () => drawLottery(source, 'vn-south'))).groups.find(
      (group) => group.group === 'lo',
    );
    expect(lo?.cells).toHaveLength(100);
    expect(clientHotAndCold(lo?.cells ?? [], 10)).toEqual(hotAndCold(lo?.cells ?? [], 10));
  });

  it('draws the tallest bars for the hot values and the shortest for the cold', () => {
    const picture = trendPicture(cells);
    expect(picture.bars).toHaveLength(10);
    const { hot, cold } = hotAndCold(cells, 3);
    const bar = (value: string) => picture.bars.find((entry) => entry.value === value);
    const tallest = Math.max(...picture.bars.map((entry) => entry.countHeight));
    expect(bar(hot[0]?.value ?? '')?.countHeight).toBe(tallest);
    expect(
      picture.bars
        .filter((entry) => entry.hot)
        .map((entry) => entry.value)
        .sort(),
    ).toEqual(hot.map((cell) => cell.value).sort());
    expect(
      picture.bars
        .filter((entry) => entry.cold)
        .map((entry) => entry.value)
        .sort(),
    ).toEqual(cold.map((cell) => cell.value).sort());
    const shortest = Math.min(...picture.bars.map((entry) => entry.countHeight));
    expect(bar(cold[0]?.value ?? '')?.countHeight).toBe(shortest);
    for (const entry of picture.bars) {
      // Counts stand on the axis; missing bars hang under the value labels, longest for the longest missing.
      expect(entry.countY + entry.countHeight).toBe(picture.axisY);
      expect(entry.missingY).toBeGreaterThan(picture.labelY);
      expect(entry.x + picture.barWidth).toBeLessThanOrEqual(picture.width);
    }
    const longest = cells.reduce((top, cell) => (cell.missing > top.missing ? cell : top));
    expect(bar(longest.value)?.missingHeight).toBe(
      Math.max(...picture.bars.map((entry) => entry.missingHeight)),
    );
  });

  it('marks nothing hot or cold when every value came up as often, and narrows 100 values', () => {
    const even = Array.from({ length: 10 }, (_, digit) => ({ value: String(digit), count: 5, missing: 1 }));
    expect(trendPicture(even).bars.some((entry) => entry.hot || entry.cold)).toBe(false);
    const hundred = Array.from({ length: 100 }, (_, n) => ({
      value: String(n).padStart(2, '0'),
      count: n % 7,
      missing: n % 5,
    }));
    const wide = trendPicture(hundred);
    expect(wide.barWidth).toBeLessThan(trendPicture(even).barWidth);
    expect(wide.bars.filter((entry) => entry.hot)).toHaveLength(10);
  });
});
