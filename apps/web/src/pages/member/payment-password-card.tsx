import type { PaymentPasswordStatusValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changePaymentPassword,
  paymentPasswordKey,
  setPaymentPassword,
  usePaymentPasswordStatus,
} from '../../api/payment-password';
import { FormError, PasswordField } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { type FieldError, serverFieldErrors } from '../../forms/rules';
import { MEMBER_NS } from '../../i18n/member/register';
import { useSessionToken } from '../../stores/session';
import { errorCode, failureText, failureValue } from '../accounts/failure';

const FIELDS = [
  'loginPassword',
  'oldPaymentPassword',
  'newPaymentPassword',
  'confirmNewPaymentPassword',
] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, FieldError>>;

/** Codes that name the secret the member typed to prove who they are. */
const PROOF_CODES = new Set([
  'LOGIN_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_LOCKED',
]);

/**
 * The security centre's payment password card (decision 0021): set the first one with the login
 * password, or change it with the current one.
 */
export function PaymentPasswordCard() {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const status = usePaymentPasswordStatus();
  return (
    <section
      className="security__card"
      aria-labelledby="security-payment-password"
      data-section="payment-password"
    >
      <header className="security__card-head">
        <Icon name="lock" size={22} />
        <h2 id="security-payment-password" className="security__card-title">
          {t('pay_pw_title')}
        </h2>
        {status.data && (
          <span
            className={`security__badge security__badge--${status.data.isSet ? 'on' : 'off'}`}
            data-payment-password-state={status.data.isSet ? 'set' : 'not-set'}
          >
            {status.data.isSet ? t('pay_pw_status_on') : t('pay_pw_status_off')}
          </span>
        )}
      </header>
      {status.isPending ? (
        <InlineLoader />
      ) : status.isError ? (
        <FormError message={failureText(status.error, tRoot)} />
      ) : (
        <PaymentPasswordForm status={status.data} />
      )}
    </section>
  );
}

function PaymentPasswordForm({ status }: { status: PaymentPasswordStatusValue }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const [values, setValues] = useState<Record<Field, string>>({
    loginPassword: '',
    oldPaymentPassword: '',
    newPaymentPassword: '',
    confirmNewPaymentPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const proofField: Field = status.isSet ? 'oldPaymentPassword' : 'loginPassword';

  const update = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function check(): Errors {
    const found: Errors = {};
    const required = { text: t('field_required') };
    for (const field of [proofField, 'newPaymentPassword', 'confirmNewPaymentPassword'] as const) {
      if (values[field] === '') found[field] = required;
    }
    if (!found.confirmNewPaymentPassword && values.confirmNewPaymentPassword !== values.newPaymentPassword) {
      found.confirmNewPaymentPassword = { text: t('pay_pw_mismatch') };
    }
    return found;
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    setSaved(false);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    const fresh = {
      newPaymentPassword: values.newPaymentPassword,
      confirmNewPaymentPassword: values.confirmNewPaymentPassword,
    };
    try {
      if (status.isSet)
        await changePaymentPassword({ oldPaymentPassword: values.oldPaymentPassword, ...fresh });
      else await setPaymentPassword({ loginPassword: values.loginPassword, ...fresh });
      setValues({
        loginPassword: '',
        oldPaymentPassword: '',
        newPaymentPassword: '',
        confirmNewPaymentPassword: '',
      });
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: paymentPasswordKey(token) });
    } catch (caught) {
      const code = errorCode(caught) ?? '';
      if (PROOF_CODES.has(code)) setErrors({ [proofField]: { text: failureText(caught, tRoot) } });
      else if (code === 'VALIDATION_FAILED') {
        const fieldErrors = serverFieldErrors(failureValue(caught), FIELDS);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else setFailure(failureText(caught, tRoot));
      } else setFailure(failureText(caught, tRoot));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form security__form" onSubmit={send} noValidate data-form="payment-password">
      <p className="security__text">{t('pay_pw_intro')}</p>
      {status.lockedSeconds > 0 && (
        <p className="security__hint" data-payment-password-locked>
          {t('pay_pw_locked', { minutes: Math.ceil(status.lockedSeconds / 60) })}
        </p>
      )}
      <PasswordField
        name={proofField}
        label={status.isSet ? t('pay_pw_old') : t('pay_pw_login_password')}
        markRequired
        value={values[proofField]}
        onValueChange={update(proofField)}
        error={errors[proofField]}
        autoComplete={status.isSet ? 'off' : 'current-password'}
        maxLength={128}
      />
      <PasswordField
        name="newPaymentPassword"
        label={t('pay_pw_new')}
        markRequired
        value={values.newPaymentPassword}
        onValueChange={update('newPaymentPassword')}
        error={errors.newPaymentPassword}
        placeholder={t('pay_pw_placeholder')}
        autoComplete="off"
        inputMode="numeric"
        maxLength={12}
      />
      <PasswordField
        name="confirmNewPaymentPassword"
        label={t('pay_pw_confirm')}
        markRequired
        value={values.confirmNewPaymentPassword}
        onValueChange={update('confirmNewPaymentPassword')}
        error={errors.confirmNewPaymentPassword}
        autoComplete="off"
        inputMode="numeric"
        maxLength={12}
      />
      <FormError message={failure} />
      {saved && (
        <p className="security__hint" role="status" data-payment-password-saved>
          {t('pay_pw_saved')}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('saving') : status.isSet ? t('pay_pw_change') : t('pay_pw_set')}
      </button>
    </form>
  );
}
