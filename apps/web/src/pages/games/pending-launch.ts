import { gamePageUrl, type LaunchableGame } from './launch-rules';

/**
 * The game a guest chose before being asked to log in. Free play from that login starts it at
 * once: the player tapped a game, so the game is what they expect next, not the lobby again.
 * Only a game that offers free play is kept (a trial account may open no other).
 */
type PendingLaunch = { to: string; from: string };

let pending: PendingLaunch | null = null;

export function rememberLaunch(game: LaunchableGame, from: string): void {
  pending = game.supportPlay === 0 ? { to: gamePageUrl(game), from } : null;
}

/** The remembered game's page and the lobby it came from, once; null when there is none. */
export function takePendingLaunch(): PendingLaunch | null {
  const taken = pending;
  pending = null;
  return taken;
}

export function forgetPendingLaunch(): void {
  pending = null;
}
