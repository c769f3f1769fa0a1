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
