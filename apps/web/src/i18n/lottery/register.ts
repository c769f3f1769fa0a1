import { registerMessages } from '../namespaces';
import { bnLottery } from './bn-lottery';
import { enLottery } from './en-lottery';

export const LOTTERY_NS = 'lottery';

/**
 * Adds the lottery pages' texts for Bengali and English.
 * Called by the pages' module, so the texts come with its chunk, never with the first view.
 */
export function registerLotteryMessages(): void {
  registerMessages(LOTTERY_NS, bnLottery, enLottery);
}
