import { REBATE_GAME_TYPES } from '@khela/contract';
import type { RebateMessages } from '../../i18n/promotions/bn-rebate';

/** The game types the page names in words (the site's); any other shows its code. */
const NAMED: readonly string[] = REBATE_GAME_TYPES;

/** The message key of a game type's name, or null when it has none (shown as "Other (CODE)"). */
export function gameTypeKey(gameType: string): keyof RebateMessages | null {
  return NAMED.includes(gameType) ? (`rebate_type_${gameType}` as keyof RebateMessages) : null;
}

/** A rate in basis points as a percentage number: 100 → 1, 25 → 0.25. */
export const ratePercent = (rateBp: number): number => rateBp / 100;
