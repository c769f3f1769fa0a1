import { BlockList, isIP } from 'node:net';

export type IpRule = { action: 'allow' | 'deny'; cidr: string };

/** Parses "1.2.3.0/24", "2001:db8::/32" or a bare address; null when it is not one. */
export function parseCidr(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText] = cidr.trim().split('/');
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (
    !Number.isInteger(prefix) ||
    prefix < 0 ||
    prefix > max ||
    (prefixText !== undefined && !/^\d+$/.test(prefixText))
  ) {
    return null;
  }
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** "::ffff:10.0.0.1" is the IPv4 address 10.0.0.1 seen through a dual-stack socket. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
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
