import {
  type AndarBaharCoup,
  andarBaharReturn,
  type BaccaratCoup,
  baccaratReturn,
  beadPlate,
  bigRoad,
  type DragonTigerCoup,
  dealAndarBahar,
  dealBaccarat,
  dealDragonTiger,
  derivedRoad,
  dragonTigerReturn,
  ProvablyFairSource,
  RED,
  type RoadCoup,
  type RouletteBet,
  rouletteCovers,
  rouletteReturn,
  shuffledAsDealt,
  spinRoulette,
} from '@khela/game-math';
import type { TableVariant } from '../kinds.js';
import type { Roads, TableOutcome } from './api.js';

/**
 * The four live-style tables' rules as the room engine uses them (decision 0074, amended by 0076):
 * which spots a variant takes (a spot is a text code: "banker", "straight:17", "split:17-20"),
 * which spots oppose (a player holds one side of a pair per round), how a coup is dealt from the
 * round's provably fair stream, and what a spot returns on it.
 *
 * Every coup is dealt from a fresh shuffle (a continuous shuffler): 8 decks for baccarat and dragon
 * tiger, one for Andar Bahar, cards drawn one at a time by `shuffledAsDealt` from
 * ProvablyFairSource(server seed, public value, round number) — so each round is verified alone.
 */

const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie'] as const;
const ANDAR_BAHAR_SPOTS = ['andar', 'bahar'] as const;
const ROULETTE_OUTSIDE = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

/** Pairs a player may not both hold in one round (the valid-bet rule). */
const OPPOSED: Record<TableVariant, readonly (readonly [string, string])[]> = {
  baccarat: [['player', 'banker']],
  'dragon-tiger': [['dragon', 'tiger']],
  'andar-bahar': [['andar', 'bahar']],
  roulette: [
    ['red', 'black'],
    ['odd', 'even'],
    ['low', 'high'],
  ],
};

export const DECKS: Record<TableVariant, number> = {
  baccarat: 8,
  'dragon-tiger': 8,
  'andar-bahar': 1,
  roulette: 0,
};

/** A roulette spot's bet, or undefined when the text is not one of the layout. */
export function rouletteBetOf(spot: string): RouletteBet | undefined {
  if ((ROULETTE_OUTSIDE as readonly string[]).includes(spot))
    return { kind: spot as (typeof ROULETTE_OUTSIDE)[number] };
  const match = /^(straight|split|street|corner|line|dozen|column):(\d{1,2}(?:-\d{1,2}){0,5})$/.exec(spot);
  if (!match) return undefined;
  const kind = match[1] as string;
  const numbers = (match[2] as string).split('-').map(Number);
  let bet: RouletteBet;
  if (kind === 'straight') {
    if (numbers.length !== 1) return undefined;
    bet = { kind: 'straight', number: numbers[0] as number };
  } else if (kind === 'dozen' || kind === 'column') {
    const index = numbers[0];
    if (numbers.length !== 1 || (index !== 1 && index !== 2 && index !== 3)) return undefined;
    bet = { kind, index };
  } else bet = { kind: kind as 'split' | 'street' | 'corner' | 'line', numbers };
  const covers = rouletteCovers(bet);
  if (!Array.isArray(covers)) return undefined;
  // One text per bet: numbers in order, as the page writes them.
  if ('numbers' in bet && bet.numbers.join('-') !== [...covers].join('-')) return undefined;
  return bet;
}

/** Whether the variant takes this spot. */
export function isSpot(variant: TableVariant, spot: string): boolean {
  switch (variant) {
    case 'baccarat':
      return (BACCARAT_SPOTS as readonly string[]).includes(spot);
    case 'dragon-tiger':
      return (DRAGON_TIGER_SPOTS as readonly string[]).includes(spot);
    case 'andar-bahar':
      return (ANDAR_BAHAR_SPOTS as readonly string[]).includes(spot);
    case 'roulette':
      return rouletteBetOf(spot) !== undefined;
  }
}

/** The spot this one opposes (undefined: none). */
export function opposedSpot(variant: TableVariant, spot: string): string | undefined {
  for (const [a, b] of OPPOSED[variant]) {
    if (a === spot) return b;
    if (b === spot) return a;
  }
  return undefined;
}

/** The round's coup, dealt from its provably fair stream. */
export function dealTable(
  variant: TableVariant,
  serverSeed: string,
  publicValue: string,
  roundNo: number,
): TableOutcome {
  const source = new ProvablyFairSource(serverSeed, publicValue, roundNo);
  if (variant === 'roulette') {
    const pocket = spinRoulette(source);
    return { variant, pocket, colour: pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black' };
  }
  const shoe = shuffledAsDealt(source, DECKS[variant]);
  const next = () => shoe.next();
  if (variant === 'baccarat') return { variant, coup: dealBaccarat(next) };
  if (variant === 'dragon-tiger') return { variant, coup: dealDragonTiger(next) };
  return { variant, coup: dealAndarBahar(next) };
}

/** What a spot returns on the outcome (stake included; 0 when lost). */
export function spotReturn(outcome: TableOutcome, spot: string, stakeMinor: bigint): bigint {
  switch (outcome.variant) {
    case 'baccarat':
      return baccaratReturn(
        spot as (typeof BACCARAT_SPOTS)[number],
        outcome.coup as BaccaratCoup,
        stakeMinor,
      );
    case 'dragon-tiger':
      return dragonTigerReturn(
        spot as (typeof DRAGON_TIGER_SPOTS)[number],
        outcome.coup as DragonTigerCoup,
        stakeMinor,
      );
    case 'andar-bahar':
      return andarBaharReturn(
        spot as (typeof ANDAR_BAHAR_SPOTS)[number],
        outcome.coup as AndarBaharCoup,
        stakeMinor,
      );
    case 'roulette': {
      const bet = rouletteBetOf(spot);
      if (!bet) throw new Error(`not a roulette spot: ${spot}`);
      return rouletteReturn(bet, outcome.pocket, stakeMinor);
    }
  }
}

/** The largest return per unit of stake of a spot (for the round's payout cap): e.g. 36 for a straight. */
export function spotMaxMultiple(variant: TableVariant, spot: string): number {
  if (variant === 'roulette') {
    const bet = rouletteBetOf(spot);
    const covers = bet ? rouletteCovers(bet) : [];
    return Array.isArray(covers) && covers.length > 0 ? 36 / covers.length : 0;
  }
  if (spot === 'tie') return 9;
  if (spot === 'player_pair' || spot === 'banker_pair') return 12;
  return 2;
}

/** A short public summary of an outcome, for the history strip and the roads. */
export function winnerOf(outcome: TableOutcome): string {
  if (outcome.variant === 'roulette') return String(outcome.pocket);
  return outcome.coup.winner;
}

/** Baccarat's road maps from a table's recent outcomes (oldest first). */
export function roadsOf(outcomes: readonly TableOutcome[]): Roads | undefined {
  const coups: RoadCoup[] = [];
  for (const outcome of outcomes) {
    if (outcome.variant !== 'baccarat') return undefined;
    const coup = outcome.coup;
    coups.push({ winner: coup.winner, playerPair: coup.playerPair, bankerPair: coup.bankerPair });
  }
  const big = bigRoad(coups);
  return {
    bead: beadPlate(coups),
    big,
    bigEye: derivedRoad(big, 1),
    small: derivedRoad(big, 2),
    cockroach: derivedRoad(big, 3),
  };
}
