import { describe, expect, it } from 'vitest';
import { bnPoints } from './bn-points';
import { enPoints } from './en-points';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('points mall message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enPoints).sort()).toEqual(Object.keys(bnPoints).sort());
    for (const [key, text] of Object.entries(bnPoints)) {
      const english = enPoints[key as keyof typeof enPoints];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnPoints)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
