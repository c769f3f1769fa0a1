import type { BookBoot, FixtureAnswer, LobbyAnswer, PrefsAnswer } from '../../src/book/api.js';
import type { AcceptOdds, BetView, PlaceBetInput } from '../../src/book/engine/types.js';
import type { BookApi, PlaceResult } from './book-context.js';
import type { OddsFormat } from './book-format.js';

/**
 * The book's HTTP calls (src/book/api.ts lists the routes). A refusal is an answer
 * (`{status: CODE}`), not an exception; only a call that never got a JSON answer throws, as
 * BookError('NETWORK') or with the code the server sent.
 */

export class BookError extends Error {
  constructor(
    readonly code: string,
    readonly balance?: string,
  ) {
    super(code);
  }
}

/** OK carries bet, paid and balance; CASHOUT_CHANGED the new offer; a refusal maybe the balance. */
export type CashOutResult = {
  status: string;
  bet?: BetView;
  paid?: string;
  balance?: string;
  offer?: string;
};

/** The calls the sportsbook page makes beyond the shared context's. */
export type BookPageApi = BookApi & {
  cashOut(betId: string, offer: string, percent: number): Promise<CashOutResult>;
  savePrefs(prefs: { oddsFormat?: OddsFormat; acceptOdds?: AcceptOdds }): Promise<PrefsAnswer>;
};

const TIMEOUT_MS = 15_000;

async function call<T>(url: string, body?: unknown): Promise<T & { status: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new BookError('NETWORK');
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new BookError(response.ok ? 'NETWORK' : 'default');
  }
  if (typeof answer !== 'object' || answer === null || !('status' in answer)) throw new BookError('default');
  return answer as T & { status: string };
}

/** Reads must succeed: a refusal there (session ended, say) becomes a BookError. */
function ok<T extends { status: string }>(answer: T & { balance?: string }): T {
  if (answer.status !== 'OK') throw new BookError(answer.status, answer.balance);
  return answer;
}

export function createBookApi(boot: Pick<BookBoot, 'base' | 'sessionId' | 'category'>): BookPageApi {
  const root = `${boot.base}/book/api`;
  const session = `sessionId=${encodeURIComponent(boot.sessionId)}`;
  const sessionId = boot.sessionId;
  return {
    async lobby(sport) {
      const query = `${session}&category=${boot.category}${sport ? `&sport=${encodeURIComponent(sport)}` : ''}`;
      return ok(await call<LobbyAnswer>(`${root}/lobby?${query}`));
    },
    async fixture(id) {
      return ok(await call<FixtureAnswer>(`${root}/fixture/${encodeURIComponent(id)}?${session}`));
    },
    async place(input: PlaceBetInput): Promise<PlaceResult> {
      return call<PlaceResult>(`${root}/bets`, { sessionId, ...input });
    },
    async bets(filter) {
      return ok(await call<{ status: 'OK'; bets: BetView[] }>(`${root}/bets?${session}&filter=${filter}`))
        .bets;
    },
    async balance() {
      return ok(await call<{ status: 'OK'; balance: string }>(`${root}/balance?${session}`)).balance;
    },
    async cashOut(betId, offer, percent) {
      return call<CashOutResult>(`${root}/bets/${encodeURIComponent(betId)}/cashout`, {
        sessionId,
        offer,
        percent,
      });
    },
    async savePrefs(prefs) {
      return ok(await call<PrefsAnswer>(`${root}/prefs`, { sessionId, ...prefs }));
    },
  };
}
