import { registerMessages } from '../namespaces';
import { bnReferral } from './bn-referral';
import { enReferral } from './en-referral';

export const REFERRAL_NS = 'referral';

/**
 * Adds the referral page's texts for Bengali and English.
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerReferralMessages(): void {
  registerMessages(REFERRAL_NS, bnReferral, enReferral);
}
