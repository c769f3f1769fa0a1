import { describe, expect, it } from 'vitest';
import { bnChat } from './bn-chat';
import { enChat } from './en-chat';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('chat message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enChat).sort()).toEqual(Object.keys(bnChat).sort());
    for (const [key, text] of Object.entries(bnChat)) {
      const english = enChat[key as keyof typeof enChat];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnChat)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
