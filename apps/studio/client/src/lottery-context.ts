import type { GameView, LotteryBoot } from '../../src/lottery/api.js';
import type { Names } from '../../src/lottery/schedule.js';
import type { LotteryApi } from './lottery-api.js';
import type { Bet } from './lottery-bets.js';
import type { Say } from './lottery-labels.js';
import type { LotteryLang } from './lottery-texts.js';

/**
 * What the lottery page's parts share, built once by lottery-main.ts from the boot data: the
 * words, the money and digits, the server's clock, the games and the selected one, the basket
 * and the header's balance.
 */

/** What the record and the outcome drawings need: they also serve the verifier (no session). */
export type Words = {
  lang: LotteryLang;
  t: Say;
  /** Every digit in the page's language ("Draw 123" → "ড্র ১২৩" in Bengali). */
  digits(text: string | number): string;
  /** A time in the player's zone and language. */
  time(ms: number): string;
};

export type LotteryContext = Words & {
  boot: LotteryBoot;
  api: LotteryApi;
  decimals: number;
  name(names: Names): string;
  /** "1234.50" → "৳1,234.50". */
  money(amount: string): string;
  moneyMinor(minor: bigint): string;
  /** The server's time now (the offset of the last games answer applied). */
  now(): number;
  setOffset(offsetMs: number): void;
  /** The games the page lists (the boot family's) and the selected one. */
  games(): GameView[];
  game(): GameView | undefined;
  selectGame(code: string): void;
  /** Called when the selected game or the list of games changes. */
  onGame(listener: () => void): void;
  setBalance(balance: string): void;
  /** Asks the server for the balance now (after a ticket, a cancel, a result). */
  refreshBalance(): void;
  toast(text: string, kind?: 'status' | 'alert'): void;
  go(route: string): void;
};

/** The basket as the board sees it: what is on the ticket, and a tap on a pick. */
export type BasketControl = {
  has(key: string): boolean;
  toggle(bet: Bet): void;
  add(bets: Bet[]): void;
  keys(): ReadonlySet<string>;
  /** The stake new lines go on at. */
  stake(): string;
  setStake(stake: string): void;
  /** The board's draw changed (a new one opened, the player picked a province). */
  target(draw: { drawId: string; drawNo: number; province?: string } | undefined): void;
};
