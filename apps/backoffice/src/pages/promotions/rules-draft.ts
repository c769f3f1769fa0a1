import type { DepositBonusRules } from '@khela/contract';
import {
  amountText,
  bpToPercent,
  type ContributionDrafts,
  contributionDrafts,
  contributionsOf,
  type Problems,
  percentField,
  wholeNumber,
  wholeProblem,
} from './promotion-numbers';

/**
 * A deposit bonus's rules as the editor types them (DepositBonusRules, decision 0052): percent
 * text for basis points, decimal amounts, whole numbers. The problems are keyed by the server's
 * field paths ("rules.cap"). Pure: unit tested with the editor's form (promotion-draft.test.ts).
 */

export type WageringBase = DepositBonusRules['wageringBase'];

/** The server's limits of the rules (DepositBonusRules). */
export const RULE_LIMITS = { percentMaxBp: 100_000, multipleMax: 100, expiresMaxDays: 365 } as const;

export type RulesDraft = {
  percent: string;
  cap: string;
  minDeposit: string;
  wageringMultiple: string;
  wageringBase: WageringBase;
  lockDeposit: boolean;
  maxStake: string;
  contributions: ContributionDrafts;
  defaultContribution: string;
  expiresInDays: string;
};

export function emptyRules(): RulesDraft {
  return {
    percent: '',
    cap: '',
    minDeposit: '',
    wageringMultiple: '',
    wageringBase: 'bonus',
    lockDeposit: false,
    maxStake: '',
    contributions: contributionDrafts(),
    defaultContribution: '100',
    expiresInDays: '30',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown, fallback: string) =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : fallback;

/** Saved deposit-bonus rules as the form shows them (bp → percent); what is missing stays empty. */
export function rulesDraftOf(rules: Record<string, unknown>): RulesDraft {
  const empty = emptyRules();
  const contributions =
    typeof rules.contributions === 'object' && rules.contributions !== null
      ? (rules.contributions as Record<string, number>)
      : {};
  return {
    percent: typeof rules.percentBp === 'number' ? bpToPercent(rules.percentBp) : '',
    cap: text(rules.cap),
    minDeposit: text(rules.minDeposit),
    wageringMultiple: count(rules.wageringMultiple, ''),
    wageringBase: rules.wageringBase === 'deposit_bonus' ? 'deposit_bonus' : 'bonus',
    lockDeposit: rules.lockDeposit === true,
    maxStake: text(rules.maxStake),
    contributions: contributionDrafts(contributions),
    defaultContribution:
      typeof rules.defaultContributionBp === 'number'
        ? bpToPercent(rules.defaultContributionBp)
        : empty.defaultContribution,
    expiresInDays: count(rules.expiresInDays, empty.expiresInDays),
  };
}

/** Deposit-bonus rules as sent (DepositBonusRules), or the problems of each wrong field. */
export function checkRules(draft: RulesDraft): { rules: DepositBonusRules | null; problems: Problems } {
  const problems: Problems = {};
  const percent = percentField(draft.percent, 1, RULE_LIMITS.percentMaxBp);
  if (percent.problem) problems['rules.percentBp'] = percent.problem;
  const cap = amountText(draft.cap);
  if (cap === null) problems['rules.cap'] = { key: 'pr_amount_invalid' };
  const minDeposit = amountText(draft.minDeposit);
  if (minDeposit === null) problems['rules.minDeposit'] = { key: 'pr_amount_invalid' };
  const multiple = wholeNumber(draft.wageringMultiple, 0, RULE_LIMITS.multipleMax);
  if (multiple === null) problems['rules.wageringMultiple'] = wholeProblem(0, RULE_LIMITS.multipleMax);
  const maxStake = draft.maxStake.trim() ? amountText(draft.maxStake) : undefined;
  if (maxStake === null) problems['rules.maxStake'] = { key: 'pr_amount_invalid' };
  const contributions = contributionsOf(draft.contributions, 'rules.contributions');
  Object.assign(problems, contributions.problems);
  const fallback = percentField(draft.defaultContribution, 0, 10_000);
  if (fallback.problem) problems['rules.defaultContributionBp'] = fallback.problem;
  const days = wholeNumber(draft.expiresInDays, 1, RULE_LIMITS.expiresMaxDays);
  if (days === null) problems['rules.expiresInDays'] = wholeProblem(1, RULE_LIMITS.expiresMaxDays);
  if (
    Object.keys(problems).length > 0 ||
    percent.bp === undefined ||
    cap === null ||
    minDeposit === null ||
    multiple === null ||
    maxStake === null ||
    fallback.bp === undefined ||
    days === null
  )
    return { rules: null, problems };
  return {
    rules: {
      percentBp: percent.bp,
      cap,
      minDeposit,
      wageringMultiple: multiple,
      wageringBase: draft.wageringBase,
      lockDeposit: draft.lockDeposit,
      ...(maxStake === undefined ? {} : { maxStake }),
      contributions: contributions.contributions,
      defaultContributionBp: fallback.bp,
      expiresInDays: days,
    },
    problems: {},
  };
}

/** Whether a rules field's error belongs to a value that changed (its error then goes). */
const RULE_KEYS: Record<string, keyof RulesDraft> = {
  'rules.percentBp': 'percent',
  'rules.cap': 'cap',
  'rules.minDeposit': 'minDeposit',
  'rules.wageringMultiple': 'wageringMultiple',
  'rules.wageringBase': 'wageringBase',
  'rules.lockDeposit': 'lockDeposit',
  'rules.maxStake': 'maxStake',
  'rules.defaultContributionBp': 'defaultContribution',
  'rules.expiresInDays': 'expiresInDays',
};
export function ruleChanged(field: string, before: RulesDraft, after: RulesDraft): boolean {
  const key = RULE_KEYS[field];
  if (key) return before[key] !== after[key];
  const type = field.startsWith('rules.contributions.') ? field.slice('rules.contributions.'.length) : null;
  if (type) return before.contributions[type] !== after.contributions[type];
  return field === 'rules.contributions' && before.contributions !== after.contributions;
}
