import {
  type ActivityApplicationStatus,
  ActivityRules,
  type BoActivityApplicationValue,
  type BoActivityApproveRequest,
  type Language,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { operatorActor } from '../audit/audit.service.js';
import { type ActivityDeps, presentApplication, textOf } from './promotions.activity.js';
import * as repo from './promotions.activity.repo.js';
import { countIssue } from './promotions.repo.js';

/** How many applications the review queue shows at once. */
const QUEUE_PAGE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The operator's review of activity applications (decision 0057): the queue with the images,
 * approve (the reward issued once: cash to the player's cash, or bonus money through the bonus
 * engine, from the promotion budget) or reject with a reason. A decision locks the application
 * row, so two operators deciding at once decide once; the ledger operation's key
 * (`activity:<id>`) makes a replay pay nothing more. Every decision is audited in its transaction.
 */
export function createActivityReview(ctx: AppContext, deps: ActivityDeps) {
  const db = ctx.database.db;

  async function present(
    tx: Tx,
    rows: repo.ApplicationRow[],
    lang: Language,
  ): Promise<BoActivityApplicationValue[]> {
    const images = await repo.imagesOf(
      tx,
      rows.map((r) => r.id),
    );
    const promotions = await repo.promotionsByIds(tx, [...new Set(rows.map((r) => r.promotionId))]);
    const names =
      (await deps.usernamesOf?.(rows.map((r) => r.memberId.toString()))) ?? new Map<string, string>();
    return rows.map((r) => {
      const p = promotions.find((x) => x.id === r.promotionId);
      const rules = ActivityRules.safeParse(p?.rules);
      return {
        ...presentApplication(r, images, textOf(p?.title ?? {}, lang), '/bo/api/promotions/applications'),
        username: names.get(r.memberId.toString()) ?? r.memberId.toString(),
        memberId: r.memberId.toString(),
        rules: rules.success
          ? rules.data
          : {
              reward: 'cash',
              amountMode: 'fixed',
              amount: '0',
              wageringMultiple: 0,
              expiresInDays: 1,
              imagesRequired: false,
            },
        decidedBy: r.decidedBy,
      };
    });
  }

  /** The application under its lock, still under review; else why not. */
  async function undecided(tx: Tx, id: string): Promise<repo.ApplicationRow> {
    const row = await repo.applicationById(tx, BigInt(id), true);
    if (!row) throw new AppError('ACTIVITY_APPLICATION_NOT_FOUND');
    if (row.status !== 'applying') throw new AppError('ACTIVITY_APPLICATION_DECIDED');
    return row;
  }

  /** The amount to issue: the fixed one (a different one refused), or the operator's, above 0 and at most the maximum. */
  function amountOf(rules: ActivityRules, currency: string, asked: string | undefined): bigint {
    const parse = (text: string) => {
      const parsed = tryParseAmount(text, currency as never);
      return parsed.ok ? parsed.value : undefined;
    };
    const max = parse(rules.amount);
    if (max === undefined || max <= 0n)
      throw new AppError('PROMOTION_RULES_INVALID', { field: 'rules.amount' });
    const refuse = () => new AppError('ACTIVITY_AMOUNT_INVALID', { field: 'amount', max: rules.amount });
    if (asked === undefined) {
      if (rules.amountMode === 'fixed') return max;
      throw refuse();
    }
    const amount = parse(asked);
    if (amount === undefined || amount <= 0n || amount > max) throw refuse();
    if (rules.amountMode === 'fixed' && amount !== max) throw refuse();
    return amount;
  }

  return {
    /** The queue in the operator's language (the activity's title). */
    async queue(status: ActivityApplicationStatus, lang: Language) {
      return { list: await present(db, await repo.applicationsWithStatus(db, status, QUEUE_PAGE), lang) };
    },

    async approve(operator: OperatorPrincipal, id: string, body: BoActivityApproveRequest, lang: Language) {
      const after = await retriedTransaction(db, async (tx) => {
        const before = await undecided(tx, id);
        const p = (await repo.promotionsByIds(tx, [before.promotionId]))[0];
        const rules = ActivityRules.safeParse(p?.rules);
        if (!p || !rules.success) throw new AppError('PROMOTION_NOT_FOUND');
        const amountMinor = amountOf(rules.data, before.currency, body.amount);
        if ((await repo.issuedApplications(tx, p.id, before.memberId)) >= p.perPlayerLimit)
          throw new AppError('PROMOTION_NOT_ELIGIBLE');
        if (!(await countIssue(tx, p.id))) throw new AppError('PROMOTION_NOT_ACTIVE');
        const actor = `operator:${operator.operatorId}`;
        const reference = `activity:${before.id}`;
        let bonusId: bigint | null = null;
        if (rules.data.reward === 'bonus') {
          const bonus = await deps.engine.grant(
            {
              memberId: before.memberId,
              currency: before.currency,
              source: 'activity',
              promotionId: p.id,
              reference,
              amountMinor,
              wageringRequiredMinor: amountMinor * BigInt(rules.data.wageringMultiple),
              contributions: {},
              defaultContributionBp: 10_000,
              maxStakeMinor: null,
              lockedMinor: 0n,
              expiresAt: new Date(ctx.now().getTime() + rules.data.expiresInDays * DAY_MS),
              actor,
            },
            tx,
          );
          bonusId = bonus.id;
        } else {
          const posted = await deps.wallet.post(
            {
              idempotencyKey: reference,
              type: 'bonus',
              transfers: [
                {
                  from: { system: 'promotion', currency: before.currency },
                  to: { player: before.memberId.toString(), kind: 'cash', currency: before.currency },
                  amountMinor,
                },
              ],
              reference: `promo_application:${before.id}`,
              actor,
              reason: 'activity reward',
            },
            tx,
          );
          if (posted.status !== 'posted')
            throw new Error(`activity reward ${before.id} refused: ${posted.code}`);
        }
        const after = await repo.decideApplication(tx, before.id, {
          status: 'issued',
          amountMinor,
          bonusId,
          decidedBy: actor,
          decidedAt: ctx.now(),
        });
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.application.approve',
          target: { type: 'promo_application', id },
          before: { status: before.status },
          after: {
            status: after.status,
            amount: wireAmount(amountMinor, before.currency),
            reward: rules.data.reward,
            bonusId: bonusId?.toString() ?? null,
          },
        });
        return after;
      });
      // Presented after the commit: the usernames come from the accounts module, outside this transaction.
      return (await present(db, [after], lang))[0] as BoActivityApplicationValue;
    },

    async reject(operator: OperatorPrincipal, id: string, reason: string, lang: Language) {
      const after = await retriedTransaction(db, async (tx) => {
        const before = await undecided(tx, id);
        const after = await repo.decideApplication(tx, before.id, {
          status: 'rejected',
          rejectReason: reason,
          decidedBy: `operator:${operator.operatorId}`,
          decidedAt: ctx.now(),
        });
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.application.reject',
          target: { type: 'promo_application', id },
          before: { status: before.status },
          after: { status: after.status, reason },
        });
        return after;
      });
      return (await present(db, [after], lang))[0] as BoActivityApplicationValue;
    },
  };
}

export type ActivityReview = ReturnType<typeof createActivityReview>;
