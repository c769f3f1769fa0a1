import { describe, expect, it } from 'vitest';
import { canonicalCidr, type IpRule, isIpAllowed, normaliseIp, parseCidr } from './ip-rules.js';

const deny = (cidr: string): IpRule => ({ action: 'deny', cidr });
const allow = (cidr: string): IpRule => ({ action: 'allow', cidr });

describe('parseCidr', () => {
  it('reads IPv4 and IPv6 ranges and bare addresses', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseCidr(' 203.0.113.7 ')).toEqual({ address: '203.0.113.7', prefix: 32, family: 'ipv4' });
    expect(parseCidr('2001:db8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(parseCidr('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
  });

  it.each([
    '',
    'not-an-ip',
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0.0/8/9',
    '10.0.0.0/',
    '10.0.0.0/8a',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '2001:db8::/129',
    'fe80::1%eth0',
    '2001:db8:::1',
  ])('refuses %j', (text) => {
    expect(parseCidr(text)).toBeNull();
    expect(canonicalCidr(text)).toBeNull();
  });
});

describe('canonicalCidr', () => {
  it.each([
    ['10.0.0.7/8', '10.0.0.0/8'],
    ['203.0.113.7', '203.0.113.7/32'],
    ['192.168.1.255/23', '192.168.0.0/23'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1/128'],
    ['2001:db8:0:0:1:0:0:1/128', '2001:db8::1:0:0:1/128'],
    ['2001:0db8:85a3::8a2e:0370:7334/48', '2001:db8:85a3::/48'],
    ['::/0', '::/0'],
    ['::1', '::1/128'],
    ['fe80::1:2:3:4/64', 'fe80::/64'],
    ['::ffff:10.1.2.3', '10.1.2.3/32'],
    ['::ffff:10.1.2.3/120', '10.1.2.0/24'],
    ['::ffff:10.1.2.3/64', '::/64'],
    ['64:ff9b::192.0.2.33/128', '64:ff9b::c000:221/128'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalCidr(input)).toBe(expected);
  });
});

describe('normaliseIp', () => {
  it('turns an IPv4-mapped IPv6 address into the IPv4 address', () => {
    expect(normaliseIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normaliseIp('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseIp('10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('isIpAllowed', () => {
  it('allows everyone when there are no rules', () => {
    expect(isIpAllowed('203.0.113.7', [])).toBe(true);
    expect(isIpAllowed('garbage', [])).toBe(true);
  });

  it('denies addresses inside a deny range, IPv4 and IPv6', () => {
    const rules = [deny('203.0.113.0/24'), deny('2001:db8::/32')];
    expect(isIpAllowed('203.0.113.99', rules)).toBe(false);
    expect(isIpAllowed('203.0.114.1', rules)).toBe(true);
    expect(isIpAllowed('2001:db8:1::5', rules)).toBe(false);
    expect(isIpAllowed('2001:db9::5', rules)).toBe(true);
  });

  it('matches an IPv4-mapped caller against IPv4 rules', () => {
    expect(isIpAllowed('::ffff:203.0.113.5', [deny('203.0.113.0/24')])).toBe(false);
    expect(isIpAllowed('::ffff:198.51.100.5', [allow('198.51.100.0/24')])).toBe(true);
  });

  it('lets only matching addresses in once an allow list exists', () => {
    const rules = [allow('198.51.100.0/24')];
    expect(isIpAllowed('198.51.100.20', rules)).toBe(true);
    expect(isIpAllowed('203.0.113.7', rules)).toBe(false);
    expect(isIpAllowed('not-an-ip', rules)).toBe(false);
  });

  it('lets a deny inside an allowed range win', () => {
    const rules = [allow('198.51.100.0/24'), deny('198.51.100.66')];
    expect(isIpAllowed('198.51.100.66', rules)).toBe(false);
    expect(isIpAllowed('198.51.100.67', rules)).toBe(true);
  });

  it('ignores a stored rule that does not parse instead of failing', () => {
    expect(isIpAllowed('10.0.0.1', [deny('bogus')])).toBe(true);
  });
});
