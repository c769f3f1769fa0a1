import type { BonusDetailsValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonusDetails } from '../../api/promotions';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { BonusCard } from './bonus-card';
import { isPositive } from './bonus-model';
import './bonus.css';

const FIGURES = ['cash', 'bonus', 'locked', 'withdrawable'] as const;

/**
 * bonusDetails (/member/bonusDetails; docs/decisions/0051): the cash, bonus money, locked cash and
 * what may be withdrawn now, then one card per bonus with its wagering progress, its history and,
 * while it runs, the way to give it up.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const details = useBonusDetails();
  const [done, setDone] = useState<string | null>(null);
  const format = useFormat();

  return (
    <div className="bonus" data-page="bonus-details">
      <h1 className="bonus__title">
        <Icon name="gift" size={24} />
        {t('bonus_title')}
      </h1>
      <p className="bonus__lead">{t('bonus_lead')}</p>
      {details.isPending ? (
        <InlineLoader />
      ) : details.isError ? (
        <div className="bonus__failure">
          <FormError message={failureText(details.error, tRoot)} />
          {retryable(details.error) && (
            <button type="button" className="button button--ghost" onClick={() => void details.refetch()}>
              {t('bonus_retry')}
            </button>
          )}
        </div>
      ) : (
        <>
          <Figures value={details.data} />
          {done && (
            <p className="bonus__done" role="status" data-bonus-done>
              {done}
            </p>
          )}
          {details.data.list.length === 0 ? (
            <p className="bonus__empty" data-bonus-empty>
              {t('bonus_empty')}
            </p>
          ) : (
            <section className="bonus__list" aria-label={t('bonus_list')}>
              {details.data.list.map((bonus) => (
                <BonusCard
                  key={bonus.id}
                  bonus={bonus}
                  currency={details.data.currency}
                  onForfeited={(value) =>
                    setDone(
                      t('bonus_forfeited', { amount: format.money(value.withdrawable, value.currency) }),
                    )
                  }
                />
              ))}
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The four figures at the top: two by two on a phone, in one row on a wider screen. */
function Figures({ value }: { value: BonusDetailsValue }) {
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const currency = currencyCodeOr(value.currency);
  return (
    <dl className="bonus__figures" aria-label={t('bonus_figures')}>
      {FIGURES.map((figure) => (
        <div
          key={figure}
          // Locked and withdrawable cash stand out in colour only when there is some.
          className={`bonus__figure${isPositive(value[figure], currency) ? ` bonus__figure--${figure}` : ''}`}
          data-figure={figure}
        >
          <dt>{t(`bonus_${figure}`)}</dt>
          <dd>{format.money(value[figure], value.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
