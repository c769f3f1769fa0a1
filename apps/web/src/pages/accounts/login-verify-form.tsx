import type { LoginValue, LoginVerificationValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyLogin } from '../../api/accounts';
import { FormError, TextField } from '../../components/form/fields';
import { codeError, type FieldError, required } from '../../forms/rules';
import type { MessageKey } from '../../i18n/bn';
import { errorCode, failureText } from './failure';
import type { LoginMethod } from './use-complete-login';

const INTRO: Record<LoginVerificationValue['method'], MessageKey> = {
  mobile: 'verify_intro_mobile',
  email: 'verify_intro_email',
  bankName: 'verify_intro_bank',
  totp: 'verify_intro_totp',
};

type Props = {
  verification: LoginVerificationValue;
  onLoggedIn: (value: LoginValue, method: LoginMethod) => void;
  onBack: () => void;
};

/**
 * Extra verification for a login from an address the account has not used:
 * a code sent by SMS or email, the authenticator code, or the bank account name.
 */
export function LoginVerifyForm({ verification, onLoggedIn, onBack }: Props) {
  const { t } = useTranslation();
  const byBankName = verification.method === 'bankName';
  const [input, setInput] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = byBankName ? required(input) : codeError(input);
    setError(problem);
    setFailure(null);
    if (problem || busy) return;
    setBusy(true);
    try {
      const value = await verifyLogin({
        verificationToken: verification.verificationToken,
        ...(byBankName ? { bankAccountName: input.trim() } : { code: input.trim() }),
      });
      onLoggedIn(value, 'password');
    } catch (caught) {
      const code = errorCode(caught);
      if (
        code === 'INVALID_VERIFICATION_CODE' ||
        code === 'BANK_ACCOUNT_NAME_MISMATCH' ||
        code === 'TOTP_CODE_USED'
      ) {
        setError({ text: failureText(caught, t) });
      } else {
        setFailure(failureText(caught, t));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-form="login-verify">
      <p className="form-note">{t(INTRO[verification.method], { target: verification.maskedTarget })}</p>
      <TextField
        name={byBankName ? 'bankAccountName' : 'code'}
        label={byBankName ? t('bank_account_name') : t('verification_code')}
        markRequired
        icon={byBankName ? 'wallet' : 'key'}
        value={input}
        onValueChange={setInput}
        error={error}
        autoComplete={byBankName ? 'off' : 'one-time-code'}
        inputMode={byBankName ? 'text' : 'numeric'}
        maxLength={byBankName ? 100 : 255}
      />
      <FormError message={failure} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('verifying') : t('verify_and_login')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('back_to_login')}
      </button>
    </form>
  );
}
