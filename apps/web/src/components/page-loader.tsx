import { useTranslation } from 'react-i18next';
import { BrandMark } from './logo';

/** Full-page loader while the root decides what to show. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <div className="page-loader__mark">
        <BrandMark size={56} />
      </div>
      <div className="page-loader__bar" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** A loader inside the main region while a page decides what to show. */
export function InlineLoader() {
  const { t } = useTranslation();
  return (
    <div className="inline-loader" role="status" aria-live="polite">
      <div className="page-loader__bar" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
