import type { TransferInfoValue, TransferValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberKeys } from '../../api/session';
import { newRequestId } from '../../api/transfers';
import { FormError, TextField } from '../../components/form/fields';
import { amountProblem } from '../../forms/amount';
import type { FieldError } from '../../forms/rules';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { errorCode, failureText } from '../accounts/failure';
import {
  PAYMENT_PASSWORD_CODES,
  PaymentPasswordField,
  paymentPasswordProblem,
} from '../member/payment-password-field';

type Props = {
  name: string;
  info: TransferInfoValue;
  /** The receiver field(s), above the amount. */
  receiver?: ReactNode;
  /** The receiver's own check (e.g. a downline must be chosen); null when fine. */
  receiverProblem?: () => FieldError | null;
  /** A different receiver is a different transfer: the key of the current one. */
  receiverKey: string;
  send: (input: { amount: string; paymentPassword: string; requestId: string }) => Promise<TransferValue>;
};

/**
 * Amount, payment password and submit of a transfer. One request id per intended transfer: a
 * double click or a retry after a network failure sends the same id, so the money moves once;
 * a new amount or receiver, or a success, starts a new id.
 */
export function TransferForm({ name, info, receiver, receiverProblem, receiverKey, send }: Props) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const currency = currencyCodeOr(info.currency);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: FieldError; password?: FieldError }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TransferValue | null>(null);
  const [busy, setBusy] = useState(false);
  const [request, setRequest] = useState(() => ({ id: newRequestId(), for: '' }));
  const money = (value: string) => format.money(value, info.currency);

  function amountError(): FieldError | undefined {
    const problem = amountProblem(amount, { min: info.minAmount, max: info.maxAmount }, currency);
    if (problem === 'invalid') return { text: t('tr_amount_invalid') };
    if (problem)
      return { text: t('tr_amount_hint', { min: money(info.minAmount), max: money(info.maxAmount) }) };
    return undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = {
      amount: amountError(),
      password: paymentPasswordProblem(password, t('pay_pw_required')) ?? undefined,
    };
    const receiverError = receiverProblem?.() ?? null;
    setErrors(found);
    setFailure(receiverError && 'text' in receiverError ? receiverError.text : null);
    setDone(null);
    if (found.amount || found.password || receiverError) return;
    const intent = `${receiverKey}|${amount.trim()}`;
    const requestId = request.for === intent ? request.id : newRequestId();
    setRequest({ id: requestId, for: intent });
    setBusy(true);
    try {
      const result = await send({ amount: amount.trim(), paymentPassword: password, requestId });
      setDone(result);
      setAmount('');
      setPassword('');
      setRequest({ id: newRequestId(), for: '' });
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    } catch (caught) {
      const code = errorCode(caught) ?? '';
      if (PAYMENT_PASSWORD_CODES.has(code)) {
        setErrors({ password: { text: failureText(caught, tRoot) } });
        setPassword('');
      } else if (code.startsWith('TRANSFER_AMOUNT') || code === 'WALLET_INSUFFICIENT_FUNDS') {
        setErrors({ amount: { text: failureText(caught, tRoot) } });
      } else setFailure(failureText(caught, tRoot));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form transfer__form" onSubmit={submit} noValidate data-form={name}>
      <p className="transfer__balance" data-transfer-balance>
        {t('tr_balance')}: <strong>{money(info.balance)}</strong>
      </p>
      {receiver}
      <TextField
        name="amount"
        label={t('tr_amount')}
        markRequired
        icon="wallet"
        value={amount}
        onValueChange={(value) => setAmount(value.replace(/[^\d.]/g, ''))}
        error={errors.amount}
        placeholder={t('tr_amount_placeholder', {
          min: format.decimal(info.minAmount),
          max: format.decimal(info.maxAmount),
        })}
        hint={t('tr_amount_hint', { min: money(info.minAmount), max: money(info.maxAmount) })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
      />
      <PaymentPasswordField value={password} onValueChange={setPassword} error={errors.password} />
      <FormError message={failure} />
      {done && (
        <p className="transfer__done" role="status" data-transfer-done>
          {t('tr_done', { amount: money(done.amount), name: done.counterpart, balance: money(done.balance) })}{' '}
          <Link to="/member/transactionHistory">{t('tr_records_link')}</Link>
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('tr_sending') : t('tr_submit')}
      </button>
    </form>
  );
}
