import { roleHolds } from '@khela/contract';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { BASE_PATH, navigate, useSubPage } from '../../navigation';
import { useOperator } from '../../session';
import { ActivityApplicationsPage } from './activity-applications-page';
import { EnvelopesPage } from './envelopes-page';
import { PlayerBonusesPage } from './player-bonuses-page';
import { PromotionEditor } from './promotion-editor';
import { PromotionsList } from './promotions-list';
import { PromotionReportPage } from './report-page';
import { RiskQueuePage } from './risk-queue-page';
import '../ops.css';
import '../site/site.css';
import './promotions.css';

type Section = 'list' | 'bonuses' | 'envelopes' | 'applications' | 'report' | 'risk';
const SECTIONS: readonly { id: Section; path: string; label: MessageKey }[] = [
  { id: 'list', path: 'promotions', label: 'pr_tab_list' },
  { id: 'bonuses', path: 'promotions/bonuses', label: 'pr_tab_bonuses' },
  { id: 'envelopes', path: 'promotions/envelopes', label: 'pr_tab_envelopes' },
  { id: 'report', path: 'promotions/report', label: 'pr_tab_report' },
  // activity applications' review queue (decision 0057; promotions.applications.review)
  { id: 'applications', path: 'promotions/applications', label: 'pr_tab_applications' },
  // the abuse checks' risk queue (decision 0056; players.view, cleared with players.manage)
  { id: 'risk', path: 'promotions/risk', label: 'pr_tab_risk' },
];

/** /backoffice/promotions/<id>: a promotion's editor (digits), or "new". */
const EDITOR_PATH = /^(new|[1-9]\d{0,17})$/;

/**
 * Promotions (decisions 0051 and 0052; promotions.view): the list, each promotion's editor at
 * /backoffice/promotions/<id> (/new for a new one), and a player's bonuses at
 * /backoffice/promotions/bonuses. Changing a promotion needs promotions.manage (others read the
 * editor with its fields off); granting and forfeiting bonuses need promotions.bonuses.grant.
 */
export function PromotionsPage() {
  const { t } = useI18n();
  const operator = useOperator();
  const sub = useSubPage();
  const canManage = roleHolds(operator.role, 'promotions.manage');
  const editing = EDITOR_PATH.test(sub) && (sub !== 'new' || canManage) ? sub : null;
  const canReview = roleHolds(operator.role, 'promotions.applications.review');
  const canSeeRisk = roleHolds(operator.role, 'players.view');
  const section: Section =
    sub === 'bonuses' ||
    sub === 'envelopes' ||
    sub === 'report' ||
    (sub === 'applications' && canReview) ||
    (sub === 'risk' && canSeeRisk)
      ? sub
      : 'list';
  return (
    <div className="page" data-page="promotions" data-sub-page={editing ? 'editor' : section}>
      <h1 className="page__title">{t('nav_promotions')}</h1>
      <nav className="sub-nav" aria-label={t('pr_sections')}>
        {SECTIONS.filter(
          (item) => (item.id !== 'applications' || canReview) && (item.id !== 'risk' || canSeeRisk),
        ).map((item) => (
          <a
            key={item.id}
            href={`${BASE_PATH}${item.path}`}
            className="sub-nav__link"
            aria-current={item.id === section && !editing ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              navigate(item.path);
            }}
          >
            {t(item.label)}
          </a>
        ))}
      </nav>
      {editing ? (
        <PromotionEditor key={editing} id={editing === 'new' ? null : editing} canManage={canManage} />
      ) : section === 'bonuses' ? (
        <PlayerBonusesPage />
      ) : section === 'envelopes' ? (
        <EnvelopesPage canManage={canManage} />
      ) : section === 'report' ? (
        <PromotionReportPage />
      ) : section === 'risk' ? (
        <RiskQueuePage canClear={roleHolds(operator.role, 'players.manage')} />
      ) : section === 'applications' ? (
        <ActivityApplicationsPage />
      ) : (
        <PromotionsList canManage={canManage} />
      )}
    </div>
  );
}
