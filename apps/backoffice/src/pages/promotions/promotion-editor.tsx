import { PROMOTION_CATEGORIES, PROMOTION_KINDS, type PromotionKind } from '@khela/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { FormOutcome, SaveCancel, TextAreaField, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { navigate } from '../../navigation';
import { failureText } from '../../query';
import { ActivityFields } from './activity-fields';
import { PreviewBox } from './preview-box';
import { DateTimeField, SelectField } from './promo-fields';
import {
  checkPromotion,
  draftOf,
  editorFields,
  emptyDraft,
  isDepositKind,
  kindPays,
  LIMITS,
  type PromotionDraft,
} from './promotion-draft';
import { CATEGORY_LABEL, fill, KIND_LABEL, PROMOTION_STATUSES, STATUS_LABEL } from './promotion-labels';
import type { Problems } from './promotion-numbers';
import { type Promotion, saveCall, usePromotionSave, usePromotions } from './promotions-api';
import { RaffleFields } from './raffle-fields';
import { RaffleView } from './raffle-view';
import { RebateFields } from './rebate-fields';
import { ReferralFields } from './referral-fields';
import { refusalOf } from './refusals';
import { checkRules, ruleChanged } from './rules-draft';
import { RulesFields } from './rules-fields';

/**
 * A promotion's editor: a new one (`id` null) or a saved one found in the list. Without
 * promotions.manage the fields are read-only (the preview still works).
 */
export function PromotionEditor(props: { id: string | null; canManage: boolean }) {
  const { t } = useI18n();
  const list = usePromotions();
  if (props.id === null) return <EditorForm value={null} canManage={props.canManage} />;
  if (list.error) return <FormOutcome error={failureText(list.error)} />;
  if (!list.data) return <p className="notice">{t('loading')}</p>;
  const value = list.data.list.find((promotion) => promotion.id === props.id);
  if (!value) return <p className="notice">{t('pr_not_found')}</p>;
  return <EditorForm value={value} canManage={props.canManage} />;
}

function EditorForm({ value, canManage }: { value: Promotion | null; canManage: boolean }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<PromotionDraft>(() => (value ? draftOf(value) : emptyDraft(new Date())));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = usePromotionSave();
  const deposit = isDepositKind(draft.kind);
  const rules = useMemo(() => (deposit ? checkRules(draft.rules).rules : null), [deposit, draft.rules]);

  const translate = (problems: Problems) =>
    Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, fill(t(problem.key), problem.params ?? {})]),
    );
  /** A change to the draft; the fields it touches lose their old error. */
  const change = (next: Partial<PromotionDraft>, ...fields: string[]) => {
    setDraft((current) => ({ ...current, ...next }));
    if (fields.some((field) => errors[field]))
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canManage) return;
    const { request, problems } = checkPromotion(draft);
    setErrors(translate(problems));
    setFailure(request ? null : t('pr_fix_fields'));
    if (!request) return;
    try {
      const saved = await save.mutateAsync(saveCall(value?.id ?? null, request));
      navigate(`promotions?saved=${encodeURIComponent(saved.id)}`);
    } catch (error) {
      const refusal = refusalOf(error, editorFields(draft.kind, Object.keys(draft.rules.contributions)));
      setErrors(refusal.fields);
      setFailure(refusal.form ?? (Object.keys(refusal.fields).length > 0 ? t('pr_fix_fields') : null));
    }
  };

  const kinds = PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABEL[kind]) }));
  const categories = PROMOTION_CATEGORIES.map((category) => ({
    value: category,
    label: t(CATEGORY_LABEL[category]),
  }));
  const statuses = PROMOTION_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) }));
  const title = value ? fill(t('pr_edit_title'), { id: value.id }) : t('pr_new');

  return (
    // On a phone the preview comes right after the rules (the main column's box is dissolved and
    // the save buttons are ordered after it); on a desktop it stands beside the form.
    <form
      className="promo-editor"
      data-testid="promotion-editor"
      onSubmit={submit}
      noValidate
      aria-label={title}
    >
      <div className="promo-editor__main">
        <h2 className="promo-editor__title">{title}</h2>
        {!canManage && <p className="notice">{t('pr_view_only')}</p>}
        <fieldset className="promo-editor__fields" disabled={!canManage}>
          <section className="section" aria-labelledby="promo-basics">
            <h3 className="section__title" id="promo-basics">
              {t('pr_section_basics')}
            </h3>
            <div className="form-grid">
              <SelectField<PromotionKind>
                name="kind"
                label={t('pr_kind')}
                value={draft.kind}
                options={kinds}
                disabled={value !== null}
                hint={value ? t('pr_kind_fixed') : kindPays(draft.kind) ? undefined : t('pr_kind_draft_only')}
                onChange={(kind) => change({ kind }, 'kind', 'status')}
                error={errors.kind}
              />
              <SelectField
                name="category"
                label={t('pr_category')}
                value={draft.category}
                options={categories}
                onChange={(category) => change({ category }, 'category')}
                error={errors.category}
              />
              <SelectField
                name="status"
                label={t('pr_status')}
                value={draft.status}
                options={statuses}
                onChange={(status) => change({ status }, 'status')}
                error={errors.status}
              />
              <TextField
                name="sort"
                label={t('pr_sort')}
                hint={t('pr_sort_hint')}
                inputMode="numeric"
                maxLength={5}
                value={draft.sort}
                onChange={(sort) => change({ sort }, 'sort')}
                error={errors.sort}
              />
            </div>
          </section>

          <section className="section" aria-labelledby="promo-texts">
            <h3 className="section__title" id="promo-texts">
              {t('pr_section_texts')}
            </h3>
            <div className="form-grid">
              <TextField
                name="title.en"
                label={t('pr_title_en')}
                maxLength={LIMITS.titleMax}
                value={draft.titleEn}
                onChange={(titleEn) => change({ titleEn }, 'title.en')}
                error={errors['title.en']}
              />
              <TextField
                name="title.bn"
                label={t('pr_title_bn')}
                maxLength={LIMITS.titleMax}
                value={draft.titleBn}
                onChange={(titleBn) => change({ titleBn }, 'title.bn')}
                error={errors['title.bn']}
              />
              <TextAreaField
                name="body.en"
                label={t('pr_body_en')}
                hint={t('pr_body_hint')}
                maxLength={LIMITS.bodyMax}
                rows={5}
                value={draft.bodyEn}
                onChange={(bodyEn) => change({ bodyEn }, 'body.en')}
                error={errors['body.en']}
              />
              <TextAreaField
                name="body.bn"
                label={t('pr_body_bn')}
                hint={t('pr_body_hint')}
                maxLength={LIMITS.bodyMax}
                rows={5}
                value={draft.bodyBn}
                onChange={(bodyBn) => change({ bodyBn }, 'body.bn')}
                error={errors['body.bn']}
              />
            </div>
          </section>

          <section className="section" aria-labelledby="promo-schedule">
            <h3 className="section__title" id="promo-schedule">
              {t('pr_section_schedule')}
            </h3>
            <div className="promo-fit">
              <DateTimeField
                name="visibleFrom"
                label={t('pr_visible_from')}
                hint={t('pr_visible_hint')}
                value={draft.visibleFrom}
                onChange={(visibleFrom) => change({ visibleFrom }, 'visibleFrom')}
                error={errors.visibleFrom}
              />
              <DateTimeField
                name="activeFrom"
                label={t('pr_active_from')}
                value={draft.activeFrom}
                onChange={(activeFrom) => change({ activeFrom }, 'activeFrom', 'visibleFrom', 'activeUntil')}
                error={errors.activeFrom}
              />
              <DateTimeField
                name="activeUntil"
                label={t('pr_active_until')}
                hint={t('pr_active_until_hint')}
                value={draft.activeUntil}
                onChange={(activeUntil) => change({ activeUntil }, 'activeUntil')}
                error={errors.activeUntil}
              />
              <TextField
                name="perPlayerLimit"
                label={t('pr_per_player')}
                hint={t('pr_per_player_hint')}
                inputMode="numeric"
                maxLength={4}
                value={draft.perPlayerLimit}
                onChange={(perPlayerLimit) => change({ perPlayerLimit }, 'perPlayerLimit')}
                error={errors.perPlayerLimit}
              />
              <TextField
                name="globalLimit"
                label={t('pr_global_limit')}
                hint={t('pr_global_limit_hint')}
                inputMode="numeric"
                maxLength={8}
                value={draft.globalLimit}
                onChange={(globalLimit) => change({ globalLimit }, 'globalLimit')}
                error={errors.globalLimit}
              />
            </div>
          </section>

          <section className="section" aria-labelledby="promo-rules">
            <h3 className="section__title" id="promo-rules">
              {t('pr_section_rules')}
            </h3>
            {deposit ? (
              <RulesFields
                draft={draft.rules}
                errors={errors}
                onChange={(next) => {
                  const touched = Object.keys(errors).filter((field) => field.startsWith('rules.'));
                  change(
                    { rules: next },
                    ...touched.filter((field) => ruleChanged(field, draft.rules, next)),
                  );
                }}
              />
            ) : draft.kind === 'raffle' ? (
              <RaffleFields
                json={draft.rulesJson}
                errors={errors}
                onChange={(rulesJson) => change({ rulesJson }, 'rules')}
              />
            ) : draft.kind === 'referral' ? (
              <ReferralFields
                json={draft.rulesJson}
                errors={errors}
                onChange={(rulesJson) => change({ rulesJson }, 'rules')}
              />
            ) : draft.kind === 'rebate' ? (
              <RebateFields
                json={draft.rulesJson}
                errors={errors}
                onChange={(rulesJson) => change({ rulesJson }, 'rules')}
              />
            ) : draft.kind === 'activity' ? (
              <ActivityFields
                json={draft.rulesJson}
                errors={errors}
                onChange={(rulesJson) => change({ rulesJson }, 'rules')}
              />
            ) : (
              <TextAreaField
                name="rules"
                label={t('pr_rules_json')}
                hint={t('pr_rules_json_hint')}
                rows={6}
                value={draft.rulesJson}
                onChange={(rulesJson) => change({ rulesJson }, 'rules')}
                error={errors.rules}
              />
            )}
          </section>
          {draft.kind === 'raffle' && value && <RaffleView id={value.id} />}
        </fieldset>
        <div className="promo-editor__end">
          <FormOutcome error={failure} />
          {canManage ? (
            <SaveCancel
              busy={save.isPending}
              onCancel={() => navigate('promotions')}
              {...(value ? {} : { submitLabel: t('pr_create') })}
            />
          ) : (
            <div className="actions">
              <button type="button" className="button button--ghost" onClick={() => navigate('promotions')}>
                {t('cancel')}
              </button>
            </div>
          )}
        </div>
      </div>
      {deposit && <PreviewBox kind={draft.kind} rules={rules} />}
    </form>
  );
}
