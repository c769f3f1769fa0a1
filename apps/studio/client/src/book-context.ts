import type { BookBoot, FixtureAnswer, LobbyAnswer } from '../../src/book/api.js';
import type { BetView, PlaceBetInput } from '../../src/book/engine/types.js';
import type { Names } from '../../src/book/feed/types.js';

/**
 * What the book page's parts share: the sportsbook page (book-main.ts, book-slip.ts) and the
 * cockfight arena (book-cockfight.ts) are drawn by different modules over one context, built
 * once by book-main.ts from the boot data.
 */
export type PlaceResult =
  | { status: 'OK'; bet: BetView; balance: string }
  | { status: 'ODDS_CHANGED'; changes: { selectionId: string; odds: number }[] }
  | { status: string; balance?: string };

export type BookApi = {
  lobby(sport?: string): Promise<LobbyAnswer>;
  fixture(id: string): Promise<FixtureAnswer>;
  place(input: PlaceBetInput): Promise<PlaceResult>;
  bets(filter: 'open' | 'settled'): Promise<BetView[]>;
  balance(): Promise<string>;
};

export type BookContext = {
  boot: BookBoot;
  api: BookApi;
  /** A text of the page in the player's language (book-texts.ts), `{name}` placeholders filled. */
  t(key: string, values?: Record<string, string | number>): string;
  /** A name in the player's language. */
  name(names: Names): string;
  /** Odds in the player's chosen format ("1.95", "0.95", "-1.05", ...). */
  odds(odds: number): string;
  /** "1234.50" → "৳1,234.50" in the player's language. */
  money(amount: string): string;
  /** The header balance changed (a bet taken, a result paid). */
  setBalance(balance: string): void;
  /** A short message at the bottom of the screen (role=status; `alert` for a refusal). */
  toast(text: string, kind?: 'status' | 'alert'): void;
};
