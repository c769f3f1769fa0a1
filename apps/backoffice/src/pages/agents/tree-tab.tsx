import { roleHolds } from '@khela/contract';
import { useState } from 'react';
import { type Column, DataTable, MiniTable } from '../../data-table';
import { FormOutcome, formatTime, TitledSection } from '../../forms';
import { useI18n } from '../../i18n';
import { formatCount } from '../../numbers';
import { boKeys, failureText } from '../../query';
import { useOperator } from '../../session';
import { updateQuery, useUrlQuery } from '../../url-query';
import { agentTypeName, CONTRACT_TYPE_LABEL, labelOf, MEMBER_STATUS_LABEL } from './agent-labels';
import { enterTrail, formatRate, parseTrail, trailText } from './agent-terms';
import {
  AGENT_PATHS,
  AGENTS_MAX_PAGE,
  agentPaging,
  type TreeRow,
  useAgentTree,
  useAgentTypes,
} from './agents-api';
import { MoveDialog } from './move-dialog';
import { OfferDialog } from './offer-dialog';

/**
 * The agent tree from its tops down, a page of children at a time (agents first): a row's
 * username opens its children, the breadcrumb goes back up. The way down is in the address (`?trail=top,sub`), so Back and a reload keep it.
 * With agents.manage: move a member (and its team) under another agent or to the top, and offer
 * the house's contract to an agent at the top (one without an upline).
 */
export function TreeTab() {
  const { t, language } = useI18n();
  const role = useOperator().role;
  const canManage = roleHolds(role, 'agents.manage');
  const trail = parseTrail(useUrlQuery().trail);
  const under = trail.at(-1) ?? '';
  const tree = useAgentTree(under);
  const types = useAgentTypes();
  const value = tree.data ?? null;
  const [moving, setMoving] = useState({ open: false, member: '' });
  const goTo = (next: readonly string[]) => updateQuery({ trail: trailText(next) });

  const contractsOf = (row: TreeRow) =>
    row.contracts
      .map((c) => `${labelOf(CONTRACT_TYPE_LABEL, c.type, t)} ${formatRate(c.topRateBp, language)}`)
      .join(', ');
  const offerTypesOf = (row: TreeRow) =>
    types.data?.list.find((rule) => rule.type === row.type)?.contracts ?? [];

  const columns: Column<TreeRow>[] = [
    {
      key: 'username',
      label: 'pl_username',
      render: (row) => (
        <button type="button" className="link" onClick={() => goTo(enterTrail(trail, row.username))}>
          {row.username}
        </button>
      ),
      csv: (row) => row.username,
    },
    {
      key: 'type',
      label: 'pl_type',
      render: (row) => agentTypeName(row.type, t),
      csv: (row) => String(row.type),
    },
    {
      key: 'status',
      label: 'pl_status',
      render: (row) => labelOf(MEMBER_STATUS_LABEL, row.status, t),
      csv: (row) => row.status,
    },
    {
      key: 'teamSize',
      label: 'ag_team_size',
      render: (row) => formatCount(row.teamSize, language),
      csv: (row) => String(row.teamSize),
    },
    {
      key: 'contracts',
      label: 'ag_contracts',
      render: (row) => contractsOf(row) || t('none'),
      csv: (row) => row.contracts.map((c) => `${c.type} ${c.topRateBp}bp`).join(' '),
    },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      label: 'actions',
      render: (row) => (
        <div className="actions">
          <button
            type="button"
            className="button button--ghost"
            data-action="move"
            onClick={() => setMoving({ open: true, member: row.username })}
          >
            {t('ag_move')}
          </button>
          {trail.length === 0 && offerTypesOf(row).length > 0 && (
            <OfferDialog downline={row.username} types={offerTypesOf(row)} />
          )}
        </div>
      ),
    });

  return (
    <section className="section" aria-label={t('ag_tab_tree')}>
      <nav className="agent-trail" aria-label={t('ag_trail')}>
        <button
          type="button"
          className="link"
          aria-current={trail.length === 0 ? 'page' : undefined}
          onClick={() => goTo([])}
        >
          {t('ag_tops')}
        </button>
        {trail.map((username, index) => (
          <span key={username}>
            <span aria-hidden="true"> › </span>
            <button
              type="button"
              className="link"
              aria-current={index === trail.length - 1 ? 'page' : undefined}
              onClick={() => goTo(trail.slice(0, index + 1))}
            >
              {username}
            </button>
          </span>
        ))}
      </nav>
      {value?.parent && (
        <p className="section__intro" data-testid="agent-parent">
          {t('ag_team_of').replace('{member}', value.parent.username)} · {agentTypeName(value.parent.type, t)}
        </p>
      )}
      {canManage && (
        <div className="actions">
          <MoveDialog
            {...moving}
            onOpen={() => setMoving({ open: true, member: '' })}
            onClose={() => setMoving({ open: false, member: '' })}
          />
        </div>
      )}
      <FormOutcome error={tree.error ? failureText(tree.error) : null} />
      {!value && !tree.error && <p className="notice">{t('loading')}</p>}
      {value && (
        <DataTable
          columns={columns}
          source={{
            key: boKeys.agentTreeChildren(under),
            path: AGENT_PATHS.treeChildren,
            params: under ? { under } : {},
            paging: agentPaging,
          }}
          rowKey={(row) => row.id}
          filterKey={under}
          maxPageSize={AGENTS_MAX_PAGE}
          csvName={under ? `agent-tree-${under}.csv` : 'agent-tree.csv'}
          label={t('ag_tab_tree')}
          testId="agent-tree"
        />
      )}
      {value?.parent && (
        <TitledSection id="agent-moves" title={t('ag_moves')}>
          {value.moves.length === 0 ? (
            <p className="notice">{t('pl_none')}</p>
          ) : (
            <MiniTable
              testId="agent-moves"
              headers={['ag_move_from', 'ag_move_to', 'ag_team_size', 'ag_operator', 'pl_reason', 'pl_time']}
              rows={value.moves}
              rowKey={(move) => `${move.at}|${move.from ?? ''}|${move.to ?? ''}`}
              cells={(move) => [
                move.from ?? t('ag_top_of_tree'),
                move.to ?? t('ag_top_of_tree'),
                formatCount(move.teamSize, language),
                move.operatorId,
                move.reason,
                formatTime(move.at, language),
              ]}
            />
          )}
        </TitledSection>
      )}
    </section>
  );
}
