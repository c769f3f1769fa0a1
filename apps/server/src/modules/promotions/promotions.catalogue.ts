import {
  type ActivityRules,
  type BoPromotionRequest,
  type BoPromotionValue,
  DepositBonusRules,
  type Language,
  PAYING_PROMOTION_KINDS,
  PROMOTION_RULES,
  type PromotionKind,
  type PromotionValue,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import { checkActivityRules } from './promotions.activity.js';
import type { BonusEngine } from './promotions.bonus.js';
import { assertSingleProduct } from './promotions.checker.js';
import * as repo from './promotions.repo.js';

export type CatalogueDeps = {
  engine: BonusEngine;
  audit: AuditService;
  site: Pick<SiteInfo, 'currencyCode'>;
  /** The site settings (PROMOMAXWAGER). */
  settings: () => Promise<{ PROMOMAXWAGER: number; PROMOSINGLEPRODUCT?: { enabled: boolean } }>;
  /** From the payments module: whether the member has a paid deposit (first-deposit eligibility). */
  hasPaidDeposit: (memberId: bigint) => Promise<boolean>;
  /** An activity's status for a player (applying, rejected, …; promotions.activity.ts, decision 0057). */
  activityStatus?: (
    p: repo.PromotionRow,
    memberId: bigint,
  ) => Promise<{ status: NonNullable<PromotionValue['status']>; bonusId: string | null }>;
  /** Per-kind hooks (raffles, decision 0055): a saved promotion in its transaction, a paid deposit. */
  kindHooks?: Partial<Record<PromotionKind, KindHook>>;
  /** The abuse checks (decision 0056): refuses a join another account of the same person already took. */
  oncePerPerson?: (promotionId: bigint, memberId: bigint) => Promise<void>;
};

/** What a kind adds to the catalogue: `saved` may refuse (throw) and so roll the save back. */
export type KindHook = {
  /** Before the save's transaction (settings and currency reads belong here, not in `saved`). */
  check?: (rules: Record<string, unknown>, body: BoPromotionRequest) => Promise<void>;
  saved?: (tx: Tx, row: repo.PromotionRow, before: repo.PromotionRow | undefined) => Promise<void>;
  deposit?: (tx: Tx, deposit: DepositPaid) => Promise<void>;
  /** After the save has committed (a setting that follows the promotion, say). */
  afterSave?: (value: BoPromotionValue) => Promise<void>;
};

/** A paid deposit, as the payments module tells it in the transaction that credits it. */
export type DepositPaid = {
  memberId: bigint;
  depositId: string;
  amountMinor: bigint;
  currency: string;
  /** No earlier paid deposit of this member. */
  first: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const DEPOSIT_KINDS: PromotionKind[] = ['first_deposit', 'reload'];

/** A path into a zod error, as the refusal's `field` ("rules.cap"). */
function fieldOf(error: z.ZodError, prefix: string): string {
  const path = error.issues[0]?.path.join('.') ?? '';
  return path ? `${prefix}.${path}` : prefix;
}

/** What a deposit bonus pays on a deposit: nothing below the minimum, else the percentage up to the cap. */
export function depositBonusOf(rules: DepositBonusRules, depositMinor: bigint, currency: string) {
  const minor = (text: string) => {
    const parsed = tryParseAmount(text, currency as never);
    if (!parsed.ok) throw new AppError('PROMOTION_RULES_INVALID', { field: 'rules' });
    return parsed.value;
  };
  const min = minor(rules.minDeposit);
  const cap = minor(rules.cap);
  const qualifies = depositMinor >= min;
  const raw = (depositMinor * BigInt(rules.percentBp)) / 10_000n;
  const bonus = qualifies ? (raw < cap ? raw : cap) : 0n;
  const paid = qualifies && bonus > 0n;
  // Nothing paid, nothing to wager or lock.
  const base = !paid ? 0n : rules.wageringBase === 'deposit_bonus' ? bonus + depositMinor : bonus;
  return {
    qualifies: paid,
    bonusMinor: bonus,
    wageringRequiredMinor: base * BigInt(rules.wageringMultiple),
    lockedMinor: rules.lockDeposit && bonus > 0n ? depositMinor : 0n,
    maxStakeMinor: rules.maxStake === undefined ? null : minor(rules.maxStake),
  };
}

/**
 * The promotions players see and join, and the operator's editor (decision 0052). A deposit
 * bonus is joined before the deposit; the payments module tells the catalogue about each paid
 * deposit in the transaction that credits it, and the first open join it qualifies for is granted
 * through the bonus engine in that same transaction.
 */
export function createCatalogue(ctx: AppContext, deps: CatalogueDeps) {
  const db = ctx.database.db;

  function textOf(texts: unknown, lang: Language): string {
    const t = texts as Record<string, string>;
    return t[lang] ?? t.en ?? '';
  }

  /** Where a promotion stands now, apart from any player. */
  function phase(p: repo.PromotionRow, now: Date): 'coming_soon' | 'open' | 'close' {
    if (p.status !== 'published') return 'close';
    if (now < p.activeFrom) return 'coming_soon';
    if (p.activeUntil !== null && now >= p.activeUntil) return 'close';
    if (p.globalLimit !== null && p.issuedCount >= p.globalLimit) return 'close';
    return 'open';
  }

  async function playerStatus(
    p: repo.PromotionRow,
    claims: repo.ClaimRow[],
    paidBefore: boolean,
    now: Date,
  ): Promise<{ status: PromotionValue['status']; bonusId: string | null }> {
    const mine = claims.filter((c) => c.promotionId === p.id);
    const issued = mine.filter((c) => c.status === 'issued');
    const bonusId = issued[0]?.bonusId?.toString() ?? null;
    if (mine.some((c) => c.status === 'joined')) return { status: 'joined', bonusId };
    if (issued.length >= p.perPlayerLimit) return { status: 'issued', bonusId };
    const at = phase(p, now);
    if (at !== 'open') return { status: at, bonusId };
    // Every real account takes part in a running rebate (decision 0054): nothing to join.
    if (p.kind === 'rebate') return { status: 'joined', bonusId };
    if (p.kind === 'first_deposit' && paidBefore) return { status: 'close', bonusId };
    if (!(PAYING_PROMOTION_KINDS as readonly string[]).includes(p.kind)) return { status: 'close', bonusId };
    return { status: 'join', bonusId };
  }

  async function present(
    p: repo.PromotionRow,
    lang: Language,
    player?: { claims: repo.ClaimRow[]; paidBefore: boolean; memberId?: bigint },
  ): Promise<PromotionValue> {
    const mine = player
      ? p.kind === 'activity' && deps.activityStatus && player.memberId !== undefined
        ? await deps.activityStatus(p, player.memberId)
        : await playerStatus(p, player.claims, player.paidBefore, ctx.now())
      : { status: null, bonusId: null };
    return {
      id: p.id.toString(),
      kind: p.kind as PromotionKind,
      category: p.category as PromotionValue['category'],
      title: textOf(p.title, lang),
      body: textOf(p.body, lang),
      activeFrom: p.activeFrom.toISOString(),
      activeUntil: p.activeUntil?.toISOString() ?? null,
      rules: p.rules as Record<string, unknown>,
      status: mine.status,
      bonusId: mine.bonusId,
    };
  }

  async function playerView(memberId: bigint) {
    return {
      claims: await repo.claimsOf(db, memberId),
      paidBefore: await deps.hasPaidDeposit(memberId),
      memberId,
    };
  }

  function presentOperator(p: repo.PromotionRow): BoPromotionValue {
    return {
      id: p.id.toString(),
      kind: p.kind as PromotionKind,
      category: p.category as BoPromotionValue['category'],
      status: p.status as BoPromotionValue['status'],
      title: p.title as BoPromotionValue['title'],
      body: p.body as BoPromotionValue['body'],
      rules: p.rules as Record<string, unknown>,
      visibleFrom: p.visibleFrom.toISOString(),
      activeFrom: p.activeFrom.toISOString(),
      activeUntil: p.activeUntil?.toISOString() ?? null,
      perPlayerLimit: p.perPlayerLimit,
      globalLimit: p.globalLimit,
      issuedCount: p.issuedCount,
      sort: p.sort,
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  /** The rules checked for the kind, and by the configuration checker; the first wrong field named. */
  async function checked(body: BoPromotionRequest) {
    const parsed = PROMOTION_RULES[body.kind].safeParse(body.rules);
    if (!parsed.success)
      throw new AppError('PROMOTION_RULES_INVALID', { field: fieldOf(parsed.error, 'rules') });
    const rules = parsed.data as Record<string, unknown>;
    if (body.status === 'published' && !PAYING_PROMOTION_KINDS.includes(body.kind))
      throw new AppError('PROMOTION_RULES_INVALID', { field: 'kind' });
    const visibleFrom = new Date(body.visibleFrom);
    const activeFrom = new Date(body.activeFrom);
    const activeUntil = body.activeUntil === null ? null : new Date(body.activeUntil);
    if (visibleFrom > activeFrom) throw new AppError('PROMOTION_RULES_INVALID', { field: 'visibleFrom' });
    if (activeUntil !== null && activeUntil <= activeFrom)
      throw new AppError('PROMOTION_RULES_INVALID', { field: 'activeUntil' });
    if (DEPOSIT_KINDS.includes(body.kind)) {
      const deposit = rules as DepositBonusRules;
      const max = (await deps.settings()).PROMOMAXWAGER;
      if (deposit.wageringMultiple > max) throw new AppError('PROMOTION_WAGERING_TOO_HIGH', { max }, { max });
      // The amounts must be amounts of the site currency (the schema checked their shape).
      depositBonusOf(deposit, 0n, await deps.site.currencyCode());
    }
    if (body.kind === 'activity')
      checkActivityRules(
        rules as ActivityRules,
        (await deps.settings()).PROMOMAXWAGER,
        await deps.site.currencyCode(),
      );
    assertSingleProduct(rules, (await deps.settings()).PROMOSINGLEPRODUCT?.enabled ?? false);
    await deps.kindHooks?.[body.kind]?.check?.(rules, body);
    return { rules, visibleFrom, activeFrom, activeUntil };
  }

  return {
    /** /promotions: published, visible promotions, each with the caller's status when signed in. */
    async list(principal: Principal | undefined, lang: Language) {
      const rows = await repo.visiblePromotions(db, ctx.now());
      const player =
        principal && !principal.isTrial ? await playerView(BigInt(principal.memberId)) : undefined;
      return { list: await Promise.all(rows.map((p) => present(p, lang, player))) };
    },

    /** Joins a deposit promotion: the next qualifying deposit gets its bonus. */
    async join(principal: Principal, id: string, lang: Language): Promise<PromotionValue> {
      const memberId = BigInt(principal.memberId);
      const paidBefore = await deps.hasPaidDeposit(memberId);
      await deps.oncePerPerson?.(BigInt(id), memberId);
      await retriedTransaction(db, async (tx) => {
        const p = await repo.promotionById(tx, BigInt(id), true);
        if (p?.status !== 'published' || p.visibleFrom > ctx.now()) throw new AppError('PROMOTION_NOT_FOUND');
        if (phase(p, ctx.now()) !== 'open' || !PAYING_PROMOTION_KINDS.includes(p.kind as PromotionKind))
          throw new AppError('PROMOTION_NOT_ACTIVE');
        if (p.kind === 'first_deposit' && paidBefore) throw new AppError('PROMOTION_NOT_ELIGIBLE');
        // An activity is applied to with a form (POST …/apply), not joined.
        if (p.kind === 'activity') throw new AppError('PROMOTION_NOT_ACTIVE');
        // A referral is taken by inviting (the referral page), not joined.
        if (p.kind === 'referral') throw new AppError('PROMOTION_NOT_ACTIVE');
        // A rebate is paid each day or claimed on manualRebate (decision 0054), not joined.
        if (p.kind === 'rebate') throw new AppError('PROMOTION_NOT_ACTIVE');
        if ((await repo.issuedCount(tx, p.id, memberId)) >= p.perPlayerLimit)
          throw new AppError('PROMOTION_NOT_ELIGIBLE');
        if (!(await repo.insertJoin(tx, p.id, memberId, ctx.now())))
          throw new AppError('PROMOTION_ALREADY_JOINED');
      });
      const p = await repo.promotionById(db, BigInt(id));
      if (!p) throw new AppError('PROMOTION_NOT_FOUND');
      return present(p, lang, await playerView(memberId));
    },

    /**
     * A deposit was paid (the payments module, in the transaction that credits it): the player's
     * oldest open join it qualifies for is granted its bonus; a first-deposit join this deposit
     * does not satisfy can never be, and is cancelled. One bonus per deposit.
     */
    async onDepositPaid(tx: Tx, deposit: DepositPaid): Promise<void> {
      for (const hook of Object.values(deps.kindHooks ?? {})) await hook?.deposit?.(tx, deposit);
      const joins = await repo.openJoinsOfKinds(tx, deposit.memberId, DEPOSIT_KINDS);
      if (joins.length === 0) return;
      const now = ctx.now();
      let granted = false;
      for (const { claim, promotion: p } of joins) {
        const rules = DepositBonusRules.safeParse(p.rules);
        const firstOnly = p.kind === 'first_deposit';
        const figures = rules.success
          ? depositBonusOf(rules.data, deposit.amountMinor, deposit.currency)
          : undefined;
        const fits =
          !granted &&
          figures?.qualifies === true &&
          phase(p, now) === 'open' &&
          (!firstOnly || deposit.first) &&
          (await repo.issuedCount(tx, p.id, deposit.memberId)) < p.perPlayerLimit;
        if (fits && figures && rules.success && (await repo.countIssue(tx, p.id))) {
          const reference = `promo:${p.id}:deposit:${deposit.depositId}`;
          const bonus = await deps.engine.grant(
            {
              memberId: deposit.memberId,
              currency: deposit.currency,
              source: p.kind,
              promotionId: p.id,
              reference,
              amountMinor: figures.bonusMinor,
              wageringRequiredMinor: figures.wageringRequiredMinor,
              contributions: rules.data.contributions,
              defaultContributionBp: rules.data.defaultContributionBp,
              maxStakeMinor: figures.maxStakeMinor,
              lockedMinor: figures.lockedMinor,
              expiresAt: new Date(now.getTime() + rules.data.expiresInDays * DAY_MS),
              actor: `promotion:${p.id}`,
            },
            tx,
          );
          await repo.decideClaim(tx, claim.id, {
            status: 'issued',
            bonusId: bonus.id,
            reference,
            decidedAt: now,
          });
          granted = true;
        } else if (firstOnly || phase(p, now) === 'close') {
          // A first deposit that did not qualify ends the first-deposit offer; an ended promotion too.
          await repo.decideClaim(tx, claim.id, {
            status: 'cancelled',
            reference: `deposit:${deposit.depositId}`,
            decidedAt: now,
          });
        }
      }
    },

    // ── the back office ──
    async operatorList() {
      return { list: (await repo.allPromotions(db)).map(presentOperator) };
    },
    async create(operator: OperatorPrincipal, body: BoPromotionRequest) {
      const c = await checked(body);
      const created = await db.transaction(async (tx) => {
        const now = ctx.now();
        const row = await repo.insertPromotion(tx, {
          kind: body.kind,
          category: body.category,
          status: body.status,
          title: body.title,
          body: body.body,
          rules: c.rules,
          visibleFrom: c.visibleFrom,
          activeFrom: c.activeFrom,
          activeUntil: c.activeUntil,
          perPlayerLimit: body.perPlayerLimit,
          globalLimit: body.globalLimit,
          sort: body.sort,
          createdAt: now,
          updatedAt: now,
        });
        await deps.kindHooks?.[body.kind]?.saved?.(tx, row, undefined);
        const value = presentOperator(row);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.promotion.create',
          target: { type: 'promo_promotion', id: value.id },
          after: value,
        });
        return value;
      });
      await deps.kindHooks?.[body.kind]?.afterSave?.(created);
      return created;
    },
    async update(operator: OperatorPrincipal, id: string, body: BoPromotionRequest) {
      const c = await checked(body);
      const updated = await db.transaction(async (tx) => {
        const before = await repo.promotionById(tx, BigInt(id), true);
        if (!before) throw new AppError('PROMOTION_NOT_FOUND');
        if (before.kind !== body.kind) throw new AppError('PROMOTION_RULES_INVALID', { field: 'kind' });
        const row = await repo.updatePromotion(tx, before.id, {
          category: body.category,
          status: body.status,
          title: body.title,
          body: body.body,
          rules: c.rules,
          visibleFrom: c.visibleFrom,
          activeFrom: c.activeFrom,
          activeUntil: c.activeUntil,
          perPlayerLimit: body.perPlayerLimit,
          globalLimit: body.globalLimit,
          sort: body.sort,
          updatedAt: ctx.now(),
        });
        if (!row) throw new AppError('PROMOTION_NOT_FOUND');
        await deps.kindHooks?.[body.kind]?.saved?.(tx, row, before);
        const value = presentOperator(row);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.promotion.update',
          target: { type: 'promo_promotion', id },
          before: presentOperator(before),
          after: value,
        });
        return value;
      });
      await deps.kindHooks?.[body.kind]?.afterSave?.(updated);
      return updated;
    },
    /** The editor's preview: what a deposit of `deposit` would get under these rules. */
    async preview(kind: PromotionKind, rules: unknown, deposit: string) {
      if (!DEPOSIT_KINDS.includes(kind)) throw new AppError('PROMOTION_RULES_INVALID', { field: 'kind' });
      const parsed = DepositBonusRules.safeParse(rules);
      if (!parsed.success)
        throw new AppError('PROMOTION_RULES_INVALID', { field: fieldOf(parsed.error, 'rules') });
      const currency = await deps.site.currencyCode();
      const amount = tryParseAmount(deposit, currency as never);
      if (!amount.ok) throw new AppError('PROMOTION_RULES_INVALID', { field: 'deposit' });
      const f = depositBonusOf(parsed.data, amount.value, currency);
      return {
        qualifies: f.qualifies,
        bonus: wireAmount(f.bonusMinor, currency),
        wageringRequired: wireAmount(f.wageringRequiredMinor, currency),
        locked: wireAmount(f.lockedMinor, currency),
        expiresInDays: parsed.data.expiresInDays,
      };
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
