import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon';
import './misc.css';

/**
 * Help centre (spec: /help, with /help#term the terms section). Its articles come from the
 * server's help centre in a later issue; the sections and the #term anchor exist already.
 */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="help" data-page="help">
      <section className="help__section" aria-labelledby="help-title">
        <h1 id="help-title" className="help__title">
          <Icon name="help" size={24} />
          {t('help_title')}
        </h1>
        <p className="help__text">{t('help_text')}</p>
      </section>
      <section id="term" className="help__section" aria-labelledby="term-title">
        <h2 id="term-title" className="help__title">
          <Icon name="document" size={24} />
          {t('terms_title')}
        </h2>
        <p className="help__text">{t('terms_text')}</p>
      </section>
    </div>
  );
}
