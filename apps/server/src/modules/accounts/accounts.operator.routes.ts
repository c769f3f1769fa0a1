import {
  envelope,
  PlayerAdjustRequest,
  PlayerAdjustValue,
  PlayerDetailValue,
  PlayerIdParams,
  PlayerPage,
  PlayerPasswordResetValue,
  PlayerReasonRequest,
  PlayerSearchQuery,
  PlayerStatusValue,
} from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { PlayersOperator } from './accounts.operator.js';

const tags = ['back office: players'];

/** The back office's players page (decision 0027); every change is audited. */
export function playersOperatorRoutes(app: HttpApp, players: PlayersOperator, operatorGuard: OperatorGuard) {
  const canView = operatorGuard('players.view');
  const canManage = operatorGuard('players.manage');
  app.get(
    '/bo/api/players',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Player search: username, mobile, id, status, type, registered range; paged and sorted',
        querystring: PlayerSearchQuery,
        response: { 200: envelope(PlayerPage) },
      },
    },
    async (request) => ok(await players.search(request.query)),
  );
  app.get(
    '/bo/api/players/:id',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Player detail: profile, balances, ledger, bets, sessions and IPs, devices',
        params: PlayerIdParams,
        response: { 200: envelope(PlayerDetailValue) },
      },
    },
    async (request) => ok(await players.detail(request.params.id)),
  );
  const change = (
    path: string,
    summary: string,
    run: (operator: ReturnType<typeof operatorOf>, id: string, reason: string) => Promise<unknown>,
    response: z.ZodType,
  ) =>
    app.post(
      `/bo/api/players/:id/${path}`,
      {
        onRequest: canManage,
        schema: {
          tags,
          summary,
          params: PlayerIdParams,
          body: PlayerReasonRequest,
          response: { 200: envelope(response) },
        },
      },
      async (request) => ok(await run(operatorOf(request), request.params.id, request.body.reason)),
    );
  change(
    'freeze',
    'Freezes a player: no sign-in, sessions end, no money out; audited',
    players.freeze,
    PlayerStatusValue,
  );
  change('unfreeze', 'Unfreezes a frozen player; audited', players.unfreeze, PlayerStatusValue);
  change(
    'reset-password',
    'A temporary password shown once; the player must change it at the next login; audited',
    players.resetPassword,
    PlayerPasswordResetValue,
  );
  change(
    'reset-totp',
    "Turns the player's authenticator (second factor) off; audited",
    players.resetTotp,
    z.null(),
  );
  app.post(
    '/bo/api/players/:id/adjust',
    {
      onRequest: operatorGuard('players.balance.adjust'),
      schema: {
        tags,
        summary:
          'Credits or debits the cash balance against the adjustment account; idempotent by requestId; audited',
        params: PlayerIdParams,
        body: PlayerAdjustRequest,
        response: { 200: envelope(PlayerAdjustValue) },
      },
    },
    async (request) => ok(await players.adjust(operatorOf(request), request.params.id, request.body)),
  );
}
