import 'i18next';
import type { Messages } from './bn';
import type { MemberMessages } from './member/bn-member';

// Typed keys: `t('no_such_key')` fails `tsc`. Keys are flat, so no key or namespace separators.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages; member: MemberMessages };
    keySeparator: false;
    nsSeparator: false;
  }
}
