import type { ActivityApplicationValue, PromotionValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteTimeZone } from '../../api/content';
import { PATHS } from '../../app/paths';
import { Icon } from '../../components/icons/icon';
import { PROMOTIONS_NS } from '../../i18n/promotions/register';
import { useFormat } from '../../i18n/use-format';
import { useSiteLanguage } from '../../stores/language';
import { authModalStore } from '../accounts/auth-modal-store';
import { RealAccountDialog } from '../accounts/real-account-dialog';
import { useActivityApplications, usePrivateImage } from './activity-api';
import { ActivityForm } from './activity-form';
import { activityRulesOf } from './activity-model';
import type { PromotionAction } from './promotion-model';
import { shortMoney } from './promotion-model';
import './activity.css';

type Props = {
  promotion: PromotionValue;
  action: PromotionAction;
  currency: string;
  onFailure: (text: string | null) => void;
};

/**
 * An activity's part of its card (decision 0057): the reward, the action (log in, apply, apply
 * again after a rejection; a trial player gets the real-account warning), and my applications to
 * it with their statuses (under review, issued, rejected with the reason).
 */
export function ActivityAction({ promotion, action, currency, onFailure }: Props) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const language = useSiteLanguage();
  const format = useFormat(useSiteTimeZone());
  const rules = activityRulesOf(promotion.rules);
  const member = action !== 'login' && action !== 'trial' && promotion.status !== null;
  const applications = useActivityApplications(member);
  const mine = (applications.data?.list ?? []).filter((a) => a.promotionId === promotion.id);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [trialBlocked, setTrialBlocked] = useState(false);

  const reward = rules && (
    <p className="activity__reward" data-activity-reward>
      <Icon name="gift" size={18} />
      {t(`act_reward_${rules.reward}${rules.amountMode === 'chosen' ? '_upto' : ''}` as 'act_reward_cash', {
        amount: shortMoney(rules.amount, currency, language),
        multiple: rules.wageringMultiple,
      })}
    </p>
  );

  const canApply = action === 'join' || action === 'rejected';
  return (
    <div className="activity" data-activity={promotion.id}>
      {reward}
      {rules?.imagesRequired && <p className="promo__hint">{t('act_images_needed')}</p>}
      {sent && action === 'applying' && (
        <p className="promo__done" role="status" data-activity-sent>
          {t('act_sent')}
        </p>
      )}
      <div className="promo__actions">
        {action === 'login' && (
          <button
            type="button"
            className="button button--primary"
            data-action="login-to-apply"
            onClick={() => authModalStore.open('login')}
          >
            {t('act_login')}
          </button>
        )}
        {action === 'trial' && (
          <button
            type="button"
            className="button button--primary"
            data-action="apply-activity"
            onClick={() => setTrialBlocked(true)}
          >
            {t('act_apply')}
          </button>
        )}
        {canApply && (
          <button
            type="button"
            className="button button--primary"
            data-action="apply-activity"
            onClick={() => {
              onFailure(null);
              setOpen(true);
            }}
          >
            {action === 'rejected' ? t('act_apply_again') : t('act_apply')}
          </button>
        )}
        {action === 'applying' && (
          <p className="promo__state promo__state--joined" data-promo-state>
            <Icon name="document" size={18} />
            {t('act_status_applying')}
          </p>
        )}
        {action === 'issued' && (
          <p className="promo__state promo__state--issued" data-promo-state>
            <Icon name="gift" size={18} />
            {t('act_status_issued')}
          </p>
        )}
        {action === 'issued' && promotion.bonusId !== null && (
          <Link to={PATHS.bonusDetails} className="button button--ghost" data-link="bonus-details">
            {t('act_view_bonus')}
          </Link>
        )}
        {action === 'close' && (
          <p className="promo__state" data-promo-state>
            {t('promo_closed')}
          </p>
        )}
        {action === 'coming_soon' && (
          <>
            <p className="promo__state" data-promo-state>
              {t('promo_coming_soon')}
            </p>
            <p className="promo__hint" data-promo-starts>
              {t('promo_starts', { date: format.dateTime(promotion.activeFrom) })}
            </p>
          </>
        )}
      </div>
      {mine.length > 0 && <MyApplications list={mine} currency={currency} />}
      {open && (
        <ActivityForm
          promotion={promotion}
          imagesRequired={rules?.imagesRequired ?? false}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
      {trialBlocked && <RealAccountDialog onConfirm={() => setTrialBlocked(false)} />}
    </div>
  );
}

/** My applications to this activity, newest first: status, when, amount or reason, thumbnails. */
function MyApplications({ list, currency }: { list: ActivityApplicationValue[]; currency: string }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const format = useFormat(useSiteTimeZone());
  return (
    <section className="activity__mine" aria-label={t('act_my_applications')}>
      <h3 className="activity__mine-title">{t('act_my_applications')}</h3>
      <ul className="activity__list">
        {list.map((a) => (
          <li
            key={a.id}
            className="activity__item"
            data-application={a.id}
            data-application-status={a.status}
          >
            <div className="activity__item-head">
              <span className={`activity__status activity__status--${a.status}`}>
                {t(`act_status_${a.status}`)}
              </span>
              <span className="activity__date">
                {t('act_applied_at', { date: format.dateTime(a.createdAt) })}
              </span>
            </div>
            {a.remark && <p className="activity__remark">{a.remark}</p>}
            {a.amount !== null && (
              <p className="activity__amount">
                {t('act_issued_amount', { amount: format.money(a.amount, currency) })}
              </p>
            )}
            {a.rejectReason !== null && (
              <p className="activity__reason">{t('act_reason', { reason: a.rejectReason })}</p>
            )}
            {a.images.length > 0 && (
              <div className="activity__thumbs">
                {a.images.map((image, index) => (
                  <PrivateThumb
                    key={image.id}
                    path={image.path}
                    alt={t('act_image_alt', { index: index + 1 })}
                  />
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PrivateThumb({ path, alt }: { path: string; alt: string }) {
  const url = usePrivateImage(path);
  return <span className="activity__thumb">{url && <img src={url} alt={alt} width={56} height={56} />}</span>;
}
