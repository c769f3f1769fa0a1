import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../api/system';
import type { MessageKey } from '../i18n/bn';
import { prefetchLanguage, useChangeLanguage } from '../i18n/use-change-language';
import { isSiteLanguage, SITE_LANGUAGES, type SiteLanguage, useSiteLanguage } from '../stores/language';
import './language-select.css';

const LABELS: Record<SiteLanguage, { short: MessageKey; name: MessageKey }> = {
  bn: { short: 'language_bn', name: 'language_bn_name' },
  en: { short: 'language_en', name: 'language_en_name' },
  pt: { short: 'language_pt', name: 'language_pt_name' },
};

/**
 * The languages the operator offers (whitelabel supportedLanguages, decision 0032) and the
 * default; every language the site has until the whitelabel is known.
 */
function useOfferedLanguages(): { offered: readonly SiteLanguage[]; fallback: SiteLanguage | null } {
  const whitelabel = useWhitelabel().data;
  if (!whitelabel) return { offered: SITE_LANGUAGES, fallback: null };
  const supported: readonly string[] = whitelabel.supportedLanguages;
  const offered = SITE_LANGUAGES.filter((language) => supported.includes(language.toUpperCase()));
  const fallback = whitelabel.defaultLanguage.toLowerCase();
  return { offered, fallback: isSiteLanguage(fallback) ? fallback : (offered[0] ?? null) };
}

/** BN / EN / PT switch (the offered ones): radio buttons drawn as a segmented control. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const group = useId();
  const current = useSiteLanguage();
  const changeLanguage = useChangeLanguage();
  const { offered, fallback } = useOfferedLanguages();
  const stranded = fallback !== null && !offered.includes(current);
  // A language the operator switched off: the site moves to the default one.
  useEffect(() => {
    if (stranded && fallback) changeLanguage(fallback);
  }, [stranded, fallback, changeLanguage]);
  return (
    <fieldset
      className={`language-select ${className}`}
      onPointerEnter={() => {
        for (const language of offered) if (language !== current) prefetchLanguage(language);
      }}
    >
      <legend className="visually-hidden">{t('language')}</legend>
      {offered.map((language) => (
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
