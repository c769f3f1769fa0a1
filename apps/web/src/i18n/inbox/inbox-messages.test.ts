import { describe, expect, it } from 'vitest';
import { bnInbox } from './bn-inbox';
import { enInbox } from './en-inbox';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('messageV2 message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enInbox).sort()).toEqual(Object.keys(bnInbox).sort());
    for (const [key, text] of Object.entries(bnInbox)) {
      const english = enInbox[key as keyof typeof enInbox];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnInbox)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
