import { type FormEvent, useId, useState } from 'react';
import { BoApiError } from './api';
import { BrandMark } from './brand-mark';
import { useI18n } from './i18n';
import { LanguageSwitch } from './language-switch';
import type { MessageKey } from './messages';
import { useSession } from './session';
import './sign-in.css';

type Field = 'username' | 'password' | 'totp';
type Errors = Partial<Record<Field, string>>;

const TOTP_PATTERN = /^\d{6}$/;
/** Input bounds: long enough for any real value, short enough to stop pasted junk. */
const MAX_USERNAME_LENGTH = 64;
const MAX_PASSWORD_LENGTH = 128;

function validate(values: Record<Field, string>): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  if (!values.username.trim()) errors.username = 'required';
  if (!values.password) errors.password = 'required';
  // Empty at the first sign-in: the authenticator is enrolled next (decision 0036).
  if (values.totp && !TOTP_PATTERN.test(values.totp)) errors.totp = 'totp_invalid';
  return errors;
}

/**
 * The operator sign-in screen: username, password and the authenticator code (all three are
 * checked by POST /bo/api/session/login; a wrong one is not named, so the error is the form's).
 * `ended`: the last session ended on the server (idle time-out).
 */
export function SignInPage({ ended = false }: { ended?: boolean }) {
  const { t } = useI18n();
  const { login } = useSession();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', totp: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await login({
        username: values.username.trim(),
        password: values.password,
        ...(values.totp ? { totp: values.totp } : {}),
      });
    } catch (error) {
      if (error instanceof BoApiError) {
        const fields = error.fieldMessages();
        setErrors({ username: fields.username, password: fields.password, totp: fields.totp });
        if (Object.keys(fields).length === 0) setFormError(error.message);
        // A used or wrong code cannot be sent again: the next one is needed.
        setValues((current) => ({ ...current, totp: '' }));
      } else setFormError(String(error));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: Field) => {
    const message = errors[field];
    return message ? (
      <p className="field__error" id={`${id}-${field}-error`} role="alert">
        {message}
      </p>
    ) : null;
  };

  return (
    <div className="sign-in">
      <aside className="sign-in__brand">
        <div className="brand">
          <BrandMark />
          <span className="brand__name">{t('brand_name')}</span>
          <span className="brand__console">{t('console_name')}</span>
        </div>
        <div className="sign-in__pitch">
          <p className="sign-in__headline">{t('brand_headline')}</p>
          <p className="sign-in__text">{t('brand_text')}</p>
        </div>
        <p className="sign-in__security">
          <ShieldIcon />
          {t('security_note')}
        </p>
      </aside>
      <main className="sign-in__main">
        <div className="sign-in__top">
          <LanguageSwitch />
        </div>
        <form className="card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} className="card__title">
            {t('sign_in_title')}
          </h1>
          <p className="card__intro">{t('sign_in_intro')}</p>
          {ended && (
            <p className="notice" role="status" data-testid="session-ended">
              {t('session_ended')}
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-username`}>{t('username')}</label>
            <input
              id={`${id}-username`}
              name="username"
              autoComplete="username"
              maxLength={MAX_USERNAME_LENGTH}
              value={values.username}
              onChange={(event) => update('username', event.target.value)}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? `${id}-username-error` : undefined}
            />
            {errorOf('username')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('password')}</label>
            <div className="field__row">
              <input
                id={`${id}-password`}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                maxLength={MAX_PASSWORD_LENGTH}
                value={values.password}
                onChange={(event) => update('password', event.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? `${id}-password-error` : undefined}
              />
              <button
                type="button"
                className="field__toggle"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
              >
                {showPassword ? t('hide_password') : t('show_password')}
              </button>
            </div>
            {errorOf('password')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-totp`}>{t('totp_code')}</label>
            <input
              id={`${id}-totp`}
              name="totp"
              className="field__code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              value={values.totp}
              onChange={(event) => update('totp', event.target.value.replace(/\D/g, ''))}
              aria-invalid={errors.totp ? true : undefined}
              aria-describedby={`${id}-totp-hint${errors.totp ? ` ${id}-totp-error` : ''}`}
            />
            <p className="field__hint" id={`${id}-totp-hint`}>
              {t('totp_hint')} {t('sign_in_first_time')}
            </p>
            {errorOf('totp')}
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('sign_in')}
          </button>
          {formError && (
            <p className="form-error" role="alert" data-testid="sign-in-error">
              {formError}
            </p>
          )}
        </form>
      </main>
    </div>
  );
}

function ShieldIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M12 3 20 6v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}
