import type { TeamBetValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { AGENT_INCOME_NS, registerAgentIncomeMessages } from '../../i18n/agent-income';
import { MEMBER_NS, registerMemberMessages } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { DateFilter } from '../records/date-filter';
import { presetRange } from '../records/date-range';
import { type Column, RecordsResult, SignedAmount, stakeWinProfitColumns } from '../records/records-table';
import { type TeamRangeFilter, useTeamBets } from './agent-api-contracts';
import '../records/records.css';
import './agent-income.css';

registerMemberMessages();
registerAgentIncomeMessages();

type Row = TeamBetValue['list'][number];

/** personalHistoryCopy (agent centre): my team's betting records, by days and one member. */
export function TeamBetsPage() {
  const timeZone = useSiteTimeZone();
  const { t } = useTranslation(AGENT_INCOME_NS);
  const { t: tMember } = useTranslation(MEMBER_NS);
  const format = useFormat(useSiteTimeZone());
  const [filter, setFilter] = useState<TeamRangeFilter>({
    ...presetRange('today', new Date(), timeZone),
    username: '',
    pageNo: 1,
  });
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
      <div className="records__filters">
        <DateFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range, pageNo: 1 })} />
        <UsernameFilter
          value={filter.username}
          onChange={(username) => setFilter({ ...filter, username, pageNo: 1 })}
        />
      </div>
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

/** One member of my team by username: applied on Enter or when the field is left. */
export function UsernameFilter({ value, onChange }: { value: string; onChange: (username: string) => void }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const [text, setText] = useState(value);
  const apply = () => {
    const username = text.trim();
    if (username !== value) onChange(username);
  };
  return (
    <label className="records__label">
      {t('ai_member')}
      <input
        name="username"
        className="records__input"
        value={text}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('ai_username_placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        onBlur={apply}
      />
    </label>
  );
}
