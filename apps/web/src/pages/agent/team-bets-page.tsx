import type { TeamBetValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { AGENT_INCOME_NS, registerAgentIncomeMessages } from '../../i18n/agent-income';
import { MEMBER_NS, registerMemberMessages } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { type Column, RecordsResult, SignedAmount, stakeWinProfitColumns } from '../records/records-table';
import { useTeamBets } from './agent-api-contracts';
import { TeamRangeFilters, useTeamRangeFilter } from './team-range-filters';
import '../records/records.css';
import './agent-income.css';

registerMemberMessages();
registerAgentIncomeMessages();

type Row = TeamBetValue['list'][number];

/** personalHistoryCopy (agent centre): my team's betting records, by days and one member. */
export function TeamBetsPage() {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tMember } = useTranslation(MEMBER_NS);
  const format = useFormat(useSiteTimeZone());
  const [filter, setFilter] = useTeamRangeFilter();
  const query = useTeamBets(filter);
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);

  const columns: Column<Row>[] = [
    { key: 'openedAt', label: tMember('rec_time'), render: (r) => format.dateTime(r.openedAt) },
    { key: 'username', label: t('ai_member'), render: (r) => <span translate="no">{r.username}</span> },
    { key: 'game', label: tMember('rec_bet_game'), render: (r) => r.gameName },
    {
      key: 'vendor',
      label: tMember('rec_bet_vendor'),
      render: (r) => <span translate="no">{r.vendor}</span>,
    },
    ...stakeWinProfitColumns(tMember, money),
    {
      key: 'status',
      label: tMember('rec_bet_status'),
      render: (r) => (
        <span className={`records__status records__status--${r.status}`}>
          {tMember(`rec_bet_status_${r.status}`)}
        </span>
      ),
    },
  ];

  return (
    <div className="records" data-page="agent-team-bets">
      <h1 className="records__title">{t('ai_team_bets_title')}</h1>
      <TeamRangeFilters filter={filter} onChange={setFilter} />
      <RecordsResult
        query={query}
        name="agent-team-bets"
        columns={columns}
        rowKey={(r) => r.id}
        totals={(value) => [
          { key: 'stake', label: tMember('rec_bet_total_stake'), value: money(value.totals.stake) },
          { key: 'win', label: tMember('rec_bet_total_win'), value: money(value.totals.win) },
          {
            key: 'profit',
            label: tMember('rec_bet_total_profit'),
            value: <SignedAmount amount={value.totals.profit} text={money(value.totals.profit)} />,
          },
        ]}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </div>
  );
}
