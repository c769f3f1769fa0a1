import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { POINTS_NS } from '../../i18n/loyalty/register-points';

const TABS = [
  { key: 'mall', path: PATHS.pointMall, label: 'pm_tab_mall' },
  { key: 'history', path: PATHS.pointMallHistory, label: 'pm_tab_history' },
  { key: 'details', path: PATHS.pointMallDetails, label: 'pm_tab_details' },
] as const;

/** The mall's three pages as tabs: the mall, my redeem history, my points details. */
export function PointsTabs({ current }: { current: (typeof TABS)[number]['key'] }) {
  const { t } = useTranslation(POINTS_NS);
  return (
    <nav className="pmall__tabs" aria-label={t('pm_title')}>
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          to={tab.path}
          className={`pmall__tab${tab.key === current ? ' pmall__tab--on' : ''}`}
          aria-current={tab.key === current ? 'page' : undefined}
          data-points-tab={tab.key}
        >
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
