import { describe, expect, it } from 'vitest';
import { feeOf, isOpen } from './payments.channels.js';

/** The instant of a local Dhaka time (UTC+6) on a fixed day. */
const dhaka = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00+06:00`);

describe('opening hours (Asia/Dhaka)', () => {
  it('a day window includes its opening minute and excludes its closing minute', () => {
    const hours = { opensAt: '09:00', closesAt: '21:00' };
    expect(isOpen(hours, dhaka('08:59'), 'Asia/Dhaka')).toBe(false);
    expect(isOpen(hours, dhaka('09:00'), 'Asia/Dhaka')).toBe(true);
    expect(isOpen(hours, dhaka('20:59'), 'Asia/Dhaka')).toBe(true);
    expect(isOpen(hours, dhaka('21:00'), 'Asia/Dhaka')).toBe(false);
  });

  it('a window past midnight wraps; equal times mean always open', () => {
    const night = { opensAt: '22:00', closesAt: '06:00' };
    expect(isOpen(night, dhaka('23:30'), 'Asia/Dhaka')).toBe(true);
    expect(isOpen(night, dhaka('00:10'), 'Asia/Dhaka')).toBe(true);
    expect(isOpen(night, dhaka('05:59'), 'Asia/Dhaka')).toBe(true);
    expect(isOpen(night, dhaka('06:00'), 'Asia/Dhaka')).toBe(false);
    expect(isOpen(night, dhaka('12:00'), 'Asia/Dhaka')).toBe(false);
    for (const time of ['00:00', '11:11', '23:59']) {
      expect(isOpen({ opensAt: '00:00', closesAt: '00:00' }, dhaka(time), 'Asia/Dhaka')).toBe(true);
    }
  });
});

describe('fees', () => {
  it('adds the fixed part to the basis points, rounded up to the minor unit', () => {
    expect(feeOf({ feeFixedMinor: 0n, feeBasisPoints: 150 }, 50_000n)).toBe(750n);
    expect(feeOf({ feeFixedMinor: 0n, feeBasisPoints: 100 }, 100_050n)).toBe(1_001n);
    expect(feeOf({ feeFixedMinor: 500n, feeBasisPoints: 1 }, 1n)).toBe(501n);
    expect(feeOf({ feeFixedMinor: 0n, feeBasisPoints: 0 }, 123_456n)).toBe(0n);
  });
});
