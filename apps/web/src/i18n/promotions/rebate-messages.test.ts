import { describe, expect, it } from 'vitest';
import { bnRebate } from './bn-rebate';
import { enRebate } from './en-rebate';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('rebate message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enRebate).sort()).toEqual(Object.keys(bnRebate).sort());
    for (const [key, text] of Object.entries(bnRebate)) {
      const english = enRebate[key as keyof typeof enRebate];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnRebate)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
