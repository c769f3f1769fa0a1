import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { createStudioBook, type StudioBookOptions } from './book/index.js';
import { bookKindOf, type GameKind } from './book/kinds.js';
import { bookPage } from './book/page.js';
import { bookReportRoutes } from './book/report.js';
import { bookBoot, bookRoutes } from './book/routes.js';
import { bookTestHooks } from './book/scripted-routes.js';
import { GAME_CODE_PATTERN, studioGameFor } from './game-map.js';
import { STUDIO_GAMES } from './games/index.js';
import { createStudioLottery, type StudioLotteryOptions } from './lottery/index.js';
import { lotteryLauncher } from './lottery/launch.js';
import { lotteryVerifierPage } from './lottery/page.js';
import { lotteryRoutes } from './lottery/routes.js';
import { type ClientGame, errorPage, gamePage, verifierPage } from './page.js';
import { launchedPlayer } from './page-launch.js';
import { createStudioRooms, type StudioRoomsOptions } from './rooms/index.js';
import { roomLauncher } from './rooms/launch.js';
import {
  createStudio,
  type Lang,
  type Studio,
  StudioError,
  type StudioOptions,
  verifyRound,
} from './studio.js';
import { symbolSvg } from './symbols.js';

/**
 * The studio's HTTP face, a Fastify plugin: mounted by the Khela server under `/studio`
 * (apps/server/src/app.ts) or served alone (src/main.ts).
 *
 *   GET  /play/:gameCode?token=&lang=&lobby=[&vendor=]  authenticate the launch token, serve the game
 *   GET  /play/:gameCode?session=&lang=&lobby=           the same page again (a reload)
 *   POST /api/spin     {sessionId, stake}               one paid round (debit, play, credit)
 *   POST /api/seeds    {sessionId, clientSeed?}         reveal the server seed, start a new pair
 *   GET  /api/balance?sessionId=                         the wallet balance
 *   POST /api/verify   {gameCode, serverSeed, serverSeedHash, clientSeed, nonce}  recompute a round
 *   GET  /verify                                         the verifier page
 *   GET  /assets/<module>.js | game.css                  the game page bundle (npm run build)
 *
 * The studio's JSON answers are `{status: "OK", ...}` or `{status: <code>, balance?}`; the page
 * translates the codes (BN/EN).
 */
export type StudioPluginOptions = StudioOptions & {
  /**
   * The book (sports, e-sports, cockfight) and its database. Without it a SPORTS, ESPORTS or
   * COCKFIGHT game answers that the book is unavailable (never a slot).
   */
  book?: Omit<StudioBookOptions, 'wallet' | 'now' | 'logError'>;
  /**
   * The lottery (issue 20) and its database. Without it a LOTT or ELOTT game answers that the
   * lottery is unavailable (never a slot).
   */
  lottery?: Omit<StudioLotteryOptions, 'wallet' | 'now' | 'logError'>;
  /**
   * The rooms (issue 21: live tables, crash, fishing, Teen Patti) and their database. Without it a
   * LIVE, FISH or PVP game answers that the game is in maintenance (never a slot).
   */
  rooms?: StudioRoomsOptions;
  /** The catalogue's lane and classification of a game (which book lobby and sport it opens). */
  gameKind?: (vendorCode: string, gameCode: string) => Promise<GameKind | undefined>;
  /** Where this plugin is mounted, for the links in its pages ("/studio"). */
  basePath: string;
  /** The secret a vendor signs report reads with (book/report.ts); without it every read is refused. */
  reportSecretOf?: (vendorCode: string) => Promise<string | undefined> | string | undefined;
  /** The studio instance, if the caller made one (tests); otherwise built from the options. */
  studio?: Studio;
  /** Standalone: the Khela site a lobby path belongs to ("https://khela.example"). */
  lobbyBase?: string;
};

const STUDIO_ROOT = path.resolve(import.meta.dirname, '..');
/** The page bundle: the client's compiled modules (dist/client/*.js) and its stylesheet. */
function assetOf(name: string): { file: string; type: string } | undefined {
  if (/^(game|book|cockfight|lottery|table|crash|fishing|teen-patti)\.css$/.test(name))
    return { file: path.join(STUDIO_ROOT, 'client', name), type: 'text/css; charset=utf-8' };
  if (/^[a-z][a-z0-9-]{0,40}\.js$/.test(name)) {
    return { file: path.join(STUDIO_ROOT, 'dist/client', name), type: 'text/javascript; charset=utf-8' };
  }
  return undefined;
}

const SessionId = z.string().min(10).max(64);
const SpinBody = z.object({ sessionId: SessionId, stake: z.string().min(1).max(20) });
const SeedsBody = z.object({ sessionId: SessionId, clientSeed: z.string().max(64).optional() });
const VerifyBody = z.object({
  gameCode: z.string().min(1).max(64),
  serverSeed: z.string().min(1).max(128),
  serverSeedHash: z.string().min(1).max(128),
  clientSeed: z.string().min(1).max(64),
  nonce: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
const PlayQuery = z.object({
  token: z.string().max(512).optional(),
  lang: z.string().optional(),
  lobby: z.string().max(2000).optional(),
  vendor: z.string().max(32).optional(),
  /** A room of the game to open (a lobby's table tile): `BAC-2`; ignored when not one of its game. */
  room: z
    .string()
    .regex(/^[A-Z0-9-]{1,16}$/)
    .optional(),
  /** A reload: the page swaps the spent launch token for its session id (history.replaceState). */
  session: z.string().max(64).optional(),
});

const HTTP_STATUS: Record<string, number> = {
  SESSION_NOT_FOUND: 404,
  INVALID_STAKE: 400,
  INVALID_CLIENT_SEED: 400,
  SPIN_IN_PROGRESS: 409,
  INSUFFICIENT_FUNDS: 200,
  GAME_MAINTENANCE: 503,
  SESSION_EXPIRED: 401,
  WALLET_REFUSED: 502,
  WALLET_UNAVAILABLE: 503,
  INVALID_TOKEN: 401,
  INVALID_GAME: 404,
  INVALID_REQUEST: 400,
};

/** The lobby link: a site path or an http(s) URL; anything else (javascript:, //evil) is "/". */
export function safeLobby(lobby: string | undefined): string {
  if (!lobby) return '/';
  if (lobby.startsWith('/') && !lobby.startsWith('//') && !lobby.includes('\\')) return lobby;
  try {
    const url = new URL(lobby);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '/';
  } catch {
    return '/';
  }
}

/** A site path is on the Khela site: prefixed with its base when the studio runs elsewhere. */
function withBase(lobby: string, base: string | undefined): string {
  return base && lobby.startsWith('/') ? `${base.replace(/\/+$/, '')}${lobby}` : lobby;
}

function langOf(value: string | undefined): Lang {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'bn';
}

/** What the page needs to draw a slot: symbols, shape, lines, paytable. */
export function clientGame(code: string): ClientGame {
  const game = studioGameFor(code);
  const { definition } = game;
  return {
    code: definition.code,
    rows: definition.rows,
    reels: definition.reels.length,
    lines: definition.lines.map((line) => [...line]),
    symbols: definition.symbols.map((symbol) => ({
      code: symbol.code,
      kind: symbol.kind,
      pays: [...symbol.pays],
      art: symbolSvg(symbol.code),
    })),
    strips: definition.reels.map((strip) => [...strip]),
    freeSpins: [...definition.freeSpins],
    multiplier: definition.freeSpinMultiplier,
    rtp: game.publishedRtp,
    volatility: game.volatility,
    theme: game.theme,
    title: game.name,
  };
}

function fail(reply: FastifyReply, code: string, balance?: string) {
  return reply
    .code(HTTP_STATUS[code] ?? 400)
    .send(balance === undefined ? { status: code } : { status: code, balance });
}

export async function studioPlugin(app: FastifyInstance, options: StudioPluginOptions): Promise<void> {
  const studio = options.studio ?? createStudio(options);
  const base = options.basePath.replace(/\/+$/, '');
  const assets = new Map<string, Buffer>();
  const now = options.now ?? Date.now;
  const studioBook = options.book
    ? await createStudioBook({
        ...options.book,
        wallet: options.wallet,
        now,
        ...(options.logError ? { logError: options.logError } : {}),
      })
    : undefined;
  const studioLottery = options.lottery
    ? await createStudioLottery({
        ...options.lottery,
        wallet: options.wallet,
        now,
        ...(options.logError ? { logError: options.logError } : {}),
      })
    : undefined;
  const studioRooms = options.rooms
    ? await createStudioRooms({
        ...options.rooms,
        wallet: options.wallet,
        now,
        base,
        logError: options.logError ?? (() => {}),
      })
    : undefined;
  app.addHook('onClose', async () => {
    if (!options.studio) await studio.close();
    await studioBook?.close();
    await studioLottery?.close();
    await studioRooms?.close();
  });
  if (studioRooms) {
    await studioRooms.routes(app);
    // The lobbies' list of rooms with their players now (public, like the lottery's games).
    app.get('/rooms/api/lobby', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=2').send({ status: 'OK', rooms: studioRooms.lobby() }),
    );
  }
  const roomLaunch = roomLauncher({
    studio,
    games: studioRooms?.pages ?? {},
    gameName: options.gameName,
    gameKind: options.gameKind,
  });
  if (studioLottery)
    lotteryRoutes(app, { engine: studioLottery.engine, sessions: studioLottery.sessions, now });
  const lotteryLaunch = lotteryLauncher({
    studio,
    lottery: studioLottery,
    base,
    gameName: options.gameName,
    gameKind: options.gameKind,
  });
  if (studioBook) {
    bookRoutes(app, {
      book: studioBook.book,
      feed: studioBook.feed,
      sessions: studioBook.sessions,
      limits: studioBook.limits,
      balanceOf: studioBook.balanceOf,
    });
    bookReportRoutes(app, { ...studioBook, secretOf: options.reportSecretOf, now });
    if (studioBook.scripted)
      bookTestHooks(app, { feed: studioBook.scripted, settle: studioBook.settleNow, now });
  }

  /** A SPORTS, ESPORTS or COCKFIGHT game: the book page (a launch, or a reload of its session). */
  async function bookLaunch(
    gameCode: string,
    q: z.infer<typeof PlayQuery>,
    lang: Lang,
    lobby: string,
  ): Promise<string | undefined> {
    if (q.session && !q.token && studioBook) {
      const session = studioBook.sessions.get(q.session);
      if (!session) return undefined;
      if (session.gameCode !== gameCode) throw new StudioError('SESSION_NOT_FOUND');
      const reloaded = { ...session, lang };
      return bookPage(
        bookBoot({
          base,
          lobby,
          session: reloaded,
          prefs: await studioBook.book.prefs(session),
          limits: studioBook.limits(session.currency),
        }),
      );
    }
    if (!q.token || !GAME_CODE_PATTERN.test(gameCode)) return undefined;
    const vendorCode = await studio.vendorFor(gameCode, q.vendor);
    const kind = bookKindOf(gameCode, await options.gameKind?.(vendorCode, gameCode).catch(() => undefined));
    if (!kind) return undefined;
    if (!studioBook) throw new StudioError('GAME_MAINTENANCE');
    const player = await launchedPlayer(
      { studio, gameName: options.gameName },
      { gameCode, token: q.token, vendorCode, lang },
    );
    const session = studioBook.sessions.open({ ...player, ...kind });
    const prefs = await studioBook.book.prefs(session);
    return bookPage(bookBoot({ base, lobby, session, prefs, limits: studioBook.limits(session.currency) }));
  }

  // This plugin answers its own errors (plain studio JSON, not the host's envelope).
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StudioError) return fail(reply, error.code, error.balance);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.code(status).send({ status: 'INVALID_REQUEST' });
    request.log.error({ err: error }, 'studio request failed');
    return reply.code(500).send({ status: 'INTERNAL_ERROR' });
  });

  app.get('/assets/:file', async (request, reply) => {
    const name = (request.params as { file: string }).file;
    const asset = assetOf(name);
    if (!asset) return reply.code(404).send({ status: 'NOT_FOUND' });
    let body = assets.get(name);
    if (!body) {
      try {
        body = readFileSync(asset.file);
      } catch {
        return reply.code(404).send({ status: 'NOT_BUILT', message: 'run npm run build -w apps/studio' });
      }
      assets.set(name, body);
    }
    return reply.header('cache-control', 'public, max-age=300').type(asset.type).send(body);
  });

  app.get('/play/:gameCode', async (request, reply) => {
    const { gameCode } = request.params as { gameCode: string };
    const query = PlayQuery.safeParse(request.query);
    const q = query.success ? query.data : {};
    const lang = langOf(q.lang);
    const lobby = withBase(safeLobby(q.lobby), options.lobbyBase);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      const book =
        (await bookLaunch(gameCode, q, lang, lobby)) ??
        (await lotteryLaunch(gameCode, q, lang, lobby)) ??
        (await roomLaunch(gameCode, q, lang, lobby));
      if (book) return reply.type('text/html; charset=utf-8').send(book);
      const session =
        q.session && !q.token
          ? studio.resume(q.session, gameCode, lang)
          : await studio.launch({ gameCode, token: q.token ?? '', lang, vendor: q.vendor });
      return reply
        .type('text/html; charset=utf-8')
        .send(gamePage({ base, session, lobby, game: clientGame(gameCode) }));
    } catch (error) {
      const code = error instanceof StudioError ? error.code : 'INTERNAL_ERROR';
      if (!(error instanceof StudioError)) request.log.error({ err: error }, 'studio launch failed');
      return reply
        .code(HTTP_STATUS[code] ?? 500)
        .type('text/html; charset=utf-8')
        .send(errorPage({ base, lang, lobby, code }));
    }
  });

  app.post('/api/spin', async (request, reply) => {
    const body = SpinBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'INVALID_REQUEST');
    return { status: 'OK', ...(await studio.spin(body.data)) };
  });

  app.post('/api/seeds', async (request, reply) => {
    const body = SeedsBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'INVALID_REQUEST');
    return { status: 'OK', ...studio.rotateSeeds(body.data) };
  });

  app.get('/api/balance', async (request, reply) => {
    const sessionId = SessionId.safeParse((request.query as { sessionId?: unknown }).sessionId);
    if (!sessionId.success) return fail(reply, 'INVALID_REQUEST');
    return { status: 'OK', ...(await studio.balance({ sessionId: sessionId.data })) };
  });

  app.post('/api/verify', async (request, reply) => {
    const body = VerifyBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'INVALID_REQUEST');
    const result = verifyRound(body.data);
    if (!result.ok) return reply.code(400).send({ status: 'INVALID_SEEDS', reason: result.reason });
    return { status: 'OK', ...result };
  });

  app.get('/lottery/verify', async (request, reply) => {
    const lang = langOf((request.query as { lang?: string }).lang);
    return reply.type('text/html; charset=utf-8').send(lotteryVerifierPage({ base, lang }));
  });

  app.get('/verify', async (request, reply) => {
    const lang = langOf((request.query as { lang?: string }).lang);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        verifierPage({ base, lang, games: STUDIO_GAMES.map((game) => clientGame(game.definition.code)) }),
      );
  });
}
