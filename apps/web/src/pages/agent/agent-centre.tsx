import { type RouteObject, useRoutes } from 'react-router';
import { toElementRoutes } from '../../app/declarative-routes';
import { lazyPage } from '../../app/lazy-page';
import { RouteErrorPage } from '../misc/route-error-page';
import { AgentLayout, ToAgentHome } from './agent-layout';

/**
 * The agent centre's pages under /agentHome (spec "Agent centre"), each /agentHome/<spec name>,
 * in the agent layout's frame. This table comes with the layout's chunk rather than the first
 * view (app/agent-routes.tsx routes /agentHome/* here); every page is still its own chunk.
 */
const overview = lazyPage(
  () => import('./team-overview-page'),
  (module) => module.TeamOverviewPage,
);
const incomePages = () => import('./income-pages');

const agentPages: RouteObject[] = [
  { index: true, lazy: overview },
  { path: 'agentTeamOverview', lazy: overview },
  {
    path: 'agentAnnouncement',
    lazy: lazyPage(
      () => import('./announcement-page'),
      (module) => module.AnnouncementPage,
    ),
  },
  {
    path: 'registerCenter',
    lazy: lazyPage(
      () => import('./register-center-page'),
      (module) => module.RegisterCenterPage,
    ),
  },
  {
    path: 'downlineManagmentView',
    lazy: lazyPage(
      () => import('./downline-page'),
      (module) => module.DownlinePage,
    ),
  },
  {
    path: 'personalHistoryCopy',
    lazy: lazyPage(
      () => import('./team-bets-page'),
      (module) => module.TeamBetsPage,
    ),
  },
  {
    path: 'palStatementsAgentCopy',
    lazy: lazyPage(
      () => import('./user-loss-page'),
      (module) => module.UserLossPage,
    ),
  },
  { path: 'agentRevenueReport', lazy: lazyPage(incomePages, (module) => module.RevenueReportPage) },
  {
    path: 'agentDownlineTransactionDetailsCopy',
    lazy: lazyPage(
      () => import('./downline-transactions-page'),
      (module) => module.DownlineTransactionsPage,
    ),
  },
  { path: 'agentDividendRecordCopy2', lazy: lazyPage(incomePages, (module) => module.DividendRecordPage) },
  { path: 'agentDailyWages2', lazy: lazyPage(incomePages, (module) => module.DailyWagesPage) },
  { path: 'agentHourSalary', lazy: lazyPage(incomePages, (module) => module.HourSalaryPage) },
  { path: 'agentRealtimeSalary', lazy: lazyPage(incomePages, (module) => module.RealtimeSalaryPage) },
  // The member centre's own deposit and withdraw pages, inside the agent centre's frame.
  {
    path: 'deposit',
    lazy: lazyPage(
      () => import('../payments/deposit-page'),
      (module) => module.DepositPage,
    ),
  },
  {
    path: 'withdraw',
    lazy: lazyPage(
      () => import('../payments/withdraw-page'),
      (module) => module.WithdrawPage,
    ),
  },
  // The player site's transfer to a direct downline (?to=<username> fills it in), in the frame.
  {
    path: 'transfer',
    lazy: lazyPage(
      () => import('../transfers/transfer-upline-page'),
      (module) => module.AgentTransferPage,
    ),
  },
  {
    // Platform messages (decision 0060): the member centre's messageV2 page, the agent's own inbox.
    path: 'messages',
    lazy: lazyPage(
      () => import('../inbox/inbox-page'),
      (module) => module.InboxPage,
    ),
  },
  {
    path: 'service',
    lazy: lazyPage(
      () => import('./service-pages'),
      (module) => module.AgentServicePage,
    ),
  },
  // Any other name under /agentHome: the overview's address.
  { path: '*', element: <ToAgentHome /> },
];

const routes = toElementRoutes([
  // A page that fails to load shows the retry page inside the agent centre's frame.
  { element: <AgentLayout />, children: [{ errorElement: <RouteErrorPage />, children: agentPages }] },
]);

/** /agentHome/*: the layout and the page for the rest of the path. */
export function AgentCentre() {
  return useRoutes(routes);
}
