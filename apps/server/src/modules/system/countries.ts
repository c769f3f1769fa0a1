import type { CountryItem } from '@khela/contract';

/**
 * Countries offered for mobile numbers (the "Country item" record), Bangladesh first: the
 * site's home market, then its neighbours and where Bangladeshis work abroad. Each carries the
 * rule of a national mobile number (no trunk 0, no dialling code), so the server and the web
 * check a number alike.
 */
type Country = CountryItem & { trunkPrefix: string };

const country = (
  countryCode: string,
  countryDialingCode: string,
  digits: [number, number],
  mobilePattern: string,
  trunkPrefix = '0',
): Country => ({
  countryCode,
  countryDialingCode,
  mobileMinDigits: digits[0],
  mobileMaxDigits: digits[1],
  mobilePattern,
  trunkPrefix,
});

export const COUNTRIES: readonly Country[] = [
  country('BD', '880', [10, 10], '^1[3-9][0-9]{8}$'),
  country('IN', '91', [10, 10], '^[6-9][0-9]{9}$'),
  country('PK', '92', [10, 10], '^3[0-9]{9}$'),
  country('NP', '977', [10, 10], '^9[78][0-9]{8}$'),
  country('LK', '94', [9, 9], '^7[0-9]{8}$'),
  country('MY', '60', [9, 10], '^1[0-9]{8,9}$'),
  country('SG', '65', [8, 8], '^[89][0-9]{7}$', ''),
  country('AE', '971', [9, 9], '^5[0-9]{8}$'),
  country('SA', '966', [9, 9], '^5[0-9]{8}$'),
  country('QA', '974', [8, 8], '^[3567][0-9]{7}$', ''),
  country('KW', '965', [8, 8], '^[569][0-9]{7}$', ''),
  country('OM', '968', [8, 8], '^[79][0-9]{7}$', ''),
  country('GB', '44', [10, 10], '^7[0-9]{9}$'),
  country('US', '1', [10, 10], '^[2-9][0-9]{2}[2-9][0-9]{6}$', '1'),
];

/** The public list, without the parsing detail. */
export function countryList(): CountryItem[] {
  return COUNTRIES.map(({ trunkPrefix: _, ...item }) => item);
}

export type Mobile = { countryDialingCode: string; national: string };

export type MobileProblem =
  | { problem: 'required' }
  | { problem: 'country'; countryDialingCode: string }
  | { problem: 'digits'; digits: string }
  | { problem: 'format' };

const digitsText = (c: Country) =>
  c.mobileMinDigits === c.mobileMaxDigits
    ? String(c.mobileMinDigits)
    : `${c.mobileMinDigits}-${c.mobileMaxDigits}`;

function national(c: Country, raw: string): Mobile | MobileProblem {
  let digits = raw;
  // Written with the dialling code in front (+880…, 00880…, 880…)?
  for (const prefix of [`00${c.countryDialingCode}`, c.countryDialingCode]) {
    const rest = digits.slice(prefix.length);
    if (
      digits.startsWith(prefix) &&
      rest.length >= c.mobileMinDigits &&
      rest.length <= c.mobileMaxDigits + 1
    ) {
      digits = rest;
      break;
    }
  }
  // Written the national way, with the trunk prefix (017… in Bangladesh)?
  if (c.trunkPrefix && digits.length === c.mobileMaxDigits + 1 && digits.startsWith(c.trunkPrefix)) {
    digits = digits.slice(c.trunkPrefix.length);
  }
  if (digits.length < c.mobileMinDigits || digits.length > c.mobileMaxDigits) {
    return { problem: 'digits', digits: digitsText(c) };
  }
  if (!new RegExp(c.mobilePattern).test(digits)) return { problem: 'format' };
  return { countryDialingCode: c.countryDialingCode, national: digits };
}

/**
 * A mobile number as people type it (spaces, dashes, +, a leading trunk 0) → its dialling code
 * and national number, or why it is not one. Without a dialling code, the first country's.
 */
export function parseMobile(
  countryDialingCode: string | undefined,
  raw: string | undefined,
): Mobile | MobileProblem {
  const text = (raw ?? '').replace(/[\s().-]/g, '');
  if (text === '') return { problem: 'required' };
  if (!/^\+?[0-9]+$/.test(text)) return { problem: 'format' };
  const code = (countryDialingCode ?? '').trim().replace(/^\+/, '');
  const wanted = code === '' ? COUNTRIES[0] : COUNTRIES.find((c) => c.countryDialingCode === code);
  if (!wanted) return { problem: 'country', countryDialingCode: code.slice(0, 8) };
  return national(wanted, text.replace(/^\+/, ''));
}

/**
 * An international number without a separate dialling code (SMS login's username): the country
 * whose code it starts with and whose rule it passes; otherwise read as the first country's.
 */
export function parseInternationalMobile(raw: string): Mobile | MobileProblem {
  const text = raw.replace(/[\s().-]/g, '');
  const digits = text.replace(/^(\+|00)/, '');
  for (const c of COUNTRIES) {
    if (!digits.startsWith(c.countryDialingCode)) continue;
    const parsed = national(c, digits.slice(c.countryDialingCode.length));
    if ('national' in parsed) return parsed;
  }
  return parseMobile(undefined, text);
}

export const isMobile = (value: Mobile | MobileProblem): value is Mobile => 'national' in value;

/** E.164 for providers and the outbox: +8801712345678. */
export const e164 = (mobile: Mobile) => `+${mobile.countryDialingCode}${mobile.national}`;
