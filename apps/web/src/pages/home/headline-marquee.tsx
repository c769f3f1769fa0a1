import type { AnnouncementItem } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon';
import './home-widgets.css';

/** The scrolling headline strip (type H); the text is repeated once so the loop is seamless. */
export function HeadlineMarquee({
  headlines,
  loading = false,
}: {
  headlines: AnnouncementItem[];
  loading?: boolean;
}) {
  const { t } = useTranslation();
  if (loading) {
    // The strip's height while the headlines load, so nothing below shifts when they arrive.
    return (
      <div className="marquee marquee--placeholder" aria-hidden="true">
        <Icon name="news" size={18} className="marquee__icon" />
        <div className="marquee__window">
          <p className="marquee__text">&nbsp;</p>
        </div>
      </div>
    );
  }
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
