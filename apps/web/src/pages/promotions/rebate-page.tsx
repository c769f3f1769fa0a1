import type { RebatePageValue, RebatePaidValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../api/session';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { REBATE_NS, registerRebateMessages } from '../../i18n/promotions/register-rebate';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { claimRebate, useRebate } from './rebate-api';
import { gameTypeKey, ratePercent } from './rebate-model';
import './rebate.css';

registerRebateMessages();

/**
 * manualRebate (/member/manualRebate; docs/decisions/0054): what the running rebate promotion
 * has accrued since the last cut-off, per game type (valid bet, rate, rebate), the amount a
 * claim pays now with its button, the minimum and the daily cap, and the rebates paid before.
 */
export function RebatePage() {
  const { t } = useTranslation(REBATE_NS);
  const { t: tRoot } = useTranslation();
  const rebate = useRebate();
  return (
    <div className="rebate" data-page="manual-rebate">
      <h1 className="rebate__title">
        <Icon name="wallet" size={24} />
        {t('rebate_title')}
      </h1>
      <p className="rebate__lead">{t('rebate_lead')}</p>
      {rebate.isPending ? (
        <InlineLoader />
      ) : rebate.isError ? (
        <div className="rebate__failure">
          <FormError message={failureText(rebate.error, tRoot)} />
          {retryable(rebate.error) && (
            <button type="button" className="button button--ghost" onClick={() => void rebate.refetch()}>
              {t('rebate_retry')}
            </button>
          )}
        </div>
      ) : (
        <RebateBody value={rebate.data} />
      )}
    </div>
  );
}

function RebateBody({ value }: { value: RebatePageValue }) {
  const { t } = useTranslation(REBATE_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: string) => format.money(amount, value.currency);
  const promotion = value.promotion;

  async function claim() {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await claimRebate();
      const amount = money(answer.paid.amount);
      setDone(
        answer.paid.paidAs === 'bonus'
          ? t('rebate_claimed_bonus', {
              amount,
              multiple: format.number(answer.page.promotion?.wageringMultiple ?? 0),
            })
          : t('rebate_claimed', { amount }),
      );
    } catch (failure) {
      setError(failureText(failure, tRoot));
    } finally {
      setBusy(false);
      // The page, the balances and the reward centre's badge.
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    }
  }

  return (
    <>
      {done && (
        <p className="rebate__done" role="status" data-rebate-claimed>
          {done}
        </p>
      )}
      {promotion === null ? (
        <p className="rebate__empty" data-rebate-none>
          {t('rebate_none')}
        </p>
      ) : (
        <section className="rebate__summary" aria-label={promotion.title}>
          <h2 className="rebate__name">{promotion.title}</h2>
          <div className="rebate__claimable">
            <span>{promotion.mode === 'manual' ? t('rebate_claimable') : t('rebate_accrued')}</span>
            <strong data-rebate-claimable>
              {money(promotion.mode === 'manual' ? value.claimable : value.accrued)}
            </strong>
          </div>
          {promotion.mode === 'manual' ? (
            <button
              type="button"
              className="button button--primary rebate__claim"
              disabled={!value.canClaim || busy}
              onClick={() => void claim()}
              data-rebate-claim
            >
              {busy ? t('rebate_claiming') : t('rebate_claim')}
            </button>
          ) : (
            <p className="rebate__hint">{t('rebate_auto')}</p>
          )}
          {promotion.mode === 'manual' && !value.canClaim && (
            <p className="rebate__hint">{t('rebate_below_min', { amount: money(promotion.minPayout) })}</p>
          )}
          {error && <FormError message={error} />}
          <dl className="rebate__figures">
            <div>
              <dt>{t('rebate_accrued')}</dt>
              <dd>{money(value.accrued)}</dd>
            </div>
            <div>
              <dt>{t('rebate_paid_today')}</dt>
              <dd>{money(value.paidToday)}</dd>
            </div>
            <div>
              <dt>{t('rebate_min')}</dt>
              <dd>{money(promotion.minPayout)}</dd>
            </div>
            <div>
              <dt>{t('rebate_cap')}</dt>
              <dd>{money(promotion.capPerDay)}</dd>
            </div>
          </dl>
          <p className="rebate__hint">
            {promotion.wageringMultiple > 0
              ? t('rebate_as_bonus', { multiple: format.number(promotion.wageringMultiple) })
              : t('rebate_as_cash')}{' '}
            {value.since
              ? t('rebate_window', {
                  since: format.dateTime(value.since),
                  until: format.dateTime(value.until),
                })
              : t('rebate_window_start', { until: format.dateTime(value.until) })}
          </p>
        </section>
      )}
      {promotion !== null && value.lines.length > 0 && <Lines value={value} />}
      <History list={value.history} currency={value.currency} />
    </>
  );
}

/** One row per game type: its name and rate, then its valid bet and rebate (two columns on a phone). */
function Lines({ value }: { value: RebatePageValue }) {
  const { t } = useTranslation(REBATE_NS);
  const format = useFormat();
  const money = (amount: string) => format.money(amount, value.currency);
  return (
    <section className="rebate__section" aria-labelledby="rebate-lines">
      <h2 id="rebate-lines" className="rebate__heading">
        {t('rebate_lines')}
      </h2>
      <ul className="rebate__lines">
        {value.lines.map((line) => {
          const key = gameTypeKey(line.gameType);
          return (
            <li key={line.gameType} className="rebate__line" data-game-type={line.gameType}>
              <div className="rebate__line-head">
                <span className="rebate__type">
                  {key ? t(key) : t('rebate_type_other', { code: line.gameType })}
                </span>
                <span className="rebate__rate" title={t('rebate_rate')}>
                  {t('rebate_rate_value', {
                    rate: format.number(ratePercent(line.rateBp), { maximumFractionDigits: 2 }),
                  })}
                </span>
              </div>
              <dl className="rebate__line-figures">
                <div>
                  <dt>{t('rebate_valid_bet')}</dt>
                  <dd data-valid-bet>{money(line.validBet)}</dd>
                </div>
                <div>
                  <dt>{t('rebate_amount')}</dt>
                  <dd data-line-rebate>{money(line.amount)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="rebate__total">
        <span>{t('rebate_total')}</span>
        <span>
          {money(value.validBet)} → <strong>{money(value.accrued)}</strong>
        </span>
      </p>
    </section>
  );
}

function History({ list, currency }: { list: RebatePaidValue[]; currency: string }) {
  const { t } = useTranslation(REBATE_NS);
  const format = useFormat();
  return (
    <section className="rebate__section" aria-labelledby="rebate-history">
      <h2 id="rebate-history" className="rebate__heading">
        {t('rebate_history')}
      </h2>
      {list.length === 0 ? (
        <p className="rebate__hint" data-rebate-history-empty>
          {t('rebate_history_empty')}
        </p>
      ) : (
        <ul className="rebate__history">
          {list.map((paid) => (
            <li key={paid.id} className="rebate__paid" data-rebate-paid={paid.id}>
              <div>
                <strong>{t(`rebate_mode_${paid.mode}`)}</strong>
                <span className="rebate__when">{format.dateTime(paid.at)}</span>
                <span className="rebate__when">
                  {t('rebate_history_bet', { amount: format.money(paid.validBet, currency) })}
                </span>
              </div>
              <div className="rebate__paid-amount">
                <strong>{format.money(paid.amount, currency)}</strong>
                <span className={`rebate__as rebate__as--${paid.paidAs}`}>
                  {t(`rebate_paid_${paid.paidAs}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
