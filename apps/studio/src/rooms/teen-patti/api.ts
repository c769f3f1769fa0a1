/**
 * What the Teen Patti page receives (decision 0078): the public table (every socket of the room
 * gets the same text), the viewer's own part (their seat and, once seen, their cards) in the
 * snapshot and in answers, and the page's boot data. Amounts are decimal strings of BDT.
 */
export type TeenPattiSeatView = {
  seat: number;
  name: string;
  bot: boolean;
  connected: boolean;
  /** Dealt into the hand in play. */
  inHand: boolean;
  packed: boolean;
  seen: boolean;
  blinds: number;
  /** What this seat has put in the pot this hand. */
  bet: string;
};

export type TeenPattiShownHand = { seat: number; name: string; cards: number[]; category: string };

export type TeenPattiResultView = {
  handId: string;
  handNo: number;
  winners: number[];
  shares: { seat: number; amount: string }[];
  pot: string;
  rake: string;
  /** Every hand shown at the end (a show or the pot limit); none when the others packed. */
  shown: TeenPattiShownHand[];
  serverSeed: string;
  serverSeedHash: string;
  publicValue: string;
  endedAt: number;
};

export type TeenPattiHandView = {
  handId: string;
  handNo: number;
  serverSeedHash: string;
  publicValue: string;
  pot: string;
  /** The current stake (a blind bet; a seen bet is twice it). */
  stake: string;
  turnSeat: number;
  turnEndsAt: number;
  /** The seats in the order they play. */
  order: number[];
};

export type TeenPattiTableView = {
  type: 'table';
  code: string;
  name: { bn: string; en: string };
  currency: string;
  boot: string;
  stakeLimit: string;
  potLimit: string;
  maxBlinds: number;
  rakeBps: number;
  turnMs: number;
  /** The server's clock when the event was made (the page's timer ring runs on it). */
  now: number;
  /** A counter per table: the page ignores an event older than what it shows. */
  version: number;
  seats: (TeenPattiSeatView | null)[];
  hand: TeenPattiHandView | null;
  result: TeenPattiResultView | null;
  /** When the next hand is dealt, if one is due. */
  nextHandAt: number | null;
  /** A short notice for everyone ("seat 3 packed: time out"). */
  notice: { code: string; seat: number } | null;
};

export type TeenPattiYou = { seat: number | null; cards: number[] | null; name: string };

export type TeenPattiBoot = {
  kind: 'teen-patti';
  base: string;
  lobby: string;
  lang: 'bn' | 'en';
  sessionId: string;
  name: string;
  currency: string;
  balance: string;
  tableCode: string;
  tables: { code: string; name: { bn: string; en: string }; boot: string }[];
};

/** Refusal codes an action or a seat request answers (translated by the page). */
export type TeenPattiErrorCode =
  | 'INVALID_FRAME'
  | 'NOT_SEATED'
  | 'SEAT_TAKEN'
  | 'TABLE_FULL'
  | 'ALREADY_SEATED'
  | 'WRONG_CURRENCY'
  | 'NO_HAND'
  | 'HAND_OVER'
  | 'NOT_YOUR_TURN'
  | 'NOT_AT_TABLE'
  | 'MUST_SEE'
  | 'ALREADY_SEEN'
  | 'NOT_ENOUGH_CHIPS'
  | 'SHOW_NEEDS_TWO'
  | 'SIDE_SHOW_NOT_ALLOWED'
  | 'RAISE_ABOVE_LIMIT'
  | 'STALE_AMOUNT'
  | 'INSUFFICIENT_FUNDS'
  | 'WALLET_UNAVAILABLE'
  | 'WALLET_REFUSED'
  | 'INTERNAL_ERROR';
