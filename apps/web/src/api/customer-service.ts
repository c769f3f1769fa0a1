import {
  type CustomerServiceItem,
  type CustomerServiceKey,
  type CustomerServiceKeyValue,
  decryptCustomerServicePath,
  encryptedPathKid,
} from '@khela/contract';
import { apiRequest, contractValue } from './http';

/** GET /wps/system/customerService/key: the key an encrypted customer-service path names. */
export function fetchCustomerServiceKey(kid: string, signal?: AbortSignal): Promise<CustomerServiceKeyValue> {
  const search = new URLSearchParams({ kid });
  return apiRequest(`/wps/system/customerService/key?${search}`, contractValue<CustomerServiceKeyValue>(), {
    signal,
  });
}

/** Links the site opens: https, a path of this site, or the chat apps' and mail's own schemes. */
const SAFE_LINK = /^(https:\/\/[^\s/]+\S*|\/(?!\/)\S*|(mailto|tg|whatsapp):\S+)$/i;

export function isSafeLink(link: string): boolean {
  return SAFE_LINK.test(link);
}

/**
 * The plain links of the site config's customer-service items (decision 0085): one key call per
 * key id the paths name, then each path decrypted. An item whose path does not decrypt, or
 * decrypts to something the site does not open, has no link (null) rather than a wrong one.
 * Keyed by the encrypted path, as the items carry it.
 */
export async function decryptCustomerServiceLinks(
  items: Pick<CustomerServiceItem, 'path'>[],
  keyOf: (kid: string) => Promise<CustomerServiceKey>,
): Promise<Map<string, string | null>> {
  const kids = [...new Set(items.flatMap((item) => encryptedPathKid(item.path) ?? []))];
  const keys = new Map(await Promise.all(kids.map(async (kid) => [kid, await keyOf(kid)] as const)));
  const links = await Promise.all(
    items.map(async (item): Promise<[string, string | null]> => {
      const key = keys.get(encryptedPathKid(item.path) ?? '');
      if (!key) return [item.path, null];
      try {
        const link = await decryptCustomerServicePath(item.path, key);
        return [item.path, isSafeLink(link) ? link : null];
      } catch {
        return [item.path, null];
      }
    }),
  );
  return new Map(links);
}
