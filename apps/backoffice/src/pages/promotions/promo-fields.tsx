import { Field } from '../../forms';

/** The promotion forms' controls the console's forms.tsx has no twin of: a select, a date and time, a check box. */

export function SelectField<V extends string>(props: {
  name: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <Field label={props.label} error={props.error} {...(props.hint ? { hint: props.hint } : {})}>
      {({ id, invalid, describedBy }) => (
        <select
          id={id}
          name={props.name}
          value={props.value}
          disabled={props.disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = props.options.find((option) => option.value === event.target.value);
            if (chosen) props.onChange(chosen.value);
          }}
        >
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

/** A local date and time (datetime-local); the form turns it into an ISO instant. */
export function DateTimeField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <Field label={props.label} error={props.error} {...(props.hint ? { hint: props.hint } : {})}>
      {({ id, invalid, describedBy }) => (
        <input
          id={id}
          name={props.name}
          type="datetime-local"
          value={props.value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function CheckField(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <div className="promo-check">
      <label className="check">
        <input
          type="checkbox"
          name={props.name}
          checked={props.checked}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        {props.label}
      </label>
      {props.error && (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
