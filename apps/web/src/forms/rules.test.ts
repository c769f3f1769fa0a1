import type { RegisterFieldRule } from '@khela/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BD, MY } from './countries.fixture';
import {
  captchaError,
  codeError,
  collectErrors,
  confirmError,
  countryByDialingCode,
  emailError,
  hasErrors,
  mobileError,
  nationalNumber,
  ruleError,
  serverFieldErrors,
} from './rules';

const USERNAME: RegisterFieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'LETTER_FIRST_ALNUM',
  minLength: 4,
  maxLength: 16,
};

describe('ruleError (server-driven rules)', () => {
  it('asks for a required value', () => {
    expect(ruleError(USERNAME, '', 'en')).toEqual({ key: 'error_required' });
  });

  it('explains a length or pattern failure with the pattern message, min and max filled in', () => {
    const message = { text: '4-16 characters, a letter first, then letters and numbers' };
    expect(ruleError(USERNAME, 'abc', 'en')).toEqual(message);
    expect(ruleError(USERNAME, '9abcd', 'en')).toEqual(message);
    expect(ruleError(USERNAME, 'a'.repeat(17), 'en')).toEqual(message);
    expect(ruleError(USERNAME, '9abcd', 'bn')).toEqual({
      text: '৪-১৬ অক্ষর, প্রথমে একটি বর্ণ, তারপর বর্ণ ও সংখ্যা',
    });
  });

  it('writes a single bound when min equals max', () => {
    const pin = {
      ...USERNAME,
      acceptedPattern: '^[0-9]+$',
      patternId: 'NUMBERS_ONLY' as const,
      minLength: 6,
      maxLength: 6,
    };
    expect(ruleError(pin, '123', 'en')).toEqual({ text: '6 digits, numbers only' });
  });

  it('lets an optional empty field pass, and "*" accept anything of the right length', () => {
    expect(ruleError({ ...USERNAME, required: false }, '', 'en')).toBeNull();
    const any = {
      ...USERNAME,
      acceptedPattern: '*',
      patternId: 'ANY' as const,
      minLength: 1,
      maxLength: 255,
    };
    expect(ruleError(any, '¿ anything ✓', 'en')).toBeNull();
  });

  it('agrees with the rule for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (value) => {
        const valid =
          value === '' || (/^[A-Za-z][A-Za-z0-9]*$/.test(value) && value.length >= 4 && value.length <= 16);
        expect(ruleError(USERNAME, value, 'en') === null).toBe(valid && value !== '');
      }),
    );
  });
});

describe('confirmError', () => {
  it('requires the confirmation and that it matches', () => {
    expect(confirmError('Secret#1', '')).toEqual({ key: 'error_required' });
    expect(confirmError('Secret#1', 'Secret#2')).toEqual({ key: 'error_password_mismatch' });
    expect(confirmError('Secret#1', 'Secret#1')).toBeNull();
  });
});

describe('mobile numbers', () => {
  it('reads a number the ways people type it', () => {
    expect(nationalNumber(BD, '01712345678')).toBe('1712345678');
    expect(nationalNumber(BD, '+880 1712-345678')).toBe('1712345678');
    expect(nationalNumber(BD, '008801712345678')).toBe('1712345678');
    expect(nationalNumber(BD, '1712345678')).toBe('1712345678');
  });

  it('checks the country rule: present, digits, length (range when it varies), pattern', () => {
    expect(mobileError(BD, '')).toEqual({ key: 'error_mobile_required' });
    expect(mobileError(BD, '17x2345678')).toEqual({ key: 'error_mobile_format' });
    expect(mobileError(BD, '12345')).toEqual({ key: 'error_mobile_digits', values: { digits: '10' } });
    expect(mobileError(MY, '12345')).toEqual({ key: 'error_mobile_digits', values: { digits: '9-10' } });
    expect(mobileError(BD, '1212345678')).toEqual({ key: 'error_mobile_format' });
    expect(mobileError(BD, '01712345678')).toBeNull();
  });

  it('finds a country by its dialling code, with or without +', () => {
    expect(countryByDialingCode([BD, MY], '+60')).toBe(MY);
    expect(countryByDialingCode([BD, MY], '880')).toBe(BD);
    expect(countryByDialingCode(undefined, '880')).toBeUndefined();
  });
});

describe('codes, captcha and email', () => {
  it('needs a verification code of at most 255 characters', () => {
    expect(codeError(' ')).toEqual({ key: 'error_code_required' });
    expect(codeError('1'.repeat(256))).toEqual({ key: 'error_code_invalid' });
    expect(codeError('123456')).toBeNull();
  });

  it('needs the captcha answer', () => {
    expect(captchaError('')).toEqual({ key: 'error_captcha_required' });
    expect(captchaError('a1B2')).toBeNull();
  });

  it('checks the email format', () => {
    expect(emailError('')).toEqual({ key: 'error_required' });
    expect(emailError('name@')).toEqual({ key: 'error_email_format' });
    expect(emailError(' name@khela.test ')).toBeNull();
  });
});

describe('collecting errors', () => {
  it('keeps only the problems', () => {
    const errors = collectErrors({ a: null, b: { key: 'error_required' } });
    expect(errors).toEqual({ b: { key: 'error_required' } });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(collectErrors({ a: null }))).toBe(false);
  });

  it("maps the server's VALIDATION_FAILED fields onto the form's fields", () => {
    const value = {
      fields: [
        { field: 'body.username', reason: 'taken', message: 'This username is already registered' },
        { field: 'body.unknown', reason: 'x', message: 'ignored' },
        { field: 'body.username', reason: 'second', message: 'only the first counts' },
      ],
    };
    expect(serverFieldErrors(value, ['username', 'password'])).toEqual({
      username: { text: 'This username is already registered' },
    });
    expect(serverFieldErrors(null, ['username'])).toEqual({});
    expect(serverFieldErrors({ fields: 'nope' }, ['username'])).toEqual({});
  });
});
