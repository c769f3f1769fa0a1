/**
 * bench:lottery's check of the money after the draw settled: the draw settled with every ticket
 * won or lost and every round settled (store.drawCounts), no posting pending, the stored returns
 * equal to what game-math's `ticketReturn` gives on the stored outcome, the platform's bet records
 * of the rounds agreeing, each player's cash start − stakes + returns in sum, and the ledger's
 * reconciliation clean.
 */
import type { AppContext } from '../platform/context.js';
import type { LotteryStore } from './lottery.engine.js';
import { expectedReturns, type LotteryPlacement } from './lottery.place.js';
import { type BenchApp, BOOK_VENDOR, type BookBenchPlayer, FUNDS_MINOR } from './sportsbook.seed.js';
import { cashOf, reconcile } from './sportsbook.verify.js';

type Row = Record<string, unknown>;

export async function verify(deps: {
  app: BenchApp;
  ctx: AppContext;
  store: LotteryStore;
  drawId: string;
  placement: LotteryPlacement;
  players: BookBenchPlayer[];
}): Promise<{ ok: boolean; summary: string; problems: string[]; returnedMinor: string }> {
  const { ctx, store, drawId, placement } = deps;
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (String(actual) !== String(wanted))
      problems.push(`${what}: ${String(actual)}, expected ${String(wanted)}`);
  };
  const sql = async (text: string, values: unknown[]) =>
    ((await ctx.database.executeSql(text, values)).rows as Row[])[0] ?? {};

  const draw = await store.draw(drawId);
  expect('draw state', draw?.state, 'settled');
  const outcome = draw?.outcome;
  if (!outcome) problems.push('the draw has no outcome');
  const returnedMinor = outcome ? expectedReturns(outcome, placement) : 0n;
  const counts = await store.drawCounts(drawId);
  const won = counts.tickets.won ?? 0;
  const lost = counts.tickets.lost ?? 0;
  expect('tickets won + lost', won + lost, placement.placed);
  expect('ticket states', Object.keys(counts.tickets).sort().join(','), won > 0 ? 'lost,won' : 'lost');
  expect('rounds settled', counts.rounds.settled ?? 0, placement.playersWithTickets);
  expect('round states', Object.keys(counts.rounds).join(','), 'settled');
  expect('postings pending', (await store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).length, 0);

  const stored = await sql(
    `SELECT coalesce(sum(stake_minor), 0)::text AS staked, coalesce(sum(return_minor), 0)::text AS returned
     FROM ${store.schema}.tickets WHERE draw_id = $1`,
    [drawId],
  );
  expect('stored stakes', stored.staked, placement.stakedMinor);
  expect('stored returns', stored.returned, returnedMinor);
  const records = await sql(
    `SELECT count(*)::text AS rounds, count(*) FILTER (WHERE b.status = 'settled')::text AS settled,
       coalesce(sum(b.stake_minor), 0)::text AS staked, coalesce(sum(b.win_minor), 0)::text AS won
     FROM bet_record b JOIN ${store.schema}.rounds r ON r.round_id = b.round_id
     WHERE b.vendor_code = $1 AND r.draw_id = $2`,
    [BOOK_VENDOR, drawId],
  );
  expect('platform rounds', records.rounds, placement.playersWithTickets);
  expect('platform rounds settled', records.settled, placement.playersWithTickets);
  expect('platform stakes', records.staked, placement.stakedMinor);
  expect('platform wins', records.won, returnedMinor);
  expect(
    "players' cash",
    await cashOf(deps.app, deps.players),
    BigInt(deps.players.length) * FUNDS_MINOR - placement.stakedMinor + returnedMinor,
  );
  const reconciled = await reconcile(deps.app);
  if (!reconciled.clean) problems.push(reconciled.problem);
  for (const problem of problems) console.log(`  MONEY: ${problem}`);
  const summary =
    `${placement.placed} tickets (${won} won, ${lost} lost) in ${String(counts.rounds.settled ?? 0)} settled rounds; ` +
    `staked ${placement.stakedMinor}, returned = paid = ${returnedMinor} minor (ticketReturn on the stored outcome); ` +
    `bet records ${String(records.settled)} settled; cash = start − stakes + returns; reconcile ` +
    `${reconciled.clean ? 'clean' : 'NOT clean'}${problems.length > 0 ? `; ${problems.length} problems` : ''}`;
  return { ok: problems.length === 0, summary, problems, returnedMinor: String(returnedMinor) };
}
