import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { Icon } from '../../components/icons/icon';
import { LanguageSelect } from '../../components/language-select';
import { LogoLink } from '../../components/logo';
import { AGENT_NS } from '../../i18n/agent';

/** The agent login's own frame: brand, language and a way back to the site; no site header. */
export function AgentPlainFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tRoot } = useTranslation();
  return (
    <div className="agent-entry" data-layout="agent-login">
      <a href="#main" className="skip-link">
        {tRoot('skip_to_content')}
      </a>
      <header className="agent-entry__header" data-region="header">
        <LogoLink />
        <span className="agent-entry__badge">{t('agent_centre')}</span>
        <div className="agent-entry__actions">
          <LanguageSelect />
          <Link to={PATHS.home} className="button button--ghost button--small" data-action="to-site">
            <Icon name="home" size={18} />
            <span className="agent-entry__site-label">{t('agent_back_to_site')}</span>
          </Link>
        </div>
      </header>
      <main id="main" className="agent-entry__main" data-region="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
