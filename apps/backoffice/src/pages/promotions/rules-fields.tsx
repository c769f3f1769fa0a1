import { TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { ContributionsTable } from './contributions-table';
import { CheckField, SelectField } from './promo-fields';
import type { RulesDraft, WageringBase } from './rules-draft';

/**
 * A deposit bonus's rules (DepositBonusRules) as typed fields: the percentage (in %, sent in basis
 * points), the cap and the smallest deposit, the wagering multiple and its base, the deposit lock,
 * the largest stake, the contribution per game type and the default, and the expiry in days.
 * Errors are keyed by the server's field paths ("rules.cap").
 */
export function RulesFields(props: {
  draft: RulesDraft;
  onChange: (draft: RulesDraft) => void;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const { draft, errors } = props;
  const set = <K extends keyof RulesDraft>(key: K, value: RulesDraft[K]) =>
    props.onChange({ ...draft, [key]: value });
  const bases: { value: WageringBase; label: string }[] = [
    { value: 'bonus', label: t('pr_base_bonus') },
    { value: 'deposit_bonus', label: t('pr_base_deposit_bonus') },
  ];
  return (
    <>
      <div className="form-grid form-grid--3">
        <TextField
          name="rules.percentBp"
          label={t('pr_percent')}
          hint={t('pr_percent_hint')}
          inputMode="decimal"
          maxLength={8}
          value={draft.percent}
          onChange={(value) => set('percent', value)}
          error={errors['rules.percentBp']}
        />
        <TextField
          name="rules.cap"
          label={t('pr_cap')}
          inputMode="decimal"
          maxLength={20}
          value={draft.cap}
          onChange={(value) => set('cap', value)}
          error={errors['rules.cap']}
        />
        <TextField
          name="rules.minDeposit"
          label={t('pr_min_deposit')}
          inputMode="decimal"
          maxLength={20}
          value={draft.minDeposit}
          onChange={(value) => set('minDeposit', value)}
          error={errors['rules.minDeposit']}
        />
        <TextField
          name="rules.wageringMultiple"
          label={t('pr_wagering_multiple')}
          hint={t('pr_wagering_multiple_hint')}
          inputMode="numeric"
          maxLength={3}
          value={draft.wageringMultiple}
          onChange={(value) => set('wageringMultiple', value)}
          error={errors['rules.wageringMultiple']}
        />
        <SelectField
          name="rules.wageringBase"
          label={t('pr_wagering_base')}
          value={draft.wageringBase}
          options={bases}
          onChange={(value) => set('wageringBase', value)}
          error={errors['rules.wageringBase']}
        />
        <TextField
          name="rules.maxStake"
          label={t('pr_max_stake')}
          hint={t('pr_max_stake_hint')}
          inputMode="decimal"
          maxLength={20}
          value={draft.maxStake}
          onChange={(value) => set('maxStake', value)}
          error={errors['rules.maxStake']}
        />
        <TextField
          name="rules.expiresInDays"
          label={t('pr_expires_days')}
          hint={t('pr_expires_days_hint')}
          inputMode="numeric"
          maxLength={3}
          value={draft.expiresInDays}
          onChange={(value) => set('expiresInDays', value)}
          error={errors['rules.expiresInDays']}
        />
        <TextField
          name="rules.defaultContributionBp"
          label={t('pr_default_contribution')}
          hint={t('pr_default_contribution_hint')}
          inputMode="decimal"
          maxLength={6}
          value={draft.defaultContribution}
          onChange={(value) => set('defaultContribution', value)}
          error={errors['rules.defaultContributionBp']}
        />
        <CheckField
          name="rules.lockDeposit"
          label={t('pr_lock_deposit')}
          checked={draft.lockDeposit}
          onChange={(value) => set('lockDeposit', value)}
          error={errors['rules.lockDeposit']}
        />
      </div>
      <ContributionsTable
        drafts={draft.contributions}
        onChange={(value) => set('contributions', value)}
        errors={errors}
        prefix="rules.contributions"
      />
    </>
  );
}
