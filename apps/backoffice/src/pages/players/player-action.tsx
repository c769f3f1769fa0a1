import type { PlayerAdjustValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { ActionDialog, type ActionOutcome, reasonError } from '../../action-dialog';
import { Field, type FieldErrors, TextField, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, useApiMutation } from '../../query';

export type PlayerActionId = 'freeze' | 'unfreeze' | 'reset-password' | 'reset-totp' | 'adjust';
type FieldName = 'direction' | 'amount' | 'reason';
const FIELDS: readonly FieldName[] = ['direction', 'amount', 'reason'];
/** The server's own amount pattern (PlayerAdjustRequest); the site currency's decimals it checks itself. */
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;
const newRequestId = () => `bo-${crypto.randomUUID()}`;

/**
 * One player action: the button opens a dialog that asks to confirm, with the reason (kept in the
 * audit trail) and, for a balance adjustment, the direction and amount beside it. Nothing is sent
 * while a field is wrong; the server's refusals appear beside their field. The adjustment's
 * request id is made once per dialog and kept across retries, so a retry after a lost answer
 * moves money once; it is renewed only after a success.
 */
export function PlayerAction(props: {
  playerId: string;
  action: PlayerActionId;
  label: MessageKey;
  confirm: MessageKey;
  danger?: boolean;
  /** The site currency, for the adjustment's amount. */
  currency?: string;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  // The player's detail shows the change; the list, the audit trail and (for money) the dashboard too.
  const send = useApiMutation<(Partial<PlayerAdjustValue> & { temporaryPassword?: string }) | null>([
    boKeys.players,
    boKeys.audit,
    boKeys.dashboard,
  ]);
  const adjust = props.action === 'adjust';

  const close = () => {
    setOpen(false);
    setAmount('');
    setReason('');
    setOutcome(null);
    reset();
  };

  const check = (): FieldErrors<FieldName> => {
    const found: FieldErrors<FieldName> = {};
    const trimmed = amount.trim();
    if (adjust && (!AMOUNT_PATTERN.test(trimmed) || Number(trimmed) === 0))
      found.amount = t('pl_amount_invalid');
    const badReason = reasonError(reason, t);
    if (badReason) found.reason = badReason;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const path = `/bo/api/players/${encodeURIComponent(props.playerId)}/${props.action}`;
    const body = adjust
      ? { requestId, direction, amount: amount.trim(), reason: reason.trim() }
      : { reason: reason.trim() };
    const value = await run(check(), () => send.mutateAsync({ path, body }), {
      PLAYER_ADJUST_AMOUNT_INVALID: 'amount',
      WALLET_INSUFFICIENT_FUNDS: 'amount',
    });
    if (value === undefined) return;
    if (value?.temporaryPassword)
      setOutcome({ kind: 'password', caption: t('pl_temporary_password'), text: value.temporaryPassword });
    else if (adjust && value?.balanceBefore !== undefined) {
      setRequestId(newRequestId());
      setOutcome({
        kind: 'saved',
        text: t('pl_adjusted')
          .replace('{before}', value.balanceBefore)
          .replace('{after}', value.balanceAfter ?? ''),
      });
    } else close();
  };

  const signed = `${direction === 'credit' ? '+' : '−'}${amount.trim() || '0'} ${props.currency ?? ''}`;
  return (
    <ActionDialog
      action={props.action}
      label={t(props.label)}
      primary={adjust}
      danger={props.danger ?? false}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={t(props.confirm)}
      reason={{ value: reason, onChange: setReason, error: errors.reason }}
      busy={busy}
      failure={failure}
      submitLabel={adjust ? `${t('pl_confirm')} ${signed}` : t('pl_confirm')}
      onSubmit={submit}
      outcome={outcome}
    >
      {adjust && (
        <>
          <Field label={t('pl_direction')} error={errors.direction}>
            {({ id }) => (
              <select
                id={id}
                name="direction"
                value={direction}
                onChange={(event) => setDirection(event.target.value === 'debit' ? 'debit' : 'credit')}
              >
                <option value="credit">{t('pl_credit')}</option>
                <option value="debit">{t('pl_debit')}</option>
              </select>
            )}
          </Field>
          <TextField
            name="amount"
            label={`${t('pl_amount')} (${props.currency ?? ''})`}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
          />
        </>
      )}
    </ActionDialog>
  );
}
