import type { bnContent } from './bn-content';

/** Portuguese texts of the site content; typed by the Bengali set, so no key can be missing. */
export const ptContent: Record<keyof typeof bnContent, string> = {
  banner_carousel: 'Banners de promoções',
  banner_go_to: 'Ir para o banner {{number}}',
  headlines: 'Últimas notícias',
  winners_title: 'Quadro de vencedores',
  winners_player: 'Jogador',
  winners_game: 'Jogo',
  winners_prize: 'Prêmio',
  winners_empty: 'Ainda não há vencedores.',

  popup_promotion: 'Abrir a central de recompensas',
  popup_close: 'Fechar',

  notice_title: 'Central de notícias',
  notice_empty: 'Ainda não há comunicados.',
  notice_pages: 'Páginas de comunicados',
  notice_back: '← Voltar à central de notícias',
  notice_missing: 'Comunicado não encontrado',
  pager_previous: 'Página anterior',
  pager_next: 'Próxima página',
  pager_status: 'Página {{page}} de {{total}}',

  side_invite: 'Convidar amigos',
  side_rewards: 'Central de recompensas',
  side_rewards_badge: '{{count}} para resgatar',
  side_messages_badge: '{{n}} mensagens não lidas',
  side_download: 'Baixar o app',
  side_more: 'Ver todas as promoções',
  side_social: 'Siga-nos',

  download_title: 'Baixar o app',
  download_text: 'Instale o app Khela no seu celular e jogue quando quiser.',
  download_android: 'Android',
  download_android_1: 'Baixe o arquivo APK com o botão abaixo.',
  download_android_2: 'Nas configurações, permita instalar apps de fontes desconhecidas.',
  download_android_3: 'Abra o arquivo para instalar e depois entre na sua conta.',
  download_ios: 'iOS',
  download_ios_1: 'Abra o botão abaixo no Safari.',
  download_ios_2: 'Instale o perfil e aprove-o nos Ajustes.',
  download_ios_3: 'Abra o Khela pela tela inicial.',
  download_button: 'Baixar',
  download_unavailable: 'O app para esta plataforma chega em breve.',

  footer_vendors: 'Provedores de jogos',
  cs_livechat: 'Chat ao vivo',
  cs_telegram: 'Telegram',

  help_contents: 'Conteúdo',

  chunk_error_title: 'Não foi possível carregar a página',
  chunk_error_text:
    'A página demorou demais para carregar ou a conexão caiu. Verifique sua rede e tente novamente.',
};
