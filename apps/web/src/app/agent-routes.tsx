import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/misc/route-error-page';
import { lazyPage } from './lazy-page';
import { PATHS } from './paths';

/**
 * The agent centre (spec "Agent centre"): /agent, the login page, and /agentHome with its pages,
 * each /agentHome/<spec name>. Both have their own frames, outside the site's shell. Every page
 * is lazy; the layout sends guests and non-agents to /agent and hides pages whose flag is off.
 */
const overview = lazyPage(
  () => import('../pages/agent/team-overview-page'),
  (module) => module.TeamOverviewPage,
);
const incomePages = () => import('../pages/agent/income-pages');

const agentPages: RouteObject[] = [
  { index: true, lazy: overview },
  { path: 'agentTeamOverview', lazy: overview },
  {
    path: 'agentAnnouncement',
    lazy: lazyPage(
      () => import('../pages/agent/announcement-page'),
      (module) => module.AnnouncementPage,
    ),
  },
  {
    path: 'registerCenter',
    lazy: lazyPage(
      () => import('../pages/agent/register-center-page'),
      (module) => module.RegisterCenterPage,
    ),
  },
  {
    path: 'downlineManagmentView',
    lazy: lazyPage(
      () => import('../pages/agent/downline-page'),
      (module) => module.DownlinePage,
    ),
  },
  {
    path: 'personalHistoryCopy',
    lazy: lazyPage(
      () => import('../pages/agent/team-bets-page'),
      (module) => module.TeamBetsPage,
    ),
  },
  {
    path: 'palStatementsAgentCopy',
    lazy: lazyPage(
      () => import('../pages/agent/user-loss-page'),
      (module) => module.UserLossPage,
    ),
  },
  { path: 'agentRevenueReport', lazy: lazyPage(incomePages, (module) => module.RevenueReportPage) },
  {
    path: 'agentDownlineTransactionDetailsCopy',
    lazy: lazyPage(
      () => import('../pages/agent/downline-transactions-page'),
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
      () => import('../pages/payments/deposit-page'),
      (module) => module.DepositPage,
    ),
  },
  {
    path: 'withdraw',
    lazy: lazyPage(
      () => import('../pages/payments/withdraw-page'),
      (module) => module.WithdrawPage,
    ),
  },
  // The player site's transfer to a direct downline (?to=<username> fills it in), in the frame.
  {
    path: 'transfer',
    lazy: lazyPage(
      () => import('../pages/transfers/transfer-upline-page'),
      (module) => module.AgentTransferPage,
    ),
  },
  {
    path: 'messages',
    lazy: lazyPage(
      () => import('../pages/agent/service-pages'),
      (module) => module.AgentMessagesPage,
    ),
  },
  {
    path: 'service',
    lazy: lazyPage(
      () => import('../pages/agent/service-pages'),
      (module) => module.AgentServicePage,
    ),
  },
  // Any other name under /agentHome: the overview's address.
  {
    path: '*',
    lazy: lazyPage(
      () => import('../pages/agent/agent-layout'),
      (module) => module.ToAgentHome,
    ),
  },
];

export const agentRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: PATHS.agent,
        lazy: lazyPage(
          () => import('../pages/agent/agent-login-page'),
          (module) => module.AgentLoginPage,
        ),
      },
      {
        path: PATHS.agentHome,
        lazy: lazyPage(
          () => import('../pages/agent/agent-layout'),
          (module) => module.AgentLayout,
        ),
        // A page that fails to load shows the retry page inside the agent centre's frame.
        children: [{ errorElement: <RouteErrorPage />, children: agentPages }],
      },
    ],
  },
];
