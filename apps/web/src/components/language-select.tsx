import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/bn';
import { prefetchLanguage, useChangeLanguage } from '../i18n/use-change-language';
import { SITE_LANGUAGES, type SiteLanguage, useSiteLanguage } from '../stores/language';
import './language-select.css';

const LABELS: Record<SiteLanguage, { short: MessageKey; name: MessageKey }> = {
  bn: { short: 'language_bn', name: 'language_bn_name' },
  en: { short: 'language_en', name: 'language_en_name' },
  pt: { short: 'language_pt', name: 'language_pt_name' },
};

/** BN / EN / PT switch: radio buttons drawn as a segmented control. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const group = useId();
  const current = useSiteLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <fieldset
      className={`language-select ${className}`}
      onPointerEnter={() => {
        for (const language of SITE_LANGUAGES) if (language !== current) prefetchLanguage(language);
      }}
    >
      <legend className="visually-hidden">{t('language')}</legend>
      {SITE_LANGUAGES.map((language) => (
        <label
          key={language}
          className="language-select__option"
          data-language={language}
          title={t(LABELS[language].name)}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={group}
            value={language}
            checked={language === current}
            onChange={() => changeLanguage(language)}
            aria-label={t(LABELS[language].name)}
          />
          {t(LABELS[language].short)}
        </label>
      ))}
    </fieldset>
  );
}
