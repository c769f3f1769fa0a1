import i18next from 'i18next';
import { bnPromotions } from './bn-promotions';
import { enPromotions } from './en-promotions';

export const PROMOTIONS_NS = 'promotions';

/**
 * Adds the promotions page's texts for Bengali and English (Portuguese falls back to English).
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerPromotionMessages(): void {
  if (i18next.hasResourceBundle('bn', PROMOTIONS_NS)) return;
  i18next.addResourceBundle('bn', PROMOTIONS_NS, bnPromotions);
  i18next.addResourceBundle('en', PROMOTIONS_NS, enPromotions);
}
