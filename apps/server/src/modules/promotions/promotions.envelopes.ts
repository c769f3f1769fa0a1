import { randomInt } from 'node:crypto';
import type {
  BoEnvelopeRequest,
  BoEnvelopeValue,
  EnvelopeValue,
  Language,
  RewardItemValue,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import type { AccountRef } from '../wallet/wallet.model.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as repo from './promotions.repo.js';

export type EnvelopeDeps = {
  wallet: WalletService;
  audit: AuditService;
  site: Pick<SiteInfo, 'currencyCode'>;
};

/**
 * The size of the next grab (decision 0053): the last grab takes what is left; any other is a
 * uniform draw between the minimum and twice the remaining average, and never so large that a
 * later grab could not get the minimum. The draw is the CSPRNG's (no modulo bias).
 */
export function nextGrab(remainingMinor: bigint, remainingCount: number, minMinor: bigint): bigint {
  if (remainingCount <= 1) return remainingMinor;
  const twiceAverage = (remainingMinor * 2n) / BigInt(remainingCount);
  const leaveForOthers = remainingMinor - minMinor * BigInt(remainingCount - 1);
  const max = twiceAverage < leaveForOthers ? twiceAverage : leaveForOthers;
  if (max <= minMinor) return minMinor;
  // randomInt takes safe integers: amounts in minor units stay far below 2^48.
  return minMinor + BigInt(randomInt(0, Number(max - minMinor) + 1));
}

/** How many envelopes the operator's list and a member's grab history show, newest first. */
const ENVELOPE_PAGE = 50;
/** The player's red envelope page (the reward centre links there). */
const ENVELOPE_PATH = '/member/redEnvelope';

/** Red envelopes (decision 0053): funded by an operator, grabbed once per member, the rest returned. */
export function createEnvelopes(ctx: AppContext, deps: EnvelopeDeps) {
  const db = ctx.database.db;
  const escrow = (id: bigint, currency: string): AccountRef => ({
    system: 'promotion',
    ownerId: `envelope:${id}`,
    currency,
  });
  const budget = (currency: string): AccountRef => ({ system: 'promotion', currency });

  function present(e: repo.EnvelopeRow, lang: Language, grab?: repo.GrabRow): EnvelopeValue {
    const title = e.title as Record<string, string>;
    return {
      id: e.id.toString(),
      title: title[lang] ?? title.en ?? '',
      count: e.count,
      remainingCount: e.remainingCount,
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      grabbed: grab ? wireAmount(grab.amountMinor, e.currency) : null,
    };
  }

  function presentOperator(e: repo.EnvelopeRow): BoEnvelopeValue {
    const money = (minor: bigint) => wireAmount(minor, e.currency);
    return {
      id: e.id.toString(),
      title: e.title as BoEnvelopeValue['title'],
      total: money(e.totalMinor),
      count: e.count,
      minGrab: money(e.minGrabMinor),
      remaining: money(e.remainingMinor),
      remainingCount: e.remainingCount,
      grabbed: money(e.totalMinor - e.remainingMinor - e.returnedMinor),
      returned: money(e.returnedMinor),
      status: e.status as BoEnvelopeValue['status'],
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
    };
  }

  /** Returns an ended envelope's rest to the promotion budget; the caller holds its lock. */
  async function returnRest(tx: Tx, e: repo.EnvelopeRow): Promise<void> {
    if (e.remainingMinor > 0n) {
      await deps.wallet.post(
        {
          idempotencyKey: `envelope:return:${e.id}`,
          type: 'bonus_remove',
          transfers: [
            { from: escrow(e.id, e.currency), to: budget(e.currency), amountMinor: e.remainingMinor },
          ],
          reference: `promo_envelope:${e.id}`,
          actor: 'system:expiry',
          reason: 'red envelope ended',
        },
        tx,
      );
    }
    await repo.updateEnvelope(tx, e.id, {
      status: 'returned',
      returnedMinor: e.remainingMinor,
      remainingMinor: 0n,
    });
  }

  return {
    /** The envelopes open now, with what the caller grabbed. */
    async live(principal: Principal, lang: Language) {
      const rows = await repo.liveEnvelopes(db, ctx.now());
      const memberId = BigInt(principal.memberId);
      return {
        list: await Promise.all(
          rows.map(async (e) => present(e, lang, await repo.grabOf(db, e.id, memberId))),
        ),
      };
    },

    /** One grab per member: a share of what is left, to the member's cash, in one transaction. */
    async grab(principal: Principal, id: string, lang: Language) {
      const memberId = BigInt(principal.memberId);
      return retriedTransaction(db, async (tx) => {
        const e = await repo.envelopeById(tx, BigInt(id), true);
        if (!e) throw new AppError('ENVELOPE_NOT_FOUND');
        const now = ctx.now();
        if (await repo.grabOf(tx, e.id, memberId)) throw new AppError('ENVELOPE_ALREADY_GRABBED');
        if (e.status === 'emptied' || e.remainingCount === 0) throw new AppError('ENVELOPE_EMPTY');
        if (e.status !== 'open' || now < e.startsAt || now >= e.endsAt) throw new AppError('ENVELOPE_CLOSED');
        const amountMinor = nextGrab(e.remainingMinor, e.remainingCount, e.minGrabMinor);
        const grab = await repo.insertGrab(tx, { envelopeId: e.id, memberId, amountMinor, at: now });
        if (!grab) throw new AppError('ENVELOPE_ALREADY_GRABBED');
        await deps.wallet.post(
          {
            idempotencyKey: `envelope:grab:${e.id}:${memberId}`,
            type: 'bonus',
            transfers: [
              {
                from: escrow(e.id, e.currency),
                to: { player: memberId.toString(), kind: 'cash', currency: e.currency },
                amountMinor,
              },
            ],
            reference: `promo_envelope:${e.id}`,
            actor: `member:${memberId}`,
            reason: 'red envelope',
          },
          tx,
        );
        const left = { remainingMinor: e.remainingMinor - amountMinor, remainingCount: e.remainingCount - 1 };
        await repo.updateEnvelope(tx, e.id, {
          ...left,
          ...(left.remainingCount === 0 ? { status: 'emptied' } : {}),
        });
        return {
          amount: wireAmount(amountMinor, e.currency),
          envelope: present({ ...e, ...left }, lang, grab),
        };
      });
    },

    /** An operator funds an envelope from the promotion budget (audited, one transaction). */
    async create(operator: OperatorPrincipal, body: BoEnvelopeRequest) {
      const currency = await deps.site.currencyCode();
      const minor = (text: string, field: string) => {
        const parsed = tryParseAmount(text, currency as never);
        if (!parsed.ok || parsed.value <= 0n) throw new AppError('ENVELOPE_RULES_INVALID', { field });
        return parsed.value;
      };
      const totalMinor = minor(body.total, 'total');
      const minGrabMinor = minor(body.minGrab, 'minGrab');
      if (totalMinor < minGrabMinor * BigInt(body.count))
        throw new AppError('ENVELOPE_RULES_INVALID', { field: 'total' });
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (endsAt <= startsAt || endsAt <= ctx.now())
        throw new AppError('ENVELOPE_RULES_INVALID', { field: 'endsAt' });
      return db.transaction(async (tx) => {
        const e = await repo.insertEnvelope(tx, {
          currency,
          title: body.title,
          totalMinor,
          count: body.count,
          minGrabMinor,
          remainingMinor: totalMinor,
          remainingCount: body.count,
          startsAt,
          endsAt,
          createdBy: `operator:${operator.operatorId}`,
          createdAt: ctx.now(),
        });
        await deps.wallet.post(
          {
            idempotencyKey: `envelope:fund:${e.id}`,
            type: 'bonus',
            transfers: [{ from: budget(currency), to: escrow(e.id, currency), amountMinor: totalMinor }],
            reference: `promo_envelope:${e.id}`,
            actor: `operator:${operator.operatorId}`,
            reason: 'red envelope funded',
          },
          tx,
        );
        const value = presentOperator(e);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.envelope.create',
          target: { type: 'promo_envelope', id: value.id },
          after: value,
        });
        return value;
      });
    },

    /** The operator's list: the newest envelopes first. */
    async listOperator() {
      return { list: (await repo.recentEnvelopes(db, ENVELOPE_PAGE)).map(presentOperator) };
    },

    /** The reward centre's lines: envelopes open now not grabbed yet, and the member's grabs. */
    async rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
      const [open, grabs] = await Promise.all([
        repo.liveEnvelopes(db, ctx.now()),
        repo.grabsOfMember(db, memberId, ENVELOPE_PAGE),
      ]);
      const taken = new Set(grabs.map((g) => g.envelope.id));
      const title = (e: repo.EnvelopeRow) => present(e, lang).title;
      return [
        ...open
          .filter((e) => !taken.has(e.id) && e.remainingCount > 0)
          .map((e) => ({
            key: `envelope:${e.id}`,
            source: 'envelope' as const,
            title: title(e),
            amount: null,
            status: 'claimable' as const,
            at: e.startsAt.toISOString(),
            path: ENVELOPE_PATH,
          })),
        ...grabs.map(({ grab, envelope: e }) => ({
          key: `envelope:${e.id}`,
          source: 'envelope' as const,
          title: title(e),
          amount: wireAmount(grab.amountMinor, e.currency),
          status: 'claimed' as const,
          at: grab.at.toISOString(),
          path: ENVELOPE_PATH,
        })),
      ];
    },

    async ofOperator(id: string) {
      const e = await repo.envelopeById(db, BigInt(id));
      if (!e) throw new AppError('ENVELOPE_NOT_FOUND');
      return presentOperator(e);
    },

    /** Returns the rest of every ended envelope (the minute job). */
    async returnEnded(): Promise<number> {
      let returned = 0;
      for (const id of await repo.expiredEnvelopeIds(db, ctx.now())) {
        const done = await retriedTransaction(db, async (tx) => {
          const e = await repo.envelopeById(tx, id, true);
          if (e?.status !== 'open' || e.endsAt > ctx.now()) return false;
          await returnRest(tx, e);
          return true;
        });
        if (done) returned++;
      }
      return returned;
    },
  };
}

export type Envelopes = ReturnType<typeof createEnvelopes>;
