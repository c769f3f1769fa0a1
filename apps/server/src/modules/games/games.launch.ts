import {
  envelope,
  type LaunchGameByCodeRequest as LaunchByCodeInput,
  LaunchGameByCodeRequest,
  type LaunchGameRequest as LaunchGameInput,
  LaunchGameRequest,
  LaunchGameValue,
  RecentGamesQuery,
  RecentGamesValue,
  studioLaunchUrl,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { type AuthGuards, type Principal, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SiteInfo } from '../../platform/site.js';
import type { VendorService } from '../vendors/vendors.service.js';
import * as repo from './games.launch.repo.js';
import type { PlayerGamesService } from './games.player.service.js';

export type GameLaunchDeps = {
  vendors: Pick<VendorService, 'issueLaunchToken'>;
  player: PlayerGamesService;
  /** The player's display name for the vendor (accounts memberInfo). */
  nicknameOf: (principal: Principal) => Promise<string>;
  /** The site currency (system setting CURRENCY), the launch token's currency. */
  site: Pick<SiteInfo, 'currencyCode'>;
};

/**
 * Where the game's "back" button leads: always a path on this site (an absolute URL is cut to
 * its path, so a launch cannot be turned into a redirect elsewhere).
 */
export function lobbyPath(lobby: string | undefined): string {
  if (!lobby) return '/';
  let path = lobby;
  if (/^https?:\/\//i.test(lobby)) {
    try {
      const parsed = new URL(lobby);
      path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    } catch {
      return '/';
    }
  }
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/';
}

/**
 * Game launch: checks the game and the account, issues a one-time
 * launch token bound to player, login session, game, vendor and currency, records the launch
 * for the recent list, and answers the game's URL. Every demo vendor plays in our studio.
 */
export function createGameLaunch(ctx: AppContext, deps: GameLaunchDeps) {
  const db = ctx.database.db;

  async function launch(principal: Principal, input: LaunchGameInput, lang: 'bn' | 'en') {
    const found = await repo.playableGameById(db, BigInt(input.nodeId));
    if (
      !found ||
      (input.gameCode !== undefined && input.gameCode !== found.gameCode) ||
      (input.vassalage !== undefined && input.vassalage !== found.vassalage)
    ) {
      throw new AppError('GAME_NOT_FOUND');
    }
    if (found.status === 'inactive' || found.vendorStatus === 'inactive') throw new AppError('GAME_DISABLED');
    if (found.status === 'maintenance' || found.vendorStatus === 'maintenance') {
      throw new AppError('GAME_MAINTENANCE');
    }
    // A trial account plays only games with free trial, and then with play money.
    if (principal.isTrial && found.supportPlay !== 0) throw new AppError('IN_NEED_TRUE_ACCOUNT');
    const [currency, nickname] = await Promise.all([deps.site.currencyCode(), deps.nicknameOf(principal)]);
    const { token, expiresAt } = await deps.vendors.issueLaunchToken({
      memberId: principal.memberId,
      loginSessionId: principal.sessionId,
      vendorCode: found.vassalage,
      gameCode: found.gameCode,
      currency,
      playMoney: principal.isTrial,
      username: principal.username,
      nickname,
    });
    await deps.player.recordPlay(principal.memberId, found.nodeId.toString());
    const language = input.language ? (input.language === 'EN' ? 'en' : 'bn') : lang;
    return {
      url: studioLaunchUrl({
        gameCode: found.gameCode,
        token,
        lang: language,
        lobby: lobbyPath(input.lobby),
        vendor: found.vassalage,
        // The room a lobby's room card chose (checked by the contract; the studio opens it when
        // it is one of the game's kind).
        ...(input.room ? { room: input.room } : {}),
      }),
      nodeId: found.nodeId.toString(),
      gameCode: found.gameCode,
      vassalage: found.vassalage,
      gameName: language === 'en' ? found.nameEn : found.nameBn,
      playMoney: principal.isTrial,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * The launch of a game known by its code (a lottery page's `gameCode`): the vendor's game, or
   * without a vendor the one game with that code; then the same checks and token as launch.
   */
  async function launchByCode(principal: Principal, input: LaunchByCodeInput, lang: 'bn' | 'en') {
    const found = input.vassalage
      ? [await repo.playableGameByCode(db, input.vassalage, input.gameCode)].flatMap((row) => row ?? [])
      : await repo.playableGamesByCode(db, input.gameCode, 2);
    const [only, another] = found;
    if (!only || another) throw new AppError('GAME_NOT_FOUND');
    return launch(
      principal,
      { ...input, nodeId: only.nodeId.toString(), gameCode: only.gameCode, vassalage: only.vassalage },
      lang,
    );
  }

  return {
    launch,
    launchByCode,
    routes(app: HttpApp, guards: AuthGuards) {
      app.post(
        '/wps/game/launchGame',
        {
          ...guards.session,
          schema: {
            tags: ['games'],
            summary:
              'Launches a game (T; `room`: the studio room a LIVE, FISH or PVP game opens): guest NOT_LOGGED_IN, trial IN_NEED_TRUE_ACCOUNT unless free trial, GAME_MAINTENANCE, GAME_DISABLED',
            body: LaunchGameRequest,
            response: { 200: envelope(LaunchGameValue) },
          },
        },
        async (request) => {
          const lang = request.lang === 'en' ? 'en' : 'bn';
          return ok(await launch(principalOf(request), request.body, lang));
        },
      );
      app.post(
        '/wps/relay/GCS_gameLaunchFB',
        {
          ...guards.session,
          schema: {
            tags: ['games'],
            summary:
              'Launches a game by its code (T; the lottery pages): without vassalage the code must name one game; else as launchGame',
            body: LaunchGameByCodeRequest,
            response: { 200: envelope(LaunchGameValue) },
          },
        },
        async (request) => {
          const lang = request.lang === 'en' ? 'en' : 'bn';
          return ok(await launchByCode(principalOf(request), request.body, lang));
        },
      );
      app.get(
        '/wps/relay/GCS_recentGame',
        {
          ...guards.session,
          schema: {
            tags: ['games'],
            summary:
              'The games the caller launched, latest first (home RECENT section; same shape as recentGames)',
            querystring: RecentGamesQuery,
            response: { 200: envelope(RecentGamesValue) },
          },
        },
        async (request) =>
          ok(await deps.player.recentGames(principalOf(request), request.query, request.lang)),
      );
    },
  };
}

/** Catalogue lookups the vendors module checks wallet calls against. */
export function playableGames(ctx: AppContext) {
  return {
    byCode: (vendorCode: string, gameCode: string) =>
      repo.playableGameByCode(ctx.database.db, vendorCode, gameCode),
  };
}
