import { type PointsConfigValue, roleHolds } from '@khela/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { boRequest } from '../../api';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import { failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import { type RulesDraft, ratesOf, rulesDraftOf } from './points-draft';
import './loyalty.css';

const KEY = ['loyalty', 'points', 'config'] as const;

/** The points rules (decision 0062): rates per game type and the conversion; loyalty.manage saves (audited). */
export default function PointsTab() {
  const { t } = useI18n();
  const operator = useOperator();
  const canManage = roleHolds(operator.role, 'loyalty.manage');
  const config = useApiQuery<PointsConfigValue>(KEY, '/bo/api/loyalty/points/config');
  const [draft, setDraft] = useState<RulesDraft | null>(null);
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string; rates?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (config.data && draft === null) setDraft(rulesDraftOf(config.data));
  }, [config.data, draft]);
  if (config.error) return <FormOutcome error={failureText(config.error)} />;
  if (!config.data || !draft) return <p className="notice">{t('loading')}</p>;
  const currency = config.data.currency;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const rates = ratesOf(draft.rates);
    if (!rates) {
      setOutcome({ rates: t('lo_pt_bad_rates') });
      return;
    }
    setBusy(true);
    setOutcome({});
    try {
      const saved = await boRequest<PointsConfigValue>('/bo/api/loyalty/points/config', {
        method: 'PUT',
        body: { ...draft, rates },
      });
      setDraft(rulesDraftOf(saved));
      setOutcome({ saved: t('lo_pt_saved') });
      void config.refetch();
    } catch (caught) {
      setOutcome({ error: failureText(caught) });
    } finally {
      setBusy(false);
    }
  }

  const number =
    (key: 'defaultRateBp' | 'convertPoints' | 'convertMinPoints' | 'convertStepPoints') => (value: string) =>
      setDraft({ ...draft, [key]: /^\d*$/.test(value) ? Number(value) : Number.NaN });

  return (
    <section className="section" aria-labelledby="points-rules-title" data-testid="points-rules">
      <h2 className="section__title" id="points-rules-title">
        {t('lo_pt_rules')}
      </h2>
      <p className="section__intro">{t('lo_pt_intro')}</p>
      <form onSubmit={(event) => void save(event)} noValidate>
        <fieldset disabled={!canManage} className="form-grid form-grid--3">
          <Field label={t('lo_pt_rates')} error={outcome.rates}>
            {({ id, invalid }) => (
              <textarea
                id={id}
                name="rates"
                rows={5}
                value={draft.rates}
                aria-invalid={invalid || undefined}
                onChange={(event) => setDraft({ ...draft, rates: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('lo_pt_default')}>
            {({ id }) => (
              <input
                id={id}
                name="defaultRateBp"
                inputMode="numeric"
                value={Number.isNaN(draft.defaultRateBp) ? '' : String(draft.defaultRateBp)}
                onChange={(event) => number('defaultRateBp')(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('lo_pt_convert_on')}>
            {({ id }) => (
              <input
                id={id}
                type="checkbox"
                name="convertEnabled"
                checked={draft.convertEnabled}
                onChange={(event) => setDraft({ ...draft, convertEnabled: event.target.checked })}
              />
            )}
          </Field>
          <Field label={t('lo_pt_convert_points')}>
            {({ id }) => (
              <input
                id={id}
                name="convertPoints"
                inputMode="numeric"
                value={Number.isNaN(draft.convertPoints) ? '' : String(draft.convertPoints)}
                onChange={(event) => number('convertPoints')(event.target.value)}
              />
            )}
          </Field>
          <Field label={`${t('lo_pt_convert_cash')} (${currency})`}>
            {({ id }) => (
              <input
                id={id}
                name="convertCash"
                inputMode="decimal"
                value={draft.convertCash}
                onChange={(event) => setDraft({ ...draft, convertCash: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('lo_pt_convert_min')}>
            {({ id }) => (
              <input
                id={id}
                name="convertMinPoints"
                inputMode="numeric"
                value={Number.isNaN(draft.convertMinPoints) ? '' : String(draft.convertMinPoints)}
                onChange={(event) => number('convertMinPoints')(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('lo_pt_convert_step')}>
            {({ id }) => (
              <input
                id={id}
                name="convertStepPoints"
                inputMode="numeric"
                value={Number.isNaN(draft.convertStepPoints) ? '' : String(draft.convertStepPoints)}
                onChange={(event) => number('convertStepPoints')(event.target.value)}
              />
            )}
          </Field>
        </fieldset>
        {canManage && (
          <button type="submit" className="button" disabled={busy}>
            {t('lo_pt_save')}
          </button>
        )}
      </form>
      <FormOutcome error={outcome.error} saved={outcome.saved ?? null} />
    </section>
  );
}
