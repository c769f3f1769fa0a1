import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../forms/rules';
import { Icon, type IconName } from '../icons/icon';
import { useErrorText } from './use-error-text';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'>;

type FieldProps = InputProps & {
  /** The form's field name: data-field, for tests and server field errors. */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  /** Marks the label with * (items marked * are required). */
  markRequired?: boolean;
  icon?: IconName;
  /** Before the input inside the box (e.g. the country code select). */
  leading?: ReactNode;
  /** After the input inside the box (a toggle, a send-code button, the captcha image). */
  trailing?: ReactNode;
  hint?: string;
};

/** A labelled input with its error under it (field errors appear under each field). */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  markRequired,
  icon,
  leading,
  trailing,
  hint,
  ...input
}: FieldProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy = errorText ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`field${errorText ? ' field--invalid' : ''}`} data-field={name}>
      <label className="field__label" htmlFor={id}>
        {label}
        {markRequired && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="field__box">
        {icon && <Icon name={icon} size={18} className="field__icon" />}
        {leading}
        <input
          {...input}
          id={id}
          name={name}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          aria-required={markRequired || undefined}
        />
        {trailing}
      </div>
      {errorText ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {errorText}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A password with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      icon={props.icon ?? 'lock'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? t('password_hide') : t('password_show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}

type CheckboxProps = {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: FieldError | null;
};

export function CheckboxField({ name, checked, onCheckedChange, children, error }: CheckboxProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  return (
    <div className={`checkbox${errorText ? ' checkbox--invalid' : ''}`} data-field={name}>
      <input
        id={id}
        type="checkbox"
        name={name}
        className="checkbox__input"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="checkbox__label">
        {children}
      </label>
      {errorText && (
        <p id={`${id}-error`} className="field__error checkbox__error" role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A failure of the whole form (wrong password, too many requests …), above the submit button. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" data-form-error>
      <Icon name="alert" size={18} />
      <span>{message}</span>
    </p>
  );
}
