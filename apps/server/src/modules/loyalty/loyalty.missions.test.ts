import { randomBytes } from 'node:crypto';
import type {
  BoLeaderboardResultsValue,
  BoMissionValue,
  LeaderboardValue,
  MissionClaimValue,
  MissionDetailsValue,
  MissionSummaryValue,
  OperatorRole,
  RewardCenterValue,
} from '@khela/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.js';
import { depositsClient } from '../../test/deposits-client.js';
import { gamesClient } from '../../test/games-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import { TRIAL_TYPE } from '../accounts/accounts.model.js';
import { auditEntry } from '../audit/audit.tables.js';
import { game } from '../games/games.catalogue.tables.js';
import { walletOperation } from '../wallet/wallet.tables.js';
import { loyaltyLeaderboardPayout } from './loyalty.missions.tables.js';

/**
 * Missions and the leaderboard (decision 0064): progress from the valid-bet change log (rounds
 * staked and settled through the vendor protocol, counted by the job once their slot is closed),
 * from a paid deposit and from logins on consecutive days; claims paid once; the board's masked
 * names and my rank; prizes paid once per period however often the job runs.
 */
const t = useTestApp();
const { call, memberSession, paidDeposit, cash } = depositsClient(t);
const api = gamesClient(t);
const vendor = vendorClient(t);
const accounts = accountsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const db = () => t.ctx.database.db;
const missions = () => t.app.services.loyalty.missions;
const MIN = 60_000;
/** Monday 2026-11-23, 12:00 in Dhaka (the demo deposit channels are open). */
const MONDAY = new Date('2026-11-23T06:00:00Z');
const at = (ms: number) => t.setNow(new Date(MONDAY.getTime() + ms));
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

type Game = typeof game.$inferSelect;
type Member = { token: string; memberId: string; username: string };
let rng: Game;
let fish: Game;
const made: Record<string, string> = {};

async function khelaGame(gameType: string): Promise<Game> {
  const [row] = await db()
    .select()
    .from(game)
    .where(and(eq(game.vassalage, 'KHELA'), eq(game.gameType, gameType), eq(game.supportPlay, 1)))
    .limit(1);
  if (!row) throw new Error(`no KHELA ${gameType} game`);
  return row;
}

/** The member's game session on a KHELA game: what the vendor calls it. */
async function playerOf(m: Member, node: Game): Promise<string> {
  const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
    token: m.token,
    body: { nodeId: node.nodeId.toString() },
  });
  expect(launched.status).toBe(200);
  const auth = await vendor.call('authenticate', { token: tokenOf(launched.body.value.url) });
  return String(auth.body.playerId);
}

/** A round staked and settled through the seamless-wallet protocol. */
async function round(m: Member, node: Game, stake: string, win = '0.00') {
  const player = await playerOf(m, node);
  const base = { playerId: player, currency: 'BDT', roundId: id('r'), gameCode: node.gameCode };
  expect((await vendor.call('debit', { ...base, transactionId: id('d'), amount: stake })).body.status).toBe(
    'OK',
  );
  expect((await vendor.call('credit', { ...base, transactionId: id('c'), amount: win })).body.status).toBe(
    'OK',
  );
}

async function fund(m: Member) {
  await t.app.services.wallet.post({
    idempotencyKey: id('fund'),
    type: 'deposit',
    transfers: [
      {
        from: { system: 'payment_provider', ownerId: 'TEST' },
        to: { player: m.memberId, kind: 'cash' },
        amountMinor: 100_000n,
      },
    ],
    actor: 'test',
  });
}

const mission = (over: Record<string, unknown>) => ({
  period: 'daily',
  kind: 'bet',
  gameType: null,
  title: { en: 'Test mission', bn: 'পরীক্ষার মিশন' },
  target: '1',
  rewardKind: 'cash',
  reward: '1.00',
  wageringMultiple: 0,
  active: true,
  activeFrom: '2026-11-01T00:00:00Z',
  activeUntil: null,
  sort: 100,
  ...over,
});

async function create(name: string, over: Record<string, unknown>) {
  const res = await call<BoMissionValue>('POST', '/bo/api/loyalty/missions', {
    token: await op('content'),
    body: mission(over),
  });
  expect(res.status, res.text).toBe(200);
  made[name] = res.body.value.id;
  return res.body.value;
}

const details = async (m: Member, lang: 'en' | 'bn' = 'en') => {
  const res = await call<MissionDetailsValue>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', {
    token: m.token,
    lang,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
};
const lineOf = async (m: Member, name: string) => {
  // The current period's line (last period's unclaimed ones come first).
  const line = (await details(m)).list.filter((l) => l.id === made[name]).at(-1);
  if (!line) throw new Error(`mission ${name} not listed`);
  return line;
};
const summary = async (m: Member) =>
  (await call<MissionSummaryValue>('GET', '/wps/relay/MissionSummary', { token: m.token })).body.value;
const claim = (m: Member, name: string) =>
  call<MissionClaimValue>('POST', `/wps/missions/${made[name]}/claim`, { token: m.token });
const payments = async (key: string) =>
  (await db().select().from(walletOperation).where(like(walletOperation.idempotencyKey, key))).length;

beforeAll(async () => {
  at(0);
  rng = await khelaGame('RNG');
  fish = await khelaGame('FISH');
});

describe('the missions editor', () => {
  it('saves missions for loyalty.manage (audited), refuses bad ones, and lets loyalty.view only read', async () => {
    at(0);
    await create('rngBet', { kind: 'bet', gameType: 'RNG', target: '15.00', reward: '5.00' });
    await create('rounds', {
      kind: 'rounds',
      target: '2',
      reward: '3.00',
      title: { en: 'Two rounds', bn: 'দুই রাউন্ড' },
    });
    await create('deposit', { kind: 'deposit', target: '500.00', reward: '10.00' });
    await create('login', { period: 'weekly', kind: 'login', target: '3', reward: '20.00' });
    const bad = await call('POST', '/bo/api/loyalty/missions', {
      token: await op('content'),
      body: mission({ kind: 'login', gameType: 'RNG' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('MISSION_INVALID');
    const fraction = await call('POST', '/bo/api/loyalty/missions', {
      token: await op('content'),
      body: mission({ kind: 'rounds', target: '2.5' }),
    });
    expect(fraction.body.code).toBe('MISSION_INVALID');
    const readOnly = await call('POST', '/bo/api/loyalty/missions', {
      token: await op('risk'),
      body: mission({}),
    });
    expect(readOnly.status).toBe(403);
    const list = await call<{ list: BoMissionValue[] }>('GET', '/bo/api/loyalty/missions', {
      token: await op('risk'),
    });
    expect(list.body.value.list.find((m) => m.id === made.rngBet)).toMatchObject({
      target: '15.00',
      gameType: 'RNG',
    });
    const audited = await db()
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'loyalty.mission.create'));
    expect(audited.length).toBeGreaterThanOrEqual(4);
  });
});

describe('guests and trial players', () => {
  it('sends guests to log in and trials to a real account; the public board answers without my rank', async () => {
    for (const url of [
      '/wps/relay/MissionSummary',
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      '/wps/relay/MCSFE_getMissionLeaderboard',
    ]) {
      expect((await call('GET', url)).body.code).toBe('NOT_LOGGED_IN');
    }
    expect((await call('POST', `/wps/missions/${made.rounds}/claim`)).body.code).toBe('NOT_LOGGED_IN');
    const trial = await memberSession(TRIAL_TYPE);
    expect((await call('GET', '/wps/relay/MissionSummary', { token: trial.token })).body.code).toBe(
      'IN_NEED_TRUE_ACCOUNT',
    );
    const board = await call<LeaderboardValue>('GET', '/wps/relay/MissionLeaderboard?period=weekly');
    expect(board.status).toBe(200);
    expect(board.body.value).toMatchObject({ period: 'weekly', periodKey: '2026-11-23', me: null });
  });
});

describe('progress from valid bets', () => {
  it('counts settled rounds once their slot is closed, exactly once, and pays a claim once', async () => {
    at(0);
    const m = await memberSession();
    await fund(m);
    await round(m, rng, '10.00');
    await round(m, fish, '5.00');
    // Not polled: nothing moves until the job reads the closed slot.
    expect((await lineOf(m, 'rounds')).status).toBe('in_progress');
    at(11 * MIN);
    await missions().syncPlay();
    await missions().syncPlay();
    expect(await lineOf(m, 'rngBet')).toMatchObject({
      progress: '10.00',
      target: '15.00',
      status: 'in_progress',
    });
    expect(await lineOf(m, 'rounds')).toMatchObject({ progress: '2', status: 'claimable' });
    await round(m, rng, '6.00');
    at(22 * MIN);
    await missions().syncPlay();
    expect(await lineOf(m, 'rngBet')).toMatchObject({ progress: '15.00', status: 'claimable' });
    expect((await summary(m)).claimable).toBe(2);

    const before = await cash(m.memberId);
    const claimed = await claim(m, 'rounds');
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.value).toMatchObject({ reward: '3.00', rewardKind: 'cash' });
    expect(await cash(m.memberId)).toBe(before + 300n);
    expect((await claim(m, 'rounds')).body.code).toBe('MISSION_ALREADY_CLAIMED');
    expect((await claim(m, 'deposit')).body.code).toBe('MISSION_NOT_COMPLETED');
    expect((await summary(m)).claimable).toBe(1);

    // The reward centre lists the mission still to claim (and the badge counts it).
    const center = await call<RewardCenterValue>('GET', '/wps/promotions/rewards', { token: m.token });
    const mine = center.body.value.list.filter((i) => i.source === 'mission');
    expect(mine.map((i) => i.status).sort()).toEqual(['claimable', 'claimed']);

    // The board: masked name, my rank, the valid bet of the day.
    const board = await call<LeaderboardValue>('GET', '/wps/relay/MCSFE_getMissionLeaderboard?period=daily', {
      token: m.token,
    });
    expect(board.body.value.me).toMatchObject({ rank: 1, validBet: '21.00' });
    expect(board.body.value.list[0]).toMatchObject({
      rank: 1,
      validBet: '21.00',
      name: `${m.username.slice(0, 2)}***${m.username.at(-1)}`,
    });
    expect(board.body.value.list[0]?.name).not.toContain(m.username);
  });
});

describe('progress from a deposit', () => {
  it('moves the deposit mission in the deposit transaction, without the job', async () => {
    at(30 * MIN);
    const m = await memberSession();
    await paidDeposit(m.token, '600');
    expect(await lineOf(m, 'deposit')).toMatchObject({
      progress: '500.00',
      target: '500.00',
      status: 'claimable',
    });
    const res = await claim(m, 'deposit');
    expect(res.status, res.text).toBe(200);
    expect(await payments(`mission:${m.memberId}:${made.deposit}:%`)).toBe(1);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('claims racing on PostgreSQL', () => {
  it('pays one of 50 parallel claims of one mission', async () => {
    at(40 * MIN);
    const m = await memberSession();
    await paidDeposit(m.token, '800');
    const before = await cash(m.memberId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(m, 'deposit')));
    expect(
      answers.filter((a) => a.status === 200),
      JSON.stringify([...new Set(answers.map((a) => a.body.code))]),
    ).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'MISSION_ALREADY_CLAIMED')).toHaveLength(49);
    expect(await cash(m.memberId)).toBe(before + 1_000n);
    expect(await payments(`mission:${m.memberId}:${made.deposit}:%`)).toBe(1);
  });

  it('counts each valid-bet change once when the job runs on several instances at once', async () => {
    at(45 * MIN);
    const m = await memberSession();
    await fund(m);
    await round(m, rng, '4.00');
    at(56 * MIN);
    await Promise.all([missions().syncPlay(), missions().syncPlay(), missions().syncPlay()]);
    await missions().syncPlay();
    expect(await lineOf(m, 'rngBet')).toMatchObject({ progress: '4.00' });
    expect(await lineOf(m, 'rounds')).toMatchObject({ progress: '1' });
  });
});

describe('leaderboard prizes', () => {
  it('pays the ended day once however often the job runs, and lists the results', async () => {
    const prizes = await call('PUT', '/bo/api/loyalty/leaderboard/prizes', {
      token: await op('content'),
      body: { period: 'daily', prizes: ['100.00', '50.00'] },
    });
    expect(prizes.status, prizes.text).toBe(200);
    // Tuesday 00:15 in Dhaka: Monday has ended and its last slot is final.
    t.setNow(new Date('2026-11-23T18:15:00Z'));
    await missions().syncPlay();
    const [first, second] = await Promise.all([
      missions().leaderboard.payEnded(),
      missions().leaderboard.payEnded(),
    ]);
    expect([...first, ...second].filter((k) => k === 'daily:2026-11-23')).toHaveLength(1);
    expect(await missions().leaderboard.payEnded()).toEqual([]);
    const rows = await db()
      .select()
      .from(loyaltyLeaderboardPayout)
      .where(
        and(
          eq(loyaltyLeaderboardPayout.period, 'daily'),
          eq(loyaltyLeaderboardPayout.periodKey, '2026-11-23'),
        ),
      );
    // Rank 1 (21.00 of valid bet) and, on PostgreSQL, rank 2 (the racing-jobs test's 4.00).
    const players = testDatabaseKind === 'postgres' ? 2 : 1;
    expect(rows.map((r) => [r.rank, r.amountMinor])).toEqual(
      [
        [1, 10_000n],
        [2, 5_000n],
      ].slice(0, players),
    );
    expect(await payments('leaderboard:daily:2026-11-23:%')).toBe(players);
    const results = await call<BoLeaderboardResultsValue>(
      'GET',
      '/bo/api/loyalty/leaderboard/results?period=daily',
      {
        token: await op('risk'),
      },
    );
    expect(results.body.value.list[0]).toMatchObject({
      periodKey: '2026-11-23',
      paidCount: players,
      paidTotal: players === 2 ? '150.00' : '100.00',
    });
  });
});

describe('progress from logins on consecutive days', () => {
  it('counts a run of site days logged in; a second login the same day adds nothing', async () => {
    t.setNow(new Date('2026-11-23T19:00:00Z')); // Tuesday 01:00 in Dhaka
    const member = await accounts.newMember('Login#2024'); // registering starts day 1
    const m = { token: member.token, memberId: '', username: member.username };
    await accounts.tokenOf(member.username, 'Login#2024');
    expect(await lineOf(m, 'login')).toMatchObject({ progress: '1', target: '3', status: 'in_progress' });
    t.setNow(new Date('2026-11-24T19:00:00Z')); // Wednesday
    m.token = await accounts.tokenOf(member.username, 'Login#2024');
    expect((await lineOf(m, 'login')).progress).toBe('2');
    t.setNow(new Date('2026-11-25T19:00:00Z')); // Thursday
    m.token = await accounts.tokenOf(member.username, 'Login#2024');
    expect(await lineOf(m, 'login')).toMatchObject({ progress: '3', status: 'claimable' });
    expect((await claim(m, 'login')).status).toBe(200);
  });
});
