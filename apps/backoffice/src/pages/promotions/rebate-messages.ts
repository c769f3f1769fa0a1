/**
 * Texts of the rebate rules in the promotion editor (decision 0054). Merged into the catalogue
 * by messages.ts; BN is typed from EN.
 */
export const enRebateFields = {
  rb_mode: 'Payment',
  rb_mode_manual: 'Manual: the player claims it on manualRebate',
  rb_mode_auto_daily: 'Automatic: paid each site day for the day before',
  rb_rates: 'Rate per game type (% of the valid bet)',
  rb_rates_hint: 'Empty: the default rate. At most 10%.',
  rb_default_rate: 'Default rate (%)',
  rb_min_payout: 'Minimum payout',
  rb_min_payout_hint: 'A smaller rebate is not paid; it keeps accruing.',
  rb_cap: 'Most per player per day',
  rb_wagering: 'Wagering (× the rebate)',
  rb_wagering_hint: '0: paid as cash; more: paid as bonus money with this wagering.',
  rb_expires: 'Bonus expires after (days)',
};

export const bnRebateFields: Record<keyof typeof enRebateFields, string> = {
  rb_mode: 'পরিশোধ',
  rb_mode_manual: 'ম্যানুয়াল: খেলোয়াড় manualRebate পাতায় দাবি করেন',
  rb_mode_auto_daily: 'স্বয়ংক্রিয়: প্রতিদিন আগের দিনের জন্য পরিশোধ',
  rb_rates: 'খেলার ধরন অনুযায়ী হার (বৈধ বাজির %)',
  rb_rates_hint: 'খালি: ডিফল্ট হার। সর্বোচ্চ ১০%।',
  rb_default_rate: 'ডিফল্ট হার (%)',
  rb_min_payout: 'সর্বনিম্ন পরিশোধ',
  rb_min_payout_hint: 'এর চেয়ে কম রিবেট পরিশোধ হয় না; জমা হতে থাকে।',
  rb_cap: 'প্রতি খেলোয়াড় দৈনিক সর্বোচ্চ',
  rb_wagering: 'বাজির শর্ত (রিবেটের ×)',
  rb_wagering_hint: '০: নগদে পরিশোধ; বেশি হলে এই বাজির শর্তসহ বোনাস হিসেবে।',
  rb_expires: 'বোনাসের মেয়াদ (দিন)',
};
