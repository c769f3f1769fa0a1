import type { SystemStatusValue } from '@khela/contract';
import { cached } from '../../platform/cache/cache.js';
import type { AppContext } from '../../platform/context.js';
import { type IpRule, isIpAllowed, normaliseIp } from './ip-rules.js';
import * as repo from './system.repo.js';

const SETTINGS_CACHE_KEY = 'system:settings';
const IP_RULES_CACHE_KEY = 'system:ip-rules';

export type SettingsMap = Record<string, unknown>;

export function createSystemService(ctx: AppContext) {
  const db = ctx.database.db;
  const ttl = ctx.config.settingsCacheMs;

  async function settings(): Promise<SettingsMap> {
    return cached(ctx.cache, SETTINGS_CACHE_KEY, ttl, async () =>
      Object.fromEntries((await repo.listSettings(db)).map((row) => [row.code, row.value])),
    );
  }

  async function ipRules(): Promise<IpRule[]> {
    return cached(ctx.cache, IP_RULES_CACHE_KEY, ttl, async () =>
      (await repo.listIpRules(db)).map((row) => ({ action: row.action as IpRule['action'], cidr: row.cidr })),
    );
  }

  /** A flag is on only when the stored value is exactly true (or an object with enabled: true). */
  async function isEnabled(code: string): Promise<boolean> {
    const value = (await settings())[code];
    if (value === true) return true;
    return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
  }

  /** Spec section 2 "Root and system status": IP restriction outranks maintenance. */
  async function getStatus(ip: string): Promise<SystemStatusValue> {
    const location = { ip: normaliseIp(ip) };
    const regionRestriction = !isIpAllowed(ip, await ipRules());
    const maintenance = await isEnabled('MAINTENANCE');
    const status = regionRestriction ? 2 : maintenance ? 1 : 0;
    return { status, maintenance, regionRestriction, location };
  }

  async function invalidate(): Promise<void> {
    await ctx.cache.delete(SETTINGS_CACHE_KEY);
    await ctx.cache.delete(IP_RULES_CACHE_KEY);
  }

  return { settings, isEnabled, getStatus, invalidate };
}

export type SystemService = ReturnType<typeof createSystemService>;
