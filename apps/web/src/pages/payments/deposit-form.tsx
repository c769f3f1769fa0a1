import type { DepositChannelsValue, PaymentChannelValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { createDeposit, depositKeys } from '../../api/deposits';
import { FormError, TextField } from '../../components/form/fields';
import { isAmountText } from '../../forms/amount';
import type { FieldError } from '../../forms/rules';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { errorCode, failureText } from '../accounts/failure';
import { ChannelMark, channelMarkUrl } from './channel-mark';
import { depositAmountProblem, depositPreview, quickLabel } from './deposit-model';

const AMOUNT_CODES = new Set([
  'PAYMENT_AMOUNT_INVALID',
  'PAYMENT_AMOUNT_BELOW_MIN',
  'PAYMENT_AMOUNT_ABOVE_MAX',
]);
const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;

/** A channel's mark (channel-mark.tsx); a provider without one shows its initials on its colour. */
function ChannelLogo({ channel }: { channel: PaymentChannelValue }) {
  if (channelMarkUrl(channel.provider, channel.kind))
    return (
      <ChannelMark provider={channel.provider} kind={channel.kind} size="medium" className="deposit__logo" />
    );
  return (
    <span className="deposit__logo" style={{ background: channel.color }} aria-hidden="true">
      {channel.initials}
    </span>
  );
}

function CopyRow({ label, value, name }: { label: string; value: string; name: string }) {
  const { t } = useTranslation(MEMBER_NS);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="deposit__pay-row" data-pay={name}>
      <span className="deposit__hint">{label}</span>
      <strong className="deposit__pay-value">{value}</strong>
      <button type="button" className="button button--small" data-copy={name} onClick={() => void copy()}>
        {copied ? t('dp_copied') : t('dp_copy')}
      </button>
    </div>
  );
}

/** Channel picker, amount with quick amounts and limits, fee preview, then pay-to + reference or the gateway. */
export function DepositForm({ options }: { options: DepositChannelsValue }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const firstOpen = options.channels.find((c) => c.openNow) ?? options.channels[0];
  const [code, setCode] = useState(firstOpen?.code ?? '');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ amount?: FieldError; reference?: FieldError }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const channel = options.channels.find((c) => c.code === code) ?? firstOpen;
  if (!channel) return <p className="deposit__hint">{t('dp_channels_empty')}</p>;
  // The channel's own currency: the server parses this deposit's amount by it.
  const currency = currencyCodeOr(channel.currency);
  const money = (value: string) => format.money(value, channel.currency);
  const preview = isAmountText(amount, currency) ? depositPreview(amount, channel, currency) : null;
  const manual = channel.kind !== 'gateway';

  function choose(next: PaymentChannelValue) {
    setCode(next.code);
    setErrors({});
    setFailure(null);
    setDone(null);
  }

  function amountError(): FieldError | undefined {
    const problem = depositAmountProblem(amount, channel as PaymentChannelValue, currency);
    if (problem === 'empty') return { text: t('dp_amount_required') };
    if (problem === 'invalid') return { text: t('dp_amount_invalid') };
    if (problem === 'below') return { text: t('dp_amount_below', { min: money(channel?.min ?? '0') }) };
    if (problem === 'above') return { text: t('dp_amount_above', { max: money(channel?.max ?? '0') }) };
    return undefined;
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!channel) return;
    const found = {
      amount: amountError(),
      reference: !manual
        ? undefined
        : reference === ''
          ? { text: t('dp_reference_required') }
          : REFERENCE_PATTERN.test(reference)
            ? undefined
            : { text: t('dp_reference_invalid') },
    };
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (found.amount || found.reference || busy) return;
    track({ name: 'deposit_start', channelCode: channel.code });
    setBusy(true);
    try {
      const order = await createDeposit({
        channelCode: channel.code,
        amount,
        requestId,
        ...(manual ? { reference } : {}),
      });
      setRequestId(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: [...depositKeys.all, 'list'] });
      if (order.redirectUrl) {
        // The gateway's own page: a full navigation, it sends the player back with ?order=<id>.
        setDone(t('dp_redirecting'));
        window.location.assign(order.redirectUrl);
        return;
      }
      setDone(t('dp_submitted', { amount: money(order.amount) }));
      setAmount('');
      setReference('');
    } catch (error) {
      const failureCode = errorCode(error) ?? '';
      const text = { text: failureText(error, tRoot) };
      if (AMOUNT_CODES.has(failureCode)) setErrors({ amount: text });
      else if (failureCode === 'PAYMENT_REFERENCE_REQUIRED') setErrors({ reference: text });
      else setFailure(text.text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="deposit__card deposit__form"
      data-form="deposit"
      onSubmit={(e) => void send(e)}
      noValidate
    >
      <fieldset className="deposit__channels" aria-label={t('dp_choose_channel')}>
        <legend className="field__label">{t('dp_choose_channel')}</legend>
        {options.channels.map((c) => (
          <button
            key={c.code}
            type="button"
            aria-pressed={c.code === channel.code}
            data-channel={c.code}
            className={`deposit__channel${c.code === channel.code ? ' deposit__channel--on' : ''}`}
            onClick={() => choose(c)}
          >
            <ChannelLogo channel={c} />
            <span className="deposit__channel-name">{c.name}</span>
            {!c.openNow ? (
              <span className="deposit__tag deposit__tag--closed">{t('dp_closed')}</span>
            ) : (
              c.kind === 'gateway' && <span className="deposit__tag">{t('dp_online')}</span>
            )}
          </button>
        ))}
      </fieldset>
      {!channel.openNow && (
        <p className="deposit__hint deposit__closed">
          {t('dp_hours', {
            opens: format.timeOfDay(channel.opensAt),
            closes: format.timeOfDay(channel.closesAt),
          })}
        </p>
      )}
      <TextField
        name="amount"
        label={t('dp_amount')}
        markRequired
        inputMode="decimal"
        maxLength={16}
        value={amount}
        onValueChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
        error={errors.amount}
        hint={t('dp_limits', { min: money(channel.min), max: money(channel.max) })}
      />
      <div className="deposit__quick">
        {channel.quickAmounts.map((q) => (
          <button
            key={q}
            type="button"
            data-quick={quickLabel(q)}
            className={`deposit__quick-amount${amount === quickLabel(q) ? ' deposit__quick-amount--on' : ''}`}
            onClick={() => {
              setAmount(quickLabel(q));
              setErrors({});
            }}
          >
            {format.decimal(quickLabel(q))}
          </button>
        ))}
      </div>
      {preview && (
        <p className="deposit__hint" data-fee-preview>
          {channel.feeBearer === 'player'
            ? t('dp_fee_player', { fee: money(preview.fee), credit: money(preview.credit) })
            : t('dp_fee_platform', { credit: money(preview.credit) })}
        </p>
      )}
      {manual && channel.payTo && (
        <div className="deposit__pay-to" data-section="pay-to">
          <h3>{t('dp_pay_to')}</h3>
          <CopyRow name="accountNumber" label={t('dp_account_number')} value={channel.payTo.accountNumber} />
          <CopyRow name="accountName" label={t('dp_account_name')} value={channel.payTo.accountName} />
          {channel.payTo.bankName && (
            <p className="deposit__hint">
              {t('dp_bank')}: {channel.payTo.bankName}
              {channel.payTo.branch ? ` · ${t('dp_branch')}: ${channel.payTo.branch}` : ''}
            </p>
          )}
          {channel.payTo.instructions && (
            <p className="deposit__hint">{t('dp_instructions', { text: channel.payTo.instructions })}</p>
          )}
        </div>
      )}
      {manual && (
        <TextField
          name="reference"
          label={t('dp_reference')}
          markRequired
          maxLength={40}
          autoComplete="off"
          value={reference}
          onValueChange={(v) => setReference(v.trim())}
          error={errors.reference}
          hint={t('dp_reference_hint')}
        />
      )}
      <FormError message={failure} />
      {done && (
        <p className="deposit__done" role="status" data-deposit-done>
          {done}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={busy || !channel.openNow}
        data-action="submit-deposit"
      >
        {manual ? t('dp_submit_manual') : t('dp_submit_gateway')}
      </button>
    </form>
  );
}
