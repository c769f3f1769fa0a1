import i18next from 'i18next';
import { bnRaffle } from './bn-raffle';
import { enRaffle } from './en-raffle';

export const RAFFLE_NS = 'raffle';

/**
 * Adds the raffle pages' texts for Bengali and English (Portuguese falls back to English).
 * Called by the pages' modules, so the texts come with their chunk, never with the first view.
 */
export function registerRaffleMessages(): void {
  if (i18next.hasResourceBundle('bn', RAFFLE_NS)) return;
  i18next.addResourceBundle('bn', RAFFLE_NS, bnRaffle);
  i18next.addResourceBundle('en', RAFFLE_NS, enRaffle);
}
