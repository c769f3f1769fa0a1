import { registerMessages } from '../namespaces';
import { bnRebate } from './bn-rebate';
import { enRebate } from './en-rebate';

export const REBATE_NS = 'rebate';

/**
 * Adds the manualRebate page's texts for Bengali and English.
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerRebateMessages(): void {
  registerMessages(REBATE_NS, bnRebate, enRebate);
}
