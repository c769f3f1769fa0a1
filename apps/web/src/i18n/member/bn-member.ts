import { bnBonus } from './bn-bonus';
import { bnDeposit } from './bn-deposit';
import { bnRecords } from './bn-records';
import { bnRewards } from './bn-rewards';
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
};

export type MemberMessages = { [K in keyof typeof bnMember]: string };
