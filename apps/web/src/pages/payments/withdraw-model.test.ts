import { describe, expect, it } from 'vitest';
import { feePreview } from './withdraw-model';

describe('withdraw fee preview', () => {
  it('previews the fee like the server: fixed part plus basis points, floored', () => {
    expect(feePreview('1000', { feeFixed: '0.00', feeBasisPoints: 0 }, 'BDT')).toEqual({
      fee: '0.00',
      payout: '1000.00',
    });
    expect(feePreview('333.33', { feeFixed: '5.00', feeBasisPoints: 150 }, 'BDT')).toEqual({
      fee: '9.99',
      payout: '323.34',
    });
  });
});
