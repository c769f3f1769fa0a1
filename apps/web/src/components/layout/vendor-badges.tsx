import { useTranslation } from 'react-i18next';
import { LazyImage } from '../lazy-image';

/** The game vendors the footer shows (spec "Header and shell"): each vendor's mark and its code. */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

/** The server draws every vendor's mark (decision 0044); a small SVG file, nothing in the bundle. */
const logoOf = (code: string) => `/game-icons/vendors/${code.toLowerCase()}.svg`;

export function VendorBadges() {
  const { t } = useTranslation();
  return (
    <ul className="footer__vendors" aria-label={t('footer_vendors')}>
      {FOOTER_VENDORS.map((code) => (
        <li key={code} className="footer__vendor">
          <LazyImage src={logoOf(code)} width="22" height="22" />
          <span translate="no">{code}</span>
        </li>
      ))}
    </ul>
  );
}
