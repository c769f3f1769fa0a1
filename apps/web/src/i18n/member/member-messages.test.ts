import { describe, expect, it } from 'vitest';
import { bnMember } from './bn-member';
import { enMember } from './en-member';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('member-centre message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enMember).sort()).toEqual(Object.keys(bnMember).sort());
    for (const [key, text] of Object.entries(bnMember)) {
      const english = enMember[key as keyof typeof enMember];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });
});
