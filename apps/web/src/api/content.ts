import type { HelpCenterValue, SiteConfigValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../stores/language';
import { apiRequest, contractValue } from './http';

/** Content that changes rarely: read once a session, refreshed after ten minutes. */
const CONTENT_STALE_MS = 10 * 60_000;

/** GET /wps/system/helpCenter?lang=&device=WEB: the help centre sections (code `term` = terms). */
export function useHelpCenter() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['system', 'helpCenter', language],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ lang: language.toUpperCase(), device: 'WEB' });
      return apiRequest(`/wps/system/helpCenter?${search}`, contractValue<HelpCenterValue>(), { signal });
    },
    select: (value) => [...value.sections].sort((a, b) => a.sort - b.sort),
    staleTime: CONTENT_STALE_MS,
    retry: false,
  });
}

/** GET /wps/system/config: customer service channels and resources (apps, social channels). */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['system', 'config'],
    queryFn: ({ signal }) => apiRequest('/wps/system/config', contractValue<SiteConfigValue>(), { signal }),
    staleTime: CONTENT_STALE_MS,
    retry: false,
  });
}

/**
 * The site's time zone, in which record days and other local days count (the server's TIME_ZONE
 * setting); undefined, meaning the browser's own zone, only until the site config has arrived.
 */
export function useSiteTimeZone(): string | undefined {
  return useSiteConfig().data?.timeZone;
}
