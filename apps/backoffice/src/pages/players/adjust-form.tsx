import type { PlayerAdjustValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { BoApiError, boRequest } from '../../api';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';

type Errors = Partial<Record<'amount' | 'reason', string>>;
const newRequestId = () => `bo-${crypto.randomUUID()}`;

/**
 * Balance adjustment: credit or debit of the cash balance with a reason, confirmed first. The
 * request id is made once per form and kept across retries, so a retry after a lost answer moves
 * money once; it is renewed only after a success.
 */
export function AdjustForm(props: { playerId: string; currency: string; onDone: () => void }) {
  const { t } = useI18n();
  const [requestId, setRequestId] = useState(newRequestId);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!/^\d{1,12}(\.\d{1,6})?$/.test(amount.trim()) || Number(amount) === 0)
      found.amount = t('pl_amount_invalid');
    if (reason.trim().length < 3) found.reason = t('pl_reason_required');
    setErrors(found);
    setSaved(null);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (
      !window.confirm(
        `${t('pl_confirm_adjust')} ${direction === 'credit' ? '+' : '−'}${amount.trim()} ${props.currency}`,
      )
    )
      return;
    setBusy(true);
    try {
      const value = await boRequest<PlayerAdjustValue>(
        `/bo/api/players/${encodeURIComponent(props.playerId)}/adjust`,
        {
          method: 'POST',
          body: { requestId, direction, amount: amount.trim(), reason: reason.trim() },
        },
      );
      setSaved(
        t('pl_adjusted').replace('{before}', value.balanceBefore).replace('{after}', value.balanceAfter),
      );
      setRequestId(newRequestId());
      setAmount('');
      setReason('');
      props.onDone();
    } catch (caught) {
      if (caught instanceof BoApiError) {
        const fields = caught.fieldMessages();
        if (caught.code === 'PLAYER_ADJUST_AMOUNT_INVALID' || caught.code === 'WALLET_INSUFFICIENT_FUNDS')
          setErrors({ amount: caught.message });
        else if (fields.amount || fields.reason) setErrors({ amount: fields.amount, reason: fields.reason });
        else setFailure(caught.message);
      } else setFailure(String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form-grid"
      onSubmit={submit}
      noValidate
      aria-label={t('pl_adjust')}
      data-testid="adjust-form"
    >
      <h3 className="section__title">{t('pl_adjust')}</h3>
      <Field label={t('pl_direction')}>
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
      <Field label={`${t('pl_amount')} (${props.currency})`} error={errors.amount}>
        {({ id, invalid, describedBy }) => (
          <input
            id={id}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field label={t('pl_reason')} error={errors.reason} hint={t('pl_reason_hint')}>
        {({ id, invalid, describedBy }) => (
          <input
            id={id}
            name="adjust-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {t('pl_adjust')}
        </button>
      </div>
      <FormOutcome error={failure} saved={saved} />
    </form>
  );
}
