import { roleHolds, type UpdateWithdrawalMethodRequest, type WithdrawalMethodValue } from '@khela/contract';
import { useState } from 'react';
import { type FieldErrors, TextField, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatAmount } from '../../numbers';
import { boKeys, useApiMutation } from '../../query';
import { useOperator } from '../../session';
import { changedOnly, check } from './config-fields';
import { SettingsForm, SettingsList } from './settings-list';

const FIELDS = [
  'min',
  'max',
  'dailyCount',
  'dailyAmount',
  'feeFixed',
  'feeBasisPoints',
  'confirmMinutes',
] as const;
type FormField = (typeof FIELDS)[number];
const LABEL: Record<FormField, MessageKey> = {
  min: 'pc_min',
  max: 'pc_max',
  dailyCount: 'pc_daily_count',
  dailyAmount: 'pc_daily_amount',
  feeFixed: 'pc_fee_fixed',
  feeBasisPoints: 'pc_fee_bp',
  confirmMinutes: 'pc_confirm_minutes',
};
type Draft = Record<FormField, string> & { enabled: boolean };

function draftOf(m: WithdrawalMethodValue): Draft {
  return {
    min: m.min,
    max: m.max,
    dailyCount: String(m.dailyCount),
    dailyAmount: m.dailyAmount,
    feeFixed: m.feeFixed,
    feeBasisPoints: String(m.feeBasisPoints),
    confirmMinutes: String(m.confirmMinutes),
    enabled: m.enabled,
  };
}

function clientErrors(d: Draft, t: (key: MessageKey) => string): FieldErrors<FormField> {
  return {
    min: check.amount(d.min, t),
    max: check.amount(d.max, t),
    dailyCount: check.whole(d.dailyCount, 1, 1000, t),
    dailyAmount: check.amount(d.dailyAmount, t),
    feeFixed: check.amount(d.feeFixed, t),
    feeBasisPoints: check.whole(d.feeBasisPoints, 0, 10_000, t),
    confirmMinutes: check.whole(d.confirmMinutes, 1, 7 * 24 * 60, t),
  };
}

function requestOf(d: Draft): UpdateWithdrawalMethodRequest {
  return {
    enabled: d.enabled,
    min: d.min.trim(),
    max: d.max.trim(),
    dailyCount: Number(d.dailyCount),
    dailyAmount: d.dailyAmount.trim(),
    feeFixed: d.feeFixed.trim(),
    feeBasisPoints: Number(d.feeBasisPoints),
    confirmMinutes: Number(d.confirmMinutes),
  };
}

/** Withdrawal methods (decision 0034): limits, daily caps, fee, confirmation window, state. */
export function MethodsConfig() {
  const { t, language } = useI18n();
  return (
    <SettingsList<WithdrawalMethodValue>
      title="pc_methods"
      queryKey={boKeys.methods}
      path="/bo/api/payments/withdrawal-methods"
      testId="methods-table"
      canManage={roleHolds(useOperator().role, 'payments.channels.manage')}
      headers={[
        'pc_code',
        'pc_limits',
        'pc_daily_count',
        'pc_daily_amount',
        'pc_fee',
        'pc_confirm_minutes',
        'pc_state',
      ]}
      cells={(m) => [
        m.code,
        `${formatAmount(m.min, language)} – ${formatAmount(m.max, language)} ${m.currency}`,
        m.dailyCount,
        formatAmount(m.dailyAmount, language),
        `${formatAmount(m.feeFixed, language)} + ${m.feeBasisPoints / 100}%`,
        m.confirmMinutes,
        t(m.enabled ? 'pc_enabled' : 'pc_disabled'),
      ]}
      form={(method, saved, cancel) => (
        <MethodForm key={method.code} method={method} onCancel={cancel} onSaved={saved} />
      )}
    />
  );
}

function MethodForm(props: {
  method: WithdrawalMethodValue;
  onCancel: () => void;
  onSaved: (after: WithdrawalMethodValue) => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => draftOf(props.method));
  const form = useFormSubmit(FIELDS);
  const save = useApiMutation<WithdrawalMethodValue>([boKeys.methods]);

  const submit = async () => {
    const after = await form.run(clientErrors(draft, t), () =>
      save.mutateAsync({
        path: `/bo/api/payments/withdrawal-methods/${encodeURIComponent(props.method.code)}`,
        method: 'PATCH',
        body: changedOnly(requestOf(draft), requestOf(draftOf(props.method))),
      }),
    );
    if (after) props.onSaved(after);
  };

  return (
    <SettingsForm
      code={props.method.code}
      enabled={draft.enabled}
      onEnabled={(enabled) => setDraft((d) => ({ ...d, enabled }))}
      busy={form.busy}
      failure={form.failure}
      onSubmit={() => void submit()}
      onCancel={props.onCancel}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(LABEL[field])}
          value={draft[field]}
          error={form.errors[field]}
          inputMode="decimal"
          maxLength={80}
          onChange={(value) => setDraft((d) => ({ ...d, [field]: value }))}
        />
      ))}
    </SettingsForm>
  );
}
