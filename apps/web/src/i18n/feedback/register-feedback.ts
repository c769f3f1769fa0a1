import i18next from 'i18next';
import { bnFeedback } from './bn-feedback';
import { enFeedback } from './en-feedback';

export const FEEDBACK_NS = 'feedback';

/**
 * Adds the feedback page's texts for Bengali and English (Portuguese falls back to English).
 * Called by the page's and the badge's modules, so the texts come with the member centre's
 * chunks, never with the first view.
 */
export function registerFeedbackMessages(): void {
  if (i18next.hasResourceBundle('bn', FEEDBACK_NS)) return;
  i18next.addResourceBundle('bn', FEEDBACK_NS, bnFeedback);
  i18next.addResourceBundle('en', FEEDBACK_NS, enFeedback);
}
