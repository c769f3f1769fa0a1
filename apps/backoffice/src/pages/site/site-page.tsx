import type { JSX } from 'react';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { BASE_PATH, navigate, useSubPage } from '../../navigation';
import { BrandPage } from './brand-page';
import { RegisterRulesPage } from './register-rules-page';
import { SettingsPage } from './settings-page';
import { StatusPage } from './status-page';
import './site.css';

/** The site page's sub-pages, each at /backoffice/site/<id>; the first is the default. */
type SubPage = { id: string; label: MessageKey; Page: () => JSX.Element };
const STATUS: SubPage = { id: 'status', label: 'site_tab_status', Page: StatusPage };
const SUB_PAGES: readonly SubPage[] = [
  STATUS,
  { id: 'registration', label: 'site_tab_registration', Page: RegisterRulesPage },
  { id: 'brand', label: 'site_tab_brand', Page: BrandPage },
  { id: 'settings', label: 'site_tab_settings', Page: SettingsPage },
];

/** Site: status and access, registration fields, brand and languages, flags and settings. */
export function SitePage() {
  const { t } = useI18n();
  const wanted = useSubPage();
  const current = SUB_PAGES.find((page) => page.id === wanted) ?? STATUS;
  const { Page } = current;
  return (
    <div className="page" data-page="site" data-sub-page={current.id}>
      <h1 className="page__title">{t('nav_site')}</h1>
      <nav className="sub-nav" aria-label={t('site_sections')}>
        {SUB_PAGES.map((page) => (
          <a
            key={page.id}
            href={`${BASE_PATH}site/${page.id}`}
            className="sub-nav__link"
            aria-current={page.id === current.id ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              navigate(`site/${page.id}`);
            }}
          >
            {t(page.label)}
          </a>
        ))}
      </nav>
      <Page key={current.id} />
    </div>
  );
}
