import {
  type DepositStatus,
  type OperatorDepositValue,
  roleHolds,
  type WithdrawalStatus,
} from '@khela/contract';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { BoApiError, boRequest, queryString } from '../../api';
import { type BoPage, type Column, DataTable, type PageRequest, timeColumn } from '../../data-table';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { useOperator } from '../../session';
import { TabBar } from '../../tab-bar';
import { ChannelsConfig } from './channels-config';
import { MethodsConfig } from './methods-config';
import { type Pending, ReasonForm } from './reason-form';
import { WithdrawalDetail } from './withdrawal-detail';
import './payments.css';

// Types only (the console ships no zod): the payments contract as the server sends it.
type OperatorWithdrawal = z.infer<typeof import('@khela/contract').OperatorWithdrawalValue>;
type DisputeStatus = z.infer<typeof import('@khela/contract').OperatorDisputeQuery>['status'];

/** Every state of each queue with its label (a Record: a new state in the contract fails tsc here). */
const DEPOSIT_STATES: Record<DepositStatus, MessageKey> = {
  pending: 'pay_pending',
  paid: 'pay_paid',
  rejected: 'pay_rejected',
  expired: 'pay_expired',
};
const WITHDRAWAL_STATES: Record<WithdrawalStatus, MessageKey> = {
  pending: 'pay_pending',
  approved: 'pay_approved',
  paid: 'pay_paid',
  completed: 'pay_completed',
  disputed: 'pay_disputed',
  rejected: 'pay_rejected',
  refunded: 'pay_refunded',
};
const DISPUTE_STATES: Record<DisputeStatus, MessageKey> = {
  open: 'pay_open',
  resolved_paid: 'pay_resolved_paid',
  resolved_refunded: 'pay_resolved_refunded',
};
/** The payments API takes at most 50 rows a page. */
const PAYMENTS_MAX_PAGE = 50;

type Tab = 'deposits' | 'withdrawals' | 'disputes' | 'channels' | 'methods';
type QueueTab = Exclude<Tab, 'channels' | 'methods'>;

const withPages = <Row,>(page: Omit<BoPage<Row>, 'totalPages'>): BoPage<Row> => ({
  ...page,
  totalPages: Math.ceil(page.total / page.pageSize),
});

/** Payments (issue 8 pages over issue 7's API): the deposit, withdrawal and dispute queues. */
export function PaymentsPage() {
  const { t, language } = useI18n();
  const role = useOperator().role;
  const [tab, setTab] = useState<Tab>('deposits');
  const [status, setStatus] = useState<Record<QueueTab, string>>({
    deposits: 'pending',
    withdrawals: 'pending',
    disputes: 'open',
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [detail, setDetail] = useState<OperatorWithdrawal | null>(null);
  const queue: QueueTab | null = tab === 'channels' || tab === 'methods' ? null : tab;
  const [reloadKey, setReloadKey] = useState(0);
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});

  const act = async (path: string, body: unknown = {}) => {
    setOutcome({});
    try {
      await boRequest(path, { method: 'POST', body });
      setOutcome({ saved: t('saved') });
      setReloadKey((n) => n + 1);
      return true;
    } catch (error) {
      if (error instanceof BoApiError) setOutcome({ error: error.message });
      throw error;
    }
  };
  const quietly = (path: string, body?: unknown) => void act(path, body).catch(() => undefined);

  const fetchDeposits = useCallback(
    async (request: PageRequest) =>
      withPages(
        await boRequest<BoPage<OperatorDepositValue>>(
          `/bo/api/payments/deposits${queryString({ status: status.deposits, pageNo: request.pageNo, pageSize: request.pageSize })}`,
        ),
      ),
    [status.deposits],
  );
  const fetchWithdrawals = useCallback(
    async (request: PageRequest) =>
      withPages(
        await boRequest<BoPage<OperatorWithdrawal>>(
          `/bo/api/payments/${tab === 'disputes' ? 'disputes' : 'withdrawals'}${queryString({
            status: tab === 'disputes' ? status.disputes : status.withdrawals,
            pageNo: request.pageNo,
            pageSize: request.pageSize,
          })}`,
        ),
      ),
    [tab, status.withdrawals, status.disputes],
  );

  const amount = (value: string, currency: string) => `${value} ${currency}`;
  const depositColumns: Column<OperatorDepositValue>[] = [
    { key: 'id', label: 'id', render: (d) => d.id, csv: (d) => d.id },
    { key: 'user', label: 'pay_player', render: (d) => d.username, csv: (d) => d.username },
    { key: 'channel', label: 'pay_channel', render: (d) => d.channelCode, csv: (d) => d.channelCode },
    { key: 'amount', label: 'pay_amount', render: (d) => amount(d.amount, d.currency), csv: (d) => d.amount },
    {
      key: 'reference',
      label: 'pay_reference',
      render: (d) => d.reference ?? '',
      csv: (d) => d.reference ?? '',
    },
    { key: 'state', label: 'ann_status', render: (d) => t(DEPOSIT_STATES[d.status]), csv: (d) => d.status },
    timeColumn('created', 'created_at', (d) => d.createdAt, language),
    {
      key: 'actions',
      label: 'actions',
      render: (d) =>
        d.status === 'pending' && roleHolds(role, 'payments.deposits.review') ? (
          <div className="actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => quietly(`/bo/api/payments/deposits/${d.id}/approve`)}
            >
              {t('pay_approve')}
            </button>
            <button
              type="button"
              className="button button--ghost button--danger"
              onClick={() => setPending({ kind: 'reject-deposit', id: d.id })}
            >
              {t('pay_reject')}
            </button>
          </div>
        ) : null,
    },
  ];
  const withdrawalColumns: Column<OperatorWithdrawal>[] = [
    { key: 'id', label: 'id', render: (w) => w.id, csv: (w) => w.id },
    { key: 'member', label: 'pay_member_id', render: (w) => w.memberId, csv: (w) => w.memberId },
    { key: 'method', label: 'pay_channel', render: (w) => w.methodCode, csv: (w) => w.methodCode },
    {
      key: 'account',
      label: 'pay_account',
      render: (w) => `${w.account.provider} ${w.account.number} · ${w.account.payeeName}`,
      csv: (w) => `${w.account.provider} ${w.account.number} ${w.account.payeeName}`,
    },
    { key: 'amount', label: 'pay_amount', render: (w) => amount(w.amount, w.currency), csv: (w) => w.amount },
    { key: 'payout', label: 'pay_payout', render: (w) => amount(w.payout, w.currency), csv: (w) => w.payout },
    {
      key: 'state',
      label: 'ann_status',
      render: (w) => t(WITHDRAWAL_STATES[w.status]),
      csv: (w) => w.status,
    },
    timeColumn('created', 'created_at', (w) => w.createdAt, language),
    {
      key: 'actions',
      label: 'actions',
      render: (w) => (
        <div className="actions">
          <button type="button" className="button button--ghost" onClick={() => setDetail(w)}>
            {t('pv_details')}
            {w.proofs.length > 0 ? ` (${w.proofs.length})` : ''}
          </button>
          {withdrawalActions(w)}
        </div>
      ),
    },
  ];

  function withdrawalActions(row: OperatorWithdrawal) {
    const review = roleHolds(role, 'payments.withdrawals.review');
    if (tab === 'disputes') {
      return row.dispute?.status === 'open' && roleHolds(role, 'payments.disputes.resolve') ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setPending({ kind: 'resolve-dispute', id: row.dispute?.id ?? '' })}
        >
          {t('pay_resolve')}
        </button>
      ) : null;
    }
    if (!review) return null;
    if (row.status === 'pending') {
      return (
        <div className="actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => quietly(`/bo/api/payments/withdrawals/${row.id}/approve`)}
          >
            {t('pay_approve')}
          </button>
          <button
            type="button"
            className="button button--ghost button--danger"
            onClick={() => setPending({ kind: 'reject-withdrawal', id: row.id })}
          >
            {t('pay_reject')}
          </button>
        </div>
      );
    }
    if (row.status === 'approved') {
      return (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => quietly(`/bo/api/payments/withdrawals/${row.id}/payout`, {})}
        >
          {t('pay_mark_paid')}
        </button>
      );
    }
    return null;
  }

  const states: Record<QueueTab, Record<string, MessageKey>> = {
    deposits: DEPOSIT_STATES,
    withdrawals: WITHDRAWAL_STATES,
    disputes: DISPUTE_STATES,
  };
  const tabs: { id: Tab; label: MessageKey }[] = [
    { id: 'deposits', label: 'pay_deposits' },
    { id: 'withdrawals', label: 'pay_withdrawals' },
    { id: 'disputes', label: 'pay_disputes' },
    { id: 'channels', label: 'pc_channels' },
    { id: 'methods', label: 'pc_methods' },
  ];

  return (
    <div className="page" data-page="payments">
      <h1 className="page__title">{t('nav_payments')}</h1>
      <TabBar
        tabs={tabs}
        current={tab}
        onSelect={(id) => {
          setTab(id);
          setPending(null);
          setDetail(null);
          setOutcome({});
        }}
      />
      <FormOutcome error={outcome.error} saved={outcome.saved} />
      {pending && (
        <ReasonForm
          key={`${pending.kind}-${pending.id}`}
          pending={pending}
          onCancel={() => setPending(null)}
          onSubmit={async (body) => {
            const path =
              pending.kind === 'reject-deposit'
                ? `/bo/api/payments/deposits/${pending.id}/reject`
                : pending.kind === 'reject-withdrawal'
                  ? `/bo/api/payments/withdrawals/${pending.id}/reject`
                  : `/bo/api/payments/disputes/${pending.id}/resolve`;
            await act(path, body);
            setPending(null);
          }}
        />
      )}
      {tab === 'channels' && <ChannelsConfig />}
      {tab === 'methods' && <MethodsConfig />}
      {queue && (
        <section
          className="section"
          aria-label={t(tabs.find((item) => item.id === tab)?.label ?? 'nav_payments')}
        >
          <div className="filters">
            <Field label={t('ann_status')}>
              {({ id }) => (
                <select
                  id={id}
                  value={status[queue]}
                  onChange={(event) => setStatus({ ...status, [queue]: event.target.value })}
                >
                  {Object.entries(states[queue]).map(([value, label]) => (
                    <option key={value} value={value}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {queue === 'deposits' ? (
            <DataTable
              key="deposits"
              columns={depositColumns}
              fetchPage={fetchDeposits}
              rowKey={(d) => d.id}
              filterKey={status.deposits}
              reloadKey={reloadKey}
              maxPageSize={PAYMENTS_MAX_PAGE}
              csvName="deposits.csv"
              label={t('pay_deposits')}
              testId="deposits-table"
            />
          ) : (
            <DataTable
              key={queue}
              columns={withdrawalColumns}
              fetchPage={fetchWithdrawals}
              rowKey={(w) => w.id}
              filterKey={`${queue}|${status[queue]}`}
              reloadKey={reloadKey}
              maxPageSize={PAYMENTS_MAX_PAGE}
              csvName={`${queue}.csv`}
              label={t(queue === 'disputes' ? 'pay_disputes' : 'pay_withdrawals')}
              testId={`${queue}-table`}
            />
          )}
        </section>
      )}
      {queue && queue !== 'deposits' && detail && (
        <WithdrawalDetail key={detail.id} withdrawal={detail} onClose={() => setDetail(null)} />
      )}
    </div>
  );
}
