import type { LoginValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordByPhone } from '../../api/member';
import { useCountries } from '../../api/system';
import { FormError } from '../../components/form/fields';
import {
  codeError,
  collectErrors,
  confirmError,
  countryByDialingCode,
  type FieldErrors,
  hasErrors,
  mobileError,
  nationalNumber,
} from '../../forms/rules';
import { useLanguage } from '../../stores/language';
import { CaptchaField } from './captcha-field';
import { errorCode, failureText } from './failure';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordError, useNewPasswordRule } from './password-rule';
import { SmsCodeField } from './sms-code-field';
import { useCaptcha } from './use-captcha';
import { requestCode, useSmsCode } from './use-sms-code';

type Field = 'mobileNum' | 'captcha' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

/** Forgot password by phone: SMS code and a new password; success logs in. */
export function ForgotMobileForm({ onLoggedIn }: { onLoggedIn: (value: LoginValue) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const newPasswordRule = useNewPasswordRule();
  const countries = useCountries();
  const sms = useSmsCode('noLogin');
  const captcha = useCaptcha(true);
  const [answer, setAnswer] = useState('');
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const country = countryByDialingCode(countries.data, dialingCode);

  /** The number must validate first; the captcha guards the send. */
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
    const rule = await newPasswordRule();
    const found = collectErrors<Field>({
      mobileNum: mobileError(country, mobile),
      captcha: null,
      verificationCode: codeError(code),
      newPassword: newPasswordError(rule, newPassword, language),
      confirmNewPassword: confirmError(newPassword, confirmation),
    });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const value = await resetPasswordByPhone({
        mobileNum: nationalNumber(country, mobile),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
        newPassword,
        confirmNewPassword: confirmation,
      });
      onLoggedIn(value);
    } catch (error) {
      const codeOfError = errorCode(error);
      if (
        codeOfError === 'INVALID_VERIFICATION_CODE' ||
        codeOfError === 'VERIFICATION_CODE_EXPIRED' ||
        codeOfError === 'MISSING_VERIFICATION_CODE'
      ) {
        setErrors({ verificationCode: { text: failureText(error, t) } });
      } else setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-form="forgot-mobile">
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
      <NewPasswordFields
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPassword={setNewPassword}
        onConfirmation={setConfirmation}
        errors={errors}
      />
      <FormError message={failure} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('sending') : t('reset_and_login')}
      </button>
    </form>
  );
}
