import { type FormEvent, useRef, useState } from 'react';
import { ActionDialog, type ActionOutcome } from '../../action-dialog';
import { BoApiError } from '../../api';
import { TextAreaField, TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../numbers';
import { ContributionsTable } from './contributions-table';
import {
  checkGrant,
  emptyGrant,
  type GrantDraft,
  newRequestId,
  type PendingGrant,
  REASON_MAX,
  requestIdFor,
} from './grant-draft';
import { CheckField, SelectField } from './promo-fields';
import { fill } from './promotion-labels';
import { grantCall, useBonusChange } from './promotions-api';
import { refusalOf } from './refusals';
import type { WageringBase } from './rules-draft';

/** The grant form's fields, as the server names them in its refusals. */
const SHOWN = new Set([
  'username',
  'amount',
  'wageringMultiple',
  'wageringBase',
  'deposit',
  'lockDeposit',
  'maxStake',
  'contributions',
  'defaultContributionBp',
  'expiresInDays',
  'reason',
]);

/** The errors a change of a form value mends, where they are not named as the value. */
const MENDS: Partial<Record<keyof GrantDraft, readonly string[]>> = {
  wageringBase: ['wageringBase', 'deposit'],
  lockDeposit: ['lockDeposit', 'deposit'],
  defaultContribution: ['defaultContributionBp'],
  contributions: [],
};

/**
 * A manual bonus for one player (promotions.bonuses.grant; audited): amount, wagering multiple of
 * the bonus or of deposit + bonus, the qualifying deposit and its lock, the largest stake,
 * contributions, expiry, and the reason. Each submission carries a fresh request id, except a
 * retry of the very same grant after no answer came, which carries the same one (granted once).
 */
export function GrantDialog(props: { username: string; currency: string; onDone: (text: string) => void }) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<GrantDraft>(emptyGrant);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const pending = useRef<PendingGrant | null>(null);
  const send = useBonusChange();
  /** A change to the form; the errors it may have mended go (the next Grant checks again). */
  const set = <K extends keyof GrantDraft>(key: K, value: GrantDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    const mended: readonly string[] = MENDS[key] ?? [key];
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !mended.includes(field))),
    );
  };

  const close = () => {
    setOpen(false);
    if (outcome) props.onDone(outcome.text);
    setDraft(emptyGrant());
    setErrors({});
    setFailure(null);
    setOutcome(null);
    pending.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problems } = checkGrant(props.username, draft);
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, p]) => [field, fill(t(p.key), p.params ?? {})]),
      ),
    );
    setFailure(null);
    if (!body) return;
    const attempt = requestIdFor(pending.current, body, newRequestId);
    pending.current = attempt;
    try {
      const bonus = await send.mutateAsync(grantCall(body, attempt.requestId));
      pending.current = null;
      setOutcome({
        kind: 'saved',
        text: fill(t('pr_granted'), {
          id: bonus.id,
          amount: formatMoney(bonus.amount, props.currency, language),
          username: props.username,
        }),
      });
    } catch (error) {
      // An answer (a refusal) means nothing was granted under this id; no answer may mean it was.
      if (error instanceof BoApiError && error.status !== 0) pending.current = null;
      const refusal = refusalOf(error, SHOWN);
      setErrors(refusal.fields);
      setFailure(refusal.form);
    }
  };

  const bases: { value: WageringBase; label: string }[] = [
    { value: 'bonus', label: t('pr_base_bonus') },
    { value: 'deposit_bonus', label: t('pr_base_deposit_bonus') },
  ];
  const amountLabel = (label: string) => `${label} (${props.currency})`;
  return (
    <ActionDialog
      action="grant-bonus"
      label={t('pr_grant')}
      title={fill(t('pr_grant_title'), { username: props.username })}
      primary
      open={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      confirm={fill(t('pr_grant_title'), { username: props.username })}
      busy={send.isPending}
      failure={failure}
      submitLabel={t('pr_grant_submit')}
      onSubmit={submit}
      outcome={outcome}
    >
      <p className="field__hint">{t('pr_grant_confirm')}</p>
      <TextField
        name="amount"
        label={amountLabel(t('pr_amount'))}
        inputMode="decimal"
        maxLength={20}
        value={draft.amount}
        onChange={(value) => set('amount', value)}
        error={errors.amount}
      />
      <div className="promo-pair">
        <TextField
          name="wageringMultiple"
          label={t('pr_wagering_multiple')}
          inputMode="numeric"
          maxLength={3}
          value={draft.wageringMultiple}
          onChange={(value) => set('wageringMultiple', value)}
          error={errors.wageringMultiple}
        />
        <SelectField
          name="wageringBase"
          label={t('pr_wagering_base')}
          value={draft.wageringBase}
          options={bases}
          onChange={(value) => set('wageringBase', value)}
          error={errors.wageringBase}
        />
      </div>
      <TextField
        name="deposit"
        label={amountLabel(t('pr_deposit'))}
        hint={t('pr_deposit_hint')}
        inputMode="decimal"
        maxLength={20}
        value={draft.deposit}
        onChange={(value) => set('deposit', value)}
        error={errors.deposit}
      />
      <CheckField
        name="lockDeposit"
        label={t('pr_lock_deposit')}
        checked={draft.lockDeposit}
        onChange={(value) => set('lockDeposit', value)}
        error={errors.lockDeposit}
      />
      <div className="promo-pair">
        <TextField
          name="maxStake"
          label={amountLabel(t('pr_max_stake'))}
          hint={t('pr_max_stake_hint')}
          inputMode="decimal"
          maxLength={20}
          value={draft.maxStake}
          onChange={(value) => set('maxStake', value)}
          error={errors.maxStake}
        />
        <TextField
          name="expiresInDays"
          label={t('pr_expires_days')}
          hint={t('pr_expires_days_hint')}
          inputMode="numeric"
          maxLength={3}
          value={draft.expiresInDays}
          onChange={(value) => set('expiresInDays', value)}
          error={errors.expiresInDays}
        />
      </div>
      <TextField
        name="defaultContributionBp"
        label={t('pr_default_contribution')}
        hint={t('pr_default_contribution_hint')}
        inputMode="decimal"
        maxLength={6}
        value={draft.defaultContribution}
        onChange={(value) => set('defaultContribution', value)}
        error={errors.defaultContributionBp}
      />
      <details
        className="promo-details"
        open={Object.keys(errors).some((field) => field.startsWith('contributions'))}
      >
        <summary>{t('pr_contributions')}</summary>
        <ContributionsTable
          drafts={draft.contributions}
          onChange={(value) => set('contributions', value)}
          errors={errors}
          prefix="contributions"
        />
      </details>
      <TextAreaField
        name="reason"
        label={t('pr_reason')}
        hint={t('pr_reason_hint')}
        maxLength={REASON_MAX}
        value={draft.reason}
        onChange={(value) => set('reason', value)}
        error={errors.reason}
      />
    </ActionDialog>
  );
}
