/** Bengali texts of the site content: home widgets, announcements, notices, errors of loading. */
export const bnContent = {
  banner_carousel: 'প্রচারণা ব্যানার',
  banner_go_to: '{{number}} নম্বর ব্যানারে যান',
  headlines: 'সর্বশেষ খবর',
  winners_title: 'বিজয়ীদের তালিকা',
  winners_player: 'খেলোয়াড়',
  winners_game: 'গেম',
  winners_prize: 'পুরস্কার',
  winners_empty: 'এখনও কোনো বিজয়ী নেই।',

  popup_promotion: 'পুরস্কার কেন্দ্র দেখুন',
  popup_close: 'বন্ধ করুন',

  notice_title: 'সংবাদ কেন্দ্র',
  notice_empty: 'এখনও কোনো ঘোষণা নেই।',
  notice_pages: 'ঘোষণার পৃষ্ঠা',
  notice_back: '← সংবাদ কেন্দ্রে ফিরুন',
  notice_missing: 'ঘোষণাটি পাওয়া যায়নি',
  pager_previous: 'আগের পৃষ্ঠা',
  pager_next: 'পরের পৃষ্ঠা',
  pager_status: 'পৃষ্ঠা {{page}} / {{total}}',

  side_invite: 'বন্ধুদের আমন্ত্রণ',
  side_rewards: 'পুরস্কার কেন্দ্র',
  side_rewards_badge: '{{count}}টি দাবি করার আছে',
  side_messages_badge: '{{n}}টি অপঠিত বার্তা',
  side_download: 'অ্যাপ ডাউনলোড',
  side_more: 'সব প্রমোশন দেখুন',
  side_social: 'আমাদের সাথে থাকুন',

  download_title: 'অ্যাপ ডাউনলোড',
  download_text: 'ফোনে Khela অ্যাপ ইনস্টল করে যেকোনো সময় খেলুন।',
  download_android: 'Android',
  download_android_1: 'নিচের বোতাম থেকে APK ফাইলটি ডাউনলোড করুন।',
  download_android_2: 'সেটিংসে "অজানা উৎস থেকে ইনস্টল" চালু করুন।',
  download_android_3: 'ফাইলটি খুলে ইনস্টল করুন, তারপর লগইন করুন।',
  download_ios: 'iOS',
  download_ios_1: 'Safari-তে নিচের বোতামটি খুলুন।',
  download_ios_2: 'প্রোফাইলটি ইনস্টল করে সেটিংসে অনুমোদন দিন।',
  download_ios_3: 'হোম স্ক্রিন থেকে Khela খুলুন।',
  download_button: 'ডাউনলোড করুন',
  download_unavailable: 'এই প্ল্যাটফর্মের অ্যাপ শীঘ্রই আসছে।',

  footer_vendors: 'গেম প্রদানকারী',
  cs_livechat: 'লাইভ চ্যাট',
  cs_telegram: 'টেলিগ্রাম',

  consent_text: 'সাইটটি উন্নত করতে আমরা নিজেরাই ভিজিট গুনি, কোনো তৃতীয় পক্ষ নয়।',
  consent_accept: 'অনুমতি দিন',
  consent_decline: 'না, ধন্যবাদ',
  consent_privacy: 'গোপনীয়তা নীতি',

  help_contents: 'সূচিপত্র',

  chunk_error_title: 'পৃষ্ঠাটি লোড করা যায়নি',
  chunk_error_text:
    'পৃষ্ঠাটি লোড হতে বেশি সময় লেগেছে বা সংযোগ বিচ্ছিন্ন হয়েছে। অনুগ্রহ করে আপনার নেটওয়ার্ক পরীক্ষা করে আবার চেষ্টা করুন।',
};
