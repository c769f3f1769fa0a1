import { useEffect } from 'react';
import { AuditPage } from './audit-page';
import { ContentPage } from './content-page';
import { useI18n } from './i18n';
import { navigate, type PageId, pagesFor, useCurrentPage } from './navigation';
import { AgentsPage } from './pages/agents/agents-page';
import { ChatConsolePage } from './pages/chat/chat-console-page';
import { DashboardPage } from './pages/dashboard/dashboard-page';
import { FeedbackInboxPage } from './pages/feedback/feedback-inbox-page';
import { GamesSection } from './pages/games/games-section';
import { InboxConsolePage } from './pages/inbox/inbox-console-page';
import { LoyaltyPage } from './pages/loyalty/loyalty-page';
import { MessagesPage } from './pages/messages/messages-page';
import { AccountSetup } from './pages/operators/account-setup';
import { OperatorsPage } from './pages/operators/operators-page';
import { PaymentsPage } from './pages/payments/payments-page';
import { PlayersPage } from './pages/players/players-page';
import { PromotionsPage } from './pages/promotions/promotions-page';
import { SitePage } from './pages/site/site-page';
import { useSession } from './session';
import { NothingHere, Shell } from './shell';
import { SignInPage } from './sign-in-page';

const PAGE_COMPONENTS: Record<PageId, () => React.JSX.Element> = {
  dashboard: DashboardPage,
  players: PlayersPage,
  agents: AgentsPage,
  payments: PaymentsPage,
  games: GamesSection,
  site: SitePage,
  content: ContentPage,
  promotions: PromotionsPage,
  loyalty: LoyaltyPage,
  messages: MessagesPage,
  inbox: InboxConsolePage,
  feedback: FeedbackInboxPage,
  chat: ChatConsolePage,
  audit: AuditPage,
  operators: OperatorsPage,
};

/**
 * The console: sign-in until an operator is signed in, then the page the path names when the
 * role may open it; any other path goes to the role's first page (the menu shows only those).
 */
export function App() {
  const { state } = useSession();
  const { t } = useI18n();
  const current = useCurrentPage();
  const allowed = state.kind === 'signed-in' ? pagesFor(state.operator.role) : [];
  const page = allowed.find((p) => p.id === current);
  const fallback = allowed[0]?.id;

  useEffect(() => {
    if (state.kind === 'signed-in' && !page && fallback) navigate(fallback, { replace: true });
  }, [state.kind, page, fallback]);

  if (state.kind === 'checking') {
    return (
      <p className="notice" role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.kind === 'signed-out') return <SignInPage ended={state.ended} />;
  // A new or reset operator sets the account up first (decision 0036); the server refuses the rest.
  if (state.operator.setup.changePassword || state.operator.setup.enrolTotp) return <AccountSetup />;
  const Page = page ? PAGE_COMPONENTS[page.id] : null;
  return (
    <Shell current={page?.id ?? null}>
      {Page ? <Page key={page?.id} /> : fallback ? null : <NothingHere />}
    </Shell>
  );
}
