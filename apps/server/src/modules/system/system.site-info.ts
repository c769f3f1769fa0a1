import type { SiteInfo } from '../../platform/site.js';
import type { SiteSettings } from './settings-registry.js';

/**
 * The site's currency and time zone for other modules, read from the settings (CURRENCY,
 * TIME_ZONE) on each call, so an operator's change applies without a restart.
 */
export function createSiteInfo(settings: () => Promise<SiteSettings>): SiteInfo {
  return {
    currency: async () => (await settings()).CURRENCY,
    currencyCode: async () => (await settings()).CURRENCY.code,
    timeZone: async () => (await settings()).TIME_ZONE,
  };
}
