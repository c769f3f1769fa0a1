import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_LABELS, type AppPlatform } from './app-links';
import './app-qr.css';

/**
 * The QR drawing code (qrcode-generator) is loaded on first use, never with the first view
 * (decision 0014's budget; decision 0024): this is the only way the shell reaches it.
 */
function drawQr(text: string): Promise<string> {
  return import('../../pages/accounts/qr-image').then((module) => module.qrSvgDataUrl(text));
}

type Props = { platform: AppPlatform; href: string; size?: number; caption?: string };

/**
 * One app's QR code, drawn in the browser from its download link, with the link under it (or
 * `caption` where the page shows the link as a button of its own).
 */
export function AppQr({ platform, href, size = 132, caption }: Props) {
  const { t } = useTranslation();
  const label = t(APP_LABELS[platform]);
  const qr = useQuery({
    queryKey: ['app-qr', href],
    queryFn: () => drawQr(href),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return (
    <figure className="app-qr" data-app-qr={platform}>
      <div className="app-qr__code" style={{ width: size, height: size }}>
        {qr.data ? (
          <img src={qr.data} width={size} height={size} alt={t('app_qr_image', { platform: label })} />
        ) : (
          <span className="app-qr__status" role="status">
            {qr.isError ? t('app_qr_failed') : t('app_qr_loading')}
          </span>
        )}
      </div>
      <figcaption className="app-qr__caption">
        {caption ?? (
          <a href={href} target="_blank" rel="noopener noreferrer" className="app-qr__link">
            {label}
          </a>
        )}
      </figcaption>
    </figure>
  );
}
