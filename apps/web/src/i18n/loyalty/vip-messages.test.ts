import { describe, expect, it } from 'vitest';
import { bnVip } from './bn-vip';
import { enVip } from './en-vip';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('VIP message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enVip).sort()).toEqual(Object.keys(bnVip).sort());
    for (const [key, text] of Object.entries(bnVip)) {
      const english = enVip[key as keyof typeof enVip];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnVip)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
