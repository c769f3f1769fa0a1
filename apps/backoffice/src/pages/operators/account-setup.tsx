import { OPERATOR_PASSWORD_MIN_LENGTH, type OperatorTotpEnrolmentValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { BrandMark } from '../../brand-mark';
import { Field, type FieldErrors, FormOutcome, TextField, TitledSection, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import { LanguageSwitch } from '../../language-switch';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { useOperator, useSession } from '../../session';
import { TotpQr } from './totp-qr';
import '../ops.css';
import './operators.css';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const CODE_FIELDS = ['code'] as const;

/**
 * The operator's own account set-up (decision 0036), shown instead of the console while an owner
 * set their password or they have no authenticator yet: the server answers nothing else until
 * then (OPERATOR_SETUP_REQUIRED). First the password, then the authenticator.
 */
export function AccountSetup() {
  const { t } = useI18n();
  const operator = useOperator();
  const { logout } = useSession();
  return (
    <div className="op-setup" data-page="account-setup">
      <header className="op-setup__top">
        <BrandMark size={32} />
        <div className="op-setup__controls">
          <LanguageSwitch />
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            {t('sign_out')}
          </button>
        </div>
      </header>
      <h1 className="page__title">{t('setup_title')}</h1>
      <p>{t('setup_intro')}</p>
      {operator.setup.changePassword && <PasswordStep />}
      {operator.setup.enrolTotp &&
        (operator.setup.changePassword ? (
          <section className="section">
            <h2 className="section__title">{t('setup_totp_title')}</h2>
            <p className="notice">{t('setup_first_password')}</p>
          </section>
        ) : (
          <TotpStep />
        ))}
    </div>
  );
}

function PasswordStep() {
  const { t } = useI18n();
  const { refresh } = useSession();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { errors, failure, busy, run } = useFormSubmit(PASSWORD_FIELDS);
  const change = useApiMutation<null>([]);

  const check = (): FieldErrors<PasswordField> => {
    const found: FieldErrors<PasswordField> = {};
    if (!values.currentPassword) found.currentPassword = t('required');
    if (values.newPassword.length < OPERATOR_PASSWORD_MIN_LENGTH)
      found.newPassword = t('op_password_too_short');
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = t('setup_passwords_differ');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const done = await run(
      check(),
      () => change.mutateAsync({ path: '/bo/api/session/password', body }).then(() => true),
      { OPERATOR_PASSWORD_INCORRECT: 'currentPassword', OPERATOR_PASSWORD_REUSED: 'newPassword' },
    );
    if (done) await refresh();
  };

  const input = (field: PasswordField, label: string, hint?: string) => (
    <TextField
      name={field}
      label={label}
      type="password"
      autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
      value={values[field]}
      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
      error={errors[field]}
      {...(hint ? { hint } : {})}
    />
  );

  return (
    <TitledSection id="setup-password" title={t('setup_password_title')}>
      <form className="form-grid form-grid--single" onSubmit={submit} noValidate data-testid="setup-password">
        {input('currentPassword', t('setup_current_password'))}
        {input('newPassword', t('setup_new_password'), t('setup_new_password_hint'))}
        {input('confirmPassword', t('setup_confirm_password'))}
        <FormOutcome error={failure} />
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </TitledSection>
  );
}

function TotpStep() {
  const { t } = useI18n();
  const { refresh } = useSession();
  // The secret shown must stay the one being confirmed: asked once while the step is open, and
  // forgotten when it closes.
  const enrolmentQuery = useApiQuery<OperatorTotpEnrolmentValue>(
    boKeys.totpEnrolment,
    '/bo/api/session/totp',
    undefined,
    {
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    },
  );
  const enrolment = enrolmentQuery.data ?? null;
  const loadError = enrolmentQuery.error ? failureText(enrolmentQuery.error) : null;
  const [code, setCode] = useState('');
  const { errors, failure, busy, run } = useFormSubmit(CODE_FIELDS);
  const confirm = useApiMutation<null>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<'code'> = /^\d{6}$/.test(code) ? {} : { code: t('totp_invalid') };
    const done = await run(
      found,
      () => confirm.mutateAsync({ path: '/bo/api/session/totp', body: { code } }).then(() => true),
      { INVALID_VERIFICATION_CODE: 'code', TOTP_CODE_USED: 'code' },
    );
    if (done) await refresh();
    else setCode('');
  };

  return (
    <TitledSection id="setup-totp" title={t('setup_totp_title')}>
      <FormOutcome error={loadError} />
      {enrolment && (
        <form className="form-grid form-grid--single" onSubmit={submit} noValidate data-testid="setup-totp">
          <p>{t('setup_totp_steps')}</p>
          <TotpQr url={enrolment.otpauthUrl} />
          <p>
            {t('setup_totp_key')}:{' '}
            <span className="secret" data-testid="totp-secret">
              {enrolment.secret}
            </span>
          </p>
          <p>
            <a className="link" href={enrolment.otpauthUrl}>
              {t('setup_totp_link')}
            </a>
          </p>
          <Field label={t('setup_totp_code')} error={errors.code}>
            {({ id, invalid, describedBy }) => (
              <input
                id={id}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="000000"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <FormOutcome error={failure} />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {t('setup_confirm')}
            </button>
          </div>
        </form>
      )}
    </TitledSection>
  );
}
