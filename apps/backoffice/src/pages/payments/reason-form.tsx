import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { Field, SaveCancel } from '../../forms';
import { useI18n } from '../../i18n';

export type Pending =
  | { kind: 'reject-deposit'; id: string }
  | { kind: 'reject-withdrawal'; id: string }
  | { kind: 'resolve-dispute'; id: string };

/** A rejection's reason, or a dispute's outcome and the evidence it rests on. */
export function ReasonForm(props: {
  pending: Pending;
  onCancel: () => void;
  onSubmit: (body: unknown) => Promise<void>;
}) {
  const { t } = useI18n();
  const dispute = props.pending.kind === 'resolve-dispute';
  const [text, setText] = useState('');
  const [outcomeChoice, setOutcomeChoice] = useState<'paid' | 'refund'>('paid');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setError(t('pay_reason_required'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await props.onSubmit(dispute ? { outcome: outcomeChoice, note: text.trim() } : { reason: text.trim() });
    } catch (failure) {
      if (failure instanceof BoApiError) {
        const fields = failure.fieldMessages();
        setError(fields.reason ?? fields.note ?? failure.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="section"
      onSubmit={submit}
      noValidate
      aria-label={t(dispute ? 'pay_resolve' : 'pay_reject')}
    >
      <h2 className="section__title">
        {t(dispute ? 'pay_resolve' : 'pay_reject')} #{props.pending.id}
      </h2>
      {dispute && (
        <Field label={t('pay_outcome')}>
          {({ id }) => (
            <select
              id={id}
              value={outcomeChoice}
              onChange={(event) => setOutcomeChoice(event.target.value as 'paid' | 'refund')}
            >
              <option value="paid">{t('pay_outcome_paid')}</option>
              <option value="refund">{t('pay_outcome_refund')}</option>
            </select>
          )}
        </Field>
      )}
      <Field label={t(dispute ? 'pay_evidence' : 'pay_reason')} error={error}>
        {({ id, invalid, describedBy }) => (
          <textarea
            id={id}
            value={text}
            maxLength={dispute ? 1000 : 200}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <SaveCancel busy={busy} onCancel={props.onCancel} />
    </form>
  );
}
