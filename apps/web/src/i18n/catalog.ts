import { bn } from './bn';
import { bnAccountForms } from './bn-account-forms';
import { bnAgent } from './bn-agent';
import { bnAgentIncome } from './bn-agent-income';
import { bnChat } from './chat/bn-chat';
import { enChat } from './chat/en-chat';
import { en } from './en';
import { enAccountForms } from './en-account-forms';
import { enAgent } from './en-agent';
import { enAgentIncome } from './en-agent-income';
import { bnFeedback } from './feedback/bn-feedback';
import { enFeedback } from './feedback/en-feedback';
import { bnInbox } from './inbox/bn-inbox';
import { enInbox } from './inbox/en-inbox';
import { bnLottery } from './lottery/bn-lottery';
import { enLottery } from './lottery/en-lottery';
import { bnPoints } from './loyalty/bn-points';
import { bnVip } from './loyalty/bn-vip';
import { enPoints } from './loyalty/en-points';
import { enVip } from './loyalty/en-vip';
import { bnMember } from './member/bn-member';
import { enMember } from './member/en-member';
import { bnMissions } from './missions/bn-missions';
import { enMissions } from './missions/en-missions';
import { bnActivity } from './promotions/bn-activity';
import { bnPromotions } from './promotions/bn-promotions';
import { bnRaffle } from './promotions/bn-raffle';
import { bnRebate } from './promotions/bn-rebate';
import { bnReferral } from './promotions/bn-referral';
import { enActivity } from './promotions/en-activity';
import { enPromotions } from './promotions/en-promotions';
import { enRaffle } from './promotions/en-raffle';
import { enRebate } from './promotions/en-rebate';
import { enReferral } from './promotions/en-referral';
import { bnRooms } from './rooms/bn-rooms';
import { enRooms } from './rooms/en-rooms';

/**
 * Every namespace of the player site with its two source languages, for the completeness report
 * (`npm run i18n:report`) and its test. Never imported by the app: each namespace's texts travel
 * with the chunk that uses them (their register functions), and the other languages' texts are
 * the JSON files under locales/<language>/<namespace>.json, loaded on demand (resources.ts).
 */
export const CATALOG: Record<string, { bn: Record<string, string>; en: Record<string, string> }> = {
  translation: { bn, en },
  accountForms: { bn: bnAccountForms, en: enAccountForms },
  member: { bn: bnMember, en: enMember },
  lottery: { bn: bnLottery, en: enLottery },
  feedback: { bn: bnFeedback, en: enFeedback },
  rooms: { bn: bnRooms, en: enRooms },
  points: { bn: bnPoints, en: enPoints },
  vip: { bn: bnVip, en: enVip },
  agent: { bn: bnAgent, en: enAgent },
  chat: { bn: bnChat, en: enChat },
  raffle: { bn: bnRaffle, en: enRaffle },
  promotions: { bn: { ...bnPromotions, ...bnActivity }, en: { ...enPromotions, ...enActivity } },
  rebate: { bn: bnRebate, en: enRebate },
  referral: { bn: bnReferral, en: enReferral },
  missions: { bn: bnMissions, en: enMissions },
  agentIncome: { bn: bnAgentIncome, en: enAgentIncome },
  inbox: { bn: bnInbox, en: enInbox },
};
