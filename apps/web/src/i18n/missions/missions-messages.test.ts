import { describe, expect, it } from 'vitest';
import { bnMissions } from './bn-missions';
import { enMissions } from './en-missions';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('missions message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enMissions).sort()).toEqual(Object.keys(bnMissions).sort());
    for (const [key, text] of Object.entries(bnMissions)) {
      const english = enMissions[key as keyof typeof enMissions];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnMissions)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
