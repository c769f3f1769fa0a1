import { type FormEvent, useState } from 'react';
import { ActionDialog, reasonError } from '../../action-dialog';
import { type FieldErrors, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import type { ApiCall } from '../../query';
import { useAgentChange } from './agents-api';

const FIELDS: readonly 'reason'[] = ['reason'];

/**
 * An audited agent-network action that takes only a reason (terminate a contract, approve or
 * reject a dividend): the button opens a dialog asking to confirm with the reason; the server's
 * refusal (translated) stays in the dialog; success closes it and tells the tab (`onDone`).
 */
export function ReasonAction(props: {
  action: string;
  label: MessageKey;
  confirm: string;
  danger?: boolean;
  call: (reason: string) => ApiCall;
  onDone: (text: string) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { errors, failure, busy, run, reset } = useFormSubmit(FIELDS);
  const send = useAgentChange<unknown>();

  const close = () => {
    setOpen(false);
    setReason('');
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<'reason'> = {};
    const bad = reasonError(reason, t);
    if (bad) found.reason = bad;
    const value = await run(found, async () => (await send.mutateAsync(props.call(reason.trim()))) ?? true);
    if (value === undefined) return;
    close();
    props.onDone(t('saved'));
  };

  return (
    <ActionDialog
      action={props.action}
      label={t(props.label)}
      danger={props.danger ?? false}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={props.confirm}
      reason={{ value: reason, onChange: setReason, error: errors.reason }}
      busy={busy}
      failure={failure}
      submitLabel={t('pl_confirm')}
      onSubmit={submit}
      outcome={null}
    />
  );
}
