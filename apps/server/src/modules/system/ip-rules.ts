import { BlockList, isIP } from 'node:net';

export type IpAction = 'allow' | 'deny';
export type IpRule = { action: IpAction; cidr: string };

export function isIpAction(value: string): value is IpAction {
  return value === 'allow' || value === 'deny';
}

/** Parses "1.2.3.0/24", "2001:db8::/32" or a bare address; null when it is not one. */
export function parseCidr(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = cidr.trim().split('/');
  if (rest.length > 0 || address.includes('%')) return null; // zone ids mean nothing off this host
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** "::ffff:10.0.0.1" is the IPv4 address 10.0.0.1 seen through a dual-stack socket. */
export function normaliseIp(ip: string): string {
  return MAPPED_IPV4.exec(ip)?.[1] ?? ip;
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** 16 bytes of an address isIP already accepted as IPv6 (with "::" and a dotted IPv4 tail). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(tail);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = new Array<string>(8 - headGroups.length - restGroups.length).fill('0');
  const groups = rest === undefined ? headGroups : [...headGroups, ...zeros, ...restGroups];
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** RFC 5952 text: lowercase, no leading zeros, the longest run (2+) of zero groups as "::". */
function formatIpv6(bytes: number[]): string {
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

function maskBytes(bytes: number[], prefix: number): number[] {
  return bytes.map((byte, index) => {
    const bits = Math.min(8, Math.max(0, prefix - index * 8));
    return byte & ((0xff << (8 - bits)) & 0xff);
  });
}

/**
 * The one spelling of a range, so "10.0.0.7/8", "10.0.0.0/8" and "010…" cannot be stored as
 * different rules: host bits cleared, an explicit prefix, IPv6 in RFC 5952 form. An IPv4-mapped
 * IPv6 range (::ffff:a.b.c.d/96+) becomes the IPv4 range, because callers are matched after
 * normaliseIp. Null when the text is not an address or range.
 */
export function canonicalCidr(cidr: string): string | null {
  const parsed = parseCidr(cidr);
  if (!parsed) return null;
  const mapped = MAPPED_IPV4.exec(parsed.address)?.[1];
  if (parsed.family === 'ipv4' || (mapped && parsed.prefix >= 96)) {
    const address = mapped ?? parsed.address;
    const prefix = parsed.family === 'ipv4' ? parsed.prefix : parsed.prefix - 96;
    return `${maskBytes(ipv4Bytes(address), prefix).join('.')}/${prefix}`;
  }
  return `${formatIpv6(maskBytes(ipv6Bytes(parsed.address), parsed.prefix))}/${parsed.prefix}`;
}

function blockListOf(rules: IpRule[]): BlockList {
  const list = new BlockList();
  for (const rule of rules) {
    const parsed = parseCidr(rule.cidr);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/**
 * Whether an IP may use the site: a deny rule always wins; when any allow rule exists,
 * only matching addresses are let in. An address we cannot parse is treated as not allowed
 * only when an allow list exists (we cannot prove it is on it).
 */
export function isIpAllowed(ip: string, rules: IpRule[]): boolean {
  const address = normaliseIp(ip);
  const version = isIP(address);
  const family = version === 6 ? 'ipv6' : 'ipv4';
  const allows = rules.filter((r) => r.action === 'allow');
  const denies = rules.filter((r) => r.action === 'deny');
  if (version !== 0 && denies.length > 0 && blockListOf(denies).check(address, family)) return false;
  if (allows.length === 0) return true;
  return version !== 0 && blockListOf(allows).check(address, family);
}
