/**
 * Texts of the list filters, form checks and the phone menu shared by the console's pages (decision 0040),
 * merged into the console's catalogue by messages.ts. BN is typed from EN, so a missing key fails `tsc`.
 */
export const enConsole = {
  filter_too_long: 'At most {max} characters',
  filter_digits_only: 'Digits only, at most {max}',
  filter_bad_time: 'Enter a date and time',
  pl_reason_too_long: 'Keep the reason under 500 characters',
  nav_menu: 'Menu',
};

export const bnConsole: Record<keyof typeof enConsole, string> = {
  filter_too_long: 'সর্বোচ্চ {max} অক্ষর',
  filter_digits_only: 'শুধু সংখ্যা, সর্বোচ্চ {max}টি',
  filter_bad_time: 'তারিখ ও সময় লিখুন',
  pl_reason_too_long: 'কারণ ৫০০ অক্ষরের মধ্যে লিখুন',
  nav_menu: 'মেনু',
};
