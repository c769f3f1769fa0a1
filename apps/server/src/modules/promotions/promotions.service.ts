import type {
  BoGrantBonusRequest,
  BonusDetailsValue,
  BonusLinesValue,
  BonusValue,
  Language,
  RewardItemValue,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import type { BonusEngine } from './promotions.bonus.js';
import * as repo from './promotions.repo.js';

export type PromotionsDeps = {
  engine: BonusEngine;
  audit: AuditService;
  site: Pick<SiteInfo, 'currencyCode'>;
  /** From the accounts module: a member by username (the operator's grant and lists). */
  placeByUsername(username: string): Promise<{ id: string; username: string; type: number } | null>;
};

/** How many grants the bonus details page lists, newest first. */
const BONUS_PAGE = 50;
/** How many wagering lines a bonus's history shows, newest first. */
const LINES_PAGE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A grant's name in the reward centre, by its source (the web's bonus page names them the same). */
const BONUS_TITLES: Record<string, Record<Language, string>> = {
  first_deposit: { en: 'First deposit bonus', bn: 'প্রথম ডিপোজিট বোনাস' },
  reload: { en: 'Reload bonus', bn: 'রিলোড বোনাস' },
  rebate: { en: 'Rebate bonus', bn: 'রিবেট বোনাস' },
  referral: { en: 'Referral bonus', bn: 'রেফারেল বোনাস' },
  raffle: { en: 'Raffle prize', bn: 'র‍্যাফেল পুরস্কার' },
  activity: { en: 'Event bonus', bn: 'ইভেন্ট বোনাস' },
  manual: { en: 'Special bonus', bn: 'বিশেষ বোনাস' },
  other: { en: 'Bonus', bn: 'বোনাস' },
};
/** Trial (free-play) accounts get no bonus money. */
const TRIAL_TYPE = 4;

export function presentBonus(row: repo.BonusRow): BonusValue {
  const money = (minor: bigint) => wireAmount(minor, row.currency);
  const progress =
    row.wageringRequiredMinor === 0n ? 10_000n : (row.wageredMinor * 10_000n) / row.wageringRequiredMinor;
  return {
    id: row.id.toString(),
    source: row.source,
    status: row.status as BonusValue['status'],
    amount: money(row.amountMinor),
    balance: money(row.balanceMinor),
    wageringRequired: money(row.wageringRequiredMinor),
    wagered: money(row.wageredMinor),
    progressBp: Number(progress > 10_000n ? 10_000n : progress < 0n ? 0n : progress),
    locked: money(row.lockedMinor),
    maxStake: row.maxStakeMinor === null ? null : money(row.maxStakeMinor),
    contributions: row.contributions as Record<string, number>,
    defaultContributionBp: row.defaultContributionBp,
    converted: money(row.convertedMinor),
    removed: money(row.removedMinor),
    grantedAt: row.grantedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * Promotions (issue 17, decision 0051): so far the bonus money a player holds — the bonus details
 * page, forfeit, and the operator's grant — on the bonus engine.
 */
export function createPromotionsService(ctx: AppContext, deps: PromotionsDeps) {
  const db = ctx.database.db;
  const { engine } = deps;

  async function details(memberId: bigint, tx: Tx = db): Promise<BonusDetailsValue> {
    const currency = await deps.site.currencyCode();
    const money = (minor: bigint) => wireAmount(minor, currency);
    const figures = await engine.withdrawable(memberId, currency, tx);
    const rows = await repo.bonusesOf(tx, memberId, BONUS_PAGE);
    return {
      currency,
      cash: money(figures.cashMinor),
      bonus: money(figures.bonusMinor),
      locked: money(figures.lockedMinor),
      withdrawable: money(figures.withdrawableMinor),
      list: rows.map(presentBonus),
    };
  }

  async function ownBonus(memberId: bigint, id: string): Promise<repo.BonusRow> {
    const row = await repo.bonusById(db, BigInt(id));
    if (!row || row.memberId !== memberId) throw new AppError('BONUS_NOT_FOUND');
    return row;
  }

  async function memberNamed(username: string) {
    const member = await deps.placeByUsername(username);
    if (!member) throw new AppError('PLAYER_NOT_FOUND');
    return member;
  }

  /** A decimal the request carries, in minor units of the site currency; the field named when wrong. */
  function minorOf(text: string, currency: string, field: string): bigint {
    const parsed = tryParseAmount(text, currency as never);
    if (!parsed.ok || parsed.value <= 0n) throw new AppError('BONUS_RULES_INVALID', { field });
    return parsed.value;
  }

  return {
    /**
     * The reward centre's bonus lines: an active grant is pending (its wagering runs), a converted
     * one is claimed (what reached cash).
     */
    async rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
      const rows = await repo.bonusesOf(db, memberId, BONUS_PAGE);
      return rows.flatMap((row) => {
        if (row.status !== 'active' && row.status !== 'completed') return [];
        const titles = BONUS_TITLES[row.source] ?? BONUS_TITLES.other;
        const active = row.status === 'active';
        return [
          {
            key: `bonus:${row.id}`,
            source: 'bonus' as const,
            title: titles?.[lang] ?? titles?.en ?? '',
            amount: wireAmount(active ? row.balanceMinor : row.convertedMinor, row.currency),
            status: active ? ('pending' as const) : ('claimed' as const),
            at: (row.endedAt ?? row.grantedAt).toISOString(),
            path: '/member/bonusDetails',
          },
        ];
      });
    },
    /** The member centre's bonusDetails: every grant with its progress, and what is withdrawable. */
    mine: (principal: Principal) => details(BigInt(principal.memberId)),
    /** A bonus's wagering lines, newest first. */
    async lines(principal: Principal, id: string): Promise<BonusLinesValue> {
      const row = await ownBonus(BigInt(principal.memberId), id);
      const lines = await repo.linesOf(db, row.id, LINES_PAGE);
      const money = (minor: bigint) => wireAmount(minor, row.currency);
      return {
        list: lines.map((l) => ({
          kind: l.kind as BonusLinesValue['list'][number]['kind'],
          gameType: l.gameType,
          stake: money(l.stakeMinor),
          contributionBp: l.contributionBp,
          amount: money(l.amountMinor),
          at: l.at.toISOString(),
        })),
      };
    },
    /** The player gives an active bonus up (to withdraw the cash it locks): its money goes back. */
    async forfeitMine(principal: Principal, id: string): Promise<BonusDetailsValue> {
      const memberId = BigInt(principal.memberId);
      await ownBonus(memberId, id);
      await engine.forfeit(BigInt(id), { memberId, actor: `member:${principal.memberId}` });
      return details(memberId);
    },
    /** An operator grants a bonus to one player, audited in the same transaction. */
    async grantAsOperator(operator: OperatorPrincipal, body: BoGrantBonusRequest) {
      const member = await memberNamed(body.username);
      if (member.type === TRIAL_TYPE) throw new AppError('BONUS_RULES_INVALID', { field: 'username' });
      const currency = await deps.site.currencyCode();
      const amountMinor = minorOf(body.amount, currency, 'amount');
      const depositMinor = body.deposit === undefined ? 0n : minorOf(body.deposit, currency, 'deposit');
      if ((body.wageringBase === 'deposit_bonus' || body.lockDeposit) && depositMinor === 0n)
        throw new AppError('BONUS_RULES_INVALID', { field: 'deposit' });
      const base = body.wageringBase === 'deposit_bonus' ? amountMinor + depositMinor : amountMinor;
      const maxStakeMinor = body.maxStake === undefined ? null : minorOf(body.maxStake, currency, 'maxStake');
      const memberId = BigInt(member.id);
      return db.transaction(async (tx) => {
        const row = await engine.grant(
          {
            memberId,
            currency,
            source: 'manual',
            reference: `manual:${operator.operatorId}:${body.requestId}`,
            amountMinor,
            wageringRequiredMinor: base * BigInt(body.wageringMultiple),
            contributions: body.contributions,
            defaultContributionBp: body.defaultContributionBp,
            maxStakeMinor,
            lockedMinor: body.lockDeposit ? depositMinor : 0n,
            expiresAt: new Date(ctx.now().getTime() + body.expiresInDays * DAY_MS),
            actor: `operator:${operator.operatorId}`,
          },
          tx,
        );
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.bonus.grant',
          target: { type: 'promo_bonus', id: row.id.toString() },
          after: { username: member.username, ...presentBonus(row) },
          reason: body.reason,
        });
        return presentBonus(row);
      });
    },
    /** A player's grants and figures, for the back office. */
    async ofPlayer(username: string) {
      const member = await memberNamed(username);
      return { username: member.username, details: await details(BigInt(member.id)) };
    },
    /** An operator forfeits a player's active bonus, audited. */
    async forfeitAsOperator(operator: OperatorPrincipal, id: string, reason: string) {
      return db.transaction(async (tx) => {
        const before = await repo.bonusById(tx, BigInt(id));
        if (!before) throw new AppError('BONUS_NOT_FOUND');
        const after = await engine.forfeit(BigInt(id), { actor: `operator:${operator.operatorId}` }, tx);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'promotions.bonus.forfeit',
          target: { type: 'promo_bonus', id },
          before: { status: before.status, balance: before.balanceMinor.toString() },
          after: { status: after.status, removed: after.removedMinor.toString() },
          reason,
        });
        return presentBonus(after);
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
