import type { LoginValue, RegisterField, RegisterSettingValue, RegistrationMode } from '@khela/contract';
import { type FormEvent, Fragment, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { register } from '../../api/member';
import { e164 } from '../../api/phone-provider';
import { useCountries } from '../../api/system';
import { checkAffiliateCode } from '../../api/verification';
import { PATHS } from '../../app/paths';
import { AlertDialog } from '../../components/dialog/alert-dialog';
import { CheckboxField, FormError } from '../../components/form/fields';
import {
  countryByDialingCode,
  type FieldErrors,
  hasErrors,
  nationalNumber,
  serverFieldErrors,
} from '../../forms/rules';
import { useFormat } from '../../i18n/use-format';
import { useLanguage } from '../../stores/language';
import { CaptchaField } from './captcha-field';
import { errorCode, failureText } from './failure';
import { MobileField } from './mobile-field';
import { RegisterFieldInput } from './register-field-input';
import {
  captchaAtSubmit,
  captchaShown,
  EMPTY_REGISTER_VALUES,
  isRequired,
  phoneProofNeeded,
  phoneProviderOf,
  type RegisterCheck,
  type RegisterValues,
  registerPayload,
  validateRegister,
  visibleFields,
} from './register-model';
import { SmsCodeField } from './sms-code-field';
import { useCaptcha } from './use-captcha';
import { providerFailureKey, requestProviderCode, usePhoneProviderCode } from './use-phone-provider-code';
import { requestCode, useSmsCode } from './use-sms-code';

type Props = {
  setting: RegisterSettingValue;
  mode: RegistrationMode;
  onRegistered: (value: LoginValue) => void;
};

type Warning = 'terms' | 'invitation' | null;

/** The register form for one mode: server-driven fields, SMS code, captcha, age and terms. */
export function RegisterForm({ setting, mode, onRegistered }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const countries = useCountries();
  const [searchParams] = useSearchParams();
  const agentCode = (searchParams.get('referralCode') ?? '').trim().slice(0, 64);
  // A member's invite link (/register?ref=CODE, decision 0056): a referral code, not an agent's code.
  const referralCode = agentCode || (searchParams.get('ref') ?? '').trim().slice(0, 16);
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...EMPTY_REGISTER_VALUES,
    affiliateCode: setting.fields.affiliateCode.enabled ? agentCode : '',
  }));
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<RegisterCheck>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<Warning>(null);
  const [busy, setBusy] = useState(false);
  const withCaptcha = captchaShown(setting, mode);
  const captcha = useCaptcha(withCaptcha);
  // The code comes from this site, or from the external phone provider (decision 0087).
  const provider = phoneProviderOf(setting, mode);
  const ownSms = useSmsCode('register');
  const providerSms = usePhoneProviderCode(provider);
  const sms = provider ? providerSms : ownSms;
  const fields = visibleFields(setting, mode);
  const country = countryByDialingCode(countries.data, values.countryDialingCode);

  /** A change also clears that field's error: it is checked again at the next submit. */
  const set = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** The number must validate before a code is sent; the captcha guards our send. */
  function sendCode() {
    if (provider) {
      const { errors: found } = requestProviderCode(providerSms, {
        country,
        countryDialingCode: values.countryDialingCode,
        mobile: values.mobileNum,
      });
      setErrors((current) => ({ ...current, ...found }));
      return;
    }
    const { errors: found, asked } = requestCode(sms, {
      country,
      countryDialingCode: values.countryDialingCode,
      mobile: values.mobileNum,
      answer: values.captcha,
      captcha,
    });
    setErrors((current) => ({ ...current, ...found }));
    // The answer is single use: the registration (or another code) needs a new one.
    if (asked) setValues((current) => ({ ...current, captcha: '' }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    // Terms first (a warning, and stop), then every field, then the affiliate code.
    if (!termsAccepted) {
      setWarning('terms');
      return;
    }
    const found = validateRegister({ setting, mode, values, ageConfirmed, country, language });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const affiliateCode = values.affiliateCode.trim();
      if (fields.includes('affiliateCode') && affiliateCode && !(await checkAffiliateCode(affiliateCode))) {
        setWarning('invitation');
        return;
      }
      const phoneProof = await proveNumber();
      if (phoneProof === null) return;
      const body = registerPayload(setting, mode, values, {
        referralCode,
        captchaId: captcha.value?.captchaId,
        ageConfirmed,
        termsAccepted,
        country,
        phoneProof,
      });
      onRegistered(await register(mode, body));
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  /**
   * With the provider, the typed code for its ID token ("a failure in external phone verification
   * aborts registration"): undefined when no proof is needed, null when the provider refused.
   */
  async function proveNumber(): Promise<{ channel: string; idToken: string } | undefined | null> {
    if (!provider || !phoneProofNeeded(setting, mode, values)) return undefined;
    const phoneNumber = e164(
      country?.countryDialingCode ?? values.countryDialingCode,
      nationalNumber(country, values.mobileNum),
    );
    try {
      return {
        channel: provider.channel,
        idToken: await providerSms.prove(phoneNumber, values.verificationCode.trim()),
      };
    } catch (error) {
      const key = providerFailureKey(error);
      if (key === 'phone_err_number') setErrors({ mobileNum: { key } });
      else if (key === 'network_error' || key === 'phone_err_unknown') setFailure(t(key));
      else setErrors({ verificationCode: { key } });
      return null;
    }
  }

  function showFailure(error: unknown) {
    if (captchaAtSubmit(setting, mode)) {
      setValues((current) => ({ ...current, captcha: '' }));
      captcha.renew();
    }
    const code = errorCode(error);
    if (code === 'INVITATION_CODE_ERROR') {
      setWarning('invitation');
      return;
    }
    if (code === 'INVALID_CAPTCHA') {
      setErrors({ captcha: { text: failureText(error, t) } });
      return;
    }
    const fromServer = serverFieldErrors(error instanceof ApiError ? error.value : null, [
      ...fields,
      'captcha',
    ]);
    // The server refused the provider's proof: the next try needs a new code.
    if (code === 'PHONE_VERIFICATION_FAILED' || code === 'VERIFICATION_CODE_EXPIRED') providerSms.forget();
    if (hasErrors(fromServer)) setErrors(fromServer);
    else if (
      code === 'INVALID_VERIFICATION_CODE' ||
      code === 'VERIFICATION_CODE_EXPIRED' ||
      code === 'MISSING_VERIFICATION_CODE' ||
      code === 'PHONE_VERIFICATION_FAILED'
    ) {
      setErrors({ verificationCode: { text: failureText(error, t) } });
    } else if (code === 'MOBILE_TAKEN' || code === 'INVALID_PHONE_FORMAT' || code === 'PHONE_NUMBER_LENGTH') {
      setErrors({ mobileNum: { text: failureText(error, t) } });
    } else if (code === 'USERNAME_TAKEN') {
      setErrors({ username: { text: failureText(error, t) } });
    } else {
      setFailure(failureText(error, t));
    }
  }

  const captchaField = withCaptcha && (
    <CaptchaField
      captcha={captcha}
      value={values.captcha}
      onValueChange={set('captcha')}
      error={errors.captcha}
      maxLength={Math.max(setting.fields.captcha.maxLength, 4)}
    />
  );

  return (
    <form className="form" onSubmit={submit} noValidate data-form={`register-${mode}`}>
      {fields.map((field) => {
        if (field === 'mobileNum') {
          return (
            <MobileField
              key={field}
              dialingCode={values.countryDialingCode}
              onDialingCodeChange={set('countryDialingCode')}
              mobile={values.mobileNum}
              onMobileChange={set('mobileNum')}
              error={errors.mobileNum}
              markRequired={isRequired(setting, mode, 'mobileNum')}
            />
          );
        }
        if (field === 'verificationCode') {
          // The captcha comes first here: its answer is what lets the code be sent.
          return (
            <Fragment key={field}>
              {captchaField}
              <SmsCodeField
                sms={sms}
                value={values.verificationCode}
                onValueChange={set('verificationCode')}
                error={errors.verificationCode}
                onSend={sendCode}
                markRequired={isRequired(setting, mode, 'verificationCode')}
              />
            </Fragment>
          );
        }
        return (
          <RegisterFieldInput
            key={field}
            field={field}
            value={values[field]}
            onValueChange={set(field)}
            error={errors[field]}
            required={isRequired(setting, mode, field)}
            maxLength={setting.fields[field].maxLength}
            hint={mode === 'mobile' && field === 'username' ? t('username_optional_hint') : undefined}
          />
        );
      })}
      {!fields.includes('verificationCode') && captchaField}
      <CheckboxField
        name="ageConfirmed"
        checked={ageConfirmed}
        onCheckedChange={(checked) => {
          setAgeConfirmed(checked);
          setErrors((current) => ({ ...current, ageConfirmed: undefined }));
        }}
        error={errors.ageConfirmed}
      >
        {t('age_confirm', { age: format.plainInteger(setting.minimumAge) })}
      </CheckboxField>
      <CheckboxField name="termsAccepted" checked={termsAccepted} onCheckedChange={setTermsAccepted}>
        <Trans
          i18nKey="terms_accept"
          components={{ terms: <Link to={PATHS.terms} target="_blank" rel="noopener" /> }}
        />
      </CheckboxField>
      <FormError message={failure} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('registering') : t('register_submit')}
      </button>
      {warning === 'terms' && (
        <AlertDialog
          name="terms-warning"
          title={t('warning')}
          message={t('terms_warning')}
          onConfirm={() => setWarning(null)}
        />
      )}
      {warning === 'invitation' && (
        <AlertDialog
          name="invitation-code-error"
          title={t('warning')}
          message={t('invitation_code_error')}
          onConfirm={() => setWarning(null)}
        />
      )}
    </form>
  );
}
