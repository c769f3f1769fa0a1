/**
 * Bengali: accounts (login, register, passwords, session in the header). Part of `bn`, the key
 * source; spec text keys keep the spec's spelling (in_sure_logout, in_need_true_account,
 * invitation_code_error).
 */
export const bnAccounts = {
  close: 'বন্ধ করুন',
  confirm: 'নিশ্চিত করুন',
  cancel: 'বাতিল',
  warning: 'সতর্কতা',
  or: 'অথবা',
  logout: 'সাইন আউট',
  in_sure_logout: 'আপনি কি নিশ্চিত যে সাইন আউট করতে চান?',
  balance: 'ব্যালেন্স',
  balance_play_money: 'প্লে-মানি ব্যালেন্স',
  balance_show: 'ব্যালেন্স দেখান',
  balance_hide: 'ব্যালেন্স লুকান',
  balance_refresh: 'ব্যালেন্স রিফ্রেশ করুন',
  real_account_title: 'আসল অ্যাকাউন্ট প্রয়োজন',
  in_need_true_account:
    'এটি ব্যবহার করতে একটি আসল অ্যাকাউন্ট প্রয়োজন। অনুগ্রহ করে রেজিস্টার করুন বা আপনার অ্যাকাউন্টে লগইন করুন।',
  password: 'পাসওয়ার্ড',
  security_title: 'নিরাপত্তা কেন্দ্র',
};
