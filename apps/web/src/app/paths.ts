/**
 * The site's paths (its public routes) and the navigation rules around them.
 * Pure: no React, so the rules are unit-tested directly.
 */

/** Paths that show the home view; /login and /register open their modal over it (later issue). */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home', '/login', '/register'];

export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  help: '/help',
  terms: '/help#term',
  // The second help-centre address (spec section 2; decision 0083): the HELPMC setting says what it shows.
  helpmc: '/helpmc',
  // The member centre's index (decision 0083): balances, VIP, every member page, the badges.
  member: '/member',
  notice: '/notice',
  noticeContent: '/noticecontent',
  rewardCenter: '/rewardCenter',
  invite: '/member/referral',
  download: '/download',
  promotions: '/promotions',
  agent: '/agent',
  agentHome: '/agentHome',
  deposit: '/member/depositv2',
  withdraw: '/member/withdraw',
  bonusDetails: '/member/bonusDetails',
  manualRebate: '/member/manualRebate',
  // Missions and the leaderboard (decision 0064).
  missionLeaderboard: '/member/missionLeaderboard',
  // VIP levels: the spec names no page, so the path is ours (decision 0063).
  vip: '/member/vip',
  // The points mall (decision 0062): public; its history and details need a session.
  pointMall: '/pointMall',
  pointMallHistory: '/pointMall/history',
  pointMallDetails: '/pointMall/details',
  redEnvelope: '/member/redEnvelope',
  raffle: '/raffle',
  raffleVerify: '/raffle/verify/:id',
  securityCenter: '/member/securityCenter',
  // Feedback and complaints: the spec names no page, so the path is ours (decision 0061).
  feedback: '/member/feedback',
  // Platform messages (decision 0060).
  messageV2: '/member/messageV2',
  socialCallback: '/social/callback/:provider',
  live: '/live',
  sports: '/sports',
  esports: '/esports',
  lottery: '/lott',
  eLottery: '/elott',
  hot: '/hot',
  fishing: '/fish',
  slots: '/rng',
  cards: '/pvp',
};

/** The game centres and game list centres: one lobby page each. */
export const GAME_LOBBY_PATHS = [
  PATHS.live,
  PATHS.sports,
  PATHS.esports,
  PATHS.lottery,
  PATHS.eLottery,
  PATHS.hot,
  PATHS.fishing,
  PATHS.slots,
  PATHS.cards,
];

/** The player's own game lists (login needed) and the page a launched game plays on. */
export const GAME_PLAYER_PATHS = { favorite: '/favorite', recent: '/recent', game: '/seamless' };

/**
 * The lottery pages (spec section 2; login required): a launched lottery game, or the lottery
 * games of the page's vendors to pick from.
 */
export const LOTTERY_PATHS = ['/lottery', '/seaLottery', '/vnLottery'];

/**
 * /lottert: a game page in the spec's list, and the /lottery page under another address (decision
 * 0083): its lottery games to pick from, or with `?gameCode=` the launched game.
 */
export const LOTTERY_ALIAS_PATHS = ['/lottert'];

/**
 * Paths that count as game pages: the side menu closes on entering one. The spec's list
 * (/seamless, /lottert, /vnlottery, /sealottery; compared in lower case), and /lottery, whose
 * lottery games play there like /seamless's.
 */
const GAME_PAGE_PATHS = ['/seamless', '/lottert', '/lottery', '/vnlottery', '/sealottery'];

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

const HOME_NAMES = new Set(HOME_PATHS.map(normalise));

/** The route's name: every home alias is the same main view ("home"); others are their path. */
export function routeNameOf(pathname: string): string {
  const path = normalise(pathname);
  return HOME_NAMES.has(path) ? 'home' : path;
}

export function isGamePage(pathname: string): boolean {
  return GAME_PAGE_PATHS.includes(normalise(pathname));
}

export type ScrollTarget = { kind: 'hash'; id: string } | { kind: 'top' } | { kind: 'none' };

/**
 * Where to scroll after a navigation (spec "Navigation behaviour"): to the hash when the URL has
 * one, to the top when the route name changed, otherwise stay (e.g. / → /login keeps the view).
 */
export function scrollTargetAfter(
  previousPathname: string | null,
  next: { pathname: string; hash: string },
): ScrollTarget {
  const id = decodeHash(next.hash);
  if (id) return { kind: 'hash', id };
  if (previousPathname === null || routeNameOf(previousPathname) !== routeNameOf(next.pathname)) {
    return { kind: 'top' };
  }
  return { kind: 'none' };
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
