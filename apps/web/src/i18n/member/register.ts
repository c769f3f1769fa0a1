import i18next from 'i18next';
import { bnMember } from './bn-member';
import { enMember } from './en-member';

export const MEMBER_NS = 'member';

/**
 * Adds the member-centre messages for every language. Imported by the member-centre layout, so
 * the texts arrive with its chunk and a language switch inside the member centre needs no load.
 */
export function registerMemberMessages(): void {
  if (i18next.hasResourceBundle('bn', MEMBER_NS)) return;
  i18next.addResourceBundle('bn', MEMBER_NS, bnMember);
  i18next.addResourceBundle('en', MEMBER_NS, enMember);
}
