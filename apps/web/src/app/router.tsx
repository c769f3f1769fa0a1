import type { RouteObject } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { HomePage } from '../pages/home/home-page';
import { RouteErrorPage } from '../pages/misc/route-error-page';
import { agentRoutes } from './agent-routes';
import { toElementRoutes } from './declarative-routes';
import { lazyPage } from './lazy-page';
import {
  GAME_LOBBY_PATHS,
  GAME_PLAYER_PATHS,
  HOME_PATHS,
  LOTTERY_ALIAS_PATHS,
  LOTTERY_PATHS,
  PATHS,
} from './paths';
import { RequireLogin } from './require-login';

/** The member centre's frame: its menu beside each page (decision 0083: the index too). */
const memberLayout = lazyPage(
  () => import('../pages/member/member-layout'),
  (module) => module.MemberLayout,
);

/** The raffle page and its verifier (decision 0055): one chunk for both. */
const rafflePages = () => import('../pages/promotions/raffle-pages');

/** The points mall and its history and details pages (decision 0062): one chunk for the three. */
const pointsPages = () => import('../pages/loyalty/points-pages');

/**
 * Every page of the normal site renders inside the shell. Home is in the entry chunk (it is the
 * first view); the others are lazy. A page that fails to load shows the retry page in the shell.
 */
const pages: RouteObject[] = [
  ...HOME_PATHS.map((path) => ({ path, element: <HomePage /> })),
  {
    path: PATHS.help,
    lazy: lazyPage(
      () => import('../pages/misc/help-page'),
      (module) => module.HelpPage,
    ),
  },
  {
    // The second help-centre address (decision 0083): what the HELPMC setting names.
    path: PATHS.helpmc,
    lazy: lazyPage(
      () => import('../pages/misc/helpmc-page'),
      (module) => module.HelpmcPage,
    ),
  },
  {
    path: PATHS.notice,
    lazy: lazyPage(
      () => import('../pages/notice/notice-list-page'),
      (module) => module.NoticeListPage,
    ),
  },
  {
    path: PATHS.noticeContent,
    lazy: lazyPage(
      () => import('../pages/notice/notice-content-page'),
      (module) => module.NoticeContentPage,
    ),
  },
  {
    path: PATHS.download,
    lazy: lazyPage(
      () => import('../pages/download/download-page'),
      (module) => module.DownloadPage,
    ),
  },
  {
    // Promotions (decision 0052): the list, joining, and the #id anchor.
    path: PATHS.promotions,
    lazy: lazyPage(
      () => import('../pages/promotions/promotions-page'),
      (module) => module.PromotionsPage,
    ),
  },
  {
    // The raffle verifier (decision 0055): public, recomputes a draw in the browser.
    path: PATHS.raffleVerify,
    lazy: lazyPage(rafflePages, (module) => module.RaffleVerifyPage),
  },
  {
    // The points mall (decision 0062): public; guests see the goods and log in to redeem.
    path: PATHS.pointMall,
    lazy: lazyPage(pointsPages, (module) => module.PointsMallPage),
  },
  // Games: one lazy chunk for every lobby, the player's lists and the game page.
  ...GAME_LOBBY_PATHS.map((path) => ({
    path,
    lazy: lazyPage(
      () => import('../pages/games/lobby-page'),
      (module) => module.LobbyPage,
    ),
  })),
  {
    path: GAME_PLAYER_PATHS.favorite,
    lazy: lazyPage(
      () => import('../pages/games/player-games-page'),
      (module) => module.FavoritePage,
    ),
  },
  {
    path: GAME_PLAYER_PATHS.recent,
    lazy: lazyPage(
      () => import('../pages/games/player-games-page'),
      (module) => module.RecentPage,
    ),
  },
  {
    path: GAME_PLAYER_PATHS.game,
    lazy: lazyPage(
      () => import('../pages/games/game-page'),
      (module) => module.GamePage,
    ),
  },
  // The lottery pages: a launched lottery game, or the page's lottery games to pick from. They
  // ask a guest to log in themselves (like the game page), so a trial player can still open a
  // free-play lottery game; the real-account rule is the launch's.
  ...[...LOTTERY_PATHS, ...LOTTERY_ALIAS_PATHS].map((path) => ({
    path,
    lazy: lazyPage(
      () => import('../pages/games/lottery-page'),
      (module) => module.LotteryPage,
    ),
  })),
  {
    path: PATHS.socialCallback,
    lazy: lazyPage(
      () => import('../pages/accounts/social-callback-page'),
      (module) => module.SocialCallbackPage,
    ),
  },
  {
    // The member centre's index (decision 0083): a guest logs in first; a trial player sees what
    // applies to a free-play account (its play money), not the real-account dialog.
    element: <RequireLogin allowTrial />,
    children: [
      {
        lazy: memberLayout,
        children: [
          {
            path: PATHS.member,
            lazy: lazyPage(
              () => import('../pages/member/member-index-page'),
              (module) => module.MemberIndexPage,
            ),
          },
        ],
      },
    ],
  },
  {
    element: <RequireLogin />,
    children: [
      {
        // The member centre: its menu beside each page.
        lazy: memberLayout,
        children: [
          {
            // Platform messages (decision 0060): my messages, read state, delete, read all.
            path: PATHS.messageV2,
            lazy: lazyPage(
              () => import('../pages/inbox/inbox-page'),
              (module) => module.InboxPage,
            ),
          },
          {
            // Feedback and complaints (decision 0061): submit, my threads, a thread with its replies.
            path: PATHS.feedback,
            lazy: lazyPage(
              () => import('../pages/feedback/feedback-page'),
              (module) => module.FeedbackPage,
            ),
          },
          {
            path: PATHS.securityCenter,
            lazy: lazyPage(
              () => import('../pages/accounts/security-center-page'),
              (module) => module.SecurityCenterPage,
            ),
          },
          // Transfers and records (decision 0021).
          {
            path: '/member/transferFund',
            lazy: lazyPage(
              () => import('../pages/transfers/transfer-fund-page'),
              (module) => module.TransferFundPage,
            ),
          },
          {
            path: '/member/transferUpline',
            lazy: lazyPage(
              () => import('../pages/transfers/transfer-upline-page'),
              (module) => module.TransferUplinePage,
            ),
          },
          {
            path: '/member/transactionHistory',
            lazy: lazyPage(
              () => import('../pages/records/transaction-history-page'),
              (module) => module.TransactionHistoryPage,
            ),
          },
          {
            path: '/member/personalHistoryCopy',
            lazy: lazyPage(
              () => import('../pages/records/betting-record-page'),
              (module) => module.BettingRecordPage,
            ),
          },
          {
            path: '/member/personalProfit',
            lazy: lazyPage(
              () => import('../pages/records/profit-page'),
              (module) => module.ProfitPage,
            ),
          },
          {
            // Deposit (decision 0019): channels, manual and gateway orders, my orders.
            path: PATHS.deposit,
            lazy: lazyPage(
              () => import('../pages/payments/deposit-page'),
              (module) => module.DepositPage,
            ),
          },
          {
            // Withdraw (decision 0020): payout accounts, request, confirmation.
            path: PATHS.withdraw,
            lazy: lazyPage(
              () => import('../pages/payments/withdraw-page'),
              (module) => module.WithdrawPage,
            ),
          },
          {
            // The reward centre (issue 17): every promotion's rewards, claimable first.
            path: PATHS.rewardCenter,
            lazy: lazyPage(
              () => import('../pages/rewards/reward-center-page'),
              (module) => module.RewardCenterPage,
            ),
          },
          {
            // Red envelopes (decision 0053): open now, one grab per member.
            path: PATHS.redEnvelope,
            lazy: lazyPage(
              () => import('../pages/rewards/envelope-page'),
              (module) => module.EnvelopePage,
            ),
          },
          {
            // Raffles (decision 0055): my tickets, the countdown, the commitment, the results.
            path: PATHS.raffle,
            lazy: lazyPage(rafflePages, (module) => module.RafflePage),
          },
          {
            // Referral (decision 0056): my invite code, link and QR, the rules, my invitees.
            path: PATHS.invite,
            lazy: lazyPage(
              () => import('../pages/promotions/referral-page'),
              (module) => module.ReferralPage,
            ),
          },
          {
            // Bonus money and its wagering (decision 0051): figures, progress, history, forfeit.
            path: PATHS.bonusDetails,
            lazy: lazyPage(
              () => import('../pages/promotions/bonus-details-page'),
              (module) => module.BonusDetailsPage,
            ),
          },
          {
            // Missions and the leaderboard (decision 0064): progress, claims, the board by valid bet.
            path: PATHS.missionLeaderboard,
            lazy: lazyPage(
              () => import('../pages/missions/mission-leaderboard-page'),
              (module) => module.MissionLeaderboardPage,
            ),
          },
          {
            // Rebate (decision 0054): per game type since the last cut-off, the claim, the history.
            path: PATHS.manualRebate,
            lazy: lazyPage(
              () => import('../pages/promotions/rebate-page'),
              (module) => module.RebatePage,
            ),
          },
          {
            // VIP levels (decision 0063): the ladder, my progress and my benefits.
            path: PATHS.vip,
            lazy: lazyPage(
              () => import('../pages/loyalty/vip-page'),
              (module) => module.VipPage,
            ),
          },
        ],
      },
      {
        // The points mall's redeem history and points details (decision 0062).
        path: PATHS.pointMallHistory,
        lazy: lazyPage(pointsPages, (module) => module.RedeemHistoryPage),
      },
      {
        path: PATHS.pointMallDetails,
        lazy: lazyPage(pointsPages, (module) => module.PointDetailsPage),
      },
    ],
  },
  {
    path: '*',
    lazy: lazyPage(
      () => import('../pages/misc/not-found-page'),
      (module) => module.NotFoundPage,
    ),
  },
];

/**
 * The whole table, rendered by <AppRoutes> inside a <BrowserRouter> (declarative-routes.tsx): the
 * site in its shell, and the agent centre in its own frames (agent-routes.tsx).
 */
export const appRoutes: RouteObject[] = toElementRoutes([
  { element: <AppShell />, children: [{ errorElement: <RouteErrorPage />, children: pages }] },
  ...agentRoutes,
]);
