import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { Icon, type IconName } from '../../components/icons/icon';
import type { MessageKey } from '../../i18n/bn';
import './game-categories.css';

type Category = { id: string; to: string; icon: IconName; label: MessageKey; text: MessageKey };

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
  return (
    <section className="categories" aria-labelledby="categories-title">
      <div className="section-head">
        <h2 id="categories-title" className="section-head__title">
          {t('categories_title')}
        </h2>
        <span className="badge">{t('coming_soon')}</span>
      </div>
      <ul className="categories__grid">
        {CATEGORIES.map((category) => (
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
