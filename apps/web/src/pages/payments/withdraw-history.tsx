import type { WithdrawalValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyWithdrawals } from '../../api/withdrawals';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import type { MemberMessages } from '../../i18n/member/bn-member';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';
import { paymentMethodName } from './payment-method-name';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog';

const STATUS_KEY: Record<WithdrawalValue['status'], keyof MemberMessages> = {
  pending: 'wd_status_pending',
  approved: 'wd_status_approved',
  paid: 'wd_status_paid',
  completed: 'wd_status_completed',
  disputed: 'wd_status_disputed',
  rejected: 'wd_status_rejected',
  refunded: 'wd_status_refunded',
};

const CONFIRMATION_KEY: Record<NonNullable<WithdrawalValue['confirmation']>, keyof MemberMessages> = {
  received: 'wd_confirmation_received',
  full_payment: 'wd_confirmation_full_payment',
  not_received: 'wd_confirmation_not_received',
  auto_received: 'wd_confirmation_auto_received',
};

/** My withdrawals with their state; a paid one offers the confirmation dialog. */
export function WithdrawHistory() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<WithdrawalValue | null>(null);
  const page = useMyWithdrawals(pageNo);
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / page.data.pageSize)) : 1;
  return (
    <section className="withdraw__card" data-section="withdraw-history" aria-labelledby="wd-history">
      <h2 id="wd-history">{t('wd_history_title')}</h2>
      {page.isPending ? (
        <InlineLoader />
      ) : page.isError ? (
        <FormError message={failureText(page.error, tRoot)} />
      ) : page.data.list.length === 0 ? (
        <p className="withdraw__hint">{t('wd_history_empty')}</p>
      ) : (
        <ul className="withdraw__list">
          {page.data.list.map((w) => (
            <li key={w.id} className="withdraw__item" data-withdrawal={w.id} data-status={w.status}>
              <div className="withdraw__item-main">
                <strong>{format.money(w.amount, w.currency)}</strong>
                <span className={`withdraw__status withdraw__status--${w.status}`}>
                  {t(STATUS_KEY[w.status])}
                </span>
              </div>
              <div className="withdraw__hint">
                {paymentMethodName(w.account.provider, t)} <span translate="no">{w.account.number}</span> ·{' '}
                {format.dateTime(w.createdAt)}
              </div>
              {w.rejectReason && (
                <div className="withdraw__hint">{t('wd_reason', { reason: w.rejectReason })}</div>
              )}
              {w.payoutReference && (
                <div className="withdraw__hint" data-payout-reference={w.payoutReference}>
                  {t('wd_payout_reference', { reference: w.payoutReference })}
                </div>
              )}
              {w.confirmation && <div className="withdraw__hint">{t(CONFIRMATION_KEY[w.confirmation])}</div>}
              {w.status === 'paid' && (
                <button
                  type="button"
                  className="button button--primary button--small"
                  data-action="confirm-withdrawal"
                  onClick={() => setConfirming(w)}
                >
                  {t('wd_confirm_button')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="withdraw__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('wd_prev')}
          </button>
          <span>
            {pageNo} / {pages}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('wd_next')}
          </button>
        </div>
      )}
      {confirming && <WithdrawConfirmDialog withdrawal={confirming} onClose={() => setConfirming(null)} />}
    </section>
  );
}
