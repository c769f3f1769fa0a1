import { LOTTERY_CLASSIFICATIONS } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { initialsOf, paletteOf } from './game-art';
import { classifyLabel } from './lobby-controls';

describe('default game art', () => {
  it('takes the first letter of the first two words, in any script', () => {
    expect(initialsOf('Golden Fortune Deluxe')).toBe('GF');
    expect(initialsOf('  Mango  ')).toBe('M');
    expect(initialsOf('সোনালী ভাগ্য')).toBe('সভ');
    expect(initialsOf('')).toBe('');
  });

  it('keeps a game on one of eight palettes, the same every time', () => {
    const codes = Array.from({ length: 200 }, (_, i) => `PG_RNG_${String(i).padStart(4, '0')}`);
    const palettes = codes.map(paletteOf);
    expect(palettes.every((p) => Number.isInteger(p) && p >= 0 && p < 8)).toBe(true);
    expect(new Set(palettes).size).toBe(8);
    expect(codes.map(paletteOf)).toEqual(palettes);
  });
});

describe('classification labels', () => {
  const t = (key: string) => `[${key}]`;

  it('uses the translation for a known classification and title case for others', () => {
    expect(classifyLabel('SLOT', t)).toBe('[games_classify_SLOT]');
    expect(classifyLabel('ALL', t)).toBe('[games_classify_ALL]');
    expect(classifyLabel('CRASH_GAMES', t)).toBe('Crash Games');
  });

  it('labels the lottery families in Bengali (Bengali digits only) and English', async () => {
    const { bn } = await import('../../i18n/bn');
    const { en } = await import('../../i18n/en');
    const families = [...new Set([...LOTTERY_CLASSIFICATIONS.LOTT, ...LOTTERY_CLASSIFICATIONS.ELOTT])];
    expect(families.sort()).toEqual(['FAST3D', 'FAST5D', 'PK10', 'SEA4D', 'VNLOTTO']);
    for (const code of families) {
      expect(classifyLabel(code, t)).toBe(`[games_classify_${code}]`);
      const bnLabel = classifyLabel(code, (key) => (bn as Record<string, string>)[key] ?? key);
      expect(bnLabel, code).toMatch(/[\u0980-\u09FF]/);
      expect(bnLabel, code).not.toMatch(/[0-9]/);
      expect(
        classifyLabel(code, (key) => (en as Record<string, string>)[key] ?? key),
        code,
      ).toMatch(/^[A-Za-z0-9 ]+$/);
    }
  });
});
