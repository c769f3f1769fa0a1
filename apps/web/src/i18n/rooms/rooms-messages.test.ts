import { describe, expect, it } from 'vitest';
import { bnRooms } from './bn-rooms';
import { enRooms } from './en-rooms';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('rooms strip message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty, each in its script', () => {
    expect(Object.keys(bnRooms).sort()).toEqual(Object.keys(enRooms).sort());
    for (const [key, english] of Object.entries(enRooms)) {
      const bengali = bnRooms[key as keyof typeof bnRooms];
      for (const text of [english, bengali]) expect(text.trim(), key).not.toBe('');
      expect(placeholders(bengali), key).toEqual(placeholders(english));
      expect(BENGALI_SCRIPT.test(bengali.replace(/\{\{\w+\}\}/g, '')), key).toBe(true);
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali', () => {
    for (const [key, text] of Object.entries(bnRooms)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
