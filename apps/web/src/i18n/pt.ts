import type { Messages } from './bn';
import { ptAccounts } from './pt-accounts';
import { ptContent } from './pt-content';
import { ptGames } from './pt-games';
import { ptShell } from './pt-shell';

/**
 * Portuguese (Brazil): the site's messages, typed `Messages`, so a key missing here fails `tsc`.
 * Server texts (error messages, content) come back in English for Portuguese (decision 0024).
 */
export const pt: Messages = {
  site_title: '{{brand}} — Jogos e apostas online',
  brand_name: 'Khela',
  brand_home: 'Página inicial do {{brand}}',
  brand_tagline: 'Cassino ao vivo, esportes, caça-níqueis e muito mais — tudo em um só lugar.',
  skip_to_content: 'Pular para o conteúdo principal',
  loading: 'Carregando…',

  network_error_title: 'Problema de conexão',
  network_error: 'Conexão de rede instável, tente novamente',
  retry: 'Tentar novamente',

  menu_open: 'Abrir menu',
  menu_close: 'Fechar menu',
  nav_main: 'Navegação principal',
  nav_home: 'Início',
  nav_deposit: 'Depósito',
  nav_withdraw: 'Saque',
  nav_agent: 'Agente',
  login: 'Entrar',
  register: 'Cadastrar',

  language: 'Idioma',
  language_bn: 'BN',
  language_en: 'EN',
  language_pt: 'PT',
  language_bn_name: 'Bengali',
  language_en_name: 'Inglês',
  language_pt_name: 'Português',

  side_menu: 'Menu lateral',
  side_news: 'Central de notícias',
  side_promotions: 'Promoções',
  side_language_title: 'Escolha um idioma',

  hero_eyebrow: 'Bem-vindo ao Khela',
  hero_title: 'Seu jogo começa aqui',
  hero_text:
    'Cassino ao vivo, esportes, caça-níqueis, pesca, jogos de cartas, loteria e e-sports — tudo com uma só conta.',
  hero_join: 'Cadastre-se',
  hero_login: 'Já tenho uma conta',

  categories_title: 'Categorias de jogos',
  coming_soon: 'Em breve',
  category_live: 'Ao vivo',
  category_live_text: 'Crupiês reais em mesas ao vivo',
  category_sports: 'Esportes',
  category_sports_text: 'Apostas pré-jogo e ao vivo',
  category_slots: 'Caça-níqueis',
  category_slots_text: 'Gire os rolos e encontre bônus',
  category_fishing: 'Pesca',
  category_fishing_text: 'Mire, atire e ganhe',
  category_cards: 'Jogos de cartas',
  category_cards_text: 'Mesas clássicas contra outros jogadores',
  category_lottery: 'Loteria',
  category_lottery_text: 'Sorteios regulares, resultados rápidos',
  category_esports: 'E-sports',
  category_esports_text: 'Os principais torneios e ligas',

  footer_help: 'Central de ajuda',
  footer_terms: 'Termos e condições',
  footer_links: 'Ajuda e informações',
  footer_age: '18+',
  footer_responsible: 'Jogue com responsabilidade. Somente maiores de idade.',
  footer_copyright: '© {{year}} Khela. Todos os direitos reservados.',

  not_found_title: 'Página não encontrada',
  not_found_text: 'A página que você procura não existe ou foi movida.',
  back_home: 'Voltar ao início',
  coming_soon_title: 'Esta seção abre em breve',
  coming_soon_text: 'Estamos preparando tudo. Enquanto isso, dê uma olhada na página inicial.',

  help_title: 'Central de ajuda',
  help_text: 'Respostas para dúvidas comuns e guias. Para algo urgente, fale com o atendimento.',
  terms_title: 'Termos e condições',
  terms_text: 'Os termos de uso deste site serão publicados aqui.',

  maintenance_title: 'Manutenção do sistema em andamento',
  info_maintenance:
    'Estamos fazendo uma manutenção para melhorar o site. Volte daqui a pouco. Pedimos desculpas pelo transtorno.',
  blockip: 'Acesso restrito',
  info_ip_block:
    'Desculpe, o acesso a este site está restrito para a sua localização ou endereço IP. Se achar que é um engano, fale com o atendimento.',
  your_ip: 'Seu endereço IP',
  customer_service: 'Atendimento ao cliente',

  ...ptAccounts,
  ...ptContent,
  ...ptGames,
  ...ptShell,
};
