import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameMenus } from '../../api/game-menus';
import { PATHS } from '../../app/paths';
import { Icon, type IconName } from '../../components/icons/icon';
import type { MessageKey } from '../../i18n/bn';
import './game-categories.css';

type Category = { id: string; to: string; icon: IconName; label: MessageKey; text: MessageKey };

/** The catalogue types behind each category: it shows once one of them has a vendor. */
const CATEGORY_TYPES: Record<string, string[]> = {
  live: ['LIVE'],
  sports: ['SPORTS', 'COCKFIGHT'],
  slots: ['RNG'],
  fishing: ['FISH'],
  cards: ['PVP'],
  lottery: ['LOTT', 'ELOTT'],
  esports: ['ESPORTS'],
};

/** The game categories, in the spec's navigation order; each opens its game centre or lobby. */
const CATEGORIES: Category[] = [
  { id: 'live', to: PATHS.live, icon: 'live', label: 'category_live', text: 'category_live_text' },
  { id: 'sports', to: PATHS.sports, icon: 'sports', label: 'category_sports', text: 'category_sports_text' },
  { id: 'slots', to: PATHS.slots, icon: 'slots', label: 'category_slots', text: 'category_slots_text' },
  {
    id: 'fishing',
    to: PATHS.fishing,
    icon: 'fish',
    label: 'category_fishing',
    text: 'category_fishing_text',
  },
  { id: 'cards', to: PATHS.cards, icon: 'cards', label: 'category_cards', text: 'category_cards_text' },
  {
    id: 'lottery',
    to: PATHS.lottery,
    icon: 'lottery',
    label: 'category_lottery',
    text: 'category_lottery_text',
  },
  {
    id: 'esports',
    to: PATHS.esports,
    icon: 'esports',
    label: 'category_esports',
    text: 'category_esports_text',
  },
];

export function GameCategories() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const present = new Set(menus.data?.menus.map((menu) => menu.gameType as string));
  // Until the catalogue answers every category shows; then only those with a vendor.
  const shown = menus.data
    ? CATEGORIES.filter((category) => CATEGORY_TYPES[category.id]?.some((type) => present.has(type)))
    : CATEGORIES;
  return (
    <section className="categories" aria-labelledby="categories-title">
      <div className="section-head">
        <h2 id="categories-title" className="section-head__title">
          {t('categories_title')}
        </h2>
      </div>
      <ul className="categories__grid">
        {shown.map((category) => (
          <li key={category.id}>
            <Link to={category.to} className={`category category--${category.id}`}>
              <span className="category__icon">
                <Icon name={category.icon} size={28} />
              </span>
              <span className="category__label">{t(category.label)}</span>
              <span className="category__text">{t(category.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
