import { describe, expect, it } from 'vitest';
import { bnFeedback } from './bn-feedback';
import { enFeedback } from './en-feedback';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('feedback message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enFeedback).sort()).toEqual(Object.keys(bnFeedback).sort());
    for (const [key, text] of Object.entries(bnFeedback)) {
      const english = enFeedback[key as keyof typeof enFeedback];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnFeedback)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
