import { useId } from 'react';
import { useI18n } from '../../i18n';
import type { ContributionDrafts } from './promotion-numbers';

/**
 * How much of a stake counts towards wagering, per game type, typed in percent (sent in basis
 * points): a small table of one cell per game type (as many to a row as fit), empty for "the
 * default". Each cell's problem is under it; the errors are keyed `${prefix}.${type}` as the
 * server names them (`${prefix}` for the whole map).
 */
export function ContributionsTable(props: {
  drafts: ContributionDrafts;
  onChange: (drafts: ContributionDrafts) => void;
  errors: Record<string, string>;
  prefix: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const whole = props.errors[props.prefix];
  return (
    <fieldset className="promo-contributions" data-testid="contributions">
      <legend>{t('pr_contributions')}</legend>
      <p className="field__hint">{t('pr_contributions_hint')}</p>
      <div className="promo-contributions__grid">
        {Object.entries(props.drafts).map(([type, value]) => {
          const error = props.errors[`${props.prefix}.${type}`];
          const inputId = `${id}-${type}`;
          return (
            <div key={type} className="promo-contribution" data-game-type={type}>
              <label htmlFor={inputId} className="promo-contribution__type">
                {type}
              </label>
              <span className="promo-percent">
                <input
                  id={inputId}
                  name={`${props.prefix}.${type}`}
                  className="promo-input"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={6}
                  value={value}
                  aria-label={`${t('pr_contribution')} ${type}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) => props.onChange({ ...props.drafts, [type]: event.target.value })}
                />
                <span aria-hidden="true">%</span>
              </span>
              {error && (
                <p className="field__error" id={`${inputId}-error`} role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {whole && (
        <p className="field__error" role="alert">
          {whole}
        </p>
      )}
    </fieldset>
  );
}
