import i18next from 'i18next';
import { bnPoints } from './bn-points';
import { enPoints } from './en-points';

export const POINTS_NS = 'points';

/**
 * Adds the points mall's texts for Bengali and English (Portuguese falls back to English).
 * Called by the pages' module, so the texts come with their chunk, never with the first view.
 */
export function registerPointsMessages(): void {
  if (i18next.hasResourceBundle('bn', POINTS_NS)) return;
  i18next.addResourceBundle('bn', POINTS_NS, bnPoints);
  i18next.addResourceBundle('en', POINTS_NS, enPoints);
}
