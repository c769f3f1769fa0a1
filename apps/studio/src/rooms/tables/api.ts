import type {
  AndarBaharCoup,
  BaccaratCoup,
  BeadCell,
  BigRoadMark,
  DerivedMark,
  DragonTigerCoup,
} from '@khela/game-math';
import type { TableVariant } from '../kinds.js';

/**
 * The live tables' face (issue 21, decision 0076): what the page gets in its boot data, the room's
 * events on the socket, and the frames it sends. Amounts are decimal text of the session's
 * currency; times are the server's epoch milliseconds (the page corrects its clock by `serverNow`).
 *
 * Socket (rooms/socket.ts), game 'table':
 *   joined   TableSnapshot                         on join and every reconnect
 *   round    {round: RoundView}                    a new round opens (betting)
 *   totals   {roundId, totals, players}            the room's bets per spot (at most twice a second)
 *   dealing  {round: RoundView}                    no more bets: the coup (outcome) to animate
 *   settled  {round: RoundView, history, roads?}   the round is settled; its seed revealed
 *   result   {roundId, staked, returned, balance?} this player's result (to this player only)
 * Frames:
 *   {type: 'bet', ref, roundId, bets: [{spot, stake}], requestId}  → BetAnswer
 *   {type: 'mine', ref}                                           → {type: 'mine', bets, balance}
 *
 * Bet failure codes: INVALID_REQUEST, INVALID_SPOT (spot), BETTING_CLOSED, ROUND_NOT_FOUND,
 * STAKE_TOO_LOW / STAKE_TOO_HIGH (spot, min, max), TABLE_LIMIT (max), BET_OPPOSED (spot, opposed),
 * INSUFFICIENT_FUNDS (balance), DUPLICATE_REQUEST, WALLET_UNAVAILABLE, WALLET_REFUSED,
 * SESSION_EXPIRED.
 */

export type TableOutcome =
  | { variant: 'baccarat'; coup: BaccaratCoup }
  | { variant: 'dragon-tiger'; coup: DragonTigerCoup }
  | { variant: 'andar-bahar'; coup: AndarBaharCoup }
  | { variant: 'roulette'; pocket: number; colour: 'red' | 'black' | 'green' };

export type Roads = {
  bead: BeadCell[];
  big: BigRoadMark[];
  bigEye: DerivedMark[];
  small: DerivedMark[];
  cockroach: DerivedMark[];
};

export type TableInfo = {
  code: string;
  variant: TableVariant;
  name: { bn: string; en: string };
  /** Per spot, per round. */
  minStake: string;
  maxStake: string;
  /** A player's total stake in one round. */
  maxTotal: string;
};

export type TablePhase = 'betting' | 'dealing' | 'result';

export type RoundView = {
  roundId: string;
  table: string;
  roundNo: number;
  opensAt: number;
  /** No more bets from here. */
  closesAt: number;
  /** The deal's animation ends and the round settles. */
  settlesAt: number;
  /** The next round's betting opens. */
  nextOpensAt: number;
  /** SHA-256 of the round's server seed: public from the round's opening. */
  serverSeedHash: string;
  /** The digest of the round's bets, fixed at close. */
  publicValue?: string;
  outcome?: TableOutcome;
  /** Revealed once the round is settled. */
  serverSeed?: string;
};

export type SpotTotal = { stake: string; players: number };

export type HistoryEntry = { roundId: string; roundNo: number; outcome: TableOutcome };

export type MyBet = { spot: string; stake: string };

export type TableSnapshot = {
  type: 'table';
  table: TableInfo;
  round: RoundView;
  /** Recent rounds, oldest first (at most 72). */
  history: HistoryEntry[];
  roads?: Roads;
  totals: Record<string, SpotTotal>;
  players: number;
  /** This player's placed bets in the round. */
  mine: MyBet[];
  serverNow: number;
};

export type BetAnswer =
  | { type: 'bet'; status: 'OK'; mine: MyBet[]; balance: string }
  | { type: 'bet'; status: string; [key: string]: unknown };

/** The page's boot data. */
export type TableBoot = {
  kind: 'table';
  base: string;
  lobby: string;
  lang: 'bn' | 'en';
  sessionId: string;
  /** The catalogue game's name. */
  name: string;
  nickname: string;
  currency: string;
  balance: string;
  table: TableInfo;
  /** The other tables of the studio (the page's table switcher), with players now. */
  tables: (TableInfo & { players: number })[];
  /** Chip values offered (decimal text). */
  chips: string[];
};
