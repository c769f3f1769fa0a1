import { type Language, SUPPORTED_LANGUAGES } from '@khela/contract';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';

const LABELS: Record<Language, { short: MessageKey; name: MessageKey }> = {
  bn: { short: 'language_bn', name: 'language_bn_name' },
  en: { short: 'language_en', name: 'language_en_name' },
};

/** BN / EN switch for the console: two radio buttons drawn as a segmented control. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <fieldset className="language">
      <legend className="visually-hidden">{t('language')}</legend>
      {SUPPORTED_LANGUAGES.map((option) => (
        <label
          key={option}
          className="language__option"
          data-language={option}
          title={t(LABELS[option].name)}
        >
          <input
            type="radio"
            className="visually-hidden"
            name="backoffice-language"
            value={option}
            checked={option === language}
            onChange={() => setLanguage(option)}
            aria-label={t(LABELS[option].name)}
          />
          {t(LABELS[option].short)}
        </label>
      ))}
    </fieldset>
  );
}
