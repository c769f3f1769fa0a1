import type { GameVendorItem } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon';
import { GameArt } from './game-art';

type Props = {
  vendors: readonly GameVendorItem[];
  current: string;
  onOpen: (vendor: GameVendorItem) => void;
};

/** A game centre's way in (live, sports, e-sports, lottery): one large card per vendor. */
export function VendorShowcase({ vendors, current, onOpen }: Props) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <ul className="vendor-showcase" aria-label={t('games_vendors_label')}>
      {vendors.map((vendor) => (
        <li key={`${vendor.gameType}-${vendor.vassalage}`}>
          <button
            type="button"
            className={`vendor-card${current === vendor.vassalage ? ' vendor-card--on' : ''}`}
            data-vendor-card={vendor.vassalage}
            onClick={() => onOpen(vendor)}
          >
            <GameArt
              src={vendor.lagerIcon}
              seed={vendor.vassalage}
              name={vendor.displayName}
              gameType={vendor.gameType}
              className="vendor-card__art"
            />
            <span className="vendor-card__body">
              <span className="vendor-card__name" translate="no">
                {vendor.displayName}
              </span>
              {vendor.status === 'maintenance' ? (
                <span className="vendor-card__status">{t('games_vendor_maintenance')}</span>
              ) : (
                <span className="vendor-card__enter">
                  {t('games_vendor_enter')}
                  <Icon name="chevronRight" size={16} />
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
