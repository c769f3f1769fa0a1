import type { BoGrantBonusRequest } from '@khela/contract';
import type { z } from 'zod';
import {
  amountText,
  type ContributionDrafts,
  contributionDrafts,
  contributionsOf,
  type Problems,
  percentField,
  wholeNumber,
  wholeProblem,
} from './promotion-numbers';
import { RULE_LIMITS, type WageringBase } from './rules-draft';

/**
 * The manual grant form (decision 0051, POST /bo/api/promotions/bonuses) as typed, its checks
 * (BoGrantBonusRequest's, and the service's: a deposit when the base or the lock needs one), and
 * the request id: one per intended grant. Pure: unit tested beside it.
 */

/** The request without its request id (the id is chosen when it is sent). */
export type GrantBody = Omit<z.input<typeof BoGrantBonusRequest>, 'requestId'>;

export const REASON_MIN = 2;
export const REASON_MAX = 200;

export type GrantDraft = {
  amount: string;
  wageringMultiple: string;
  wageringBase: WageringBase;
  deposit: string;
  lockDeposit: boolean;
  maxStake: string;
  contributions: ContributionDrafts;
  defaultContribution: string;
  expiresInDays: string;
  reason: string;
};

export function emptyGrant(): GrantDraft {
  return {
    amount: '',
    wageringMultiple: '1',
    wageringBase: 'bonus',
    deposit: '',
    lockDeposit: false,
    maxStake: '',
    contributions: contributionDrafts(),
    defaultContribution: '100',
    expiresInDays: '7',
    reason: '',
  };
}

/** The reason's problem (2 to 200 characters once trimmed), or undefined. */
export function reasonProblem(reason: string) {
  const length = reason.trim().length;
  return length < REASON_MIN || length > REASON_MAX ? { key: 'pr_reason_invalid' as const } : undefined;
}

/** The grant's body for `username`, or null with each wrong field's problem (keys as the server names them). */
export function checkGrant(
  username: string,
  draft: GrantDraft,
): { body: GrantBody | null; problems: Problems } {
  const problems: Problems = {};
  const amount = amountText(draft.amount);
  if (amount === null) problems.amount = { key: 'pr_amount_invalid' };
  const multiple = wholeNumber(draft.wageringMultiple, 0, RULE_LIMITS.multipleMax);
  if (multiple === null) problems.wageringMultiple = wholeProblem(0, RULE_LIMITS.multipleMax);
  const deposit = draft.deposit.trim() ? amountText(draft.deposit) : undefined;
  if (deposit === null) problems.deposit = { key: 'pr_amount_invalid' };
  else if (deposit === undefined && (draft.wageringBase === 'deposit_bonus' || draft.lockDeposit))
    problems.deposit = { key: 'pr_deposit_needed' };
  const maxStake = draft.maxStake.trim() ? amountText(draft.maxStake) : undefined;
  if (maxStake === null) problems.maxStake = { key: 'pr_amount_invalid' };
  const contributions = contributionsOf(draft.contributions, 'contributions');
  Object.assign(problems, contributions.problems);
  const fallback = percentField(draft.defaultContribution, 0, 10_000);
  if (fallback.problem) problems.defaultContributionBp = fallback.problem;
  const days = wholeNumber(draft.expiresInDays, 1, RULE_LIMITS.expiresMaxDays);
  if (days === null) problems.expiresInDays = wholeProblem(1, RULE_LIMITS.expiresMaxDays);
  const reason = reasonProblem(draft.reason);
  if (reason) problems.reason = reason;
  if (
    Object.keys(problems).length > 0 ||
    amount === null ||
    multiple === null ||
    deposit === null ||
    maxStake === null ||
    fallback.bp === undefined ||
    days === null
  )
    return { body: null, problems };
  return {
    body: {
      username,
      amount,
      wageringMultiple: multiple,
      wageringBase: draft.wageringBase,
      ...(deposit === undefined ? {} : { deposit }),
      lockDeposit: draft.lockDeposit,
      ...(maxStake === undefined ? {} : { maxStake }),
      contributions: contributions.contributions,
      defaultContributionBp: fallback.bp,
      expiresInDays: days,
      reason: draft.reason.trim(),
    },
    problems: {},
  };
}

/** The grant that went out without an answer: its body (as JSON) and the request id it carried. */
export type PendingGrant = { input: string; requestId: string };

/**
 * The request id of a submission: the unanswered grant's id again when the same grant is sent
 * again (a retry after a lost answer grants once), else a fresh one, so every new grant (another
 * amount, another player, or the next grant after an answer) is its own.
 */
export function requestIdFor(
  pending: PendingGrant | null,
  body: GrantBody,
  fresh: () => string,
): PendingGrant {
  const input = JSON.stringify(body);
  return pending && pending.input === input ? pending : { input, requestId: fresh() };
}

/** A fresh request id: "bo-" and a random UUID (RequestId: 8 to 64 of [A-Za-z0-9_-]). */
export const newRequestId = () => `bo-${crypto.randomUUID()}`;
