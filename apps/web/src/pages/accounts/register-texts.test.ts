import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bn } from '../../i18n/bn';
import { en } from '../../i18n/en';

const pt: Record<string, string> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../i18n/locales/pt/translation.json'), 'utf8'),
);

const PERCENTAGE = /[0-9০-৯]\s*(%|percent|শতাংশ|por cento)/i;
const BONUS = /bonus|বোনাস|bônus|cashback|ক্যাশব্যাক/i;

describe('site texts', () => {
  it.each([
    ['bn', bn],
    ['en', en],
    ['pt', pt],
  ] as const)('promise no bonus percentage (%s)', (_language, messages) => {
    const promises = Object.entries(messages).filter(
      ([, text]) => typeof text === 'string' && PERCENTAGE.test(text) && BONUS.test(text),
    );
    expect(promises).toEqual([]);
  });

  it.each([
    ['bn', bn],
    ['en', en],
    ['pt', pt],
  ] as const)('of the register form promise no bonus (%s)', (_language, messages) => {
    const register = Object.entries(messages).filter(
      ([key, text]) => key.startsWith('register') && typeof text === 'string' && BONUS.test(text),
    );
    expect(register).toEqual([]);
  });
});
