import { PATHS } from '../../app/paths';
import type { IconName } from '../../components/icons/icon';
import type { MemberMessages } from '../../i18n/member/bn-member';

/** A member-menu entry's count badge: which existing count it shows (decision 0083). */
export type MemberBadge = 'rewards' | 'messages' | 'missions' | 'feedback';

/**
 * The member centre's pages, in the order the menu shows them. Each page adds its own route in
 * app/router.tsx; the index (/member, decision 0083) shows the same list as shortcuts.
 */
export type MemberNavItem = {
  path: string;
  labelKey: keyof MemberMessages;
  icon: IconName;
  badge?: MemberBadge;
  /** Shown only while the referral promotion is on (as the side menu's invite entry). */
  needsReferral?: boolean;
};

/** The index's own entry, first in the menu (active on /member only). */
export const MEMBER_HOME: MemberNavItem = { path: PATHS.member, labelKey: 'member_nav_home', icon: 'user' };

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
  { path: '/member/missionLeaderboard', labelKey: 'member_nav_missions', icon: 'gift', badge: 'missions' },
  { path: '/rewardCenter', labelKey: 'member_nav_rewards', icon: 'wallet', badge: 'rewards' },
  { path: '/member/redEnvelope', labelKey: 'member_nav_envelope', icon: 'gift' },
  // Raffles (decision 0055) and referral (decision 0056): member pages the menu lacked (decision 0083).
  { path: PATHS.raffle, labelKey: 'member_nav_raffle', icon: 'lottery' },
  { path: PATHS.invite, labelKey: 'member_nav_referral', icon: 'agent', needsReferral: true },
  // The points mall (decision 0062): a public page, with the member's points and redemptions.
  { path: PATHS.pointMall, labelKey: 'member_nav_points_mall', icon: 'wallet' },
  { path: '/member/securityCenter', labelKey: 'member_nav_security', icon: 'shield' },
  // Feedback and complaints (decision 0061): its badge counts threads with unread replies.
  { path: '/member/feedback', labelKey: 'member_nav_feedback', icon: 'help', badge: 'feedback' },
  // Platform messages (decision 0060): its badge counts unread messages.
  { path: '/member/messageV2', labelKey: 'member_nav_messages', icon: 'document', badge: 'messages' },
];

/** The member pages a member sees in the menu and on the index: referral only while it is on. */
export function memberNavFor(options: { referral: boolean }): MemberNavItem[] {
  return MEMBER_NAV.filter((item) => !item.needsReferral || options.referral);
}

/**
 * What a free-play (trial) account's index offers (spec section 5: member features need a real
 * account): pages open to anyone, none of the member pages, which would only show the warning.
 */
export const TRIAL_SHORTCUTS: { path: string; labelKey: keyof MemberMessages; icon: IconName }[] = [
  { path: PATHS.promotions, labelKey: 'member_index_promotions', icon: 'gift' },
  { path: PATHS.pointMall, labelKey: 'member_nav_points_mall', icon: 'wallet' },
  { path: PATHS.notice, labelKey: 'member_index_notice', icon: 'news' },
  { path: PATHS.help, labelKey: 'member_index_help', icon: 'help' },
];
