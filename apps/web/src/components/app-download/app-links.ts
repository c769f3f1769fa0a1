import type { ResourceItem } from '@khela/contract';
import { useSiteConfig } from '../../api/content';
import type { MessageKey } from '../../i18n/bn';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';

export type AppPlatform = Extract<ResourceItem['type'], 'Android' | 'IOS'>;
export const APP_PLATFORMS: AppPlatform[] = ['Android', 'IOS'];

/** How each platform's app is named next to its QR code. */
export const APP_LABELS: Record<AppPlatform, MessageKey> = {
  Android: 'app_qr_android',
  IOS: 'app_qr_ios',
};

/**
 * The absolute download link of one platform's app: a relative resource path is resolved against
 * the site (a phone scanning the QR code must still reach it); the iOS link carries the language
 * and the session token (spec "Header and shell").
 */
export function appLink(
  platform: AppPlatform,
  url: string,
  context: { language: string; token: string | null; origin: string },
): string {
  const target = new URL(url, context.origin);
  if (platform === 'IOS') {
    target.searchParams.set('lang', context.language);
    if (context.token) target.searchParams.set('token', context.token);
  }
  return target.toString();
}

/** The app download links from the site's resources, for the QR codes and download buttons. */
export function useAppLinks(): Partial<Record<AppPlatform, string>> {
  const language = useLanguage();
  const token = useSessionToken();
  const resources = useSiteConfig().data?.resources ?? [];
  const links: Partial<Record<AppPlatform, string>> = {};
  for (const platform of APP_PLATFORMS) {
    const resource = resources.find((item) => item.type === platform && item.url);
    if (resource) {
      links[platform] = appLink(platform, resource.url, { language, token, origin: window.location.origin });
    }
  }
  return links;
}
