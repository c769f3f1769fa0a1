import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Consent } from './consent';
import './consent-banner.css';

/**
 * The analytics consent banner (decision 0085): not a dialog (nothing behind it is blocked), a
 * labelled region at the bottom, above the phone's tab bar and beside the right bar, so neither is
 * covered. Two real buttons and a link, reachable with the keyboard; the choice is kept.
 */
export function ConsentBanner({ onAnswer }: { onAnswer: (answer: Consent) => void }) {
  const { t } = useTranslation();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-text" data-consent-banner>
      <p className="consent-banner__text" id="consent-banner-text">
        {t('consent_text')}{' '}
        <Link className="consent-banner__link" to="/help#privacy">
          {t('consent_privacy')}
        </Link>
      </p>
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          data-consent="declined"
          onClick={() => onAnswer('declined')}
        >
          {t('consent_decline')}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          data-consent="granted"
          onClick={() => onAnswer('granted')}
        >
          {t('consent_accept')}
        </button>
      </div>
    </section>
  );
}
