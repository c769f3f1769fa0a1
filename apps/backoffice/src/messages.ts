/**
 * The console's texts. English is the source of the key set; Bengali is typed `Messages`,
 * so a missing or extra key fails `tsc`.
 */
export const en = {
  page_title: 'Khela Back Office',
  brand_name: 'Khela',
  console_name: 'Back Office',
  sign_in_title: 'Operator sign-in',
  sign_in_intro: 'Sign in with your operator account and the code from your authenticator app.',
  username: 'Username',
  password: 'Password',
  totp_code: 'Authenticator code',
  totp_hint: 'The 6-digit code from your authenticator app',
  sign_in: 'Sign in',
  show_password: 'Show password',
  hide_password: 'Hide password',
  required: 'This field is required',
  totp_invalid: 'Enter the 6 digits from your authenticator app',
  not_available: 'The operator console is not available yet. Operator sign-in arrives in a coming release.',
  language: 'Language',
  language_bn: 'BN',
  language_en: 'EN',
  language_bn_name: 'Bengali',
  language_en_name: 'English',
  security_note: 'Access is limited to authorised staff. Every sign-in is recorded.',
  brand_headline: 'The operator console',
  brand_text: 'Players, payments, games, promotions and site settings, managed in one place.',
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

export const bn: Messages = {
  page_title: 'Khela ব্যাক অফিস',
  brand_name: 'Khela',
  console_name: 'ব্যাক অফিস',
  sign_in_title: 'অপারেটর সাইন-ইন',
  sign_in_intro: 'আপনার অপারেটর অ্যাকাউন্ট এবং অথেনটিকেটর অ্যাপের কোড দিয়ে সাইন-ইন করুন।',
  username: 'ইউজারনেম',
  password: 'পাসওয়ার্ড',
  totp_code: 'অথেনটিকেটর কোড',
  totp_hint: 'অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোড',
  sign_in: 'সাইন-ইন',
  show_password: 'পাসওয়ার্ড দেখান',
  hide_password: 'পাসওয়ার্ড লুকান',
  required: 'এই ঘরটি পূরণ করা আবশ্যক',
  totp_invalid: 'অথেনটিকেটর অ্যাপের ৬টি অঙ্ক লিখুন',
  not_available: 'অপারেটর কনসোল এখনও চালু হয়নি। অপারেটর সাইন-ইন আসন্ন রিলিজে যুক্ত হবে।',
  language: 'ভাষা',
  language_bn: 'BN',
  language_en: 'EN',
  language_bn_name: 'বাংলা',
  language_en_name: 'ইংরেজি',
  security_note: 'শুধুমাত্র অনুমোদিত কর্মীদের জন্য। প্রতিটি সাইন-ইন রেকর্ড করা হয়।',
  brand_headline: 'অপারেটর কনসোল',
  brand_text: 'খেলোয়াড়, পেমেন্ট, গেম, প্রমোশন ও সাইট সেটিংস — সব এক জায়গা থেকে পরিচালনা করুন।',
};
