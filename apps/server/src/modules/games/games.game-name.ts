import type { Language } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { type LaneLists, laneTypeOf } from './games.lanes.js';
import { gameKindByCode, playableGameByCode } from './games.launch.repo.js';

/**
 * A game's name for a language: the Bengali name in Bengali, the English name in any other
 * language, and the English name whenever the chosen one is empty (the catalogue always has
 * one). Undefined only when the game has no name at all, so the caller shows its code.
 */
export function gameNameIn(game: { nameBn: string; nameEn: string }, language: Language): string | undefined {
  return (language === 'bn' ? game.nameBn : game.nameEn) || game.nameEn || undefined;
}

/** The name of a vendor's game for a language; undefined for a game the catalogue does not have. */
export function createGameNames(ctx: AppContext) {
  return async function gameName(
    vendorCode: string,
    gameCode: string,
    language: Language,
  ): Promise<string | undefined> {
    const found = await playableGameByCode(ctx.database.db, vendorCode, gameCode);
    return found ? gameNameIn(found, language) : undefined;
  };
}

export type GameNames = ReturnType<typeof createGameNames>;

/**
 * What a vendor's game is, for a vendor that plays many kinds (the studio): its lane (SPORTS
 * split into ESPORTS and COCKFIGHT by the site's lists) and its classification.
 */
export function createGameKinds(ctx: AppContext, laneLists: () => Promise<LaneLists>) {
  return async function gameKind(
    vendorCode: string,
    gameCode: string,
  ): Promise<{ lane: string; classify: string } | undefined> {
    const found = await gameKindByCode(ctx.database.db, vendorCode, gameCode);
    if (!found) return undefined;
    const lane = laneTypeOf(found.vassalage, found.gameType, await laneLists()) ?? found.gameType;
    return { lane, classify: found.gameClassify };
  };
}

export type GameKinds = ReturnType<typeof createGameKinds>;
