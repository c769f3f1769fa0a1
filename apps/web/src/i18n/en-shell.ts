import type { bnShell } from './bn-shell';

/** English texts of the shell's bars; typed by the Bengali set, so no key can be missing. */
export const enShell: Record<keyof typeof bnShell, string> = {
  left_bar: 'Quick navigation',
  left_home: 'Home',
  left_sports: 'Sports',
  left_center: 'Centre',
  left_promo: 'Promo',

  side_app_qr_show: 'Show QR codes',
  side_app_qr_hide: 'Hide QR codes',
  side_app_guides: 'Installation guides',
  app_qr_title: 'Download the app',
  app_qr_android: 'Android app',
  app_qr_ios: 'iOS app',
  app_qr_scan: "Scan with your phone's camera",
  app_qr_image: 'QR code to download the {{platform}}',
  app_qr_loading: 'Drawing the QR code…',
  app_qr_failed: 'The QR code could not be shown. Use the link below.',

  // The notice and help modals (decision 0083), and /helpmc's outside help desk.
  modal_full_page: 'Open the full page',
  helpmc_new_tab: 'Open in a new tab',
};
