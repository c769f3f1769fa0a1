import { describe, expect, it } from 'vitest';
import { feePreview, isAmountText } from './withdraw-model';

describe('withdraw amount', () => {
  it('accepts positive amounts with at most 2 decimals only', () => {
    for (const ok of ['1', '100', '250.5', '250.50', '0.01']) expect(isAmountText(ok), ok).toBe(true);
    for (const bad of ['', '0', '0.00', '-5', '1.005', '1e3', '01', '.5', '5.'])
      expect(isAmountText(bad), bad).toBe(false);
  });

  it('previews the fee like the server: fixed part plus basis points, floored', () => {
    expect(feePreview('1000', { feeFixed: '0.00', feeBasisPoints: 0 })).toEqual({
      fee: '0.00',
      payout: '1000.00',
    });
    expect(feePreview('333.33', { feeFixed: '5.00', feeBasisPoints: 150 })).toEqual({
      fee: '9.99',
      payout: '323.34',
    });
  });
});
