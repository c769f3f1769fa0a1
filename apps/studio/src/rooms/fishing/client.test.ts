import { FISH } from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import { pathPoint as clientPathPoint, fishAt, seatPoint } from '../../../client/src/fishing-paths.js';
import { errorText, FISHING_TEXTS, levelText } from '../../../client/src/fishing-texts.js';
import type { FishingErrorCode } from './engine.js';
import { fishingPage } from './page.js';
import { createSchedule, pathPoint, slotFish } from './schedule.js';

/** The fishing page's pure parts: paths drawn as the server schedules them, both languages. */

const CODES: FishingErrorCode[] = [
  'BAD_FRAME',
  'WRONG_LEVEL',
  'UNKNOWN_FISH',
  'NO_MAGAZINE',
  'INSUFFICIENT_FUNDS',
  'WALLET_UNAVAILABLE',
  'WALLET_REFUSED',
  'SESSION_EXPIRED',
  'NOT_SEATED',
];

describe('the fishing page', () => {
  it('draws every fish where the server has it swim', () => {
    for (let slot = 3_600_000; slot < 3_600_050; slot += 1)
      for (const fish of slotFish('seed', slot))
        for (let k = 0; k <= 20; k += 1)
          expect(clientPathPoint(fish.path, k / 20)).toEqual(pathPoint(fish.path, k / 20));
    const schedule = createSchedule('seed');
    const [fish] = schedule.around(1_800_000_000_000, 0);
    if (!fish) throw new Error('no fish');
    expect(fishAt(fish, fish.spawnAt - 1)).toBeUndefined();
    expect(fishAt(fish, fish.spawnAt + fish.swimMs / 2)).toBeDefined();
    expect(schedule.swimming(fish.id, fish.spawnAt + 1)?.id).toBe(fish.id);
    expect(seatPoint(0)).toEqual({ x: 0.125, y: 1 });
    expect(seatPoint(7)).toEqual({ x: 0.875, y: 0 });
  });

  it('says every error in Bengali and English, and names every fish', () => {
    for (const code of [...CODES, 'TOO_FAST', 'INTERNAL_ERROR', 'disconnected']) {
      expect(FISHING_TEXTS.en.errors[code]).toBeTruthy();
      expect(FISHING_TEXTS.bn.errors[code]).toBeTruthy();
      expect(errorText('bn', code)).not.toBe(errorText('en', code));
    }
    for (const fish of FISH) {
      expect(FISHING_TEXTS.en.fish[fish.code]).toBeTruthy();
      expect(FISHING_TEXTS.bn.fish[fish.code]).toBeTruthy();
    }
    expect(Object.keys(FISHING_TEXTS.bn).sort()).toEqual(Object.keys(FISHING_TEXTS.en).sort());
  });

  it('shows cannon levels as money, with Bengali digits in Bengali', () => {
    expect(levelText('100', 'BDT', 'en')).toContain('1.00');
    expect(levelText('10000', 'BDT', 'en')).toContain('100.00');
    expect(levelText('500', 'BDT', 'bn')).toContain('৫.০০');
  });

  it('serves the shell with fishing.css and fishing-main.js', () => {
    const html = fishingPage({
      kind: 'fishing',
      base: '/studio',
      lobby: '/lobby',
      lang: 'bn',
      sessionId: 'x'.repeat(24),
      name: '<Fish>',
      currency: 'BDT',
      balance: '10.00',
      nickname: 'n',
      magazineShots: 50,
      fish: [],
    });
    expect(html).toContain('/studio/assets/fishing.css');
    expect(html).toContain('/studio/assets/fishing-main.js');
    expect(html).toContain('data-page="fishing"');
    expect(html).toContain('lang="bn"');
    expect(html).not.toContain('<Fish>');
  });
});
