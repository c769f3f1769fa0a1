import type { Messages } from './bn';
import { enAccounts } from './en-accounts';
import { enContent } from './en-content';
import { enGames } from './en-games';
import { enShell } from './en-shell';

/** English: complete. Typed `Messages`, so a key missing here (or not in bn) fails `tsc`. */
export const en: Messages = {
  site_title: '{{brand}} — Online gaming and betting',
  brand_name: 'Khela',
  brand_home: '{{brand}} home page',
  brand_tagline: 'Live casino, sports, slots and more — all in one place.',
  skip_to_content: 'Skip to main content',
  loading: 'Loading…',

  network_error_title: 'Connection problem',
  network_error: 'Network link abnormal, please try again',
  retry: 'Try again',

  menu_open: 'Open menu',
  menu_close: 'Close menu',
  nav_main: 'Main navigation',
  nav_home: 'Home',
  nav_deposit: 'Deposit',
  nav_withdraw: 'Withdrawal',
  nav_agent: 'Agent',
  login: 'Log in',
  register: 'Register',

  language: 'Language',
  language_more: 'More languages',
  language_bn: 'BN',
  language_en: 'EN',
  language_pt: 'PT',
  language_bn_name: 'Bengali',
  language_en_name: 'English',
  language_pt_name: 'Portuguese',

  side_menu: 'Side menu',
  side_news: 'News centre',
  side_promotions: 'Promotions',
  side_language_title: 'Choose a language',

  hero_eyebrow: 'Welcome to Khela',
  hero_title: 'Your game starts here',
  hero_text: 'Live casino, sports, slots, fishing, card games, lottery and e-sports — all with one account.',
  hero_join: 'Join now',
  hero_login: 'I have an account',

  categories_title: 'Game categories',
  coming_soon: 'Coming soon',
  category_live: 'Live',
  category_live_text: 'Real dealers at live tables',
  category_sports: 'Sports',
  category_sports_text: 'Pre-match and in-play betting',
  category_slots: 'Slots',
  category_slots_text: 'Spin the reels, find bonus features',
  category_fishing: 'Fishing',
  category_fishing_text: 'Aim, shoot and win',
  category_cards: 'Card games',
  category_cards_text: 'Classic tables against other players',
  category_lottery: 'Lottery',
  category_lottery_text: 'Regular draws, quick results',
  category_esports: 'E-sports',
  category_esports_text: 'Top tournaments and leagues',

  footer_help: 'Help centre',
  footer_terms: 'Terms and conditions',
  footer_links: 'Help and information',
  footer_age: '18+',
  footer_responsible: 'Play responsibly. Adults only.',
  footer_copyright: '© {{year}} Khela. All rights reserved.',

  not_found_title: 'Page not found',
  not_found_text: 'The page you are looking for does not exist or has been moved.',
  back_home: 'Back to home',

  help_title: 'Help centre',
  help_text: 'Answers to common questions, and guides. For anything urgent, contact customer service.',
  terms_title: 'Terms and conditions',
  terms_text: 'The terms of using this site will be published here.',

  maintenance_title: 'System maintenance in progress',
  info_maintenance:
    'We are carrying out maintenance to make the site better. Please come back in a little while. We apologise for the inconvenience.',
  blockip: 'Access restricted',
  info_ip_block:
    'Sorry, access to this site is restricted from your location or IP address. If you think this is a mistake, please contact customer service.',
  your_ip: 'Your IP address',
  customer_service: 'Customer service',

  ...enAccounts,
  ...enContent,
  ...enGames,
  ...enShell,
};
