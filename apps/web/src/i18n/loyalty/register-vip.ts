import { registerMessages } from '../namespaces';
import { bnVip } from './bn-vip';
import { enVip } from './en-vip';

export const VIP_NS = 'vip';

/**
 * Adds the VIP page's texts for Bengali and English, and the current language's JSON (namespaces.ts). Called by
 * the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerVipMessages(): void {
  registerMessages(VIP_NS, bnVip, enVip);
}
