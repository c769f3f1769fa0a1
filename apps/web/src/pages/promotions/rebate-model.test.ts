import { describe, expect, it } from 'vitest';
import { gameTypeKey, ratePercent } from './rebate-model';

describe('the rebate page model', () => {
  it('names the known game types and leaves others to their code', () => {
    expect(gameTypeKey('RNG')).toBe('rebate_type_RNG');
    expect(gameTypeKey('LIVE')).toBe('rebate_type_LIVE');
    expect(gameTypeKey('XYZ')).toBeNull();
  });
  it('turns basis points into a percentage', () => {
    expect(ratePercent(100)).toBe(1);
    expect(ratePercent(25)).toBe(0.25);
    expect(ratePercent(0)).toBe(0);
  });
});
