import { DEFAULT_LANGUAGE } from '@khela/contract';
import type { FormatterModule } from 'i18next';
import { isSiteLanguage } from '../stores/language';
import { formatNumber } from './format';

/**
 * Every value put into a message goes through here (i18next's `alwaysFormat`): a number is written
 * with the language's digits by the site's one number formatter, so "at most {{max}}" reads
 * "সর্বোচ্চ ৫" in Bengali even where a caller passed the raw number. Strings pass unchanged: an
 * amount, a date or an id arrives already formatted, or is a code that keeps its characters.
 */
export function interpolatedValue(value: unknown, language: string | undefined): unknown {
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') {
    return formatNumber(value, isSiteLanguage(language) ? language : DEFAULT_LANGUAGE);
  }
  return value;
}

/** The formatter module i18next uses: no named formats, only the number rule above. */
export const numberInterpolation: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything but a number goes back as it came (a missing value stays missing, so i18next still
  // reports it).
  format: (value, _format, language) => {
    const formatted = interpolatedValue(value, language);
    return typeof formatted === 'string' ? formatted : value;
  },
};
