import type { BoRiskFlagValue, ReferralRefusal } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import * as repo from './promotions.abuse.repo.js';
import * as promoRepo from './promotions.repo.js';

export type AbuseDeps = { audit: AuditService };

/** This many accounts on one device is worth a look (the shared_device flag). */
export const SHARED_DEVICE_ACCOUNTS = 3;
/** Deposit bonuses forfeited in the window that make a bonus hunter. */
export const HUNTING_FORFEITS = 2;
const HUNTING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** What the claim check judges a person by (the issue: account, payee name, mobile and device). */
const PERSON_KINDS: readonly repo.IdentityKind[] = ['device', 'payee', 'mobile'];
/** Self-referral adds the address (the issue: same device, address or payee). */
const REFERRAL_KINDS: readonly repo.IdentityKind[] = ['device', 'ip', 'payee', 'mobile'];
const REFUSAL_OF: Record<repo.IdentityKind, ReferralRefusal> = {
  device: 'same_device',
  ip: 'same_ip',
  payee: 'same_payee',
  mobile: 'same_mobile',
};

/** A payee name as compared: the same normalisation as the cashier's (accounts.payee.ts). */
export const payeeKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A number as compared: its last ten digits (a Bangladeshi mobile without 0 or +880), none below 8. */
export function numberKey(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  return digits.length >= 8 ? digits.slice(-10) : undefined;
}

/**
 * The identity values of a member, from what the platform records (decision 0056): addresses
 * (registration, sign-ins, sessions), devices (a session's user agent from one address), payee
 * names (profile, payout accounts) and numbers (mobile, payout account numbers).
 */
export function identityValues(
  recorded: Awaited<ReturnType<typeof repo.recordedIdentity>>,
  extra: { ip: string; userAgent: string }[] = [],
): { kind: repo.IdentityKind; value: string }[] {
  const out = new Map<string, { kind: repo.IdentityKind; value: string }>();
  const add = (kind: repo.IdentityKind, value: string | null | undefined) => {
    if (value) out.set(`${kind}\u0000${value}`, { kind, value });
  };
  const { profile } = recorded;
  add('ip', profile?.registerIp);
  for (const ip of recorded.ips) add('ip', ip);
  for (const s of [...recorded.sessions, ...extra]) {
    add('ip', s.ip);
    if (s.userAgent.trim() && s.ip) add('device', `${s.userAgent.trim()}|${s.ip}`);
  }
  if (profile?.payeeName) add('payee', payeeKey(profile.payeeName));
  if (profile?.mobile) add('mobile', numberKey(profile.mobile));
  for (const p of recorded.payouts) {
    add('payee', payeeKey(p.payeeName));
    add('mobile', numberKey(p.accountNumber));
  }
  return [...out.values()];
}

/**
 * The promotions abuse checks (decision 0056): who is the same person as whom, judged by payee
 * name, mobile and device (and address for self-referral); one claim per person where the rule
 * says so; and the risk queue an operator clears.
 */
export function createAbuse(ctx: AppContext, deps: AbuseDeps) {
  const db = ctx.database.db;

  /** Reads what the platform recorded of the member into promo_identity; flags a shared device. */
  async function refresh(tx: Tx, memberId: bigint, extra: { ip: string; userAgent: string }[] = []) {
    const values = identityValues(await repo.recordedIdentity(tx, memberId), extra);
    await repo.addIdentities(tx, memberId, values, ctx.now());
    const devices = (await repo.sharingMembers(tx, memberId, ['device'])).filter((s) => s.kind === 'device');
    const others = [...new Set(devices.map((d) => d.memberId.toString()))];
    if (others.length + 1 >= SHARED_DEVICE_ACCOUNTS) {
      await repo.raiseFlag(tx, memberId, 'shared_device', { accounts: others.slice(0, 20) }, ctx.now());
    }
  }

  /** Other members who are the same person as `memberId` (device, payee name or mobile), with how. */
  async function samePersonAs(memberId: bigint, tx: Tx = db) {
    await refresh(tx, memberId);
    const rows = await repo.sharingMembers(tx, memberId, PERSON_KINDS);
    const out = new Map<bigint, repo.IdentityKind[]>();
    for (const r of rows) out.set(r.memberId, [...(out.get(r.memberId) ?? []), r.kind]);
    return out;
  }

  return {
    refresh,

    samePersonAs,

    /**
     * Whether an invitee is their referrer under another account: the first shared identity as a
     * refusal reason (device, address, payee name, mobile), or null.
     */
    async selfReferral(tx: Tx, inviteeId: bigint, referrerId: bigint): Promise<ReferralRefusal | null> {
      await refresh(tx, referrerId);
      const shared = await repo.sharedKinds(tx, inviteeId, referrerId);
      const first = REFERRAL_KINDS.find((k) => shared.includes(k));
      return first ? REFUSAL_OF[first] : null;
    },

    /**
     * One claim per person where the rule says so (a per-player limit of 1): joining it when
     * another account of the same person has joined or been issued it is refused
     * (PROMOTION_NOT_ELIGIBLE, reason same_person) and flagged to the risk queue.
     */
    async assertOncePerPerson(promotionId: bigint, memberId: bigint): Promise<void> {
      const p = await promoRepo.promotionById(db, promotionId);
      if (p?.perPlayerLimit !== 1) return;
      const same = await samePersonAs(memberId);
      const taken = await repo.claimantsAmong(db, p.id, [...same.keys()]);
      if (taken.length === 0) return;
      const other = taken[0] as bigint;
      await repo.raiseFlag(
        db,
        memberId,
        'same_person_claim',
        { promotionId: p.id.toString(), otherAccount: other.toString(), by: same.get(other) ?? [] },
        ctx.now(),
      );
      throw new AppError('PROMOTION_NOT_ELIGIBLE', { reason: 'same_person' }, { reason: 'same_person' });
    },

    /** Raises a flag (the referral's refusal, for one). */
    flag: (tx: Tx, memberId: bigint, kind: BoRiskFlagValue['kind'], detail: Record<string, unknown>) =>
      repo.raiseFlag(tx, memberId, kind, detail, ctx.now()),

    /** Bonus hunting: deposit bonuses taken and forfeited again and again (the sweep job). */
    async flagBonusHunters(): Promise<number> {
      const since = new Date(ctx.now().getTime() - HUNTING_WINDOW_MS);
      const hunters = await repo.forfeitersSince(db, since, HUNTING_FORFEITS);
      for (const h of hunters) {
        await repo.raiseFlag(
          db,
          h.memberId,
          'bonus_hunting',
          { forfeited: h.forfeited, days: 30 },
          ctx.now(),
        );
      }
      return hunters.length;
    },

    // ── the back office's risk queue ──
    async list(status: 'open' | 'cleared'): Promise<{ list: BoRiskFlagValue[] }> {
      const rows = await repo.flags(db, status);
      return { list: rows.map((r) => present(r.flag, r.username)) };
    },

    async clear(operator: OperatorPrincipal, id: string, note: string): Promise<BoRiskFlagValue> {
      return db.transaction(async (tx) => {
        const row = await repo.clearFlag(tx, BigInt(id), `operator:${operator.operatorId}`, note, ctx.now());
        if (!row) throw new AppError('RISK_FLAG_NOT_FOUND');
        const value = present(row, null);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.risk.clear',
          target: { type: 'promo_risk_flag', id },
          after: value,
        });
        return value;
      });
    },
  };
}

function present(f: repo.RiskFlagRow, username: string | null): BoRiskFlagValue {
  return {
    id: f.id.toString(),
    memberId: f.memberId.toString(),
    username,
    kind: f.kind as BoRiskFlagValue['kind'],
    detail: f.detail as Record<string, unknown>,
    status: f.status as BoRiskFlagValue['status'],
    createdAt: f.createdAt.toISOString(),
    clearedAt: f.clearedAt?.toISOString() ?? null,
    clearedBy: f.clearedBy,
    note: f.note,
  };
}

export type Abuse = ReturnType<typeof createAbuse>;
