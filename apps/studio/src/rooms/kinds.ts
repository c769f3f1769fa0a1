import { createHash } from 'node:crypto';
import type { GameKind } from '../book/kinds.js';

/**
 * Which studio room a LIVE, FISH or PVP catalogue game opens (issue 21): never a slot. The
 * catalogue's classification picks the game (a baccarat game opens a baccarat table, an arcade
 * game the crash game), and a hash of the game code one of that game's tables, so a catalogue game
 * always opens the same table and the catalogue's games spread over the tables. Without a
 * catalogue (the studio alone) the demo code names its type ("BGS_LIVE_0003").
 */
export type RoomGameName = 'table' | 'crash' | 'fishing' | 'teen-patti';
export type TableVariant = 'baccarat' | 'dragon-tiger' | 'roulette' | 'andar-bahar';

export type RoomPick =
  | { game: 'table'; variant: TableVariant; hash: number }
  | { game: 'crash' | 'fishing' | 'teen-patti'; hash: number };

const TABLE_OF_CLASSIFY: Partial<Record<string, TableVariant>> = {
  BACCARAT: 'baccarat',
  DRAGON_TIGER: 'dragon-tiger',
  ROULETTE: 'roulette',
  ANDAR_BAHAR: 'andar-bahar',
};
const TABLE_VARIANTS: readonly TableVariant[] = ['baccarat', 'dragon-tiger', 'roulette', 'andar-bahar'];

/** A number from the game code: which of a game's tables it opens. */
export function codeHash(gameCode: string): number {
  return createHash('sha256').update(gameCode, 'utf8').digest().readUInt32BE(0);
}

export function roomPickOf(gameCode: string, kind: GameKind | undefined): RoomPick | undefined {
  const lane = kind?.lane ?? /_(LIVE|FISH|PVP)_/.exec(gameCode)?.[1];
  const hash = codeHash(gameCode);
  if (lane === 'LIVE') {
    // A classification the studio has no table of (an older catalogue's SICBO) takes one by hash.
    const variant =
      TABLE_OF_CLASSIFY[kind?.classify ?? ''] ??
      (TABLE_VARIANTS[hash % TABLE_VARIANTS.length] as TableVariant);
    return { game: 'table', variant, hash };
  }
  if (lane === 'FISH') return { game: kind?.classify === 'ARCADE' ? 'crash' : 'fishing', hash };
  if (lane === 'PVP') return { game: 'teen-patti', hash };
  return undefined;
}
