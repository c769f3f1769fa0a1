import type { bnAccounts } from './bn-accounts';

/** English: accounts. Typed from the Bengali keys, so a missing or extra key fails `tsc`. */
export const enAccounts: Record<keyof typeof bnAccounts, string> = {
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  warning: 'Warning',
  or: 'or',
  logout: 'Sign out',
  in_sure_logout: 'Are you sure you want to sign out?',
  balance: 'Balance',
  balance_play_money: 'Play money balance',
  balance_show: 'Show balance',
  balance_hide: 'Hide balance',
  balance_refresh: 'Refresh balance',
  real_account_title: 'Real account needed',
  in_need_true_account: 'A real account is needed for this. Please register or log in with your account.',
  password: 'Password',
  security_title: 'Security centre',
};
