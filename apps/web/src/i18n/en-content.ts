import type { bnContent } from './bn-content';

/** English texts of the site content; typed by the Bengali set, so no key can be missing. */
export const enContent: Record<keyof typeof bnContent, string> = {
  banner_carousel: 'Promotion banners',
  banner_go_to: 'Go to banner {{number}}',
  headlines: 'Latest news',
  winners_title: 'Winner board',
  winners_player: 'Player',
  winners_game: 'Game',
  winners_prize: 'Prize',
  winners_empty: 'No winners yet.',

  popup_promotion: 'Open the reward centre',
  popup_close: 'Close',

  notice_title: 'News centre',
  notice_empty: 'No announcements yet.',
  notice_pages: 'Announcement pages',
  notice_back: '← Back to the news centre',
  notice_missing: 'Announcement not found',
  pager_previous: 'Previous page',
  pager_next: 'Next page',
  pager_status: 'Page {{page}} of {{total}}',

  side_invite: 'Invite friends',
  side_rewards: 'Reward centre',
  side_rewards_badge: '{{count}} to claim',
  side_messages_badge: '{{n}} unread messages',
  side_download: 'App download',
  side_more: 'See all promotions',
  side_social: 'Follow us',

  download_title: 'App download',
  download_text: 'Install the Khela app on your phone and play any time.',
  download_android: 'Android',
  download_android_1: 'Download the APK file with the button below.',
  download_android_2: 'In settings, allow installing from unknown sources.',
  download_android_3: 'Open the file to install it, then log in.',
  download_ios: 'iOS',
  download_ios_1: 'Open the button below in Safari.',
  download_ios_2: 'Install the profile and approve it in Settings.',
  download_ios_3: 'Open Khela from your home screen.',
  download_button: 'Download',
  download_unavailable: 'The app for this platform is coming soon.',

  footer_vendors: 'Game providers',
  cs_livechat: 'Live chat',
  cs_telegram: 'Telegram',

  consent_text: 'We count visits ourselves to improve the site, with no third parties.',
  consent_accept: 'Allow',
  consent_decline: 'No thanks',
  consent_privacy: 'Privacy policy',

  help_contents: 'Contents',

  chunk_error_title: 'The page could not be loaded',
  chunk_error_text:
    'The page took too long to load or the connection dropped. Please check your network and try again.',
};
