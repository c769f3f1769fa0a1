import type { bnAccountForms } from './bn-account-forms';
import { bnAccounts } from './bn-accounts';
import { bnContent } from './bn-content';
import { bnGames } from './bn-games';
import { bnShell } from './bn-shell';

/**
 * Bengali: the default language and the source of the key set.
 * Every other language is typed `Messages`, so a missing or extra key fails `tsc`.
 * Keys named in the spec keep the spec's spelling (info_maintenance, blockip, info_ip_block).
 */
export const bn = {
  site_title: '{{brand}} — অনলাইন গেমিং ও বেটিং',
  brand_name: 'Khela',
  brand_home: '{{brand}} হোম পেজ',
  brand_tagline: 'লাইভ ক্যাসিনো, স্পোর্টস, স্লট ও আরও অনেক কিছু — এক জায়গায়।',
  skip_to_content: 'মূল অংশে যান',
  loading: 'লোড হচ্ছে…',

  network_error_title: 'সংযোগে সমস্যা',
  network_error: 'নেটওয়ার্ক সংযোগ অস্বাভাবিক, অনুগ্রহ করে আবার চেষ্টা করুন',
  retry: 'আবার চেষ্টা করুন',

  menu_open: 'মেনু খুলুন',
  menu_close: 'মেনু বন্ধ করুন',
  nav_main: 'প্রধান নেভিগেশন',
  nav_home: 'হোম',
  nav_deposit: 'ডিপোজিট',
  nav_withdraw: 'উত্তোলন',
  nav_agent: 'এজেন্ট',
  login: 'লগইন',
  register: 'রেজিস্টার',

  language: 'ভাষা',
  language_more: 'আরও ভাষা',
  language_bn: 'BN',
  language_en: 'EN',
  language_pt: 'PT',
  language_bn_name: 'বাংলা',
  language_en_name: 'ইংরেজি',
  language_pt_name: 'পর্তুগিজ',

  side_menu: 'পার্শ্ব মেনু',
  side_news: 'সংবাদ কেন্দ্র',
  side_promotions: 'প্রমোশন',
  side_language_title: 'ভাষা নির্বাচন করুন',

  hero_eyebrow: 'Khela-তে স্বাগতম',
  hero_title: 'আপনার খেলা শুরু হোক এখানে',
  hero_text: 'লাইভ ক্যাসিনো, স্পোর্টস, স্লট, ফিশিং, কার্ড গেম, লটারি ও ই-স্পোর্টস — সবকিছু এক অ্যাকাউন্টে।',
  hero_join: 'এখনই যোগ দিন',
  hero_login: 'আমার অ্যাকাউন্ট আছে',

  categories_title: 'গেম ক্যাটাগরি',
  coming_soon: 'শীঘ্রই আসছে',
  category_live: 'লাইভ',
  category_live_text: 'আসল ডিলারের সাথে সরাসরি টেবিল',
  category_sports: 'স্পোর্টস',
  category_sports_text: 'ম্যাচের আগে ও চলাকালীন বাজি',
  category_slots: 'স্লট',
  category_slots_text: 'রিল ঘোরান, বোনাস ফিচার খুঁজুন',
  category_fishing: 'ফিশিং',
  category_fishing_text: 'লক্ষ্য করুন, শিকার করুন, জিতুন',
  category_cards: 'কার্ড গেম',
  category_cards_text: 'খেলোয়াড়দের বিপক্ষে ক্লাসিক টেবিল',
  category_lottery: 'লটারি',
  category_lottery_text: 'নিয়মিত ড্র, দ্রুত ফলাফল',
  category_esports: 'ই-স্পোর্টস',
  category_esports_text: 'শীর্ষ টুর্নামেন্ট ও লিগ',

  footer_help: 'সহায়তা কেন্দ্র',
  footer_terms: 'শর্তাবলী',
  footer_links: 'সহায়তা ও তথ্য',
  footer_age: '১৮+',
  footer_responsible: 'দায়িত্বের সাথে খেলুন। শুধুমাত্র প্রাপ্তবয়স্কদের জন্য।',
  footer_copyright: '© {{year}} Khela। সর্বস্বত্ব সংরক্ষিত।',

  not_found_title: 'পৃষ্ঠাটি পাওয়া যায়নি',
  not_found_text: 'আপনি যে পৃষ্ঠাটি খুঁজছেন সেটি নেই অথবা সরিয়ে নেওয়া হয়েছে।',
  back_home: 'হোমে ফিরে যান',

  help_title: 'সহায়তা কেন্দ্র',
  help_text: 'সাধারণ প্রশ্নের উত্তর ও নির্দেশিকা। জরুরি প্রয়োজনে গ্রাহক সেবায় যোগাযোগ করুন।',
  terms_title: 'শর্তাবলী',
  terms_text: 'সাইট ব্যবহারের শর্তাবলী এখানে প্রকাশিত হবে।',

  maintenance_title: 'সিস্টেম রক্ষণাবেক্ষণ চলছে',
  info_maintenance:
    'সাইটটি আরও ভালো করতে আমরা রক্ষণাবেক্ষণের কাজ করছি। অনুগ্রহ করে কিছুক্ষণ পরে আবার আসুন। অসুবিধার জন্য আমরা দুঃখিত।',
  blockip: 'প্রবেশ সীমিত',
  info_ip_block:
    'দুঃখিত, আপনার অবস্থান বা IP ঠিকানা থেকে এই সাইটে প্রবেশ সীমিত। এটি ভুল মনে হলে অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  your_ip: 'আপনার IP ঠিকানা',
  customer_service: 'গ্রাহক সেবা',

  ...bnAccounts,
  ...bnContent,
  ...bnGames,
  ...bnShell,
};

/** The keys of the main messages (the first view's chunk of each language). */
export type MainKey = keyof typeof bn;
/** Every key of the main namespace: the main messages and the account forms' part (bn-account-forms.ts). */
export type MessageKey = MainKey | keyof typeof bnAccountForms;
/** The shape of the main messages every language must have: exactly the Bengali keys. */
export type Messages = Record<MainKey, string>;
/** The shape of the account forms' part. */
export type AccountFormsMessages = Record<keyof typeof bnAccountForms, string>;
