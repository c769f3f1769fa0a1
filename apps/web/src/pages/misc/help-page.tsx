import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHelpCenter } from '../../api/content';
import { Icon } from '../../components/icons/icon';
import { HelpSectionList } from './help-sections';
import './misc.css';

const byCode = (code: string) => code;

/**
 * Help centre (spec: /help, with /help#term the terms section), from GET /wps/system/helpCenter.
 * Each section's code is its anchor; once the sections arrive the page scrolls to the hash. /helpmc
 * shows the same page under its own name while the HELPMC setting names no other address.
 */
export function HelpPage({ page = 'help' }: { page?: string }) {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const { hash } = useLocation();
  const sections = help.data ?? [];

  useEffect(() => {
    if (sections.length === 0 || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [sections.length, hash]);

  return (
    <div className="help" data-page={page}>
      <section className="help__section" aria-labelledby="help-title">
        <h1 id="help-title" className="help__title">
          <Icon name="help" size={24} />
          {t('help_title')}
        </h1>
        <p className="help__text">{t('help_text')}</p>
        {sections.length > 1 && (
          <nav aria-label={t('help_contents')}>
            <ul className="help__toc">
              {sections.map((section) => (
                <li key={section.code}>
                  <a href={`#${section.code}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
      <HelpSectionList help={help} idOf={byCode} />
    </div>
  );
}
