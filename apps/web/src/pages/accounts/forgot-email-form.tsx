import type { LoginValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordEmail, resetPasswordByEmail } from '../../api/member';
import { FormError, TextField } from '../../components/form/fields';
import {
  codeError,
  collectErrors,
  confirmError,
  emailError,
  type FieldErrors,
  hasErrors,
  required,
} from '../../forms/rules';
import { useLanguage } from '../../stores/language';
import { errorCode, failureText } from './failure';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordError, useNewPasswordRule } from './password-rule';

type Field = 'username' | 'email' | 'code' | 'newPassword' | 'confirmNewPassword';
type Step = { name: 'request' } | { name: 'reset'; maskedEmail: string };

/** Forgot password by email: ask for a code, then the code and a new password; that logs in. */
export function ForgotEmailForm({ onLoggedIn }: { onLoggedIn: (value: LoginValue) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const newPasswordRule = useNewPasswordRule();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(found: FieldErrors<Field>, action: () => Promise<void>) {
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const codeOfError = errorCode(error);
      if (codeOfError === 'INVALID_VERIFICATION_CODE' || codeOfError === 'VERIFICATION_CODE_EXPIRED') {
        setErrors({ code: { text: failureText(error, t) } });
      } else setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(
      collectErrors<Field>({
        username: required(username),
        email: emailError(email),
        code: null,
        newPassword: null,
        confirmNewPassword: null,
      }),
      async () => {
        const sent = await requestPasswordEmail({ username: username.trim(), email: email.trim() });
        setStep({ name: 'reset', maskedEmail: sent.maskedEmail });
      },
    );
  }

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rule = await newPasswordRule();
    const found = collectErrors<Field>({
      username: null,
      email: null,
      code: codeError(code),
      newPassword: newPasswordError(rule, newPassword, language),
      confirmNewPassword: confirmError(newPassword, confirmation),
    });
    void run(found, async () => {
      const value = await resetPasswordByEmail({
        username: username.trim(),
        code: code.trim(),
        newPassword,
        confirmNewPassword: confirmation,
      });
      onLoggedIn(value);
    });
  }

  if (step.name === 'reset') {
    return (
      <form className="form" onSubmit={reset} noValidate data-form="forgot-email-reset">
        <p className="form-note" role="status">
          {t('reset_code_sent', { target: step.maskedEmail })}
        </p>
        <TextField
          name="code"
          label={t('email_code')}
          markRequired
          icon="key"
          value={code}
          onValueChange={setCode}
          error={errors.code}
          autoComplete="one-time-code"
          maxLength={255}
          placeholder={t('email_code_placeholder')}
        />
        <NewPasswordFields
          newPassword={newPassword}
          confirmation={confirmation}
          onNewPassword={setNewPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <FormError message={failure} />
        <button type="submit" className="button button--primary button--wide" disabled={busy}>
          {t('reset_password')}
        </button>
        <button type="button" className="link-button" onClick={() => setStep({ name: 'request' })}>
          {t('send_again')}
        </button>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={requestCode} noValidate data-form="forgot-email">
      <TextField
        name="username"
        label={t('username')}
        markRequired
        icon="user"
        value={username}
        onValueChange={setUsername}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="off"
        maxLength={64}
        placeholder={t('username_placeholder')}
      />
      <TextField
        name="email"
        label={t('email')}
        markRequired
        icon="mail"
        type="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
        placeholder={t('email_placeholder')}
      />
      <FormError message={failure} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('sending') : t('send_reset_code')}
      </button>
    </form>
  );
}
