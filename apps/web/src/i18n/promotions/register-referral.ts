import i18next from 'i18next';
import { bnReferral } from './bn-referral';
import { enReferral } from './en-referral';

export const REFERRAL_NS = 'referral';

/**
 * Adds the referral page's texts for Bengali and English (Portuguese falls back to English).
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerReferralMessages(): void {
  if (i18next.hasResourceBundle('bn', REFERRAL_NS)) return;
  i18next.addResourceBundle('bn', REFERRAL_NS, bnReferral);
  i18next.addResourceBundle('en', REFERRAL_NS, enReferral);
}
