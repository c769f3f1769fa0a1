import 'i18next';
import type { Messages } from './bn';
import type { AgentMessages } from './bn-agent';
import type { AgentIncomeMessages } from './bn-agent-income';
import type { MemberMessages } from './member/bn-member';
import type { PromotionMessages } from './promotions/bn-promotions';

// Typed keys: `t('no_such_key')` fails `tsc`. Keys are flat, so no key or namespace separators.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Messages;
      member: MemberMessages;
      agent: AgentMessages;
      agentIncome: AgentIncomeMessages;
      promotions: PromotionMessages;
    };
    keySeparator: false;
    nsSeparator: false;
  }
}
