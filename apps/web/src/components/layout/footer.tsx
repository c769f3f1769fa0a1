import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { useFormat } from '../../i18n/use-format';
import { type ContentModal, contentModalStore, opensModal } from '../../pages/misc/content-modal-store';
import { Icon } from '../icons/icon';
import { BrandName } from '../logo';
import { VendorBadges } from './vendor-badges';
import './footer.css';

/** A help link opens the help-centre modal (decision 0083); Ctrl-click opens the page. */
function helpModalProps(modal: ContentModal) {
  return {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!opensModal(event)) return;
      event.preventDefault();
      contentModalStore.open(modal);
    },
  };
}

/** Footer (spec "Header and shell"): vendor badges, help links and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const format = useFormat();
  const year = format.plainInteger(new Date().getFullYear());
  return (
    <footer className="footer" data-region="footer">
      <VendorBadges />
      <div className="footer__inner">
        <div className="footer__brand">
          <BrandName />
          <p className="footer__tagline">{t('brand_tagline')}</p>
        </div>
        <nav className="footer__links" aria-label={t('footer_links')}>
          <Link to={PATHS.help} className="footer__link" {...helpModalProps({ kind: 'help' })}>
            <Icon name="help" size={16} />
            {t('footer_help')}
          </Link>
          <Link
            to={PATHS.terms}
            className="footer__link"
            {...helpModalProps({ kind: 'help', section: 'term' })}
          >
            <Icon name="document" size={16} />
            {t('footer_terms')}
          </Link>
        </nav>
        <p className="footer__responsible">
          <span className="footer__age">{t('footer_age')}</span>
          {t('footer_responsible')}
        </p>
      </div>
      <p className="footer__copyright">{t('footer_copyright', { year })}</p>
    </footer>
  );
}
