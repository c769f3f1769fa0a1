import { describe, expect, it } from 'vitest';
import type { FourDResult, LotteryOutcome, VnPrize } from './draw.js';
import {
  betProblem,
  type LotteryBet,
  type LotteryLine,
  lineMaxReturn,
  lineReturn,
  lineTarget,
  ticketReturn,
} from './payout.js';

/**
 * ACCEPTANCE 1 (issue 20): hand-computed payouts for every bet kind of every game. Stakes are
 * minor units (10.00 = 1000); a return includes the stake.
 */

const line = (bet: LotteryBet, stakeMinor = 1000n): LotteryLine => ({ bet, stakeMinor });
const five: LotteryOutcome = { kind: 'digits5', digits: [7, 0, 3, 9, 5] }; // sum 24
const three: LotteryOutcome = { kind: 'digits3', digits: [0, 4, 2] }; // sum 6
const race: LotteryOutcome = { kind: 'race10', order: [3, 8, 1, 10, 6, 2, 9, 4, 7, 5] };

describe('5 digits (7 0 3 9 5, sum 24)', () => {
  it.each([
    [{ kind: 'position', position: 0, digit: 7 }, 9800n], // 10.00 × 9.8
    [{ kind: 'position', position: 0, digit: 0 }, 0n],
    [{ kind: 'position_side', position: 0, side: 'big' }, 1960n], // 7 ≥ 5
    [{ kind: 'position_side', position: 1, side: 'big' }, 0n], // 0 is small
    [{ kind: 'position_side', position: 1, side: 'even' }, 1960n], // 0 is even
    [{ kind: 'position_side', position: 3, side: 'odd' }, 1960n],
    [{ kind: 'sum_side', side: 'big' }, 1960n], // 24 ≥ 23
    [{ kind: 'sum_side', side: 'small' }, 0n],
    [{ kind: 'sum_side', side: 'even' }, 1960n],
    [{ kind: 'sum_side', side: 'odd' }, 0n],
  ] as [LotteryBet, bigint][])('%o returns %s', (bet, expected) => {
    expect(lineReturn(five, line(bet))).toBe(expected);
  });

  it('adds up a ticket that spans positions, each line its own stake', () => {
    // 7 at position 0 (wins 2.00 × 9.8), 7 at position 1 (loses), 5 at position 4 (wins 3.00 × 9.8),
    // small at position 2 (3: wins 5.00 × 1.96).
    const ticket = [
      line({ kind: 'position', position: 0, digit: 7 }, 200n),
      line({ kind: 'position', position: 1, digit: 7 }, 200n),
      line({ kind: 'position', position: 4, digit: 5 }, 300n),
      line({ kind: 'position_side', position: 2, side: 'small' }, 500n),
    ];
    expect(ticketReturn(five, ticket)).toBe(1960n + 2940n + 980n);
  });

  it('floors to the minor unit', () => {
    // 0.01 × 1.96 = 0.0196: nothing; 0.51 × 1.96 = 0.9996: 0.99.
    expect(lineReturn(five, line({ kind: 'sum_side', side: 'big' }, 1n))).toBe(1n);
    expect(lineReturn(five, line({ kind: 'sum_side', side: 'big' }, 51n))).toBe(99n);
  });
});

describe('3 digits (0 4 2, sum 6)', () => {
  it.each([
    [{ kind: 'straight', number: '042' }, 980_000n], // 10.00 × 980
    [{ kind: 'straight', number: '420' }, 0n],
    [{ kind: 'position', position: 2, digit: 2 }, 9800n],
    [{ kind: 'position_side', position: 1, side: 'small' }, 1960n],
    [{ kind: 'sum_side', side: 'small' }, 1960n], // 6 < 14
    [{ kind: 'sum_side', side: 'big' }, 0n],
  ] as [LotteryBet, bigint][])('%o returns %s', (bet, expected) => {
    expect(lineReturn(three, line(bet))).toBe(expected);
  });
});

describe('10-car race (3 8 1 10 6 2 9 4 7 5)', () => {
  it.each([
    [{ kind: 'car', position: 0, car: 3 }, 9800n],
    [{ kind: 'car', position: 3, car: 10 }, 9800n],
    [{ kind: 'car', position: 0, car: 8 }, 0n],
    [{ kind: 'car_side', position: 1, side: 'big' }, 1960n], // car 8 ≥ 6
    [{ kind: 'car_side', position: 0, side: 'odd' }, 1960n], // car 3
    [{ kind: 'dragon_tiger', position: 0, side: 'tiger' }, 1960n], // 3 v 5: tiger
    [{ kind: 'dragon_tiger', position: 1, side: 'dragon' }, 1960n], // 8 v 7: dragon
    [{ kind: 'dragon_tiger', position: 1, side: 'tiger' }, 0n],
  ] as [LotteryBet, bigint][])('%o returns %s', (bet, expected) => {
    expect(lineReturn(race, line(bet))).toBe(expected);
  });
});

describe('4D (23 prizes)', () => {
  const result: FourDResult = {
    first: '1234',
    second: '0042',
    third: '9999',
    special: ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
    consolation: ['2000', '2001', '2002', '2003', '2004', '2005', '2006', '2007', '2008', '2009'],
  };
  const outcome: LotteryOutcome = { kind: 'sea4d', result };
  it.each([
    ['4d_big', '1234', 2_500_000n], // 10.00 × 2,500
    ['4d_big', '0042', 1_000_000n],
    ['4d_big', '9999', 500_000n],
    ['4d_big', '1005', 180_000n],
    ['4d_big', '2009', 60_000n],
    ['4d_big', '4321', 0n],
    ['4d_small', '1234', 3_500_000n],
    ['4d_small', '0042', 2_000_000n],
    ['4d_small', '9999', 1_000_000n],
    ['4d_small', '1005', 0n], // small pays the top three only
    ['4d_small', '2009', 0n],
  ] as ['4d_big' | '4d_small', string, bigint][])('%s %s returns %s', (kind, number, expected) => {
    expect(lineReturn(outcome, line({ kind, number }))).toBe(expected);
  });
});

describe('Vietnam', () => {
  // The North's 27: special 12345, 1st 67890, … with 45 ending four prizes and 345 two.
  const north: VnPrize[] = [
    { tier: 'special', number: '12345' },
    { tier: '1', number: '67890' },
    { tier: '2', number: '11145' },
    { tier: '2', number: '22222' },
    ...['33333', '44444', '55555', '66666', '77777', '88888'].map((number) => ({ tier: '3', number })),
    ...['0345', '1111', '2222', '3333'].map((number) => ({ tier: '4', number })),
    ...['4444', '5555', '6666', '7777', '8888', '9999'].map((number) => ({ tier: '5', number })),
    ...['000', '111', '222'].map((number) => ({ tier: '6', number })),
    ...['45', '01', '02', '03'].map((number) => ({ tier: '7', number })),
  ];
  const outcome: LotteryOutcome = { kind: 'vn-north', prizes: north };
  it('has the North’s 27 prizes', () => expect(north).toHaveLength(27));
  it.each([
    [{ kind: 'head', digit: 4 }, 9500n], // special ends 45: head 4
    [{ kind: 'tail', digit: 5 }, 9500n],
    [{ kind: 'tail', digit: 4 }, 0n],
    [{ kind: 'de2', number: '45' }, 95_000n],
    [{ kind: 'de2', number: '54' }, 0n],
    [{ kind: 'de3', number: '345' }, 950_000n],
    // 45 ends 12345, 11145, 0345 and 45 (7th): four times 10.00 × 3.5 = 140.00.
    [{ kind: 'lo2', number: '45' }, 14_000n],
    [{ kind: 'lo2', number: '90' }, 3500n],
    [{ kind: 'lo2', number: '98' }, 0n],
    // 345 ends 12345 and 0345 (the 7th's "45" has two digits only): twice 10.00 × 40 = 800.00.
    [{ kind: 'lo3', number: '345' }, 80_000n],
    [{ kind: 'xien', numbers: ['45', '90'] }, 16_000n], // both among the endings: 10.00 × 16
    [{ kind: 'xien', numbers: ['45', '90', '22'] }, 65_000n], // × 65
    [{ kind: 'xien', numbers: ['45', '90', '22', '01'] }, 250_000n], // × 250
    [{ kind: 'xien', numbers: ['45', '98'] }, 0n],
  ] as [LotteryBet, bigint][])('%o returns %s', (bet, expected) => {
    expect(lineReturn(outcome, line(bet))).toBe(expected);
  });

  it('pays the South’s lines at its own odds', () => {
    const south: LotteryOutcome = {
      kind: 'vn-south',
      prizes: [
        { tier: 'special', number: '123456' },
        { tier: '8', number: '56' },
        { tier: '7', number: '789' },
      ],
    };
    // 56 ends the special 123456 and the 8th prize: twice 10.00 × 5.2 = 104.00.
    expect(lineReturn(south, line({ kind: 'lo2', number: '56' }))).toBe(10_400n);
    expect(lineReturn(south, line({ kind: 'de2', number: '56' }))).toBe(95_000n);
    expect(lineReturn(south, line({ kind: 'xien', numbers: ['56', '89'] }))).toBe(32_000n); // × 32
  });
});

describe('limits and validation', () => {
  it('knows the most a line can return, and one key per number for its exposure', () => {
    expect(lineMaxReturn('sea4d', line({ kind: '4d_big', number: '1234' }))).toBe(2_500_000n);
    // A North lô line could in theory match all 27 prizes: 10.00 × 3.5 × 27 = 945.00.
    expect(lineMaxReturn('vn-north', line({ kind: 'lo2', number: '45' }))).toBe(94_500n);
    expect(lineMaxReturn('digits5', line({ kind: 'position', position: 2, digit: 7 }))).toBe(9800n);
    expect(lineTarget({ kind: '4d_big', number: '1234' })).toBe(
      lineTarget({ kind: '4d_small', number: '1234' }),
    );
    expect(lineTarget({ kind: 'xien', numbers: ['90', '45'] })).toBe(
      lineTarget({ kind: 'xien', numbers: ['45', '90'] }),
    );
    expect(lineTarget({ kind: 'position', position: 1, digit: 7 })).not.toBe(
      lineTarget({ kind: 'position', position: 2, digit: 7 }),
    );
  });

  it('refuses a kind the game does not take and a pick out of range', () => {
    expect(betProblem('digits5', { kind: 'straight', number: '123' })).toBe('KIND');
    expect(betProblem('digits5', { kind: 'position', position: 5, digit: 1 })).toBe('PICK');
    expect(betProblem('digits3', { kind: 'position', position: 2, digit: 10 })).toBe('PICK');
    expect(betProblem('race10', { kind: 'car', position: 0, car: 11 })).toBe('PICK');
    expect(betProblem('sea4d', { kind: '4d_big', number: '123' })).toBe('PICK');
    expect(betProblem('vn-north', { kind: 'xien', numbers: ['45', '45'] })).toBe('PICK');
    expect(betProblem('vn-north', { kind: 'xien', numbers: ['45'] })).toBe('PICK');
    expect(betProblem('vn-south', { kind: 'lo3', number: '045' })).toBeUndefined();
    expect(betProblem('digits5', { kind: 'sum_side', side: 'odd' })).toBeUndefined();
  });
});
