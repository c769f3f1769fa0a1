import { TRANSACTION_GROUPS, type TransactionGroup, type TransactionItem } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { type TransactionFilter, useTransactions } from '../../api/records';
import type { MemberMessages } from '../../i18n/member/bn-member';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { DateFilter } from './date-filter';
import { presetRange } from './date-range';
import { type Column, RecordsResult, SignedAmount } from './records-table';
import './records.css';

const WALLETS = ['cash', 'frozen', 'bonus'] as const;
const typeKey = (type: string) => `rec_type_${type}` as keyof MemberMessages;
const groupKey = (group: Exclude<TransactionGroup, 'all'>) => `rec_group_${group}` as const;

/** Account record (/member/transactionHistory): every ledger movement with its balance after. */
export function TransactionHistoryPage() {
  const timeZone = useSiteTimeZone();
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const [filter, setFilter] = useState<TransactionFilter>({
    ...presetRange('today', new Date(), timeZone),
    group: 'all',
    wallet: 'cash',
    pageNo: 1,
  });
  const query = useTransactions(filter);
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);

  const columns: Column<TransactionItem>[] = [
    { key: 'time', label: t('rec_time'), render: (r) => format.dateTime(r.time) },
    {
      key: 'type',
      label: t('rec_tx_type'),
      render: (r) => t(typeKey(r.type), { defaultValue: r.type }),
    },
    {
      key: 'amount',
      label: t('rec_tx_amount'),
      numeric: true,
      render: (r) => <SignedAmount amount={r.amount} text={money(r.amount)} />,
    },
    {
      key: 'balanceAfter',
      label: t('rec_tx_balance_after'),
      numeric: true,
      render: (r) => money(r.balanceAfter),
    },
    {
      key: 'status',
      label: t('rec_tx_status'),
      render: (r) => (
        <span className={`records__status records__status--${r.status}`}>{t(`rec_status_${r.status}`)}</span>
      ),
    },
    {
      key: 'detail',
      label: t('rec_tx_detail'),
      render: (r) =>
        r.counterpart ? (
          t(r.amount.startsWith('-') ? 'rec_transfer_to' : 'rec_transfer_from', { name: r.counterpart })
        ) : r.payoutReference ? (
          <span data-payout-reference={r.payoutReference}>
            {t('rec_payout_reference', { reference: r.payoutReference })}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="records" data-page="transaction-history">
      <h1 className="records__title">{t('rec_tx_title')}</h1>
      <div className="records__filters">
        <DateFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range, pageNo: 1 })} />
        <label className="records__label">
          {t('rec_tx_type')}
          <select
            name="group"
            className="records__input"
            value={filter.group}
            onChange={(event) =>
              setFilter({ ...filter, group: event.target.value as TransactionGroup, pageNo: 1 })
            }
          >
            {TRANSACTION_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group === 'all' ? t('rec_all') : t(groupKey(group))}
              </option>
            ))}
          </select>
        </label>
        <label className="records__label">
          {t('rec_tx_wallet')}
          <select
            name="wallet"
            className="records__input"
            value={filter.wallet}
            onChange={(event) =>
              setFilter({ ...filter, wallet: event.target.value as TransactionFilter['wallet'], pageNo: 1 })
            }
          >
            {WALLETS.map((wallet) => (
              <option key={wallet} value={wallet}>
                {t(`rec_wallet_${wallet}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RecordsResult
        query={query}
        name="transactions"
        columns={columns}
        rowKey={(r) => r.id}
        totals={(value) => [
          { key: 'in', label: t('rec_tx_in'), value: money(value.totals.in) },
          { key: 'out', label: t('rec_tx_out'), value: money(value.totals.out) },
        ]}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </div>
  );
}
