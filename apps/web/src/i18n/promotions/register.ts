import { registerMessages } from '../namespaces';
import { bnActivity } from './bn-activity';
import { bnPromotions } from './bn-promotions';
import { enActivity } from './en-activity';
import { enPromotions } from './en-promotions';

export const PROMOTIONS_NS = 'promotions';

/**
 * Adds the promotions page's texts for Bengali and English.
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerPromotionMessages(): void {
  // Activity applications' texts (decision 0057) share the namespace.
  registerMessages(PROMOTIONS_NS, { ...bnPromotions, ...bnActivity }, { ...enPromotions, ...enActivity });
}
