import { describe, expect, it } from 'vitest';
import { bnRaffle } from './bn-raffle';
import { enRaffle } from './en-raffle';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('raffle message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enRaffle).sort()).toEqual(Object.keys(bnRaffle).sort());
    for (const [key, text] of Object.entries(bnRaffle)) {
      const english = enRaffle[key as keyof typeof enRaffle];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnRaffle)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
