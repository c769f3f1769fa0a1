import type { GoodsValue, PointsConfigValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../api/session';
import { newRequestId } from '../../api/transfers';
import { Modal } from '../../components/dialog/modal';
import { FormError, TextField } from '../../components/form/fields';
import type { FieldError } from '../../forms/rules';
import { POINTS_NS } from '../../i18n/loyalty/register-points';
import { useFormat } from '../../i18n/use-format';
import { errorCode, failureText } from '../accounts/failure';
import { PAYMENT_PASSWORD_CODES, PaymentPasswordField } from '../member/payment-password-field';
import { convertPoints, redeemGoods } from './points-api';
import { convertCashOf, largestConversion, pointsOf } from './points-model';

type Errors = { password?: FieldError; address?: FieldError; points?: FieldError };

/** After a redeem or a conversion: the balance, my lists and the goods' stock are stale. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['points'] }),
    ]);
  };
}

/** Redeem one goods with the payment password (and a delivery address for an item). */
export function RedeemDialog({
  goods,
  points,
  onClose,
  onDone,
}: {
  goods: GoodsValue;
  points: bigint;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation(POINTS_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const refresh = useRefresh();
  const addressId = useId();
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One request id per intended redeem: a retry after a lost answer redeems once.
  const [requestId] = useState(newRequestId);
  const physical = goods.kind === 'physical';
  const price = BigInt(goods.pricePoints);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {
      ...(password === '' ? { password: { text: t('pm_pay_pw_required') } } : {}),
      ...(physical && address.trim() === '' ? { address: { text: t('pm_address_required') } } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.address) return;
    setBusy(true);
    try {
      await redeemGoods({
        goodsId: goods.id,
        paymentPassword: password,
        requestId,
        ...(physical ? { address: address.trim() } : {}),
      });
      await refresh();
      onDone(t('pm_redeemed', { name: goods.name }));
    } catch (caught) {
      const code = errorCode(caught) ?? '';
      if (PAYMENT_PASSWORD_CODES.has(code)) {
        setErrors({ password: { text: failureText(caught, tRoot) } });
        setPassword('');
      } else if (code === 'GOODS_ADDRESS_REQUIRED')
        setErrors({ address: { text: failureText(caught, tRoot) } });
      else setFailure(failureText(caught, tRoot));
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal name="redeem-goods" title={t('pm_redeem_title', { name: goods.name })} onClose={onClose}>
      <form className="form pmall__form" onSubmit={submit} noValidate data-form="redeem-goods">
        <div className="pmall__summary">
          <img src={goods.imageUrl} alt="" width={80} height={60} />
          <div>
            <strong>{goods.name}</strong>
            <p className="pmall__hint">
              {t('pm_points', { points: format.number(price) })} ·{' '}
              {t('pm_after_redeem', { points: format.number(points - price) })}
            </p>
          </div>
        </div>
        {physical && (
          <div className="field" data-field="address">
            <label className="field__label" htmlFor={addressId}>
              {t('pm_address')} *
            </label>
            <textarea
              id={addressId}
              className="pmall__address"
              value={address}
              maxLength={300}
              rows={3}
              placeholder={t('pm_address_placeholder')}
              aria-invalid={errors.address ? true : undefined}
              onChange={(event) => setAddress(event.target.value)}
            />
            {errors.address && 'text' in errors.address && (
              <p className="field__error">{errors.address.text}</p>
            )}
          </div>
        )}
        <PaymentPasswordField value={password} onValueChange={setPassword} error={errors.password} />
        <FormError message={failure} />
        <div className="pmall__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('pm_cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            data-action="confirm-redeem"
          >
            {busy ? t('pm_redeeming') : t('pm_redeem_confirm', { points: format.number(price) })}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Convert points to cash at the rule (minimum, step), with the payment password. */
export function ConvertDialog({
  config,
  points,
  onClose,
  onDone,
}: {
  config: PointsConfigValue;
  points: bigint;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation(POINTS_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const refresh = useRefresh();
  const [amount, setAmount] = useState(() => largestConversion(config, points)?.toString() ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [request, setRequest] = useState(() => ({ id: newRequestId(), for: '' }));
  const wanted = pointsOf(amount);
  const cash = convertCashOf(config, wanted);
  const rule = t('pm_convert_rule', {
    points: format.number(config.convertPoints),
    cash: format.money(config.convertCash, config.currency),
    min: format.number(config.convertMinPoints),
    step: format.number(config.convertStepPoints),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {
      ...(wanted === null
        ? { points: { text: t('pm_points_invalid') } }
        : cash === null
          ? { points: { text: rule } }
          : {}),
      ...(password === '' ? { password: { text: t('pm_pay_pw_required') } } : {}),
    };
    setErrors(found);
    setFailure(null);
    if (found.points || found.password || wanted === null) return;
    const requestId = request.for === amount ? request.id : newRequestId();
    setRequest({ id: requestId, for: amount });
    setBusy(true);
    try {
      const result = await convertPoints({ points: wanted.toString(), paymentPassword: password, requestId });
      await refresh();
      onDone(
        t('pm_converted', {
          points: format.number(BigInt(result.points)),
          cash: format.money(result.cash, result.currency),
        }),
      );
    } catch (caught) {
      const code = errorCode(caught) ?? '';
      if (PAYMENT_PASSWORD_CODES.has(code)) {
        setErrors({ password: { text: failureText(caught, tRoot) } });
        setPassword('');
      } else if (code.startsWith('POINTS_')) setErrors({ points: { text: failureText(caught, tRoot) } });
      else setFailure(failureText(caught, tRoot));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal name="convert-points" title={t('pm_convert_title')} onClose={onClose}>
      <form className="form pmall__form" onSubmit={submit} noValidate data-form="convert-points">
        <p className="pmall__hint">
          {t('pm_balance')}: <strong>{format.number(points)}</strong>
        </p>
        <TextField
          name="points"
          label={t('pm_convert_points')}
          markRequired
          value={amount}
          onValueChange={(value) => setAmount(value.replace(/\D/g, '').slice(0, 15))}
          error={errors.points}
          hint={rule}
          inputMode="numeric"
          autoComplete="off"
        />
        <p className="pmall__get" data-convert-cash={cash ?? ''}>
          {cash !== null ? t('pm_convert_get', { cash: format.money(cash, config.currency) }) : ' '}
        </p>
        <PaymentPasswordField value={password} onValueChange={setPassword} error={errors.password} />
        <FormError message={failure} />
        <div className="pmall__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('pm_cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            data-action="confirm-convert"
          >
            {busy ? t('pm_converting') : t('pm_convert_submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
