import { useTranslation } from 'react-i18next';

/** The game vendors the footer shows (spec "Header and shell"); drawn as text badges, no logos. */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

export function VendorBadges() {
  const { t } = useTranslation();
  return (
    <ul className="footer__vendors" aria-label={t('footer_vendors')}>
      {FOOTER_VENDORS.map((code) => (
        <li key={code}>
          <svg viewBox="0 0 64 28" width="64" height="28" role="img" aria-label={code}>
            <rect x="0.5" y="0.5" width="63" height="27" rx="7" fill="#141b2b" stroke="#34425f" />
            <text
              x="32"
              y="18.5"
              textAnchor="middle"
              fill="#c9d3e6"
              fontSize="12"
              fontWeight="700"
              fontFamily="system-ui, sans-serif"
              letterSpacing="0.5"
            >
              {code}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
