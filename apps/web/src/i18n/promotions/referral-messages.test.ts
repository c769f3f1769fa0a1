import { describe, expect, it } from 'vitest';
import { bnReferral } from './bn-referral';
import { enReferral } from './en-referral';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('referral message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enReferral).sort()).toEqual(Object.keys(bnReferral).sort());
    for (const [key, text] of Object.entries(bnReferral)) {
      const english = enReferral[key as keyof typeof enReferral];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnReferral)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
