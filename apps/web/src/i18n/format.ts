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

/**
 * Bengali's short time style writes the day period as Latin "AM"/"PM" beside Bengali digits; the
 * day period by name (সকাল, দুপুর, বিকাল, রাত্রি) reads as Bengali throughout.
 */
const BENGALI_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };

/** A date with its time of day to the minute. `timeZone` defaults to the browser's. */
export function formatDateTime(value: DateInput, language: SiteLanguage, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'bn'
      ? { year: 'numeric', month: 'short', day: 'numeric', ...BENGALI_TIME, timeZone }
      : { dateStyle: 'medium', timeStyle: 'short', timeZone };
  return dateTimeFormat(localeOf(language), options).format(toDate(value));
}

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A time of day given as "HH:mm" (opening hours), e.g. 8:00 AM / ৮:০০ সকাল. */
export function formatTimeOfDay(hourMinute: string, language: SiteLanguage): string {
  const match = HOUR_MINUTE.exec(hourMinute);
  if (!match) throw new FormatError(`not a time of day: "${hourMinute}"`);
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  const options: Intl.DateTimeFormatOptions =
    language === 'bn' ? { ...BENGALI_TIME, timeZone: 'UTC' } : { timeStyle: 'short', timeZone: 'UTC' };
  return dateTimeFormat(localeOf(language), options).format(at);
}

/** A decimal amount without its currency (a quick-amount button), e.g. 1,000 / ১,০০০. */
export function formatDecimal(amount: string, language: SiteLanguage): string {
  const trimmed = amount.trim();
  if (trimmed.length > MAX_DECIMAL_LENGTH || !DECIMAL.test(trimmed)) {
    throw new FormatError(`not a decimal amount: "${amount}"`);
  }
  return numberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(decimalArgument(trimmed));
}

/** An id made of digits (an order number) in the language's digits, without grouping: ১২৩৪৫. */
export function formatDigits(id: string, language: SiteLanguage): string {
  if (!/^\d{1,30}$/.test(id)) return id;
  return numberFormat(localeOf(language), { useGrouping: false }).format(BigInt(id));
}

/** Every digit of a text in the language's digits, the rest as it is: "112/4 (12.0)" / "১১২/৪ (১২.০)". */
export function formatDigitsIn(text: string, language: SiteLanguage): string {
  return text.replace(/\d/g, (digit) => formatDigits(digit, language));
}
