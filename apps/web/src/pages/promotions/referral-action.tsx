import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { PROMOTIONS_NS } from '../../i18n/promotions/register';

/** A referral promotion's action on /promotions (decision 0056): it is taken by inviting, on the referral page. */
export function ReferralAction() {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <div className="promo__actions">
      <Link to={PATHS.invite} className="button button--primary" data-action="open-referral">
        {t('promo_referral_open')}
      </Link>
    </div>
  );
}
