/**
 * Spec section 9, "Game cache": the vendor data (game menus, a type's vendors, the vendor lanes)
 * and the hot games are kept in session storage, so a reload in the same tab draws the header's
 * vendors and the hot games at once. The copy is only a first paint: the query still asks the
 * server (see `sessionCached`), and the answer replaces the copy. Logout clears session storage,
 * copies included. Decision 0084. (Small on purpose: the header needs it in the first view.)
 */

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Bump when a cached value's shape changes: older copies are then not read. */
const PREFIX = 'khela.cache.1.';
/** A copy larger than this is not written (session storage holds about 5 MB per site). */
export const CACHE_ENTRY_MAX_CHARS = 200_000;

/** Session storage, or an error when it is switched off (a privacy setting): caught by the callers. */
const sessionStore = (): CacheStorage => window.sessionStorage;

/**
 * The copy stored under `key`, with when it was stored; undefined when there is none, it is older
 * than `maxAgeMs` (or from the future: a changed clock), it is not JSON, `isValid` refuses it, or
 * the storage cannot be read. An expired or refused copy is removed.
 */
export function readCached(
  storage: () => CacheStorage,
  key: string,
  maxAgeMs: number,
  isValid: (data: unknown) => boolean,
  now = Date.now(),
): { data: unknown; at: number } | undefined {
  try {
    const raw = storage().getItem(PREFIX + key);
    if (raw === null) return undefined;
    const { at, data } = JSON.parse(raw) ?? {};
    if (typeof at === 'number' && at <= now && now - at <= maxAgeMs && isValid(data)) return { data, at };
    storage().removeItem(PREFIX + key);
  } catch {
    // Not JSON (left to be overwritten by the next answer), or no storage: no copy.
  }
  return undefined;
}

/** Stores a copy; a full storage (quota), a blocked one or an oversized value is skipped. */
export function writeCached(storage: () => CacheStorage, key: string, data: unknown, now = Date.now()): void {
  try {
    const raw = JSON.stringify({ at: now, data });
    if (raw.length <= CACHE_ENTRY_MAX_CHARS) storage().setItem(PREFIX + key, raw);
    else storage().removeItem(PREFIX + key);
  } catch {
    // QuotaExceededError or SecurityError: the copy is a convenience, the page goes on without it.
  }
}

/** Shape checks of a copy: enough to refuse one that is not what the query answers. */
export const isArray = (data: unknown): boolean => Array.isArray(data);
export const hasMenus = (data: unknown): boolean => Array.isArray(Object(data).menus);

/**
 * A query's session-storage copy: `initialData` paints it at once, marked as fetched at time 0 so
 * React Query still asks the server on mount; `fetched` stores each answer.
 */
export function sessionCached<T>(
  key: string,
  maxAgeMs: number,
  isValid: (data: unknown) => boolean,
  storage: () => CacheStorage = sessionStore,
) {
  return {
    // The copy passed isValid: it is the query's own earlier answer.
    initialData: () => readCached(storage, key, maxAgeMs, isValid)?.data as T | undefined,
    initialDataUpdatedAt: 0,
    fetched: (data: T): T => {
      writeCached(storage, key, data);
      return data;
    },
  };
}
