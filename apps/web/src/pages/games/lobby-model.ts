/**
 * The lobby's rules, pure so they are unit-tested:
 * the state kept in the URL, what each change resets, and the page links of the pagination.
 */

/** Brand configuration: game selection types NEW, FAV, ALL, HOT, RECENT. */
export const LOBBY_FILTERS = ['all', 'hot', 'new', 'fav', 'recent'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

/** Favourite and recent are the player's own lists: a guest gets the login modal instead. */
export const MEMBER_FILTERS: readonly LobbyFilter[] = ['fav', 'recent'];

export function needsLogin(filter: LobbyFilter): boolean {
  return MEMBER_FILTERS.includes(filter);
}

export const ALL = 'ALL';

export type LobbyState = {
  filter: LobbyFilter;
  /** A vendor code, or ALL. */
  vendor: string;
  /** A classification (SLOT, TABLE …), or ALL. */
  classify: string;
  /** The name search as typed; it applies under the all filter only. */
  search: string;
  page: number;
};

export const INITIAL_LOBBY_STATE: LobbyState = {
  filter: 'all',
  vendor: ALL,
  classify: ALL,
  search: '',
  page: 1,
};

export type LobbyChange =
  | { type: 'filter'; filter: LobbyFilter }
  | { type: 'vendor'; vendor: string }
  | { type: 'classify'; classify: string }
  | { type: 'search'; search: string }
  | { type: 'page'; page: number };

/**
 * One change to the lobby: a new filter goes back to page 1 and clears the name
 * search; a vendor resets the classification to ALL; every change but paging starts at page 1.
 */
export function applyLobbyChange(state: LobbyState, change: LobbyChange): LobbyState {
  switch (change.type) {
    case 'filter':
      return { ...state, filter: change.filter, page: 1, search: '' };
    case 'vendor':
      return { ...state, vendor: change.vendor || ALL, classify: ALL, page: 1 };
    case 'classify':
      return { ...state, classify: change.classify || ALL, page: 1 };
    case 'search':
      // Searching only exists under "all": typing there never changes the filter.
      return state.filter === 'all' ? { ...state, search: change.search, page: 1 } : state;
    case 'page':
      return { ...state, page: Math.max(1, Math.trunc(change.page) || 1) };
  }
}

/** The trimmed name search actually sent (the game name search is trimmed). */
export function effectiveSearch(state: LobbyState): string | undefined {
  if (state.filter !== 'all') return undefined;
  const trimmed = state.search.trim();
  return trimmed === '' ? undefined : trimmed;
}

const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;
const CLASSIFY_CODE = /^[A-Z0-9_]{1,32}$/;
/** The server takes at most 64 characters of name search (GAME_NAME_SEARCH_MAX). */
export const SEARCH_MAX = 64;

function isFilter(value: string | null): value is LobbyFilter {
  return value !== null && (LOBBY_FILTERS as readonly string[]).includes(value);
}

/**
 * Reads the lobby state from the URL; anything malformed falls back to its default. The vendor
 * comes as `vassalage` (the spec's name: `/rng?vassalage=PG`) or `vendor` (the lobby's own links);
 * `vassalage` wins when both are there.
 */
export function lobbyStateFromSearch(params: URLSearchParams): LobbyState {
  const filter = params.get('filter');
  const vendor = (params.get('vassalage') || params.get('vendor') || '').toUpperCase();
  const classify = (params.get('classify') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  const state: LobbyState = {
    filter: isFilter(filter) ? filter : 'all',
    vendor: VENDOR_CODE.test(vendor) ? vendor : ALL,
    classify: CLASSIFY_CODE.test(classify) ? classify : ALL,
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
  return state.filter === 'all' ? state : { ...state, search: '' };
}

/** The URL query for a lobby state: defaults are left out, so the plain path is the default view. */
export function lobbyStateToSearch(state: LobbyState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.filter !== 'all') params.set('filter', state.filter);
  if (state.vendor !== ALL) params.set('vendor', state.vendor);
  if (state.classify !== ALL) params.set('classify', state.classify);
  if (state.filter === 'all' && state.search !== '') params.set('q', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Home and lobby: pagination with margin pages 2 and page range 5. */
export const MARGIN_PAGES = 2;
export const PAGE_RANGE = 5;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page links to draw, as react-paginate draws them: the first and last `marginPages`, a
 * window of `pageRange` around the current page, and a gap (…) for each run left out. A gap of a
 * single page is drawn as that page instead.
 */
export function paginationItems(
  current: number,
  totalPages: number,
  marginPages = MARGIN_PAGES,
  pageRange = PAGE_RANGE,
): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= pageRange + 2 * marginPages) {
    return Array.from({ length: totalPages }, (_, i) => ({ kind: 'page', page: i + 1 }));
  }
  // The window around the current page, kept at pageRange pages inside 1..totalPages.
  let start = page - Math.floor((pageRange - 1) / 2);
  let end = start + pageRange - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > totalPages) {
    start -= end - totalPages;
    end = totalPages;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= marginPages; p++) shown.add(p);
  for (let p = totalPages - marginPages + 1; p <= totalPages; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** The favourite ids with one id added or taken out; the newest first, as the server keeps them. */
export function withFavourite(ids: readonly string[], nodeId: string, favourite: boolean): string[] {
  const rest = ids.filter((id) => id !== nodeId);
  return favourite ? [nodeId, ...rest] : rest;
}
