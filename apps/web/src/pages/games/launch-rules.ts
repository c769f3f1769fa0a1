import { type GameListItem, lotteryPageOf } from '@khela/contract';
import type { LaunchTarget } from '../../api/games';

/** Launch rules, pure so they are unit-tested. */

/** The page a launched game plays on (/seamless counts as a game page). */
export const GAME_PAGE_PATH = '/seamless';

/** The lottery pages (spec section 2): each plays its vendors' lottery games. */
export type LotteryPagePath = ReturnType<typeof lotteryPageOf>;

/**
 * Where a game plays: a lottery game (of the lottery lanes, or of a vendor with a lottery page of
 * its own) on its vendor's lottery page (/lottery, /seaLottery or /vnLottery), any other on /seamless.
 */
export function gamePagePathOf(game: Pick<LaunchTarget, 'gameType' | 'vassalage'>): string {
  const page = lotteryPageOf(game.vassalage);
  return game.gameType === 'LOTT' || game.gameType === 'ELOTT' || page !== '/lottery' ? page : GAME_PAGE_PATH;
}

/** The game page's address for a game: its page and what a reload needs. */
export function gamePageUrl(game: LaunchableGame): string {
  return `${gamePagePathOf(game)}?${gamePageSearch(game)}`;
}

export type LaunchableGame = LaunchTarget & Pick<GameListItem, 'gameName' | 'supportPlay' | 'maintenance'>;

/** What the game page needs in its URL to launch again after a reload. */
export function gamePageSearch(game: LaunchableGame): URLSearchParams {
  return new URLSearchParams({
    gameCode: game.gameCode,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    name: game.gameName,
  });
}

export type LaunchRefusal = 'login' | 'realAccount' | 'maintenance' | null;

/**
 * Game launch, before any call: a guest logs in first; a trial account may only
 * open games that offer free play (supportPlay 0); a game under maintenance does not start.
 */
export function launchRefusal(
  game: Pick<LaunchableGame, 'supportPlay' | 'maintenance'>,
  who: { isLogin: boolean; isTrial: boolean },
): LaunchRefusal {
  if (!who.isLogin) return 'login';
  if (who.isTrial && game.supportPlay !== 0) return 'realAccount';
  if (game.maintenance) return 'maintenance';
  return null;
}

/**
 * Spec "Home and lobby": vendor type RNG has no play-now button; a card of any other type has
 * one (the slot card itself is the way in).
 */
export function hasPlayNow(game: Pick<GameListItem, 'gameType' | 'maintenance'>): boolean {
  return game.gameType !== 'RNG' && !game.maintenance;
}
