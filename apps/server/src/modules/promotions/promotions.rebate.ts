import {
  addDays,
  dayStart,
  type Language,
  localDay,
  REBATE_GAME_TYPES,
  type RebateLineValue,
  type RebatePageValue,
  type RebatePaidValue,
  RebateRules,
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
import type { BonusEngine } from './promotions.bonus.js';
import * as repo from './promotions.rebate.repo.js';

export type RebateDeps = {
  wallet: WalletService;
  engine: BonusEngine;
  site: Pick<SiteInfo, 'currencyCode' | 'timeZone'>;
  /**
   * From loyalty (VIP levels, decision 0063; optional): the member's VIP rebate rates in basis
   * points, per game type and for the others (null when not VIP). A line is rated at the larger
   * of the rule's rate and the VIP one. Asked before a payment's transaction, never inside it.
   */
  vipRebateRates?: (memberId: bigint) => Promise<VipRates>;
};

/** A member's VIP rebate rates (null: not VIP). */
export type VipRates = { rates: Record<string, number>; defaultBp: number } | null;

/** The valid-bet slots are 5 minutes; a slot is final one slot after it ends (as salaries wait). */
export const REBATE_SLOT_MS = 5 * 60 * 1000;
const GRACE_MS = REBATE_SLOT_MS;
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY = 20;
const REBATE_PATH = '/member/manualRebate';

/** The end of the latest valid-bet slot that is final at `now`: a claim counts the slots before it. */
export function rebateUntil(now: Date): Date {
  return new Date(Math.floor((now.getTime() - GRACE_MS) / REBATE_SLOT_MS) * REBATE_SLOT_MS);
}

export type RebateLine = { gameType: string; stakeMinor: bigint; rateBp: number; amountMinor: bigint };

/** The rate of a game type under the rules: its own, else the default. */
export const rebateRateOf = (rules: RebateRules, gameType: string): number =>
  rules.rates[gameType] ?? rules.defaultRateBp;

/**
 * The rebate of the valid stakes per game type (decision 0054): each line's stake × its rate,
 * floored to the minor unit; a negative line (a round rebated before and rolled back since)
 * takes its rebate back from the others. Every game type with a rate set is listed, with its
 * stake or zero.
 */
export function rebateLines(rules: RebateRules, stakes: repo.GameTypeStake[]) {
  const byType = new Map(stakes.map((s) => [s.gameType, s.stakeMinor]));
  const order = (t: string) => {
    const i = (REBATE_GAME_TYPES as readonly string[]).indexOf(t);
    return i < 0 ? REBATE_GAME_TYPES.length : i;
  };
  const types = [...new Set([...Object.keys(rules.rates), ...byType.keys()])].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
  const lines: RebateLine[] = types.map((gameType) => {
    const stakeMinor = byType.get(gameType) ?? 0n;
    const rateBp = rebateRateOf(rules, gameType);
    return { gameType, stakeMinor, rateBp, amountMinor: (stakeMinor * BigInt(rateBp)) / 10_000n };
  });
  const validBetMinor = lines.reduce((s, l) => s + l.stakeMinor, 0n);
  const sum = lines.reduce((s, l) => s + l.amountMinor, 0n);
  return { lines, validBetMinor, accruedMinor: sum > 0n ? sum : 0n };
}

/**
 * The configuration checker's word on a saved rebate (the catalogue's kind hook): the schema
 * checked the shapes; the amounts must be amounts of the site currency, the minimum payout no
 * more than the daily cap, and a bonus's wagering within PROMOMAXWAGER.
 */
export function checkRebateRules(rules: unknown, maxWagering: number, currency: string): void {
  const parsed = RebateRules.safeParse(rules);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppError('PROMOTION_RULES_INVALID', { field: path ? `rules.${path}` : 'rules' });
  }
  const r = parsed.data;
  if (r.wageringMultiple > maxWagering)
    throw new AppError('PROMOTION_WAGERING_TOO_HIGH', { max: maxWagering }, { max: maxWagering });
  const minor = (text: string, field: string) => {
    const amount = tryParseAmount(text, currency as never);
    if (!amount.ok) throw new AppError('PROMOTION_RULES_INVALID', { field: `rules.${field}` });
    return amount.value;
  };
  if (minor(r.minPayout, 'minPayout') > minor(r.capPerDay, 'capPerDay'))
    throw new AppError('PROMOTION_RULES_INVALID', { field: 'rules.minPayout' });
}

type Running = { p: repo.RebatePromotionRow; rules: RebateRules };

/**
 * Rebates (decision 0054): a percentage of each member's valid bets per game type since the
 * member's last rebate cut-off, paid by the daily job (auto_daily) or claimed on manualRebate
 * (manual). Every payment locks the member's cut-off row, counts the valid bets of the final
 * slots since it, pays through the wallet (cash) or the bonus engine (a bonus with wagering) and
 * moves the cut-off, all in one transaction: an interval is paid once however the calls race.
 */
export function createRebate(ctx: AppContext, deps: RebateDeps) {
  const db = ctx.database.db;

  function minorOf(text: string, currency: string, field: string): bigint {
    const parsed = tryParseAmount(text, currency as never);
    if (!parsed.ok) throw new AppError('PROMOTION_RULES_INVALID', { field: `rules.${field}` });
    return parsed.value;
  }

  /** The first published rebate promotion active in [start, end) with valid rules (of `mode`). */
  async function running(
    tx: Tx,
    start: Date,
    end: Date,
    mode?: RebateRules['mode'],
  ): Promise<Running | undefined> {
    for (const p of await repo.rebatePromotions(tx, start, end)) {
      const parsed = RebateRules.safeParse(p.rules);
      if (parsed.success && (mode === undefined || parsed.data.mode === mode))
        return { p, rules: parsed.data };
    }
    return undefined;
  }

  /**
   * The rules with each listed game type's rate raised to the member's VIP rate where that is
   * larger (decision 0063); the rules as they are without VIP levels.
   */
  function withVipRates(rules: RebateRules, stakes: repo.GameTypeStake[], vip: VipRates): RebateRules {
    if (!vip) return rules;
    const types = [...new Set([...Object.keys(rules.rates), ...stakes.map((s) => s.gameType)])];
    const rates: Record<string, number> = { ...rules.rates };
    for (const type of types)
      rates[type] = Math.max(rebateRateOf(rules, type), vip.rates[type] ?? vip.defaultBp);
    return { ...rules, rates };
  }

  /** The member's VIP rates, read outside any transaction (loyalty reads its own tables). */
  const vipRatesOf = async (memberId: bigint): Promise<VipRates> =>
    (await deps.vipRebateRates?.(memberId)) ?? null;

  /** What the member would be paid for the valid bets of [from, to) against `day`'s cap. */
  async function quote(
    tx: Tx,
    memberId: bigint,
    currency: string,
    r: Running,
    from: Date,
    to: Date,
    day: string,
    vip: VipRates,
  ) {
    const stakes = await repo.validStakeByGameType(tx, memberId, currency, from, to);
    const figures = rebateLines(withVipRates(r.rules, stakes, vip), stakes);
    const minMinor = minorOf(r.rules.minPayout, currency, 'minPayout');
    const capMinor = minorOf(r.rules.capPerDay, currency, 'capPerDay');
    const paidTodayMinor = await repo.paidOnDay(tx, memberId, currency, day);
    const room = capMinor > paidTodayMinor ? capMinor - paidTodayMinor : 0n;
    const amountMinor = figures.accruedMinor < room ? figures.accruedMinor : room;
    const payable = amountMinor > 0n && amountMinor >= minMinor;
    return { ...figures, paidTodayMinor, amountMinor: payable ? amountMinor : 0n, payable };
  }

  /** Where the member's next interval starts: the cut-off, never before the promotion began. */
  const startOf = (cutOff: Date | null, r: Running) =>
    cutOff === null || cutOff < r.p.activeFrom ? r.p.activeFrom : cutOff;
  const endOf = (to: Date, r: Running) =>
    r.p.activeUntil !== null && r.p.activeUntil < to ? r.p.activeUntil : to;

  /**
   * Pays the member's rebate from the cut-off up to `to` in `tx`, against `day`'s cap: nothing
   * (and the cut-off stays, so it keeps accruing) below the minimum; else the amount, up to what
   * the cap leaves, and the cut-off moves to `to` (the part over the cap is not paid).
   */
  async function payInterval(
    tx: Tx,
    memberId: bigint,
    currency: string,
    r: Running,
    to: Date,
    day: string,
    vip: VipRates,
  ): Promise<repo.RebatePaidRow | undefined> {
    const now = ctx.now();
    const cursor = await repo.lockCursor(tx, memberId, currency, now);
    const from = startOf(cursor.cutOff, r);
    const end = endOf(to, r);
    if (end <= from) return undefined;
    const q = await quote(tx, memberId, currency, r, from, end, day, vip);
    if (!q.payable) return undefined;
    const reference = `rebate:${memberId}:${currency}:${from.toISOString()}`;
    const asBonus = r.rules.wageringMultiple > 0;
    const row = await repo.insertPaid(tx, {
      memberId,
      currency,
      promotionId: r.p.id,
      mode: r.rules.mode,
      fromAt: from,
      toAt: end,
      localDay: day,
      lines: q.lines.map((l) => ({
        gameType: l.gameType,
        stakeMinor: l.stakeMinor.toString(),
        rateBp: l.rateBp,
        amountMinor: l.amountMinor.toString(),
      })),
      validBetMinor: q.validBetMinor,
      accruedMinor: q.accruedMinor,
      amountMinor: q.amountMinor,
      paidAs: asBonus ? 'bonus' : 'cash',
      reference,
      createdAt: now,
    });
    if (!row) return undefined;
    const actor = r.rules.mode === 'manual' ? `member:${memberId}` : 'system:rebate';
    if (asBonus) {
      const bonus = await deps.engine.grant(
        {
          memberId,
          currency,
          source: 'rebate',
          promotionId: r.p.id,
          reference,
          amountMinor: q.amountMinor,
          wageringRequiredMinor: q.amountMinor * BigInt(r.rules.wageringMultiple),
          contributions: {},
          defaultContributionBp: 10_000,
          maxStakeMinor: null,
          lockedMinor: 0n,
          expiresAt: new Date(now.getTime() + r.rules.bonusExpiresInDays * DAY_MS),
          actor,
        },
        tx,
      );
      await repo.setPaidBonus(tx, row.id, bonus.id);
      row.bonusId = bonus.id;
    } else {
      await deps.wallet.post(
        {
          idempotencyKey: reference,
          type: 'bonus',
          transfers: [
            {
              from: { system: 'promotion', currency },
              to: { player: memberId.toString(), kind: 'cash', currency },
              amountMinor: q.amountMinor,
            },
          ],
          reference: `promo_rebate_paid:${row.id}`,
          actor,
          reason: 'rebate',
        },
        tx,
      );
    }
    await repo.setCursor(tx, memberId, currency, end, now);
    return row;
  }

  function presentPaid(row: repo.RebatePaidRow): RebatePaidValue {
    return {
      id: row.id.toString(),
      mode: row.mode as RebatePaidValue['mode'],
      from: row.fromAt.toISOString(),
      to: row.toAt.toISOString(),
      validBet: wireAmount(row.validBetMinor, row.currency),
      amount: wireAmount(row.amountMinor, row.currency),
      paidAs: row.paidAs as RebatePaidValue['paidAs'],
      bonusId: row.bonusId?.toString() ?? null,
      at: row.createdAt.toISOString(),
    };
  }

  /** The manualRebate page of a member. */
  async function page(memberId: bigint, lang: Language): Promise<RebatePageValue> {
    const currency = await deps.site.currencyCode();
    const timeZone = await deps.site.timeZone();
    const now = ctx.now();
    const until = rebateUntil(now);
    const today = localDay(now, timeZone);
    const money = (minor: bigint) => wireAmount(minor, currency);
    const [r, cutOff, history, vip] = await Promise.all([
      running(db, now, new Date(now.getTime() + 1)),
      repo.cursorOf(db, memberId, currency),
      repo.paidOf(db, memberId, HISTORY),
      vipRatesOf(memberId),
    ]);
    const base = {
      currency,
      since: cutOff?.toISOString() ?? null,
      until: until.toISOString(),
      history: history.map(presentPaid),
    };
    if (!r) {
      return {
        ...base,
        promotion: null,
        lines: [],
        validBet: money(0n),
        accrued: money(0n),
        paidToday: money(await repo.paidOnDay(db, memberId, currency, today)),
        claimable: money(0n),
        canClaim: false,
      };
    }
    const from = startOf(cutOff, r);
    const q = await quote(db, memberId, currency, r, from, endOf(until, r), today, vip);
    const title = r.p.title as Record<string, string>;
    const lines: RebateLineValue[] = q.lines.map((l) => ({
      gameType: l.gameType,
      validBet: money(l.stakeMinor),
      rateBp: l.rateBp,
      amount: money(l.amountMinor),
    }));
    const manual = r.rules.mode === 'manual';
    return {
      ...base,
      since: from.toISOString(),
      promotion: {
        id: r.p.id.toString(),
        title: title[lang] ?? title.en ?? '',
        mode: r.rules.mode,
        minPayout: money(minorOf(r.rules.minPayout, currency, 'minPayout')),
        capPerDay: money(minorOf(r.rules.capPerDay, currency, 'capPerDay')),
        wageringMultiple: r.rules.wageringMultiple,
      },
      lines,
      validBet: money(q.validBetMinor),
      accrued: money(q.accruedMinor),
      paidToday: money(q.paidTodayMinor),
      claimable: money(manual ? q.amountMinor : 0n),
      canClaim: manual && q.payable,
    };
  }

  const TEXTS = {
    claimable: { en: 'Rebate ready to claim', bn: 'দাবি করার জন্য রিবেট প্রস্তুত' },
    manual: { en: 'Rebate claimed', bn: 'রিবেট দাবি করা হয়েছে' },
    auto_daily: { en: 'Daily rebate', bn: 'দৈনিক রিবেট' },
  } as const;
  const textOf = (key: keyof typeof TEXTS, lang: Language) =>
    (TEXTS[key] as Record<string, string>)[lang] ?? TEXTS[key].en;

  return {
    page,

    /** GET /wps/promotions/rebate. */
    async mine(principal: Principal, lang: Language) {
      return page(BigInt(principal.memberId), lang);
    },

    /** POST /wps/promotions/rebate/claim: everything accrued up to the last final slot, once. */
    async claim(principal: Principal, lang: Language) {
      const memberId = BigInt(principal.memberId);
      const currency = await deps.site.currencyCode();
      const timeZone = await deps.site.timeZone();
      const now = ctx.now();
      const vip = await vipRatesOf(memberId);
      const paid = await retriedTransaction(db, async (tx) => {
        const r = await running(tx, now, new Date(now.getTime() + 1));
        if (r?.rules.mode !== 'manual') throw new AppError('REBATE_NOT_AVAILABLE');
        const row = await payInterval(
          tx,
          memberId,
          currency,
          r,
          rebateUntil(now),
          localDay(now, timeZone),
          vip,
        );
        if (!row)
          throw new AppError('REBATE_BELOW_MINIMUM', {
            min: wireAmount(minorOf(r.rules.minPayout, currency, 'minPayout'), currency),
          });
        return row;
      });
      return { paid: presentPaid(paid), page: await page(memberId, lang) };
    },

    /**
     * The daily job: once the site day before today has ended (and its last slot is final), pays
     * every member with a valid bet that day the rebate of the auto_daily promotion that ran that
     * day, once (a run marked done is not repeated; a re-run of an unfinished one finds the paid
     * members' cut-offs already moved and pays them nothing).
     */
    async runDaily(): Promise<{ day: string; paid: number; totalMinor: bigint } | null> {
      const currency = await deps.site.currencyCode();
      const timeZone = await deps.site.timeZone();
      const now = ctx.now();
      const today = localDay(new Date(now.getTime() - GRACE_MS), timeZone);
      const day = addDays(today, -1);
      if ((await repo.runOf(db, day))?.status === 'done') return null;
      const start = dayStart(day, timeZone) as Date;
      const end = dayStart(today, timeZone) as Date;
      await repo.startRun(db, day, now);
      let paid = 0;
      let totalMinor = 0n;
      const r = await running(db, start, end, 'auto_daily');
      let failure: unknown;
      if (r) {
        const from = r.p.activeFrom > start ? r.p.activeFrom : start;
        for (const memberId of await repo.membersWithValidBets(db, currency, from, endOf(end, r))) {
          try {
            const vip = await vipRatesOf(memberId);
            const row = await retriedTransaction(db, (tx) =>
              payInterval(tx, memberId, currency, r, end, day, vip),
            );
            if (row) {
              paid++;
              totalMinor += row.amountMinor;
            }
          } catch (error) {
            // One member's failure does not hold the others up; the run stays open and the next
            // one pays only whom this one did not (the others' cut-offs have moved).
            failure ??= error;
          }
        }
      }
      if (failure !== undefined) throw failure;
      await repo.finishRun(db, day, paid, totalMinor, ctx.now());
      return { day, paid, totalMinor };
    },

    /**
     * The reward centre's rebate lines: a manual rebate the member can claim now, and the
     * latest rebates paid (as claimed).
     */
    async rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
      const p = await page(memberId, lang);
      const items: RewardItemValue[] = [];
      if (p.canClaim) {
        items.push({
          key: 'rebate:claimable',
          source: 'rebate',
          title: textOf('claimable', lang),
          amount: p.claimable,
          status: 'claimable',
          at: p.until,
          path: REBATE_PATH,
        });
      }
      for (const h of p.history) {
        items.push({
          key: `rebate:${h.id}`,
          source: 'rebate',
          title: textOf(h.mode, lang),
          amount: h.amount,
          status: 'claimed',
          at: h.at,
          path: REBATE_PATH,
        });
      }
      return items;
    },
  };
}

export type Rebate = ReturnType<typeof createRebate>;
