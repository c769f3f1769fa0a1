import { describe, expect, it } from 'vitest';
import { STUDIO_VENDOR, studioLaunchPath } from './index.js';

describe('studio identity', () => {
  it('is the KHELA vendor', () => {
    expect(STUDIO_VENDOR.vassalage).toBe('KHELA');
  });

  it('builds launch paths only for safe game codes', () => {
    expect(studioLaunchPath('lucky-7')).toBe('/studio/play/lucky-7');
    expect(() => studioLaunchPath('../etc/passwd')).toThrow(/invalid game code/);
    expect(() => studioLaunchPath('')).toThrow(/invalid game code/);
  });
});
