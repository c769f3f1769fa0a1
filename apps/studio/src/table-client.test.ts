import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTableCtx } from '../client/src/table-context.js';
import {
  betsOf,
  cardFace,
  clockOffset,
  confirmProblem,
  dealSteps,
  doubleBets,
  INSIDE_KINDS,
  insideNumbers,
  insideSpot,
  type Limits,
  opposedOf,
  phaseAt,
  repeatBets,
  requestId,
  resultShown,
  type Stakes,
  secondsLeft,
  spotsOf,
  spotWins,
  stageChip,
  stakesOf,
  stepsShown,
  WHEEL,
  wheelAngle,
} from '../client/src/table-model.js';
import { failureText, TABLE_TEXTS, tableText } from '../client/src/table-texts.js';
import type { TableVariant } from './rooms/kinds.js';
import type { RoundView, TableBoot, TableOutcome } from './rooms/tables/api.js';
import { tablePage } from './rooms/tables/page.js';
import { dealTable, isSpot, opposedSpot, spotReturn } from './rooms/tables/variants.js';

const VARIANTS: TableVariant[] = ['baccarat', 'dragon-tiger', 'roulette', 'andar-bahar'];
const LIMITS: Limits = { min: 1000n, max: 500_000n, maxTotal: 2_000_000n };
const stakes = (entries: [string, bigint][]): Stakes => new Map(entries);
const entries = (s: Stakes) => [...s].sort(([a], [b]) => a.localeCompare(b));

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

function outcomes(variant: TableVariant, count: number): TableOutcome[] {
  return Array.from({ length: count }, (_, k) =>
    dealTable(variant, hex(`seed-${variant}-${k}`), hex('public'), k + 1),
  );
}

describe('the table page: spots and the rules they share with the server', () => {
  it('offers only spots the server takes, with the same opposed pairs', () => {
    for (const variant of VARIANTS) {
      const spots = spotsOf(variant);
      expect(spots.length, variant).toBe(
        { baccarat: 5, 'dragon-tiger': 3, 'andar-bahar': 2, roulette: 37 + 3 + 3 + 6 }[variant],
      );
      for (const spot of spots) {
        expect(isSpot(variant, spot), `${variant} ${spot}`).toBe(true);
        expect(opposedOf(variant, spot), `${variant} ${spot}`).toBe(opposedSpot(variant, spot));
      }
    }
  });

  it('marks a spot won exactly when the server returns more than its stake', () => {
    for (const variant of VARIANTS)
      for (const outcome of outcomes(variant, 300))
        for (const spot of spotsOf(variant))
          expect(spotWins(outcome, spot), `${variant} ${spot} ${JSON.stringify(outcome)}`).toBe(
            spotReturn(outcome, spot, 1000n) > 1000n,
          );
  });

  it('reads a card number as rank = card % 13 and suit = floor(card / 13)', () => {
    expect(cardFace(0)).toEqual({ rank: 'A', suit: 'spades', red: false });
    expect(cardFace(12)).toEqual({ rank: 'K', suit: 'spades', red: false });
    expect(cardFace(13 + 9)).toEqual({ rank: '10', suit: 'hearts', red: true });
    expect(cardFace(26 + 10)).toEqual({ rank: 'J', suit: 'clubs', red: false });
    expect(cardFace(51)).toEqual({ rank: 'K', suit: 'diamonds', red: true });
  });
});

describe('the table page: roulette number bets', () => {
  it('stages from any number a split, street, corner or line the server takes, covering that number', () => {
    for (const kind of INSIDE_KINDS)
      for (let n = 0; n <= 36; n += 1) {
        const spot = insideSpot(kind, n);
        expect(isSpot('roulette', spot), `${kind} ${n}: ${spot}`).toBe(true);
        expect(insideNumbers(spot), spot).toContain(n);
        const expected = { straight: 1, split: 2, street: 3, corner: 4, line: 6 }[kind];
        if (n > 0) expect(insideNumbers(spot), spot).toHaveLength(expected);
      }
    expect(insideSpot('corner', 36)).toBe('corner:32-33-35-36');
    expect(insideSpot('line', 35)).toBe('line:31-32-33-34-35-36');
    expect(insideSpot('split', 3)).toBe('split:2-3');
    expect(insideSpot('street', 0)).toBe('street:0-1-2');
  });

  it('marks a number bet as won exactly when the server pays it', () => {
    for (let pocket = 0; pocket <= 36; pocket += 1) {
      const outcome: TableOutcome = { variant: 'roulette', pocket, colour: pocket === 0 ? 'green' : 'red' };
      for (const kind of INSIDE_KINDS)
        for (const n of [0, 1, 14, 27, 36]) {
          const spot = insideSpot(kind, n);
          expect(spotWins(outcome, spot), `${spot} on ${pocket}`).toBe(spotReturn(outcome, spot, 100n) > 0n);
        }
    }
  });
});

describe('the table page: staging bets in minor units', () => {
  it('adds chips on a spot and refuses the spot opposed to one staged or placed', () => {
    let staged: Stakes = new Map();
    const placed: Stakes = new Map();
    for (const chip of [1000n, 5000n, 1000n]) {
      const result = stageChip('baccarat', placed, staged, 'player', chip, LIMITS, 2);
      expect(result.ok).toBe(true);
      if (result.ok) staged = result.staged;
    }
    expect(entries(staged)).toEqual([['player', 7000n]]);
    const opposed = stageChip('baccarat', placed, staged, 'banker', 1000n, LIMITS, 2);
    expect(opposed).toEqual({
      ok: false,
      refusal: { status: 'BET_OPPOSED', spot: 'banker', opposed: 'player' },
    });
    // Placed on tiger earlier in the round: dragon is refused even with nothing staged.
    const held = stakes([['tiger', 2000n]]);
    expect(stageChip('dragon-tiger', held, new Map(), 'dragon', 1000n, LIMITS, 2)).toMatchObject({
      ok: false,
      refusal: { status: 'BET_OPPOSED', spot: 'dragon', opposed: 'tiger' },
    });
    expect(stageChip('dragon-tiger', held, new Map(), 'tie', 1000n, LIMITS, 2).ok).toBe(true);
    for (const [a, b] of [
      ['red', 'black'],
      ['odd', 'even'],
      ['low', 'high'],
    ] as const)
      expect(stageChip('roulette', stakes([[a, 1000n]]), new Map(), b, 1000n, LIMITS, 2).ok).toBe(false);
    // Roulette's straights and dozens oppose nothing.
    expect(
      stageChip('roulette', stakes([['red', 1000n]]), new Map(), 'straight:2', 1000n, LIMITS, 2).ok,
    ).toBe(true);
  });

  it('keeps each spot under its maximum (placed + staged) and the round under its total', () => {
    const placed = stakes([['player', 490_000n]]);
    expect(stageChip('baccarat', placed, new Map(), 'player', 10_000n, LIMITS, 2).ok).toBe(true);
    expect(stageChip('baccarat', placed, new Map(), 'player', 10_001n, LIMITS, 2)).toEqual({
      ok: false,
      refusal: { status: 'STAKE_TOO_HIGH', spot: 'player', min: '10.00', max: '5000.00' },
    });
    const many = stakes([
      ['straight:1', 500_000n],
      ['straight:2', 500_000n],
      ['straight:3', 500_000n],
    ]);
    expect(stageChip('roulette', many, new Map(), 'straight:4', 500_000n, LIMITS, 2).ok).toBe(true);
    const more = new Map([...many, ['straight:4', 400_000n] as [string, bigint]]);
    expect(stageChip('roulette', more, new Map(), 'straight:5', 100_000n, LIMITS, 2).ok).toBe(true);
    expect(stageChip('roulette', more, new Map(), 'straight:5', 100_001n, LIMITS, 2)).toMatchObject({
      ok: false,
      refusal: { status: 'TABLE_LIMIT', max: '20000.00' },
    });
  });

  it('repeats last round and doubles the staged, or the placed when nothing is staged', () => {
    const last = stakes([
      ['player', 5000n],
      ['tie', 1000n],
    ]);
    const repeated = repeatBets('baccarat', new Map(), last, LIMITS, 2);
    expect(repeated.ok && entries(repeated.staged)).toEqual([
      ['player', 5000n],
      ['tie', 1000n],
    ]);
    expect(repeatBets('baccarat', new Map(), new Map(), LIMITS, 2)).toEqual({
      ok: false,
      refusal: { status: 'NOTHING_TO_REPEAT' },
    });
    // Repeat after a banker bet this round: last round's player bet is opposed.
    expect(repeatBets('baccarat', stakes([['banker', 1000n]]), last, LIMITS, 2)).toMatchObject({
      ok: false,
      refusal: { status: 'BET_OPPOSED' },
    });
    const doubled = doubleBets('baccarat', new Map(), last, LIMITS, 2);
    expect(doubled.ok && entries(doubled.staged)).toEqual([
      ['player', 10_000n],
      ['tie', 2000n],
    ]);
    const placed = stakes([['banker', 3333n]]);
    const again = doubleBets('baccarat', placed, new Map(), LIMITS, 2);
    expect(again.ok && entries(again.staged)).toEqual([['banker', 3333n]]);
    expect(doubleBets('baccarat', new Map(), new Map(), LIMITS, 2).ok).toBe(false);
    // Doubling past a spot's maximum is refused and changes nothing.
    expect(doubleBets('baccarat', new Map(), stakes([['player', 250_001n]]), LIMITS, 2)).toMatchObject({
      ok: false,
      refusal: { status: 'STAKE_TOO_HIGH' },
    });
  });

  it('checks the minimum per spot on confirmation and writes the frame in decimal text', () => {
    expect(confirmProblem(new Map(), new Map(), LIMITS, 2)).toEqual({ status: 'NOTHING_STAGED' });
    expect(confirmProblem(new Map(), stakes([['tie', 999n]]), LIMITS, 2)).toEqual({
      status: 'STAKE_TOO_LOW',
      spot: 'tie',
      min: '10.00',
      max: '5000.00',
    });
    // A top-up under the minimum is fine when the spot already holds it.
    expect(confirmProblem(stakes([['tie', 1000n]]), stakes([['tie', 1n]]), LIMITS, 2)).toBeUndefined();
    expect(
      betsOf(
        stakes([
          ['straight:17', 12_345n],
          ['dozen:2', 1000n],
        ]),
        2,
      ),
    ).toEqual([
      { spot: 'straight:17', stake: '123.45' },
      { spot: 'dozen:2', stake: '10.00' },
    ]);
    expect(
      entries(
        stakesOf(
          [
            { spot: 'red', stake: '10.50' },
            { spot: 'red', stake: '1' },
          ],
          2,
        ),
      ),
    ).toEqual([['red', 1150n]]);
    expect(entries(stakesOf([{ spot: 'red', stake: '500' }], 0))).toEqual([['red', 500n]]);
    const id = requestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(requestId()).not.toBe(id);
  });
});

describe('the table page: the round on the server clock', () => {
  const round: RoundView = {
    roundId: 'R1',
    table: 'BAC-1',
    roundNo: 7,
    opensAt: 100_000,
    closesAt: 115_000,
    settlesAt: 123_000,
    nextOpensAt: 127_000,
    serverSeedHash: 'h',
  };

  it('counts down to close, then no more bets, the deal and the result', () => {
    expect(phaseAt(round, 100_000)).toEqual({ phase: 'betting', msLeft: 15_000, fraction: 1 });
    expect(phaseAt(round, 107_500)).toEqual({ phase: 'betting', msLeft: 7500, fraction: 0.5 });
    expect(secondsLeft(phaseAt(round, 114_001).msLeft)).toBe(1);
    expect(secondsLeft(phaseAt(round, 110_000).msLeft)).toBe(5);
    expect(phaseAt(round, 115_000).phase).toBe('closed');
    const dealt = { ...round, outcome: dealTable('baccarat', hex('s'), hex('p'), 7) };
    expect(phaseAt(dealt, 115_000).phase).toBe('dealing');
    expect(phaseAt(dealt, 123_000)).toEqual({ phase: 'result', msLeft: 4000, fraction: 0 });
  });

  it('corrects the clock by serverNow: two clocks apart show the same seconds', () => {
    const serverNow = 103_200;
    const a = clockOffset(serverNow, 50_000);
    const b = clockOffset(serverNow, 9_000_000);
    expect(secondsLeft(phaseAt(round, 50_000 + a + 300).msLeft)).toBe(12);
    expect(secondsLeft(phaseAt(round, 9_000_000 + b + 300).msLeft)).toBe(12);
    expect(clockOffset(Number.NaN, 5)).toBe(0);
  });

  it('deals baccarat P, B, P, B then the third cards, and turns them over the deal time', () => {
    const coup = {
      player: [1, 2, 3],
      banker: [14, 15, 16],
      playerTotal: 9,
      bankerTotal: 2,
      winner: 'player' as const,
      playerPair: false,
      bankerPair: false,
      natural: false,
    };
    const steps = dealSteps({ variant: 'baccarat', coup });
    expect(steps.map((s) => `${s.side[0]}${s.card}`)).toEqual(['p1', 'b14', 'p2', 'b15', 'p3', 'b16']);
    const twoCards = dealSteps({ variant: 'baccarat', coup: { ...coup, player: [1, 2], banker: [14, 15] } });
    expect(twoCards).toHaveLength(4);
    // 8 s of deal: the cards turn over the first 6.4 s, the result stays 1.6 s.
    expect(stepsShown(6, 115_000, 123_000, 114_999)).toBe(0);
    expect(stepsShown(6, 115_000, 123_000, 115_000)).toBe(1);
    expect(stepsShown(6, 115_000, 123_000, 118_200)).toBe(4);
    expect(stepsShown(6, 115_000, 123_000, 121_400)).toBe(6);
    expect(resultShown(6, 115_000, 123_000, 121_399)).toBe(false);
    expect(resultShown(6, 115_000, 123_000, 121_400)).toBe(true);
  });

  it('deals Andar Bahar joker, Andar, Bahar … and dragon tiger dragon then tiger', () => {
    for (const outcome of outcomes('andar-bahar', 50)) {
      if (outcome.variant !== 'andar-bahar') throw new Error('variant');
      const steps = dealSteps(outcome);
      expect(steps[0]).toEqual({ side: 'joker', card: outcome.coup.joker, index: 0 });
      expect(steps.slice(1).map((s) => s.side)).toEqual(
        steps.slice(1).map((_, k) => (k % 2 === 0 ? 'andar' : 'bahar')),
      );
      const last = steps[steps.length - 1];
      expect(last?.side).toBe(outcome.coup.winner);
      expect((last?.card ?? -1) % 13).toBe(outcome.coup.joker % 13);
    }
    const [dt] = outcomes('dragon-tiger', 1);
    if (dt?.variant !== 'dragon-tiger') throw new Error('variant');
    expect(dealSteps(dt).map((s) => [s.side, s.card])).toEqual([
      ['dragon', dt.coup.dragon],
      ['tiger', dt.coup.tiger],
    ]);
  });

  it('turns the wheel so the drawn pocket ends under the pointer', () => {
    expect(WHEEL).toHaveLength(37);
    expect(new Set(WHEEL).size).toBe(37);
    for (const pocket of [0, 17, 26, 32]) {
      const angle = wheelAngle(pocket);
      const index = WHEEL.indexOf(pocket as (typeof WHEEL)[number]);
      // The pocket's place (index × slice) plus the turn is a whole number of turns.
      expect(((((index * 360) / 37 + angle) % 360) + 360) % 360).toBeCloseTo(0, 6);
      expect(angle).toBeGreaterThan(4 * 360);
    }
  });
});

describe('the table page: words', () => {
  const codes = [
    'INVALID_REQUEST',
    'INVALID_SPOT',
    'BETTING_CLOSED',
    'ROUND_NOT_FOUND',
    'STAKE_TOO_LOW',
    'STAKE_TOO_HIGH',
    'TABLE_LIMIT',
    'BET_OPPOSED',
    'INSUFFICIENT_FUNDS',
    'DUPLICATE_REQUEST',
    'WALLET_UNAVAILABLE',
    'WALLET_REFUSED',
    'SESSION_EXPIRED',
    'SESSION_NOT_FOUND',
  ];

  it('has every text in both languages and every failure code its own text', () => {
    expect(Object.keys(TABLE_TEXTS.bn).sort()).toEqual(Object.keys(TABLE_TEXTS.en).sort());
    for (const code of codes) {
      expect(TABLE_TEXTS.en[`error.${code}`], code).toBeTruthy();
      expect(TABLE_TEXTS.bn[`error.${code}`], code).toBeTruthy();
    }
    for (const variant of VARIANTS)
      for (const spot of spotsOf(variant).filter((s) => !s.includes(':')))
        expect(TABLE_TEXTS.bn[`spot.${spot}`], spot).toBeTruthy();
  });

  it('fills a refusal with the spots, limits and balance in the page language', () => {
    const bn = createTableCtx({ lang: 'bn', variant: 'roulette', currency: 'BDT' });
    const en = createTableCtx({ lang: 'en', variant: 'roulette', currency: 'BDT' });
    const fill = (ctx: typeof bn) => ({ money: ctx.money, spot: ctx.spotName });
    expect(failureText('en', { status: 'STAKE_TOO_LOW', spot: 'dozen:2', min: '10.00' }, fill(en))).toBe(
      'The stake on 13–24 must be at least ৳10.00.',
    );
    const low = failureText('bn', { status: 'STAKE_TOO_LOW', spot: 'straight:17', min: '10.00' }, fill(bn));
    expect(low).toContain('১৭');
    expect(low).toContain('১০.০০');
    expect(low).not.toMatch(/[0-9]/);
    expect(failureText('en', { status: 'BET_OPPOSED', spot: 'red', opposed: 'black' }, fill(en))).toBe(
      'You cannot bet on both Red and Black in one round.',
    );
    expect(failureText('en', { status: 'INSUFFICIENT_FUNDS', balance: '5.25' }, fill(en))).toContain('৳5.25');
    expect(failureText('bn', { status: 'TABLE_LIMIT', max: '20000.00' }, fill(bn))).toContain('২০,০০০.০০');
    expect(failureText('en', { status: 'WALLET_TIMEOUT' }, fill(en))).toBe(tableText('en', 'error.WALLET'));
    expect(failureText('en', { status: 'SOMETHING' }, fill(en))).toBe(tableText('en', 'error.default'));
    expect(bn.chipText(100_000n)).toBe('১K');
    expect(en.chipText(5050n)).toBe('50.5');
    expect(en.chipText(50_000n)).toBe('500');
  });
});

describe('the table page HTML', () => {
  it('paints a loading line marked as the table page, with its bundle and boot data', () => {
    const boot: TableBoot = {
      kind: 'table',
      base: '/studio',
      lobby: '/games?x=<y>',
      lang: 'bn',
      sessionId: 'S1',
      name: 'Live Baccarat',
      nickname: 'me',
      currency: 'BDT',
      balance: '100.00',
      table: {
        code: 'RL-1',
        variant: 'roulette',
        name: { en: 'Roulette 1', bn: 'রুলেট ১' },
        minStake: '10.00',
        maxStake: '2000.00',
        maxTotal: '20000.00',
      },
      tables: [],
      chips: ['10.00'],
    };
    const html = tablePage(boot);
    expect(html).toContain('<main id="app" class="app table roulette" data-page="table">');
    expect(html).toContain('লোড হচ্ছে');
    expect(html).toContain('/studio/assets/table.css');
    expect(html).toContain('/studio/assets/table-main.js');
    expect(html).toContain('<title>রুলেট ১</title>');
    expect(html).not.toContain('<y>');
    const json = /<script type="application\/json" id="boot">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(boot);
  });
});
