import i18next from 'i18next';
import { bnLottery } from './bn-lottery';
import { enLottery } from './en-lottery';

export const LOTTERY_NS = 'lottery';

/**
 * Adds the lottery pages' texts for Bengali and English (Portuguese falls back to English).
 * Called by the pages' module, so the texts come with its chunk, never with the first view.
 */
export function registerLotteryMessages(): void {
  if (i18next.hasResourceBundle('bn', LOTTERY_NS)) return;
  i18next.addResourceBundle('bn', LOTTERY_NS, bnLottery);
  i18next.addResourceBundle('en', LOTTERY_NS, enLottery);
}
