/** Bengali texts of the shell's bars: the left bar (bottom tabs) and the right bar's app QR codes. */
export const bnShell = {
  left_bar: 'দ্রুত নেভিগেশন',
  left_home: 'হোম',
  left_sports: 'স্পোর্টস',
  left_center: 'সেন্টার',
  left_promo: 'প্রোমো',

  side_app_qr_show: 'QR কোড দেখুন',
  side_app_qr_hide: 'QR কোড লুকান',
  side_app_guides: 'ইনস্টলেশন গাইড',
  app_qr_title: 'অ্যাপ ডাউনলোড',
  app_qr_android: 'Android অ্যাপ',
  app_qr_ios: 'iOS অ্যাপ',
  app_qr_scan: 'ফোনের ক্যামেরা দিয়ে স্ক্যান করুন',
  app_qr_image: '{{platform}} ডাউনলোডের QR কোড',
  app_qr_loading: 'QR কোড তৈরি হচ্ছে…',
  app_qr_failed: 'QR কোড দেখানো যায়নি। নিচের লিংকটি ব্যবহার করুন।',

  // The notice and help modals (decision 0083), and /helpmc's outside help desk.
  modal_full_page: 'পুরো পৃষ্ঠা খুলুন',
  helpmc_new_tab: 'নতুন ট্যাবে খুলুন',
};
