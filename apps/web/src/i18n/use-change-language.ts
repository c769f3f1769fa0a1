import type { Language } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putLanguage } from '../api/system';
import { languageStore } from '../stores/language';
import { applyLanguage } from './apply-language';

/**
 * The language switch used by every language select: applies the language at once, tells the
 * server (a failure is ignored: the choice is already stored locally), and refetches server
 * data so any server-translated message comes back in the new language.
 */
export function useChangeLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) => {
      if (language === languageStore.get()) return;
      applyLanguage(language);
      putLanguage(language).catch(() => undefined);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
