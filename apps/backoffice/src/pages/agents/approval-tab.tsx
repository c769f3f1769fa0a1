import { roleHolds } from '@khela/contract';
import { useState } from 'react';
import { type Column, DataTable } from '../../data-table';
import { FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount } from '../../numbers';
import { boKeys } from '../../query';
import { ReasonAction } from '../../reason-action';
import { useOperator } from '../../session';
import {
  AGENT_CHANGE_KEYS,
  AGENT_PATHS,
  AGENTS_MAX_PAGE,
  agentPaging,
  decideCall,
  type PayoutRow,
} from './agents-api';
import { usePayoutColumns } from './payout-columns';

/**
 * The dividend approval queue: payouts above the site's approval threshold wait here
 * (status awaiting_approval). With agents.payouts.approve each can be approved (and paid) or
 * rejected, with a reason kept in the audit trail.
 */
export function ApprovalTab() {
  const { t, language } = useI18n();
  const canApprove = roleHolds(useOperator().role, 'agents.payouts.approve');
  const [saved, setSaved] = useState<string | null>(null);
  const columns: Column<PayoutRow>[] = usePayoutColumns().filter(
    (c) => c.key !== 'paidAt' && c.key !== 'decidedBy',
  );

  const question = (p: PayoutRow, key: 'ag_confirm_approve' | 'ag_confirm_reject') =>
    t(key).replace('{amount}', formatAmount(p.amount, language)).replace('{agent}', p.agent);
  if (canApprove)
    columns.push({
      key: 'actions',
      label: 'actions',
      render: (p) =>
        p.status === 'awaiting_approval' ? (
          <div className="actions">
            <ReasonAction
              action="approve-payout"
              label="pay_approve"
              confirm={question(p, 'ag_confirm_approve')}
              call={(reason) => decideCall(p.id, true, reason)}
              invalidates={AGENT_CHANGE_KEYS}
              onDone={setSaved}
            />
            <ReasonAction
              action="reject-payout"
              label="pay_reject"
              confirm={question(p, 'ag_confirm_reject')}
              danger
              call={(reason) => decideCall(p.id, false, reason)}
              invalidates={AGENT_CHANGE_KEYS}
              onDone={setSaved}
            />
          </div>
        ) : null,
    });

  return (
    <section className="section" aria-label={t('ag_tab_approvals')}>
      <p className="section__intro">{t('ag_approvals_intro')}</p>
      <FormOutcome saved={saved} />
      <DataTable
        columns={columns}
        source={{
          key: boKeys.agentPayouts,
          path: AGENT_PATHS.payouts,
          params: { status: 'awaiting_approval' },
          paging: agentPaging,
        }}
        rowKey={(p) => p.id}
        filterKey="awaiting_approval"
        maxPageSize={AGENTS_MAX_PAGE}
        csvName="agent-approval-queue.csv"
        label={t('ag_tab_approvals')}
        testId="agent-approvals"
      />
    </section>
  );
}
