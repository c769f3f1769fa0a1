import { useEffect } from 'react';
import { FormOutcome, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { SelectField } from './promo-fields';
import { type RebateDraft, rebateDraftOf, rebateJsonOf } from './rebate-draft';

/**
 * The editor's fields for a rebate (decision 0054): automatic daily or manual, the rate per game
 * type and the default, the minimum payout, the daily cap per player, and the wagering when paid
 * as a bonus. The server's refusals land on their field paths ("rules.rates.LIVE").
 */
export function RebateFields(props: {
  json: string;
  errors: Record<string, string>;
  onChange: (json: string) => void;
}) {
  const { t } = useI18n();
  const draft = rebateDraftOf(props.json);
  const set = (next: Partial<RebateDraft>) => props.onChange(rebateJsonOf({ ...draft, ...next }));
  const error = (field: string) => props.errors[`rules.${field}`] ?? undefined;
  // A fresh promotion's "{}" (or saved rules in another key order) becomes what the fields show,
  // so saving untouched fields sends the defaults the form displays.
  const normal = rebateJsonOf(draft);
  useEffect(() => {
    if (normal !== props.json) props.onChange(normal);
  }, [normal, props.json, props.onChange]);
  const asBonus = /^[1-9]\d*$/.test(draft.wageringMultiple.trim());
  return (
    <div className="rebate-fields" data-testid="rebate-fields">
      <div className="form-grid form-grid--3">
        <SelectField<RebateDraft['mode']>
          name="rules.mode"
          label={t('rb_mode')}
          value={draft.mode}
          options={[
            { value: 'manual', label: t('rb_mode_manual') },
            { value: 'auto_daily', label: t('rb_mode_auto_daily') },
          ]}
          onChange={(mode) => set({ mode })}
          error={error('mode')}
        />
        <TextField
          name="rules.defaultRateBp"
          label={t('rb_default_rate')}
          inputMode="decimal"
          maxLength={6}
          value={draft.defaultRate}
          onChange={(defaultRate) => set({ defaultRate })}
          error={error('defaultRateBp')}
        />
        <TextField
          name="rules.minPayout"
          label={t('rb_min_payout')}
          hint={t('rb_min_payout_hint')}
          inputMode="decimal"
          maxLength={20}
          value={draft.minPayout}
          onChange={(minPayout) => set({ minPayout })}
          error={error('minPayout')}
        />
        <TextField
          name="rules.capPerDay"
          label={t('rb_cap')}
          inputMode="decimal"
          maxLength={20}
          value={draft.capPerDay}
          onChange={(capPerDay) => set({ capPerDay })}
          error={error('capPerDay')}
        />
        <TextField
          name="rules.wageringMultiple"
          label={t('rb_wagering')}
          hint={t('rb_wagering_hint')}
          inputMode="numeric"
          maxLength={3}
          value={draft.wageringMultiple}
          onChange={(wageringMultiple) => set({ wageringMultiple })}
          error={error('wageringMultiple')}
        />
        {asBonus && (
          <TextField
            name="rules.bonusExpiresInDays"
            label={t('rb_expires')}
            inputMode="numeric"
            maxLength={3}
            value={draft.bonusExpiresInDays}
            onChange={(bonusExpiresInDays) => set({ bonusExpiresInDays })}
            error={error('bonusExpiresInDays')}
          />
        )}
      </div>
      <h4 className="section__title">{t('rb_rates')}</h4>
      <p className="field__hint">{t('rb_rates_hint')}</p>
      <div className="form-grid form-grid--3">
        {Object.entries(draft.rates).map(([type, rate]) => (
          <TextField
            key={type}
            name={`rules.rates.${type}`}
            label={type}
            inputMode="decimal"
            maxLength={6}
            value={rate}
            onChange={(next) => set({ rates: { ...draft.rates, [type]: next } })}
            error={error(`rates.${type}`)}
          />
        ))}
      </div>
      <FormOutcome error={props.errors.rules ?? props.errors['rules.rates']} />
    </div>
  );
}
