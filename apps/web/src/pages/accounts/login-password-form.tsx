import { type LoginValue, LoginVerificationValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginInput, login } from '../../api/accounts';
import { CheckboxField, FormError, PasswordField, TextField } from '../../components/form/fields';
import { forgetUsername, rememberedUsername, rememberUsername } from '../../forms/remembered-username';
import { captchaError, collectErrors, type FieldErrors, hasErrors, required } from '../../forms/rules';
import { CaptchaField } from './captcha-field';
import { captchaDemanded, errorCode, failureText, failureValue } from './failure';
import { useCaptcha } from './use-captcha';
import type { LoginMethod } from './use-complete-login';

type Field = 'username' | 'password' | 'captcha';

type Props = {
  onLoggedIn: (value: LoginValue, method: LoginMethod) => void;
  onVerification: (verification: LoginVerificationValue) => void;
  /** Without it (the agent login page) there is no forgot-password link. */
  onForgotPassword?: () => void;
  /** The login call: the player site's by default; the agent centre passes its own. */
  submitLogin?: (input: LoginInput) => Promise<LoginValue>;
};

/** Username + password, with the captcha once the server asks for it. */
export function LoginPasswordForm({
  onLoggedIn,
  onVerification,
  onForgotPassword,
  submitLogin = login,
}: Props) {
  const { t } = useTranslation();
  const [remembered] = useState(rememberedUsername);
  const [username, setUsername] = useState(remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== '');
  const [answer, setAnswer] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha(captchaShown);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = collectErrors<Field>({
      username: required(username) ? { key: 'error_login_required' } : null,
      password: required(password) ? { key: 'error_login_required' } : null,
      captcha: captchaShown ? captchaError(answer) : null,
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const value = await submitLogin({
        username: username.trim(),
        password,
        type: 'username',
        ...(captchaShown && captcha.value
          ? { captcha: answer.trim(), captchaId: captcha.value.captchaId }
          : {}),
      });
      if (remember) rememberUsername(username.trim());
      else forgetUsername();
      onLoggedIn(value, 'password');
    } catch (error) {
      const wasShown = captchaShown;
      const verification = LoginVerificationValue.safeParse(failureValue(error));
      if (errorCode(error) === 'VERIFICATION_REQUIRED' && verification.success) {
        if (remember) rememberUsername(username.trim());
        onVerification(verification.data);
        return;
      }
      // The answer is single use: any failure after showing the captcha needs a new image.
      // (The first image loads when the box appears.)
      if (wasShown) captcha.renew();
      if (captchaDemanded(error) || wasShown) {
        setCaptchaShown(true);
        setAnswer('');
      }
      if (errorCode(error) === 'INVALID_CAPTCHA') {
        // First time the box shows: ask for the answer; afterwards the answer given was wrong.
        setErrors({
          captcha: wasShown ? { text: failureText(error, t) } : { key: 'error_captcha_required' },
        });
      } else setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-form="login-username">
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
        spellCheck={false}
        maxLength={64}
        placeholder={t('username_placeholder')}
      />
      <PasswordField
        name="password"
        label={t('password')}
        markRequired
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        maxLength={128}
        placeholder={t('password_placeholder')}
      />
      {captchaShown && (
        <CaptchaField captcha={captcha} value={answer} onValueChange={setAnswer} error={errors.captcha} />
      )}
      <div className="form-row">
        <CheckboxField name="remember" checked={remember} onCheckedChange={setRemember}>
          {t('remember_username')}
        </CheckboxField>
        {onForgotPassword && (
          <button
            type="button"
            className="link-button"
            onClick={onForgotPassword}
            data-action="forgot-password"
          >
            {t('forgot_password')}
          </button>
        )}
      </div>
      <FormError message={failure} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('logging_in') : t('login')}
      </button>
    </form>
  );
}
