import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The brand mark on its own (used where there is no router, e.g. the maintenance page). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="khela-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd35a" />
          <stop offset="1" stopColor="#ff8a00" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#khela-mark)" />
      <path d="M20 14h8v15l13-15h10L36 31l16 19H41L28 35v15h-8z" fill="#0a0e17" />
    </svg>
  );
}

export function BrandName() {
  const { t } = useTranslation();
  return (
    <span className="brand">
      <BrandMark />
      <span className="brand__name">{t('brand_name')}</span>
    </span>
  );
}

/** The logo in the header: links home. */
export function LogoLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand-link" aria-label={t('brand_home')}>
      <BrandName />
    </Link>
  );
}
