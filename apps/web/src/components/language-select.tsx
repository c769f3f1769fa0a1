import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../api/system';
import { prefetchLanguage, useChangeLanguage } from '../i18n/use-change-language';
import {
  isSiteLanguage,
  languageEntry,
  SITE_LANGUAGES,
  type SiteLanguage,
  useSiteLanguage,
} from '../stores/language';
import './language-select.css';

/** The languages shown as segments; the rest of a longer list opens under "more". */
const PRIMARY: readonly SiteLanguage[] = ['bn', 'en'];
/** Up to this many offered languages are all segments (the BN/EN set, or a short list). */
const ALL_AS_SEGMENTS = 3;

/**
 * The languages the operator offers (whitelabel supportedLanguages of the chosen resource set,
 * decisions 0032 and 0082) and the default; every language the site has until the whitelabel is known.
 */
function useOfferedLanguages(): { offered: readonly SiteLanguage[]; fallback: SiteLanguage | null } {
  const whitelabel = useWhitelabel().data;
  if (!whitelabel) return { offered: SITE_LANGUAGES, fallback: null };
  const supported: readonly string[] = whitelabel.supportedLanguages;
  const offered = SITE_LANGUAGES.filter((language) => supported.includes(language.toUpperCase()));
  const fallback = whitelabel.defaultLanguage.toLowerCase();
  return { offered, fallback: isSiteLanguage(fallback) ? fallback : (offered[0] ?? null) };
}

/** The code a segment shows (BN, EN, ZH-CN …). */
const shortLabel = (language: SiteLanguage) => language.toUpperCase();

/**
 * The language switch: BN and EN (and the current language when it is another one) as a
 * segmented control of radio buttons; with more than three offered languages, the others open
 * from the globe button as a list of their own names, each marked with its language.
 */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const group = useId();
  const current = useSiteLanguage();
  const changeLanguage = useChangeLanguage();
  const { offered, fallback } = useOfferedLanguages();
  const more = useRef<HTMLDetailsElement>(null);
  const stranded = fallback !== null && !offered.includes(current);
  // A language the operator switched off: the site moves to the default one.
  useEffect(() => {
    if (stranded && fallback) changeLanguage(fallback);
  }, [stranded, fallback, changeLanguage]);
  // The list closes on a tap outside it.
  useEffect(() => {
    const close = (event: PointerEvent) => {
      const details = more.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target))
        details.open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);

  const long = offered.length > ALL_AS_SEGMENTS;
  const segments = long
    ? offered.filter((language) => PRIMARY.includes(language) || language === current)
    : offered;
  const listed = long
    ? offered.filter((language) => !segments.includes(language) || language === current)
    : [];
  const choose = (language: SiteLanguage) => {
    if (more.current) more.current.open = false;
    changeLanguage(language);
  };

  return (
    <fieldset
      className={`language-select ${className}`}
      onPointerEnter={() => {
        for (const language of segments) if (language !== current) prefetchLanguage(language);
      }}
    >
      <legend className="visually-hidden">{t('language')}</legend>
      {segments.map((language) => (
        <label
          key={language}
          className="language-select__option"
          data-language={language}
          title={languageEntry(language).name}
          lang={language}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={group}
            value={language}
            checked={language === current}
            onChange={() => choose(language)}
            aria-label={languageEntry(language).name}
          />
          {shortLabel(language)}
        </label>
      ))}
      {long && (
        <details className="language-select__more" ref={more}>
          <summary
            className="language-select__more-button"
            aria-label={t('language_more')}
            title={t('language_more')}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.07 16Zm2.95-8H5.07a8 8 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.26 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
              />
            </svg>
          </summary>
          <div className="language-select__list" role="radiogroup" aria-label={t('language_more')}>
            {listed.map((language) =>
              language === current ? null : (
                <label
                  key={language}
                  className="language-select__item"
                  data-language={language}
                  lang={language}
                  dir={languageEntry(language).rtl ? 'rtl' : 'ltr'}
                  onPointerEnter={() => prefetchLanguage(language)}
                >
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={group}
                    value={language}
                    checked={false}
                    onChange={() => choose(language)}
                  />
                  {languageEntry(language).name}
                </label>
              ),
            )}
          </div>
        </details>
      )}
    </fieldset>
  );
}
