import { describe, expect, it } from 'vitest';
import { bnLottery } from './bn-lottery';
import { enLottery } from './en-lottery';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;

describe('lottery page message sets', () => {
  it('have the same keys in Bengali and English, none empty, each in its script', () => {
    expect(Object.keys(enLottery).sort()).toEqual(Object.keys(bnLottery).sort());
    for (const [key, text] of Object.entries(bnLottery)) {
      const english = enLottery[key as keyof typeof enLottery];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(BENGALI_SCRIPT.test(text), key).toBe(true);
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali', () => {
    for (const [key, text] of Object.entries(bnLottery)) expect(/[0-9]/.test(text), key).toBe(false);
  });
});
