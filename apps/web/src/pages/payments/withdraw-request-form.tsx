import type { WithdrawOptionsValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../api/session';
import { requestWithdrawal, withdrawKeys } from '../../api/withdrawals';
import { FormError, TextField } from '../../components/form/fields';
import { isAmountText } from '../../forms/amount';
import type { FieldError } from '../../forms/rules';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { errorCode, failureText } from '../accounts/failure';
import {
  PAYMENT_PASSWORD_CODES,
  PaymentPasswordField,
  paymentPasswordProblem,
} from '../member/payment-password-field';
import { paymentMethodName } from './payment-method-name';
import { feePreview } from './withdraw-model';

const AMOUNT_CODES = new Set([
  'PAYMENT_AMOUNT_INVALID',
  'PAYMENT_AMOUNT_BELOW_MIN',
  'PAYMENT_AMOUNT_ABOVE_MAX',
  'WALLET_INSUFFICIENT_FUNDS',
  'WITHDRAWAL_DAILY_AMOUNT_EXCEEDED',
  // More than the cash a bonus still being wagered leaves free (decision 0051).
  'BONUS_WAGERING_LOCKED',
]);

/** Choose an account, type the amount (the method's limits shown) and the payment password. */
export function WithdrawRequestForm({ options }: { options: WithdrawOptionsValue }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  // The answer's own currency: the server parses this withdrawal's amount by it.
  const currency = currencyCodeOr(options.currency);
  const [accountId, setAccountId] = useState(options.accounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ amount?: FieldError; password?: FieldError }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const account = options.accounts.find((a) => a.id === accountId) ?? options.accounts[0];
  const method = options.methods.find((m) => m.code === account?.methodCode);
  if (!account || !method) return null;
  const money = (value: string) => format.money(value, options.currency);
  const preview = isAmountText(amount, currency) ? feePreview(amount, method, currency) : null;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      amount:
        amount === ''
          ? { text: t('wd_field_required') }
          : isAmountText(amount, currency)
            ? undefined
            : { text: t('wd_amount_invalid') },
      password: paymentPasswordProblem(password, t('wd_field_required')) ?? undefined,
    };
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (found.amount || found.password || busy || !account) return;
    setBusy(true);
    try {
      const created = await requestWithdrawal({
        payoutAccountId: account.id,
        amount,
        paymentPassword: password,
        requestId,
      });
      setDone(t('wd_submitted', { amount: money(created.amount) }));
      setAmount('');
      setPassword('');
      setRequestId(crypto.randomUUID());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'balance'] }),
      ]);
    } catch (error) {
      const code = errorCode(error) ?? '';
      const text = { text: failureText(error, tRoot) };
      if (AMOUNT_CODES.has(code)) setErrors({ amount: text });
      else if (PAYMENT_PASSWORD_CODES.has(code)) setErrors({ password: text });
      else setFailure(text.text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="withdraw__card withdraw__form"
      data-form="withdraw"
      onSubmit={(e) => void send(e)}
      noValidate
    >
      <h2>{t('wd_form_title')}</h2>
      <div className="field" data-field="payoutAccountId">
        <span className="field__label">{t('wd_choose_account')}</span>
        <fieldset className="withdraw__choices" aria-label={t('wd_choose_account')}>
          {options.accounts.map((a) => (
            <button
              key={a.id}
              type="button"
              aria-pressed={a.id === account.id}
              data-account={a.id}
              className={`withdraw__choice${a.id === account.id ? ' withdraw__choice--on' : ''}`}
              onClick={() => setAccountId(a.id)}
            >
              {paymentMethodName(a.provider, t)} <span translate="no">{a.number}</span>
            </button>
          ))}
        </fieldset>
      </div>
      <TextField
        name="amount"
        label={t('wd_amount')}
        markRequired
        inputMode="decimal"
        maxLength={16}
        value={amount}
        onValueChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
        error={errors.amount}
        hint={t('wd_limits', { min: money(method.min), max: money(method.max), count: method.dailyCount })}
      />
      {preview && (
        <p className="withdraw__hint" data-fee-preview>
          {t('wd_fee', { fee: money(preview.fee), payout: money(preview.payout) })}
        </p>
      )}
      <PaymentPasswordField value={password} onValueChange={setPassword} error={errors.password} />
      <FormError message={failure} />
      {done && (
        <p className="withdraw__done" role="status" data-withdraw-done>
          {done}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {t('wd_submit')}
      </button>
    </form>
  );
}
