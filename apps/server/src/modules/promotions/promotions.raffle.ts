import { createHash, randomBytes } from 'node:crypto';
import {
  type BoPromotionRequest,
  type BoRaffleValue,
  type ClaimRaffleValue,
  type Digest,
  drawWinners,
  type Language,
  RAFFLE_DRAW_VERSION,
  type RaffleListValue,
  type RaffleMyPrizeValue,
  RaffleRules,
  type RaffleValue,
  type RaffleVerifyValue,
  type RaffleWinnerValue,
  type RewardItemValue,
  rafflePublicValue,
  verifyRaffle,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import { maskName } from '../games/games.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { BonusEngine } from './promotions.bonus.js';
import type { DepositPaid, KindHook } from './promotions.catalogue.js';
import * as repo from './promotions.raffle.repo.js';
import * as promoRepo from './promotions.repo.js';

export type RaffleDeps = {
  wallet: WalletService;
  engine: BonusEngine;
  site: Pick<SiteInfo, 'currencyCode'>;
  /** The site settings (PROMOMAXWAGER: the largest wagering multiple of a bonus prize). */
  settings: () => Promise<{ PROMOMAXWAGER: number }>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Node's SHA-256: the same bytes as Web Crypto's, without a thread-pool round trip per block. */
export const nodeDigest: Digest = (data) => createHash('sha256').update(data).digest();

/** A fresh secret seed from the operating system's CSPRNG: 32 bytes as 64 lower-case hex characters. */
export function newRaffleSeed(): string {
  return randomBytes(32).toString('hex');
}

export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'ascii').digest('hex');
}

/** The prize slots of the rules, rank 1 first (the draw's order). */
export function prizeSlots(rules: RaffleRules) {
  return rules.prizes.map((p, i) => ({ rank: i + 1, count: p.count }));
}

/**
 * Raffles (decision 0055): a seed committed when the raffle is published, tickets earned by
 * deposits (the catalogue's deposit hook) and valid-bet turnover (the minute roll-up) after
 * joining, a draw at the set time from the revealed seed and the ticket list's hash, and prizes
 * that wait to be claimed (MCS2_claimRafflePromotion) or are paid when the claim time ends.
 */
export function createRaffles(ctx: AppContext, deps: RaffleDeps) {
  const db = ctx.database.db;
  const budget = (currency: string) => ({ system: 'promotion' as const, currency });

  const rulesOf = (raffle: repo.RaffleRow): RaffleRules => RaffleRules.parse(raffle.rules);
  const minorOf = (text: string, currency: string, field: string): bigint => {
    const parsed = tryParseAmount(text, currency as never);
    if (!parsed.ok || parsed.value <= 0n) throw new AppError('PROMOTION_RULES_INVALID', { field });
    return parsed.value;
  };
  const textOf = (texts: unknown, lang: Language) => {
    const t = texts as Record<string, string>;
    return t[lang] ?? t.en ?? '';
  };
  const phaseOf = (r: repo.RaffleRow, now: Date): RaffleValue['status'] =>
    r.status === 'drawn' ? 'drawn' : now >= r.closesAt ? 'closed' : 'open';

  // ── publishing: the commitment ──

  /**
   * The site currency as the last check read it: `saved` runs inside the catalogue's transaction,
   * where a settings read on another connection would wait for it (PGlite has one connection).
   */
  let siteCurrency: string | undefined;

  /** The catalogue's check, before the save's transaction: amounts, dates, the wagering maximum, points. */
  async function check(raw: Record<string, unknown>, body: BoPromotionRequest) {
    const rules = RaffleRules.parse(raw);
    const currency = await deps.site.currencyCode();
    siteCurrency = currency;
    const drawAt = new Date(rules.drawAt);
    if (body.activeUntil === null || new Date(body.activeUntil) > drawAt)
      throw new AppError('PROMOTION_RULES_INVALID', { field: 'activeUntil' });
    if (rules.perDeposit) minorOf(rules.perDeposit.amount, currency, 'rules.perDeposit.amount');
    if (rules.perTurnover) minorOf(rules.perTurnover.amount, currency, 'rules.perTurnover.amount');
    const max = (await deps.settings()).PROMOMAXWAGER;
    for (const [i, p] of rules.prizes.entries()) {
      if (p.kind !== 'points') minorOf(p.amount, currency, `rules.prizes.${i}.amount`);
      if (p.kind === 'bonus' && p.wageringMultiple > max)
        throw new AppError('PROMOTION_WAGERING_TOO_HIGH', { max }, { max });
      if (p.kind === 'points' && body.status === 'published')
        throw new AppError('RAFFLE_POINTS_NOT_AVAILABLE', { field: `rules.prizes.${i}` });
    }
  }

  /** The catalogue's hook in the save's transaction: commits the seed when the raffle is first published. */
  async function saved(tx: Tx, row: promoRepo.PromotionRow, before: promoRepo.PromotionRow | undefined) {
    const rules = RaffleRules.parse(row.rules);
    const drawAt = new Date(rules.drawAt);
    if (row.activeUntil === null) throw new AppError('PROMOTION_RULES_INVALID', { field: 'activeUntil' });
    const existing = await repo.raffleById(tx, row.id, true);
    if (existing) {
      // Committed: the rules and dates the tickets were sold under stay as they are.
      const same =
        JSON.stringify(rulesOf(existing)) === JSON.stringify(rules) &&
        before?.activeFrom.getTime() === row.activeFrom.getTime() &&
        existing.closesAt.getTime() === row.activeUntil.getTime();
      if (!same) throw new AppError('RAFFLE_RULES_LOCKED');
      return;
    }
    if (row.status !== 'published') return;
    const now = ctx.now();
    if (row.activeUntil <= now) throw new AppError('PROMOTION_RULES_INVALID', { field: 'activeUntil' });
    const seed = newRaffleSeed();
    if (!siteCurrency) throw new Error('raffle saved without its check');
    await repo.insertRaffle(tx, {
      promotionId: row.id,
      currency: siteCurrency,
      rules,
      seed,
      commitment: commitmentOf(seed),
      committedAt: now,
      closesAt: row.activeUntil,
      drawAt,
    });
  }

  // ── tickets ──

  /** Issues up to `want` tickets to a member (never past the cap); the caller holds the raffle's lock. */
  async function issue(
    tx: Tx,
    raffle: repo.RaffleRow,
    memberId: bigint,
    want: number,
    reference: string,
    source: 'deposit' | 'turnover',
  ): Promise<number> {
    if (raffle.status !== 'open' || want <= 0) return 0;
    const now = ctx.now();
    if (now < raffle.committedAt)
      throw new Error(`raffle ${raffle.promotionId}: a ticket before its commitment`);
    const rules = rulesOf(raffle);
    const entry = (await repo.entryOf(tx, raffle.promotionId, memberId)) ?? {
      raffleId: raffle.promotionId,
      memberId,
      depositTickets: 0,
      turnoverTickets: 0,
      updatedAt: now,
    };
    const room = rules.maxTicketsPerPlayer - entry.depositTickets - entry.turnoverTickets;
    const n = Math.min(want, room);
    if (n <= 0) return 0;
    const holder = maskName(await repo.usernameOf(tx, memberId));
    await repo.insertTickets(
      tx,
      Array.from({ length: n }, (_, i) => ({
        raffleId: raffle.promotionId,
        no: raffle.ticketCount + i + 1,
        memberId,
        holder,
        reference,
        issuedAt: now,
      })),
    );
    raffle.ticketCount += n;
    await repo.updateRaffle(tx, raffle.promotionId, { ticketCount: raffle.ticketCount });
    await repo.saveEntry(tx, {
      ...entry,
      depositTickets: entry.depositTickets + (source === 'deposit' ? n : 0),
      turnoverTickets: entry.turnoverTickets + (source === 'turnover' ? n : 0),
      updatedAt: now,
    });
    return n;
  }

  /** A paid deposit (in the payments transaction): tickets in every open raffle the member joined. */
  async function onDeposit(tx: Tx, deposit: DepositPaid): Promise<void> {
    const now = ctx.now();
    for (const id of await repo.joinedOpenRaffles(tx, deposit.memberId, now)) {
      const raffle = await repo.raffleById(tx, id, true);
      if (raffle?.status !== 'open' || now >= raffle.closesAt) continue;
      if (raffle.currency !== deposit.currency) continue;
      const rate = rulesOf(raffle).perDeposit;
      if (!rate) continue;
      const per = minorOf(rate.amount, raffle.currency, 'perDeposit');
      const want = Number(deposit.amountMinor / per) * rate.tickets;
      const reference = `deposit:${deposit.depositId}`;
      if (want > 0 && !(await repo.referenceEarned(tx, id, reference)))
        await issue(tx, raffle, deposit.memberId, want, reference, 'deposit');
    }
  }

  /** Tops every joined member's turnover tickets up to what their valid bets entitle; raffle locked. */
  async function rollUpLocked(tx: Tx, raffle: repo.RaffleRow): Promise<number> {
    const rate = rulesOf(raffle).perTurnover;
    if (!rate || raffle.status !== 'open') return 0;
    const promotion = await promoRepo.promotionById(tx, raffle.promotionId);
    if (!promotion) return 0;
    const now = ctx.now();
    const to = now < raffle.closesAt ? now : raffle.closesAt;
    if (to <= promotion.activeFrom) return 0;
    const per = minorOf(rate.amount, raffle.currency, 'perTurnover');
    let issued = 0;
    for (const t of await repo.turnoverOfJoined(
      tx,
      raffle.promotionId,
      raffle.currency,
      promotion.activeFrom,
      to,
    )) {
      const entitled = Number(t.stakeMinor / per) * rate.tickets;
      const entry = await repo.entryOf(tx, raffle.promotionId, t.memberId);
      const want = entitled - (entry?.turnoverTickets ?? 0);
      if (want > 0) issued += await issue(tx, raffle, t.memberId, want, 'turnover', 'turnover');
    }
    return issued;
  }

  async function rollUpTurnover(): Promise<number> {
    let issued = 0;
    for (const r of await repo.openRaffles(db, ctx.now())) {
      if (!RaffleRules.parse(r.rules).perTurnover) continue;
      issued += await retriedTransaction(db, async (tx) => {
        const raffle = await repo.raffleById(tx, r.promotionId, true);
        return raffle ? rollUpLocked(tx, raffle) : 0;
      });
    }
    return issued;
  }

  // ── the draw and the prizes ──

  /**
   * Draws a raffle whose time has come, in one transaction: the last turnover tickets up to the
   * close, the ticket list's hash fixed as the public value, the winners from the revealed seed,
   * the prize rows and the reveal. A crash rolls all of it back and the next run draws the same.
   */
  async function draw(id: bigint): Promise<boolean> {
    return retriedTransaction(db, async (tx) => {
      const raffle = await repo.raffleById(tx, id, true);
      const now = ctx.now();
      if (raffle?.status !== 'open' || now < raffle.drawAt) return false;
      await rollUpLocked(tx, raffle);
      const rules = rulesOf(raffle);
      const tickets = await repo.ticketsOf(tx, id);
      const list = tickets.map((t) => ({ no: t.no, holder: t.holder }));
      const publicValue = await rafflePublicValue(id.toString(), list, nodeDigest);
      const winners = await drawWinners(raffle.seed, publicValue, list, prizeSlots(rules), nodeDigest);
      const owner = new Map(tickets.map((t) => [t.no, t.memberId]));
      const claimBy = new Date(now.getTime() + rules.claimDays * DAY_MS);
      await repo.insertPrizes(
        tx,
        winners.map((w) => {
          const prize = rules.prizes[w.rank - 1];
          if (!prize) throw new Error(`raffle ${id}: no prize of rank ${w.rank}`);
          const money = prize.kind === 'points' ? null : minorOf(prize.amount, raffle.currency, 'amount');
          return {
            raffleId: id,
            slot: w.slot,
            rank: w.rank,
            ticketNo: w.ticketNo,
            memberId: owner.get(w.ticketNo) ?? 0n,
            kind: prize.kind,
            amountMinor: money,
            points: prize.kind === 'points' ? prize.points : null,
            wageringMultiple: prize.kind === 'bonus' ? prize.wageringMultiple : null,
            expiresInDays: prize.kind === 'bonus' ? prize.expiresInDays : null,
            status: prize.kind === 'points' ? 'pending' : 'claimable',
            claimBy: prize.kind === 'points' ? null : claimBy,
          };
        }),
      );
      await repo.updateRaffle(tx, id, { status: 'drawn', publicValue, drawnAt: now });
      return true;
    });
  }

  /** Pays one claimable prize, once: whoever changes its status pays it, in the same transaction. */
  async function payPrize(tx: Tx, id: bigint, by: string): Promise<repo.PrizeRow | undefined> {
    const now = ctx.now();
    const prize = await repo.takePrize(tx, id, now, by);
    if (!prize || prize.amountMinor === null) return undefined;
    const raffle = await repo.raffleById(tx, prize.raffleId);
    if (!raffle) throw new Error(`prize ${id} without its raffle`);
    const reference = `raffle:prize:${prize.id}`;
    if (prize.kind === 'cash') {
      await deps.wallet.post(
        {
          idempotencyKey: reference,
          type: 'bonus',
          transfers: [
            {
              from: budget(raffle.currency),
              to: { player: prize.memberId.toString(), kind: 'cash', currency: raffle.currency },
              amountMinor: prize.amountMinor,
            },
          ],
          reference: `promo_raffle:${raffle.promotionId}`,
          actor: by,
          reason: `raffle prize rank ${prize.rank}`,
        },
        tx,
      );
      return prize;
    }
    const bonus = await deps.engine.grant(
      {
        memberId: prize.memberId,
        currency: raffle.currency,
        source: 'raffle',
        promotionId: raffle.promotionId,
        reference,
        amountMinor: prize.amountMinor,
        wageringRequiredMinor: prize.amountMinor * BigInt(prize.wageringMultiple ?? 0),
        contributions: {},
        defaultContributionBp: 10_000,
        maxStakeMinor: null,
        lockedMinor: 0n,
        expiresAt: new Date(now.getTime() + (prize.expiresInDays ?? 7) * DAY_MS),
        actor: by,
      },
      tx,
    );
    await repo.setPrizeBonus(tx, prize.id, bonus.id);
    return { ...prize, bonusId: bonus.id };
  }

  /** Pays every prize whose claim time is over (0 days: right after the draw). */
  async function payDue(): Promise<number> {
    let paid = 0;
    for (const id of await repo.duePrizeIds(db, ctx.now())) {
      if (await retriedTransaction(db, (tx) => payPrize(tx, id, 'system:raffle'))) paid++;
    }
    return paid;
  }

  /** The minute job: turnover tickets, due draws, due payments. Each step is safe to repeat. */
  async function tick() {
    const tickets = await rollUpTurnover();
    let drawn = 0;
    for (const id of await repo.dueRaffleIds(db, ctx.now())) if (await draw(id)) drawn++;
    const paid = await payDue();
    return { tickets, drawn, paid };
  }

  // ── what players see ──

  function presentPrize(p: repo.PrizeRow, currency: string): RaffleMyPrizeValue {
    return {
      id: p.id.toString(),
      rank: p.rank,
      kind: p.kind as RaffleMyPrizeValue['kind'],
      amount: p.amountMinor === null ? null : wireAmount(p.amountMinor, currency),
      points: p.points,
      status: p.status as RaffleMyPrizeValue['status'],
      claimBy: p.claimBy?.toISOString() ?? null,
      bonusId: p.bonusId?.toString() ?? null,
    };
  }

  async function winnersOf(tx: Tx, raffle: repo.RaffleRow): Promise<RaffleWinnerValue[]> {
    if (raffle.status !== 'drawn') return [];
    const prizes = await repo.prizesOf(tx, raffle.promotionId);
    if (prizes.length === 0) return [];
    const holders = new Map((await repo.ticketsOf(tx, raffle.promotionId)).map((t) => [t.no, t.holder]));
    return prizes.map((p) => ({
      slot: p.slot,
      rank: p.rank,
      ticketNo: p.ticketNo,
      holder: holders.get(p.ticketNo) ?? '',
    }));
  }

  async function present(
    raffle: repo.RaffleRow,
    promotion: promoRepo.PromotionRow,
    lang: Language,
    memberId: bigint,
  ): Promise<RaffleValue> {
    const rules = rulesOf(raffle);
    const money = (text: string) => wireAmount(minorOf(text, raffle.currency, 'amount'), raffle.currency);
    const rate = (r: RaffleRules['perDeposit']) =>
      r ? { amount: money(r.amount), tickets: r.tickets } : null;
    const id = raffle.promotionId;
    return {
      id: id.toString(),
      title: textOf(promotion.title, lang),
      status: phaseOf(raffle, ctx.now()),
      joined: await repo.hasJoined(db, id, memberId),
      activeFrom: promotion.activeFrom.toISOString(),
      closesAt: raffle.closesAt.toISOString(),
      drawAt: raffle.drawAt.toISOString(),
      commitment: raffle.commitment,
      committedAt: raffle.committedAt.toISOString(),
      seed: raffle.status === 'drawn' ? raffle.seed : null,
      publicValue: raffle.publicValue,
      ticketCount: raffle.ticketCount,
      maxTicketsPerPlayer: rules.maxTicketsPerPlayer,
      perDeposit: rate(rules.perDeposit),
      perTurnover: rate(rules.perTurnover),
      myTickets: await repo.ticketNosOf(db, id, memberId),
      prizes: rules.prizes.map((p, i) => ({
        rank: i + 1,
        kind: p.kind,
        count: p.count,
        amount: p.kind === 'points' ? null : money(p.amount),
        points: p.kind === 'points' ? p.points : null,
        wageringMultiple: p.kind === 'bonus' ? p.wageringMultiple : null,
      })),
      winners: await winnersOf(db, raffle),
      myPrizes: (await repo.prizesOfMember(db, memberId, [id])).map((p) => presentPrize(p, raffle.currency)),
    };
  }

  async function list(principal: Principal, lang: Language): Promise<RaffleListValue> {
    const memberId = BigInt(principal.memberId);
    const rows = await repo.visibleRaffles(db, ctx.now());
    const out: RaffleValue[] = [];
    for (const r of rows) out.push(await present(r.raffle, r.promotion, lang, memberId));
    return { list: out };
  }

  async function claim(principal: Principal, promotionId: string, lang: Language): Promise<ClaimRaffleValue> {
    const memberId = BigInt(principal.memberId);
    const found = await repo.raffleWithPromotion(db, BigInt(promotionId));
    if (found?.promotion.status !== 'published') throw new AppError('RAFFLE_NOT_FOUND');
    const waiting = (await repo.prizesOfMember(db, memberId, [found.raffle.promotionId])).filter(
      (p) => p.status === 'claimable',
    );
    const paid: RaffleMyPrizeValue[] = [];
    for (const p of waiting) {
      const done = await retriedTransaction(db, (tx) => payPrize(tx, p.id, `member:${memberId}`));
      if (done) paid.push(presentPrize({ ...done, status: 'paid' }, found.raffle.currency));
    }
    if (paid.length === 0) throw new AppError('RAFFLE_NOTHING_TO_CLAIM');
    const after = await repo.raffleWithPromotion(db, found.raffle.promotionId);
    if (!after) throw new AppError('RAFFLE_NOT_FOUND');
    return { paid, raffle: await present(after.raffle, after.promotion, lang, memberId) };
  }

  /** The public verifier's data: the revealed seed, the ticket list, the recorded and recomputed winners. */
  async function verification(id: string, lang: Language): Promise<RaffleVerifyValue> {
    const found = await repo.raffleWithPromotion(db, BigInt(id));
    if (!found || (found.promotion.status !== 'published' && found.raffle.status !== 'drawn'))
      throw new AppError('RAFFLE_NOT_FOUND');
    const { raffle, promotion } = found;
    const rules = rulesOf(raffle);
    const drawn = raffle.status === 'drawn';
    const tickets = drawn
      ? (await repo.ticketsOf(db, raffle.promotionId)).map((t) => ({ no: t.no, holder: t.holder }))
      : [];
    const winners = await winnersOf(db, raffle);
    let recomputed: RaffleWinnerValue[] | null = null;
    let verified: boolean | null = null;
    if (drawn && raffle.publicValue) {
      const check = await verifyRaffle(
        {
          raffleId: id,
          seed: raffle.seed,
          commitment: raffle.commitment,
          publicValue: raffle.publicValue,
          tickets,
          prizes: prizeSlots(rules),
          winners,
        },
        nodeDigest,
      );
      recomputed = check.recomputed.map((w) => ({
        slot: w.slot,
        rank: w.rank,
        ticketNo: w.ticketNo,
        holder: w.holder,
      }));
      verified = check.verified;
    }
    return {
      id,
      title: textOf(promotion.title, lang),
      status: phaseOf(raffle, ctx.now()),
      drawAt: raffle.drawAt.toISOString(),
      commitment: raffle.commitment,
      committedAt: raffle.committedAt.toISOString(),
      seed: drawn ? raffle.seed : null,
      publicValue: raffle.publicValue,
      algorithm: RAFFLE_DRAW_VERSION,
      tickets,
      prizes: prizeSlots(rules),
      winners,
      recomputed,
      verified,
    };
  }

  async function ofOperator(id: string): Promise<BoRaffleValue> {
    const raffle = await repo.raffleById(db, BigInt(id));
    if (!raffle) throw new AppError('RAFFLE_NOT_FOUND');
    const prizes = await repo.prizesOf(db, raffle.promotionId);
    const names = new Map<bigint, string>();
    for (const p of prizes)
      if (!names.has(p.memberId)) names.set(p.memberId, await repo.usernameOf(db, p.memberId));
    const paidTotal = prizes
      .filter((p) => p.status === 'paid')
      .reduce((sum, p) => sum + (p.amountMinor ?? 0n), 0n);
    return {
      id,
      status: phaseOf(raffle, ctx.now()),
      drawAt: raffle.drawAt.toISOString(),
      commitment: raffle.commitment,
      committedAt: raffle.committedAt.toISOString(),
      seed: raffle.status === 'drawn' ? raffle.seed : null,
      publicValue: raffle.publicValue,
      drawnAt: raffle.drawnAt?.toISOString() ?? null,
      ticketCount: raffle.ticketCount,
      players: await repo.playersOf(db, raffle.promotionId),
      prizes: prizes.map((p) => ({
        id: p.id.toString(),
        slot: p.slot,
        rank: p.rank,
        ticketNo: p.ticketNo,
        username: names.get(p.memberId) ?? '',
        kind: p.kind as 'cash' | 'bonus' | 'points',
        amount: p.amountMinor === null ? null : wireAmount(p.amountMinor, raffle.currency),
        points: p.points,
        status: p.status as 'claimable' | 'paid' | 'pending',
        paidAt: p.paidAt?.toISOString() ?? null,
      })),
      paidTotal: wireAmount(paidTotal, raffle.currency),
    };
  }

  /** The reward centre's raffle lines: prizes (claimable, claimed, pending) and tickets waiting for a draw. */
  async function rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
    const items: RewardItemValue[] = [];
    const titles = new Map<string, { title: string; raffle: repo.RaffleRow }>();
    const titleOf = async (raffleId: bigint) => {
      const key = raffleId.toString();
      if (!titles.has(key)) {
        const found = await repo.raffleWithPromotion(db, raffleId);
        if (found) titles.set(key, { title: textOf(found.promotion.title, lang), raffle: found.raffle });
      }
      return titles.get(key);
    };
    const rankText = (rank: number) => (lang === 'bn' ? `${rank} নম্বর পুরস্কার` : `prize #${rank}`);
    for (const p of await repo.prizesOfMember(db, memberId)) {
      const r = await titleOf(p.raffleId);
      if (!r) continue;
      items.push({
        key: `raffle:prize:${p.id}`,
        source: 'raffle',
        title: `${r.title}: ${rankText(p.rank)}`,
        amount: p.amountMinor === null ? null : wireAmount(p.amountMinor, r.raffle.currency),
        status: p.status === 'claimable' ? 'claimable' : p.status === 'paid' ? 'claimed' : 'pending',
        at: (p.paidAt ?? r.raffle.drawnAt ?? r.raffle.drawAt).toISOString(),
        path: '/raffle',
      });
    }
    for (const c of await repo.ticketCountsOf(db, memberId)) {
      const r = await titleOf(BigInt(c.raffle_id));
      if (!r || r.raffle.status === 'drawn') continue;
      const tickets =
        lang === 'bn' ? `${c.tickets}টি টিকিট` : `${c.tickets} ticket${c.tickets === 1 ? '' : 's'}`;
      items.push({
        key: `raffle:tickets:${c.raffle_id}`,
        source: 'raffle',
        title: `${r.title}: ${tickets}`,
        amount: null,
        status: 'pending',
        at: r.raffle.drawAt.toISOString(),
        path: '/raffle',
      });
    }
    return items;
  }

  const hook: KindHook = { check, saved, deposit: onDeposit };

  return {
    hook,
    list,
    claim,
    verification,
    ofOperator,
    rewardItems,
    draw,
    payDue,
    rollUpTurnover,
    tick,
  };
}

export type Raffles = ReturnType<typeof createRaffles>;
