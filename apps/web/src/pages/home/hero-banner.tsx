import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { useSessionToken } from '../../stores/session';
import './hero-banner.css';

/** The banner area. Operator banners (group w_home) replace this welcome once they exist. */
export function HeroBanner() {
  const { t } = useTranslation();
  const isLogin = useSessionToken() !== null;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="hero__content">
        <p className="hero__eyebrow">{t('hero_eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('hero_title')}
        </h1>
        <p className="hero__text">{t('hero_text')}</p>
        {!isLogin && (
          <div className="hero__actions">
            <Link to={PATHS.register} className="button button--primary">
              {t('hero_join')}
            </Link>
            <Link to={PATHS.login} className="button button--ghost">
              {t('hero_login')}
            </Link>
          </div>
        )}
      </div>
      <div className="hero__art" aria-hidden="true">
        <div className="hero__chip hero__chip--gold" />
        <div className="hero__chip hero__chip--green" />
        <div className="hero__chip hero__chip--red" />
        <div className="hero__card hero__card--back" />
        <div className="hero__card hero__card--front">
          <span className="hero__card-suit">♠</span>
        </div>
      </div>
    </section>
  );
}
