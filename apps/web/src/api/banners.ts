import { type AnnouncementItem, type AnnouncementsValue, languageCodeOf } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../stores/language';
import { apiRequest, contractValue } from './http';

/** Operator banners change rarely; a page keeps them for five minutes. */
const BANNERS_STALE_MS = 5 * 60_000;

/**
 * The banners of one group (w_home, w_register, w_login …) from
 * GET /wps/relay/MCSFE_getListAnnouncements (types B, platform W), in the current language.
 */
export function useBannerGroup(group: string): AnnouncementItem[] {
  const language = languageCodeOf(useLanguage());
  const query = useQuery({
    queryKey: ['announcements', 'banners', language],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ types: 'B', platform: 'W', language });
      return apiRequest(
        `/wps/relay/MCSFE_getListAnnouncements?${search}`,
        contractValue<AnnouncementsValue>(),
        {
          signal,
        },
      );
    },
    staleTime: BANNERS_STALE_MS,
    retry: false,
  });
  return (query.data?.banners ?? []).filter((banner) => banner.groupName === group);
}
