import { describe, expect, it } from 'vitest';
import { clockText, gmtOffsetLabel, utcOffsetMinutes } from './agent-clock';

const LATIN_DIGIT = /[0-9]/;
const AT = new Date('2025-03-05T08:04:09Z');

describe('utcOffsetMinutes', () => {
  it("reads the site zone's offset, not the browser's", () => {
    expect(utcOffsetMinutes(AT, 'Asia/Dhaka')).toBe(360);
    expect(utcOffsetMinutes(AT, 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(AT, 'UTC')).toBe(0);
    expect(utcOffsetMinutes(AT, 'America/St_Johns')).toBe(-210);
  });

  it('follows daylight saving at the instant asked', () => {
    expect(utcOffsetMinutes(new Date('2025-01-15T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(utcOffsetMinutes(new Date('2025-07-15T12:00:00Z'), 'Europe/London')).toBe(60);
  });
});

describe('gmtOffsetLabel', () => {
  it('writes whole hours without minutes, half hours with them', () => {
    expect(gmtOffsetLabel(360, 'en')).toBe('GMT+6');
    expect(gmtOffsetLabel(330, 'en')).toBe('GMT+5:30');
    expect(gmtOffsetLabel(-210, 'en')).toBe('GMT-3:30');
    expect(gmtOffsetLabel(0, 'en')).toBe('GMT+0');
    expect(gmtOffsetLabel(345, 'en')).toBe('GMT+5:45');
  });

  it('uses Bengali digits in Bengali', () => {
    expect(gmtOffsetLabel(360, 'bn')).toBe('GMT+৬');
    expect(gmtOffsetLabel(330, 'bn')).toBe('GMT+৫:৩০');
  });
});

describe('clockText', () => {
  it("shows the time in the site's zone on a 24-hour clock, to the second", () => {
    const text = clockText(AT, 'Asia/Dhaka', 'en');
    expect(text).toContain('14:04:09');
    expect(text).toContain('2025');
    expect(text).not.toMatch(/AM|PM/);
    expect(clockText(AT, 'UTC', 'en')).toContain('08:04:09');
  });

  it('has no Latin digits or day period in Bengali', () => {
    const text = clockText(AT, 'Asia/Dhaka', 'bn');
    expect(text).toContain('১৪:০৪:০৯');
    expect(LATIN_DIGIT.test(text)).toBe(false);
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
