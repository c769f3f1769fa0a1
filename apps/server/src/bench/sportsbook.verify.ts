/**
 * bench:sportsbook's check of the money after the settlement: every bet final with its round
 * closed and its due returned; the dues equal to what the bench computes from the results; the
 * platform's bet records (stakes, wins) and the players' cash agreeing with them; and the
 * ledger's reconciliation clean (the cash sum and the reconciliation are bench:lottery's too).
 */
import type { AppContext } from '../platform/context.js';
import type { Placement } from './sportsbook.place.js';
import { type BenchApp, BOOK_VENDOR, type BookBenchPlayer, FUNDS_MINOR } from './sportsbook.seed.js';

type Row = Record<string, unknown>;

const big = (value: unknown) => BigInt(String(value ?? 0));

/** The players' cash summed (minor units). */
export async function cashOf(app: BenchApp, players: readonly BookBenchPlayer[]): Promise<bigint> {
  let cashMinor = 0n;
  for (const player of players)
    cashMinor += (await app.services.wallet.balancesOf(player.playerId)).cashMinor;
  return cashMinor;
}

/** The ledger's reconciliation (every transfer sums to zero, balances match their entries). */
export async function reconcile(app: BenchApp): Promise<{ clean: true } | { clean: false; problem: string }> {
  const report = await app.services.wallet.reconcile('manual');
  return report?.clean
    ? { clean: true }
    : { clean: false, problem: `reconcile not clean: ${JSON.stringify(report?.problems ?? 'another run')}` };
}

export async function verify(deps: {
  app: BenchApp;
  ctx: AppContext;
  schema: string;
  placement: Placement;
  players: BookBenchPlayer[];
}): Promise<{ ok: boolean; summary: string; problems: string[] }> {
  const { ctx, placement } = deps;
  const sql = async (text: string) => ((await ctx.database.executeSql(text)).rows as Row[])[0] ?? {};
  const bets = await sql(
    `SELECT count(*)::text AS open, count(*) FILTER (WHERE final)::text AS final,
       count(*) FILTER (WHERE round_open)::text AS round_open, count(*) FILTER (WHERE dirty)::text AS dirty,
       coalesce(sum(stake_minor), 0)::text AS staked, coalesce(sum(due_minor), 0)::text AS due,
       coalesce(sum(returned_minor), 0)::text AS returned,
       (SELECT count(*) FROM ${deps.schema}.postings WHERE status <> 'done')::text AS not_done
     FROM ${deps.schema}.bets WHERE state = 'open'`,
  );
  const records = await sql(
    `SELECT count(*)::text AS rounds, count(*) FILTER (WHERE status = 'settled')::text AS settled,
       coalesce(sum(stake_minor), 0)::text AS staked, coalesce(sum(win_minor), 0)::text AS won,
       coalesce(sum(refunded_minor), 0)::text AS refunded
     FROM bet_record WHERE vendor_code = '${BOOK_VENDOR}' AND round_id LIKE 'BK-%'`,
  );
  const cashMinor = await cashOf(deps.app, deps.players);
  const reconciled = await reconcile(deps.app);

  const problems: string[] = [];
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (String(actual) !== String(wanted))
      problems.push(`${what}: ${String(actual)}, expected ${String(wanted)}`);
  };
  const count = placement.placed;
  expect('open bets', bets.open, count);
  expect('final bets', bets.final, count);
  expect('rounds still open', bets.round_open, 0);
  expect('bets left dirty', bets.dirty, 0);
  expect('postings not done', bets.not_done, 0);
  expect('book stakes', bets.staked, placement.stakedMinor);
  expect('book dues', bets.due, placement.expectedMinor);
  expect('book returned', bets.returned, placement.expectedMinor);
  expect('platform rounds', records.rounds, count);
  expect('platform rounds settled', records.settled, count);
  expect('platform stakes', records.staked, placement.stakedMinor);
  expect('platform wins', big(records.won) + big(records.refunded), placement.expectedMinor);
  expect(
    "book players' cash",
    cashMinor,
    BigInt(deps.players.length) * FUNDS_MINOR - placement.stakedMinor + placement.expectedMinor,
  );
  if (!reconciled.clean) problems.push(reconciled.problem);
  for (const problem of problems) console.log(`  MONEY: ${problem}`);
  const summary =
    `${count} bets final, due = returned = paid = ${placement.expectedMinor} minor ` +
    `(staked ${placement.stakedMinor}); bet records ${String(records.settled)} settled; reconcile ` +
    `${reconciled.clean ? 'clean' : 'NOT clean'}${problems.length > 0 ? `; ${problems.length} problems` : ''}`;
  return { ok: problems.length === 0, summary, problems };
}
