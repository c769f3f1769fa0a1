import { describe, expect, it } from 'vitest';
import {
  ALL,
  applyLobbyChange,
  effectiveSearch,
  INITIAL_LOBBY_STATE,
  type LobbyState,
  lobbyStateFromSearch,
  lobbyStateToSearch,
  needsLogin,
  type PageItem,
  paginationItems,
  withFavourite,
} from './lobby-model';

/** The drawn links as text: numbers, with … for a gap. */
const draw = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : String(item.page))).join(' ');

describe('pagination (spec: margin pages 2, page range 5)', () => {
  it('draws every page when they all fit', () => {
    expect(draw(paginationItems(1, 1))).toBe('1');
    expect(draw(paginationItems(4, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('draws nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('keeps two margin pages at each end and five around the current page', () => {
    expect(draw(paginationItems(1, 100))).toBe('1 2 3 4 5 … 99 100');
    expect(draw(paginationItems(50, 100))).toBe('1 2 … 48 49 50 51 52 … 99 100');
    expect(draw(paginationItems(100, 100))).toBe('1 2 … 96 97 98 99 100');
  });

  it('draws a single left-out page instead of a gap', () => {
    // Window 4..8 next to margin 1..2: page 3 alone is drawn, not "…".
    expect(draw(paginationItems(6, 20))).toBe('1 2 3 4 5 6 7 8 … 19 20');
  });

  it('always includes the current page, first and last, in order, without repeats', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationItems(current, total).flatMap((item) =>
          item.kind === 'page' ? [item.page] : [],
        );
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages.length).toBeLessThanOrEqual(5 + 2 * 2 + 2);
      }
    }
  });

  it('clamps a page past the end to the last page', () => {
    expect(draw(paginationItems(500, 10))).toBe(draw(paginationItems(10, 10)));
  });
});

describe('lobby changes', () => {
  const busy: LobbyState = { filter: 'all', vendor: 'PG', classify: 'SLOT', search: 'dragon', page: 7 };

  it('a new filter goes to page 1 and clears the name search, keeping vendor and classification', () => {
    expect(applyLobbyChange(busy, { type: 'filter', filter: 'hot' })).toEqual({
      filter: 'hot',
      vendor: 'PG',
      classify: 'SLOT',
      search: '',
      page: 1,
    });
    // Even back to "all": the search does not come back.
    const hot = applyLobbyChange(busy, { type: 'filter', filter: 'hot' });
    expect(applyLobbyChange(hot, { type: 'filter', filter: 'all' }).search).toBe('');
  });

  it('choosing a vendor resets the classification to ALL and the page to 1', () => {
    expect(applyLobbyChange(busy, { type: 'vendor', vendor: 'JDB' })).toEqual({
      ...busy,
      vendor: 'JDB',
      classify: ALL,
      page: 1,
    });
  });

  it('a classification or a search goes back to page 1', () => {
    expect(applyLobbyChange(busy, { type: 'classify', classify: 'TABLE' })).toMatchObject({
      classify: 'TABLE',
      page: 1,
    });
    expect(applyLobbyChange(busy, { type: 'search', search: 'tiger' })).toMatchObject({
      search: 'tiger',
      page: 1,
    });
  });

  it('searching only exists under the all filter', () => {
    const hot = { ...busy, filter: 'hot' as const, search: '' };
    expect(applyLobbyChange(hot, { type: 'search', search: 'tiger' })).toBe(hot);
    expect(effectiveSearch({ ...busy, filter: 'new' })).toBeUndefined();
  });

  it('paging keeps everything else and never goes below 1', () => {
    expect(applyLobbyChange(busy, { type: 'page', page: 3 })).toEqual({ ...busy, page: 3 });
    expect(applyLobbyChange(busy, { type: 'page', page: 0 }).page).toBe(1);
    expect(applyLobbyChange(busy, { type: 'page', page: Number.NaN }).page).toBe(1);
  });

  it('sends the search trimmed, and nothing for blanks', () => {
    expect(effectiveSearch({ ...busy, search: '  dragon tiger  ' })).toBe('dragon tiger');
    expect(effectiveSearch({ ...busy, search: '   ' })).toBeUndefined();
  });

  it('favourite and recent need a login; the rest do not', () => {
    expect(needsLogin('fav')).toBe(true);
    expect(needsLogin('recent')).toBe(true);
    expect(needsLogin('all') || needsLogin('hot') || needsLogin('new')).toBe(false);
  });
});

describe('lobby state in the URL', () => {
  it('round-trips, with defaults left out of the URL', () => {
    expect(lobbyStateToSearch(INITIAL_LOBBY_STATE).toString()).toBe('');
    const state: LobbyState = { filter: 'all', vendor: 'PG', classify: 'SLOT', search: `%'"`, page: 3 };
    const search = lobbyStateToSearch(state);
    expect(lobbyStateFromSearch(new URLSearchParams(search.toString()))).toEqual(state);
  });

  it('falls back to defaults for anything malformed', () => {
    const params = new URLSearchParams({ filter: 'everything', vendor: 'P G!', classify: '<x>', page: '-2' });
    expect(lobbyStateFromSearch(params)).toEqual(INITIAL_LOBBY_STATE);
    expect(lobbyStateFromSearch(new URLSearchParams({ page: '2.5' })).page).toBe(1);
  });

  it('ignores a search in the URL under another filter, and cuts it to 64 characters', () => {
    expect(lobbyStateFromSearch(new URLSearchParams({ filter: 'hot', q: 'x' })).search).toBe('');
    expect(lobbyStateFromSearch(new URLSearchParams({ q: 'a'.repeat(100) })).search).toHaveLength(64);
  });

  it('reads vendor and classification in any case', () => {
    expect(lobbyStateFromSearch(new URLSearchParams({ vendor: 'pg', classify: 'slot' }))).toMatchObject({
      vendor: 'PG',
      classify: 'SLOT',
    });
  });

  it('takes the vendor as the spec names it (/rng?vassalage=PG), and as ?vendor=', () => {
    expect(lobbyStateFromSearch(new URLSearchParams('vassalage=PG')).vendor).toBe('PG');
    expect(lobbyStateFromSearch(new URLSearchParams('vassalage=jdb')).vendor).toBe('JDB');
    expect(lobbyStateFromSearch(new URLSearchParams('vendor=PT')).vendor).toBe('PT');
    // Both: the spec's name wins; an empty one does not hide the other.
    expect(lobbyStateFromSearch(new URLSearchParams('vendor=PT&vassalage=PG')).vendor).toBe('PG');
    expect(lobbyStateFromSearch(new URLSearchParams('vassalage=&vendor=PT')).vendor).toBe('PT');
    expect(lobbyStateFromSearch(new URLSearchParams('vassalage=P%20G!')).vendor).toBe(ALL);
    // A change in the lobby writes one name back, so the two never disagree in the address bar.
    const state = applyLobbyChange(lobbyStateFromSearch(new URLSearchParams('vassalage=PG')), {
      type: 'page',
      page: 2,
    });
    expect(lobbyStateToSearch(state).toString()).toBe('vendor=PG&page=2');
  });
});

describe('optimistic favourites', () => {
  it('adds newest first without duplicates, and removes', () => {
    expect(withFavourite(['2', '1'], '3', true)).toEqual(['3', '2', '1']);
    expect(withFavourite(['2', '1'], '1', true)).toEqual(['1', '2']);
    expect(withFavourite(['2', '1'], '2', false)).toEqual(['1']);
    expect(withFavourite([], '9', false)).toEqual([]);
  });
});
