import type { MemberMessages } from './bn-member';
import { enBonus } from './en-bonus';
import { enDeposit } from './en-deposit';
import { enRecords } from './en-records';
import { enRewards } from './en-rewards';
import { enSecurity } from './en-security';
import { enWithdraw } from './en-withdraw';

/** English messages of the member centre (namespace `member`), key for key with bn-member.ts. */
export const enMember: MemberMessages = {
  ...enBonus,
  ...enDeposit,
  ...enRecords,
  ...enRewards,
  ...enSecurity,
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
  // The member centre's index (decision 0083).
  member_nav_home: 'Overview',
  member_nav_raffle: 'Raffle',
  member_nav_referral: 'Invite friends',
  member_nav_points_mall: 'Points mall',
  member_index_title: 'Member centre',
  member_index_hello: 'Welcome, {{name}}',
  member_index_balances: 'My balances',
  member_index_total: 'Total {{amount}}',
  member_index_cash: 'Withdrawable cash',
  member_index_bonus: 'Bonus',
  member_index_frozen: 'On hold',
  member_index_hidden: 'Balances are hidden',
  member_index_play_money: 'Play money (free play)',
  member_index_vip: 'VIP level',
  member_index_vip_none: 'No level yet',
  member_index_vip_next: 'Towards {{label}}',
  member_index_vip_top: 'You are at the top level',
  member_index_valid_bet: 'Valid bets',
  member_index_deposit: 'Deposits',
  member_index_vip_more: 'VIP details',
  member_index_shortcuts: 'Member pages',
  member_index_unavailable: 'Cannot be shown right now.',
  member_index_trial_title: 'Free-play account',
  member_index_trial_text:
    'Deposits, withdrawals, rewards and VIP need a real account. Log out and register to get one.',
  member_index_trial_links: 'Open to you',
  member_index_promotions: 'Promotions',
  member_index_notice: 'News centre',
  member_index_help: 'Help centre',
};
