import type { IconName } from '../../components/icons/icon';
import type { MemberMessages } from '../../i18n/member/bn-member';

/**
 * The member centre's pages, in the order the menu shows
 * them. Each page adds its own route under the member-centre layout in app/router.tsx.
 */
export type MemberNavItem = { path: string; labelKey: keyof MemberMessages; icon: IconName };

export const MEMBER_NAV: MemberNavItem[] = [
  { path: '/member/depositv2', labelKey: 'member_nav_deposit', icon: 'deposit' },
  { path: '/member/withdraw', labelKey: 'member_nav_withdraw', icon: 'withdraw' },
  { path: '/member/transferFund', labelKey: 'member_nav_transfer_fund', icon: 'wallet' },
  { path: '/member/transferUpline', labelKey: 'member_nav_transfer_upline', icon: 'agent' },
  { path: '/member/transactionHistory', labelKey: 'member_nav_transaction_history', icon: 'document' },
  { path: '/member/personalHistoryCopy', labelKey: 'member_nav_betting_record', icon: 'cards' },
  { path: '/member/personalProfit', labelKey: 'member_nav_profit', icon: 'chevronRight' },
  { path: '/member/bonusDetails', labelKey: 'member_nav_bonus', icon: 'gift' },
  { path: '/member/manualRebate', labelKey: 'member_nav_rebate', icon: 'refresh' },
  // VIP levels (decision 0063).
  { path: '/member/vip', labelKey: 'member_nav_vip', icon: 'gift' },
  // Missions and the leaderboard (decision 0064): its badge counts missions to claim.
  { path: '/member/missionLeaderboard', labelKey: 'member_nav_missions', icon: 'gift' },
  { path: '/rewardCenter', labelKey: 'member_nav_rewards', icon: 'wallet' },
  { path: '/member/redEnvelope', labelKey: 'member_nav_envelope', icon: 'gift' },
  { path: '/member/securityCenter', labelKey: 'member_nav_security', icon: 'shield' },
  // Feedback and complaints (decision 0061): its badge counts threads with unread replies.
  { path: '/member/feedback', labelKey: 'member_nav_feedback', icon: 'help' },
  // Platform messages (decision 0060): its badge counts unread messages.
  { path: '/member/messageV2', labelKey: 'member_nav_messages', icon: 'document' },
];
