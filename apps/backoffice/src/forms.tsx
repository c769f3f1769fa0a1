import { type ReactNode, useCallback, useId, useState } from 'react';
import { BoApiError } from './api';
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

/** A form's Save (submit, off while busy; or `submitLabel`) and Cancel buttons. */
export function SaveCancel({
  busy,
  onCancel,
  submitLabel,
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="actions">
      <button type="submit" className="button" disabled={busy}>
        {submitLabel ?? t('save')}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's sending: busy while the request runs; the client's errors (nothing is sent while there
 * are any) and the server's field errors beside their fields; a refusal `fieldOfCode` ties to a
 * field (a business rule such as too many decimals) beside it too; anything else is the form's.
 */
export function useFormSubmit<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T,>(
      found: FieldErrors<F>,
      send: () => Promise<T>,
      fieldOfCode: Partial<Record<string, F>> = {},
    ): Promise<T | undefined> => {
      setErrors(found);
      setFailure(null);
      if (Object.values(found).some(Boolean)) return undefined;
      setBusy(true);
      try {
        return await send();
      } catch (caught) {
        if (!(caught instanceof BoApiError)) {
          setFailure(String(caught));
          return undefined;
        }
        const messages = caught.fieldMessages();
        const byField: FieldErrors<F> = {};
        for (const field of fields) if (messages[field]) byField[field] = messages[field];
        const codeField = fieldOfCode[caught.code];
        if (codeField) byField[codeField] = caught.message;
        setErrors(byField);
        // A field the form does not show (or no field at all): the form's own error.
        if (Object.keys(byField).length < Math.max(1, Object.keys(messages).length))
          setFailure(caught.message);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [fields],
  );
  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);
  return { errors, failure, busy, run, reset };
}

/** A text box's (or text area's) props: tied to its Field (id, error and hint), its value and change. */
function textControl(
  control: { id: string; invalid: boolean; describedBy: string | undefined },
  props: { name: string; value: string; maxLength?: number | undefined; onChange: (value: string) => void },
) {
  return {
    id: control.id,
    name: props.name,
    maxLength: props.maxLength,
    value: props.value,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
    'aria-invalid': control.invalid || undefined,
    'aria-describedby': control.describedBy,
  };
}

/**
 * A labelled text (or password) box with its hint and its error beside it. Without `autoComplete`
 * the browser offers nothing (`off`); `maxLength` is the server's limit when it has one.
 */
export function TextField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  maxLength?: number;
}) {
  return (
    <Field label={props.label} error={props.error} {...(props.hint ? { hint: props.hint } : {})}>
      {(control) => (
        <input
          {...textControl(control, props)}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
        />
      )}
    </Field>
  );
}

/** A page section with its heading, the section named by it (`aria-labelledby`). */
export function TitledSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={props.id}>
      <h2 className="section__title" id={props.id}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

type TextAreaProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  maxLength?: number;
  rows?: number;
};

/** A labelled text box with its hint and its error beside it. */
export function TextAreaField(props: TextAreaProps & { label: string; hint: string; name: string }) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {(control) => <textarea {...textControl(control, props)} rows={props.rows} />}
    </Field>
  );
}

/** The reason of an audited change (kept in the audit trail), with its error beside it. */
export function ReasonField(props: TextAreaProps & { maxLength: number }) {
  const { t } = useI18n();
  return <TextAreaField {...props} name="reason" label={t('pl_reason')} hint={t('pl_reason_hint')} />;
}
