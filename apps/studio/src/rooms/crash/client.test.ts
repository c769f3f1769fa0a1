import { CRASH_MAX_HUNDREDTHS, CrashChain, crashPoint } from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import * as client from '../../../client/src/crash-curve.js';
import { CRASH_ERRORS, CRASH_TEXTS } from '../../../client/src/crash-texts.js';
import { checkRound, crashPointOf } from '../../../client/src/crash-verify.js';
import { CURVE_K, multiplierAt, payoutOf, timeOf } from './curve.js';

/** The page's maths is the server's: the curve, the win shown, and the verifier's point. */
describe('the crash page maths', () => {
  it('draws the same curve as the server', () => {
    expect(client.CURVE_K).toBe(CURVE_K);
    expect(client.MAX_HUNDREDTHS).toBe(CRASH_MAX_HUNDREDTHS);
    for (let ms = 0; ms < 200_000; ms += 137) expect(client.multiplierAt(ms)).toBe(multiplierAt(ms));
    for (const m of [100, 101, 150, 200, 1000, 123456, CRASH_MAX_HUNDREDTHS]) {
      expect(client.timeOf(m)).toBe(timeOf(m));
      expect(multiplierAt(timeOf(m))).toBeGreaterThanOrEqual(m);
      if (timeOf(m) > 0) expect(multiplierAt(timeOf(m) - 1)).toBeLessThan(m);
    }
    expect(client.winText('10.00', 235, 2)).toBe('23.50');
    expect(client.winText('10.01', 199, 2)).toBe((Number(payoutOf(1001n, 199)) / 100).toFixed(2));
  });

  it('recomputes rounds in the browser exactly as game-math does', async () => {
    const chain = new CrashChain('a'.repeat(64), 200, 50);
    for (let k = 2; k <= 200; k += 1) {
      const seed = chain.seed(k);
      const publicValue = (k * 7919).toString(16).padStart(64, '0');
      const point = crashPoint(seed, publicValue, k);
      expect(await crashPointOf(seed, publicValue, k, 300)).toBe(point);
      const check = await checkRound({
        seed,
        previous: chain.seed(k - 1),
        publicValue,
        roundNo: k,
        point: client.multiplierText(point),
        edgeBps: 300,
      });
      expect(check).toEqual({ chain: true, point, pointOk: true });
    }
    const bad = await checkRound({
      seed: chain.seed(5),
      previous: chain.seed(3),
      publicValue: '0'.repeat(64),
      roundNo: 5,
      point: '9.99',
      edgeBps: 300,
    });
    expect(bad.chain).toBe(false);
  });

  it('has every word and error in Bengali and English', () => {
    expect(Object.keys(CRASH_TEXTS.bn).sort()).toEqual(Object.keys(CRASH_TEXTS.en).sort());
    expect(Object.keys(CRASH_ERRORS.bn).sort()).toEqual(Object.keys(CRASH_ERRORS.en).sort());
    for (const code of [
      'BETTING_CLOSED',
      'TOO_LATE',
      'INVALID_STAKE',
      'STAKE_TOO_LOW',
      'INVALID_AUTO',
      'ALREADY_BET',
      'INSUFFICIENT_FUNDS',
      'NO_BET',
      'NOT_FLYING',
      'ALREADY_CASHED',
      'BETTING_NOT_OPEN',
      'WALLET_UNAVAILABLE',
    ])
      expect(CRASH_ERRORS.bn[code], code).toBeTruthy();
  });
});
