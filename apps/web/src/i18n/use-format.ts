import { useMemo } from 'react';
import { useSiteLanguage } from '../stores/language';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDigits,
  formatDigitsIn,
  formatMoney,
  formatNumber,
  formatPlainInteger,
  formatTimeOfDay,
} from './format';

/**
 * The format helpers bound to the current language; components re-render when it changes. Dates
 * and times show in `timeZone` when given (the site's, on pages whose days are the site's days),
 * otherwise in the browser's.
 */
export function useFormat(timeZone?: string) {
  const language = useSiteLanguage();
  return useMemo(
    () => ({
      number: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      plainInteger: (value: number) => formatPlainInteger(value, language),
      money: (amount: string, currency: string) => formatMoney(amount, currency, language),
      date: (value: Date | string | number) => formatDate(value, language, timeZone),
      dateTime: (value: Date | string | number) => formatDateTime(value, language, timeZone),
      timeOfDay: (hourMinute: string) => formatTimeOfDay(hourMinute, language),
      decimal: (amount: string) => formatDecimal(amount, language),
      digits: (id: string) => formatDigits(id, language),
      digitsIn: (text: string) => formatDigitsIn(text, language),
    }),
    [language, timeZone],
  );
}
