/**
 * Khela's own game studio: a game vendor like any other (ARCHITECTURE "Games and vendors").
 * It hosts original slot games (src/games, maths in packages/game-math) and pays through the
 * platform's seamless-wallet API (src/wallet-client.ts). Mounted in the server at /studio by
 * default, or run alone (src/main.ts).
 */
export const STUDIO_VENDOR = {
  /** The vendor code the catalogue and the seamless-wallet API know the studio by (vassalage). */
  vassalage: 'KHELA',
  displayName: 'Khela Studio',
  /** Game types the studio will offer (those of the site's game navigation). */
  gameTypes: ['RNG', 'FISH', 'PVP', 'LIVE', 'ELOTT', 'SPORTS'],
} as const;

export type StudioVendor = typeof STUDIO_VENDOR;

/** The studio's launch path for a game code, served by the studio (mounted or standalone). */
export function studioLaunchPath(gameCode: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(gameCode)) throw new Error(`invalid game code: ${gameCode}`);
  return `/studio/play/${gameCode}`;
}

// The book's engine for bench:sportsbook, which builds a book over the server's database.
export { type Book, createBook } from './book/engine/book.js';
export { createSqlStore } from './book/engine/store.sql.js';
export { ScriptedFeed } from './book/feed/scripted.js';
export { nameFromCode, studioGameFor } from './game-map.js';
export { RICKSHAW_BAZAAR, STUDIO_GAMES, type StudioGame, SUNDARBAN_TIGER } from './games/index.js';
// The lottery's engine for bench:lottery, which settles a draw over the server's database.
export { createLotteryEngine, type LotteryEngine, type LotteryPlayer } from './lottery/engine/engine.js';
export { createLotteryStore, type LotteryStore } from './lottery/engine/store.js';
export { clientGame, type StudioPluginOptions, safeLobby, studioPlugin } from './plugin.js';
export { createStudio, FAIR_ALGORITHM, type Studio, StudioError, verifyRound } from './studio.js';
export { symbolSvg } from './symbols.js';
export {
  createWalletClient,
  httpTransport,
  signBody,
  type Transport,
  type WalletClient,
  WalletTransportError,
} from './wallet-client.js';
