import i18next from 'i18next';
import { bnMissions } from './bn-missions';
import { enMissions } from './en-missions';

export const MISSIONS_NS = 'missions';

/**
 * Adds missionLeaderboard's texts for Bengali and English (Portuguese falls back to English).
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerMissionsMessages(): void {
  if (i18next.hasResourceBundle('bn', MISSIONS_NS)) return;
  i18next.addResourceBundle('bn', MISSIONS_NS, bnMissions);
  i18next.addResourceBundle('en', MISSIONS_NS, enMissions);
}
