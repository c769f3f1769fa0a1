import { registerMessages } from '../namespaces';
import { bnPoints } from './bn-points';
import { enPoints } from './en-points';

export const POINTS_NS = 'points';

/**
 * Adds the points mall's texts for Bengali and English.
 * Called by the pages' module, so the texts come with their chunk, never with the first view.
 */
export function registerPointsMessages(): void {
  registerMessages(POINTS_NS, bnPoints, enPoints);
}
