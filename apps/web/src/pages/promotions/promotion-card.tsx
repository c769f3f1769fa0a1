import type { PromotionValue } from '@khela/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { PROMOTIONS_NS } from '../../i18n/promotions/register';
import { useFormat } from '../../i18n/use-format';
import { useSiteLanguage } from '../../stores/language';
import { ActivityAction } from './activity-action';
import { PromotionActions } from './promotion-actions';
import {
  badgeOf,
  bodyExpands,
  type DepositFigures,
  depositFiguresOf,
  type PromotionAction,
  paragraphsOf,
  percentText,
  shortMoney,
} from './promotion-model';
import { ReferralAction } from './referral-action';

type Props = {
  promotion: PromotionValue;
  action: PromotionAction;
  currency: string;
  /** Named by the address's #id: highlighted, its text open. */
  targeted: boolean;
};

/** One promotion: kind, title and badge, a deposit bonus's terms, its text, and its action. */
export function PromotionCard({ promotion, action, currency, targeted }: Props) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const format = useFormat(useSiteTimeZone());
  const language = useSiteLanguage();
  const figures = depositFiguresOf(promotion);
  const badge = badgeOf(action);
  // Kept by the card, not the button: a refused join refreshes the list, which may change the
  // action (already joined elsewhere), and the reason stays in view.
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const showsEnd = promotion.activeUntil !== null && action !== 'close' && action !== 'coming_soon';
  return (
    <article
      id={promotion.id}
      className={`promo${targeted ? ' promo--target' : ''}`}
      data-promotion={promotion.id}
      data-status={action}
      data-targeted={targeted || undefined}
      aria-labelledby={`promo-title-${promotion.id}`}
    >
      <header className="promo__head">
        <div className="promo__names">
          <p className="promo__kind">{t(`promo_kind_${promotion.kind}`)}</p>
          <h2 id={`promo-title-${promotion.id}`} className="promo__title">
            {promotion.title}
          </h2>
        </div>
        <span className={`promo__badge promo__badge--${badge}`} data-promo-badge={badge}>
          {t(`promo_badge_${badge}`)}
        </span>
      </header>
      {figures && <DepositTerms figures={figures} currency={currency} />}
      <Body text={promotion.body} startOpen={targeted} />
      {showsEnd && promotion.activeUntil !== null && (
        <p className="promo__hint" data-promo-ends>
          {t('promo_ends', { date: format.dateTime(promotion.activeUntil) })}
        </p>
      )}
      {joined && action === 'joined' && (
        <p className="promo__done" role="status" data-promo-done>
          {figures
            ? t('promo_joined_done', { amount: shortMoney(figures.minDeposit, currency, language) })
            : t('promo_joined_done_plain')}
        </p>
      )}
      <FormError message={failure} />
      {promotion.kind === 'referral' && (action === 'join' || action === 'trial') ? (
        <ReferralAction />
      ) : promotion.kind === 'activity' ? (
        <ActivityAction promotion={promotion} action={action} currency={currency} onFailure={setFailure} />
      ) : (
        <PromotionActions
          promotion={promotion}
          action={action}
          onJoined={() => setJoined(true)}
          onFailure={setFailure}
        />
      )}
    </article>
  );
}

/** "100% up to ৳500", then min deposit · wagering · days, the lock and the stake limit. */
function DepositTerms({ figures, currency }: { figures: DepositFigures; currency: string }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const language = useSiteLanguage();
  const money = (amount: string) => shortMoney(amount, currency, language);
  const wager =
    figures.wageringMultiple === 0
      ? t('promo_figure_no_wager')
      : t(
          figures.wageringBase === 'bonus' ? 'promo_figure_wager_bonus' : 'promo_figure_wager_deposit_bonus',
          { multiple: figures.wageringMultiple },
        );
  const facts = [
    { key: 'min', text: t('promo_figure_min', { amount: money(figures.minDeposit) }) },
    { key: 'wager', text: wager },
    { key: 'days', text: t('promo_figure_days', { count: figures.expiresInDays }) },
  ];
  return (
    <div className="promo__terms">
      <p className="promo__headline" data-figure="percent">
        {t('promo_figure_percent', {
          percent: percentText(figures.percentBp, language),
          cap: money(figures.cap),
        })}
      </p>
      <ul className="promo__facts">
        {facts.map((fact) => (
          <li key={fact.key} className="promo__fact" data-figure={fact.key}>
            {fact.text}
          </li>
        ))}
      </ul>
      {figures.lockDeposit && (
        <p className="promo__note" data-promo-lock>
          <Icon name="lock" size={16} />
          <span>{t('promo_lock_note')}</span>
        </p>
      )}
      {figures.maxStake !== null && (
        <p className="promo__hint" data-promo-max-stake>
          {t('promo_max_stake', { amount: money(figures.maxStake) })}
        </p>
      )}
    </div>
  );
}

/** The text: its first paragraph (cut to a few lines), and the rest behind a toggle. */
function Body({ text, startOpen }: { text: string; startOpen: boolean }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const id = useId();
  const paragraphs = paragraphsOf(text);
  const expands = bodyExpands(paragraphs);
  const [open, setOpen] = useState(startOpen);
  if (paragraphs.length === 0) return null;
  const shown = open || !expands ? paragraphs : paragraphs.slice(0, 1);
  return (
    <div className="promo__text">
      <div id={id} className={`promo__body${expands && !open ? ' promo__body--short' : ''}`} data-promo-body>
        {shown.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {expands && (
        <button
          type="button"
          className="promo__toggle"
          aria-expanded={open}
          aria-controls={id}
          data-action="promotion-details"
          onClick={() => setOpen(!open)}
        >
          <Icon name="chevronRight" size={16} />
          {open ? t('promo_less') : t('promo_more')}
        </button>
      )}
    </div>
  );
}
