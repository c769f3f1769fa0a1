import type { MessageKey } from '../../messages';

/**
 * A bet record's status as the console says it (the player detail's bets): a rolled-back round
 * is a void, whether a game failed or a sports bet was voided before it paid (issue 19).
 */
const BET_STATUS_LABEL: Record<string, MessageKey> = {
  open: 'pl_bet_status_open',
  settled: 'pl_bet_status_settled',
  rolled_back: 'pl_bet_status_rolled_back',
};

/** The label of a status, or the status as it came when the console has none for it. */
export function betStatusLabel(status: string, t: (key: MessageKey) => string): string {
  const key = BET_STATUS_LABEL[status];
  return key ? t(key) : status;
}
