import { randomBytes } from 'node:crypto';
import type { BookExposureReport } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { operatorToken } from '../../test/operators.js';
import { sportsGame } from '../../test/studio-book.js';
import { createVendorReports, injectTransport, type ReportTransport } from '../vendors/vendors.reports.js';
import { signVendorBody } from '../vendors/vendors.signature.js';
import { createBookOperator } from './games.book.js';

/**
 * The back office's sportsbook exposure (issue 19): the platform reads the mounted studio's
 * report, signed with the KHELA vendor secret; the studio refuses anyone else; a studio that
 * does not answer is VENDOR_REPORT_UNAVAILABLE (502), never a 500. Which roles may call the
 * route is the permission matrix's (backoffice.permissions.test.ts reads the route list).
 */
const t = useTestApp();
const PATH = '/bo/api/games/book-exposure';
const REPORT = '/studio/book/report/exposure';

type Envelope<T> = { success: boolean; value: T; code?: string };

async function boGet<T>(token: string) {
  const res = await t.app.inject({ method: 'GET', url: PATH, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** A funded member's book session in the mounted studio, opened the way the lobby opens a SPORTS game. */
async function bookSession(): Promise<string> {
  const game = await sportsGame(t);
  const member = await createMemberSession(t, { prefix: 'bx' });
  await t.app.services.wallet.post({
    idempotencyKey: `fund-${randomBytes(6).toString('hex')}`,
    type: 'deposit',
    transfers: [
      {
        from: { system: 'payment_provider', ownerId: 'TEST' },
        to: { player: member.memberId.toString(), kind: 'cash' },
        amountMinor: 100_000n,
      },
    ],
    actor: 'test',
  });
  const launched = await gamesClient(t).call<{ url: string }>('POST', '/wps/game/launchGame', {
    token: member.token,
    body: { nodeId: game.nodeId.toString() },
  });
  expect(launched.status).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
  expect(page.statusCode, `${launched.body.value.url}: ${page.body.slice(0, 300)}`).toBe(200);
  const sessionId = /"sessionId":"([^"]+)"/.exec(page.body)?.[1];
  if (!sessionId) throw new Error('the book page carries no session id');
  return sessionId;
}

type Summary = {
  id: string;
  main?: { id: string; status: string; selections: { id: string; odds: number }[] };
};

describe('GET /bo/api/games/book-exposure', () => {
  it('answers the mounted studio’s report: a pre-match single shows on its event and market', async () => {
    const owner = await operatorToken(t.app, 'owner', { now: t.ctx.now() });
    const before = await boGet<BookExposureReport>(owner);
    expect(before.status).toBe(200);
    expect(before.body.value.events).toEqual([]);

    const sessionId = await bookSession();
    const lobby = await t.app.inject({
      method: 'GET',
      url: `/studio/book/api/lobby?sessionId=${sessionId}&category=sports`,
    });
    const upcoming: Summary[] = lobby.json().upcoming;
    const fixture = upcoming.find((entry) => entry.main?.status === 'open');
    const selection = fixture?.main?.selections[0];
    if (!fixture?.main || !selection) throw new Error('the simulated feed has no open pre-match market');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/studio/book/api/bets',
      payload: {
        sessionId,
        type: 'single',
        legs: [{ selectionId: selection.id, odds: selection.odds }],
        stake: '10.00',
        acceptOdds: 'any',
        requestId: `bx-${randomBytes(6).toString('hex')}`,
      },
    });
    expect(placed.json()).toMatchObject({ status: 'OK' });

    const after = await boGet<BookExposureReport>(owner);
    expect(after.status).toBe(200);
    // One 10.00 bet at decimal odds `selection.odds / 1000`: the book loses its return less the stake.
    const liabilityMinor = (1000n * BigInt(selection.odds)) / 1000n - 1000n;
    const liability = `${liabilityMinor / 100n}.${String(liabilityMinor % 100n).padStart(2, '0')}`;
    expect(after.body.value.events).toEqual([
      expect.objectContaining({
        fixtureId: fixture.id,
        status: 'scheduled',
        currency: 'BDT',
        openBets: 1,
        openStake: '10.00',
        liability,
        markets: [
          expect.objectContaining({ marketId: fixture.main.id, openBets: 1, openStake: '10.00', liability }),
        ],
      }),
    ]);
    expect(after.body.value.events[0]?.event.en).toMatch(/ v /);
  });
});

describe('POST /bo/api/games/book-exposure/:fixtureId/void (decision 0069)', () => {
  const voidCall = (token: string, fixtureId: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${PATH}/${encodeURIComponent(fixtureId)}/void`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: payload as Record<string, unknown>,
    });
  const audited = async (token: string, fixtureId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/bo/api/audit?targetType=book_event&targetId=${encodeURIComponent(fixtureId)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return res.json<Envelope<{ list: { action: string; reason: string | null; after: unknown }[] }>>().value
      .list;
  };

  it('refuses a running event and one with no open bets, translated, and audits nothing', async () => {
    const owner = await operatorToken(t.app, 'owner', { now: t.ctx.now() });
    const report = await boGet<BookExposureReport>(owner);
    // The event bet on above is a scheduled one of the simulated feed: the feed's to settle.
    const running = report.body.value.events[0];
    if (!running) throw new Error('no event in the book');
    expect(running.voidable).toBe(false);
    const refused = await voidCall(owner, running.fixtureId, { reason: 'feed stuck' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'BOOK_EVENT_NOT_VOIDABLE' });
    expect(refused.json().message).toContain('24 hours');
    const unknown = await voidCall(owner, 'nobody-bet-on-this', { reason: 'feed stuck' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'BOOK_EVENT_NOT_FOUND' });
    const noReason = await voidCall(owner, running.fixtureId, {});
    expect(noReason.statusCode).toBe(400);
    expect(await audited(owner, running.fixtureId)).toEqual([]);
    expect((await boGet<BookExposureReport>(owner)).body.value.events).toEqual(report.body.value.events);
  });

  it('keeps who voided what, and why, once the studio has done it', async () => {
    const owner = await operatorToken(t.app, 'owner', { now: t.ctx.now() });
    const sent: string[] = [];
    const transport: ReportTransport = async (path, _headers, method) => {
      sent.push(`${method} ${path}`);
      return { statusCode: 200, body: '{"status":"OK","fixtureId":"F 7","markets":3,"bets":41}' };
    };
    const book = createBookOperator(
      t.ctx,
      t.app.services.audit,
      createVendorReports({ secretOf: async () => 'c'.repeat(64), transport, now: () => t.ctx.now() }),
    );
    const principal = {
      operatorId: '1',
      username: 'owner',
      role: 'owner' as const,
      sessionId: 's',
      ip: '192.0.2.1',
    };
    expect(await book.voidEvent(principal, 'F 7', 'abandoned, no result from the feed')).toEqual({
      fixtureId: 'F 7',
      markets: 3,
      bets: 41,
    });
    expect(sent).toEqual(['POST /studio/book/report/events/F%207/void']);
    expect(await audited(owner, 'F 7')).toEqual([
      expect.objectContaining({
        action: 'games.book.void_event',
        reason: 'abandoned, no result from the feed',
        after: { fixtureId: 'F 7', markets: 3, bets: 41 },
      }),
    ]);
    // A studio that answers garbage: nothing audited.
    const broken = createBookOperator(
      t.ctx,
      t.app.services.audit,
      createVendorReports({
        secretOf: async () => 'c'.repeat(64),
        transport: async () => ({ statusCode: 500, body: 'oops' }),
        now: () => t.ctx.now(),
      }),
    );
    await expect(broken.voidEvent(principal, 'F 8', 'no result')).rejects.toMatchObject({
      code: 'VENDOR_REPORT_UNAVAILABLE',
    });
    expect(await audited(owner, 'F 8')).toEqual([]);
  });
});

describe('the studio’s report route, mounted', () => {
  it('refuses an unsigned read, a wrong secret and another vendor with 401', async () => {
    const at = String(t.ctx.now().getTime());
    const khela = await t.app.services.vendors.secretOf('KHELA');
    if (!khela) throw new Error('no KHELA secret');
    const cases: [Record<string, string>, number, string][] = [
      [{}, 401, 'STALE_REQUEST'],
      [
        {
          'x-khela-vendor': 'KHELA',
          'x-khela-timestamp': at,
          'x-khela-signature': signVendorBody('f'.repeat(64), at, REPORT),
        },
        401,
        'INVALID_SIGNATURE',
      ],
      [
        {
          'x-khela-vendor': 'SBO',
          'x-khela-timestamp': at,
          'x-khela-signature': signVendorBody(khela, at, REPORT),
        },
        401,
        'INVALID_SIGNATURE',
      ],
      [
        {
          'x-khela-vendor': 'KHELA',
          'x-khela-timestamp': at,
          'x-khela-signature': signVendorBody(khela, at, REPORT),
        },
        200,
        'OK',
      ],
    ];
    for (const [headers, status, answer] of cases) {
      const res = await t.app.inject({ method: 'GET', url: REPORT, headers });
      expect(res.statusCode, answer).toBe(status);
      expect(res.json().status).toBe(answer);
    }
  });
});

describe('the vendor reports reader', () => {
  const reader = (transport: ReportTransport, secret: string | null = 'c'.repeat(64)) =>
    createVendorReports({ secretOf: async () => secret ?? undefined, transport, now: () => t.ctx.now() });
  const unavailable = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VENDOR_REPORT_UNAVAILABLE');
  };

  it('signs what the mounted studio accepts', async () => {
    const report = await createVendorReports({
      secretOf: (code) => t.app.services.vendors.secretOf(code),
      transport: injectTransport(t.app),
      now: () => t.ctx.now(),
    }).bookExposure();
    expect(Array.isArray(report.events)).toBe(true);
  });

  it('is VENDOR_REPORT_UNAVAILABLE when the studio is not there, refuses, answers garbage or the wrong shape', async () => {
    await unavailable(reader(async () => ({ statusCode: 404, body: '{"success":false}' })).bookExposure());
    await unavailable(
      reader(async () => ({ statusCode: 401, body: '{"status":"INVALID_SIGNATURE"}' })).bookExposure(),
    );
    await unavailable(reader(async () => ({ statusCode: 200, body: 'not json' })).bookExposure());
    await unavailable(
      reader(async () => ({ statusCode: 200, body: '{"status":"OK","events":"x"}' })).bookExposure(),
    );
    await unavailable(
      reader(async () => {
        throw new Error('connection refused');
      }).bookExposure(),
    );
    // No secret for the studio's vendor: nothing is sent.
    let sent = 0;
    await unavailable(
      reader(async () => {
        sent += 1;
        return { statusCode: 200, body: '{}' };
      }, null).bookExposure(),
    );
    expect(sent).toBe(0);
  });
});
