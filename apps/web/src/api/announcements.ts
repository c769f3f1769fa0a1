import {
  ANNOUNCEMENTS_PAGE_SIZE,
  type AnnouncementItem,
  type AnnouncementsValue,
  type LanguageCode,
  languageCodeOf,
  type WinnerBoardEntry,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLanguage } from '../stores/language';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';

/** Announcements change rarely; a page keeps them for five minutes. */
const ANNOUNCEMENTS_STALE_MS = 5 * 60_000;

/** The announcements query of `useAnnouncements`, also started at start-up (main.tsx). */
export function announcementsQuery(language: LanguageCode, token: string | null, pageNo = 1) {
  return {
    queryKey: ['announcements', 'all', language, token, pageNo] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const search = new URLSearchParams({
        types: 'B,PL,PU,PR,H',
        platform: 'W',
        language,
        pageNo: String(pageNo),
        pageSize: String(ANNOUNCEMENTS_PAGE_SIZE),
      });
      return apiRequest(
        `/wps/relay/MCSFE_getListAnnouncements?${search}`,
        contractValue<AnnouncementsValue>(),
        {
          signal,
        },
      );
    },
    staleTime: ANNOUNCEMENTS_STALE_MS,
  };
}

/**
 * Every kind of announcement (types B, PL, PU, PR, H, platform W) in the current language,
 * with the notices of `pageNo` (9 a page). The token is part of the key: popups differ by audience.
 */
export function useAnnouncements(pageNo = 1) {
  const language = languageCodeOf(useLanguage());
  const token = useSessionToken();
  return useQuery({
    ...announcementsQuery(language, token, pageNo),
    // Paging keeps the previous page on screen; a language change must not keep the old texts.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === language && previousQuery.queryKey[3] === token ? previous : undefined,
    retry: false,
  });
}

/** GET /wps/relay/MCSFE_getAnnouncement: one notice with its content. */
export function useAnnouncement(id: string) {
  const language = languageCodeOf(useLanguage());
  return useQuery({
    queryKey: ['announcements', 'one', id, language],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ id, language });
      return apiRequest(`/wps/relay/MCSFE_getAnnouncement?${search}`, contractValue<AnnouncementItem>(), {
        signal,
      });
    },
    enabled: id.length > 0,
    staleTime: ANNOUNCEMENTS_STALE_MS,
    retry: false,
  });
}

/** The winner board shows 20 entries (a product limit). */
export const WINNER_BOARD_SIZE = 20;

/** GET /wps/relay/GCSGAME_getRankList: the winner board, sorted by win amount (largest first). */
export function useWinnerBoard() {
  const language = languageCodeOf(useLanguage());
  return useQuery({
    queryKey: ['winner-board', language],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        gameCategory: 'ALL',
        language,
        limitNum: String(WINNER_BOARD_SIZE),
      });
      return apiRequest(`/wps/relay/GCSGAME_getRankList?${search}`, contractValue<WinnerBoardRow[]>(), {
        signal,
      });
    },
    select: sortWinners,
    staleTime: 60_000,
    retry: false,
  });
}

export type WinnerBoardRow = z.infer<typeof WinnerBoardEntry>;

/** Largest win first, at most 20 (amounts are decimal strings; compared as numbers for display order). */
export function sortWinners(entries: WinnerBoardRow[]): WinnerBoardRow[] {
  return [...entries].sort((a, b) => Number(b.winAmount) - Number(a.winAmount)).slice(0, WINNER_BOARD_SIZE);
}
