import { describe, expect, it } from 'vitest';
import {
  currencyCodeOr,
  currencyOf,
  DEFAULT_CURRENCY_CODE,
  isCurrencyCode,
  listCurrencies,
} from './currency.js';
import { MoneyError } from './errors.js';

describe('currency table', () => {
  it('knows the platform currencies with their minor-unit exponents', () => {
    const exponents = Object.fromEntries(listCurrencies().map((c) => [c.code, c.exponent]));
    expect(exponents).toMatchObject({ BDT: 2, USD: 2, INR: 2, PKR: 2, EUR: 2, USDT: 6, JPY: 0, KWD: 3 });
    expect(DEFAULT_CURRENCY_CODE).toBe('BDT');
    expect(currencyOf('BDT')).toMatchObject({ code: 'BDT', symbol: '৳', minorPerUnit: 100n });
    expect(currencyOf('USDT').minorPerUnit).toBe(1_000_000n);
    expect(currencyOf('JPY').minorPerUnit).toBe(1n);
  });

  it('has sane rows: upper-case codes, small exponents, a symbol, ISO codes Intl accepts', () => {
    for (const currency of listCurrencies()) {
      expect(currency.code).toMatch(/^[A-Z]{3,4}$/);
      expect(Number.isInteger(currency.exponent) && currency.exponent >= 0 && currency.exponent <= 8).toBe(
        true,
      );
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect(currency.minorPerUnit).toBe(10n ** BigInt(currency.exponent));
      if (currency.iso4217) {
        expect(
          new Intl.NumberFormat('en', { style: 'currency', currency: currency.code }).resolvedOptions()
            .currency,
        ).toBe(currency.code);
      }
    }
  });

  it('refuses unknown codes with a typed error, without guessing case', () => {
    for (const code of ['XYZ', 'bdt', '', 'BDT ', '__proto__', 'toString']) {
      expect(isCurrencyCode(code)).toBe(false);
      const thrown = (() => {
        try {
          currencyOf(code);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(MoneyError);
      expect(thrown).toMatchObject({ reason: 'unknown_currency' });
    }
  });

  it('hands out frozen rows, so no caller can change an exponent at run time', () => {
    expect(Object.isFrozen(currencyOf('USD'))).toBe(true);
  });

  it('keeps a known code and falls back to the home currency for a missing or unknown one', () => {
    expect(currencyCodeOr('USD')).toBe('USD');
    expect(currencyCodeOr('usd')).toBe(DEFAULT_CURRENCY_CODE);
    expect(currencyCodeOr('')).toBe(DEFAULT_CURRENCY_CODE);
    expect(currencyCodeOr(undefined)).toBe(DEFAULT_CURRENCY_CODE);
  });
});
