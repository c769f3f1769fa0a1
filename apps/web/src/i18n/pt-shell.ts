import type { bnShell } from './bn-shell';

/** Portuguese texts of the shell's bars; typed by the Bengali set, so no key can be missing. */
export const ptShell: Record<keyof typeof bnShell, string> = {
  left_bar: 'Navegação rápida',
  left_home: 'Início',
  left_sports: 'Esportes',
  left_center: 'Central',
  left_promo: 'Promo',

  side_app_qr_show: 'Mostrar QR codes',
  side_app_qr_hide: 'Ocultar QR codes',
  side_app_guides: 'Guias de instalação',
  app_qr_title: 'Baixar o app',
  app_qr_android: 'App Android',
  app_qr_ios: 'App iOS',
  app_qr_scan: 'Escaneie com a câmera do celular',
  app_qr_image: 'QR code para baixar o {{platform}}',
  app_qr_loading: 'Gerando o QR code…',
  app_qr_failed: 'Não foi possível mostrar o QR code. Use o link abaixo.',
};
