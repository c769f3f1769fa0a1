import { GAME_TYPES, type GameType } from '@khela/contract';

/**
 * Lanes: e-sports and cockfight vendors are split from the sports lane by the
 * site's configured lists; every other type is its own lane. Pure, so the rules test alone.
 */
export type LaneLists = { esportVendors: readonly string[]; cockfightVendors: readonly string[] };

/** One OR-ed part of a lane: games of this stored type, optionally only (or never) these vendors. */
export type LaneScope = { gameType: string; vendorsIn?: string[]; vendorsNotIn?: string[] };

export function isGameType(value: string): value is GameType {
  return GAME_TYPES.some((t) => t === value);
}

/** The lane a vendor's stored type shows in: SPORTS moves to ESPORTS or COCKFIGHT by the lists. */
export function laneTypeOf(vassalage: string, storedType: string, lists: LaneLists): GameType | undefined {
  if (storedType === 'SPORTS') {
    if (lists.esportVendors.includes(vassalage)) return 'ESPORTS';
    if (lists.cockfightVendors.includes(vassalage)) return 'COCKFIGHT';
  }
  return isGameType(storedType) ? storedType : undefined;
}

/** The stored rows that make up one lane (an OR of scopes). */
export function scopesOfLane(lane: GameType, lists: LaneLists): LaneScope[] {
  const split = [...lists.esportVendors, ...lists.cockfightVendors];
  if (lane === 'SPORTS') return [{ gameType: 'SPORTS', vendorsNotIn: split }];
  if (lane === 'ESPORTS')
    return [{ gameType: 'ESPORTS' }, { gameType: 'SPORTS', vendorsIn: [...lists.esportVendors] }];
  if (lane === 'COCKFIGHT')
    return [{ gameType: 'COCKFIGHT' }, { gameType: 'SPORTS', vendorsIn: [...lists.cockfightVendors] }];
  return [{ gameType: lane }];
}

/** Prize mode is ELOTT if lottery vendor entries TCG_LOTTO_VN or LOTT exist, else LOTT. */
export function prizeModeOf(vendorCodes: readonly string[]): 'ELOTT' | 'LOTT' {
  return vendorCodes.some((code) => code === 'TCG_LOTTO_VN' || code === 'LOTT') ? 'ELOTT' : 'LOTT';
}

/** Navigation order of the lanes (as the game navigation shows them), for sorting menus and lanes. */
export function laneOrder(type: GameType): number {
  return GAME_TYPES.indexOf(type);
}

/** `%` and `_` match literally, and so does the escape character itself (LIKE … ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
