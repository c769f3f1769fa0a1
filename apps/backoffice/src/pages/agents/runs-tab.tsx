import { roleHolds } from '@khela/contract';
import { useEffect } from 'react';
import { type Column, DataTable, timeColumn } from '../../data-table';
import { TitledSection } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount, formatCount } from '../../numbers';
import { boKeys } from '../../query';
import { useOperator } from '../../session';
import { updateQuery, useUrlQuery } from '../../url-query';
import { CONTRACT_TYPE_LABEL, labelOf, PERIOD_LABEL, RUN_STATUS_LABEL } from './agent-labels';
import { AGENT_PATHS, AGENTS_MAX_PAGE, agentPaging, type RunRow } from './agents-api';
import { periodText, usePayoutColumns } from './payout-columns';
import { RunDialog } from './run-dialog';

/** A run id as the address carries it (`?run=12`): digits only, as the payouts query takes it. */
const RUN_ID = /^\d{1,19}$/;

/**
 * Settlement runs, newest period first; a run's id opens what it paid each agent below the list
 * (`?run=id` in the address). With agents.manage: run, or run again, one closed period.
 */
export function RunsTab() {
  const { t, language } = useI18n();
  const canManage = roleHolds(useOperator().role, 'agents.manage');
  const wanted = useUrlQuery().run ?? '';
  const runId = RUN_ID.test(wanted) ? wanted : '';
  const payoutColumns = usePayoutColumns();
  // The run's payouts open below a long list: brought into view, or the click would seem to do nothing.
  useEffect(() => {
    if (runId) document.getElementById('agent-run-payouts')?.scrollIntoView({ block: 'start' });
  }, [runId]);

  const columns: Column<RunRow>[] = [
    {
      key: 'id',
      label: 'ag_run',
      render: (r) => (
        <button
          type="button"
          className="link"
          aria-pressed={r.id === runId}
          onClick={() => updateQuery({ run: r.id === runId ? '' : r.id })}
        >
          {t('ag_run_payouts').replace('{id}', r.id)}
        </button>
      ),
      csv: (r) => r.id,
    },
    {
      key: 'type',
      label: 'ag_contract_type',
      render: (r) => `${labelOf(CONTRACT_TYPE_LABEL, r.type, t)} · ${labelOf(PERIOD_LABEL, r.periodKind, t)}`,
      csv: (r) => `${r.type} ${r.periodKind}`,
    },
    {
      key: 'period',
      label: 'ag_period',
      render: (r) => periodText(r.periodStart, r.periodEnd, language),
      csv: (r) => `${r.periodStart}/${r.periodEnd}`,
    },
    {
      key: 'status',
      label: 'pl_status',
      render: (r) => labelOf(RUN_STATUS_LABEL, r.status, t),
      csv: (r) => r.status,
    },
    {
      key: 'attempts',
      label: 'ag_attempts',
      render: (r) => formatCount(r.attempts, language),
      csv: (r) => String(r.attempts),
    },
    {
      key: 'agents',
      label: 'ag_agents_paid',
      render: (r) => formatCount(r.agents, language),
      csv: (r) => String(r.agents),
    },
    {
      key: 'paid',
      label: 'ag_total_paid',
      render: (r) => formatAmount(r.paid, language),
      csv: (r) => r.paid,
    },
    timeColumn('startedAt', 'ag_started_at', (r) => r.startedAt, language),
    timeColumn('finishedAt', 'ag_finished_at', (r) => r.finishedAt, language),
    { key: 'trigger', label: 'ag_trigger', render: (r) => r.trigger, csv: (r) => r.trigger },
  ];

  return (
    <>
      <section className="section" aria-label={t('ag_tab_runs')}>
        {canManage && (
          <div className="actions">
            <RunDialog />
          </div>
        )}
        <DataTable
          columns={columns}
          source={{ key: boKeys.agentRuns, path: AGENT_PATHS.runs, paging: agentPaging }}
          rowKey={(r) => r.id}
          filterKey="runs"
          maxPageSize={AGENTS_MAX_PAGE}
          csvName="agent-runs.csv"
          label={t('ag_tab_runs')}
          testId="agent-runs"
        />
      </section>
      {runId && (
        <TitledSection id="agent-run-payouts" title={t('ag_payouts_of_run').replace('{id}', runId)}>
          <div className="actions">
            <button type="button" className="button button--ghost" onClick={() => updateQuery({ run: '' })}>
              {t('ag_close')}
            </button>
          </div>
          <DataTable
            key={runId}
            columns={payoutColumns}
            source={{
              key: boKeys.agentPayouts,
              path: AGENT_PATHS.payouts,
              params: { runId },
              paging: agentPaging,
            }}
            rowKey={(p) => p.id}
            filterKey={runId}
            maxPageSize={AGENTS_MAX_PAGE}
            csvName={`agent-run-${runId}-payouts.csv`}
            label={t('ag_payouts_of_run').replace('{id}', runId)}
            testId="agent-run-payouts"
          />
        </TitledSection>
      )}
    </>
  );
}
