import i18next from 'i18next';
import { bnVip } from './bn-vip';
import { enVip } from './en-vip';

export const VIP_NS = 'vip';

/**
 * Adds the VIP page's texts for Bengali and English (Portuguese falls back to English). Called by
 * the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerVipMessages(): void {
  if (i18next.hasResourceBundle('bn', VIP_NS)) return;
  i18next.addResourceBundle('bn', VIP_NS, bnVip);
  i18next.addResourceBundle('en', VIP_NS, enVip);
}
