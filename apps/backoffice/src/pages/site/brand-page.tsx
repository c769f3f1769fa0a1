import {
  type BrandValue,
  LANGUAGE_RESOURCE_SET_NAMES,
  LANGUAGE_RESOURCE_SETS,
  type LanguageResourceSet,
  roleHolds,
  SITE_LANGUAGE_TABLE,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { useOperator } from '../../session';

type SiteLanguage = (typeof SITE_LANGUAGE_TABLE)[number]['code'];
/** "Bengali — বাংলা (BN)": the English name, the language's own name and the code. */
const languageLabel = (entry: (typeof SITE_LANGUAGE_TABLE)[number]) =>
  entry.english === entry.name
    ? `${entry.english} (${entry.code})`
    : `${entry.english} — ${entry.name} (${entry.code})`;
const SET_LABELS: Record<LanguageResourceSet, MessageKey> = {
  global: 'bc_language_set_global',
  'bn-en': 'bc_language_set_bn_en',
};
const inSet = (set: LanguageResourceSet) =>
  SITE_LANGUAGE_TABLE.filter((entry) =>
    (LANGUAGE_RESOURCE_SETS[set] as readonly string[]).includes(entry.code),
  );

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

  const languages = inSet(form.languageSet);
  const toggle = (code: SiteLanguage, on: boolean) => {
    const supportedLanguages = languages
      .map((entry) => entry.code)
      .filter((c) => (c === code ? on : form.supportedLanguages.includes(c)));
    setForm({ ...form, supportedLanguages });
  };
  /** A smaller set keeps only the offered languages it has (and BN as the default if it lost its own). */
  const chooseSet = (languageSet: LanguageResourceSet) => {
    const codes = inSet(languageSet).map((entry) => entry.code as SiteLanguage);
    const supportedLanguages = form.supportedLanguages.filter((code) => codes.includes(code));
    const defaultLanguage = codes.includes(form.defaultLanguage) ? form.defaultLanguage : 'BN';
    if (!supportedLanguages.includes(defaultLanguage)) supportedLanguages.unshift(defaultLanguage);
    setForm({ ...form, languageSet, supportedLanguages, defaultLanguage });
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
        <Field label={t('bc_language_set')} error={errors.languageSet} hint={t('bc_language_set_hint')}>
          {({ id, invalid, describedBy }) => (
            <select
              id={id}
              name="languageSet"
              value={form.languageSet}
              disabled={!canManage}
              onChange={(event) =>
                chooseSet(
                  LANGUAGE_RESOURCE_SET_NAMES.find((name) => name === event.target.value) ?? form.languageSet,
                )
              }
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              {LANGUAGE_RESOURCE_SET_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t(SET_LABELS[name])}
                </option>
              ))}
            </select>
          )}
        </Field>
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
                    languages.find((entry) => entry.code === event.target.value)?.code ??
                    form.defaultLanguage,
                })
              }
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              {languages.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {languageLabel(entry)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field">
          <fieldset className="checks" aria-describedby="brand-languages-hint">
            <legend>{t('bc_languages')}</legend>
            {languages.map((entry) => (
              <label key={entry.code} className="check" lang={entry.code.toLowerCase()}>
                <input
                  type="checkbox"
                  name={`language-${entry.code}`}
                  checked={form.supportedLanguages.includes(entry.code)}
                  disabled={!canManage}
                  onChange={(event) => toggle(entry.code, event.target.checked)}
                />
                {languageLabel(entry)}
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
