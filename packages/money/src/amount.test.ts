import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, parseAmount, toDecimalString, tryParseAmount } from './amount.js';
import { type CurrencyCode, currencyOf, listCurrencies } from './currency.js';
import type { MoneyErrorReason } from './errors.js';

function reasonOf(text: string, currency: CurrencyCode, allowNegative = false): MoneyErrorReason | 'ok' {
  const result = tryParseAmount(text, currency, { allowNegative });
  return result.ok ? 'ok' : result.error.reason;
}

const codes = listCurrencies().map((currency) => currency.code);

describe('parseAmount', () => {
  it('reads plain decimals into minor units without rounding', () => {
    expect(parseAmount('12.50', 'BDT')).toBe(1250n);
    expect(parseAmount('12.5', 'BDT')).toBe(1250n);
    expect(parseAmount('12', 'BDT')).toBe(1200n);
    expect(parseAmount('0', 'BDT')).toBe(0n);
    expect(parseAmount('0.05', 'USD')).toBe(5n);
    expect(parseAmount('100', 'JPY')).toBe(100n);
    expect(parseAmount('1.234', 'KWD')).toBe(1234n);
    expect(parseAmount('0.000001', 'USDT')).toBe(1n);
    expect(parseAmount('-0.05', 'BDT', { allowNegative: true })).toBe(-5n);
    expect(parseAmount('-0', 'BDT', { allowNegative: true })).toBe(0n);
    expect(parseAmount('92233720368547758.07', 'BDT')).toBe(MAX_AMOUNT_MINOR);
  });

  it('refuses everything outside the grammar as a format error', () => {
    const malformed = [
      '',
      ' 1',
      '1 ',
      '+1',
      '1e3',
      '1E3',
      '.5',
      '5.',
      '1.2.3',
      '01',
      '00.5',
      '1,000',
      '0x10',
      'NaN',
    ];
    for (const text of [...malformed, 'Infinity', '١٢', '১২', '1_000', '--1', '-', '1.-5', '\u00a01']) {
      expect(reasonOf(text, 'BDT', true), text).toBe('format');
    }
  });

  it('names the reason: precision, negative, too large', () => {
    expect(reasonOf('12.505', 'BDT')).toBe('precision');
    expect(reasonOf('12.500', 'BDT')).toBe('precision');
    expect(reasonOf('1.0', 'JPY')).toBe('precision');
    expect(reasonOf('-1', 'BDT')).toBe('negative');
    expect(reasonOf('-0', 'BDT')).toBe('negative');
    expect(reasonOf('92233720368547758.08', 'BDT')).toBe('too_large');
    expect(reasonOf(`1${'0'.repeat(70)}`, 'BDT')).toBe('too_large');
    expect(tryParseAmount('10.01', 'BDT', { maxMinor: 1000n })).toMatchObject({ ok: false });
    expect(tryParseAmount('10.00', 'BDT', { maxMinor: 1000n })).toEqual({ ok: true, value: 1000n });
  });

  it('throws the MoneyError with its reason', () => {
    expect(() => parseAmount('1.999', 'USD')).toThrow(
      expect.objectContaining({ name: 'MoneyError', reason: 'precision' }),
    );
  });

  it('property: parse(toDecimalString(x)) === x for every amount in range, in every currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
        fc.constantFrom(...codes),
        (x, code) => {
          expect(parseAmount(toDecimalString(x, code), code, { allowNegative: true })).toBe(x);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: the value is integer part × 10^e + fraction scaled up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9'), maxLength: 6 }),
        (code, whole, fraction) => {
          const { exponent } = currencyOf(code);
          const text = fraction === '' ? `${whole}` : `${whole}.${fraction}`;
          const result = tryParseAmount(text, code);
          if (fraction.length > exponent) {
            expect(result).toMatchObject({ ok: false, error: { reason: 'precision' } });
          } else {
            const scaledFraction =
              fraction === '' ? 0n : BigInt(fraction) * 10n ** BigInt(exponent - fraction.length);
            expect(result).toEqual({ ok: true, value: whole * 10n ** BigInt(exponent) + scaledFraction });
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: a JS float rendering with more decimals than the currency holds is refused, never rounded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (cents, extraDigit) => {
          // e.g. "12.345" for BDT: what `String(0.1 + 0.2)`-style values look like on the wire.
          expect(
            reasonOf(
              `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${extraDigit}`,
              'BDT',
            ),
          ).toBe('precision');
        },
      ),
    );
    expect(reasonOf(String(0.1 + 0.2), 'BDT')).toBe('precision');
  });
});

describe('toDecimalString', () => {
  it('prints the canonical wire form: exactly exponent fraction digits, no "-0"', () => {
    expect(toDecimalString(1250n, 'BDT')).toBe('12.50');
    expect(toDecimalString(-5n, 'BDT')).toBe('-0.05');
    expect(toDecimalString(0n, 'BDT')).toBe('0.00');
    expect(toDecimalString(-0n, 'BDT')).toBe('0.00');
    expect(toDecimalString(100n, 'JPY')).toBe('100');
    expect(toDecimalString(-100n, 'JPY')).toBe('-100');
    expect(toDecimalString(1n, 'USDT')).toBe('0.000001');
    expect(toDecimalString(1234n, currencyOf('KWD'))).toBe('1.234');
    expect(toDecimalString(2n ** 64n, 'USD')).toBe('184467440737095516.16');
  });

  it('property: output always matches the wire grammar, with exactly the exponent digits', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.constantFrom(...codes), (x, code) => {
        const { exponent } = currencyOf(code);
        const pattern =
          exponent === 0 ? /^-?(0|[1-9][0-9]*)$/ : new RegExp(`^-?(0|[1-9][0-9]*)\\.[0-9]{${exponent}}$`);
        const text = toDecimalString(x, code);
        expect(text).toMatch(pattern);
        expect(text.startsWith('-')).toBe(x < 0n);
      }),
    );
  });
});
