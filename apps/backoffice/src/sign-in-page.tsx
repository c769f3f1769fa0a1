import { type FormEvent, useId, useState } from 'react';
import { useI18n } from './i18n';
import { LanguageSwitch } from './language-switch';
import type { MessageKey } from './messages';
import './sign-in.css';

type Field = 'username' | 'password' | 'totp';
type Errors = Partial<Record<Field, MessageKey>>;

const TOTP_PATTERN = /^\d{6}$/;
/** Input bounds: long enough for any real value, short enough to stop pasted junk. */
const MAX_USERNAME_LENGTH = 64;
const MAX_PASSWORD_LENGTH = 128;

function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = 'required';
  if (!values.password) errors.password = 'required';
  if (!values.totp) errors.totp = 'required';
  else if (!TOTP_PATTERN.test(values.totp)) errors.totp = 'totp_invalid';
  return errors;
}

/**
 * The operator sign-in screen. Operator authentication (password + TOTP) is built in a later
 * issue; until then a valid-looking submission explains that the console is not available yet.
 */
export function SignInPage() {
  const { t } = useI18n();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', totp: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSubmitted(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setSubmitted(Object.keys(found).length === 0);
  };

  const errorOf = (field: Field) => {
    const key = errors[field];
    return key ? (
      <p className="field__error" id={`${id}-${field}-error`} role="alert">
        {t(key)}
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
              {t('totp_hint')}
            </p>
            {errorOf('totp')}
          </div>
          <button type="submit" className="button">
            {t('sign_in')}
          </button>
          {submitted && (
            <p className="notice" role="status" data-testid="not-available">
              {t('not_available')}
            </p>
          )}
        </form>
      </main>
    </div>
  );
}

function BrandMark() {
  return (
    <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="bo-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd35a" />
          <stop offset="1" stopColor="#ff8a00" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#bo-mark)" />
      <path d="M20 14h8v15l13-15h10L36 31l16 19H41L28 35v15h-8z" fill="#0b1020" />
    </svg>
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
