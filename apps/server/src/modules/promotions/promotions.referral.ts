import { randomInt } from 'node:crypto';
import {
  type Language,
  ReferralRules,
  type ReferralStatus,
  type ReferralValue,
  type RewardItemValue,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { Abuse } from './promotions.abuse.js';
import type { BonusEngine } from './promotions.bonus.js';
import type { DepositPaid } from './promotions.catalogue.js';
import * as repo from './promotions.referral.repo.js';
import * as promoRepo from './promotions.repo.js';

export type ReferralDeps = {
  engine: BonusEngine;
  wallet: WalletService;
  site: Pick<SiteInfo, 'currencyCode'>;
  settings: () => Promise<{ PROMOMAXWAGER: number }>;
  /** The REFERRAL site setting (features.referral: the side menu's invite entry), when it must change. */
  setReferralFeature?: (on: boolean) => Promise<void>;
};

/** A registration, as the accounts module tells it (app wiring): who, with what code, from where. */
export type Registered = { memberId: bigint; referralCode: string | null; ip: string; userAgent: string };

/** Invite codes: no 0/O, 1/I/L look-alikes; 31⁷ ≈ 2.8·10¹⁰ codes. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The register page with a member's invite code (the register form reads `ref`). */
export const inviteLinkOf = (code: string) => `/register?ref=${code}`;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** "ab***yz": an invitee's username as the referrer sees it. */
export function maskUsername(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  if (name.length <= 4) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** The configuration checker's part for referral rules: amounts of the site currency, wagering at most the site's. */
export function checkReferralRules(rules: ReferralRules, maxWager: number, currency: string) {
  for (const field of ['referrerReward', 'inviteeReward', 'minDeposits', 'minValidBets'] as const) {
    const text = rules[field];
    if (text === undefined) continue;
    const parsed = tryParseAmount(text, currency as never);
    const positive = field === 'referrerReward' || field === 'inviteeReward';
    if (!parsed.ok || parsed.value < 0n || (positive && parsed.value === 0n))
      throw new AppError('PROMOTION_RULES_INVALID', { field: `rules.${field}` });
  }
  if (rules.payAs === 'bonus' && rules.wageringMultiple > maxWager)
    throw new AppError('PROMOTION_WAGERING_TOO_HIGH', { max: maxWager }, { max: maxWager });
}

function minorOf(text: string, currency: string): bigint {
  const parsed = tryParseAmount(text, currency as never);
  if (!parsed.ok) throw new AppError('PROMOTION_RULES_INVALID', { field: 'rules' });
  return parsed.value;
}

/**
 * Referral (decision 0056): every member's invite code; an invitee recorded at registration
 * (refused when the abuse checks find the referrer behind it); the rewards paid once, when the
 * invitee's paid deposits and valid bets reach the live referral promotion's figures within its
 * window — checked at each paid deposit (in its transaction) and by the sweep job.
 */
export function createReferral(ctx: AppContext, deps: ReferralDeps & { abuse: Abuse }) {
  const db = ctx.database.db;

  /** The member's code, made on first use (a lost race for a code or for the member retries). */
  async function ensureCode(memberId: bigint): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repo.codeOf(db, memberId);
      if (existing) return existing;
      await repo.insertCode(db, memberId, newInviteCode(), ctx.now());
    }
    const code = await repo.codeOf(db, memberId);
    if (!code) throw new Error('no invite code could be made');
    return code;
  }

  async function pay(
    tx: Tx,
    p: promoRepo.PromotionRow,
    rules: ReferralRules,
    to: bigint,
    amountMinor: bigint,
    currency: string,
    reference: string,
  ) {
    const actor = `promotion:${p.id}`;
    if (rules.payAs === 'bonus') {
      await deps.engine.grant(
        {
          memberId: to,
          currency,
          source: 'referral',
          promotionId: p.id,
          reference,
          amountMinor,
          wageringRequiredMinor: amountMinor * BigInt(rules.wageringMultiple),
          contributions: {},
          defaultContributionBp: 10_000,
          maxStakeMinor: null,
          lockedMinor: 0n,
          expiresAt: new Date(ctx.now().getTime() + rules.expiresInDays * DAY_MS),
          actor,
        },
        tx,
      );
      return;
    }
    await deps.wallet.post(
      {
        idempotencyKey: reference,
        type: 'bonus',
        transfers: [
          {
            from: { system: 'promotion', currency },
            to: { player: to.toString(), kind: 'cash', currency },
            amountMinor,
          },
        ],
        reference: `promo_referral:${reference}`,
        actor,
        reason: 'referral reward',
      },
      tx,
    );
  }

  /**
   * Decides a pending invitee in `tx`: rewards (once: the row is locked and leaves pending in the
   * same transaction as the payment), refuses (abuse), expires, or leaves it pending.
   */
  async function settle(tx: Tx, inviteeId: bigint, currency: string): Promise<ReferralStatus | null> {
    const r = await repo.referralOf(tx, inviteeId, true);
    if (!r) return null;
    if (r.status !== 'pending') return r.status as ReferralStatus;
    const now = ctx.now();
    const p = await repo.liveReferralPromotion(tx, now);
    const parsed = ReferralRules.safeParse(p?.rules);
    if (!p || !parsed.success) return 'pending';
    const rules = parsed.data;
    const deadline = new Date(r.registeredAt.getTime() + rules.withinDays * DAY_MS);
    const deposited = await repo.paidDeposits(tx, inviteeId, currency, r.registeredAt, deadline);
    const bets = await repo.validBets(tx, inviteeId, currency, deadline);
    const met =
      deposited >= minorOf(rules.minDeposits, currency) && bets >= minorOf(rules.minValidBets, currency);
    if (!met) {
      if (now < deadline) return 'pending';
      await repo.decide(tx, inviteeId, { status: 'expired', promotionId: p.id, decidedAt: now });
      return 'expired';
    }
    // Payee names and numbers are often bound after registration: judge again before paying.
    await deps.abuse.refresh(tx, inviteeId);
    const refusal = await deps.abuse.selfReferral(tx, inviteeId, r.referrerId);
    if (refusal) {
      await repo.decide(tx, inviteeId, { status: 'refused', refusal, promotionId: p.id, decidedAt: now });
      await deps.abuse.flag(tx, inviteeId, 'self_referral', { referrer: r.referrerId.toString(), refusal });
      return 'refused';
    }
    // The referrer's limit: its invitees are decided in turns on the referrer's code row.
    await repo.codeOf(tx, r.referrerId, true);
    if (
      (await repo.rewardedCount(tx, r.referrerId)) >= rules.maxInvitees ||
      !(await promoRepo.countIssue(tx, p.id))
    ) {
      await repo.decide(tx, inviteeId, { status: 'expired', promotionId: p.id, decidedAt: now });
      return 'expired';
    }
    const referrerMinor = minorOf(rules.referrerReward, currency);
    const inviteeMinor = rules.inviteeReward === undefined ? null : minorOf(rules.inviteeReward, currency);
    await pay(tx, p, rules, r.referrerId, referrerMinor, currency, `referral:${inviteeId}:referrer`);
    if (inviteeMinor !== null && inviteeMinor > 0n)
      await pay(tx, p, rules, inviteeId, inviteeMinor, currency, `referral:${inviteeId}:invitee`);
    await repo.decide(tx, inviteeId, {
      status: 'rewarded',
      promotionId: p.id,
      referrerRewardMinor: referrerMinor,
      inviteeRewardMinor: inviteeMinor,
      currency,
      decidedAt: now,
    });
    return 'rewarded';
  }

  /** Whether a referral promotion is live; the REFERRAL setting follows it. */
  async function syncFeature(): Promise<boolean> {
    const on = (await repo.liveReferralPromotion(db, ctx.now())) !== undefined;
    await deps.setReferralFeature?.(on);
    return on;
  }

  return {
    ensureCode,
    settle,
    syncFeature,

    /** Checks one invitee in its own transaction (the sweep, tests). */
    async check(inviteeId: bigint) {
      const currency = await deps.site.currencyCode();
      return retriedTransaction(db, (tx) => settle(tx, inviteeId, currency));
    },

    /**
     * A member registered (the accounts module, after the member is written): with a member's
     * invite code, the invitee is recorded; the abuse checks refuse it at once when the new
     * account shares a device, address, payee name or number with the referrer.
     */
    async onRegistered(reg: Registered): Promise<void> {
      const code = reg.referralCode?.trim().toUpperCase();
      if (!code || code.length !== CODE_LENGTH) return;
      await retriedTransaction(db, async (tx) => {
        const referrerId = await repo.memberOfCode(tx, code);
        if (referrerId === undefined || referrerId === reg.memberId) return;
        const now = ctx.now();
        const fresh = await repo.insertReferral(tx, {
          inviteeId: reg.memberId,
          referrerId,
          code,
          registerIp: reg.ip,
          registerUserAgent: reg.userAgent,
          registeredAt: now,
        });
        if (!fresh) return;
        await deps.abuse.refresh(tx, reg.memberId, [{ ip: reg.ip, userAgent: reg.userAgent }]);
        const refusal = await deps.abuse.selfReferral(tx, reg.memberId, referrerId);
        if (refusal) {
          await repo.decide(tx, reg.memberId, { status: 'refused', refusal, decidedAt: now });
          await deps.abuse.flag(tx, reg.memberId, 'self_referral', {
            referrer: referrerId.toString(),
            refusal,
          });
        }
      });
    },

    /** A paid deposit (the catalogue's hook, in the crediting transaction): its invitee may now qualify. */
    async onDepositPaid(tx: Tx, deposit: DepositPaid): Promise<void> {
      if (await repo.referralOf(tx, deposit.memberId)) await settle(tx, deposit.memberId, deposit.currency);
    },

    /** The sweep: every pending invitee (the valid-bet condition, and windows that ended). */
    async sweep(batch = 500): Promise<number> {
      let decided = 0;
      const currency = await deps.site.currencyCode();
      let since = new Date(0);
      for (;;) {
        const ids = await repo.pendingSince(db, since, batch);
        for (const id of ids) {
          const status = await retriedTransaction(db, (tx) => settle(tx, id, currency));
          if (status !== 'pending') decided++;
        }
        if (ids.length < batch) break;
        const last = ids[ids.length - 1] as bigint;
        const row = await repo.referralOf(db, last);
        if (!row) break;
        since = new Date(row.registeredAt.getTime() + 1);
      }
      return decided;
    },

    /** GET /wps/promotions/referral: my code and link, the live promotion, counts, invitees, rewards. */
    async mine(principal: Principal, lang: Language): Promise<ReferralValue> {
      const memberId = BigInt(principal.memberId);
      const code = await ensureCode(memberId);
      const now = ctx.now();
      const currency = await deps.site.currencyCode();
      const [p, counts, earned, rows] = await Promise.all([
        repo.liveReferralPromotion(db, now),
        repo.countsOf(db, memberId),
        repo.earnedBy(db, memberId),
        repo.inviteesOf(db, memberId),
      ]);
      const parsed = ReferralRules.safeParse(p?.rules);
      const rules = p && parsed.success ? parsed.data : undefined;
      const text = (t: unknown) => {
        const texts = t as Record<string, string>;
        return texts[lang] ?? texts.en ?? '';
      };
      const invitees = await Promise.all(
        rows.map(async ({ referral: r, username }) => {
          const deadline = rules ? new Date(r.registeredAt.getTime() + rules.withinDays * DAY_MS) : null;
          const until = deadline ?? now;
          return {
            username: maskUsername(username ?? ''),
            registeredAt: r.registeredAt.toISOString(),
            status: r.status as ReferralStatus,
            refusal: (r.refusal as ReferralValue['invitees'][number]['refusal']) ?? null,
            deposited: wireAmount(
              await repo.paidDeposits(db, r.inviteeId, currency, r.registeredAt, until),
              currency,
            ),
            validBets: wireAmount(await repo.validBets(db, r.inviteeId, currency, until), currency),
            deadline: deadline?.toISOString() ?? null,
            reward:
              r.referrerRewardMinor === null
                ? null
                : wireAmount(r.referrerRewardMinor, r.currency ?? currency),
          };
        }),
      );
      return {
        code,
        link: inviteLinkOf(code),
        promotion:
          p && rules
            ? {
                id: p.id.toString(),
                title: text(p.title),
                body: text(p.body),
                rules,
                activeUntil: p.activeUntil?.toISOString() ?? null,
              }
            : null,
        counts: {
          invited: [...counts.values()].reduce((a, b) => a + b, 0),
          pending: counts.get('pending') ?? 0,
          rewarded: counts.get('rewarded') ?? 0,
          refused: counts.get('refused') ?? 0,
        },
        currency,
        earned: wireAmount(earned, currency),
        invitees,
      };
    },

    /** The reward centre's lines: what the member earned for invitees, and as an invitee. */
    async rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
      const rows = await repo.inviteesOf(db, memberId);
      const own = await repo.referralOf(db, memberId);
      const currency = await deps.site.currencyCode();
      const title = (name: string) =>
        lang === 'bn' ? `রেফারেল পুরস্কার: ${maskUsername(name)}` : `Referral reward: ${maskUsername(name)}`;
      const items: RewardItemValue[] = rows
        .filter(({ referral: r }) => r.status === 'rewarded' || r.status === 'pending')
        .map(({ referral: r, username }) => ({
          key: `referral:${r.inviteeId}`,
          source: 'referral',
          title: title(username ?? ''),
          amount:
            r.referrerRewardMinor === null ? null : wireAmount(r.referrerRewardMinor, r.currency ?? currency),
          status: r.status === 'rewarded' ? 'claimed' : 'pending',
          at: (r.decidedAt ?? r.registeredAt).toISOString(),
          path: '/member/referral',
        }));
      if (own?.status === 'rewarded' && own.inviteeRewardMinor !== null) {
        items.push({
          key: `referral:welcome:${memberId}`,
          source: 'referral',
          title: lang === 'bn' ? 'আমন্ত্রণের স্বাগত পুরস্কার' : 'Invitation welcome reward',
          amount: wireAmount(own.inviteeRewardMinor, own.currency ?? currency),
          status: 'claimed',
          at: (own.decidedAt ?? own.registeredAt).toISOString(),
          path: '/member/referral',
        });
      }
      return items;
    },
  };
}

export type Referral = ReturnType<typeof createReferral>;
