import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaymentPasswordStatus } from '../../api/payment-password';
import { PATHS } from '../../app/paths';
import { PasswordField } from '../../components/form/fields';
import type { FieldError } from '../../forms/rules';
import { MEMBER_NS } from '../../i18n/member/register';

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  /** The field's problem: its own check (`paymentPasswordProblem`) or the server's answer. */
  error?: FieldError | null | undefined;
  /** data-field name, for the form's tests; `paymentPassword` unless told. */
  name?: string;
};

/** Digits only as typed (the rule is 6 digits by default; the server checks the site's rule). */
const digitsOnly = (input: string) => input.replace(/\D/g, '').slice(0, 12);

/**
 * The payment password input of the money forms (withdraw, transfers; decision 0021). When the
 * member has none yet it says so and links to the security centre, where it is set.
 */
export function PaymentPasswordField({ value, onValueChange, error, name = 'paymentPassword' }: Props) {
  const { t } = useTranslation(MEMBER_NS);
  const status = usePaymentPasswordStatus();
  const notSet = status.data?.isSet === false;
  return (
    <div className="payment-password" data-payment-password={notSet ? 'not-set' : 'set'}>
      <PasswordField
        name={name}
        label={t('pay_pw_label')}
        markRequired
        value={value}
        onValueChange={(typed) => onValueChange(digitsOnly(typed))}
        error={error}
        placeholder={t('pay_pw_placeholder')}
        autoComplete="off"
        inputMode="numeric"
        maxLength={12}
        disabled={notSet}
      />
      {notSet && (
        <p className="field__hint" data-payment-password-missing>
          {t('pay_pw_not_set')} <Link to={PATHS.securityCenter}>{t('pay_pw_set_link')}</Link>
        </p>
      )}
    </div>
  );
}

/** The form's own check before sending: only that something was typed (the server checks the rest). */
export function paymentPasswordProblem(value: string, requiredText: string): FieldError | null {
  return value === '' ? { text: requiredText } : null;
}

/** Server codes that belong under the payment password field rather than above the form. */
export const PAYMENT_PASSWORD_CODES: ReadonlySet<string> = new Set([
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_LOCKED',
  'PAYMENT_PASSWORD_NOT_SET',
]);
