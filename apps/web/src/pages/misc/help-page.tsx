import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHelpCenter } from '../../api/content';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { RichText } from '../../components/rich-text';
import './misc.css';

/**
 * Help centre (spec: /help, with /help#term the terms section), from GET /wps/system/helpCenter.
 * Each section's code is its anchor; once the sections arrive the page scrolls to the hash.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const { hash } = useLocation();
  const sections = help.data ?? [];

  useEffect(() => {
    if (sections.length === 0 || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [sections.length, hash]);

  return (
    <div className="help" data-page="help">
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
      {help.isPending && <InlineLoader />}
      {sections.map((section) => (
        <section
          key={section.code}
          id={section.code}
          className="help__section"
          aria-labelledby={`help-${section.code}`}
        >
          <h2 id={`help-${section.code}`} className="help__title">
            <Icon name={section.code === 'term' ? 'document' : 'help'} size={24} />
            {section.title}
          </h2>
          <RichText className="help__text rich-text" html={section.content} />
        </section>
      ))}
      {(help.isError || (help.isSuccess && !sections.some((section) => section.code === 'term'))) && (
        <section id="term" className="help__section" aria-labelledby="term-title">
          <h2 id="term-title" className="help__title">
            <Icon name="document" size={24} />
            {t('terms_title')}
          </h2>
          <p className="help__text">{t('terms_text')}</p>
        </section>
      )}
    </div>
  );
}
