import { addDays, localDay } from '@khela/contract';
import type { JobRunner } from '../../platform/jobs/jobs.js';
import type { AgentsDeps } from './agents.deps.js';
import { GRACE_MS, SLOT_MS } from './agents.periods.js';
import * as repo from './agents.team.repo.js';
import { daysSinceMonday } from './agents.team-range.js';

/** Slots rolled up per call at most, so one pass after a long stop still ends (the next pass goes on). */
const MAX_SLOTS_PER_PASS = 2_000;

/**
 * The stored team figures (decision 0047): each closed 5-minute slot's valid bets are added once to
 * agent_team_day, in one transaction with the watermark that says the slot is in, so the team
 * overview reads a few rows per day instead of every active member's slots. Slots without bets are
 * stepped over; a slot is rolled up one slot after it ends (the grace the settlement waits too).
 */
export function createTeamRollup(deps: Pick<AgentsDeps, 'ctx' | 'site'>) {
  const { ctx, site } = deps;
  const db = ctx.database.db;

  /** Rolls up one slot, or steps over empty ones; false when there is nothing closed left. */
  async function step(timeZone: string): Promise<boolean> {
    const now = ctx.now();
    const closedUntil = new Date(Math.floor((now.getTime() - GRACE_MS) / SLOT_MS) * SLOT_MS);
    return db.transaction(async (tx) => {
      const until = await repo.lockRollup(tx, now);
      if (until && until >= closedUntil) return false;
      const slot = await repo.nextBetSlot(tx, until, closedUntil);
      if (!slot) {
        await repo.setRolledUntil(tx, closedUntil, now);
        return false;
      }
      const day = localDay(slot, timeZone);
      await repo.rollUpSlot(tx, {
        from: slot,
        to: new Date(slot.getTime() + SLOT_MS),
        day,
        week: addDays(day, -daysSinceMonday(day)),
        month: `${day.slice(0, 8)}01`,
      });
      await repo.setRolledUntil(tx, new Date(slot.getTime() + SLOT_MS), now);
      return true;
    });
  }

  /** Every closed slot not yet rolled up, oldest first; answers how many slots held bets. */
  async function run(): Promise<number> {
    const timeZone = await site.timeZone();
    let rolled = 0;
    while (rolled < MAX_SLOTS_PER_PASS && (await step(timeZone))) rolled++;
    return rolled;
  }

  return {
    run,
    async registerJobs(runner: JobRunner): Promise<void> {
      await runner.every('agents-team-rollup', '*/5 * * * *', async () => {
        await run();
      });
    },
  };
}

export type TeamRollup = ReturnType<typeof createTeamRollup>;
