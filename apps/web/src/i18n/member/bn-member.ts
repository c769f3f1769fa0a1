import { bnBonus } from './bn-bonus';
import { bnDeposit } from './bn-deposit';
import { bnRecords } from './bn-records';
import { bnRewards } from './bn-rewards';
import { bnSecurity } from './bn-security';
import { bnWithdraw } from './bn-withdraw';

/**
 * Bengali messages of the member centre (namespace `member`): loaded with the member-centre
 * chunk, not the first view. Each area keeps its own file (bn-deposit.ts, bn-withdraw.ts, …)
 * spread in here; English mirrors it key for key (a missing or extra key fails `tsc`).
 */
export const bnMember = {
  ...bnBonus,
  ...bnDeposit,
  ...bnRecords,
  ...bnRewards,
  ...bnSecurity,
  ...bnWithdraw,
  // Mobile wallets by provider code: the one place the site names them (deposit channels
  // seeded with the same words, withdrawal accounts, records).
  pay_method_BKASH: 'বিকাশ',
  pay_method_NAGAD: 'নগদ',
  pay_method_ROCKET: 'রকেট',
  member_nav_title: 'সদস্য কেন্দ্র',
  member_nav_deposit: 'ডিপোজিট',
  member_nav_withdraw: 'উত্তোলন',
  member_nav_transfer_fund: 'ওয়ালেট ট্রান্সফার',
  member_nav_transfer_upline: 'আপলাইনে ট্রান্সফার',
  member_nav_transaction_history: 'অ্যাকাউন্ট রেকর্ড',
  member_nav_betting_record: 'বেটিং রেকর্ড',
  member_nav_profit: 'লাভ ও ক্ষতি',
  member_nav_bonus: 'বোনাস বিবরণ',
  member_nav_rewards: 'পুরস্কার কেন্দ্র',
  member_nav_envelope: 'লাল খাম',
  member_nav_rebate: 'রিবেট',
  member_nav_missions: 'মিশন',
  member_nav_vip: 'ভিআইপি',
  member_nav_security: 'নিরাপত্তা কেন্দ্র',
  member_nav_feedback: 'মতামত ও অভিযোগ',
  member_nav_messages: 'বার্তা',
  // The member centre's index (decision 0083).
  member_nav_home: 'সারসংক্ষেপ',
  member_nav_raffle: 'র‍্যাফেল',
  member_nav_referral: 'বন্ধুদের আমন্ত্রণ',
  member_nav_points_mall: 'পয়েন্ট মল',
  member_index_title: 'সদস্য কেন্দ্র',
  member_index_hello: 'স্বাগতম, {{name}}',
  member_index_balances: 'আমার ব্যালেন্স',
  member_index_total: 'মোট {{amount}}',
  member_index_cash: 'উত্তোলনযোগ্য নগদ',
  member_index_bonus: 'বোনাস',
  member_index_frozen: 'স্থগিত',
  member_index_hidden: 'ব্যালেন্স লুকানো আছে',
  member_index_play_money: 'প্লে-মানি (ফ্রি প্লে)',
  member_index_vip: 'ভিআইপি স্তর',
  member_index_vip_none: 'এখনও কোনো স্তর নেই',
  member_index_vip_next: '{{label}} স্তরের দিকে',
  member_index_vip_top: 'আপনি সর্বোচ্চ স্তরে আছেন',
  member_index_valid_bet: 'বৈধ বাজি',
  member_index_deposit: 'জমা',
  member_index_vip_more: 'ভিআইপি বিস্তারিত',
  member_index_shortcuts: 'সদস্য পৃষ্ঠাসমূহ',
  member_index_unavailable: 'এখন দেখানো যাচ্ছে না।',
  member_index_trial_title: 'ফ্রি প্লে অ্যাকাউন্ট',
  member_index_trial_text: 'ডিপোজিট, উত্তোলন, পুরস্কার ও ভিআইপির জন্য আসল অ্যাকাউন্ট প্রয়োজন। লগ আউট করে নিবন্ধন করুন।',
  member_index_trial_links: 'আপনার জন্য খোলা',
  member_index_promotions: 'প্রোমোশন',
  member_index_notice: 'সংবাদ কেন্দ্র',
  member_index_help: 'সহায়তা কেন্দ্র',
};

export type MemberMessages = { [K in keyof typeof bnMember]: string };
