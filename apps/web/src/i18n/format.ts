import type { SiteLanguage } from '../stores/language';
import { localeOf } from './locale';

/**
 * Numbers, money and dates for people to read, in the current language's locale.
 * Money never passes through a float: the decimal string goes to Intl as it is
 * (Intl.NumberFormat formats decimal strings exactly), after a strict shape check.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** Longest decimal string we format; far above any real balance, it bounds the work. */
const MAX_DECIMAL_LENGTH = 64;

export class FormatError extends Error {}

/**
 * Formatters by locale and options: making an Intl formatter costs far more than using one, and a
 * page formats the same few shapes many times (the winner board's twenty amounts, the balance).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

export function formatNumber(
  value: number | bigint,
  language: SiteLanguage,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(localeOf(language), options).format(value);
}

/** A whole number without thousands separators, e.g. a year: 2025 / ২০২৫. */
export function formatPlainInteger(value: number, language: SiteLanguage): string {
  return formatNumber(value, language, { useGrouping: false, maximumFractionDigits: 0 });
}

/**
 * Formats a decimal amount in major units ("1234.5", "-0.25", "123456789012345678.99")
 * with its currency (ISO 4217, e.g. BDT). Shows the currency's usual fraction digits;
 * a longer fraction is rounded half away from zero on the decimal value itself.
 */
export function formatMoney(amount: string, currency: string, language: SiteLanguage): string {
  const trimmed = amount.trim();
  if (trimmed.length > MAX_DECIMAL_LENGTH || !DECIMAL.test(trimmed)) {
    throw new FormatError(`not a decimal amount: "${amount}"`);
  }
  const formatter = numberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
  return formatter.format(decimalArgument(trimmed));
}

/**
 * Intl.NumberFormat.format accepts a decimal string and keeps every digit (ECMA-402 "Intl
 * NumberFormat v3", in all current engines), but its TypeScript signature only admits the
 * `${number}` template type. The shape was checked above, so this narrowing is exact.
 */
function decimalArgument(value: string): `${number}` | number {
  return isNumericString(value) ? value : Number.NaN;
}

function isNumericString(value: string): value is `${number}` {
  return DECIMAL.test(value);
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new FormatError(`not a date: "${String(value)}"`);
  return date;
}

/** A calendar date, e.g. 5 Mar 2025 / ৫ মার্চ, ২০২৫. `timeZone` defaults to the browser's. */
export function formatDate(value: DateInput, language: SiteLanguage, timeZone?: string): string {
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone }).format(toDate(value));
}

/** A date with its time of day to the minute. `timeZone` defaults to the browser's. */
export function formatDateTime(value: DateInput, language: SiteLanguage, timeZone?: string): string {
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(toDate(value));
}
