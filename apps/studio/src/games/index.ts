import type { StudioGame } from './catalogue.js';
import { RICKSHAW_BAZAAR } from './rickshaw-bazaar.js';
import { SUNDARBAN_TIGER } from './sundarban-tiger.js';

export { type StudioGame, strip } from './catalogue.js';
export { RICKSHAW_BAZAAR } from './rickshaw-bazaar.js';
export { SUNDARBAN_TIGER } from './sundarban-tiger.js';

/** Every slot the studio hosts. Order matters: catalogue games map onto this list by hash. */
export const STUDIO_GAMES: readonly StudioGame[] = [SUNDARBAN_TIGER, RICKSHAW_BAZAAR];
