/**
 * bench:agents setup, not measured: a fresh PostgreSQL database (khela_bench_agents) with the demo
 * site, BENCH_AGENTS agents in a tree of 7 agent levels (top agents type 1, sub-agents type 2) and
 * BENCH_MEMBERS members (type 0) under them (paths up to 8 deep), a real-time salary contract for
 * every agent, BENCH_BETS settled bets in one 5-minute slot, funded wallet players, and an
 * agent-centre session for the top agent with the most members.
 *
 * Everything goes in as bulk SQL (INSERT … SELECT generate_series) through the database's own
 * triggers: member_team_add places each member in the tree (so an upline goes in before its
 * downline: level by level, then the members), and valid_bet_rollup rolls each bet into
 * valid_bet_bucket. Nothing is written to member_team or valid_bet_bucket directly.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { localDay } from '@khela/contract';
import pg from 'pg';
import { buildApp } from '../app.js';
import { seedDemo } from '../db/seed.js';
import * as accountsRepo from '../modules/accounts/accounts.repo.js';
import { tokenHashOf } from '../modules/accounts/accounts.session.js';
import { GRACE_MS, type Period, periodContaining, SLOT_MS } from '../modules/agents/agents.periods.js';
import { createMemoryCache } from '../platform/cache/cache.js';
import { type agentsBenchSettings, loadConfig } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/ratelimit/ratelimit.js';
import { type BenchPlayer, seedWalletPlayers } from './lobby.seed.js';

export type AgentsBenchSettings = ReturnType<typeof agentsBenchSettings>;

export const BENCH_DATABASE = 'khela_bench_agents';
/** Share of the agents on each level, top agents first (7 levels; members make the paths 8 deep). */
const LEVEL_SHARES = [0.002, 0.008, 0.025, 0.065, 0.15, 0.3, 0.45];
/** Bets per statement (each row goes through valid_bet_rollup). */
const BET_BATCH = 200_000;
const MEMBER_BATCH = 250_000;

export type SeedTimings = { treeS: number; contractsS: number; betsS: number; totalS: number };

export type Prepared = {
  url: string;
  /** The slot the bets settled in, and the server clock's shift so that it is closed (plus grace) and today. */
  period: Period;
  clockShiftMs: number;
  players: BenchPlayer[];
  secrets: Map<string, string>;
  /** The top agent with the most members and its agent-centre session token. */
  overviewAgent: { id: string; teamSize: number; token: string };
  counts: { agents: number; members: number; bets: number; buckets: number; contracts: number };
  timings: SeedTimings;
};

function urlFor(settings: AgentsBenchSettings, name: string): string {
  const url = new URL(settings.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the admin connection (creating and dropping the scratch database). */
export async function admin(settings: AgentsBenchSettings, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Agents per level, the last level taking the rounding. */
function levelCounts(agents: number): number[] {
  const counts = LEVEL_SHARES.map((share) => Math.max(1, Math.floor(agents * share)));
  counts[counts.length - 1] = agents - counts.slice(0, -1).reduce((a, b) => a + b, 0);
  return counts;
}

/**
 * The agents level by level (each one's upline drawn from the level above, skewed towards the
 * first ones so that some teams are much larger than others), then the members under random agents.
 * Registrations are spread as a grown site's are: agents a year and more ago, a level a day later
 * than the one above, members over the last 365 days (about 2,700 a day at 1,000,000).
 * bench_agent / bench_member map each one's number to its member id for the later statements.
 */
async function seedTree(client: pg.Client, settings: AgentsBenchSettings): Promise<void> {
  await client.query(
    'create temp table bench_agent (n int primary key, level int not null, id bigint not null)',
  );
  await client.query('create temp table bench_member (n int primary key, id bigint not null)');
  const counts = levelCounts(settings.agents);
  let offset = 0;
  for (const [index, count] of counts.entries()) {
    const level = index + 1;
    const previous = offset - (counts[index - 1] ?? 0);
    const started = performance.now();
    await client.query(
      `with src as (
         select g, case when $3 = 1 then null else $4 + 1 + floor($5 * power(random(), 2))::int end as up
         from generate_series($1::int, $2::int) g
       ),
       ins as (
         insert into member (username, password_hash, type, nickname, first_time_login, register_method, upline_id,
           created_at)
         select 'ba' || s.g, 'bench: no password', $6::smallint, 'ba' || s.g, false, 'SEED', a.id,
           now() - interval '400 days' + $3 * interval '1 day'
         from src s left join bench_agent a on a.n = s.up
         order by s.g
         returning id, username
       )
       insert into bench_agent select substr(username, 3)::int, $3, id from ins`,
      [offset + 1, offset + count, level, previous, counts[index - 1] ?? 0, level === 1 ? 1 : 2],
    );
    console.log(`    level ${level}: ${count} agents in ${seconds(started).toFixed(1)} s`);
    offset += count;
  }
  for (let from = 1; from <= settings.members; from += MEMBER_BATCH) {
    const to = Math.min(settings.members, from + MEMBER_BATCH - 1);
    const started = performance.now();
    await client.query(
      `with src as (select g, 1 + floor($3 * random())::int as up from generate_series($1::int, $2::int) g),
       ins as (
         insert into member (username, password_hash, type, nickname, first_time_login, register_method, upline_id,
           created_at)
         select 'bm' || s.g, 'bench: no password', 0, 'bm' || s.g, false, 'SEED', a.id,
           now() - random() * interval '365 days'
         from src s join bench_agent a on a.n = s.up
         order by s.g
         returning id, username
       )
       insert into bench_member select substr(username, 3)::int, id from ins`,
      [from, to, settings.agents],
    );
    console.log(`    members ${from}–${to} in ${seconds(started).toFixed(1)} s`);
  }
}

/**
 * An accepted real-time salary contract for every agent, one flat tier per level: 20 bp at the top,
 * 2 bp less on each level below (never above the upline's), 8 bp on the seventh.
 */
async function seedContracts(client: pg.Client, period: Period): Promise<void> {
  const decidedAt = new Date(period.start.getTime() - 60 * 60 * 1000);
  await client.query(
    `insert into agent_contract (upline_id, downline_id, type, period, tiers, status, version, offered_by,
       offered_at, decided_at)
     select m.upline_id, a.id, 'realtime', '5min',
       jsonb_build_array(jsonb_build_object('minValidBetMinor', '0', 'minActive', 0, 'rateBp', 22 - 2 * a.level)),
       'accepted', 1, coalesce('member:' || m.upline_id, 'operator:bench'), $1::timestamptz - interval '1 minute', $1
     from bench_agent a join member m on m.id = a.id`,
    [decidedAt],
  );
}

/**
 * Settled real-money rounds of random members, settling at random instants of the slot, in
 * batches; each row rolls up into valid_bet_bucket through the trigger.
 */
async function seedBets(client: pg.Client, settings: AgentsBenchSettings, period: Period, currency: string) {
  for (let from = 1; from <= settings.bets; from += BET_BATCH) {
    const to = Math.min(settings.bets, from + BET_BATCH - 1);
    const started = performance.now();
    await client.query(
      `insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
         play_money, stake_minor, win_minor, debit_count, credit_count, status, opened_at, settled_at, updated_at)
       select 'PG', 'bench-' || s.g, m.id, 'bm' || m.n, 'pg-bench', 'RNG', $5, false, s.stake,
         case when s.wins then (s.stake * s.multiple)::bigint else 0 end, 1, 1, 'settled',
         s.at - interval '20 seconds', s.at, s.at
       from (
         select g, 1 + floor($3 * random())::int as mn, (100 + floor(random() * 99900))::bigint as stake,
           random() < 0.45 as wins, random() * 2.1 as multiple,
           $4::timestamptz + random() * interval '299.999 seconds' as at
         from generate_series($1::int, $2::int) g
       ) s join bench_member m on m.n = s.mn`,
      [from, to, settings.members, period.start, currency],
    );
    console.log(`    bets ${from}–${to} in ${seconds(started).toFixed(1)} s`);
  }
}

/**
 * The slot the bets settle in: one that has closed (end + grace) a while before now and lies in
 * today of the site's time zone (the overview asks for today). Just after midnight there is none
 * yet, so the slot is today's first and the server's clock runs ahead until it has closed.
 */
function benchPeriod(timeZone: string): { period: Period; clockShiftMs: number } {
  const now = Date.now();
  const past = periodContaining('5min', new Date(now - 3 * SLOT_MS), timeZone);
  if (localDay(past.start, timeZone) === localDay(new Date(now), timeZone))
    return { period: past, clockShiftMs: 0 };
  const first = periodContaining('5min', new Date(now), timeZone);
  while (localDay(new Date(first.start.getTime() - 1), timeZone) === localDay(first.start, timeZone)) {
    first.start = new Date(first.start.getTime() - SLOT_MS);
    first.end = new Date(first.end.getTime() - SLOT_MS);
  }
  return { period: first, clockShiftMs: Math.max(0, first.end.getTime() + GRACE_MS + 60_000 - now) };
}

export async function prepare(settings: AgentsBenchSettings): Promise<Prepared> {
  const startedAll = performance.now();
  await admin(settings, `drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin(settings, `create database ${BENCH_DATABASE}`);
  const url = urlFor(settings, BENCH_DATABASE);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: settings.poolSize });
  await runMigrations(database);
  const ctx: AppContext = {
    config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url }),
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
  };
  await seedDemo(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  for (const code of ['AGENTPOLICY', 'REALTIMESALARY'])
    await app.services.system.setSetting(code, { enabled: true });
  const [timeZone, currency] = await Promise.all([
    app.services.system.site.timeZone(),
    app.services.system.site.currencyCode(),
  ]);
  const { period, clockShiftMs } = benchPeriod(timeZone);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A seed, not a measurement: no flush per statement. The same seed draws the same tree.
  await client.query('set synchronous_commit = off; select setseed(0.46)');
  let started = performance.now();
  console.log(
    `  tree: ${settings.agents} agents, ${settings.members} members (member_team_add on every insert)`,
  );
  await seedTree(client, settings);
  const treeS = seconds(started);
  started = performance.now();
  await seedContracts(client, period);
  const contractsS = seconds(started);
  started = performance.now();
  console.log(
    `  bets: ${settings.bets} in ${period.start.toISOString()} – ${period.end.toISOString()} (valid_bet_rollup on every insert)`,
  );
  await seedBets(client, settings, period, currency);
  const betsS = seconds(started);

  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
  const counts = {
    agents: await count('select count(*) as n from bench_agent'),
    members: await count('select count(*) as n from bench_member'),
    bets: await count("select count(*) as n from bet_record where round_id like 'bench-%'"),
    buckets: await count('select count(*) as n from valid_bet_bucket'),
    contracts: await count("select count(*) as n from agent_contract where type = 'realtime'"),
  };
  const { rows } = await client.query<{ id: string; members: string }>(
    `select a.id::text as id, count(*)::text as members
     from member_team t join bench_agent a on a.id = ltree2text(subltree(t.path, 0, 1))::bigint
     group by a.id order by count(*) desc limit 1`,
  );
  await client.end();
  const top = rows[0];
  if (!top) throw new Error('no top agent seeded');

  // The overview agent's agent-centre session, stored as a login would store it.
  const token = randomBytes(24).toString('base64url');
  const now = new Date(Date.now() + clockShiftMs);
  await accountsRepo.insertSession(database.db, {
    tokenHash: tokenHashOf(token),
    memberId: BigInt(top.id),
    area: 'agent',
    loginMethod: 'bench',
    ip: '127.0.0.1',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  const { players, secrets } = await seedWalletPlayers(app, ctx, settings.players, settings.poolSize);
  await app.close();
  await database.close();
  // As a settled production database would be: statistics and visibility map fresh, pages written.
  started = performance.now();
  execFileSync('psql', [url, '-qc', 'vacuum analyze', '-c', 'checkpoint'], { stdio: 'ignore' });
  console.log(`  vacuum analyze and checkpoint in ${seconds(started).toFixed(1)} s`);
  return {
    url,
    period,
    clockShiftMs,
    players,
    secrets,
    overviewAgent: { id: top.id, teamSize: Number(top.members) - 1, token },
    counts,
    timings: { treeS, contractsS, betsS, totalS: seconds(startedAll) },
  };
}

/**
 * The repeats' slots (BENCH_REPEATS): copies the stored team figures of the seeded slot to an
 * earlier one, which the roll-up has passed too, so a real-time run of it pays the same agents the
 * same amounts as the seeded slot's run. Contracts are in force from an hour before the seeded slot.
 */
export async function copySlotFigures(url: string, from: Date, to: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into agent_team_slot (slot_start, currency, agent_id, stake_minor, payout_minor, active)
       select $2, currency, agent_id, stake_minor, payout_minor, active from agent_team_slot where slot_start = $1
       on conflict do nothing`,
      [from, to],
    );
    await client.query('analyze agent_team_slot');
  } finally {
    await client.end();
  }
}
