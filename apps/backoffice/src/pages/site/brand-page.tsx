import { type BrandValue, roleHolds, SITE_LANGUAGE_CODES } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { useOperator } from '../../session';

type SiteLanguage = (typeof SITE_LANGUAGE_CODES)[number];
const LANGUAGE_LABELS: Record<SiteLanguage, MessageKey> = { BN: 'lang_BN', EN: 'lang_EN', PT: 'lang_PT' };

type TextField = 'name' | 'logoUrl' | 'merchantCode' | 'currencyCode' | 'currencySymbol';
const TEXT_FIELDS: readonly { name: TextField; label: MessageKey; hint?: MessageKey; max: number }[] = [
  { name: 'name', label: 'bc_name', max: 40 },
  { name: 'logoUrl', label: 'bc_logo', hint: 'bc_logo_hint', max: 500 },
  { name: 'merchantCode', label: 'bc_merchant', hint: 'bc_merchant_hint', max: 32 },
  { name: 'currencyCode', label: 'bc_currency_code', max: 3 },
  { name: 'currencySymbol', label: 'bc_currency_symbol', max: 4 },
];

/** Brand configuration and languages: saved at once, one audit entry. */
export function BrandPage() {
  const brand = useApiQuery<BrandValue>(boKeys.siteBrand, '/bo/api/site/brand');
  if (!brand.data) return <FormOutcome error={brand.error ? failureText(brand.error) : null} />;
  return <BrandForm initial={brand.data} />;
}

/** The form edits its own copy of the brand, made once from the loaded one. */
function BrandForm({ initial }: { initial: BrandValue }) {
  const { t } = useI18n();
  const canManage = roleHolds(useOperator().role, 'site.manage');
  const [form, setForm] = useState<BrandValue>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});
  const client = useQueryClient();
  const save = useApiMutation<BrandValue>([boKeys.audit]);
  const busy = save.isPending;

  const toggle = (code: SiteLanguage, on: boolean) => {
    const supportedLanguages = SITE_LANGUAGE_CODES.filter((c) =>
      c === code ? on : form.supportedLanguages.includes(c),
    );
    setForm({ ...form, supportedLanguages });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({});
    try {
      const saved = await save.mutateAsync({ path: '/bo/api/site/brand', method: 'PUT', body: form });
      client.setQueryData(boKeys.siteBrand, saved);
      setForm(saved);
      setErrors({});
      setOutcome({ saved: t('saved') });
    } catch (failure) {
      if (failure instanceof BoApiError) {
        const fields = failure.fieldMessages();
        setErrors(fields);
        setOutcome(Object.keys(fields).length > 0 ? {} : { error: failure.message });
      }
    }
  };

  return (
    <form className="section" onSubmit={submit} noValidate aria-labelledby="brand-title">
      <h2 className="section__title" id="brand-title">
        {t('bc_title')}
      </h2>
      <p className="section__intro">{t('bc_intro')}</p>
      <div className="form-grid form-grid--3">
        {TEXT_FIELDS.map(({ name, label, hint, max }) => (
          <Field key={name} label={t(label)} error={errors[name]} {...(hint ? { hint: t(hint) } : {})}>
            {({ id, invalid, describedBy }) => (
              <input
                id={id}
                name={name}
                value={form[name]}
                maxLength={max}
                disabled={!canManage}
                onChange={(event) => setForm({ ...form, [name]: event.target.value })}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        ))}
        <Field label={t('bc_default_language')} error={errors.defaultLanguage}>
          {({ id, invalid, describedBy }) => (
            <select
              id={id}
              name="defaultLanguage"
              value={form.defaultLanguage}
              disabled={!canManage}
              onChange={(event) =>
                setForm({
                  ...form,
                  defaultLanguage:
                    SITE_LANGUAGE_CODES.find((c) => c === event.target.value) ?? form.defaultLanguage,
                })
              }
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              {SITE_LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(LANGUAGE_LABELS[code])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field">
          <fieldset className="checks" aria-describedby="brand-languages-hint">
            <legend>{t('bc_languages')}</legend>
            {SITE_LANGUAGE_CODES.map((code) => (
              <label key={code} className="check">
                <input
                  type="checkbox"
                  name={`language-${code}`}
                  checked={form.supportedLanguages.includes(code)}
                  disabled={!canManage}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                {t(LANGUAGE_LABELS[code])}
              </label>
            ))}
          </fieldset>
          <p className="field__hint" id="brand-languages-hint">
            {t('bc_languages_hint')}
          </p>
          {errors.supportedLanguages && (
            <p className="field__error" role="alert">
              {errors.supportedLanguages}
            </p>
          )}
        </div>
        {form.logoUrl && <img className="logo-preview" src={form.logoUrl} alt={t('bc_logo')} />}
      </div>
      {canManage && (
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {t('save')}
          </button>
        </div>
      )}
      <FormOutcome error={outcome.error} saved={outcome.saved} />
    </form>
  );
}
