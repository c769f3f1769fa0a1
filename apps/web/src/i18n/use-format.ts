import { useMemo } from 'react';
import { useSiteLanguage } from '../stores/language';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDigits,
  formatMoney,
  formatNumber,
  formatPlainInteger,
  formatTimeOfDay,
} from './format';

/** The format helpers bound to the current language; components re-render when it changes. */
export function useFormat() {
  const language = useSiteLanguage();
  return useMemo(
    () => ({
      number: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      plainInteger: (value: number) => formatPlainInteger(value, language),
      money: (amount: string, currency: string) => formatMoney(amount, currency, language),
      date: (value: Date | string | number) => formatDate(value, language),
      dateTime: (value: Date | string | number) => formatDateTime(value, language),
      timeOfDay: (hourMinute: string) => formatTimeOfDay(hourMinute, language),
      decimal: (amount: string) => formatDecimal(amount, language),
      digits: (id: string) => formatDigits(id, language),
    }),
    [language],
  );
}
