import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ActionDialog, type ActionOutcome, reasonError } from './action-dialog';
import { type FieldErrors, useFormSubmit } from './forms';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';
import { type ApiCall, useApiMutation } from './query';

const FIELDS: readonly 'reason'[] = ['reason'];

/**
 * An audited action that takes only a reason (terminate a contract, approve or reject a
 * dividend, void a sportsbook event): the button opens a dialog asking to confirm with the
 * reason; the server's refusal (translated) stays in the dialog. On success, with `outcome`, what
 * the answer says stays on screen until Done; without it the dialog closes and `onDone` is told.
 * The queries under `invalidates` are asked again then — not before, since the row holding this
 * dialog may leave the table with them.
 */
export function ReasonAction<T = unknown>(props: {
  action: string;
  label: MessageKey;
  /** The dialog's accessible name (default: the label). */
  title?: string;
  confirm: string;
  danger?: boolean;
  submitLabel?: MessageKey;
  call: (reason: string) => ApiCall;
  invalidates: readonly QueryKey[];
  outcome?: (value: T) => string;
  onDone?: (text: string) => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  const send = useApiMutation<T>([]);

  const refresh = () => {
    for (const queryKey of props.invalidates) void client.invalidateQueries({ queryKey });
  };
  const close = () => {
    if (outcome) refresh();
    setOpen(false);
    setReason('');
    setOutcome(null);
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<'reason'> = {};
    const bad = reasonError(reason, t);
    if (bad) found.reason = bad;
    const answered = await run(found, async () => ({
      value: await send.mutateAsync(props.call(reason.trim())),
    }));
    if (answered === undefined) return;
    if (props.outcome) {
      setOutcome({ kind: 'saved', text: props.outcome(answered.value) });
      return;
    }
    refresh();
    close();
    props.onDone?.(t('saved'));
  };

  return (
    <ActionDialog
      action={props.action}
      label={t(props.label)}
      {...(props.title ? { title: props.title } : {})}
      danger={props.danger ?? false}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={props.confirm}
      reason={{ value: reason, onChange: setReason, error: errors.reason }}
      busy={busy}
      failure={failure}
      submitLabel={t(props.submitLabel ?? 'pl_confirm')}
      onSubmit={submit}
      outcome={outcome}
    />
  );
}
