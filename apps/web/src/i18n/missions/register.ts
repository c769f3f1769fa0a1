import { registerMessages } from '../namespaces';
import { bnMissions } from './bn-missions';
import { enMissions } from './en-missions';

export const MISSIONS_NS = 'missions';

/**
 * Adds missionLeaderboard's texts for Bengali and English.
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerMissionsMessages(): void {
  registerMessages(MISSIONS_NS, bnMissions, enMissions);
}
