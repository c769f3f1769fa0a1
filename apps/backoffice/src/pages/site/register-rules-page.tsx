import {
  type Language,
  REGISTER_PATTERN_IDS,
  type RegisterField,
  type RegisterRulesValue,
  type RegisterRuleView,
  registerRuleMessage,
  roleHolds,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { type Column, DataTable } from '../../data-table';
import { Field, FormOutcome, SaveCancel } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { useOperator } from '../../session';

const NO_RULES: RegisterRuleView[] = [];

/** The register form's fields as players see them (their labels on the player site). */
const FIELD_LABELS: Record<RegisterField, Record<Language, string>> = {
  username: { en: 'Username', bn: 'ইউজারনেম' },
  password: { en: 'Password', bn: 'পাসওয়ার্ড' },
  confirmPassword: { en: 'Confirm password', bn: 'পাসওয়ার্ড নিশ্চিত করুন' },
  payeeName: { en: 'Payee name', bn: 'প্রাপকের নাম' },
  paymentPassword: { en: 'Payment password', bn: 'পেমেন্ট পাসওয়ার্ড' },
  qqNum: { en: 'QQ', bn: 'QQ' },
  line: { en: 'LINE', bn: 'LINE' },
  whatsapp: { en: 'WhatsApp', bn: 'হোয়াটসঅ্যাপ' },
  facebook: { en: 'Facebook', bn: 'ফেসবুক' },
  wechat: { en: 'WeChat', bn: 'উইচ্যাট' },
  idNumber: { en: 'ID number', bn: 'পরিচয়পত্র নম্বর' },
  email: { en: 'Email', bn: 'ইমেইল' },
  countryDialingCode: { en: 'Country code', bn: 'দেশের কোড' },
  mobileNum: { en: 'Mobile number', bn: 'মোবাইল নম্বর' },
  verificationCode: { en: 'SMS code', bn: 'SMS কোড' },
  recommenderId: { en: 'Recommender', bn: 'রেফারার' },
  affiliateCode: { en: 'Affiliate code', bn: 'অ্যাফিলিয়েট কোড' },
  referralCode: { en: 'Referral code', bn: 'রেফারেল কোড' },
  captcha: { en: 'Captcha', bn: 'ক্যাপচা' },
};

/** Registration field rules: every field of the register form, its rule, and an editor per field. */
export function RegisterRulesPage() {
  const { t, language } = useI18n();
  const canManage = roleHolds(useOperator().role, 'site.manage');
  const client = useQueryClient();
  const query = useApiQuery<RegisterRulesValue>(boKeys.registerRules, '/bo/api/site/register-rules');
  const rules = query.data?.list ?? NO_RULES;
  const loadError = query.error ? failureText(query.error) : null;
  const [editing, setEditing] = useState<RegisterRuleView | null>(null);

  const yesNo = (on: boolean) => (
    <span className={`badge ${on ? 'badge--ok' : ''}`}>{t(on ? 'rr_yes' : 'rr_no')}</span>
  );
  const columns: Column<RegisterRuleView>[] = [
    {
      key: 'field',
      label: 'rr_field',
      render: (r) => (
        <>
          {FIELD_LABELS[r.field][language]} <code>{r.field}</code>
        </>
      ),
      csv: (r) => r.field,
    },
    { key: 'shown', label: 'rr_shown', render: (r) => yesNo(r.enabled), csv: (r) => String(r.enabled) },
    {
      key: 'required',
      label: 'rr_required',
      render: (r) => yesNo(r.required),
      csv: (r) => String(r.required),
    },
    {
      key: 'length',
      label: 'rr_length',
      render: (r) => `${r.minLength}–${r.maxLength}`,
      csv: (r) => `${r.minLength}-${r.maxLength}`,
    },
    {
      key: 'pattern',
      label: 'rr_pattern',
      render: (r) => (
        <>
          <code>{r.acceptedPattern}</code>
          <br />
          {registerRuleMessage(r.patternId, language, r.minLength, r.maxLength)}
        </>
      ),
      csv: (r) => r.acceptedPattern,
    },
    ...(canManage
      ? [
          {
            key: 'edit',
            label: 'actions' as const,
            render: (r: RegisterRuleView) => (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setEditing(r)}
                aria-label={`${t('edit')} ${r.field}`}
              >
                {t('edit')}
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="section" aria-labelledby="register-rules-title">
      <h2 className="section__title" id="register-rules-title">
        {t('rr_title')}
      </h2>
      <p className="section__intro">{t('rr_intro')}</p>
      <FormOutcome error={loadError} />
      {editing && (
        <RuleEditor
          key={editing.field}
          rule={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            client.setQueryData(boKeys.registerRules, saved);
            setEditing(null);
          }}
        />
      )}
      <DataTable
        columns={columns}
        source={{ rows: rules }}
        rowKey={(r) => r.field}
        filterKey={JSON.stringify(rules)}
        csvName="register-rules.csv"
        label={t('rr_title')}
        testId="register-rules-table"
      />
    </section>
  );
}

function RuleEditor(props: {
  rule: RegisterRuleView;
  onClose: () => void;
  onSaved: (saved: RegisterRulesValue) => void;
}) {
  const { t, language } = useI18n();
  const { rule } = props;
  const [form, setForm] = useState({
    enabled: rule.enabled,
    required: rule.required,
    patternId: rule.patternId,
    acceptedPattern: rule.acceptedPattern,
    minLength: String(rule.minLength),
    maxLength: String(rule.maxLength),
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<string | undefined>();
  const save = useApiMutation<RegisterRulesValue>([boKeys.audit]);
  const busy = save.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    try {
      const saved = await save.mutateAsync({
        path: `/bo/api/site/register-rules/${rule.field}`,
        method: 'PUT',
        body: {
          ...form,
          minLength: Number(form.minLength),
          maxLength: Number(form.maxLength),
          reason: form.reason || undefined,
        },
      });
      props.onSaved(saved);
    } catch (failure) {
      if (failure instanceof BoApiError) {
        const fields = failure.fieldMessages();
        setErrors(fields);
        setOutcome(Object.keys(fields).length > 0 ? undefined : failure.message);
      }
    }
  };

  const number = (name: 'minLength' | 'maxLength', label: 'rr_min' | 'rr_max') => (
    <Field label={t(label)} error={errors[name]}>
      {({ id, invalid, describedBy }) => (
        <input
          id={id}
          name={name}
          type="number"
          min={0}
          max={255}
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
  const check = (name: 'enabled' | 'required', label: 'rr_shown' | 'rr_required') => (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          name={name}
          checked={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.checked })}
          aria-invalid={errors[name] ? true : undefined}
        />
        {t(label)}
      </label>
      {errors[name] && (
        <p className="field__error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="section"
      onSubmit={submit}
      noValidate
      aria-label={`${t('edit')} ${rule.field}`}
      data-testid="register-rule-editor"
    >
      <h3 className="section__title">
        {t('edit')} {FIELD_LABELS[rule.field][language]} <code>{rule.field}</code>
      </h3>
      {rule.locked && <p className="section__intro">{t('rr_locked')}</p>}
      <div className="form-grid form-grid--3">
        {check('enabled', 'rr_shown')}
        {check('required', 'rr_required')}
        <Field label={t('rr_pattern_id')} error={errors.patternId}>
          {({ id }) => (
            <select
              id={id}
              value={form.patternId}
              onChange={(event) =>
                setForm({
                  ...form,
                  patternId: REGISTER_PATTERN_IDS.find((p) => p === event.target.value) ?? form.patternId,
                })
              }
            >
              {REGISTER_PATTERN_IDS.map((patternId) => (
                <option key={patternId} value={patternId}>
                  {registerRuleMessage(patternId, language, 1, 20)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('rr_pattern')} error={errors.acceptedPattern} hint={t('rr_pattern_hint')}>
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              name="acceptedPattern"
              value={form.acceptedPattern}
              maxLength={300}
              onChange={(event) => setForm({ ...form, acceptedPattern: event.target.value })}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        {number('minLength', 'rr_min')}
        {number('maxLength', 'rr_max')}
        <Field label={t('rr_reason')} error={errors.reason}>
          {({ id }) => (
            <input
              id={id}
              value={form.reason}
              maxLength={500}
              onChange={(event) => setForm({ ...form, reason: event.target.value })}
            />
          )}
        </Field>
      </div>
      <FormOutcome error={outcome} />
      <SaveCancel busy={busy} onCancel={props.onClose} />
    </form>
  );
}
