import i18next from 'i18next';
import { bnActivity } from './bn-activity';
import { bnPromotions } from './bn-promotions';
import { enActivity } from './en-activity';
import { enPromotions } from './en-promotions';

export const PROMOTIONS_NS = 'promotions';

/**
 * Adds the promotions page's texts for Bengali and English (Portuguese falls back to English).
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerPromotionMessages(): void {
  if (i18next.hasResourceBundle('bn', PROMOTIONS_NS)) return;
  // Activity applications' texts (decision 0057) share the namespace.
  i18next.addResourceBundle('bn', PROMOTIONS_NS, { ...bnPromotions, ...bnActivity });
  i18next.addResourceBundle('en', PROMOTIONS_NS, { ...enPromotions, ...enActivity });
}
