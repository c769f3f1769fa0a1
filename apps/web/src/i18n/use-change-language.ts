import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putLanguage } from '../api/system';
import { languageStore, type SiteLanguage, serverLanguageOf } from '../stores/language';
import { applyLanguage } from './apply-language';
import { ensureMessages } from './setup';

/**
 * The language switch used by every language select: applies the language as soon as its
 * messages are here, tells the server (a failure is ignored: the choice is already stored
 * locally), and refetches server data so any server-translated message comes back in the new
 * language. If the messages cannot be loaded (offline), the page stays in its language.
 */
export function useChangeLanguage(): (language: SiteLanguage) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: SiteLanguage) => {
      if (language === languageStore.getSite()) return;
      applyLanguage(language).then(
        () => {
          putLanguage(serverLanguageOf(language)).catch(() => undefined);
          void queryClient.invalidateQueries();
        },
        () => undefined,
      );
    },
    [queryClient],
  );
}

/** Starts loading a language's messages early (pointer over the language select). */
export function prefetchLanguage(language: SiteLanguage): void {
  ensureMessages(language).catch(() => undefined);
}
