import {
  type BoPromotionRequest,
  type BoPromotionValue,
  PAYING_PROMOTION_KINDS,
  type PromotionKind,
  REBATE_GAME_TYPES,
  ReferralRules,
} from '@khela/contract';
import { fromLocalInput, type Problems, toLocalInput, wholeNumber, wholeProblem } from './promotion-numbers';
import { rebateFieldPaths } from './rebate-draft';
import { checkRules, emptyRules, type RulesDraft, rulesDraftOf } from './rules-draft';

/**
 * The promotion editor's form as typed, and the request it sends (decision 0052): the same checks
 * as the server's (BoPromotionRequest, DepositBonusRules and the catalogue's date order), each
 * problem keyed by the field path the server names in its refusals ("rules.cap", "title.en"), so a
 * client problem and a server refusal land beside the same field. Pure: unit tested beside it.
 */

export type PromotionStatus = BoPromotionValue['status'];
export type PromotionCategory = BoPromotionValue['category'];

/** The server's limits (packages/contract promotions.ts). */
export const LIMITS = {
  titleMax: 120,
  bodyMax: 5000,
  perPlayerMax: 1000,
  globalMax: 10_000_000,
  sortMax: 10_000,
} as const;

/** Kinds whose rules are DepositBonusRules (the editor types them); the others are JSON while drafted. */
export const DEPOSIT_KINDS: readonly PromotionKind[] = ['first_deposit', 'reload'];
export const isDepositKind = (kind: PromotionKind) => DEPOSIT_KINDS.includes(kind);
export const kindPays = (kind: PromotionKind) => PAYING_PROMOTION_KINDS.includes(kind);

export type PromotionDraft = {
  kind: PromotionKind;
  category: PromotionCategory;
  status: PromotionStatus;
  titleEn: string;
  titleBn: string;
  bodyEn: string;
  bodyBn: string;
  visibleFrom: string;
  activeFrom: string;
  activeUntil: string;
  perPlayerLimit: string;
  globalLimit: string;
  sort: string;
  rules: RulesDraft;
  /** The rules of a kind the editor does not type yet (JSON text). */
  rulesJson: string;
};

/** A new promotion: a first deposit bonus drafted to start now (the local minute). */
export function emptyDraft(now: Date): PromotionDraft {
  const start = toLocalInput(now.toISOString());
  return {
    kind: 'first_deposit',
    category: 'deposit',
    status: 'draft',
    titleEn: '',
    titleBn: '',
    bodyEn: '',
    bodyBn: '',
    visibleFrom: start,
    activeFrom: start,
    activeUntil: '',
    perPlayerLimit: '1',
    globalLimit: '',
    sort: '0',
    rules: emptyRules(),
    rulesJson: '{}',
  };
}

/** A saved promotion in the editor. */
export function draftOf(value: BoPromotionValue): PromotionDraft {
  const deposit = isDepositKind(value.kind);
  return {
    kind: value.kind,
    category: value.category,
    status: value.status,
    titleEn: value.title.en,
    titleBn: value.title.bn,
    bodyEn: value.body.en,
    bodyBn: value.body.bn,
    visibleFrom: toLocalInput(value.visibleFrom),
    activeFrom: toLocalInput(value.activeFrom),
    activeUntil: toLocalInput(value.activeUntil),
    perPlayerLimit: String(value.perPlayerLimit),
    globalLimit: value.globalLimit === null ? '' : String(value.globalLimit),
    sort: String(value.sort),
    rules: deposit ? rulesDraftOf(value.rules) : emptyRules(),
    rulesJson: deposit ? '{}' : JSON.stringify(value.rules, null, 2),
  };
}

/** The JSON rules of a drafted kind: an object, or null. */
function jsonRules(textValue: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(textValue.trim() || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function checkTexts(draft: PromotionDraft, problems: Problems): void {
  for (const [field, value, max] of [
    ['title.en', draft.titleEn, LIMITS.titleMax],
    ['title.bn', draft.titleBn, LIMITS.titleMax],
    ['body.en', draft.bodyEn, LIMITS.bodyMax],
    ['body.bn', draft.bodyBn, LIMITS.bodyMax],
  ] as const) {
    if (!value.trim()) problems[field] = { key: 'pr_required' };
    else if (value.trim().length > max)
      problems[field] = { key: 'pr_too_long', params: { max: String(max) } };
  }
}

/** The schedule as ISO instants, in the server's order: visible ≤ active from < active until. */
function checkSchedule(draft: PromotionDraft, problems: Problems) {
  const visibleFrom = fromLocalInput(draft.visibleFrom);
  const activeFrom = fromLocalInput(draft.activeFrom);
  const activeUntil = fromLocalInput(draft.activeUntil);
  if (!visibleFrom) problems.visibleFrom = { key: draft.visibleFrom ? 'pr_time_invalid' : 'pr_required' };
  if (!activeFrom) problems.activeFrom = { key: draft.activeFrom ? 'pr_time_invalid' : 'pr_required' };
  if (draft.activeUntil.trim() && !activeUntil) problems.activeUntil = { key: 'pr_time_invalid' };
  if (visibleFrom && activeFrom && visibleFrom > activeFrom)
    problems.visibleFrom = { key: 'pr_visible_after_active' };
  if (activeFrom && activeUntil && activeUntil <= activeFrom)
    problems.activeUntil = { key: 'pr_until_before_active' };
  return { visibleFrom, activeFrom, activeUntil };
}

/**
 * The request the editor sends, or null with each wrong field's problem. The ISO instants compare
 * as text: toISOString always writes the same width.
 */
export function checkPromotion(draft: PromotionDraft): {
  request: BoPromotionRequest | null;
  problems: Problems;
} {
  const problems: Problems = {};
  checkTexts(draft, problems);
  const schedule = checkSchedule(draft, problems);
  const perPlayer = wholeNumber(draft.perPlayerLimit, 1, LIMITS.perPlayerMax);
  if (perPlayer === null) problems.perPlayerLimit = wholeProblem(1, LIMITS.perPlayerMax);
  const global = draft.globalLimit.trim() ? wholeNumber(draft.globalLimit, 1, LIMITS.globalMax) : undefined;
  if (global === null) problems.globalLimit = wholeProblem(1, LIMITS.globalMax);
  const sort = wholeNumber(draft.sort, 0, LIMITS.sortMax);
  if (sort === null) problems.sort = wholeProblem(0, LIMITS.sortMax);
  if (draft.status === 'published' && !kindPays(draft.kind)) problems.status = { key: 'pr_publish_kind' };

  let rules: Record<string, unknown> | null;
  if (isDepositKind(draft.kind)) {
    const checked = checkRules(draft.rules);
    Object.assign(problems, checked.problems);
    rules = checked.rules;
  } else {
    rules = jsonRules(draft.rulesJson);
    if (!rules) problems.rules = { key: 'pr_json_invalid' };
  }

  if (
    Object.keys(problems).length > 0 ||
    !rules ||
    !schedule.visibleFrom ||
    !schedule.activeFrom ||
    perPlayer === null ||
    global === null ||
    sort === null
  )
    return { request: null, problems };
  return {
    request: {
      kind: draft.kind,
      category: draft.category,
      status: draft.status,
      title: { en: draft.titleEn.trim(), bn: draft.titleBn.trim() },
      body: { en: draft.bodyEn.trim(), bn: draft.bodyBn.trim() },
      rules,
      visibleFrom: schedule.visibleFrom,
      activeFrom: schedule.activeFrom,
      activeUntil: schedule.activeUntil,
      perPlayerLimit: perPlayer,
      globalLimit: global ?? null,
      sort,
    },
    problems: {},
  };
}

/** Every field path the editor shows for a kind (where a server refusal can be put beside). */
export function editorFields(kind: PromotionKind, contributionTypes: readonly string[]): Set<string> {
  const fields = [
    'kind',
    'category',
    'status',
    'sort',
    'title.en',
    'title.bn',
    'body.en',
    'body.bn',
    'visibleFrom',
    'activeFrom',
    'activeUntil',
    'perPlayerLimit',
    'globalLimit',
  ];
  // A referral's refusals land beside its own fields (referral-fields.tsx, decision 0056).
  if (kind === 'referral')
    return new Set([...fields, 'rules', ...Object.keys(ReferralRules.shape).map((key) => `rules.${key}`)]);
  // Rebate (decision 0054): its typed fields, each refusal beside its field.
  if (kind === 'rebate') return new Set([...fields, 'rules', ...rebateFieldPaths(REBATE_GAME_TYPES)]);
  if (!isDepositKind(kind)) return new Set([...fields, 'rules']);
  return new Set([
    ...fields,
    'rules.percentBp',
    'rules.cap',
    'rules.minDeposit',
    'rules.wageringMultiple',
    'rules.wageringBase',
    'rules.lockDeposit',
    'rules.maxStake',
    'rules.contributions',
    ...contributionTypes.map((type) => `rules.contributions.${type}`),
    'rules.defaultContributionBp',
    'rules.expiresInDays',
  ]);
}
