import {
  type ContractType,
  EMPTY_TIER,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BP,
  type TierDraft,
  type TierField,
} from '@khela/contract';
import { useId } from 'react';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatRate, type TierProblem } from './agent-terms';

const COLUMNS: readonly {
  field: TierField;
  label: MessageKey;
  inputMode: 'decimal' | 'numeric';
  max: number;
}[] = [
  { field: 'minValidBet', label: 'ag_tier_min_bet', inputMode: 'decimal', max: 16 },
  { field: 'minActive', label: 'ag_tier_min_active', inputMode: 'numeric', max: 7 },
  { field: 'rate', label: 'ag_tier_rate', inputMode: 'decimal', max: 6 },
];

/**
 * A contract's tier table as a form: one row per step (from this team valid bet and this many
 * active members, this rate typed in percent), rows added and removed up to the contract's
 * limit, each field's problem under it. It scrolls sideways in a narrow dialog.
 */
export function TierTable(props: {
  type: ContractType;
  drafts: TierDraft[];
  problems: TierProblem[];
  onChange: (drafts: TierDraft[]) => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const { drafts, problems } = props;
  const messageOf = (problem: TierProblem) =>
    problem.key === 'ag_tier_rate_cap'
      ? t(problem.key).replace('{max}', formatRate(MAX_RATE_BP[props.type], language))
      : t(problem.key).replace('{max}', problem.max ?? '');
  const problemOf = (row: number, field: TierField) =>
    problems.find((p) => p.row === row && p.field === field);
  const tableProblem = problems.find((p) => p.field === 'table');
  const update = (row: number, field: TierField, value: string) =>
    props.onChange(drafts.map((draft, index) => (index === row ? { ...draft, [field]: value } : draft)));
  const rateLabel = t(props.type === 'dividend' ? 'ag_tier_rate_of_loss' : 'ag_tier_rate_of_bet');

  return (
    <fieldset className="agent-tiers" data-testid="tier-table">
      <legend>{t('ag_tiers')}</legend>
      <div className="scroll-x">
        <table className="mini-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              {COLUMNS.map((column) => (
                <th key={column.field} scope="col">
                  {column.field === 'rate' ? rateLabel : t(column.label)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the table
              <tr key={row} data-tier-row={row}>
                <td>{row + 1}</td>
                {COLUMNS.map((column) => {
                  const problem = problemOf(row, column.field);
                  const inputId = `${id}-${row}-${column.field}`;
                  return (
                    <td key={column.field}>
                      <input
                        id={inputId}
                        name={`tiers.${row}.${column.field}`}
                        className="agent-tiers__input"
                        inputMode={column.inputMode}
                        autoComplete="off"
                        maxLength={column.max}
                        value={draft[column.field]}
                        aria-label={`${column.field === 'rate' ? rateLabel : t(column.label)} ${row + 1}`}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${inputId}-error` : undefined}
                        onChange={(event) => update(row, column.field, event.target.value)}
                      />
                      {column.field === 'rate' && <span aria-hidden="true"> %</span>}
                      {problem && (
                        <p className="field__error" id={`${inputId}-error`} role="alert">
                          {messageOf(problem)}
                        </p>
                      )}
                    </td>
                  );
                })}
                <td>
                  {drafts.length > 1 && (
                    <button
                      type="button"
                      className="button button--ghost"
                      data-action="remove-tier"
                      onClick={() => props.onChange(drafts.filter((_, index) => index !== row))}
                    >
                      {t('remove')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tableProblem && (
        <p className="field__error" role="alert">
          {messageOf(tableProblem)}
        </p>
      )}
      {drafts.length < MAX_CONTRACT_TIERS && (
        <div className="actions">
          <button
            type="button"
            className="button button--ghost"
            data-action="add-tier"
            onClick={() => props.onChange([...drafts, { ...EMPTY_TIER }])}
          >
            {t('ag_tier_add')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
