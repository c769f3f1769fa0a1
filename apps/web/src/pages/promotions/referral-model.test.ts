import { describe, expect, it } from 'vitest';
import { absoluteLink, progressPercent, statusTone } from './referral-model';

describe('referral page model', () => {
  it('makes the invite link absolute on the site’s own address', () => {
    expect(absoluteLink('/register?ref=AB3CD4E', 'https://khela.example')).toBe(
      'https://khela.example/register?ref=AB3CD4E',
    );
  });

  it('measures progress toward a target, bounded 0–100', () => {
    expect(progressPercent('150.00', '300.00')).toBe(50);
    expect(progressPercent('450.00', '300.00')).toBe(100);
    expect(progressPercent('0.00', '0.00')).toBe(100);
    expect(progressPercent('x', '300.00')).toBe(0);
    expect(progressPercent('299.99', '300.00')).toBe(99);
  });

  it('colours statuses', () => {
    expect(statusTone('rewarded')).toBe('green');
    expect(statusTone('pending')).toBe('gold');
    expect(statusTone('refused')).toBe('red');
    expect(statusTone('expired')).toBe('muted');
  });
});
