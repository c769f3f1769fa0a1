import { FormOutcome, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { CheckField, SelectField } from './promo-fields';

/** An activity's rules as the editor holds them: the JSON the request sends (ActivityRules). */
type ActivityDraft = {
  reward: 'cash' | 'bonus';
  amountMode: 'fixed' | 'chosen';
  amount: string;
  wageringMultiple: string;
  expiresInDays: string;
  imagesRequired: boolean;
};

const DEFAULTS: ActivityDraft = {
  reward: 'cash',
  amountMode: 'chosen',
  amount: '',
  wageringMultiple: '0',
  expiresInDays: '7',
  imagesRequired: true,
};

/** The draft read from the rules' JSON (a fresh promotion's "{}" takes the defaults). */
export function activityDraftOf(json: string): ActivityDraft {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      value = parsed as Record<string, unknown>;
  } catch {
    // An unreadable text starts again from the defaults.
  }
  return {
    reward: value.reward === 'bonus' ? 'bonus' : DEFAULTS.reward,
    amountMode: value.amountMode === 'fixed' ? 'fixed' : DEFAULTS.amountMode,
    amount: typeof value.amount === 'string' ? value.amount : DEFAULTS.amount,
    wageringMultiple:
      typeof value.wageringMultiple === 'number' ? String(value.wageringMultiple) : DEFAULTS.wageringMultiple,
    expiresInDays:
      typeof value.expiresInDays === 'number' ? String(value.expiresInDays) : DEFAULTS.expiresInDays,
    imagesRequired:
      typeof value.imagesRequired === 'boolean' ? value.imagesRequired : DEFAULTS.imagesRequired,
  };
}

/**
 * The JSON of a draft: numbers as numbers when they are whole, else as typed, so the server's
 * schema names the wrong field ("rules.wageringMultiple") rather than this form guessing.
 */
export function activityJsonOf(draft: ActivityDraft): string {
  const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text);
  return JSON.stringify(
    {
      reward: draft.reward,
      amountMode: draft.amountMode,
      amount: draft.amount.trim(),
      ...(draft.reward === 'bonus'
        ? { wageringMultiple: whole(draft.wageringMultiple), expiresInDays: whole(draft.expiresInDays) }
        : {}),
      imagesRequired: draft.imagesRequired,
    },
    null,
    2,
  );
}

/**
 * The editor's fields for an activity (decision 0057): cash or bonus money with its wagering, a
 * fixed amount or one the reviewer chooses up to a maximum, and whether images are required.
 * The rules travel as the editor's JSON; the server's refusal lands on `rules`.
 */
export function ActivityFields(props: {
  json: string;
  errors: Record<string, string>;
  onChange: (json: string) => void;
}) {
  const { t } = useI18n();
  const draft = activityDraftOf(props.json);
  const set = (next: Partial<ActivityDraft>) => props.onChange(activityJsonOf({ ...draft, ...next }));
  const error = (field: string) => props.errors[`rules.${field}`] ?? undefined;
  return (
    <div className="form-grid" data-testid="activity-fields">
      <SelectField<ActivityDraft['reward']>
        name="rules.reward"
        label={t('act_reward')}
        value={draft.reward}
        options={[
          { value: 'cash', label: t('act_reward_cash') },
          { value: 'bonus', label: t('act_reward_bonus') },
        ]}
        onChange={(reward) => set({ reward })}
        error={error('reward')}
      />
      <SelectField<ActivityDraft['amountMode']>
        name="rules.amountMode"
        label={t('act_amount_mode')}
        value={draft.amountMode}
        options={[
          { value: 'chosen', label: t('act_amount_chosen') },
          { value: 'fixed', label: t('act_amount_fixed') },
        ]}
        onChange={(amountMode) => set({ amountMode })}
        error={error('amountMode')}
      />
      <TextField
        name="rules.amount"
        label={draft.amountMode === 'fixed' ? t('act_amount_fixed_label') : t('act_amount_max_label')}
        inputMode="decimal"
        maxLength={20}
        value={draft.amount}
        onChange={(amount) => set({ amount })}
        error={error('amount')}
      />
      {draft.reward === 'bonus' && (
        <>
          <TextField
            name="rules.wageringMultiple"
            label={t('act_wagering')}
            inputMode="numeric"
            maxLength={3}
            value={draft.wageringMultiple}
            onChange={(wageringMultiple) => set({ wageringMultiple })}
            error={error('wageringMultiple')}
          />
          <TextField
            name="rules.expiresInDays"
            label={t('act_expires')}
            inputMode="numeric"
            maxLength={3}
            value={draft.expiresInDays}
            onChange={(expiresInDays) => set({ expiresInDays })}
            error={error('expiresInDays')}
          />
        </>
      )}
      <CheckField
        name="rules.imagesRequired"
        label={t('act_images_required')}
        checked={draft.imagesRequired}
        onChange={(imagesRequired) => set({ imagesRequired })}
      />
      <p className="field__hint">{t('act_rules_hint')}</p>
      <FormOutcome error={props.errors.rules} />
    </div>
  );
}
