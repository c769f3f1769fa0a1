import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BoApiError, boRequest } from '../../api';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';

/** A player action that needs a reason: the button opens a confirm dialog with the reason beside it. */
export function ReasonAction(props: {
  playerId: string;
  action: 'freeze' | 'unfreeze' | 'reset-password' | 'reset-totp';
  label: MessageKey;
  confirm: MessageKey;
  danger?: boolean;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);

  useEffect(() => {
    if (open) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [open]);

  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
    setFailure(null);
    if (password) props.onDone();
    setPassword(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t('pl_reason_required'));
      return;
    }
    setBusy(true);
    try {
      const value = await boRequest<{ temporaryPassword?: string } | null>(
        `/bo/api/players/${encodeURIComponent(props.playerId)}/${props.action}`,
        { method: 'POST', body: { reason: reason.trim() } },
      );
      if (value?.temporaryPassword) setPassword(value.temporaryPassword);
      else {
        close();
        props.onDone();
      }
    } catch (caught) {
      if (caught instanceof BoApiError) {
        const fields = caught.fieldMessages();
        if (fields.reason) setError(fields.reason);
        else setFailure(caught.message);
      } else setFailure(String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--ghost${props.danger ? ' button--danger' : ''}`}
        data-action={props.action}
        onClick={() => setOpen(true)}
      >
        {t(props.label)}
      </button>
      <dialog ref={dialog} className="dialog" onCancel={close} aria-label={t(props.label)}>
        {password ? (
          <div>
            <p>{t('pl_temporary_password')}</p>
            <p className="secret" data-testid="temporary-password">
              {password}
            </p>
            <div className="actions">
              <button type="button" className="button" onClick={close}>
                {t('pl_done')}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <p>{t(props.confirm)}</p>
            <Field label={t('pl_reason')} error={error} hint={t('pl_reason_hint')}>
              {({ id, invalid, describedBy }) => (
                <textarea
                  id={id}
                  name="reason"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <FormOutcome error={failure} />
            <div className="actions">
              <button type="submit" className="button" disabled={busy}>
                {t('pl_confirm')}
              </button>
              <button type="button" className="button button--ghost" onClick={close}>
                {t('pl_cancel')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
