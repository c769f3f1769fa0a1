import { DEPOSIT_STATUSES, type DepositStatus } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyDeposits } from '../../api/deposits';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import type { MemberMessages } from '../../i18n/member/bn-member';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';

const STATUS_KEY: Record<DepositStatus, keyof MemberMessages> = {
  pending: 'dp_status_pending',
  paid: 'dp_status_paid',
  rejected: 'dp_status_rejected',
  expired: 'dp_status_expired',
};

/** My deposit orders with status chips, a status filter and paging. */
export function DepositHistory() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<DepositStatus | null>(null);
  const page = useMyDeposits(pageNo, status);
  const pages = page.data ? Math.max(1, page.data.totalPages) : 1;
  const filter = (next: DepositStatus | null) => {
    setStatus(next);
    setPageNo(1);
  };
  return (
    <section className="deposit__card" data-section="deposit-history" aria-labelledby="dp-history">
      <h2 id="dp-history">{t('dp_history_title')}</h2>
      <div className="deposit__filters">
        {[null, ...DEPOSIT_STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            aria-pressed={s === status}
            data-filter={s ?? 'all'}
            className={`deposit__filter${s === status ? ' deposit__filter--on' : ''}`}
            onClick={() => filter(s)}
          >
            {s ? t(STATUS_KEY[s]) : t('dp_filter_all')}
          </button>
        ))}
      </div>
      {page.isPending ? (
        <InlineLoader />
      ) : page.isError ? (
        <FormError message={failureText(page.error, tRoot)} />
      ) : page.data.list.length === 0 ? (
        <p className="deposit__hint">{t('dp_history_empty')}</p>
      ) : (
        <ul className="deposit__list">
          {page.data.list.map((d) => (
            <li key={d.id} className="deposit__item" data-deposit={d.id} data-status={d.status}>
              <div className="deposit__item-main">
                <strong>{format.money(d.amount, d.currency)}</strong>
                <span className={`deposit__status deposit__status--${d.status}`}>
                  {t(STATUS_KEY[d.status])}
                </span>
              </div>
              <div className="deposit__hint">
                {d.channelName} · {t('dp_order_no', { id: format.digits(d.id) })} ·{' '}
                {format.dateTime(d.createdAt)}
              </div>
              {d.reference && <div className="deposit__hint">TrxID {d.reference}</div>}
              {d.rejectReason && (
                <div className="deposit__hint">{t('dp_reason', { reason: d.rejectReason })}</div>
              )}
              {d.redirectUrl && (
                <a className="button button--small" href={d.redirectUrl} data-action="continue-payment">
                  {t('dp_continue_payment')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="deposit__pager">
          <button
            type="button"
            className="button button--small"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('dp_prev')}
          </button>
          <span className="deposit__hint">{t('dp_page', { page: pageNo, pages })}</span>
          <button
            type="button"
            className="button button--small"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('dp_next')}
          </button>
        </div>
      )}
    </section>
  );
}
