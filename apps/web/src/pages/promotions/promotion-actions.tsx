import type { PromotionListValue, PromotionValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteTimeZone } from '../../api/content';
import { joinPromotion, promotionKeys } from '../../api/promotions';
import { PATHS } from '../../app/paths';
import { Icon } from '../../components/icons/icon';
import { PROMOTIONS_NS } from '../../i18n/promotions/register';
import { useFormat } from '../../i18n/use-format';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';
import { authModalStore } from '../accounts/auth-modal-store';
import { errorCode, failureText } from '../accounts/failure';
import { RealAccountDialog } from '../accounts/real-account-dialog';
import type { PromotionAction } from './promotion-model';

type Props = {
  promotion: PromotionValue;
  action: PromotionAction;
  onJoined: () => void;
  onFailure: (text: string | null) => void;
};

/**
 * What the viewer may do with a promotion: a guest logs in (the login modal), a player joins (a
 * trial player gets the real-account warning instead), a joined player deposits, a rewarded one
 * sees the bonus; a closed or coming promotion says so.
 */
export function PromotionActions({ promotion, action, onJoined, onFailure }: Props) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const format = useFormat(useSiteTimeZone());
  switch (action) {
    case 'login':
      return (
        <div className="promo__actions">
          <button
            type="button"
            className="button button--primary"
            data-action="login-to-join"
            // The modal's chunk loads on opening (and at idle time). Not preloadAuthModals on
            // pointer-over: importing the shell's slot from a page chunk made the bundler move the
            // first view's i18n into a chunk of its own, 0.4 KB more for the home route.
            onClick={() => authModalStore.open('login')}
          >
            {t('promo_login_to_join')}
          </button>
        </div>
      );
    case 'join':
    case 'trial':
      return (
        <JoinButton
          promotion={promotion}
          trial={action === 'trial'}
          onJoined={onJoined}
          onFailure={onFailure}
        />
      );
    case 'joined':
      return (
        <div className="promo__actions">
          <p className="promo__state promo__state--joined" data-promo-state>
            <Icon name="check" size={18} />
            {promotion.kind === 'rebate' ? t('promo_rebate_joined') : t('promo_joined')}
          </p>
          {promotion.kind === 'rebate' ? (
            // A running rebate (decision 0054): every real account takes part; the page claims it.
            <Link to={PATHS.manualRebate} className="button button--primary" data-link="manual-rebate">
              <Icon name="wallet" size={18} />
              {t('promo_open_rebate')}
            </Link>
          ) : promotion.kind === 'raffle' ? (
            // A joined raffle (decision 0055): deposits and bets earn tickets; the raffle page shows them.
            <Link to={PATHS.raffle} className="button button--primary" data-link="raffle">
              <Icon name="gift" size={18} />
              {t('promo_open_raffle')}
            </Link>
          ) : (
            <Link to={PATHS.deposit} className="button button--primary" data-link="deposit">
              <Icon name="deposit" size={18} />
              {t('promo_deposit_now')}
            </Link>
          )}
        </div>
      );
    case 'issued':
      return (
        <div className="promo__actions">
          <p className="promo__state promo__state--issued" data-promo-state>
            <Icon name="gift" size={18} />
            {t('promo_issued')}
          </p>
          <Link to={PATHS.bonusDetails} className="button button--ghost" data-link="bonus-details">
            {t('promo_view_bonus')}
          </Link>
        </div>
      );
    case 'close':
      return (
        <div className="promo__actions">
          <p className="promo__state" data-promo-state>
            {t('promo_closed')}
          </p>
        </div>
      );
    case 'coming_soon':
      return (
        <div className="promo__actions">
          <p className="promo__state" data-promo-state>
            {t('promo_coming_soon')}
          </p>
          <p className="promo__hint" data-promo-starts>
            {t('promo_starts', { date: format.dateTime(promotion.activeFrom) })}
          </p>
        </div>
      );
  }
}

/** Join: the answer (status joined) replaces the promotion in the list; a refusal is shown. */
function JoinButton({ promotion, trial, onJoined, onFailure }: Omit<Props, 'action'> & { trial: boolean }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [trialBlocked, setTrialBlocked] = useState(false);

  async function join() {
    if (trial) {
      setTrialBlocked(true);
      return;
    }
    if (busy) return;
    setBusy(true);
    onFailure(null);
    try {
      const value = await joinPromotion(promotion.id);
      queryClient.setQueryData<PromotionListValue>(promotionKeys.list(token, language), (old) =>
        old ? { list: old.list.map((item) => (item.id === value.id ? value : item)) } : old,
      );
      onJoined();
    } catch (error) {
      if (errorCode(error) === 'IN_NEED_TRUE_ACCOUNT') setTrialBlocked(true);
      else onFailure(failureText(error, tRoot));
      // Joined elsewhere, closed meanwhile: show it as it is now.
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="promo__actions">
      <button
        type="button"
        className="button button--primary"
        data-action="join-promotion"
        disabled={busy}
        onClick={() => void join()}
      >
        {busy ? t('promo_joining') : t('promo_join')}
      </button>
      {trialBlocked && <RealAccountDialog onConfirm={() => setTrialBlocked(false)} />}
    </div>
  );
}
