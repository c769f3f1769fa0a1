import type { ResourceItem } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../../api/announcements';
import { useSiteConfig } from '../../api/content';
import { PATHS } from '../../app/paths';
import { APP_PLATFORMS, useAppLinks } from '../app-download/app-links';
import { AppQr } from '../app-download/app-qr';
import { Icon } from '../icons/icon';

/** The side menu lists the first 5 promotions (a product limit). */
export const SIDE_PROMOTIONS = 5;
const SOCIAL_TYPES: ResourceItem['type'][] = ['FACEBOOK', 'YOUTUBE', 'IG', 'TELEGRAM'];

/** The first five promotions, each linking to its anchor on /promotions, and "more". */
export function SidePromotions() {
  const { t } = useTranslation();
  const promotions = (useAnnouncements().data?.promotions ?? []).slice(0, SIDE_PROMOTIONS);
  if (promotions.length === 0) return null;
  return (
    <section className="side-menu__section" aria-labelledby="side-menu-promotions">
      <h2 id="side-menu-promotions" className="side-menu__heading">
        <Icon name="gift" size={16} />
        {t('side_promotions')}
      </h2>
      <ul className="side-menu__list">
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <Link
              to={`${PATHS.promotions}#${encodeURIComponent(promotion.promotionId ?? promotion.id)}`}
              className="side-menu__small-link"
            >
              {promotion.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={PATHS.promotions} className="side-menu__more">
        {t('side_more')}
      </Link>
    </section>
  );
}

/** Social channels (FACEBOOK, YOUTUBE, IG, TELEGRAM) when the site's resources configure them. */
export function SideSocial() {
  const { t } = useTranslation();
  const resources = useSiteConfig().data?.resources ?? [];
  const channels = resources
    .filter((resource) => SOCIAL_TYPES.includes(resource.type) && resource.url)
    .sort((a, b) => a.sort - b.sort);
  if (channels.length === 0) return null;
  return (
    <section className="side-menu__section" aria-labelledby="side-menu-social">
      <h2 id="side-menu-social" className="side-menu__heading">
        <Icon name="globe" size={16} />
        {t('side_social')}
      </h2>
      <ul className="side-menu__social">
        {channels.map((channel) => (
          <li key={channel.type}>
            <a href={channel.url} target="_blank" rel="noopener noreferrer" className="side-menu__chip">
              {channel.labelNameEn}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * App download in the side menu (spec "Header and shell"): the Android and iOS QR codes (the iOS
 * link carries language and session token), drawn only when the player opens them, and the
 * installation guides on /download.
 */
export function SideAppDownload() {
  const { t } = useTranslation();
  const links = useAppLinks();
  const [open, setOpen] = useState(false);
  const platforms = APP_PLATFORMS.filter((platform) => links[platform]);
  if (platforms.length === 0) return null;
  return (
    <section className="side-menu__section" aria-labelledby="side-menu-apps" data-section="side-apps">
      <h2 id="side-menu-apps" className="side-menu__heading">
        <Icon name="phone" size={16} />
        {t('side_download')}
      </h2>
      <button
        type="button"
        className="side-menu__small-link side-menu__toggle"
        aria-expanded={open}
        aria-controls="side-menu-apps-qr"
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'side_app_qr_hide' : 'side_app_qr_show')}
      </button>
      {open && (
        <div id="side-menu-apps-qr" className="side-menu__apps">
          {platforms.map((platform) => {
            const href = links[platform];
            return href ? <AppQr key={platform} platform={platform} href={href} size={96} /> : null;
          })}
        </div>
      )}
      <Link to={PATHS.download} className="side-menu__small-link">
        {t('side_app_guides')}
      </Link>
    </section>
  );
}
