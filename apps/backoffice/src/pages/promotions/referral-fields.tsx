import { FormOutcome, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { SelectField } from './promo-fields';

/** A referral's rules as the editor holds them: the JSON the request sends (ReferralRules). */
type ReferralDraft = {
  referrerReward: string;
  inviteeReward: string;
  minDeposits: string;
  minValidBets: string;
  withinDays: string;
  payAs: 'cash' | 'bonus';
  wageringMultiple: string;
  expiresInDays: string;
  maxInvitees: string;
};

const DEFAULTS: ReferralDraft = {
  referrerReward: '',
  inviteeReward: '',
  minDeposits: '',
  minValidBets: '',
  withinDays: '30',
  payAs: 'cash',
  wageringMultiple: '0',
  expiresInDays: '30',
  maxInvitees: '50',
};

/** The draft read from the rules' JSON (a fresh promotion's "{}" takes the defaults). */
export function referralDraftOf(json: string): ReferralDraft {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      value = parsed as Record<string, unknown>;
  } catch {
    // An unreadable text starts again from the defaults.
  }
  const text = (key: keyof ReferralDraft) => {
    const v = value[key];
    return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : (DEFAULTS[key] as string);
  };
  return {
    referrerReward: text('referrerReward'),
    inviteeReward: text('inviteeReward'),
    minDeposits: text('minDeposits'),
    minValidBets: text('minValidBets'),
    withinDays: text('withinDays'),
    payAs: value.payAs === 'bonus' ? 'bonus' : 'cash',
    wageringMultiple: text('wageringMultiple'),
    expiresInDays: text('expiresInDays'),
    maxInvitees: text('maxInvitees'),
  };
}

/**
 * The JSON of a draft: whole numbers as numbers, else as typed, so the server's schema names the
 * wrong field ("rules.withinDays"); an empty invitee reward is left out (the invitee gets none).
 */
export function referralJsonOf(draft: ReferralDraft): string {
  const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text);
  return JSON.stringify(
    {
      referrerReward: draft.referrerReward.trim(),
      ...(draft.inviteeReward.trim() ? { inviteeReward: draft.inviteeReward.trim() } : {}),
      minDeposits: draft.minDeposits.trim(),
      minValidBets: draft.minValidBets.trim(),
      withinDays: whole(draft.withinDays),
      payAs: draft.payAs,
      ...(draft.payAs === 'bonus'
        ? { wageringMultiple: whole(draft.wageringMultiple), expiresInDays: whole(draft.expiresInDays) }
        : {}),
      maxInvitees: whole(draft.maxInvitees),
    },
    null,
    2,
  );
}

/**
 * The editor's fields for a referral (decision 0056): the referrer's reward and the invitee's,
 * the invitee's deposit and valid-bet targets within a number of days, cash or bonus money with
 * its wagering, and how many invitees a referrer may be rewarded for.
 */
export function ReferralFields(props: {
  json: string;
  errors: Record<string, string>;
  onChange: (json: string) => void;
}) {
  const { t } = useI18n();
  const draft = referralDraftOf(props.json);
  const set = (next: Partial<ReferralDraft>) => props.onChange(referralJsonOf({ ...draft, ...next }));
  const error = (field: string) => props.errors[`rules.${field}`] ?? undefined;
  const text = (field: keyof ReferralDraft, label: Parameters<typeof t>[0], decimal = true) => (
    <TextField
      name={`rules.${field}`}
      label={t(label)}
      inputMode={decimal ? 'decimal' : 'numeric'}
      maxLength={decimal ? 20 : 6}
      value={draft[field] as string}
      onChange={(value) => set({ [field]: value })}
      error={error(field)}
    />
  );
  return (
    <div className="form-grid" data-testid="referral-fields">
      {text('referrerReward', 'ref_referrer_reward')}
      {text('inviteeReward', 'ref_invitee_reward')}
      {text('minDeposits', 'ref_min_deposits')}
      {text('minValidBets', 'ref_min_valid_bets')}
      {text('withinDays', 'ref_within_days', false)}
      {text('maxInvitees', 'ref_max_invitees', false)}
      <SelectField<ReferralDraft['payAs']>
        name="rules.payAs"
        label={t('ref_pay_as')}
        value={draft.payAs}
        options={[
          { value: 'cash', label: t('ref_pay_cash') },
          { value: 'bonus', label: t('ref_pay_bonus') },
        ]}
        onChange={(payAs) => set({ payAs })}
        error={error('payAs')}
      />
      {draft.payAs === 'bonus' && (
        <>
          {text('wageringMultiple', 'ref_wagering', false)}
          {text('expiresInDays', 'ref_expires', false)}
        </>
      )}
      <p className="field__hint">{t('ref_rules_hint')}</p>
      <FormOutcome error={props.errors.rules} />
    </div>
  );
}
