import 'i18next';
import type { AccountFormsMessages, Messages } from './bn';
import type { AgentMessages } from './bn-agent';
import type { AgentIncomeMessages } from './bn-agent-income';
import type { ChatMessages } from './chat/bn-chat';
import type { FeedbackMessages } from './feedback/bn-feedback';
import type { InboxMessages } from './inbox/bn-inbox';
import type { LotteryMessages } from './lottery/bn-lottery';
import type { PointsMessages } from './loyalty/bn-points';
import type { VipMessages } from './loyalty/bn-vip';
import type { MemberMessages } from './member/bn-member';
import type { MissionsMessages } from './missions/bn-missions';
import type { ActivityMessages } from './promotions/bn-activity';
import type { PromotionMessages } from './promotions/bn-promotions';
import type { RaffleMessages } from './promotions/bn-raffle';
import type { RebateMessages } from './promotions/bn-rebate';
import type { ReferralMessages } from './promotions/bn-referral';
import type { RoomsMessages } from './rooms/en-rooms';

// Typed keys: `t('no_such_key')` fails `tsc`. Keys are flat, so no key or namespace separators.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      // The main messages and, loaded right after the first view into the same namespace, the account forms'.
      translation: Messages & AccountFormsMessages;
      member: MemberMessages;
      agent: AgentMessages;
      agentIncome: AgentIncomeMessages;
      promotions: PromotionMessages & ActivityMessages;
      raffle: RaffleMessages;
      rebate: RebateMessages;
      referral: ReferralMessages;
      feedback: FeedbackMessages;
      inbox: InboxMessages;
      chat: ChatMessages;
      vip: VipMessages;
      points: PointsMessages;
      missions: MissionsMessages;
      lottery: LotteryMessages;
      rooms: RoomsMessages;
    };
    keySeparator: false;
    nsSeparator: false;
  }
}
