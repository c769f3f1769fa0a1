/**
 * What every module may ask about the site it runs for: its currency and its time zone. Both are
 * system settings (CURRENCY, TIME_ZONE); this is the one place that reads them for other modules,
 * so no module works out the currency or the calendar on its own.
 */
export type SiteCurrency = { code: string; symbol: string };

export type SiteInfo = {
  /** The site currency (setting CURRENCY). */
  currency: () => Promise<SiteCurrency>;
  /** The site currency's ISO code, e.g. 'BDT'. */
  currencyCode: () => Promise<string>;
  /** The site's IANA time zone (setting TIME_ZONE); days, daily limits and opening hours count in it. */
  timeZone: () => Promise<string>;
};
