import { describe, expect, it } from 'vitest';
import { resendSeconds, secondsLeft } from './countdown';
import { createRateGate } from './rate-gate';

describe('SMS resend countdown', () => {
  it('waits 60 seconds per minute the code lives', () => {
    expect(resendSeconds(1)).toBe(60);
    expect(resendSeconds(5)).toBe(300);
  });

  it('falls back to one minute when the server says nothing usable', () => {
    expect(resendSeconds(undefined)).toBe(60);
    expect(resendSeconds(0)).toBe(60);
    expect(resendSeconds(-3)).toBe(60);
    expect(resendSeconds(Number.NaN)).toBe(60);
  });

  it('counts whole seconds down from the end time, never below zero', () => {
    const start = 1_000_000;
    const end = start + 60_000;
    expect(secondsLeft(end, start)).toBe(60);
    expect(secondsLeft(end, start + 1)).toBe(60);
    expect(secondsLeft(end, start + 1000)).toBe(59);
    expect(secondsLeft(end, end - 1)).toBe(1);
    expect(secondsLeft(end, end)).toBe(0);
    expect(secondsLeft(end, end + 5000)).toBe(0);
  });

  it('does not stretch when the timer fires late (the clock decides)', () => {
    const start = 0;
    const end = resendSeconds(1) * 1000;
    // A throttled background tab wakes up 45 s later: 15 s are left, not 59.
    expect(secondsLeft(end, start + 45_000)).toBe(15);
  });
});

describe('captcha refresh gate (at most once per second)', () => {
  it('lets the first call through and refuses calls within the interval', () => {
    const gate = createRateGate(1000);
    expect(gate.tryPass(5000)).toBe(true);
    expect(gate.tryPass(5500)).toBe(false);
    expect(gate.tryPass(5999)).toBe(false);
    expect(gate.tryPass(6000)).toBe(true);
    expect(gate.tryPass(6001)).toBe(false);
  });

  it('counts from the last call it let through (leading only)', () => {
    const gate = createRateGate(1000);
    expect(gate.tryPass(0)).toBe(true);
    for (let t = 100; t < 1000; t += 100) expect(gate.tryPass(t)).toBe(false);
    expect(gate.tryPass(1000)).toBe(true);
  });
});
