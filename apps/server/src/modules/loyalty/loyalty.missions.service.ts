import {
  addDays,
  DEFAULT_TIME_ZONE,
  type Language,
  localDay,
  type MissionDetailsValue,
  type MissionPeriod,
  type MissionSummaryValue,
  type MissionValue,
  type RewardItemValue,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import { closedUntil, type Period, periodOf, previousOf, SLOT_MS } from './loyalty.missions.periods.js';
import * as repo from './loyalty.missions.repo.js';

export const MISSIONS_PATH = '/member/missionLeaderboard';
/** Slots read per transaction at most (one hour), and transactions per pass. */
const SLOTS_PER_STEP = 12;
const STEPS_PER_PASS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLAIMED_SHOWN = 10;

/** A claimable reward of a period that ended: claimable until the next period ends too. */
type Slot = { mission: repo.MissionRow; period: Period; row: repo.ProgressRow | undefined };

/**
 * Missions (decision 0064): progress is fed by events — the valid-bet change log (bets and
 * rounds, a job with its own cursor), the deposit hook and the login hook — never by polling
 * the player. A completed mission is claimed once: a conditional update of its progress row and
 * the wallet posting with the (member, mission, period) idempotency key, in one transaction.
 */
export function createMissions(ctx: AppContext, deps: LoyaltyDeps) {
  const db = ctx.database.db;
  /**
   * The site's currency and zone as last read outside a transaction: the deposit hook runs inside
   * the payment's transaction, where reading the settings would need a second connection (PGlite
   * has one). Every other call and the minute job read them afresh, so a change applies within a
   * minute.
   */
  let known: { currency: string; timeZone: string } | undefined;
  async function site() {
    known = { currency: await deps.site.currencyCode(), timeZone: await deps.site.timeZone() };
    return known;
  }
  const isCount = (m: repo.MissionRow) => m.kind === 'rounds' || m.kind === 'login';
  const shown = (m: repo.MissionRow, value: bigint, currency: string) =>
    isCount(m) ? value.toString() : wireAmount(value, currency);
  const titleOf = (m: repo.MissionRow, lang: Language) => {
    const title = m.title as Record<string, string>;
    return title[lang] ?? title.en ?? '';
  };

  /** Tells the member's open tabs to refetch (after the commit that changed it; a nudge only). */
  function nudge(memberIds: Iterable<bigint>, refresh = false): void {
    try {
      for (const id of memberIds) {
        deps.realtime.toMember(id.toString(), { type: 'missions.progress' });
        if (refresh) deps.realtime.toMember(id.toString(), { type: 'member.refresh' });
      }
    } catch {
      // A nudge is best effort: the page refetches on its own next time.
    }
  }

  /** The member's missions now: the active ones in their current period, and last period's unclaimed. */
  async function slotsOf(memberId: bigint): Promise<Slot[]> {
    const now = ctx.now();
    const { timeZone } = await site();
    const current = {
      daily: periodOf('daily', now, timeZone),
      weekly: periodOf('weekly', now, timeZone),
    } satisfies Record<MissionPeriod, Period>;
    const previous = {
      daily: previousOf(current.daily, timeZone),
      weekly: previousOf(current.weekly, timeZone),
    };
    const fromKey = previous.weekly.key < previous.daily.key ? previous.weekly.key : previous.daily.key;
    const [missions, rows] = await Promise.all([
      repo.activeMissions(db, now),
      repo.progressOf(db, memberId, fromKey),
    ]);
    const byKey = new Map(rows.map((r) => [`${r.missionId}:${r.periodKey}`, r]));
    const slots: Slot[] = missions.map((mission) => {
      const period = current[mission.period as MissionPeriod];
      return { mission, period, row: byKey.get(`${mission.id}:${period.key}`) };
    });
    const late = rows.filter((r) => r.completedAt && !r.claimedAt);
    const lateMissions = new Map(
      (
        await repo.missionsByIds(
          db,
          late.map((r) => r.missionId),
        )
      ).map((m) => [m.id, m]),
    );
    for (const row of late) {
      const mission = lateMissions.get(row.missionId);
      const period = mission && previous[mission.period as MissionPeriod];
      if (mission && period && row.periodKey === period.key) slots.unshift({ mission, period, row });
    }
    return slots;
  }

  const statusOf = (row: repo.ProgressRow | undefined): MissionValue['status'] =>
    row?.claimedAt ? 'claimed' : row?.completedAt ? 'claimable' : 'in_progress';

  async function details(memberId: bigint, lang: Language): Promise<MissionDetailsValue> {
    const { currency } = await site();
    const slots = await slotsOf(memberId);
    const list = slots.map(({ mission: m, period, row }): MissionValue => {
      const progress = row && row.progress > 0n ? row.progress : 0n;
      return {
        id: m.id.toString(),
        period: m.period as MissionPeriod,
        kind: m.kind as MissionValue['kind'],
        gameType: m.gameType,
        title: titleOf(m, lang),
        target: shown(m, m.targetMinor, currency),
        progress: shown(m, progress < m.targetMinor ? progress : m.targetMinor, currency),
        reward: wireAmount(row?.rewardMinor ?? m.rewardMinor, currency),
        rewardKind: m.rewardKind as MissionValue['rewardKind'],
        periodKey: period.key,
        endsAt: period.end.toISOString(),
        status: statusOf(row),
      };
    });
    return { currency, claimable: list.filter((m) => m.status === 'claimable').length, list };
  }

  async function summary(memberId: bigint): Promise<MissionSummaryValue> {
    const slots = await slotsOf(memberId);
    const now = ctx.now();
    // This period's missions (last period's unclaimed ones count as claimable only).
    const count = (period: MissionPeriod) => {
      const running = slots.filter((s) => s.mission.period === period && s.period.end > now);
      return { total: running.length, completed: running.filter((s) => s.row?.completedAt).length };
    };
    return {
      claimable: slots.filter((s) => statusOf(s.row) === 'claimable').length,
      daily: count('daily'),
      weekly: count('weekly'),
    };
  }

  /** Pays one claimed reward in the claim's transaction: cash, or a bonus through the engine. */
  async function pay(tx: Tx, m: repo.MissionRow, memberId: bigint, periodKey: string, currency: string) {
    const reference = `mission:${memberId}:${m.id}:${periodKey}`;
    const actor = `member:${memberId}`;
    if (m.rewardKind === 'bonus' && deps.grantBonus) {
      await deps.grantBonus(tx, {
        memberId,
        currency,
        reference,
        amountMinor: m.rewardMinor,
        wageringRequiredMinor: m.rewardMinor * BigInt(m.wageringMultiple),
        expiresAt: new Date(ctx.now().getTime() + 7 * DAY_MS),
        actor,
      });
      return;
    }
    await deps.wallet.post(
      {
        idempotencyKey: reference,
        type: 'bonus',
        transfers: [
          {
            from: { system: 'promotion', currency },
            to: { player: memberId.toString(), kind: 'cash', currency },
            amountMinor: m.rewardMinor,
          },
        ],
        reference: `loyalty_mission:${m.id}:${periodKey}`,
        actor,
        reason: 'mission reward',
      },
      tx,
    );
  }

  /** POST /wps/missions/:id/claim: last period's completed reward first, then this period's; once. */
  async function claim(principal: Principal, missionId: bigint, lang: Language) {
    const memberId = BigInt(principal.memberId);
    const { currency, timeZone } = await site();
    const now = ctx.now();
    const claimed = await retriedTransaction(db, async (tx) => {
      const m = await repo.missionById(tx, missionId);
      if (!m) throw new AppError('MISSION_NOT_FOUND');
      const current = periodOf(m.period as MissionPeriod, now, timeZone);
      const keys = [previousOf(current, timeZone).key, current.key];
      for (const periodKey of keys) {
        const row = await repo.markClaimed(tx, { missionId, memberId, periodKey }, m.rewardMinor, now);
        if (row) {
          await pay(tx, m, memberId, periodKey, currency);
          return { m, periodKey };
        }
      }
      const rows = await repo.progressOf(tx, memberId, keys[0] ?? current.key);
      if (rows.some((r) => r.missionId === missionId && r.claimedAt && keys.includes(r.periodKey)))
        throw new AppError('MISSION_ALREADY_CLAIMED');
      throw new AppError('MISSION_NOT_COMPLETED');
    });
    nudge([memberId], true);
    return {
      missionId: claimed.m.id.toString(),
      periodKey: claimed.periodKey,
      reward: wireAmount(claimed.m.rewardMinor, currency),
      rewardKind: claimed.m.rewardKind as MissionValue['rewardKind'],
      details: await details(memberId, lang),
    };
  }

  /** The deposit hook (payments, in the crediting transaction): deposit missions of the period. */
  async function onDepositPaid(tx: Tx, paid: { memberId: bigint; amountMinor: bigint; currency: string }) {
    const { currency, timeZone } = known ?? { currency: paid.currency, timeZone: DEFAULT_TIME_ZONE };
    if (paid.currency !== currency) return;
    const now = ctx.now();
    const missions = (await repo.activeMissions(tx, now)).filter((m) => m.kind === 'deposit');
    if (missions.length === 0) return;
    const lines = missions.map((m) => ({
      missionId: m.id,
      periodKey: periodOf(m.period as MissionPeriod, now, timeZone).key,
    }));
    await repo.addProgress(tx, paid.memberId, lines, paid.amountMinor, now);
    // After the deposit's commit (the hook runs inside it): the tab refetches committed progress.
    setTimeout(() => nudge([paid.memberId]), 500).unref?.();
  }

  /** The login hook (accounts, after the session's commit): the run of site days logged in. */
  async function onLoggedIn(memberId: bigint, at: Date): Promise<void> {
    const timeZone = await deps.site.timeZone();
    const today = localDay(at, timeZone);
    const changed = await retriedTransaction(db, async (tx) => {
      const streak = await repo.lockStreak(tx, memberId);
      if (streak?.lastDay === today) return false;
      const days = streak?.lastDay === addDays(today, -1) ? streak.days + 1 : 1;
      await repo.saveStreak(tx, memberId, today, days);
      const missions = (await repo.activeMissions(tx, at)).filter((m) => m.kind === 'login');
      const lines = missions.map((m) => {
        const period = periodOf(m.period as MissionPeriod, at, timeZone);
        // Only the days inside this period count towards it.
        const inPeriod =
          Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${period.key}T00:00:00Z`)) / DAY_MS) + 1;
        return { missionId: m.id, periodKey: period.key, value: BigInt(Math.min(days, inPeriod)) };
      });
      await repo.raiseProgress(tx, memberId, lines, ctx.now());
      return lines.length > 0;
    });
    if (changed) nudge([memberId]);
  }

  /**
   * The change-log job: counts each closed slot's valid-bet changes once, in the transaction
   * that moves the cursor past them (any number of instances take turns on the cursor's row).
   */
  async function syncPlay(): Promise<number> {
    const { currency, timeZone } = await site();
    let steps = 0;
    while (steps < STEPS_PER_PASS) {
      const now = ctx.now();
      const until = closedUntil(now);
      const step = await retriedTransaction(db, async (tx) => {
        const from = await repo.lockCursor(tx, periodOf('weekly', until, timeZone).start, now);
        if (from >= until) return null;
        const to = new Date(Math.min(until.getTime(), from.getTime() + SLOTS_PER_STEP * SLOT_MS));
        const touched = await repo.applyChanges(tx, { from, to, currency, timeZone, now });
        await repo.setCursor(tx, to, now);
        return touched;
      });
      if (step === null) break;
      nudge(step);
      steps++;
    }
    return steps;
  }

  /** The reward centre's lines: claimable missions, and the latest rewards claimed. */
  async function rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
    const { currency } = await site();
    const slots = await slotsOf(memberId);
    const items: RewardItemValue[] = [];
    for (const { mission: m, period, row } of slots) {
      const status = statusOf(row);
      if (status === 'in_progress' || !row) continue;
      items.push({
        key: `mission:${m.id}:${period.key}`,
        source: 'mission',
        title: titleOf(m, lang),
        amount: wireAmount(row.rewardMinor ?? m.rewardMinor, currency),
        status,
        at: (row.claimedAt ?? row.completedAt ?? row.updatedAt).toISOString(),
        path: MISSIONS_PATH,
      });
    }
    return items.slice(0, CLAIMED_SHOWN + items.filter((i) => i.status === 'claimable').length);
  }

  return { details, summary, claim, onDepositPaid, onLoggedIn, syncPlay, rewardItems, site };
}

export type Missions = ReturnType<typeof createMissions>;
