import { registerMessages } from '../namespaces';
import { bnFeedback } from './bn-feedback';
import { enFeedback } from './en-feedback';

export const FEEDBACK_NS = 'feedback';

/**
 * Adds the feedback page's texts for Bengali and English.
 * Called by the page's and the badge's modules, so the texts come with the member centre's
 * chunks, never with the first view.
 */
export function registerFeedbackMessages(): void {
  registerMessages(FEEDBACK_NS, bnFeedback, enFeedback);
}
