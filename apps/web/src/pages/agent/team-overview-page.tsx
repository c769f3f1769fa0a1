import type { TeamFigures } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamOverview } from '../../api/agents';
import { useSiteTimeZone } from '../../api/content';
import type { DayRange } from '../../api/records';
import { AGENT_NS, type AgentMessageKey } from '../../i18n/agent';
import { useFormat } from '../../i18n/use-format';
import { presetRange } from '../records/date-range';
import { AgentPageState } from './agent-page-state';
import {
  isCustomRangeValid,
  OVERVIEW_MAX_DAYS,
  OVERVIEW_RANGES,
  type OverviewRange,
  overviewQuery,
} from './overview-range';

const RANGE_LABEL: Record<OverviewRange, AgentMessageKey> = {
  today: 'agent_range_today',
  yesterday: 'agent_range_yesterday',
  week: 'agent_range_week',
  month: 'agent_range_month',
  custom: 'agent_range_custom',
};

type FigureKey = keyof TeamFigures;
const COUNTS: FigureKey[] = ['newMembers', 'activeMembers'];
const AMOUNTS: FigureKey[] = ['deposits', 'withdrawals', 'validBet', 'wins', 'netLoss'];
const FIGURE_LABEL: Record<FigureKey, AgentMessageKey> = {
  newMembers: 'agent_figure_new_members',
  activeMembers: 'agent_figure_active_members',
  deposits: 'agent_figure_deposits',
  withdrawals: 'agent_figure_withdrawals',
  validBet: 'agent_figure_valid_bet',
  wins: 'agent_figure_wins',
  netLoss: 'agent_figure_net_loss',
};

/**
 * agentTeamOverview (also /agentHome itself): the team's size and, for the whole team and for
 * my direct downline, new and active members, deposits, withdrawals, valid bet, wins and net
 * loss over today, yesterday, this week, this month or a custom range.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation(AGENT_NS);
  const format = useFormat(useSiteTimeZone());
  const timeZone = useSiteTimeZone();
  const [range, setRange] = useState<OverviewRange>('today');
  const [draft, setDraft] = useState<DayRange>(() => presetRange('week', new Date(), timeZone));
  const [custom, setCustom] = useState<DayRange>(draft);
  const query = useTeamOverview(overviewQuery(range, custom));
  const draftValid = isCustomRangeValid(draft);

  return (
    <div className="agent-page" data-page="agent-team-overview">
      <h1 className="agent-page__title">{t('agent_menu_agentTeamOverview')}</h1>
      <div className="agent-panel">
        <fieldset className="agent-tabs">
          <legend className="visually-hidden">{t('agent_range_label')}</legend>
          {OVERVIEW_RANGES.map((key) => (
            <button
              key={key}
              type="button"
              className={`agent-chip${range === key ? ' agent-chip--on' : ''}`}
              aria-pressed={range === key}
              data-range={key}
              onClick={() => setRange(key)}
            >
              {t(RANGE_LABEL[key])}
            </button>
          ))}
        </fieldset>
        {range === 'custom' && (
          <form
            className="agent-form-row"
            onSubmit={(event) => {
              event.preventDefault();
              if (draftValid) setCustom(draft);
            }}
          >
            <label className="agent-label">
              {t('agent_range_from')}
              <input
                type="date"
                name="startDate"
                className="agent-input"
                value={draft.startDate}
                max={draft.endDate}
                onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
              />
            </label>
            <label className="agent-label">
              {t('agent_range_to')}
              <input
                type="date"
                name="endDate"
                className="agent-input"
                value={draft.endDate}
                min={draft.startDate}
                onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={!draftValid}>
              {t('agent_search')}
            </button>
            <p className={`agent-note${draftValid ? '' : ' agent-note--error'}`}>
              {draft.endDate < draft.startDate
                ? t('agent_range_order')
                : t('agent_range_note', { days: OVERVIEW_MAX_DAYS })}
            </p>
          </form>
        )}
      </div>
      <AgentPageState query={query}>
        {(value) => {
          const currency = currencyCodeOr(value.currency);
          const show = (figures: TeamFigures, key: FigureKey) => {
            const figure = figures[key];
            return typeof figure === 'number' ? format.number(figure) : format.money(figure, currency);
          };
          return (
            <>
              <p className="agent-note" data-overview-days>
                {value.startDate === value.endDate
                  ? format.date(`${value.startDate}T12:00:00Z`)
                  : t('agent_range_shown', {
                      from: format.date(`${value.startDate}T12:00:00Z`),
                      to: format.date(`${value.endDate}T12:00:00Z`),
                    })}
              </p>
              <dl className="agent-tiles" data-overview-sizes>
                <div className="agent-tile agent-tile--lead" data-figure="teamSize">
                  <dt>{t('agent_team_size')}</dt>
                  <dd>{format.number(value.teamSize)}</dd>
                </div>
                <div className="agent-tile agent-tile--lead" data-figure="directSize">
                  <dt>{t('agent_direct_size')}</dt>
                  <dd>{format.number(value.directSize)}</dd>
                </div>
              </dl>
              <div className="agent-columns">
                {(['whole', 'direct'] as const).map((part) => (
                  <section key={part} className="agent-panel" data-overview-part={part}>
                    <h2 className="agent-panel__title">
                      {t(part === 'whole' ? 'agent_overview_whole' : 'agent_overview_direct')}
                    </h2>
                    <dl className="agent-figures">
                      {[...COUNTS, ...AMOUNTS].map((key) => (
                        <div key={key} className="agent-figure" data-figure={key}>
                          <dt>{t(FIGURE_LABEL[key])}</dt>
                          <dd>{show(value[part], key)}</dd>
                        </div>
                      ))}
                    </dl>
                  </section>
                ))}
              </div>
            </>
          );
        }}
      </AgentPageState>
    </div>
  );
}
