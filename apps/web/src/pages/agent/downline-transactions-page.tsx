import type { TeamTransactionValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { AGENT_INCOME_NS, registerAgentIncomeMessages } from '../../i18n/agent-income';
import type { MemberMessages } from '../../i18n/member/bn-member';
import { MEMBER_NS, registerMemberMessages } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { type Column, RecordsResult, SignedAmount } from '../records/records-table';
import { useTeamTransactions } from './agent-api-contracts';
import { TeamRangeFilters, useTeamRangeFilter } from './team-range-filters';
import '../records/records.css';
import './agent-income.css';

registerMemberMessages();
registerAgentIncomeMessages();

type Row = TeamTransactionValue['list'][number];
/** Movement types are the account record's; one the member texts do not know shows as sent. */
const typeKey = (type: string) => `rec_type_${type}` as keyof MemberMessages;

/** agentDownlineTransactionDetailsCopy: my team's account movements, by days and one member. */
export function DownlineTransactionsPage() {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tMember } = useTranslation(MEMBER_NS);
  const format = useFormat(useSiteTimeZone());
  const [filter, setFilter] = useTeamRangeFilter();
  const query = useTeamTransactions(filter);
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);

  const columns: Column<Row>[] = [
    { key: 'time', label: tMember('rec_time'), render: (r) => format.dateTime(r.time) },
    { key: 'username', label: t('ai_member'), render: (r) => <span translate="no">{r.username}</span> },
    {
      key: 'type',
      label: tMember('rec_tx_type'),
      render: (r) => tMember(typeKey(r.type), { defaultValue: r.type }),
    },
    {
      key: 'amount',
      label: tMember('rec_tx_amount'),
      numeric: true,
      render: (r) => <SignedAmount amount={r.amount} text={money(r.amount)} />,
    },
    {
      key: 'balanceAfter',
      label: tMember('rec_tx_balance_after'),
      numeric: true,
      render: (r) => money(r.balanceAfter),
    },
  ];

  return (
    <div className="records" data-page="agent-team-transactions">
      <h1 className="records__title">{t('ai_transactions_title')}</h1>
      <TeamRangeFilters filter={filter} onChange={setFilter} />
      <RecordsResult
        query={query}
        name="agent-team-transactions"
        columns={columns}
        rowKey={(r) => r.id}
        totals={() => []}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </div>
  );
}
