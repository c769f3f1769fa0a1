import type { PointsTxnValue, RedeemValue } from '@khela/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { POINTS_NS, registerPointsMessages } from '../../i18n/loyalty/register-points';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { usePointDetails, usePointsLive, useRedeems } from './points-api';
import { PointsTabs } from './points-tabs';
import './points-mall.css';

registerPointsMessages();

type Paged<T> = { list: T[]; total: number; totalPages: number };
type Query<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Paged<T> | undefined;
  refetch: () => unknown;
};

/** The frame both pages share: title, tabs, loading and failure, the list, the pager. */
function Frame<T>({
  tab,
  title,
  empty,
  query,
  page,
  onPage,
  children,
}: {
  tab: 'history' | 'details';
  title: string;
  empty: string;
  query: Query<T>;
  page: number;
  onPage: (page: number) => void;
  children: (list: T[]) => ReactNode;
}) {
  const { t } = useTranslation(POINTS_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const pages = query.data?.totalPages ?? 1;
  usePointsLive();
  return (
    <div className="pmall" data-page={`point-mall-${tab}`}>
      <h1 className="pmall__title">
        <Icon name="document" size={24} />
        {title}
      </h1>
      <PointsTabs current={tab} />
      {query.isPending ? (
        <InlineLoader />
      ) : query.isError || !query.data ? (
        <div className="pmall__failure">
          <FormError message={failureText(query.error, tRoot)} />
          {retryable(query.error) && (
            <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
              {t('pm_retry')}
            </button>
          )}
        </div>
      ) : query.data.list.length === 0 ? (
        <p className="pmall__empty" data-points-empty>
          {empty}
        </p>
      ) : (
        <>
          {children(query.data.list)}
          {pages > 1 && (
            <div className="pmall__pager">
              <button
                type="button"
                className="button button--ghost"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                {t('pm_prev')}
              </button>
              <span>{t('pm_page', { page: format.number(page), pages: format.number(pages) })}</span>
              <button
                type="button"
                className="button button--ghost"
                disabled={page >= pages}
                onClick={() => onPage(page + 1)}
              >
                {t('pm_next')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** Redeem history (/pointMall/history; decision 0062): my redeems with their statuses. */
export function RedeemHistoryPage() {
  const { t } = useTranslation(POINTS_NS);
  const [page, setPage] = useState(1);
  const redeems = useRedeems(page);
  return (
    <Frame
      tab="history"
      title={t('pm_tab_history')}
      empty={t('pm_history_empty')}
      query={redeems}
      page={page}
      onPage={setPage}
    >
      {(list: RedeemValue[]) => (
        <ul className="pmall__rows">
          {list.map((r) => (
            <RedeemRow key={r.id} redeem={r} />
          ))}
        </ul>
      )}
    </Frame>
  );
}

function RedeemRow({ redeem }: { redeem: RedeemValue }) {
  const { t } = useTranslation(POINTS_NS);
  const format = useFormat();
  return (
    <li className="pmall__row" data-redeem={redeem.id} data-redeem-status={redeem.status}>
      <div className="pmall__row-main">
        <strong>{redeem.goodsName}</strong>
        <span className="pmall__hint">{format.dateTime(redeem.createdAt)}</span>
        {redeem.value !== null && (
          <span className="pmall__hint">
            {t('pm_value', { amount: format.money(redeem.value, redeem.currency) })}
          </span>
        )}
        {redeem.address && (
          <span className="pmall__hint">{t('pm_ship_to', { address: redeem.address })}</span>
        )}
        {redeem.reason && <span className="pmall__hint">{t('pm_reason', { reason: redeem.reason })}</span>}
      </div>
      <div className="pmall__row-side">
        <strong>−{format.number(BigInt(redeem.points))}</strong>
        <span className={`pmall__status pmall__status--${redeem.status}`}>
          {t(`pm_status_${redeem.status}`)}
        </span>
      </div>
    </li>
  );
}

/** Points details (/pointMall/details; decision 0062): every points transaction. */
export function PointDetailsPage() {
  const { t } = useTranslation(POINTS_NS);
  const [page, setPage] = useState(1);
  const details = usePointDetails(page);
  return (
    <Frame
      tab="details"
      title={t('pm_tab_details')}
      empty={t('pm_details_empty')}
      query={details}
      page={page}
      onPage={setPage}
    >
      {(list: PointsTxnValue[]) => (
        <ul className="pmall__rows">
          {list.map((r) => (
            <TxnRow key={r.id} txn={r} />
          ))}
        </ul>
      )}
    </Frame>
  );
}

function TxnRow({ txn }: { txn: PointsTxnValue }) {
  const { t } = useTranslation(POINTS_NS);
  const format = useFormat();
  const points = BigInt(txn.points);
  return (
    <li className="pmall__row" data-points-txn={txn.kind}>
      <div className="pmall__row-main">
        <strong>{txn.remark}</strong>
        <span className="pmall__hint">{format.dateTime(txn.createdAt)}</span>
        {txn.amount !== null && (
          <span className="pmall__hint">
            {t('pm_col_amount')}: {format.money(txn.amount, txn.currency)}
          </span>
        )}
      </div>
      <div className="pmall__row-side">
        <strong className={points > 0n ? 'pmall__plus' : 'pmall__minus'}>
          {points > 0n ? '+' : '−'}
          {format.number(points > 0n ? points : -points)}
        </strong>
        <span className={`pmall__status pmall__status--${txn.status}`}>{t(`pm_status_${txn.status}`)}</span>
      </div>
    </li>
  );
}
