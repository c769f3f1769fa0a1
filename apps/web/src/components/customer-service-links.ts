import type { SiteConfigValue } from '@khela/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { track } from '../analytics/track';
import { decryptCustomerServiceLinks, fetchCustomerServiceKey } from '../api/customer-service';
import { ApiError } from '../api/http';

type Item = SiteConfigValue['customerService'][number];

/** The customer-service window's size (spec "Modals": customer service popup 440×750). */
const CS_WINDOW = 'width=440,height=750,noopener,noreferrer';
const SITE_CONFIG_KEY = ['system', 'config'];

function linksQuery(items: Item[]) {
  return {
    queryKey: ['system', 'customerServiceLinks', items.map((item) => item.path)] as const,
    queryFn: () => decryptCustomerServiceLinks(items, (kid) => fetchCustomerServiceKey(kid)),
    // Decrypted once per site config: new paths (a new key period) are a new key here.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

/**
 * The configured customer-service channels' links, encrypted in the site config (decision 0085):
 * decrypted once customer service is open (`active`: the right bar's menu, the agent centre's
 * service page), so that a click opens the window at once. A key the server no longer hands out
 * means the site config is old: it is loaded again, and its new paths decrypted.
 */
export function useCustomerServiceLinks(items: Item[], active: boolean) {
  const queryClient = useQueryClient();
  const links = useQuery({ ...linksQuery(items), enabled: active && items.length > 0 });
  const stale = links.error instanceof ApiError && links.error.code === 'CUSTOMER_SERVICE_KEY_UNKNOWN';
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: SITE_CONFIG_KEY });
  }, [stale, queryClient]);

  /** Opens a channel's link in the customer-service window (waits for the key if it is not there yet). */
  const open = useCallback(
    async (item: Item) => {
      track({ name: 'customer_service_open', csType: item.csType });
      const map = await queryClient.fetchQuery(linksQuery(items)).catch(() => null);
      const link = map?.get(item.path);
      if (link) window.open(link, `cs-${item.csType}`, CS_WINDOW);
    },
    [items, queryClient],
  );
  return { open, ready: links.isSuccess };
}
