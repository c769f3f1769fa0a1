import { registerMessages } from '../namespaces';
import { bnRaffle } from './bn-raffle';
import { enRaffle } from './en-raffle';

export const RAFFLE_NS = 'raffle';

/**
 * Adds the raffle pages' texts for Bengali and English.
 * Called by the pages' modules, so the texts come with their chunk, never with the first view.
 */
export function registerRaffleMessages(): void {
  registerMessages(RAFFLE_NS, bnRaffle, enRaffle);
}
