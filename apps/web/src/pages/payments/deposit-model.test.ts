import { describe, expect, it } from 'vitest';
import { depositAmountProblem, depositPreview, quickLabel } from './deposit-model';

describe('depositPreview', () => {
  it('rounds the percentage up and credits the whole amount when the platform bears the fee', () => {
    expect(
      depositPreview('500', { feeFixed: '0.00', feeBasisPoints: 150, feeBearer: 'platform' }, 'BDT'),
    ).toEqual({
      fee: '7.50',
      credit: '500.00',
    });
    expect(
      depositPreview('1000.50', { feeFixed: '0.00', feeBasisPoints: 100, feeBearer: 'player' }, 'BDT'),
    ).toEqual({
      fee: '10.01',
      credit: '990.49',
    });
  });

  it('adds the fixed fee and never shows a negative credit', () => {
    expect(
      depositPreview('300', { feeFixed: '5.00', feeBasisPoints: 0, feeBearer: 'player' }, 'BDT'),
    ).toEqual({
      fee: '5.00',
      credit: '295.00',
    });
    expect(
      depositPreview('3', { feeFixed: '5.00', feeBasisPoints: 0, feeBearer: 'player' }, 'BDT').credit,
    ).toBe('0.00');
  });
});

describe('depositAmountProblem', () => {
  const limits = { min: '200.00', max: '25000.00' };
  it.each([
    ['', 'empty'],
    ['abc', 'invalid'],
    ['10.123', 'invalid'],
    ['0', 'invalid'],
    ['199.99', 'below'],
    ['25000.01', 'above'],
    ['200', null],
    ['25000.00', null],
  ])('%j → %s', (amount, problem) => {
    expect(depositAmountProblem(amount, limits, 'BDT')).toBe(problem);
  });

  it('labels quick amounts without zero paisa', () => {
    expect(quickLabel('500.00')).toBe('500');
    expect(quickLabel('500.50')).toBe('500.50');
  });
});
