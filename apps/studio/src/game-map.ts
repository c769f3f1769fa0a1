import { createHash } from 'node:crypto';
import { STUDIO_GAMES, type StudioGame } from './games/index.js';

/** Catalogue game codes are letters, digits, '_' and '-' (at most 64). */
export const GAME_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * SPORTS, ESPORTS and COCKFIGHT games never get here: the plugin opens the book for them first
 * (book/kinds.ts), LOTT and ELOTT games the lottery (lottery/launch.ts), and LIVE, FISH and PVP
 * games the rooms — live tables, crash, fishing, Teen Patti (rooms/kinds.ts, decision 0076).
 *
 * Every other catalogue game plays one of the studio's slots: a studio code maps to itself, any other
 * code to `STUDIO_GAMES[sha256(code)[0..4] mod n]` — deterministic, so a game always plays the
 * same maths, and spread evenly over the slots.
 */
export function studioGameFor(gameCode: string): StudioGame {
  const own = STUDIO_GAMES.find((game) => game.definition.code === gameCode);
  if (own) return own;
  const word = createHash('sha256').update(gameCode, 'utf8').digest().readUInt32BE(0);
  return STUDIO_GAMES[word % STUDIO_GAMES.length] as StudioGame;
}

/** "PG_RNG_0042" → "PG RNG 0042": the name shown when the catalogue has none for us. */
export function nameFromCode(gameCode: string): string {
  return gameCode.replace(/[_-]+/g, ' ').trim();
}
