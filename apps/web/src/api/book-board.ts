import { useQuery } from '@tanstack/react-query';

/**
 * The studio book's public board (GET /studio/book/api/board?category=): the live and next
 * events the site's /sports and /esports pages show before a game is opened. The studio is a
 * vendor, so its own answer shape (`{status, ...}`), not the site's envelope.
 */
export type BookCategory = 'sports' | 'esports' | 'cockfight';
export type BookNames = { en: string; bn: string };
export type BoardSelection = { id: string; name: BookNames; odds: number };
export type BoardFixture = {
  id: string;
  sport: string;
  league: BookNames;
  home: BookNames;
  away: BookNames;
  startsAt: number;
  status: string;
  score: { home: string; away: string; clock: BookNames };
  main?: { id: string; name: BookNames; status: string; selections: BoardSelection[] };
  marketCount: number;
};
export type BookBoard = {
  status: 'OK';
  category: BookCategory;
  sports: { sport: string; name: BookNames; live: number; upcoming: number }[];
  live: BoardFixture[];
  upcoming: BoardFixture[];
};

const BOARD_REFRESH_MS = 10_000;

async function fetchBoard(category: BookCategory, signal: AbortSignal): Promise<BookBoard> {
  const response = await fetch(`/studio/book/api/board?category=${category}`, { signal });
  const body = (await response.json()) as Partial<BookBoard>;
  if (!response.ok || body.status !== 'OK' || !Array.isArray(body.live) || !Array.isArray(body.upcoming))
    throw new Error(`book board: HTTP ${response.status}`);
  return body as BookBoard;
}

/** The board of a category, kept fresh while the page is open (live scores and odds move). */
export function useBookBoard(category: BookCategory | undefined) {
  return useQuery({
    queryKey: ['book', 'board', category],
    queryFn: ({ signal }) => fetchBoard(category as BookCategory, signal),
    enabled: category !== undefined,
    staleTime: BOARD_REFRESH_MS / 2,
    refetchInterval: BOARD_REFRESH_MS,
    retry: 1,
  });
}
