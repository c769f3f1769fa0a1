import type { ResourceItem } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../api/content';
import { Icon } from '../../components/icons/icon';
import type { MessageKey } from '../../i18n/bn';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';
import './download.css';

type Platform = { type: ResourceItem['type']; title: MessageKey; steps: MessageKey[] };

const PLATFORMS: Platform[] = [
  {
    type: 'Android',
    title: 'download_android',
    steps: ['download_android_1', 'download_android_2', 'download_android_3'],
  },
  { type: 'IOS', title: 'download_ios', steps: ['download_ios_1', 'download_ios_2', 'download_ios_3'] },
];

/** The iOS link carries the language and the session token (spec "Header and shell"). */
export function iosLink(url: string, language: string, token: string | null): string {
  const target = new URL(url, window.location.origin);
  target.searchParams.set('lang', language);
  if (token) target.searchParams.set('token', token);
  return target.toString();
}

/** App download (/download) with installation guides for Android and iOS, links from resources. */
export function DownloadPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionToken();
  const resources = useSiteConfig().data?.resources ?? [];
  return (
    <div className="download" data-page="download">
      <h1 className="download__title">
        <Icon name="phone" size={24} />
        {t('download_title')}
      </h1>
      <p className="download__text">{t('download_text')}</p>
      <div className="download__grid">
        {PLATFORMS.map((platform) => {
          const resource = resources.find((item) => item.type === platform.type);
          const href =
            resource && platform.type === 'IOS' ? iosLink(resource.url, language, token) : resource?.url;
          return (
            <section
              key={platform.type}
              className="download__card"
              aria-labelledby={`download-${platform.type}`}
            >
              <h2 id={`download-${platform.type}`} className="download__card-title">
                {t(platform.title)}
              </h2>
              <ol className="download__steps">
                {platform.steps.map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ol>
              {href ? (
                <a href={href} className="button button--primary" target="_blank" rel="noopener noreferrer">
                  {t('download_button')}
                </a>
              ) : (
                <p className="download__text">{t('download_unavailable')}</p>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
