import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AccountRef, TransferInput } from '../wallet/wallet.model.js';
import type { OperationResult } from '../wallet/wallet.post.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as repo from './promotions.repo.js';

/** What a grant carries (decision 0051). */
export type GrantInput = {
  memberId: bigint;
  currency: string;
  source: string;
  promotionId?: bigint | null;
  /** The grant's idempotency: the same reference grants once. */
  reference: string;
  amountMinor: bigint;
  wageringRequiredMinor: bigint;
  contributions: Record<string, number>;
  defaultContributionBp: number;
  maxStakeMinor: bigint | null;
  lockedMinor: bigint;
  expiresAt: Date;
  actor: string;
};

/** Posts the caller's operation with these transfers in `tx` (the vendors module builds and claims it). */
export type PostTransfers = (tx: Tx, transfers: TransferInput[]) => Promise<OperationResult>;

/** A stake the bonus path refused before any money moved: over a grant's largest stake. */
export type StakeRefusal = { refused: 'BET_LIMIT_EXCEEDED'; balanceMinor: bigint };

/** A bonus path outcome: the operation (posted or refused by the wallet) and the player's playable balance after. */
export type BonusPosting = { result: OperationResult; balanceMinor: bigint };

/** Raised inside a savepoint to try a stake again with the balances read afresh. */
class CashMoved extends Error {}

const STAKE_ATTEMPTS = 3;

/**
 * The bonus engine (decision 0051): grants, the stake and win split of the seamless wallet,
 * conversion on completed wagering, expiry and forfeit. Money moves only through the wallet, in
 * the caller's transaction where there is one; every grant's share of the player's bonus account
 * changes in the same transaction as the ledger.
 */
export type BonusHooks = {
  /** Told of each new grant in its transaction (messaging: the "bonus received" message, decision 0060). */
  onGranted?: (tx: Tx, bonus: repo.BonusRow) => Promise<void>;
};

export function createBonusEngine(ctx: AppContext, wallet: WalletService, hooks: BonusHooks = {}) {
  const db = ctx.database.db;
  const bonusAccount = (memberId: bigint, currency: string): AccountRef => ({
    player: memberId.toString(),
    kind: 'bonus',
    currency,
  });
  const cashAccount = (memberId: bigint, currency: string): AccountRef => ({
    player: memberId.toString(),
    kind: 'cash',
    currency,
  });
  const promotionAccount = (currency: string): AccountRef => ({ system: 'promotion', currency });

  /** The player's cash after the operation: its cash entry, else what it was. */
  function entryAfter(result: OperationResult, memberId: bigint, kind: string, before: bigint): bigint {
    const entries = result.entries.filter((e) => e.ownerId === memberId.toString() && e.kind === kind);
    const last = entries.at(-1);
    return last === undefined ? before : BigInt(last.balanceAfterMinor);
  }

  /** Grants a bonus once per reference: the money from the promotion account, and its rules. */
  async function grant(input: GrantInput, outer?: Tx): Promise<repo.BonusRow> {
    if (input.amountMinor <= 0n) throw new AppError('BONUS_RULES_INVALID', { field: 'amount' });
    if (input.wageringRequiredMinor < 0n)
      throw new AppError('BONUS_RULES_INVALID', { field: 'wageringRequired' });
    if (input.lockedMinor < 0n) throw new AppError('BONUS_RULES_INVALID', { field: 'locked' });
    if (input.maxStakeMinor !== null && input.maxStakeMinor <= 0n)
      throw new AppError('BONUS_RULES_INVALID', { field: 'maxStake' });
    const bps = [input.defaultContributionBp, ...Object.values(input.contributions)];
    if (bps.some((bp) => !Number.isInteger(bp) || bp < 0 || bp > 10_000))
      throw new AppError('BONUS_RULES_INVALID', { field: 'contributions' });
    const now = ctx.now();
    if (input.expiresAt <= now) throw new AppError('BONUS_RULES_INVALID', { field: 'expiresAt' });
    const run = async (tx: Tx) => {
      const row = await repo.insertBonus(tx, {
        memberId: input.memberId,
        currency: input.currency,
        source: input.source,
        promotionId: input.promotionId ?? null,
        reference: input.reference,
        amountMinor: input.amountMinor,
        balanceMinor: input.amountMinor,
        wageringRequiredMinor: input.wageringRequiredMinor,
        contributions: input.contributions,
        defaultContributionBp: input.defaultContributionBp,
        maxStakeMinor: input.maxStakeMinor,
        lockedMinor: input.lockedMinor,
        grantedAt: now,
        expiresAt: input.expiresAt,
        actor: input.actor,
      });
      if (!row) {
        const existing = await repo.bonusByReference(tx, input.reference);
        if (!existing) throw new Error(`bonus ${input.reference} neither inserted nor found`);
        return existing;
      }
      await wallet.post(
        {
          idempotencyKey: `bonus:grant:${input.reference}`,
          type: 'bonus',
          transfers: [
            {
              from: promotionAccount(input.currency),
              to: bonusAccount(input.memberId, input.currency),
              amountMinor: input.amountMinor,
            },
          ],
          reference: `promo_bonus:${row.id}`,
          actor: input.actor,
          reason: `${input.source} bonus`,
        },
        tx,
      );
      await hooks.onGranted?.(tx, row);
      return row;
    };
    return outer ? run(outer) : retriedTransaction(db, run);
  }

  /**
   * A stake that needs bonus money (the player's cash is short of it), or any stake of a player
   * with an active grant that the caller sends this way: cash first, then the grants oldest
   * first, each grant's part recorded for the round's wins and the debit's refund. The whole in the
   * caller's transaction; when cash moved between the read and the posting (a concurrent cash-only
   * debit), the split is made again in a fresh savepoint.
   */
  async function stake(
    tx: Tx,
    s: {
      memberId: bigint;
      currency: string;
      amountMinor: bigint;
      counterparty: AccountRef;
      vendorCode: string;
      transactionId: string;
      roundId: string;
      post: PostTransfers;
    },
  ): Promise<BonusPosting | StakeRefusal> {
    const grants = await repo.lockActiveBonuses(tx, s.memberId, s.currency);
    const bonusTotal = grants.reduce((sum, g) => sum + g.balanceMinor, 0n);
    const limits = grants.flatMap((g) => (g.maxStakeMinor === null ? [] : [g.maxStakeMinor]));
    for (let attempt = 1; ; attempt++) {
      try {
        return await tx.transaction(async (sp) => {
          const cash = (await wallet.balancesOf(s.memberId.toString(), s.currency, sp)).cashMinor;
          if (limits.length > 0 && s.amountMinor > limits.reduce((a, b) => (b < a ? b : a)))
            return { refused: 'BET_LIMIT_EXCEEDED', balanceMinor: cash + bonusTotal } as const;
          const fromCash = cash < s.amountMinor ? cash : s.amountMinor;
          let fromBonus = s.amountMinor - fromCash;
          // Short of both: the posting asks for it all anyway, so the wallet refuses and records the
          // refusal under the call's key, as on the cash-only path.
          const short = fromBonus > bonusTotal;
          const parts: { grant: repo.BonusRow; amount: bigint }[] = [];
          for (const g of grants) {
            if (fromBonus === 0n) break;
            const take = g.balanceMinor < fromBonus ? g.balanceMinor : fromBonus;
            if (take > 0n) parts.push({ grant: g, amount: take });
            fromBonus -= take;
          }
          const bonusPart = s.amountMinor - fromCash;
          const transfers: TransferInput[] = [];
          if (fromCash > 0n)
            transfers.push({
              from: cashAccount(s.memberId, s.currency),
              to: s.counterparty,
              amountMinor: fromCash,
            });
          if (bonusPart > 0n)
            transfers.push({
              from: bonusAccount(s.memberId, s.currency),
              to: s.counterparty,
              amountMinor: bonusPart,
            });
          const result = await s.post(sp, transfers);
          if (result.status === 'refused') {
            if (result.code === 'WALLET_INSUFFICIENT_FUNDS' && !short && attempt < STAKE_ATTEMPTS)
              throw new CashMoved();
            return { result, balanceMinor: cash + bonusTotal };
          }
          const now = ctx.now();
          for (const p of parts)
            await repo.updateBonus(sp, p.grant.id, { balanceMinor: p.grant.balanceMinor - p.amount });
          await repo.insertStakeParts(
            sp,
            parts.map((p) => ({
              vendorCode: s.vendorCode,
              transactionId: s.transactionId,
              bonusId: p.grant.id,
              roundId: s.roundId,
              memberId: s.memberId,
              stakeMinor: s.amountMinor,
              bonusMinor: p.amount,
              createdAt: now,
            })),
          );
          const cashAfter = entryAfter(result, s.memberId, 'cash', cash);
          return { result, balanceMinor: cashAfter + bonusTotal - bonusPart };
        });
      } catch (error) {
        if (error instanceof CashMoved) continue;
        throw error;
      }
    }
  }

  /**
   * Where money returning to a stake's bonus part goes: back to an active grant's share of the
   * bonus account, to cash for a grant that completed (it would have converted), to the
   * promotion account for one that expired, was forfeited or was spent.
   */
  function routeReturns(
    memberId: bigint,
    currency: string,
    from: AccountRef,
    cashMinor: bigint,
    returns: Map<bigint, bigint>,
    grants: repo.BonusRow[],
  ) {
    let toCash = cashMinor;
    let toBonus = 0n;
    let toPromotion = 0n;
    const updates: { grant: repo.BonusRow; amount: bigint }[] = [];
    for (const g of grants) {
      const amount = returns.get(g.id) ?? 0n;
      if (amount === 0n) continue;
      updates.push({ grant: g, amount });
      if (g.status === 'active') toBonus += amount;
      else if (g.status === 'completed') toCash += amount;
      else toPromotion += amount;
    }
    const transfers: TransferInput[] = [];
    if (toCash > 0n) transfers.push({ from, to: cashAccount(memberId, currency), amountMinor: toCash });
    if (toBonus > 0n) transfers.push({ from, to: bonusAccount(memberId, currency), amountMinor: toBonus });
    if (toPromotion > 0n) transfers.push({ from, to: promotionAccount(currency), amountMinor: toPromotion });
    return { transfers, updates, toBonus };
  }

  /** After the money moved: the grants' shares, and what they converted or lost. */
  async function applyReturns(tx: Tx, updates: { grant: repo.BonusRow; amount: bigint }[]) {
    for (const { grant: g, amount } of updates) {
      if (g.status === 'active') await repo.updateBonus(tx, g.id, { balanceMinor: g.balanceMinor + amount });
      else if (g.status === 'completed')
        await repo.updateBonus(tx, g.id, { convertedMinor: g.convertedMinor + amount });
      else await repo.updateBonus(tx, g.id, { removedMinor: g.removedMinor + amount });
    }
  }

  /** Active grants left with no money and nothing at stake are spent: they end, and their lock with them. */
  async function endSpent(tx: Tx, grants: repo.BonusRow[], balances: Map<bigint, bigint>) {
    for (const g of grants) {
      if (g.status !== 'active' || (balances.get(g.id) ?? g.balanceMinor) !== 0n) continue;
      if (await repo.hasOpenParts(tx, g.id)) continue;
      await repo.updateBonus(tx, g.id, { status: 'lost', endedAt: ctx.now() });
    }
  }

  /**
   * A win (or zero) of a round whose stakes held bonus money: split in the shares of the round's
   * stake (each grant's share floored, the rest to cash). Undefined when the round held none (the
   * caller posts its usual cash win).
   */
  async function settleWin(
    tx: Tx,
    w: {
      memberId: bigint;
      currency: string;
      vendorCode: string;
      roundId: string;
      winMinor: bigint;
      /** The round's stake less refunds, this debit included. */
      roundStakeMinor: bigint;
      settles: boolean;
      counterparty: AccountRef;
      post: PostTransfers;
    },
  ): Promise<(BonusPosting & { posted: boolean }) | undefined> {
    const parts = await repo.livePartsOfRound(tx, w.vendorCode, w.roundId);
    if (parts.length === 0) return undefined;
    const byGrant = new Map<bigint, bigint>();
    for (const p of parts) byGrant.set(p.bonusId, (byGrant.get(p.bonusId) ?? 0n) + p.bonusMinor);
    const grants = await repo.lockBonuses(tx, [...byGrant.keys()]);
    const bonusStake = [...byGrant.values()].reduce((a, b) => a + b, 0n);
    const stakeBase = w.roundStakeMinor >= bonusStake ? w.roundStakeMinor : bonusStake;
    const shares = new Map<bigint, bigint>();
    let sharesTotal = 0n;
    for (const [id, part] of byGrant) {
      const share = stakeBase === 0n ? 0n : (w.winMinor * part) / stakeBase;
      shares.set(id, share);
      sharesTotal += share;
    }
    const routed = routeReturns(
      w.memberId,
      w.currency,
      w.counterparty,
      w.winMinor - sharesTotal,
      shares,
      grants,
    );
    let result: OperationResult | undefined;
    if (routed.transfers.length > 0) {
      result = await w.post(tx, routed.transfers);
      if (result.status === 'refused') return { result, balanceMinor: 0n, posted: true };
      await applyReturns(tx, routed.updates);
    }
    if (w.settles) await repo.setPartsStatus(tx, { vendorCode: w.vendorCode, roundId: w.roundId }, 'settled');
    const after = new Map(routed.updates.map((u) => [u.grant.id, u.grant.balanceMinor + u.amount]));
    await endSpent(tx, grants, after);
    const balances = await wallet.balancesOf(w.memberId.toString(), w.currency, tx);
    return {
      result: result as OperationResult,
      balanceMinor: balances.cashMinor + balances.bonusMinor,
      posted: result !== undefined,
    };
  }

  /**
   * A rollback of a debit that staked bonus money: each part back where `routeReturns` sends it,
   * the cash part to cash. Undefined when the debit held none.
   */
  async function refund(
    tx: Tx,
    r: {
      memberId: bigint;
      currency: string;
      vendorCode: string;
      debitTransactionId: string;
      amountMinor: bigint;
      counterparty: AccountRef;
      post: PostTransfers;
    },
  ): Promise<BonusPosting | undefined> {
    const parts = await repo.openPartsOfDebit(tx, r.vendorCode, r.debitTransactionId);
    if (parts.length === 0) return undefined;
    const returns = new Map(parts.map((p) => [p.bonusId, p.bonusMinor]));
    const grants = await repo.lockBonuses(tx, [...returns.keys()]);
    const bonusPart = parts.reduce((sum, p) => sum + p.bonusMinor, 0n);
    const routed = routeReturns(
      r.memberId,
      r.currency,
      r.counterparty,
      r.amountMinor - bonusPart,
      returns,
      grants,
    );
    const result = await r.post(tx, routed.transfers);
    if (result.status === 'refused') return { result, balanceMinor: 0n };
    await applyReturns(tx, routed.updates);
    await repo.setPartsStatus(
      tx,
      { vendorCode: r.vendorCode, transactionId: r.debitTransactionId },
      'refunded',
    );
    const balances = await wallet.balancesOf(r.memberId.toString(), r.currency, tx);
    return { result, balanceMinor: balances.cashMinor + balances.bonusMinor };
  }

  /** A round settled without a win (endRound): its bonus parts are settled, and spent grants end. */
  async function roundEnded(tx: Tx, vendorCode: string, roundId: string): Promise<void> {
    const parts = await repo.livePartsOfRound(tx, vendorCode, roundId);
    if (parts.length === 0) return;
    const grants = await repo.lockBonuses(tx, [...new Set(parts.map((p) => p.bonusId))]);
    await repo.setPartsStatus(tx, { vendorCode, roundId }, 'settled');
    await endSpent(tx, grants, new Map());
  }

  /** Ends one locked active grant: its remaining share to cash (completed) or back to the promotion account. */
  async function endGrant(
    tx: Tx,
    g: repo.BonusRow,
    status: 'completed' | 'expired' | 'forfeited',
    actor: string,
  ): Promise<repo.BonusRow> {
    const now = ctx.now();
    if (g.balanceMinor > 0n) {
      const completed = status === 'completed';
      await wallet.post(
        {
          idempotencyKey: `bonus:${status}:${g.id}`,
          type: completed ? 'bonus_convert' : 'bonus_remove',
          transfers: [
            {
              from: bonusAccount(g.memberId, g.currency),
              to: completed ? cashAccount(g.memberId, g.currency) : promotionAccount(g.currency),
              amountMinor: g.balanceMinor,
            },
          ],
          reference: `promo_bonus:${g.id}`,
          actor,
          reason: `bonus ${status}`,
        },
        tx,
      );
    }
    const set = {
      status,
      endedAt: now,
      balanceMinor: 0n,
      ...(status === 'completed'
        ? { convertedMinor: g.convertedMinor + g.balanceMinor }
        : { removedMinor: g.removedMinor + g.balanceMinor }),
    };
    await repo.updateBonus(tx, g.id, set);
    return { ...g, ...set };
  }

  /** Converts every active grant whose wagering is met (of one player, or all): each in its own transaction. */
  async function convertMet(memberId: bigint | null = null, limit = 500): Promise<number> {
    const ids = await repo.metBonusIds(db, memberId, limit);
    let converted = 0;
    for (const id of ids) {
      const done = await retriedTransaction(db, async (tx) => {
        const [g] = await repo.lockBonuses(tx, [id]);
        if (g?.status !== 'active' || g.wageredMinor < g.wageringRequiredMinor) return false;
        await endGrant(tx, g, 'completed', 'system:wagering');
        return true;
      });
      if (done) converted++;
    }
    return converted;
  }

  /** Ends every grant past its expiry (the minute job), each in its own transaction. */
  async function expireDue(limit = 500): Promise<number> {
    const ids = await repo.expiredBonusIds(db, ctx.now(), limit);
    let expired = 0;
    for (const id of ids) {
      const done = await retriedTransaction(db, async (tx) => {
        const [g] = await repo.lockBonuses(tx, [id]);
        if (g?.status !== 'active' || g.expiresAt > ctx.now()) return false;
        await endGrant(tx, g, 'expired', 'system:expiry');
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  /** A player (their own, active) or an operator forfeits a grant: its money goes back. */
  async function forfeit(
    bonusId: bigint,
    by: { memberId?: bigint; actor: string },
    outer?: Tx,
  ): Promise<repo.BonusRow> {
    const run = async (tx: Tx) => {
      const [g] = await repo.lockBonuses(tx, [bonusId]);
      if (!g || (by.memberId !== undefined && g.memberId !== by.memberId))
        throw new AppError('BONUS_NOT_FOUND');
      if (g.status !== 'active') throw new AppError('BONUS_NOT_ACTIVE');
      return endGrant(tx, g, 'forfeited', by.actor);
    };
    return outer ? run(outer) : retriedTransaction(db, run);
  }

  /**
   * What a player may withdraw: cash less the deposits their active grants lock (never below
   * zero), with the grants that lock it.
   */
  async function withdrawable(memberId: bigint, currency: string, tx: Tx = db) {
    const balances = await wallet.balancesOf(memberId.toString(), currency, tx);
    const locked = await repo.lockedOf(tx, memberId, currency);
    const lockedNow = locked < balances.cashMinor ? locked : balances.cashMinor;
    return {
      cashMinor: balances.cashMinor,
      bonusMinor: balances.bonusMinor,
      lockedMinor: lockedNow,
      withdrawableMinor: balances.cashMinor - lockedNow,
    };
  }

  return { grant, stake, settleWin, refund, roundEnded, convertMet, expireDue, forfeit, withdrawable };
}

export type BonusEngine = ReturnType<typeof createBonusEngine>;
