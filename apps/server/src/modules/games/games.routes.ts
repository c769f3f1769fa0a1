import { envelope, WinnerBoardEntry, WinnerBoardQuery } from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { GamesService } from './games.service.js';

export function gamesRoutes(app: HttpApp, games: GamesService) {
  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags: ['games'],
        summary: 'Winner board: the biggest wins, sorted by win amount (gameCategory ALL, limitNum 20)',
        querystring: WinnerBoardQuery,
        response: { 200: envelope(z.array(WinnerBoardEntry)) },
      },
    },
    async (request) => {
      const rows = await games.winnerBoard(request.query.gameCategory, request.query.limitNum);
      return ok(
        rows.map(({ winAmountMinor, ...r }) => ({ ...r, winAmount: wireAmount(winAmountMinor, r.currency) })),
      );
    },
  );
}
