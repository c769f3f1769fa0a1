import i18next from 'i18next';
import { bnRebate } from './bn-rebate';
import { enRebate } from './en-rebate';

export const REBATE_NS = 'rebate';

/**
 * Adds the manualRebate page's texts for Bengali and English (Portuguese falls back to English).
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerRebateMessages(): void {
  if (i18next.hasResourceBundle('bn', REBATE_NS)) return;
  i18next.addResourceBundle('bn', REBATE_NS, bnRebate);
  i18next.addResourceBundle('en', REBATE_NS, enRebate);
}
