import type { AnnouncementItem } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon';
import './home-widgets.css';

/** The scrolling headline strip (type H); the text is repeated once so the loop is seamless. */
export function HeadlineMarquee({ headlines }: { headlines: AnnouncementItem[] }) {
  const { t } = useTranslation();
  if (headlines.length === 0) return null;
  const line = headlines.map((headline) => headline.title).join('   •   ');
  return (
    <section className="marquee" aria-label={t('headlines')}>
      <Icon name="news" size={18} className="marquee__icon" />
      <div className="marquee__window">
        <p className="marquee__text">
          <span>{line}</span>
          <span aria-hidden="true">{line}</span>
        </p>
      </div>
    </section>
  );
}
