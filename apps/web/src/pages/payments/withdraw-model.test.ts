import { describe, expect, it } from 'vitest';
import { feePreview, withdrawLockOf } from './withdraw-model';

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

describe('withdraw lock (bonus wagering)', () => {
  it('is nothing when no cash is locked, or the answer has no such figures', () => {
    expect(withdrawLockOf({ cash: '500.00', locked: '0.00', withdrawable: '500.00' }, 'BDT')).toBeNull();
    expect(withdrawLockOf({ cash: '500.00' }, 'BDT')).toBeNull();
  });

  it("names the locked cash and the server's withdrawable amount", () => {
    expect(withdrawLockOf({ cash: '500.00', locked: '300.00', withdrawable: '200.00' }, 'BDT')).toEqual({
      locked: '300.00',
      withdrawable: '200.00',
    });
  });

  it('without a withdrawable figure, takes cash less locked, never below zero', () => {
    expect(withdrawLockOf({ cash: '500.5', locked: '300' }, 'BDT')).toEqual({
      locked: '300.00',
      withdrawable: '200.50',
    });
    expect(withdrawLockOf({ cash: '100.00', locked: '300.00' }, 'BDT')).toEqual({
      locked: '300.00',
      withdrawable: '0.00',
    });
  });
});
