import {
  isLotteryCode,
  type Language,
  type LotteryClassify,
  type LotteryMenusValue,
  type LotteryOpenedQuery,
  type LotteryOpenedValue,
  type LotteryRecentValue,
  type LotteryRoomsValue,
  lotteryFamilyOf,
} from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import { LOTTERY_NAMES } from './games.catalogue.names.js';
import type { LotteryData } from './games.lottery.js';
import { nameIn, presentDraw, presentResult } from './games.lottery.present.js';

/**
 * The site's lottery data calls (spec section 7): menus with the open draws and their countdowns,
 * the rooms taking tickets, the latest results and a lottery's opened numbers. Read from the
 * studio through the LotteryData port; only lotteries the contract knows (LOTTERY_FAMILIES) show.
 */
export function createLotteryService(data: LotteryData) {
  /** Every lottery of a family (all without one), in the studio's order. */
  async function menus(family: LotteryClassify | undefined, language: Language): Promise<LotteryMenusValue> {
    const answer = await data.games();
    const games = answer.games.flatMap((game) => {
      const gameFamily = lotteryFamilyOf(game.code);
      if (!gameFamily || (family !== undefined && gameFamily !== family)) return [];
      return [
        {
          gameCode: game.code,
          gameName: nameIn(game.name, language),
          kind: game.kind,
          family: gameFamily,
          periodMs: game.periodMs ?? null,
          region: game.region ?? null,
          draws: game.draws.map((draw) => presentDraw(draw, answer.serverTime)),
          last: (game.last && presentResult(game.last)) ?? null,
        },
      ];
    });
    return { serverTime: new Date(answer.serverTime).toISOString(), games };
  }

  /** One room per draw taking tickets now (Central and South Vietnam: one per province). */
  async function rooms(family: LotteryClassify | undefined, language: Language): Promise<LotteryRoomsValue> {
    const { serverTime, games } = await menus(family, language);
    const open = games.flatMap((game) =>
      game.draws
        .filter((draw) => draw.open)
        .map(({ open: _open, ...draw }) => ({
          ...draw,
          gameCode: game.gameCode,
          gameName: game.gameName,
          family: game.family,
        })),
    );
    return { serverTime, rooms: open };
  }

  /** Each lottery's latest drawn result (a lottery that has not drawn yet has none). */
  async function recent(
    family: LotteryClassify | undefined,
    language: Language,
  ): Promise<LotteryRecentValue> {
    const { games } = await menus(family, language);
    const results = games.flatMap((game) => (game.last ? [{ ...game.last, gameName: game.gameName }] : []));
    return { results };
  }

  /**
   * A lottery's opened numbers, newest first. A code the contract does not know, or (`only`) one
   * of another family, is LOTTERY_GAME_NOT_FOUND.
   */
  async function opened(
    query: Pick<LotteryOpenedQuery, 'gameCode' | 'limit'>,
    language: Language,
    only?: LotteryClassify,
  ): Promise<LotteryOpenedValue> {
    const code = query.gameCode;
    const family = lotteryFamilyOf(code);
    if (!isLotteryCode(code) || (only !== undefined && family !== only))
      throw new AppError('LOTTERY_GAME_NOT_FOUND');
    const answer = await data.results(code, query.limit);
    const results = answer.draws.flatMap((draw) => presentResult(draw) ?? []).slice(0, query.limit);
    return { gameCode: code, gameName: nameIn(LOTTERY_NAMES[code], language), results };
  }

  return { menus, rooms, recent, opened };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
