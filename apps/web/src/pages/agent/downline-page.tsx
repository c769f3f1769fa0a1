import type { ContractType, TeamMemberItem } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEAM_PAGE_SIZE, useTeamMembers } from '../../api/agents';
import { useSiteTimeZone } from '../../api/content';
import { AGENT_NS, type AgentMessageKey } from '../../i18n/agent';
import { useFormat } from '../../i18n/use-format';
import { agentPagePath } from './agent-menu';
import { AgentPageState } from './agent-page-state';
import { AgentPager } from './agent-pager';
import { ContractOfferDialog } from './contract-offer-dialog';

const CONTRACT_LABEL: Record<ContractType, AgentMessageKey> = {
  dividend: 'agent_contract_dividend',
  daily: 'agent_contract_daily',
  hourly: 'agent_contract_hourly',
  realtime: 'agent_contract_realtime',
};

/**
 * downlineManagmentView: my downline, searchable by a username prefix and paged. An agent row
 * drills into that agent's own team (`under`), with a breadcrumb back up the path; each agent
 * row may be offered a contract.
 */
export function DownlinePage() {
  const { t } = useTranslation(AGENT_NS);
  const format = useFormat(useSiteTimeZone());
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<{ username: string; under: string | undefined; pageNo: number }>({
    username: '',
    under: undefined,
    pageNo: 1,
  });
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const query = useTeamMembers({
    ...(filter.username ? { username: filter.username } : {}),
    ...(filter.under ? { under: filter.under } : {}),
    pageNo: filter.pageNo,
    pageSize: TEAM_PAGE_SIZE,
  });
  const drillTo = (under: string | undefined) => {
    setSearch('');
    setFilter({ username: '', under, pageNo: 1 });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter({ ...filter, username: search.trim(), pageNo: 1 });
  };

  return (
    <div className="agent-page" data-page="agent-downline">
      <h1 className="agent-page__title">{t('agent_menu_downlineManagmentView')}</h1>
      <form className="agent-panel agent-form-row" onSubmit={submit} data-downline-search>
        <label className="agent-label agent-label--grow">
          {t('agent_downline_search')}
          <input
            name="username"
            className="agent-input"
            value={search}
            maxLength={64}
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('agent_downline_search_placeholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary">
          {t('agent_search')}
        </button>
      </form>
      <AgentPageState query={query}>
        {(value) => {
          const currency = currencyCodeOr(value.currency);
          return (
            <>
              <nav className="agent-crumbs" aria-label={t('agent_downline_path')} data-downline-path>
                <button type="button" className="link-button" onClick={() => drillTo(undefined)}>
                  {t('agent_downline_mine')}
                </button>
                {/* The path starts with me; each later name is a team one may step back to. */}
                {value.path.slice(1).map((name, index, rest) => (
                  <span key={name} className="agent-crumbs__step">
                    <span aria-hidden="true">/</span>
                    {index === rest.length - 1 ? (
                      <span aria-current="page" translate="no">
                        {name}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="link-button"
                        translate="no"
                        onClick={() => drillTo(name)}
                      >
                        {name}
                      </button>
                    )}
                  </span>
                ))}
              </nav>
              {value.list.length === 0 ? (
                <p className="agent-empty" data-agent-empty>
                  {t('agent_empty')}
                </p>
              ) : (
                <ul className="agent-rows" data-downline-list>
                  {value.list.map((row) => (
                    <DownlineRow
                      key={row.username}
                      row={row}
                      money={(amount) => format.money(amount, currency)}
                      onDrill={() => drillTo(row.username)}
                      onOffer={() => setOfferTo(row.username)}
                    />
                  ))}
                </ul>
              )}
              <AgentPager
                pageNo={value.pageNo}
                totalPages={value.totalPages}
                total={value.total}
                onPage={(pageNo) => setFilter({ ...filter, pageNo })}
              />
            </>
          );
        }}
      </AgentPageState>
      {offerTo && <ContractOfferDialog downline={offerTo} open onClose={() => setOfferTo(null)} />}
    </div>
  );
}

function DownlineRow({
  row,
  money,
  onDrill,
  onOffer,
}: {
  row: TeamMemberItem;
  money: (amount: string) => string;
  onDrill: () => void;
  onOffer: () => void;
}) {
  const { t } = useTranslation(AGENT_NS);
  const format = useFormat(useSiteTimeZone());
  // Basis points as a percentage: 150 → 1.5% / ১.৫%.
  const rateText = (rateBp: number) =>
    format.number(rateBp / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const name = (
    <span className="agent-row__name" translate="no">
      {row.username}
    </span>
  );
  return (
    <li className="agent-row" data-downline-row={row.username} data-agent-row={row.isAgent || undefined}>
      <div className="agent-row__head">
        {row.isAgent ? (
          <button type="button" className="agent-row__drill" onClick={onDrill} data-action="drill">
            {name}
            <span className="visually-hidden">{t('agent_downline_open_team')}</span>
          </button>
        ) : (
          name
        )}
        <span className={`agent-badge${row.isAgent ? ' agent-badge--agent' : ''}`}>
          {t(row.isAgent ? 'agent_kind_agent' : 'agent_kind_member')}
        </span>
        <span className={`agent-status agent-status--${row.status}`}>{statusText(row.status, t)}</span>
      </div>
      <dl className="agent-row__facts">
        <div>
          <dt>{t('agent_downline_level')}</dt>
          <dd>{format.number(row.level)}</dd>
        </div>
        <div>
          <dt>{t('agent_downline_balance')}</dt>
          <dd>{money(row.balance)}</dd>
        </div>
        <div>
          <dt>{t('agent_team_size')}</dt>
          <dd>{format.number(row.teamSize)}</dd>
        </div>
        <div>
          <dt>{t('agent_downline_last_login')}</dt>
          <dd>{row.lastLoginAt ? format.dateTime(row.lastLoginAt) : t('agent_never')}</dd>
        </div>
        <div className="agent-row__wide">
          <dt>{t('agent_downline_contracts')}</dt>
          <dd>
            {row.contracts.length === 0
              ? t('agent_none')
              : row.contracts
                  .map((contract) => `${t(CONTRACT_LABEL[contract.type])} ${rateText(contract.topRateBp)}`)
                  .join(' · ')}
          </dd>
        </div>
      </dl>
      {(row.isAgent || row.level === 1) && (
        <div className="agent-row__actions">
          {row.isAgent && (
            <>
              <button type="button" className="button button--ghost button--small" onClick={onDrill}>
                {t('agent_downline_open_team')}
              </button>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={onOffer}
                data-action="offer-contract"
              >
                {t('agent_downline_offer')}
              </button>
            </>
          )}
          {/* Cash goes to a direct downline only (spec: agents transfer to downline). */}
          {row.level === 1 && (
            <Link
              className="button button--ghost button--small"
              to={`${agentPagePath('transfer')}?to=${encodeURIComponent(row.username)}`}
              data-action="transfer"
            >
              {t('agent_downline_transfer')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

/** The account statuses the site has; another one shows as it came. */
function statusText(status: string, t: (key: AgentMessageKey) => string): string {
  switch (status) {
    case 'active':
      return t('agent_status_active');
    case 'disabled':
      return t('agent_status_disabled');
    case 'locked':
      return t('agent_status_locked');
    default:
      return status;
  }
}
