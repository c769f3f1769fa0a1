import type { ResourceItem } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAnnouncements } from '../../api/announcements';
import { useSiteConfig } from '../../api/content';
import { PATHS } from '../../app/paths';
import { Icon } from '../icons/icon';

/** Spec section 9: the side menu lists the first 5 promotions. */
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
