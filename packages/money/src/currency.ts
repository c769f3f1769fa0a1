import { MoneyError } from './errors.js';

type CurrencySpec = {
  /** Digits after the decimal point: one major unit is 10^exponent minor units. */
  exponent: number;
  /** What a person sees; our own choice, so display does not depend on the ICU version. */
  symbol: string;
  name: string;
  /** False for codes Intl does not know (USDT): they are never handed to Intl as a currency. */
  iso4217: boolean;
};

/**
 * The currencies Khela can hold. Exponents follow ISO 4217 (USDT: the token's 6 decimals).
 * Adding a currency is safe; changing an exponent is not — stored minor units would change value.
 */
const table = {
  BDT: { exponent: 2, symbol: '৳', name: 'Bangladeshi taka', iso4217: true },
  INR: { exponent: 2, symbol: '₹', name: 'Indian rupee', iso4217: true },
  PKR: { exponent: 2, symbol: '₨', name: 'Pakistani rupee', iso4217: true },
  NPR: { exponent: 2, symbol: 'रू', name: 'Nepalese rupee', iso4217: true },
  LKR: { exponent: 2, symbol: 'Rs', name: 'Sri Lankan rupee', iso4217: true },
  USD: { exponent: 2, symbol: '$', name: 'US dollar', iso4217: true },
  EUR: { exponent: 2, symbol: '€', name: 'Euro', iso4217: true },
  GBP: { exponent: 2, symbol: '£', name: 'Pound sterling', iso4217: true },
  AED: { exponent: 2, symbol: 'د.إ', name: 'UAE dirham', iso4217: true },
  MYR: { exponent: 2, symbol: 'RM', name: 'Malaysian ringgit', iso4217: true },
  PHP: { exponent: 2, symbol: '₱', name: 'Philippine peso', iso4217: true },
  THB: { exponent: 2, symbol: '฿', name: 'Thai baht', iso4217: true },
  IDR: { exponent: 2, symbol: 'Rp', name: 'Indonesian rupiah', iso4217: true },
  VND: { exponent: 0, symbol: '₫', name: 'Vietnamese dong', iso4217: true },
  KRW: { exponent: 0, symbol: '₩', name: 'South Korean won', iso4217: true },
  JPY: { exponent: 0, symbol: '¥', name: 'Japanese yen', iso4217: true },
  KWD: { exponent: 3, symbol: 'KD', name: 'Kuwaiti dinar', iso4217: true },
  BHD: { exponent: 3, symbol: 'BD', name: 'Bahraini dinar', iso4217: true },
  USDT: { exponent: 6, symbol: '₮', name: 'Tether USD', iso4217: false },
  /** Loyalty points (decision 0062): a ledger currency of whole points, never a site currency. */
  PTS: { exponent: 0, symbol: 'pts', name: 'Khela points', iso4217: false },
} satisfies Record<string, CurrencySpec>;

export type CurrencyCode = keyof typeof table;

export type Currency = Readonly<CurrencySpec> & {
  readonly code: CurrencyCode;
  /** 10^exponent: how many minor units make one major unit. */
  readonly minorPerUnit: bigint;
};

/** Where a currency is wanted, its code is accepted too (typed, so typos fail to compile). */
export type CurrencyRef = Currency | CurrencyCode;

/** The platform's home currency (spec: Bangladesh first). */
export const DEFAULT_CURRENCY_CODE: CurrencyCode = 'BDT';

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(table, code);
}

/**
 * A stored or configured code as a currency code, or the home currency when it is missing or not
 * one we know. The one place that decides this fallback, for rows and answers that predate a
 * currency column or carry none.
 */
export function currencyCodeOr(code: string | null | undefined): CurrencyCode {
  return code && isCurrencyCode(code) ? code : DEFAULT_CURRENCY_CODE;
}

const currencies = new Map<string, Currency>();
for (const [code, spec] of Object.entries(table)) {
  if (!isCurrencyCode(code)) continue;
  currencies.set(code, Object.freeze({ ...spec, code, minorPerUnit: 10n ** BigInt(spec.exponent) }));
}

/** The currency for a code, e.g. read from the database. Codes are upper case; nothing is guessed. */
export function currencyOf(code: string): Currency {
  const currency = currencies.get(code);
  if (currency === undefined) {
    throw new MoneyError('unknown_currency', `Unknown currency code '${code.slice(0, 16)}'`);
  }
  return currency;
}

export function resolveCurrency(ref: CurrencyRef): Currency {
  return typeof ref === 'string' ? currencyOf(ref) : ref;
}

/** Every supported currency, in table order. */
export function listCurrencies(): readonly Currency[] {
  return [...currencies.values()];
}
