import {
  AGENT_TYPE,
  type CONTRACT_STATUSES,
  type CONTRACT_TYPES,
  type DIVIDEND_PERIODS,
  type PAYOUT_STATUSES,
} from '@khela/contract';
import type { MessageKey } from '../../messages';
import { playerTypeName } from '../players/player-type';

/**
 * The agent network's codes as the console names them. Records over the contract's lists: a new
 * contract type, status or period in the contract fails `tsc` here until it has its text.
 */
export const AGENT_TYPE_LABEL: Record<number, MessageKey> = {
  [AGENT_TYPE.top]: 'ag_type_top',
  [AGENT_TYPE.sub]: 'ag_type_sub',
  [AGENT_TYPE.promoter]: 'ag_type_promoter',
  [AGENT_TYPE.house]: 'ag_type_house',
};

export const CONTRACT_TYPE_LABEL: Record<(typeof CONTRACT_TYPES)[number], MessageKey> = {
  dividend: 'ag_contract_dividend',
  daily: 'ag_contract_daily',
  hourly: 'ag_contract_hourly',
  realtime: 'ag_contract_realtime',
};

/** Dividend periods, and the salaries' own periods (day, hour, 5-minute slot). */
export const PERIOD_LABEL: Record<(typeof DIVIDEND_PERIODS)[number] | 'day' | 'hour' | '5min', MessageKey> = {
  daily: 'ag_period_daily',
  weekly: 'ag_period_weekly',
  semimonthly: 'ag_period_semimonthly',
  monthly: 'ag_period_monthly',
  day: 'ag_period_day',
  hour: 'ag_period_hour',
  '5min': 'ag_period_5min',
};

export const CONTRACT_STATUS_LABEL: Record<(typeof CONTRACT_STATUSES)[number], MessageKey> = {
  offered: 'ag_status_offered',
  accepted: 'ag_status_accepted',
  rejected: 'ag_status_rejected',
  terminated: 'ag_status_terminated',
};

export const PAYOUT_STATUS_LABEL: Record<(typeof PAYOUT_STATUSES)[number], MessageKey> = {
  due: 'ag_payout_due',
  paid: 'ag_payout_paid',
  nothing_due: 'ag_payout_nothing_due',
  awaiting_approval: 'ag_payout_awaiting_approval',
  rejected: 'ag_payout_rejected',
};

/** Why a contract ended (ContractItem.endReason) and the reason of a termination event. */
export const END_REASON_LABEL: Record<string, MessageKey> = {
  replaced: 'ag_end_replaced',
  upline_lowered: 'ag_end_upline_lowered',
  upline_ended: 'ag_end_upline_ended',
  moved: 'ag_end_moved',
  upline: 'ag_end_upline',
  operator: 'ag_end_operator',
  withdrawn: 'ag_end_withdrawn',
  rejected: 'ag_end_rejected',
};

export const RUN_STATUS_LABEL: Record<string, MessageKey> = {
  running: 'ag_run_running',
  done: 'ag_run_done',
};

export const RUN_OUTCOME_LABEL: Record<'settled' | 'already' | 'busy' | 'incomplete', MessageKey> = {
  settled: 'ag_outcome_settled',
  already: 'ag_outcome_already',
  busy: 'ag_outcome_busy',
  incomplete: 'ag_outcome_incomplete',
};

export const MEMBER_STATUS_LABEL: Record<string, MessageKey> = {
  active: 'pl_status_active',
  locked: 'pl_status_locked',
  disabled: 'pl_status_disabled',
};

/** A code's text from its table, or the code itself when the console does not know it yet. */
export function labelOf(
  table: Readonly<Record<string, MessageKey>>,
  code: string,
  t: (key: MessageKey) => string,
) {
  const key = table[code];
  return key ? t(key) : code;
}

/** "1 · Top agent"; members and other accounts by the players page's names. */
export function agentTypeName(type: number, t: (key: MessageKey) => string): string {
  const key = AGENT_TYPE_LABEL[type];
  return key ? `${type} · ${t(key)}` : playerTypeName(type, t);
}
