import { timingSafeEqual } from 'node:crypto';
import {
  BOOK_EXPOSURE_MAX_EVENTS,
  BOOK_EXPOSURE_MAX_MARKETS,
  type BookExposureEvent,
  type BookExposureReport,
  VENDOR_REPLAY_WINDOW_MS,
} from '@khela/contract';
import { isCurrencyCode, toDecimalString, tryParseAmount } from '@khela/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signBody } from '../wallet-client.js';
import { type Book, isStaleEvent } from './engine/book.js';
import type { Feed, Fixture, Names } from './feed/types.js';

/**
 * What the studio reports to the platform about its book, as a vendor would: open bets and
 * exposure per event (`GET /book/report/exposure`). The platform's back office reads it; no
 * platform module reads the book's tables (decision 0066).
 *
 * Authentication is the seamless-wallet protocol in reverse: the caller sends X-Khela-Vendor,
 * X-Khela-Timestamp (unix ms) and X-Khela-Signature = hex(HMAC-SHA256(vendor secret,
 * timestamp + "." + path)), the path as requested (with its mount prefix, without a query). Only
 * the studio's own vendor code reads the whole book: the book holds the bets of every demo
 * vendor's games, and another vendor's secret must not see them all.
 */
export type BookReportDeps = {
  book: Pick<Book, 'exposure' | 'voidEvent'>;
  feed: Pick<Feed, 'fixture' | 'market'>;
  /** The secret a vendor code signs with; undefined for a code the studio holds none for. */
  secretOf: ((vendorCode: string) => Promise<string | undefined> | string | undefined) | undefined;
  now: () => number;
  /** The vendor code allowed to read reports (default KHELA, the studio's own). */
  reportVendor?: string;
  /** The accepted clock difference (default the protocol's ±30 s). */
  windowMs?: number;
};

type Refusal = 'INVALID_SIGNATURE' | 'STALE_REQUEST';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Why a report call is refused, or undefined when it is signed by the report vendor within the window. */
export async function reportRefusal(
  request: FastifyRequest,
  deps: BookReportDeps,
): Promise<Refusal | undefined> {
  const vendor = header(request, 'x-khela-vendor');
  const timestamp = header(request, 'x-khela-timestamp');
  const given = header(request, 'x-khela-signature') ?? '';
  if (!timestamp || !/^\d{10,16}$/.test(timestamp)) return 'STALE_REQUEST';
  if (Math.abs(deps.now() - Number(timestamp)) > (deps.windowMs ?? VENDOR_REPLAY_WINDOW_MS))
    return 'STALE_REQUEST';
  if (!vendor || vendor !== (deps.reportVendor ?? 'KHELA')) return 'INVALID_SIGNATURE';
  const secret = await deps.secretOf?.(vendor);
  if (!secret || !/^[0-9a-fA-F]{64}$/.test(given)) return 'INVALID_SIGNATURE';
  const path = request.url.split('?')[0] ?? '';
  const expected = Buffer.from(signBody(secret, timestamp, path), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex')) ? undefined : 'INVALID_SIGNATURE';
}

/** The name an operator knows an event by: the teams, or a cockfight's derby and fight number. */
export function eventName(fixture: Fixture): Names {
  if (fixture.derby && fixture.fightNo !== undefined) {
    return {
      en: `${fixture.derby.en} · Fight ${fixture.fightNo}`,
      bn: `${fixture.derby.bn} · লড়াই ${fixture.fightNo}`,
    };
  }
  return { en: `${fixture.home.en} v ${fixture.away.en}`, bn: `${fixture.home.bn} বনাম ${fixture.away.bn}` };
}

/** Decimal text back to minor units (the book answers amounts as text); 0 for what does not parse. */
function minorOf(text: string, currency: string): bigint {
  if (!isCurrencyCode(currency)) return 0n;
  const parsed = tryParseAmount(text, currency, { allowNegative: true });
  return parsed.ok ? parsed.value : 0n;
}

const byLiability = (a: { minor: bigint; id: string }, b: { minor: bigint; id: string }) =>
  a.minor === b.minor ? (a.id < b.id ? -1 : 1) : a.minor > b.minor ? -1 : 1;

/** The book's open markets grouped per event and currency, joined with the feed, largest liability first. */
export async function exposureReport(
  deps: Pick<BookReportDeps, 'book' | 'feed' | 'now'>,
): Promise<BookExposureReport> {
  const rows = await deps.book.exposure();
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.fixtureId}\u0000${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const events: (BookExposureEvent & { minor: bigint; id: string })[] = [];
  for (const [key, markets] of groups) {
    const first = markets[0];
    if (!first) continue;
    const { fixtureId, currency } = first;
    const fixture = deps.feed.fixture(fixtureId);
    const ranked = markets
      .map((row) => ({ row, minor: minorOf(row.liability, currency), id: row.marketId }))
      .sort(byLiability);
    const sum = (pick: (row: (typeof markets)[number]) => string) =>
      markets.reduce((total, row) => total + minorOf(pick(row), currency), 0n);
    const liabilityMinor = ranked.reduce((total, entry) => total + entry.minor, 0n);
    const amount = (minor: bigint) => (isCurrencyCode(currency) ? toDecimalString(minor, currency) : '0');
    events.push({
      minor: liabilityMinor,
      id: key,
      fixtureId,
      event: fixture ? eventName(fixture) : { en: fixtureId, bn: fixtureId },
      sport: fixture?.sport ?? 'unknown',
      category: fixture?.category ?? 'unknown',
      startsAt: fixture ? new Date(fixture.startsAt).toISOString() : null,
      status: fixture?.status ?? 'unknown',
      currency,
      openBets: markets.reduce((total, row) => total + row.openBets, 0),
      openStake: amount(sum((row) => row.openStake)),
      liability: amount(liabilityMinor),
      markets: ranked.slice(0, BOOK_EXPOSURE_MAX_MARKETS).map(({ row }) => ({
        marketId: row.marketId,
        name: deps.feed.market(row.marketId)?.name ?? { en: row.marketId, bn: row.marketId },
        openBets: row.openBets,
        openStake: row.openStake,
        liability: row.liability,
      })),
      voidable: isStaleEvent(fixture, deps.now()),
    });
  }
  return {
    generatedAt: new Date(deps.now()).toISOString(),
    events: events
      .sort(byLiability)
      .slice(0, BOOK_EXPOSURE_MAX_EVENTS)
      .map(({ minor: _minor, id: _id, ...event }) => event),
  };
}

const FIXTURE_ID = /^[\w:.-]{1,120}$/;

/**
 * Registers inside the studio plugin (answers are the studio's `{status, ...}`), both signed by
 * the report vendor over their path:
 * - `GET /book/report/exposure`: open bets and exposure per event;
 * - `POST /book/report/events/:fixtureId/void` (no body): an operator's void of a stale event
 *   (decision 0069); 409 EVENT_NOT_STALE while the feed still runs it, 404 EVENT_NOT_FOUND when it
 *   has no open bets.
 */
export function bookReportRoutes(app: FastifyInstance, deps: BookReportDeps): void {
  app.get('/book/report/exposure', async (request, reply) => {
    const refusal = await reportRefusal(request, deps);
    reply.header('cache-control', 'no-store');
    if (refusal) return reply.code(401).send({ status: refusal });
    return { status: 'OK', ...(await exposureReport(deps)) };
  });
  app.post<{ Params: { fixtureId: string } }>(
    '/book/report/events/:fixtureId/void',
    async (request, reply) => {
      const refusal = await reportRefusal(request, deps);
      reply.header('cache-control', 'no-store');
      if (refusal) return reply.code(401).send({ status: refusal });
      const { fixtureId } = request.params;
      if (!FIXTURE_ID.test(fixtureId)) return reply.code(404).send({ status: 'EVENT_NOT_FOUND' });
      const outcome = await deps.book.voidEvent(fixtureId);
      if (outcome.status === 'OK') return outcome;
      return reply.code(outcome.status === 'EVENT_NOT_STALE' ? 409 : 404).send(outcome);
    },
  );
}
