import {
  BookEventParams,
  BookEventVoidRequest,
  BookEventVoidResult,
  BookExposureReport,
  envelope,
  GameAdminPage,
  GameAdminQuery,
  GameAdminView,
  GameIdParams,
  GameUpdateRequest,
  VendorAdminView,
  VendorParams,
  VendorUpdateRequest,
} from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { BookOperator } from './games.book.js';
import type { GamesOperator } from './games.operator.js';

const tags = ['back office: games'];

/** The back office's games page (decision 0027); every change is audited. */
export function gamesOperatorRoutes(
  app: HttpApp,
  games: GamesOperator,
  operatorGuard: OperatorGuard,
  book: BookOperator,
) {
  const canManage = operatorGuard('games.manage');
  app.get(
    '/bo/api/games/book-exposure',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary:
          "The studio book's open bets and exposure per event, as the studio reports them (502 VENDOR_REPORT_UNAVAILABLE when it does not answer)",
        response: { 200: envelope(BookExposureReport) },
      },
    },
    async () => ok(await book.exposure()),
  );
  app.post(
    '/bo/api/games/book-exposure/:fixtureId/void',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary:
          'Voids every open bet on a sportsbook event the feed has given up on (forgotten, or 24 h past its start and taking no bets): singles refunded, parlays go on at odds 1; audited (409 BOOK_EVENT_NOT_VOIDABLE, 404 BOOK_EVENT_NOT_FOUND)',
        params: BookEventParams,
        body: BookEventVoidRequest,
        response: { 200: envelope(BookEventVoidResult) },
      },
    },
    async (request) =>
      ok(await book.voidEvent(operatorOf(request), request.params.fixtureId, request.body.reason)),
  );
  app.get(
    '/bo/api/games',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Every game (any status): filter by vendor, type, status, name; paged and sorted',
        querystring: GameAdminQuery,
        response: { 200: envelope(GameAdminPage) },
      },
    },
    async (request) => ok(await games.list(request.query)),
  );
  app.put(
    '/bo/api/games/:id',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Status (active, maintenance, inactive), hot and new flags, sort order; audited',
        params: GameIdParams,
        body: GameUpdateRequest,
        response: { 200: envelope(GameAdminView) },
      },
    },
    async (request) => ok(await games.update(operatorOf(request), request.params.id, request.body)),
  );
  app.get(
    '/bo/api/games/vendors',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Every game vendor with its status and number of games',
        response: { 200: envelope(z.array(VendorAdminView)) },
      },
    },
    async () => ok(await games.vendors()),
  );
  app.put(
    '/bo/api/games/vendors/:vendor',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: "A vendor's status (maintenance closes all its games); audited",
        params: VendorParams,
        body: VendorUpdateRequest,
        response: { 200: envelope(VendorAdminView) },
      },
    },
    async (request) => ok(await games.updateVendor(operatorOf(request), request.params.vendor, request.body)),
  );
}
