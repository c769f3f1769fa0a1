import { type ReactNode, useId } from 'react';
import { useI18n } from './i18n';

/** A labelled form field with its error right beside it (aria-invalid + aria-describedby). */
export function Field(props: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (control: { id: string; invalid: boolean; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, invalid: Boolean(props.error), describedBy })}
      {props.hint && (
        <p className="field__hint" id={hintId}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="field__error" id={errorId} role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The whole form's outcome: a failure not tied to one field, or the saved notice. */
export function FormOutcome({ error, saved }: { error?: string | null | undefined; saved?: string | null }) {
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (saved)
    return (
      <p className="form-saved" role="status">
        {saved}
      </p>
    );
  return null;
}

export function formatTime(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(language === 'bn' ? 'bn-BD' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** A list filter: a labelled select whose first choice, "All" (the empty value), filters nothing. */
export function FilterSelect(props: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label}>
      {({ id }) => (
        <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{props.allLabel}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A form's Save (submit, off while busy) and Cancel buttons. */
export function SaveCancel({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <div className="actions">
      <button type="submit" className="button" disabled={busy}>
        {t('save')}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
