import type { MemberMessages } from './bn-member';
import { enBonus } from './en-bonus';
import { enDeposit } from './en-deposit';
import { enRecords } from './en-records';
import { enRewards } from './en-rewards';
import { enWithdraw } from './en-withdraw';

/** English messages of the member centre (namespace `member`), key for key with bn-member.ts. */
export const enMember: MemberMessages = {
  ...enBonus,
  ...enDeposit,
  ...enRecords,
  ...enRewards,
  ...enWithdraw,
  pay_method_BKASH: 'bKash',
  pay_method_NAGAD: 'Nagad',
  pay_method_ROCKET: 'Rocket',
  member_nav_title: 'Member centre',
  member_nav_deposit: 'Deposit',
  member_nav_withdraw: 'Withdraw',
  member_nav_transfer_fund: 'Wallet transfer',
  member_nav_transfer_upline: 'Transfer to upline',
  member_nav_transaction_history: 'Account record',
  member_nav_betting_record: 'Betting record',
  member_nav_profit: 'Profit and loss',
  member_nav_bonus: 'Bonus details',
  member_nav_rewards: 'Reward centre',
  member_nav_envelope: 'Red envelopes',
  member_nav_rebate: 'Rebate',
  member_nav_missions: 'Missions',
  member_nav_vip: 'VIP',
  member_nav_security: 'Security centre',
  member_nav_feedback: 'Feedback',
  member_nav_messages: 'Messages',
};
