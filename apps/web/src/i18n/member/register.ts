import { registerMessages } from '../namespaces';
import { bnMember } from './bn-member';
import { enMember } from './en-member';

export const MEMBER_NS = 'member';

/**
 * Adds the member-centre messages for every language. Imported by the member-centre layout, so
 * the texts arrive with its chunk and a language switch inside the member centre needs no load.
 */
export function registerMemberMessages(): void {
  registerMessages(MEMBER_NS, bnMember, enMember);
}
