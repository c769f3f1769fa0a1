import { type ReactNode, useState } from 'react';
import { tokenStore } from './api';
import { BrandMark } from './brand-mark';
import { useI18n } from './i18n';
import { LanguageSwitch } from './language-switch';
import { BASE_PATH, navigate, type PageId, pagesFor } from './navigation';
import { useOperatorRealtime } from './realtime';
import { useOperator, useSession } from './session';
import './shell.css';

/**
 * The signed-in console: brand and operator on top, the role's pages in the menu, the page.
 * Below 900 px the menu folds behind a button naming the current page (decision 0040).
 */
export function Shell({ current, children }: { current: PageId | null; children: ReactNode }) {
  const { t } = useI18n();
  const operator = useOperator();
  const { logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // The realtime socket (chat queue, badges) while signed in; closed on sign-out (decision 0059).
  useOperatorRealtime(tokenStore.get());
  const pages = pagesFor(operator.role);
  const currentLabel = pages.find((page) => page.id === current)?.label;
  return (
    <div className="shell">
      <header className="shell__top">
        <div className="brand">
          <BrandMark size={32} />
          <span className="brand__name">{t('brand_name')}</span>
          <span className="brand__console">{t('console_name')}</span>
        </div>
        <div className="shell__who">
          <LanguageSwitch />
          <span className="shell__operator" data-testid="operator">
            {operator.displayName || operator.username}
            <span className="shell__role">{t(`role_${operator.role}`)}</span>
          </span>
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            {t('sign_out')}
          </button>
        </div>
      </header>
      <button
        type="button"
        className="shell__menu-button"
        aria-expanded={menuOpen}
        aria-controls="console-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true">☰</span> {t('nav_menu')}
        {currentLabel && <span className="shell__menu-current">{t(currentLabel)}</span>}
      </button>
      <nav
        id="console-menu"
        className="shell__nav"
        data-open={menuOpen || undefined}
        aria-label={t('nav_label')}
      >
        {pages.map((page) => (
          <a
            key={page.id}
            href={`${BASE_PATH}${page.id}`}
            className="shell__link"
            aria-current={page.id === current ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen(false);
              navigate(page.id);
            }}
          >
            {t(page.label)}
          </a>
        ))}
      </nav>
      <main className="shell__main">{children}</main>
    </div>
  );
}

/** The role may open no console page (never with today's roles; kept for new ones). */
export function NothingHere() {
  const { t } = useI18n();
  return <p className="notice">{t('no_pages')}</p>;
}
