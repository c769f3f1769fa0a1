import {
  envelope,
  LotteryListQuery,
  LotteryMenusValue,
  LotteryOpenedQuery,
  LotteryOpenedValue,
  LotteryRecentValue,
  LotteryRoomsValue,
  VnLotteryQuery,
} from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { languageOf } from './games.catalogue.present.js';
import type { LotteryService } from './games.lottery.service.js';

/**
 * The lottery data calls (spec section 7, "Games"; contract lottery-relay.ts): public like the
 * catalogue, read from the studio. Without a studio the lists are empty.
 */
export function lotteryRoutes(app: HttpApp, lottery: LotteryService) {
  const tags = ['games'];
  const menus = { querystring: LotteryListQuery, response: { 200: envelope(LotteryMenusValue) } };
  app.get(
    '/wps/relay/getLabby',
    {
      schema: {
        tags,
        summary:
          'The lottery lobby: every lottery (or a family) with its open draws, countdowns and last result',
        ...menus,
      },
    },
    async (request) =>
      ok(await lottery.menus(request.query.family, languageOf(request.query.language, request.lang))),
  );
  const vnMenus = { querystring: VnLotteryQuery, response: { 200: envelope(LotteryMenusValue) } };
  for (const url of ['/wps/relay/vnlottMenus', '/lgw/vn/games/game_menu']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The Vietnamese lotteries (North, Central, South) with their open draws and countdowns',
          ...vnMenus,
        },
      },
      async (request) => ok(await lottery.menus('VNLOTTO', languageOf(request.query.language, request.lang))),
    );
  }
  app.get(
    '/wps/relay/GLS2_roomList',
    {
      schema: {
        tags,
        summary:
          'Lottery rooms: each draw taking tickets now (Vietnam: one per province), with its countdown',
        querystring: LotteryListQuery,
        response: { 200: envelope(LotteryRoomsValue) },
      },
    },
    async (request) =>
      ok(await lottery.rooms(request.query.family, languageOf(request.query.language, request.lang))),
  );
  app.get(
    '/wps/relay/lottRecent',
    {
      schema: {
        tags,
        summary: 'Each lottery’s latest opened numbers (or a family’s)',
        querystring: LotteryListQuery,
        response: { 200: envelope(LotteryRecentValue) },
      },
    },
    async (request) =>
      ok(await lottery.recent(request.query.family, languageOf(request.query.language, request.lang))),
  );
  app.get(
    '/lgw/vn/games/recent',
    {
      schema: {
        tags,
        summary: 'The Vietnamese lotteries’ latest opened numbers',
        querystring: VnLotteryQuery,
        response: { 200: envelope(LotteryRecentValue) },
      },
    },
    async (request) => ok(await lottery.recent('VNLOTTO', languageOf(request.query.language, request.lang))),
  );
  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: 'A lottery’s opened numbers, newest first (gameCode KL5D1 … KLVNS, limit ≤ 50)',
        querystring: LotteryOpenedQuery,
        response: { 200: envelope(LotteryOpenedValue) },
      },
    },
    async (request) =>
      ok(await lottery.opened(request.query, languageOf(request.query.language, request.lang))),
  );
  app.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: 'A Vietnamese lottery’s opened numbers, newest first (gameCode KLVNN, KLVNC or KLVNS)',
        querystring: LotteryOpenedQuery,
        response: { 200: envelope(LotteryOpenedValue) },
      },
    },
    async (request) =>
      ok(await lottery.opened(request.query, languageOf(request.query.language, request.lang), 'VNLOTTO')),
  );
}
