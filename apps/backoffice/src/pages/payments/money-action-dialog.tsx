import { PAYOUT_REFERENCE_PATTERN } from '@khela/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BoApiError } from '../../api';
import { Field, FormOutcome, SaveCancel } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatMoney } from '../../numbers';

/** A decision that moves money (or closes a claim about it): always confirmed in this dialog. */
export type MoneyAction = {
  kind:
    | 'approve-deposit'
    | 'reject-deposit'
    | 'approve-withdrawal'
    | 'reject-withdrawal'
    | 'payout'
    | 'resolve-dispute';
  /** The deposit's, withdrawal's or dispute's id (what the path names). */
  id: string;
  amount: string;
  currency: string;
  /** The player's username (or id when the name is unknown). */
  player: string;
};

const TEXTS: Record<MoneyAction['kind'], { title: MessageKey; question: MessageKey }> = {
  'approve-deposit': { title: 'pay_approve', question: 'cs_confirm_approve_deposit' },
  'reject-deposit': { title: 'pay_reject', question: 'cs_confirm_reject' },
  'approve-withdrawal': { title: 'pay_approve', question: 'cs_confirm_approve_withdrawal' },
  'reject-withdrawal': { title: 'pay_reject', question: 'cs_confirm_reject' },
  payout: { title: 'pay_mark_paid', question: 'cs_confirm_payout' },
  'resolve-dispute': { title: 'pay_resolve', question: 'cs_confirm_resolve' },
};

/** The API path and body of an action. */
export function requestOf(action: MoneyAction, input: { text: string; outcome: 'paid' | 'refund' }) {
  const base = action.kind.endsWith('deposit')
    ? `/bo/api/payments/deposits/${action.id}`
    : action.kind === 'resolve-dispute'
      ? `/bo/api/payments/disputes/${action.id}`
      : `/bo/api/payments/withdrawals/${action.id}`;
  switch (action.kind) {
    case 'approve-deposit':
    case 'approve-withdrawal':
      return { path: `${base}/approve`, body: {} };
    case 'reject-deposit':
    case 'reject-withdrawal':
      return { path: `${base}/reject`, body: { reason: input.text.trim() } };
    case 'payout':
      return { path: `${base}/payout`, body: { reference: input.text.trim() } };
    case 'resolve-dispute':
      return { path: `${base}/resolve`, body: { outcome: input.outcome, note: input.text.trim() } };
  }
}

/**
 * The confirmation of a money action, as a modal dialog naming the amount and the player: no
 * approval, rejection, payout or dispute decision goes out on a single click. Rejections ask for
 * the reason, payouts for the channel's reference, disputes for the outcome and the evidence.
 */
export function MoneyActionDialog(props: {
  action: MoneyAction;
  onCancel: () => void;
  onSubmit: (path: string, body: unknown) => Promise<void>;
}) {
  const { t, language } = useI18n();
  const { action } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<'paid' | 'refund'>('paid');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dialog.current?.showModal?.();
  }, []);

  const needsText = action.kind !== 'approve-deposit' && action.kind !== 'approve-withdrawal';
  const payout = action.kind === 'payout';
  const dispute = action.kind === 'resolve-dispute';
  const title = t(TEXTS[action.kind].title);
  const amount = formatMoney(action.amount, action.currency, language);

  const localError = (): string | undefined => {
    if (payout)
      return PAYOUT_REFERENCE_PATTERN.test(text.trim()) ? undefined : t('cs_payout_reference_invalid');
    if (needsText && text.trim().length < 2) return t('pay_reason_required');
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = localError();
    setFieldError(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      const request = requestOf(action, { text, outcome });
      await props.onSubmit(request.path, request.body);
    } catch (caught) {
      if (caught instanceof BoApiError) {
        const fields = caught.fieldMessages();
        const beside = fields.reference ?? fields.reason ?? fields.note;
        if (beside) setFieldError(beside);
        else if (caught.code === 'WITHDRAWAL_PAYOUT_REFERENCE_INVALID') setFieldError(caught.message);
        else setFailure(caught.message);
      } else setFailure(String(caught));
    } finally {
      setBusy(false);
    }
  };

  const textLabel = payout ? 'cs_payout_reference' : dispute ? 'pay_evidence' : 'pay_reason';
  return (
    <dialog
      ref={dialog}
      className="dialog"
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
      aria-label={t('cs_confirm_title').replace('{action}', title)}
      data-testid="money-action-dialog"
    >
      <form className="form-grid form-grid--single" onSubmit={submit} noValidate>
        <h2 className="section__title">
          {title} #{action.id}
        </h2>
        <p data-testid="money-action-question">
          {t(TEXTS[action.kind].question).replace('{amount}', amount).replace('{player}', action.player)}
        </p>
        {dispute && (
          <Field label={t('pay_outcome')}>
            {({ id }) => (
              <select
                id={id}
                value={outcome}
                onChange={(event) => setOutcome(event.target.value === 'refund' ? 'refund' : 'paid')}
              >
                <option value="paid">{t('pay_outcome_paid')}</option>
                <option value="refund">{t('pay_outcome_refund')}</option>
              </select>
            )}
          </Field>
        )}
        {needsText && (
          <Field
            label={t(textLabel)}
            error={fieldError}
            {...(payout ? { hint: t('cs_payout_reference_hint') } : {})}
          >
            {({ id, invalid, describedBy }) =>
              payout ? (
                <input
                  id={id}
                  value={text}
                  maxLength={64}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => setText(event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              ) : (
                <textarea
                  id={id}
                  value={text}
                  maxLength={dispute ? 1000 : 200}
                  onChange={(event) => setText(event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )
            }
          </Field>
        )}
        <FormOutcome error={failure} />
        <SaveCancel busy={busy} onCancel={props.onCancel} submitLabel={t('cs_confirm')} />
      </form>
    </dialog>
  );
}
