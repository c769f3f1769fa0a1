import { useTranslation } from 'react-i18next';
import { type AppPlatform, useAppLinks } from '../../components/app-download/app-links';
import { AppQr } from '../../components/app-download/app-qr';
import { Icon } from '../../components/icons/icon';
import type { MessageKey } from '../../i18n/bn';
import './download.css';

type Platform = { type: AppPlatform; title: MessageKey; steps: MessageKey[] };

const PLATFORMS: Platform[] = [
  {
    type: 'Android',
    title: 'download_android',
    steps: ['download_android_1', 'download_android_2', 'download_android_3'],
  },
  { type: 'IOS', title: 'download_ios', steps: ['download_ios_1', 'download_ios_2', 'download_ios_3'] },
];

/**
 * App download (/download): installation guides for Android and iOS, each beside its QR code
 * and link (from resources; the iOS link carries the language and session token).
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const links = useAppLinks();
  return (
    <div className="download" data-page="download">
      <h1 className="download__title">
        <Icon name="phone" size={24} />
        {t('download_title')}
      </h1>
      <p className="download__text">{t('download_text')}</p>
      <div className="download__grid">
        {PLATFORMS.map((platform) => {
          const href = links[platform.type];
          return (
            <section
              key={platform.type}
              className="download__card"
              aria-labelledby={`download-${platform.type}`}
            >
              <h2 id={`download-${platform.type}`} className="download__card-title">
                {t(platform.title)}
              </h2>
              <div className="download__body">
                <ol className="download__steps">
                  {platform.steps.map((step) => (
                    <li key={step}>{t(step)}</li>
                  ))}
                </ol>
                {href && <AppQr platform={platform.type} href={href} caption={t('app_qr_scan')} />}
              </div>
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
