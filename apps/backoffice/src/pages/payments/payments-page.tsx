import {
  type DepositStatus,
  type OperatorDepositValue,
  type OperatorWithdrawalValue as OperatorWithdrawal,
  roleHolds,
  type WithdrawalStatus,
} from '@khela/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { type BoPage, type Column, DataTable, type PageRequest, timeColumn } from '../../data-table';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatMoney } from '../../numbers';
import { boKeys, useApiMutation } from '../../query';
import { useOperator } from '../../session';
import { TabBar } from '../../tab-bar';
import { ChannelsConfig } from './channels-config';
import { MethodsConfig } from './methods-config';
import { type MoneyAction, MoneyActionDialog } from './money-action-dialog';
import { PlayerLink, RiskFlags, WithdrawalDetail } from './withdrawal-detail';
import './payments.css';

// Types only (the console ships no zod): the payments contract as the server sends it.
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

/** The payments API answers without totalPages. */
const withPages = <Row,>(page: Omit<BoPage<Row>, 'totalPages'>): BoPage<Row> => ({
  ...page,
  totalPages: Math.ceil(page.total / page.pageSize),
});
/** The payments queues take the page and its size only (no sort). */
const queuePaging = (request: PageRequest) => ({ pageNo: request.pageNo, pageSize: request.pageSize });

/** Payments (pages over the payments API): the deposit, withdrawal and dispute queues. */
export function PaymentsPage() {
  const { t, language } = useI18n();
  const role = useOperator().role;
  const [tab, setTab] = useState<Tab>('deposits');
  const [status, setStatus] = useState<Record<QueueTab, string>>({
    deposits: 'pending',
    withdrawals: 'pending',
    disputes: 'open',
  });
  const [pending, setPending] = useState<MoneyAction | null>(null);
  const [detail, setDetail] = useState<OperatorWithdrawal | null>(null);
  const queue: QueueTab | null = tab === 'channels' || tab === 'methods' ? null : tab;
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});
  // A decision changes its queue, the others it moves the item to, and the dashboard's totals.
  const decide = useApiMutation<unknown>([boKeys.payments, boKeys.dashboard, boKeys.players]);

  // Errors stay in the dialog that sent the request; success closes it and the queues are asked again.
  const act = async (path: string, body: unknown) => {
    setOutcome({});
    const value = await decide.mutateAsync({ path, body });
    setOutcome({ saved: t('saved') });
    // An open detail of the same withdrawal shows its new state.
    const changed = value as Partial<OperatorWithdrawal> | null;
    if (changed?.id && changed.member)
      setDetail((open) => (open?.id === changed.id ? (changed as OperatorWithdrawal) : open));
  };
  const playerOf = (w: OperatorWithdrawal) => w.member.username ?? w.memberId;
  const withdrawalAction = (kind: MoneyAction['kind'], w: OperatorWithdrawal, id = w.id) =>
    setPending({ kind, id, amount: w.amount, currency: w.currency, player: playerOf(w) });

  const amount = (value: string, currency: string) => formatMoney(value, currency, language);
  const depositAction = (kind: MoneyAction['kind'], d: OperatorDepositValue) =>
    setPending({ kind, id: d.id, amount: d.amount, currency: d.currency, player: d.username });
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
              onClick={() => depositAction('approve-deposit', d)}
            >
              {t('pay_approve')}
            </button>
            <button
              type="button"
              className="button button--ghost button--danger"
              onClick={() => depositAction('reject-deposit', d)}
            >
              {t('pay_reject')}
            </button>
          </div>
        ) : null,
    },
  ];
  const withdrawalColumns: Column<OperatorWithdrawal>[] = [
    { key: 'id', label: 'id', render: (w) => w.id, csv: (w) => w.id },
    {
      key: 'member',
      label: 'pay_player',
      render: (w) => <PlayerLink member={w.member} />,
      csv: (w) => w.member.username ?? w.memberId,
    },
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
      key: 'flags',
      label: 'cs_flags',
      render: (w) => <RiskFlags flags={w.member.flags} compact />,
      csv: (w) => w.member.flags.join(' '),
    },
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
          onClick={() => withdrawalAction('resolve-dispute', row, row.dispute?.id ?? '')}
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
            onClick={() => withdrawalAction('approve-withdrawal', row)}
          >
            {t('pay_approve')}
          </button>
          <button
            type="button"
            className="button button--ghost button--danger"
            onClick={() => withdrawalAction('reject-withdrawal', row)}
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
          onClick={() => withdrawalAction('payout', row)}
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
        <MoneyActionDialog
          key={`${pending.kind}-${pending.id}`}
          action={pending}
          onCancel={() => setPending(null)}
          onSubmit={async (path, body) => {
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
              source={{
                key: boKeys.deposits,
                path: '/bo/api/payments/deposits',
                params: { status: status.deposits },
                paging: queuePaging,
                toPage: withPages,
              }}
              rowKey={(d) => d.id}
              filterKey={status.deposits}
              maxPageSize={PAYMENTS_MAX_PAGE}
              csvName="deposits.csv"
              label={t('pay_deposits')}
              testId="deposits-table"
            />
          ) : (
            <DataTable
              key={queue}
              columns={withdrawalColumns}
              source={{
                key: queue === 'disputes' ? boKeys.disputes : boKeys.withdrawals,
                path: `/bo/api/payments/${queue}`,
                params: { status: status[queue] },
                paging: queuePaging,
                toPage: withPages,
              }}
              rowKey={(w) => w.id}
              filterKey={`${queue}|${status[queue]}`}
              maxPageSize={PAYMENTS_MAX_PAGE}
              csvName={`${queue}.csv`}
              label={t(queue === 'disputes' ? 'pay_disputes' : 'pay_withdrawals')}
              testId={`${queue}-table`}
            />
          )}
        </section>
      )}
      {queue && queue !== 'deposits' && detail && (
        <WithdrawalDetail
          key={detail.id}
          withdrawal={detail}
          onClose={() => setDetail(null)}
          actions={withdrawalActions(detail)}
        />
      )}
    </div>
  );
}
