import { assert } from '../random-source.js';
import { type Card, rankOf } from './cards.js';

/**
 * Baccarat (punto banco) as dealt at the studio's tables (issue 21): the standard tableau.
 * Values: ace 1, two to nine their pips, tens and faces 0; a hand's total is its values mod 10.
 * Player, banker, player, banker; a natural (8 or 9 on either first two cards) ends the coup.
 * Otherwise the player draws on 0–5; the banker, if the player stood, draws on 0–5, and if the
 * player drew a third card of value t, draws on 0–2, on 3 unless t = 8, on 4 if t is 2–7, on 5 if
 * t is 4–7, on 6 if t is 6–7, never on 7.
 *
 * Bets and what they return (stake included): player 2× (1:1); banker 1.95× (1:1 less 5 %
 * commission), the fraction of a minor unit kept by the house; tie 9× (8:1), and player and banker
 * bets are returned on a tie; player pair and banker pair 12× (11:1) when that side's first two
 * cards share a rank. House edges with 8 decks: banker 1.06 %, player 1.24 %, tie 14.36 %, each
 * pair 10.36 %.
 */
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

export type BaccaratCoup = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
};

export const baccaratValue = (card: Card): number => {
  const rank = rankOf(card) + 1;
  return rank >= 10 ? 0 : rank;
};

const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether the banker draws on `banker` after the player drew a third card worth `third`. */
export function bankerDraws(banker: number, third: number | undefined): boolean {
  if (third === undefined) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/** One coup from the next cards of the shoe. */
export function dealBaccarat(next: () => Card): BaccaratCoup {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: number | undefined;
    if (total(player) <= 5) {
      const card = next();
      player.push(card);
      third = baccaratValue(card);
    }
    if (bankerDraws(total(banker), third)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(player[0] as Card) === rankOf(player[1] as Card),
    bankerPair: rankOf(banker[0] as Card) === rankOf(banker[1] as Card),
    natural,
  };
}

/** What a bet of `stakeMinor` returns on this coup (stake included; 0 when lost). */
export function baccaratReturn(bet: BaccaratBet, coup: BaccaratCoup, stakeMinor: bigint): bigint {
  assert(stakeMinor >= 0n, 'a stake is not negative');
  switch (bet) {
    case 'player':
      return coup.winner === 'player' ? stakeMinor * 2n : coup.winner === 'tie' ? stakeMinor : 0n;
    case 'banker':
      return coup.winner === 'banker' ? (stakeMinor * 195n) / 100n : coup.winner === 'tie' ? stakeMinor : 0n;
    case 'tie':
      return coup.winner === 'tie' ? stakeMinor * 9n : 0n;
    case 'player_pair':
      return coup.playerPair ? stakeMinor * 12n : 0n;
    case 'banker_pair':
      return coup.bankerPair ? stakeMinor * 12n : 0n;
  }
}
