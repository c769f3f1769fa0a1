import { type Column, timeColumn } from '../../data-table';
import { formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatAmount, formatCount } from '../../numbers';
import { CONTRACT_TYPE_LABEL, labelOf, PAYOUT_STATUS_LABEL } from './agent-labels';
import { formatRate } from './agent-terms';
import type { PayoutRow } from './agents-api';

/** A period as "start – end" in the operator's time. */
export function periodText(start: string, end: string, language: string): string {
  return `${formatTime(start, language)} – ${formatTime(end, language)}`;
}

/**
 * What one agent was paid in one run, as the settlement computed it (decision 0046): its team's
 * valid bet, net loss and active members, its rate, its gross, what its downline agents earned on
 * the same turnover, the dividend's carry in and out, the amount paid and the payout's state.
 */
export function usePayoutColumns(): Column<PayoutRow>[] {
  const { t, language } = useI18n();
  const amount = (key: string, label: MessageKey, value: (p: PayoutRow) => string): Column<PayoutRow> => ({
    key,
    label,
    render: (p) => formatAmount(value(p), language),
    csv: value,
  });
  return [
    { key: 'id', label: 'id', render: (p) => p.id, csv: (p) => p.id },
    { key: 'runId', label: 'ag_run', render: (p) => p.runId, csv: (p) => p.runId },
    { key: 'agent', label: 'ag_agent', render: (p) => p.agent, csv: (p) => p.agent },
    {
      key: 'type',
      label: 'ag_contract_type',
      render: (p) => labelOf(CONTRACT_TYPE_LABEL, p.type, t),
      csv: (p) => p.type,
    },
    {
      key: 'period',
      label: 'ag_period',
      render: (p) => periodText(p.periodStart, p.periodEnd, language),
      csv: (p) => `${p.periodStart}/${p.periodEnd}`,
    },
    amount('teamValidBet', 'ag_team_valid_bet', (p) => p.teamValidBet),
    amount('teamNetLoss', 'ag_team_net_loss', (p) => p.teamNetLoss),
    {
      key: 'active',
      label: 'ag_active_members',
      render: (p) => formatCount(p.activeMembers, language),
      csv: (p) => String(p.activeMembers),
    },
    {
      key: 'rate',
      label: 'ag_rate',
      render: (p) => formatRate(p.rateBp, language),
      csv: (p) => String(p.rateBp),
    },
    amount('gross', 'ag_gross', (p) => p.gross),
    amount('downlineGross', 'ag_downline_gross', (p) => p.downlineGross),
    amount('carryIn', 'ag_carry_in', (p) => p.carryIn),
    amount('carryOut', 'ag_carry_out', (p) => p.carryOut),
    amount('amount', 'ag_amount', (p) => p.amount),
    {
      key: 'status',
      label: 'pl_status',
      render: (p) => labelOf(PAYOUT_STATUS_LABEL, p.status, t),
      csv: (p) => p.status,
    },
    timeColumn('paidAt', 'ag_paid_at', (p) => p.paidAt, language),
    {
      key: 'decidedBy',
      label: 'ag_decided_by',
      render: (p) => p.decidedBy ?? '',
      csv: (p) => p.decidedBy ?? '',
    },
  ];
}
