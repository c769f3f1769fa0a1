import type { LoginValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/accounts';
import { useCountries } from '../../api/system';
import { FormError } from '../../components/form/fields';
import {
  captchaError,
  codeError,
  collectErrors,
  countryByDialingCode,
  type FieldErrors,
  hasErrors,
  mobileError,
  nationalNumber,
} from '../../forms/rules';
import { CaptchaField } from './captcha-field';
import { captchaDemanded, errorCode, failureText } from './failure';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';
import { useCaptcha } from './use-captcha';
import type { LoginMethod } from './use-complete-login';
import { requestCode, useSmsCode } from './use-sms-code';

type Field = 'mobileNum' | 'verificationCode' | 'captcha';

/** Mobile number + SMS code (the SMS tab, shown when the SMS-login flag is on). */
export function LoginSmsForm({
  onLoggedIn,
}: {
  onLoggedIn: (value: LoginValue, method: LoginMethod) => void;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState('');
  /** After failed logins the server wants the captcha with the login too, not only with the send. */
  const [captchaDemandedAtLogin, setCaptchaDemandedAtLogin] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Sending a code always needs the captcha (it guards the SMS), so it is always shown here.
  const captcha = useCaptcha(true);
  const sms = useSmsCode('noLogin');
  const country = countryByDialingCode(countries.data, dialingCode);

  function sendCode() {
    const { errors: found, asked } = requestCode(sms, {
      country,
      countryDialingCode: dialingCode,
      mobile,
      answer,
      captcha,
    });
    setErrors((current) => ({ ...current, ...found }));
    if (asked) setAnswer('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = collectErrors<Field>({
      mobileNum: mobileError(country, mobile),
      verificationCode: codeError(code),
      captcha: captchaDemandedAtLogin ? captchaError(answer) : null,
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const value = await login({
        username: nationalNumber(country, mobile),
        password: code.trim(),
        type: 'sms',
        countryDialingCode: dialingCode,
        ...(captchaDemandedAtLogin && captcha.value
          ? { captcha: answer.trim(), captchaId: captcha.value.captchaId }
          : {}),
      });
      onLoggedIn(value, 'sms');
    } catch (error) {
      const wasShown = captchaDemandedAtLogin;
      if (captchaDemanded(error)) setCaptchaDemandedAtLogin(true);
      if (captchaDemandedAtLogin || captchaDemanded(error)) {
        setAnswer('');
        captcha.renew();
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
    <form className="form" onSubmit={submit} noValidate data-form="login-sms">
      <MobileField
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        mobile={mobile}
        onMobileChange={setMobile}
        error={errors.mobileNum}
      />
      <CaptchaField captcha={captcha} value={answer} onValueChange={setAnswer} error={errors.captcha} />
      <SmsCodeField
        sms={sms}
        value={code}
        onValueChange={setCode}
        error={errors.verificationCode}
        onSend={sendCode}
      />
      <FormError message={failure} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('logging_in') : t('login')}
      </button>
    </form>
  );
}
