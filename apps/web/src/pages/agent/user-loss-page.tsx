import type { TeamProfitValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { AGENT_INCOME_NS, registerAgentIncomeMessages } from '../../i18n/agent-income';
import { registerMemberMessages } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { DateFilter } from '../records/date-filter';
import { presetRange } from '../records/date-range';
import { type Column, RecordsResult, SignedAmount } from '../records/records-table';
import { type TeamProfitFilter, useTeamProfit } from './agent-api-contracts';
import '../records/records.css';
import './agent-income.css';

registerMemberMessages();
registerAgentIncomeMessages();

type Row = TeamProfitValue['list'][number];

/**
 * palStatementsAgentCopy (user loss): each direct downline's team figures over the days; an
 * agent's row opens its own downline (`under`), and the trail above walks back up.
 */
export function UserLossPage() {
  const timeZone = useSiteTimeZone();
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat();
  const [filter, setFilter] = useState<TeamProfitFilter>({
    ...presetRange('today', new Date(), timeZone),
    under: '',
    pageNo: 1,
  });
  // The agents opened, from my direct downline down; the last one is the team shown.
  const [trail, setTrail] = useState<string[]>([]);
  const query = useTeamProfit(filter);
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);

  const openTeam = (next: string[]) => {
    setTrail(next);
    setFilter({ ...filter, under: next.at(-1) ?? '', pageNo: 1 });
  };

  const columns: Column<Row>[] = [
    {
      key: 'username',
      label: t('ai_member'),
      render: (r) =>
        r.isAgent ? (
          <button
            type="button"
            className="link-button"
            data-action="open-team"
            aria-label={t('ai_open_team', { username: r.username })}
            onClick={() => openTeam([...trail, r.username])}
          >
            <span translate="no">{r.username}</span>
          </button>
        ) : (
          <span translate="no">{r.username}</span>
        ),
    },
    {
      key: 'kind',
      label: t('ai_kind'),
      render: (r) => (
        <span className="agent-income__badge">{t(r.isAgent ? 'ai_badge_agent' : 'ai_badge_member')}</span>
      ),
    },
    {
      // The accounts whose play the row sums: the downline itself and its whole team (downline
      // management's team size counts only those below it).
      key: 'teamSize',
      label: t('ai_accounts_counted'),
      numeric: true,
      render: (r) => format.plainInteger(r.teamSize),
    },
    { key: 'validBet', label: t('ai_valid_bet'), numeric: true, render: (r) => money(r.validBet) },
    { key: 'wins', label: t('ai_wins'), numeric: true, render: (r) => money(r.wins) },
    {
      key: 'netLoss',
      label: t('ai_net_loss'),
      numeric: true,
      render: (r) => <SignedAmount amount={r.netLoss} text={money(r.netLoss)} />,
    },
    { key: 'rounds', label: t('ai_rounds'), numeric: true, render: (r) => format.plainInteger(r.rounds) },
  ];

  return (
    <div className="records" data-page="agent-user-loss">
      <h1 className="records__title">{t('ai_user_loss_title')}</h1>
      <nav className="agent-trail" aria-label={t('ai_trail')}>
        <ol>
          <li>
            {trail.length === 0 ? (
              <span aria-current="page">{t('ai_my_team')}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => openTeam([])}>
                {t('ai_my_team')}
              </button>
            )}
          </li>
          {trail.map((username, index) => (
            <li key={username}>
              {index === trail.length - 1 ? (
                <span aria-current="page" translate="no">
                  {username}
                </span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  translate="no"
                  onClick={() => openTeam(trail.slice(0, index + 1))}
                >
                  {username}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="records__filters">
        <DateFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range, pageNo: 1 })} />
      </div>
      <p className="records__note">{t('ai_user_loss_note')}</p>
      <RecordsResult
        query={query}
        name="agent-user-loss"
        columns={columns}
        rowKey={(r) => r.username}
        totals={(value) => [
          { key: 'validBet', label: t('ai_valid_bet'), value: money(value.totals.validBet) },
          { key: 'wins', label: t('ai_wins'), value: money(value.totals.wins) },
          {
            key: 'netLoss',
            label: t('ai_net_loss'),
            value: <SignedAmount amount={value.totals.netLoss} text={money(value.totals.netLoss)} />,
          },
        ]}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </div>
  );
}
