import type { DepositBonusRules, PromotionKind } from '@khela/contract';
import { useEffect, useMemo, useState } from 'react';
import { Field } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount, formatCount } from '../../numbers';
import { failureText } from '../../query';
import { fill } from './promotion-labels';
import { amountText } from './promotion-numbers';
import { PREVIEW_DELAY_MS, usePreview } from './promotions-api';

/** `value` once it has stood still for `delayMs` (the preview asks once the operator stops typing). */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * What a player would get (POST /bo/api/promotions/preview, the grant's own arithmetic): for a
 * sample deposit the operator types, whether it qualifies, the bonus, the wagering required, the
 * cash locked and the expiry. It asks once the rules are valid and the typing has stopped.
 */
export function PreviewBox(props: { kind: PromotionKind; rules: DepositBonusRules | null }) {
  const { t, language } = useI18n();
  const [deposit, setDeposit] = useState('1000');
  const sample = amountText(deposit);
  const wanted =
    props.rules && sample ? JSON.stringify({ kind: props.kind, rules: props.rules, deposit: sample }) : '';
  const settled = useSettled(wanted, PREVIEW_DELAY_MS);
  const input = useMemo(
    () =>
      settled
        ? (JSON.parse(settled) as { kind: PromotionKind; rules: DepositBonusRules; deposit: string })
        : null,
    [settled],
  );
  const preview = usePreview(wanted ? input : null);
  const value = wanted ? preview.data : undefined;
  const busy = Boolean(wanted) && (wanted !== settled || preview.isFetching);

  return (
    <section
      className="section promo-preview"
      aria-labelledby="promo-preview-title"
      data-testid="promotion-preview"
    >
      <h2 className="section__title" id="promo-preview-title">
        {t('pr_preview')}
      </h2>
      <Field
        label={t('pr_preview_deposit')}
        error={deposit.trim() && !sample ? t('pr_amount_invalid') : undefined}
      >
        {({ id, invalid, describedBy }) => (
          <input
            id={id}
            name="previewDeposit"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={deposit}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setDeposit(event.target.value)}
            // The box sits in the editor's form: Enter here must not save the promotion.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        )}
      </Field>
      {!wanted && <p className="notice">{t('pr_preview_waiting')}</p>}
      {wanted && preview.error ? (
        <p className="form-error" role="alert">
          {failureText(preview.error)}
        </p>
      ) : null}
      {value && (
        <dl className="promo-figures" aria-busy={busy} data-qualifies={value.qualifies}>
          <div data-figure="qualifies">
            <dt>{t('pr_preview_qualifies')}</dt>
            <dd>{t(value.qualifies ? 'pr_preview_yes' : 'pr_preview_no')}</dd>
          </div>
          <div data-figure="bonus">
            <dt>{t('pr_preview_bonus')}</dt>
            <dd>{formatAmount(value.bonus, language)}</dd>
          </div>
          <div data-figure="wagering">
            <dt>{t('pr_preview_wagering')}</dt>
            <dd>{formatAmount(value.wageringRequired, language)}</dd>
          </div>
          <div data-figure="locked">
            <dt>{t('pr_preview_locked')}</dt>
            <dd>{formatAmount(value.locked, language)}</dd>
          </div>
          <div data-figure="expires">
            <dt>{t('pr_preview_expires')}</dt>
            <dd>{fill(t('pr_preview_days'), { days: formatCount(value.expiresInDays, language) })}</dd>
          </div>
        </dl>
      )}
      {busy && !value && <p className="notice">{t('pr_preview_loading')}</p>}
    </section>
  );
}
