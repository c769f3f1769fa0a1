import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWhitelabel } from '../api/system';
import { applyDocumentBrand } from '../i18n/apply-language';
import { useSiteLanguage } from '../stores/language';
import { brandOf } from './brand';

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

type LogoProps = { logoUrl: string | null; name: string; size?: number; onError?: () => void };

/**
 * The operator's logo image in a box of the mark's size (reserved before the whitelabel and the
 * image arrive, so nothing moves), its alt text the brand name; the built-in mark without one.
 */
export function BrandLogo({ logoUrl, name, size = 32, onError }: LogoProps) {
  if (!logoUrl) return <BrandMark size={size} />;
  return (
    <img
      className="brand__logo"
      src={logoUrl}
      width={size}
      height={size}
      alt={name}
      decoding="async"
      onError={onError}
    />
  );
}

/** The brand's name and logo (whitelabel `brand`, decision 0037), the built-in ones until known. */
export function useBrand() {
  const { t } = useTranslation();
  const brand = brandOf(useWhitelabel().data);
  return { name: brand.name ?? t('brand_name'), logoUrl: brand.logoUrl, custom: brand.name };
}

export function BrandName() {
  const brand = useBrand();
  // A logo that fails to load gives way to the built-in mark.
  const [failed, setFailed] = useState<string | null>(null);
  const logoUrl = brand.logoUrl === failed ? null : brand.logoUrl;
  const { name } = brand;
  return (
    <span className="brand">
      <BrandLogo logoUrl={logoUrl} name={name} onError={() => setFailed(logoUrl)} />
      {/* An image carries the name as its alt text: the visible name is not read twice. */}
      <span className="brand__name" title={name} aria-hidden={logoUrl ? true : undefined}>
        {name}
      </span>
    </span>
  );
}

/** The logo in the header: links home; keeps the tab title on the brand name. */
export function LogoLink() {
  const { t } = useTranslation();
  const { name, custom } = useBrand();
  const language = useSiteLanguage();
  useEffect(() => applyDocumentBrand(custom, language), [custom, language]);
  return (
    <Link to="/" className="brand-link" aria-label={t('brand_home', { brand: name })}>
      <BrandName />
    </Link>
  );
}
