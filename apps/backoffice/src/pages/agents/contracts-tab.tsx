import { CONTRACT_STATUSES, CONTRACT_TYPES, roleHolds } from '@khela/contract';
import { useState } from 'react';
import { type Column, timeColumn } from '../../data-table';
import { FilteredTable, type FilterField } from '../../filter-bar';
import { FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys } from '../../query';
import { ReasonAction } from '../../reason-action';
import { useOperator } from '../../session';
import {
  CONTRACT_STATUS_LABEL,
  CONTRACT_TYPE_LABEL,
  END_REASON_LABEL,
  labelOf,
  PERIOD_LABEL,
} from './agent-labels';
import { tiersLines } from './agent-terms';
import { AGENT_CHANGE_KEYS, AGENT_PATHS, type ContractRow, terminateCall } from './agents-api';

/** The contract's events, oldest first, behind a disclosure in its row. */
function ContractEvents({ row }: { row: ContractRow }) {
  const { t, language } = useI18n();
  return (
    <details className="agent-events" data-testid="contract-events">
      <summary>
        {t('ag_events')} ({row.events.length})
      </summary>
      <ol>
        {row.events.map((event) => (
          <li key={`${event.at}|${event.kind}|${event.actor}`}>
            {formatTime(event.at, language)} · {labelOf(CONTRACT_STATUS_LABEL, event.kind, t)}
            {event.reason ? ` · ${labelOf(END_REASON_LABEL, event.reason, t)}` : ''}
            {event.cause ? ` · ${t('ag_event_cause').replace('{id}', event.cause)}` : ''}
            {event.note ? ` · “${event.note}”` : ''} · {event.actor}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * Every contract (offers, answers, terminations) with its history, filtered by the downline's
 * username, type and status; with agents.manage an accepted one can be terminated, with a reason.
 */
export function ContractsTab() {
  const { t, language } = useI18n();
  const canManage = roleHolds(useOperator().role, 'agents.manage');
  const [saved, setSaved] = useState<string | null>(null);

  const fields: FilterField[] = [
    { name: 'downline', label: 'ag_downline', maxLength: 64 },
    {
      name: 'type',
      label: 'ag_contract_type',
      type: 'select',
      options: CONTRACT_TYPES.map((value) => ({ value, label: t(CONTRACT_TYPE_LABEL[value]) })),
    },
    {
      name: 'status',
      label: 'pl_status',
      type: 'select',
      options: CONTRACT_STATUSES.map((value) => ({ value, label: t(CONTRACT_STATUS_LABEL[value]) })),
    },
  ];

  const columns: Column<ContractRow>[] = [
    { key: 'id', label: 'id', render: (c) => c.id, csv: (c) => c.id },
    { key: 'downline', label: 'ag_downline', render: (c) => c.downline, csv: (c) => c.downline },
    {
      key: 'upline',
      label: 'ag_upline',
      render: (c) => c.upline ?? t('ag_house'),
      csv: (c) => c.upline ?? '',
    },
    {
      key: 'type',
      label: 'ag_contract_type',
      render: (c) => `${t(CONTRACT_TYPE_LABEL[c.type])} · ${labelOf(PERIOD_LABEL, c.period, t)}`,
      csv: (c) => `${c.type} ${c.period}`,
    },
    { key: 'version', label: 'ag_version', render: (c) => c.version, csv: (c) => String(c.version) },
    {
      key: 'tiers',
      label: 'ag_tiers',
      render: (c) => (
        <ol className="agent-tier-lines">
          {tiersLines(c.tiers, language, t('ag_active_short')).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      ),
      csv: (c) => c.tiers.map((tier) => `${tier.minValidBet}/${tier.minActive}/${tier.rateBp}bp`).join(' '),
    },
    {
      key: 'status',
      label: 'pl_status',
      render: (c) => t(CONTRACT_STATUS_LABEL[c.status]),
      csv: (c) => c.status,
    },
    timeColumn('offeredAt', 'ag_offered_at', (c) => c.offeredAt, language),
    timeColumn('decidedAt', 'ag_decided_at', (c) => c.decidedAt, language),
    timeColumn('endedAt', 'ag_ended_at', (c) => c.endedAt, language),
    {
      key: 'endReason',
      label: 'ag_end_reason',
      render: (c) => (c.endReason ? labelOf(END_REASON_LABEL, c.endReason, t) : ''),
      csv: (c) => c.endReason ?? '',
    },
    { key: 'events', label: 'ag_events', render: (c) => <ContractEvents row={c} /> },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      label: 'actions',
      render: (c) =>
        c.status === 'accepted' ? (
          <ReasonAction
            action="terminate"
            label="ag_terminate"
            confirm={t('ag_confirm_terminate').replace('{id}', c.id).replace('{downline}', c.downline)}
            danger
            call={(reason) => terminateCall(c.id, reason)}
            invalidates={AGENT_CHANGE_KEYS}
            onDone={setSaved}
          />
        ) : null,
    });

  return (
    <section className="section" aria-label={t('ag_tab_contracts')}>
      <FormOutcome saved={saved} />
      <FilteredTable
        fields={fields}
        path={AGENT_PATHS.contracts}
        queryKey={boKeys.agentContracts}
        columns={columns}
        rowKey={(c) => c.id}
        csvName="agent-contracts.csv"
        label={t('ag_tab_contracts')}
        submitLabel="pl_search"
        testId="agent-contracts"
      />
    </section>
  );
}
