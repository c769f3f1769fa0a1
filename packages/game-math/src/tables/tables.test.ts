import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededSource } from '../seeded-source.js';
import { andarBaharReturn, andarWinChance, dealAndarBahar } from './andar-bahar.js';
import { type BaccaratBet, baccaratReturn, bankerDraws, dealBaccarat } from './baccarat.js';
import { type Card, dealer, fairShoe, makeShoe, rankOf, shuffledAsDealt } from './cards.js';
import { dealDragonTiger, dragonTigerReturn } from './dragon-tiger.js';
import { beadPlate, bigRoad, derivedColours, derivedRoad, type RoadCoup } from './roads.js';
import { type RouletteBet, rouletteCovers, rouletteReturn, spinRoulette } from './roulette.js';
import { compareTeenPatti, teenPattiHand } from './teen-patti.js';
import { actTeenPatti, leaveTeenPatti, startTeenPatti, type TeenPattiAction } from './teen-patti-table.js';

/** Cards by rank (0 = ace … 12 = king), in spades: a scripted shoe. */
const scripted = (ranks: number[]) => dealer(ranks as Card[]).next;

describe('baccarat', () => {
  it('deals the tableau: hand-computed coups', () => {
    // Player 4 + 5 = 9, a natural; banker K + 7 = 7: nobody draws, player wins.
    const natural = dealBaccarat(scripted([3, 12, 4, 6]));
    expect(natural).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player', natural: true });
    expect(natural.player).toHaveLength(2);
    // Player 2 + 3 = 5 draws an 8 → 3; banker A + 2 = 3 stands on a player's third 8: a tie at 3.
    const tie = dealBaccarat(scripted([1, 0, 2, 1, 7]));
    expect(tie).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });
    expect(tie.banker).toHaveLength(2);
    // Player 10 + 6 = 6 stands; banker 3 + 2 = 5 draws (player stood) a 4 → 9: banker wins.
    const banker = dealBaccarat(scripted([9, 2, 5, 1, 3]));
    expect(banker).toMatchObject({ playerTotal: 6, bankerTotal: 9, winner: 'banker' });
    expect(banker.banker).toHaveLength(3);
    // Pairs: the first two cards of a side share a rank (two nines each: naturals of 8, a tie).
    const pairs = dealBaccarat(scripted([8, 8, 8, 8]));
    expect(pairs).toMatchObject({
      playerPair: true,
      bankerPair: true,
      playerTotal: 8,
      bankerTotal: 8,
      winner: 'tie',
    });
  });

  it('draws for the banker by the standard table', () => {
    const table: Record<number, number[]> = {
      3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
      4: [2, 3, 4, 5, 6, 7],
      5: [4, 5, 6, 7],
      6: [6, 7],
      7: [],
    };
    for (let banker = 0; banker <= 7; banker += 1)
      for (let third = 0; third <= 9; third += 1)
        expect(bankerDraws(banker, third), `${banker} v ${third}`).toBe(
          banker <= 2 || (table[banker] ?? []).includes(third),
        );
    for (let banker = 0; banker <= 7; banker += 1) expect(bankerDraws(banker, undefined)).toBe(banker <= 5);
  });

  it('pays each bet as its table says', () => {
    const win = { player: [3, 12, 4, 6], banker: [9, 2, 5, 1, 3], tie: [1, 0, 2, 1, 7] };
    const coup = (key: keyof typeof win) => dealBaccarat(scripted(win[key]));
    expect(baccaratReturn('player', coup('player'), 1000n)).toBe(2000n);
    expect(baccaratReturn('banker', coup('banker'), 1000n)).toBe(1950n);
    expect(baccaratReturn('banker', coup('banker'), 1n)).toBe(1n); // 1.95 minor: the fraction is the house's
    expect(baccaratReturn('player', coup('tie'), 1000n)).toBe(1000n);
    expect(baccaratReturn('banker', coup('tie'), 1000n)).toBe(1000n);
    expect(baccaratReturn('tie', coup('tie'), 1000n)).toBe(9000n);
    expect(baccaratReturn('tie', coup('player'), 1000n)).toBe(0n);
    expect(baccaratReturn('player_pair', dealBaccarat(scripted([8, 8, 8, 8])), 1000n)).toBe(12000n);
  });

  it('has the stated house edges over 10⁷ coups of 8-deck shoes (acceptance 1)', () => {
    const stated: Record<BaccaratBet, number> = {
      banker: 0.010579,
      player: 0.012351,
      tie: 0.143596,
      player_pair: 0.103614,
      banker_pair: 0.103614,
    };
    const n = 10_000_000;
    const source = new SeededSource(20_261_127);
    // Coups counted by what the bets look at (winner, pairs), one coup kept of each kind: every
    // bet is then paid by baccaratReturn on that coup, times how often it came.
    const kinds = new Map<string, { coup: ReturnType<typeof dealBaccarat>; count: number }>();
    let shoe = dealer(makeShoe(source, 8));
    for (let k = 0; k < n; k += 1) {
      if (shoe.left() < 16) shoe = dealer(makeShoe(source, 8));
      const coup = dealBaccarat(shoe.next);
      const key = `${coup.winner}${coup.playerPair ? 'P' : ''}${coup.bankerPair ? 'B' : ''}`;
      const kind = kinds.get(key);
      if (kind) kind.count += 1;
      else kinds.set(key, { coup, count: 1 });
    }
    const lines: string[] = [];
    for (const bet of Object.keys(stated) as BaccaratBet[]) {
      let sum = 0;
      let squares = 0;
      for (const { coup, count } of kinds.values()) {
        const net = Number(baccaratReturn(bet, coup, 100n)) / 100 - 1;
        sum += net * count;
        squares += net * net * count;
      }
      const mean = sum / n;
      const error = Math.sqrt((squares / n - mean * mean) / n);
      // Within 4 standard errors of the stated edge.
      expect(Math.abs(-mean - stated[bet]), bet).toBeLessThan(4 * error);
      lines.push(`${bet} ${(-mean * 100).toFixed(3)} % (± ${(error * 100).toFixed(3)})`);
    }
    console.log(`baccarat, 10⁷ coups: ${lines.join(', ')}`);
  }, 300_000);
});

describe('dragon tiger', () => {
  it('compares ranks, ace low, and pays half back to a side on a tie', () => {
    const coup = dealDragonTiger(scripted([12, 0]));
    expect(coup.winner).toBe('dragon');
    expect(dragonTigerReturn('dragon', coup, 1000n)).toBe(2000n);
    expect(dragonTigerReturn('tiger', coup, 1000n)).toBe(0n);
    const tie = dealDragonTiger(scripted([4, 13 + 4])); // fives of spades and hearts
    expect(tie.winner).toBe('tie');
    expect(dragonTigerReturn('dragon', tie, 1000n)).toBe(500n);
    expect(dragonTigerReturn('tie', tie, 1000n)).toBe(9000n);
  });

  it('has the stated house edges over 10⁷ coups (acceptance 1)', () => {
    const n = 10_000_000;
    const source = new SeededSource(7_777);
    let shoe = dealer(makeShoe(source, 8));
    const kinds = new Map<string, { coup: ReturnType<typeof dealDragonTiger>; count: number }>();
    for (let k = 0; k < n; k += 1) {
      if (shoe.left() < 16) shoe = dealer(makeShoe(source, 8));
      const coup = dealDragonTiger(shoe.next);
      const kind = kinds.get(coup.winner);
      if (kind) kind.count += 1;
      else kinds.set(coup.winner, { coup, count: 1 });
    }
    const sums = { dragon: 0, tie: 0 };
    const squares = { dragon: 0, tie: 0 };
    for (const bet of ['dragon', 'tie'] as const)
      for (const { coup, count } of kinds.values()) {
        const net = Number(dragonTigerReturn(bet, coup, 100n)) / 100 - 1;
        sums[bet] += net * count;
        squares[bet] += net * net * count;
      }
    const stated = { dragon: 0.037349, tie: 0.32771 };
    for (const bet of ['dragon', 'tie'] as const) {
      const mean = sums[bet] / n;
      const error = Math.sqrt((squares[bet] / n - mean * mean) / n);
      expect(Math.abs(-mean - stated[bet]), bet).toBeLessThan(4 * error);
    }
  }, 300_000);
});

describe('roulette', () => {
  it('knows the layout: what each bet covers, and refuses shapes that are not on it', () => {
    expect(rouletteCovers({ kind: 'split', numbers: [1, 2] })).toEqual([1, 2]);
    expect(rouletteCovers({ kind: 'split', numbers: [1, 4] })).toEqual([1, 4]);
    expect(rouletteCovers({ kind: 'split', numbers: [0, 3] })).toEqual([0, 3]);
    expect(rouletteCovers({ kind: 'split', numbers: [3, 4] })).toHaveProperty('problem');
    expect(rouletteCovers({ kind: 'street', numbers: [4, 5, 6] })).toEqual([4, 5, 6]);
    expect(rouletteCovers({ kind: 'street', numbers: [5, 6, 7] })).toHaveProperty('problem');
    expect(rouletteCovers({ kind: 'corner', numbers: [1, 2, 4, 5] })).toEqual([1, 2, 4, 5]);
    expect(rouletteCovers({ kind: 'corner', numbers: [2, 3, 5, 6] })).toEqual([2, 3, 5, 6]);
    expect(rouletteCovers({ kind: 'corner', numbers: [3, 4, 6, 7] })).toHaveProperty('problem');
    expect(rouletteCovers({ kind: 'line', numbers: [31, 32, 33, 34, 35, 36] })).toHaveLength(6);
    expect(rouletteCovers({ kind: 'straight', number: 37 })).toHaveProperty('problem');
    expect(rouletteCovers({ kind: 'column', index: 2 })).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
    expect(rouletteCovers({ kind: 'red' })).toHaveLength(18);
    expect(rouletteCovers({ kind: 'black' })).toHaveLength(18);
    // Zero loses every outside bet; a straight on it pays 35:1.
    expect(rouletteReturn({ kind: 'red' }, 0, 1000n)).toBe(0n);
    expect(rouletteReturn({ kind: 'straight', number: 0 }, 0, 1000n)).toBe(36_000n);
    expect(rouletteReturn({ kind: 'dozen', index: 3 }, 36, 1000n)).toBe(3000n);
    expect(rouletteReturn({ kind: 'corner', numbers: [1, 2, 4, 5] }, 5, 1000n)).toBe(9000n);
  });

  it('returns 36/37 of every bet over 10⁷ spins (a 2.70 % edge, acceptance 1)', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', number: 17 },
      { kind: 'split', numbers: [0, 2] },
      { kind: 'street', numbers: [10, 11, 12] },
      { kind: 'corner', numbers: [23, 24, 26, 27] },
      { kind: 'line', numbers: [1, 2, 3, 4, 5, 6] },
      { kind: 'column', index: 1 },
      { kind: 'red' },
    ];
    const n = 10_000_000;
    const source = new SeededSource(36);
    const counts = new Array<number>(37).fill(0);
    for (let k = 0; k < n; k += 1) {
      const pocket = spinRoulette(source);
      counts[pocket] = (counts[pocket] ?? 0) + 1;
    }
    for (const bet of bets) {
      const covers = rouletteCovers(bet) as number[];
      const hits = covers.reduce((sum, number) => sum + (counts[number] ?? 0), 0);
      const p = covers.length / 37;
      const paid = 36 / covers.length;
      const edge = 1 - (hits * paid) / n;
      expect(Math.abs(edge - 1 / 37), bet.kind).toBeLessThan(4 * paid * Math.sqrt((p * (1 - p)) / n));
    }
  }, 300_000);
});

describe('a shoe', () => {
  it('holds every card of its decks once, and a revealed seed re-deals it', () => {
    const seed = 'a'.repeat(64);
    const shoe = fairShoe(seed, 'public', 3, 8);
    expect(shoe).toHaveLength(416);
    const perCard = new Map<number, number>();
    for (const card of shoe) perCard.set(card, (perCard.get(card) ?? 0) + 1);
    expect([...perCard.values()].every((count) => count === 8)).toBe(true);
    expect(fairShoe(seed, 'public', 3, 8)).toEqual(shoe);
    expect(fairShoe(seed, 'public', 4, 8)).not.toEqual(shoe);
    expect(rankOf(shoe[0] as Card)).toBeGreaterThanOrEqual(0);
  });
});

describe('baccarat roads', () => {
  const coups = (text: string): RoadCoup[] =>
    [...text].map((c) => ({
      winner: c === 'B' ? 'banker' : c === 'P' ? 'player' : 'tie',
      playerPair: false,
      bankerPair: false,
    }));
  /** Where each mark sits, as "column,row" pairs. */
  const at = (cells: readonly { column: number; row: number }[]) =>
    cells.map((cell) => `${cell.column},${cell.row}`).join(' ');

  it('lays the bead plate in columns of six and the big road in streaks, ties on the mark before', () => {
    const plate = beadPlate(coups('BPTBBBP'));
    expect(at(plate)).toBe('0,0 0,1 0,2 0,3 0,4 0,5 1,0');
    // The opening tie waits for the first mark; the two ties after it go on it too.
    const road = bigRoad(coups('TBTTBPPB'));
    expect(road.map((mark) => [mark.side[0], mark.ties, mark.column, mark.row])).toEqual([
      ['b', 3, 0, 0],
      ['b', 0, 0, 1],
      ['p', 0, 1, 0],
      ['p', 0, 1, 1],
      ['b', 0, 2, 0],
    ]);
  });

  it("turns a long streak right along the bottom row (the dragon's tail)", () => {
    const road = bigRoad(coups('BBBBBBBBP'));
    expect(at(road)).toBe('0,0 0,1 0,2 0,3 0,4 0,5 1,5 2,5 1,0');
  });

  it('derives big eye boy, small road and cockroach pig', () => {
    // Columns B3, P2, B1: big eye boy judges (column 1, row 1) red (column 0 goes on past row 1)
    // and the start of column 2 blue (columns 1 and 0 differ).
    const road = bigRoad(coups('BBBPPB'));
    expect(derivedColours(road, 1)).toEqual(['red', 'blue']);
    expect(derivedColours(road, 2)).toEqual([]);
    // Columns B2, P2, B2, P1, B1. Big eye boy: (1,1) red (column 0 reaches row 1), (2,0) red
    // (columns 1 and 0 both 2 long), (2,1) red, (3,0) red (2 = 2), (4,0) blue (1 ≠ 2).
    const chop = bigRoad(coups('BBPPBBPB'));
    expect(derivedColours(chop, 1)).toEqual(['red', 'red', 'red', 'red', 'blue']);
    // Small road from (2,1): column 0 reaches row 1 → red; (3,0): columns 2 and 0 → red; (4,0):
    // columns 3 and 1 differ → blue.
    expect(derivedColours(chop, 2)).toEqual(['red', 'red', 'blue']);
    // Cockroach pig: nothing at row 1 of column 3, so it starts at column 4: columns 3 and 0 differ.
    expect(derivedColours(chop, 3)).toEqual(['blue']);
    // A column 2 (row 1 of column 1) that stops exactly above the row judged is blue: B1 P2 → (1,1) blue.
    expect(derivedColours(bigRoad(coups('BPP')), 1)).toEqual(['blue']);
    expect(derivedRoad(chop, 1).map((mark) => [mark.colour[0], mark.column, mark.row])).toEqual([
      ['r', 0, 0],
      ['r', 0, 1],
      ['r', 0, 2],
      ['r', 0, 3],
      ['b', 1, 0],
    ]);
  });
});

describe('andar bahar', () => {
  it('deals to Andar first until the joker’s rank comes, and pays Andar 0.9:1 and Bahar 1:1', () => {
    // Joker 7; Andar K, Bahar 2, Andar 7 (of hearts): Andar wins on the third card.
    const coup = dealAndarBahar(scripted([6, 12, 1, 13 + 6]));
    expect(coup).toMatchObject({ winner: 'andar', andar: [12, 19], bahar: [1] });
    expect(andarBaharReturn('andar', coup, 1000n)).toBe(1900n);
    expect(andarBaharReturn('bahar', coup, 1000n)).toBe(0n);
    const bahar = dealAndarBahar(scripted([0, 5, 13]));
    expect(bahar.winner).toBe('bahar');
    expect(andarBaharReturn('bahar', bahar, 1000n)).toBe(2000n);
    expect(andarWinChance(1)).toBeCloseTo(0.515006, 6);
  });

  it('has the stated edges over 10⁷ coups (acceptance 1)', () => {
    const n = 10_000_000;
    const source = new SeededSource(52);
    let andarWins = 0;
    const deck = shuffledAsDealt(source, 1);
    for (let k = 0; k < n; k += 1) {
      deck.reshuffle();
      if (dealAndarBahar(deck.next).winner === 'andar') andarWins += 1;
    }
    const p = andarWinChance(1);
    const observed = andarWins / n;
    expect(Math.abs(observed - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    const andarEdge = 1 - observed * 1.9;
    const baharEdge = 1 - (1 - observed) * 2;
    expect(Math.abs(andarEdge - (1 - p * 1.9))).toBeLessThan(4 * 1.9 * Math.sqrt((p * (1 - p)) / n));
    expect(Math.abs(baharEdge - (1 - (1 - p) * 2))).toBeLessThan(4 * 2 * Math.sqrt((p * (1 - p)) / n));
  }, 300_000);
});

describe('teen patti hands', () => {
  // Cards by text: rank then suit letter (s, h, c, d).
  const card = (text: string): Card => {
    const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(
      text.slice(0, -1),
    );
    const suit = ['s', 'h', 'c', 'd'].indexOf(text.slice(-1));
    return suit * 13 + rank;
  };
  const hand = (text: string) => text.split(' ').map(card);

  it('ranks the categories and A-2-3 just below A-K-Q', () => {
    const ordered = [
      '2s 3h 5c', // high card
      'Ks Qh 10c',
      '2s 2h 3c', // pair
      'As Ah Kc',
      '2s 4s 6s', // colour
      'As Ks Js',
      '2s 3h 4c', // sequence, lowest
      'Qs Kh Ac',
      'As 2h 3c', // A-2-3 below A-K-Q only
      '4s 3s 2s', // pure sequence
      'As 2s 3s',
      'Qs Ks As',
      '2s 2h 2c', // trail
      'As Ah Ac',
    ];
    expect(teenPattiHand(hand('As 2h 3c')).category).toBe('sequence');
    // A-K-Q beats A-2-3, which beats K-Q-J.
    expect(compareTeenPatti(hand('Qs Kh Ac'), hand('As 2h 3c'))).toBeGreaterThan(0);
    expect(compareTeenPatti(hand('As 2h 3c'), hand('Ks Qh Jc'))).toBeGreaterThan(0);
    const sorted = [...ordered.filter((text) => text !== 'Qs Kh Ac' && text !== 'As 2h 3c')];
    for (let k = 1; k < sorted.length; k += 1)
      expect(
        compareTeenPatti(hand(sorted[k] as string), hand(sorted[k - 1] as string)),
        sorted[k],
      ).toBeGreaterThan(0);
    // A pair's rank counts before its kicker; suits never break a tie.
    expect(compareTeenPatti(hand('3s 3h 2c'), hand('2s 2h Ac'))).toBeGreaterThan(0);
    expect(compareTeenPatti(hand('9s 9h Kc'), hand('9c 9d Ks'))).toBe(0);
  });

  it('counts every category of the 22,100 hands as the combinatorics say', () => {
    const counts = new Map<string, number>();
    for (let x = 0; x < 52; x += 1)
      for (let y = x + 1; y < 52; y += 1)
        for (let z = y + 1; z < 52; z += 1) {
          const { category } = teenPattiHand([x, y, z]);
          counts.set(category, (counts.get(category) ?? 0) + 1);
        }
    expect(Object.fromEntries(counts)).toEqual({
      trail: 52,
      pure_sequence: 48,
      sequence: 720,
      colour: 1_096,
      pair: 3_744,
      high_card: 16_440,
    });
  });
});

describe('a teen patti table', () => {
  const config = { boot: 100n, stakeLimit: 3_200n, potLimit: 100_000n, maxBlinds: 4, rakeBps: 500 };
  const actions: TeenPattiAction[] = [
    { kind: 'see' },
    { kind: 'bet' },
    { kind: 'bet', raise: true },
    { kind: 'pack' },
    { kind: 'show' },
    { kind: 'side_show' },
  ];

  it('keeps every paisa: stakes in equal the pot, the pot out equals rake plus shares (property, acceptance 4)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 100n, max: 20_000n }), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.array(fc.tuple(fc.nat(5), fc.nat(5), fc.boolean()), { maxLength: 80 }),
        (chips, seed, script) => {
          const players = chips.map((amount, k) => ({ playerId: `p${k}`, chips: amount }));
          const shoe = dealer(makeShoe(new SeededSource(seed), 1));
          const state = startTeenPatti(config, players, shoe.next);
          const total = chips.reduce((sum, amount) => sum + amount, 0n);
          for (const [action, who, leave] of script) {
            if (state.result) break;
            const playerId = `p${who % players.length}`;
            if (leave && who === 0) {
              leaveTeenPatti(state, playerId);
              continue;
            }
            const before = structuredClone(state);
            const answer = actTeenPatti(state, playerId, actions[action] as TeenPattiAction);
            if (!answer.ok) expect(state).toEqual(before); // a refusal changes nothing
            const inPlay = state.seats.reduce((sum, seat) => sum + seat.bet, 0n);
            expect(inPlay).toBe(state.pot);
            if (!state.result)
              expect(state.seats.reduce((sum, seat) => sum + seat.chips, 0n) + state.pot).toBe(total);
          }
          // Whoever is still in at the end walks away one by one (each packed), as after a grace.
          for (const seat of state.seats) if (!state.result) leaveTeenPatti(state, seat.playerId);
          const result = state.result;
          expect(result).toBeDefined();
          if (!result) return;
          expect(result.rake).toBe((state.pot * 500n) / 10_000n);
          const shares = Object.values(result.shares).reduce((sum, share) => sum + share, 0n);
          expect(shares + result.rake).toBe(state.pot);
          expect(state.seats.reduce((sum, seat) => sum + seat.chips, 0n) + result.rake).toBe(total);
          for (const [k, seat] of state.seats.entries()) {
            // A loser (packed, left or shown down) keeps exactly what it did not stake.
            const share = result.shares[seat.playerId] ?? 0n;
            expect(seat.chips).toBe((chips[k] as bigint) - seat.bet + share);
          }
        },
      ),
      { numRuns: 2_000, seed: 2026_1127 },
    );
  });

  it('plays a hand by the rules: blind and seen bets, raises, the blind limit, a show', () => {
    // Seat 0: three aces (a trail); seat 1: 2 3 5 of spades (a colour). One card each in turn.
    const state = startTeenPatti(
      config,
      [
        { playerId: 'a', chips: 10_000n },
        { playerId: 'b', chips: 10_000n },
      ],
      scripted([0, 1, 13, 2, 26, 4]),
    );
    expect(state.pot).toBe(200n);
    expect(actTeenPatti(state, 'b', { kind: 'bet' })).toEqual({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(actTeenPatti(state, 'a', { kind: 'bet' })).toEqual({ ok: true }); // blind 100
    expect(actTeenPatti(state, 'b', { kind: 'see' })).toEqual({ ok: true });
    expect(actTeenPatti(state, 'b', { kind: 'bet', raise: true })).toEqual({ ok: true }); // stake 200, seen 400
    expect(state.stake).toBe(200n);
    expect(state.pot).toBe(700n);
    for (let k = 0; k < 3; k += 1) {
      expect(actTeenPatti(state, 'a', { kind: 'bet' })).toEqual({ ok: true }); // blind 200
      expect(actTeenPatti(state, 'b', { kind: 'bet' })).toEqual({ ok: true }); // seen 400
    }
    expect(actTeenPatti(state, 'a', { kind: 'bet' })).toEqual({ ok: false, code: 'MUST_SEE' });
    expect(actTeenPatti(state, 'a', { kind: 'see' })).toEqual({ ok: true });
    expect(actTeenPatti(state, 'a', { kind: 'side_show' })).toEqual({
      ok: false,
      code: 'SIDE_SHOW_NOT_ALLOWED',
    });
    expect(actTeenPatti(state, 'a', { kind: 'show' })).toEqual({ ok: true }); // seen: 400
    expect(state.pot).toBe(700n + 3n * 600n + 400n);
    expect(state.result?.winners).toEqual(['a']);
    expect(state.result?.rake).toBe((2_900n * 500n) / 10_000n);
    expect(state.seats[0]?.chips).toBe(10_000n - 1_200n + 2_900n - 145n); // boot, blind 100, 3 × 200, show 400
  });
});
