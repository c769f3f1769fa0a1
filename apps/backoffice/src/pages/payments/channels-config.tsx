import {
  FEE_BEARERS,
  type FeeBearer,
  type OperatorChannelValue,
  type PaymentChannelKind,
  roleHolds,
  type UpdateChannelRequest,
} from '@khela/contract';
import { useState } from 'react';
import { Field, type FieldErrors, TextField, useFormSubmit } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatAmount } from '../../numbers';
import { boKeys, useApiMutation } from '../../query';
import { useOperator } from '../../session';
import { changedOnly, check } from './config-fields';
import { SettingsForm, SettingsList } from './settings-list';

const KIND_LABEL: Record<PaymentChannelKind, MessageKey> = {
  bank: 'pc_kind_bank',
  ewallet: 'pc_kind_ewallet',
  gateway: 'pc_kind_gateway',
};
const BEARER_LABEL: Record<FeeBearer, MessageKey> = {
  player: 'pc_fee_bearer_player',
  platform: 'pc_fee_bearer_platform',
};

const TEXT_FIELDS = [
  'nameEn',
  'nameBn',
  'min',
  'max',
  'quickAmounts',
  'feeFixed',
  'feeBasisPoints',
  'opensAt',
  'closesAt',
  'expireMinutes',
  'sort',
] as const;
const PAY_TO_FIELDS = ['accountName', 'accountNumber', 'bankName', 'branch', 'instructions'] as const;
type PayToField = (typeof PAY_TO_FIELDS)[number];
const FIELDS = [...TEXT_FIELDS, ...PAY_TO_FIELDS.map((f) => `payTo.${f}` as const), 'payTo'] as const;
type FormField = (typeof FIELDS)[number];

const PAY_TO_LABEL: Record<PayToField, MessageKey> = {
  accountName: 'pc_account_name',
  accountNumber: 'pc_account_number',
  bankName: 'pc_bank_name',
  branch: 'pc_branch',
  instructions: 'pc_instructions',
};
const TEXT_LABEL: Record<(typeof TEXT_FIELDS)[number], MessageKey> = {
  nameEn: 'pc_name_en',
  nameBn: 'pc_name_bn',
  min: 'pc_min',
  max: 'pc_max',
  quickAmounts: 'pc_quick_amounts',
  feeFixed: 'pc_fee_fixed',
  feeBasisPoints: 'pc_fee_bp',
  opensAt: 'pc_opens_at',
  closesAt: 'pc_closes_at',
  expireMinutes: 'pc_expire_minutes',
  sort: 'pc_sort',
};

type Draft = Record<(typeof TEXT_FIELDS)[number] | PayToField, string> & {
  enabled: boolean;
  feeBearer: FeeBearer;
};

function draftOf(c: OperatorChannelValue): Draft {
  return {
    nameEn: c.nameEn,
    nameBn: c.nameBn,
    min: c.min,
    max: c.max,
    quickAmounts: c.quickAmounts.join(', '),
    feeFixed: c.feeFixed,
    feeBasisPoints: String(c.feeBasisPoints),
    opensAt: c.opensAt,
    closesAt: c.closesAt,
    expireMinutes: String(c.expireMinutes),
    sort: String(c.sort),
    accountName: c.payTo?.accountName ?? '',
    accountNumber: c.payTo?.accountNumber ?? '',
    bankName: c.payTo?.bankName ?? '',
    branch: c.payTo?.branch ?? '',
    instructions: c.payTo?.instructions ?? '',
    enabled: c.enabled,
    feeBearer: c.feeBearer,
  };
}

const quickAmountsOf = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** The client's checks: formats only (min ≤ max and the like are the server's, shown beside the field). */
function clientErrors(d: Draft, manual: boolean, t: (key: MessageKey) => string): FieldErrors<FormField> {
  const errors: FieldErrors<FormField> = {
    nameEn: d.nameEn.trim() ? undefined : t('required'),
    nameBn: d.nameBn.trim() ? undefined : t('required'),
    min: check.amount(d.min, t),
    max: check.amount(d.max, t),
    quickAmounts: quickAmountsOf(d.quickAmounts).some((a) => check.amount(a, t))
      ? t('pc_amount_format')
      : undefined,
    feeFixed: check.amount(d.feeFixed, t),
    feeBasisPoints: check.whole(d.feeBasisPoints, 0, 10_000, t),
    opensAt: check.hour(d.opensAt, t),
    closesAt: check.hour(d.closesAt, t),
    expireMinutes: check.whole(d.expireMinutes, 5, 7 * 24 * 60, t),
    sort: check.whole(d.sort, 0, 1000, t),
  };
  if (manual) {
    errors['payTo.accountName'] = d.accountName.trim() ? undefined : t('required');
    errors['payTo.accountNumber'] = d.accountNumber.trim() ? undefined : t('required');
  }
  return errors;
}

function requestOf(d: Draft, manual: boolean): UpdateChannelRequest {
  const orNull = (text: string) => text.trim() || null;
  return {
    enabled: d.enabled,
    nameEn: d.nameEn.trim(),
    nameBn: d.nameBn.trim(),
    min: d.min.trim(),
    max: d.max.trim(),
    quickAmounts: quickAmountsOf(d.quickAmounts),
    feeFixed: d.feeFixed.trim(),
    feeBasisPoints: Number(d.feeBasisPoints),
    feeBearer: d.feeBearer,
    opensAt: d.opensAt.trim(),
    closesAt: d.closesAt.trim(),
    expireMinutes: Number(d.expireMinutes),
    sort: Number(d.sort),
    ...(manual
      ? {
          payTo: {
            accountName: d.accountName.trim(),
            accountNumber: d.accountNumber.trim(),
            bankName: orNull(d.bankName),
            branch: orNull(d.branch),
            instructions: orNull(d.instructions),
          },
        }
      : {}),
  };
}

/** Deposit channels (decision 0034): limits, fee, opening hours, state and the account players pay to. */
export function ChannelsConfig() {
  const { t, language } = useI18n();
  return (
    <SettingsList<OperatorChannelValue>
      title="pc_channels"
      queryKey={boKeys.channels}
      path="/bo/api/payments/channels"
      testId="channels-table"
      canManage={roleHolds(useOperator().role, 'payments.channels.manage')}
      headers={['pc_code', 'pc_kind', 'pc_limits', 'pc_fee', 'pc_hours', 'pc_pay_to', 'pc_state']}
      cells={(c) => [
        `${c.code} · ${language === 'bn' ? c.nameBn : c.nameEn}`,
        t(KIND_LABEL[c.kind]),
        `${formatAmount(c.min, language)} – ${formatAmount(c.max, language)} ${c.currency}`,
        `${formatAmount(c.feeFixed, language)} + ${c.feeBasisPoints / 100}% · ${t(BEARER_LABEL[c.feeBearer])}`,
        `${c.opensAt} – ${c.closesAt}`,
        c.payTo ? `${c.payTo.accountName} ${c.payTo.accountNumber}` : '—',
        t(c.enabled ? 'pc_enabled' : 'pc_disabled'),
      ]}
      form={(channel, saved, cancel) => (
        <ChannelForm
          key={`${channel.code}-${channel.updatedAt}`}
          channel={channel}
          onCancel={cancel}
          onSaved={saved}
        />
      )}
    />
  );
}

function ChannelForm(props: {
  channel: OperatorChannelValue;
  onCancel: () => void;
  onSaved: (after: OperatorChannelValue) => void;
}) {
  const { t } = useI18n();
  const manual = props.channel.kind !== 'gateway';
  const [draft, setDraft] = useState(() => draftOf(props.channel));
  const form = useFormSubmit(FIELDS);
  const save = useApiMutation<OperatorChannelValue>([boKeys.channels]);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async () => {
    const after = await form.run(clientErrors(draft, manual, t), () =>
      save.mutateAsync({
        path: `/bo/api/payments/channels/${encodeURIComponent(props.channel.code)}`,
        method: 'PATCH',
        // Only what changed: the audit entry shows the change, and an error names the field edited.
        body: changedOnly(requestOf(draft, manual), requestOf(draftOf(props.channel), manual)),
      }),
    );
    if (after) props.onSaved(after);
  };

  const payTo = manual && (
    <fieldset className="config-form__group">
      <legend>{t('pc_pay_to')}</legend>
      <div className="filters">
        {PAY_TO_FIELDS.map((field) => (
          <TextField
            key={field}
            name={`payTo.${field}`}
            label={t(PAY_TO_LABEL[field])}
            value={draft[field]}
            error={form.errors[`payTo.${field}`]}
            maxLength={field === 'instructions' ? 200 : 80}
            onChange={set(field)}
          />
        ))}
      </div>
    </fieldset>
  );
  return (
    <SettingsForm
      code={props.channel.code}
      enabled={draft.enabled}
      onEnabled={(enabled) => setDraft((d) => ({ ...d, enabled }))}
      busy={form.busy}
      failure={form.errors.payTo ?? form.failure}
      onSubmit={() => void submit()}
      onCancel={props.onCancel}
      groups={payTo}
    >
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(TEXT_LABEL[field])}
          value={draft[field]}
          error={form.errors[field]}
          inputMode={
            field.startsWith('name') || field.endsWith('At') || field === 'quickAmounts' ? 'text' : 'decimal'
          }
          {...(field === 'quickAmounts' ? { hint: t('pc_quick_amounts_hint') } : {})}
          {...(field === 'closesAt' ? { hint: t('pc_hours_hint') } : {})}
          maxLength={80}
          onChange={set(field)}
        />
      ))}
      <Field label={t('pc_fee_bearer')}>
        {({ id }) => (
          <select
            id={id}
            name="feeBearer"
            value={draft.feeBearer}
            onChange={(event) =>
              setDraft((d) => ({
                ...d,
                feeBearer: FEE_BEARERS.find((b) => b === event.target.value) ?? d.feeBearer,
              }))
            }
          >
            {FEE_BEARERS.map((b) => (
              <option key={b} value={b}>
                {t(BEARER_LABEL[b])}
              </option>
            ))}
          </select>
        )}
      </Field>
    </SettingsForm>
  );
}
