import { describe, expect, it } from 'vitest';
import { addressKey, tooManyRequests } from './accounts.limits.js';

describe('addressKey', () => {
  it('counts IPv4 as itself, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('tooManyRequests', () => {
  it('rounds the wait up to whole seconds, in value and Retry-After', () => {
    const error = tooManyRequests(1_200);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.value).toEqual({ retryAfterSeconds: 2 });
    expect(error.headers).toEqual({ 'retry-after': '2' });
    expect(tooManyRequests(0).value).toEqual({ retryAfterSeconds: 1 });
  });
});
