import type { BindPayoutAccountRequest, WithdrawOptionsValue } from '@khela/contract';
import { MOBILE_WALLET_PROVIDERS } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindPayoutAccount, unbindPayoutAccount, withdrawKeys } from '../../api/withdrawals';
import { FormError, TextField } from '../../components/form/fields';
import { type FieldError, serverFieldErrors } from '../../forms/rules';
import type { MemberMessages } from '../../i18n/member/bn-member';
import { MEMBER_NS } from '../../i18n/member/register';
import { failureText, failureValue } from '../accounts/failure';
import { ChannelMark } from './channel-mark';
import { paymentMethodName } from './payment-method-name';

type Kind = 'ewallet' | 'bank';
const FIELDS = ['walletNumber', 'bankName', 'accountNumber', 'branch', 'payeeName'] as const;
type Field = (typeof FIELDS)[number];
/** Each field's label, length and whether only digits are typed (numbers of accounts and wallets). */
const FIELD_UI: Record<Field, { label: keyof MemberMessages; maxLength: number; digits?: boolean }> = {
  walletNumber: { label: 'wd_wallet_number', maxLength: 11, digits: true },
  bankName: { label: 'wd_bank_name', maxLength: 60 },
  accountNumber: { label: 'wd_account_number', maxLength: 24, digits: true },
  branch: { label: 'wd_branch', maxLength: 80 },
  payeeName: { label: 'wd_payee_name', maxLength: 60 },
};

/** The bound payout accounts, with remove, and the form that binds a new one. */
export function PayoutAccounts({ options }: { options: WithdrawOptionsValue }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(options.accounts.length === 0);
  const [failure, setFailure] = useState<string | null>(null);
  const full = options.accounts.length >= options.maxAccounts;

  async function remove(id: string) {
    setFailure(null);
    try {
      await unbindPayoutAccount(id);
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    } catch (error) {
      setFailure(failureText(error, tRoot));
    }
  }

  return (
    <section className="withdraw__card" data-section="payout-accounts" aria-labelledby="wd-accounts">
      <header className="withdraw__card-head">
        <h2 id="wd-accounts">{t('wd_accounts_title')}</h2>
        <span className="withdraw__hint">{t('wd_accounts_max', { max: options.maxAccounts })}</span>
      </header>
      {options.accounts.length === 0 && <p className="withdraw__hint">{t('wd_accounts_empty')}</p>}
      <ul className="withdraw__accounts">
        {options.accounts.map((account) => (
          <li key={account.id} className="withdraw__account" data-payout-account={account.provider}>
            <span className="withdraw__account-provider">
              <ChannelMark provider={account.provider} kind={account.kind} />
              {paymentMethodName(account.provider, t)}
            </span>
            <span translate="no">{account.number}</span>
            <span className="withdraw__hint">{account.payeeName}</span>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void remove(account.id)}
            >
              {t('wd_unbind')}
            </button>
          </li>
        ))}
      </ul>
      <FormError message={failure} />
      {adding && !full ? (
        <BindForm payeeName={options.payeeName} onDone={() => setAdding(false)} />
      ) : (
        !full && (
          <button
            type="button"
            className="button button--ghost"
            data-action="add-payout-account"
            onClick={() => setAdding(true)}
          >
            {t('wd_bind_button')}
          </button>
        )
      )}
    </section>
  );
}

function BindForm({ payeeName, onDone }: { payeeName: string | null; onDone: () => void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('ewallet');
  const [provider, setProvider] = useState<(typeof MOBILE_WALLET_PROVIDERS)[number]>('BKASH');
  const [values, setValues] = useState<Record<Field, string>>({
    walletNumber: '',
    bankName: '',
    accountNumber: '',
    branch: '',
    payeeName: payeeName ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const input = (f: Field, hint?: string) => (
    <TextField
      key={f}
      name={f}
      label={t(FIELD_UI[f].label)}
      markRequired
      inputMode={FIELD_UI[f].digits ? 'numeric' : undefined}
      maxLength={FIELD_UI[f].maxLength}
      value={values[f]}
      onValueChange={(v) => update(f)(FIELD_UI[f].digits ? v.replace(/\D/g, '') : v)}
      error={errors[f]}
      hint={hint}
    />
  );
  const shown: readonly Field[] =
    kind === 'ewallet' ? ['walletNumber', 'payeeName'] : ['bankName', 'accountNumber', 'branch', 'payeeName'];

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, FieldError>> = {};
    for (const field of shown)
      if (values[field].trim() === '') found[field] = { text: t('wd_field_required') };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || busy) return;
    const body: BindPayoutAccountRequest =
      kind === 'ewallet'
        ? { kind, provider, walletNumber: values.walletNumber.trim(), payeeName: values.payeeName }
        : {
            kind,
            bankName: values.bankName,
            accountNumber: values.accountNumber.trim(),
            branch: values.branch,
            payeeName: values.payeeName,
          };
    setBusy(true);
    try {
      await bindPayoutAccount(body);
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(failureValue(error), FIELDS);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setFailure(failureText(error, tRoot));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="withdraw__form"
      data-form="bind-payout-account"
      onSubmit={(e) => void send(e)}
      noValidate
    >
      <h3>{t('wd_bind_title')}</h3>
      <fieldset className="withdraw__choices" aria-label={t('wd_bind_title')}>
        {(['ewallet', 'bank'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            className={`withdraw__choice${kind === k ? ' withdraw__choice--on' : ''}`}
            onClick={() => setKind(k)}
          >
            {t(k === 'ewallet' ? 'wd_kind_ewallet' : 'wd_kind_bank')}
          </button>
        ))}
      </fieldset>
      {kind === 'ewallet' && (
        <fieldset className="withdraw__choices" aria-label={t('wd_provider')} data-field="provider">
          {MOBILE_WALLET_PROVIDERS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={provider === p}
              data-provider={p}
              className={`withdraw__choice${provider === p ? ' withdraw__choice--on' : ''}`}
              onClick={() => setProvider(p)}
            >
              <ChannelMark provider={p} />
              {paymentMethodName(p, t)}
            </button>
          ))}
        </fieldset>
      )}
      {shown.map((f) =>
        input(
          f,
          f === 'walletNumber'
            ? t('wd_wallet_number_hint')
            : f === 'payeeName'
              ? payeeName
                ? t('wd_payee_hint', { name: payeeName })
                : t('wd_payee_hint_first')
              : undefined,
        ),
      )}
      <FormError message={failure} />
      <div className="withdraw__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('wd_bind_submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('wd_cancel')}
        </button>
      </div>
    </form>
  );
}
