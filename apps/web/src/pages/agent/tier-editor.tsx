import { type ContractType, EMPTY_TIER, MAX_RATE_BP, type TierDraft, type TierField } from '@khela/contract';
import { currencyOf } from '@khela/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_INCOME_NS } from '../../i18n/agent-income';
import { useFormat } from '../../i18n/use-format';
import { useRateText, useSiteCurrency } from './contract-parts';
import type { TierProblem } from './contract-terms';

type Props = {
  type: ContractType;
  drafts: TierDraft[];
  problems: TierProblem[];
  onChange: (drafts: TierDraft[]) => void;
  maxRows: number;
};

/**
 * The tier table as a form: one row per step (from team valid bet, from active members, rate in
 * percent). A row per line on desktop, a small card per tier on a phone; each field's problem
 * under it.
 */
export function TierEditor({ type, drafts, problems, onChange, maxRows }: Props) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat();
  const rate = useRateText();
  const currency = useSiteCurrency();
  const id = useId();

  const message = (problem: TierProblem) =>
    problem.key === 'ai_tier_rate_cap'
      ? t(problem.key, { max: rate(MAX_RATE_BP[type]) })
      : t(problem.key, { max: problem.max ?? '' });
  const problemOf = (row: number, field: TierField) =>
    problems.find((p) => p.row === row && p.field === field);
  const tableProblem = problems.find((p) => p.field === 'table');

  const update = (row: number, field: TierField, value: string) =>
    onChange(drafts.map((draft, index) => (index === row ? { ...draft, [field]: value } : draft)));

  const fields: { field: TierField; label: string; inputMode: 'decimal' | 'numeric'; suffix: string }[] = [
    // The currency's sign (৳), as every amount on the page shows it, not its code.
    {
      field: 'minValidBet',
      label: t('ai_tier_min_bet'),
      inputMode: 'decimal',
      suffix: currencyOf(currency).symbol,
    },
    { field: 'minActive', label: t('ai_tier_min_active'), inputMode: 'numeric', suffix: '' },
    {
      field: 'rate',
      label: t(type === 'dividend' ? 'ai_rate_of_loss' : 'ai_rate_of_bet'),
      inputMode: 'decimal',
      suffix: '%',
    },
  ];

  return (
    <fieldset className="agent-tier-editor" data-tier-editor>
      <legend className="records__legend">{t('ai_tiers')}</legend>
      <ol className="agent-tier-editor__rows">
        {drafts.map((draft, row) => (
          // Rows have no identity of their own beyond their place in the table.
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position
          <li key={row} className="agent-tier-editor__row" data-tier-row={row}>
            <span className="agent-tier-editor__label">
              {t('ai_tier_n', { n: format.plainInteger(row + 1) })}
            </span>
            {fields.map(({ field, label, inputMode, suffix }) => {
              const problem = problemOf(row, field);
              const inputId = `${id}-${row}-${field}`;
              return (
                <div
                  key={field}
                  className={`agent-tier-editor__cell${problem ? ' agent-tier-editor__cell--invalid' : ''}`}
                >
                  <label htmlFor={inputId} className="agent-tier-editor__field-label">
                    {label}
                  </label>
                  <span className="agent-tier-editor__box">
                    <input
                      id={inputId}
                      name={`tiers.${row}.${field}`}
                      className="records__input agent-tier-editor__input"
                      inputMode={inputMode}
                      autoComplete="off"
                      maxLength={field === 'minValidBet' ? 16 : 7}
                      value={draft[field]}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${inputId}-error` : undefined}
                      onChange={(event) => update(row, field, event.target.value)}
                    />
                    {suffix && (
                      <span className="agent-tier-editor__suffix" translate="no">
                        {suffix}
                      </span>
                    )}
                  </span>
                  {problem && (
                    <span id={`${inputId}-error`} className="agent-tier-editor__error" role="alert">
                      {message(problem)}
                    </span>
                  )}
                </div>
              );
            })}
            {drafts.length > 1 && (
              <button
                type="button"
                className="link-button agent-tier-editor__remove"
                data-action="remove-tier"
                onClick={() => onChange(drafts.filter((_, index) => index !== row))}
              >
                {t('ai_tier_remove')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {tableProblem && (
        <p className="agent-tier-editor__error" role="alert">
          {message(tableProblem)}
        </p>
      )}
      {drafts.length < maxRows && (
        <button
          type="button"
          className="button button--ghost button--small"
          data-action="add-tier"
          onClick={() => onChange([...drafts, { ...EMPTY_TIER }])}
        >
          {t('ai_tier_add')}
        </button>
      )}
    </fieldset>
  );
}
