import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { FormOutcome, ReasonField, SaveCancel } from './forms';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';

/** The reason of an audited action: at least this long, at most REASON_MAX characters. */
const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The reason's error before anything is sent (too short or too long), or nothing. */
export function reasonError(reason: string, t: (key: MessageKey) => string): string | undefined {
  const length = reason.trim().length;
  if (length < REASON_MIN) return t('pl_reason_required');
  if (length > REASON_MAX) return t('pl_reason_too_long');
  return undefined;
}

/** What an action answers that the operator must see before the dialog closes. */
export type ActionOutcome =
  | { kind: 'password'; caption: string; text: string }
  | { kind: 'saved'; text: string };

/**
 * One audited action (on a player, an operator, the agent network): its button opens a modal
 * dialog asking to confirm, with the action's own fields (`children`) and the reason kept in the
 * audit trail; the outcome (a temporary password shown once, or what changed) replaces the form
 * until Done.
 */
export function ActionDialog(props: {
  action: string;
  label: string;
  /** The dialog's accessible name (default: the label). */
  title?: string;
  /** A filled button rather than a ghost one. */
  primary?: boolean;
  danger?: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  confirm: string;
  /** The audited reason's field; left out for an action whose request takes none (an offer, a run). */
  reason?: { value: string; onChange: (value: string) => void; error?: string | undefined };
  busy: boolean;
  failure: string | null;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  outcome: ActionOutcome | null;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (props.open) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [props.open]);

  const { outcome } = props;
  return (
    <>
      <button
        type="button"
        className={`button ${props.primary ? '' : 'button--ghost'}${props.danger ? ' button--danger' : ''}`}
        data-action={props.action}
        onClick={props.onOpen}
      >
        {props.label}
      </button>
      <dialog
        ref={dialog}
        className="dialog"
        onCancel={props.onClose}
        aria-label={props.title ?? props.label}
      >
        {outcome ? (
          <div data-testid={`${props.action}-outcome`}>
            {outcome.kind === 'password' ? (
              <>
                <p>{outcome.caption}</p>
                <p className="secret" data-testid="temporary-password">
                  {outcome.text}
                </p>
              </>
            ) : (
              <FormOutcome saved={outcome.text} />
            )}
            <div className="actions">
              <button type="button" className="button" onClick={props.onClose}>
                {t('pl_done')}
              </button>
            </div>
          </div>
        ) : (
          <form className="form-grid form-grid--single" onSubmit={props.onSubmit} noValidate>
            <p>{props.confirm}</p>
            {props.children}
            {props.reason && (
              <ReasonField
                value={props.reason.value}
                onChange={props.reason.onChange}
                error={props.reason.error}
                maxLength={REASON_MAX}
              />
            )}
            <FormOutcome error={props.failure} />
            <SaveCancel busy={props.busy} onCancel={props.onClose} submitLabel={props.submitLabel} />
          </form>
        )}
      </dialog>
    </>
  );
}
