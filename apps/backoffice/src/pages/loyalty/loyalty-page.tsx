import { roleHolds } from '@khela/contract';
import { Suspense } from 'react';
import { useI18n } from '../../i18n';
import { BASE_PATH, navigate, useSubPage } from '../../navigation';
import { useOperator } from '../../session';
import { LOYALTY_TABS } from './loyalty-tabs';
import '../ops.css';
import '../site/site.css';

/**
 * Loyalty (issue 18; loyalty.view): one tab per part (loyalty-tabs.ts) at
 * /backoffice/loyalty/<tab>; the first tab the role may open when the path names none.
 */
export function LoyaltyPage() {
  const { t } = useI18n();
  const operator = useOperator();
  const sub = useSubPage();
  const tabs = LOYALTY_TABS.filter((tab) => roleHolds(operator.role, tab.permission));
  const current = tabs.find((tab) => tab.id === sub) ?? tabs[0];
  const Tab = current?.component;
  return (
    <div className="page" data-page="loyalty" data-sub-page={current?.id ?? ''}>
      <h1 className="page__title">{t('nav_loyalty')}</h1>
      <nav className="sub-nav" aria-label={t('lo_sections')}>
        {tabs.map((tab) => (
          <a
            key={tab.id}
            href={`${BASE_PATH}loyalty/${tab.id}`}
            className="sub-nav__link"
            aria-current={tab.id === current?.id ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              navigate(`loyalty/${tab.id}`);
            }}
          >
            {t(tab.label)}
          </a>
        ))}
      </nav>
      {Tab ? (
        <Suspense
          fallback={
            <p className="notice" role="status">
              {t('loading')}
            </p>
          }
        >
          <Tab key={current.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
