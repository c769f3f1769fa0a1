import type { SystemStatusValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { createPayloadKeys, type PayloadKeys } from '../../platform/http/payload-encryption.js';
import { phoneProviderClientOf } from '../../platform/notify/phone-verification.js';
import { countryList, parseInternationalMobile, parseMobile } from './countries.js';
import { isIpAllowed, normaliseIp } from './ip-rules.js';
import type { FlagCode } from './settings-registry.js';
import { createSystemAdmin } from './system.admin.js';
import { createCustomerServicePaths } from './system.customer-service.js';
import { createSystemReader } from './system.reader.js';
import { createRegisterRulesAdmin } from './system.register-rules.js';
import { createSiteConfig } from './system.site-config.js';
import { createSiteInfo } from './system.site-info.js';

/**
 * The system module's use cases: status, site configuration, settings and IP rules.
 * Other modules use settings(), site, isEnabled() and assertSiteOpen(); operators use the admin verbs.
 * The site config publishes the payload encryption key (the app passes the one its E hook uses).
 */
export function createSystemService(ctx: AppContext, deps: { payloadKeys?: PayloadKeys } = {}) {
  const reader = createSystemReader(ctx);
  const admin = createSystemAdmin(ctx, reader.invalidate);
  const site = createSiteConfig(
    reader,
    deps.payloadKeys ?? createPayloadKeys(ctx),
    createCustomerServicePaths(ctx),
    phoneProviderClientOf(ctx.config.phoneProvider),
  );
  const registerRules = createRegisterRulesAdmin(ctx, reader.invalidate);

  async function isEnabled(code: FlagCode): Promise<boolean> {
    return (await reader.settings())[code].enabled;
  }

  /** Root and system status: IP restriction outranks maintenance. */
  async function getStatus(ip: string): Promise<SystemStatusValue> {
    const [rules, settings] = await Promise.all([reader.ipRules(), reader.settings()]);
    const regionRestriction = !isIpAllowed(ip, rules);
    const maintenance = settings.MAINTENANCE.enabled;
    const status = regionRestriction ? 2 : maintenance ? 1 : 0;
    // The operator's own maintenance text, only while the site shows the maintenance page.
    const text = settings.MAINTENANCETEXT;
    const withText = status === 1 && (text.bn || text.en) ? { maintenanceText: text } : {};
    return { status, maintenance, regionRestriction, location: { ip: normaliseIp(ip) }, ...withText };
  }

  /** For calls that must not run while the site is closed to this caller (login, play, pay). */
  async function assertSiteOpen(ip: string): Promise<void> {
    const { status } = await getStatus(ip);
    if (status === 2) throw new AppError('ACCESS_RESTRICTED');
    if (status === 1) throw new AppError('SYSTEM_MAINTENANCE');
  }

  return {
    settings: reader.settings,
    /** The site currency and time zone, the one place other modules learn them from. */
    site: createSiteInfo(reader.settings),
    invalidate: reader.invalidate,
    isEnabled,
    getStatus,
    assertSiteOpen,
    /** Country dialling codes and mobile rules (static list, Bangladesh first). */
    countries: countryList,
    parseMobile,
    parseInternationalMobile,
    ...site,
    ...admin,
    ...registerRules,
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
