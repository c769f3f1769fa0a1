import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, answerValue, fieldMessages, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { SESSION_TTL_MS } from '../accounts/accounts.model.js';
import * as accountsRepo from '../accounts/accounts.repo.js';
import { game } from '../games/games.catalogue.tables.js';
import { depositOrder } from '../payments/payments.deposits.tables.js';
import { withdrawal } from '../payments/payments.withdrawals.tables.js';
import { betRecord } from '../vendors/vendors.tables.js';
import { agentContract } from './agents.tables.js';

/**
 * The agent centre's team pages (decision 0046) on a small tree, every figure checked by hand:
 *
 *   A (top agent)                     B (top agent, A's sibling)
 *   ├── S (sub-agent) ── m3, m4       └── b1
 *   ├── P (promoter)
 *   ├── m1
 *   └── m2
 *
 * The clock stands at Wednesday 2026-11-18 12:00 in Dhaka (06:00 UTC): today is 11-18, yesterday
 * 11-17, the week started Monday 11-16.
 */
const t = useTestApp();
const api = accountsClient(t);
const NOW = new Date('2026-11-18T06:00:00Z');
const TODAY = '2026-11-18';
const YESTERDAY = '2026-11-17';
const tag = `t${randomBytes(3).toString('hex')}`;
const at = (iso: string) => new Date(iso);

type Node = { id: bigint; username: string; token: string };
const tree: Record<string, Node> = {};
let gameCode = '';

/** A member of the tree with a live session at its area (agents at the agent centre). */
async function node(
  key: string,
  type: number,
  upline: string | null,
  createdAt: Date,
  area: 'player' | 'agent' = type === 0 ? 'player' : 'agent',
): Promise<Node> {
  const db = t.ctx.database.db;
  const username = `${tag}${key}`;
  const member = await accountsRepo.insertMember(db, {
    username,
    passwordHash: 'unused',
    type,
    nickname: username,
    uplineId: upline === null ? null : (tree[upline]?.id ?? null),
    createdAt,
  });
  if (!member) throw new Error(`${username} not created`);
  const token = randomBytes(32).toString('base64url');
  await accountsRepo.insertSession(db, {
    tokenHash: createHash('sha256').update(token).digest('hex'),
    memberId: member.id,
    area,
    loginMethod: 'password',
    ip: '127.0.0.1',
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + SESSION_TTL_MS),
  });
  tree[key] = { id: member.id, username, token };
  return tree[key];
}

const who = (key: string): Node => {
  const found = tree[key];
  if (!found) throw new Error(`no ${key}`);
  return found;
};

let roundCounter = 0;
/** A round as the vendors module records it; the trigger rolls a settled one into the valid bets. */
async function round(key: string, stakeMinor: bigint, win: bigint | null, openedAt: string) {
  roundCounter += 1;
  const opened = at(openedAt);
  const settled = win === null ? null : new Date(opened.getTime() + 60_000);
  await t.ctx.database.db.insert(betRecord).values({
    vendorCode: 'KHELA',
    roundId: `${tag}-r${roundCounter}`,
    memberId: who(key).id,
    username: who(key).username,
    gameCode,
    gameType: 'RNG',
    currency: 'BDT',
    playMoney: false,
    stakeMinor,
    winMinor: win ?? 0n,
    debitCount: 1,
    creditCount: win === null ? 0 : 1,
    status: win === null ? 'open' : 'settled',
    openedAt: opened,
    settledAt: settled,
    updatedAt: settled ?? opened,
  });
}

/** A deposit order as the payments module keeps it (credited amount, paid or still pending). */
async function deposit(key: string, creditMinor: bigint, paidAt: string | null) {
  await t.ctx.database.db.insert(depositOrder).values({
    memberId: who(key).id,
    username: who(key).username,
    requestId: randomBytes(6).toString('hex'),
    channelCode: 'BKASH',
    channelKind: 'ewallet',
    currency: 'BDT',
    amountMinor: creditMinor,
    feeMinor: 0n,
    creditMinor,
    status: paidAt ? 'paid' : 'pending',
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
    paidAt: paidAt ? at(paidAt) : null,
  });
}

async function paidWithdrawal(key: string, amountMinor: bigint, paidAt: string) {
  await t.ctx.database.db.insert(withdrawal).values({
    memberId: who(key).id,
    requestId: randomBytes(6).toString('hex'),
    payoutAccountId: 1n,
    methodCode: 'BKASH',
    provider: 'bKash',
    accountNumber: '01700000000',
    payeeName: 'Test',
    currency: 'BDT',
    amountMinor,
    feeMinor: 0n,
    status: 'paid',
    paidAt: at(paidAt),
    createdAt: NOW,
  });
}

/** Cash into a member's wallet now (the ledger movement the transactions page lists). */
async function fund(key: string, amountMinor: bigint) {
  await t.app.services.wallet.post({
    idempotencyKey: `${tag}-fund-${key}-${amountMinor}`,
    type: 'deposit',
    transfers: [
      {
        from: { system: 'payment_provider', ownerId: 'TEST' },
        to: { player: who(key).id.toString(), kind: 'cash' },
        amountMinor,
      },
    ],
    actor: 'test',
  });
}

const get = (url: string, key = 'A', lang: 'en' | 'bn' = 'en') =>
  api.call('GET', url, { token: who(key).token, lang });
const value = async (url: string, key = 'A') => {
  const res = await get(url, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return answerValue(res);
};
const day = (start: string, end = start) => `startDate=${start}&endDate=${end}`;

beforeAll(async () => {
  t.setNow(NOW);
  const [khela] = await t.ctx.database.db
    .select({ gameCode: game.gameCode })
    .from(game)
    .where(and(eq(game.vassalage, 'KHELA'), eq(game.gameType, 'RNG')))
    .limit(1);
  gameCode = khela?.gameCode ?? 'unknown';

  await node('A', 1, null, at('2026-10-01T00:00:00Z'));
  await node('S', 2, 'A', at('2026-11-16T04:00:00Z'));
  await node('P', 41, 'A', at('2026-10-05T00:00:00Z'));
  await node('m1', 0, 'A', at('2026-11-18T03:00:00Z'));
  await node('m2', 0, 'A', at('2026-11-17T03:00:00Z'));
  await node('m3', 0, 'S', at('2026-11-18T04:00:00Z'));
  await node('m4', 0, 'S', at('2026-10-20T00:00:00Z'));
  await node('B', 1, null, at('2026-10-01T00:00:00Z'));
  await node('b1', 0, 'B', at('2026-11-18T02:00:00Z'));
  // An agent signed in at the player site: not an agent-centre session.
  await node('Aplayer', 1, null, at('2026-10-01T00:00:00Z'), 'player');

  // Today: m1 100.00 won 30.00; m3 50.00 won 80.00 and 20.00 lost; m4 10.00 still open.
  await round('m1', 10_000n, 3_000n, '2026-11-18T01:00:00Z');
  await round('m3', 5_000n, 8_000n, '2026-11-18T01:10:00Z');
  await round('m3', 2_000n, 0n, '2026-11-18T01:20:00Z');
  await round('m4', 1_000n, null, '2026-11-18T01:30:00Z');
  // Yesterday: m2 25.00 won 5.00. Outside A's team: b1 and A itself.
  await round('m2', 2_500n, 500n, '2026-11-17T03:00:00Z');
  await round('b1', 50_000n, 0n, '2026-11-18T01:40:00Z');
  await round('A', 4_000n, 0n, '2026-11-18T01:50:00Z');

  await deposit('m1', 20_000n, '2026-11-18T02:00:00Z');
  await deposit('m3', 30_000n, '2026-11-18T02:10:00Z');
  await deposit('m4', 99_900n, null);
  await deposit('m2', 7_000n, '2026-11-17T05:00:00Z');
  await deposit('b1', 100_000n, '2026-11-18T02:20:00Z');
  await paidWithdrawal('m3', 5_000n, '2026-11-18T03:00:00Z');

  await fund('m1', 20_000n);
  await fund('m3', 30_000n);
  await fund('b1', 100_000n);
  await fund('A', 50_000n);

  await t.ctx.database.db.insert(agentContract).values({
    uplineId: who('A').id,
    downlineId: who('S').id,
    type: 'daily',
    period: 'day',
    tiers: [
      { minValidBetMinor: '0', minActive: 0, rateBp: 100 },
      { minValidBetMinor: '100000', minActive: 2, rateBp: 150 },
    ],
    status: 'accepted',
    version: 1,
    offeredBy: `member:${who('A').id}`,
    offeredAt: NOW,
    decidedAt: NOW,
  });
});

describe('GET /wps/agent/team/overview', () => {
  it('counts the team and its figures today, whole and direct, without the agent itself or other teams', async () => {
    expect(await value('/wps/agent/team/overview?range=today')).toEqual({
      startDate: TODAY,
      endDate: TODAY,
      currency: 'BDT',
      teamSize: 6,
      directSize: 4,
      whole: {
        newMembers: 2,
        activeMembers: 2,
        deposits: '500.00',
        withdrawals: '50.00',
        validBet: '170.00',
        wins: '110.00',
        netLoss: '60.00',
      },
      direct: {
        newMembers: 1,
        activeMembers: 1,
        deposits: '200.00',
        withdrawals: '0.00',
        validBet: '100.00',
        wins: '30.00',
        netLoss: '70.00',
      },
    });
  });

  it('takes yesterday, this week from Monday, this month and custom days in the site time zone', async () => {
    const yesterday = await value('/wps/agent/team/overview?range=yesterday');
    expect(yesterday).toMatchObject({ startDate: YESTERDAY, endDate: YESTERDAY });
    const figures = {
      newMembers: 1,
      activeMembers: 1,
      deposits: '70.00',
      withdrawals: '0.00',
      validBet: '25.00',
      wins: '5.00',
      netLoss: '20.00',
    };
    expect(yesterday.whole).toEqual(figures);
    expect(yesterday.direct).toEqual(figures);
    const week = await value('/wps/agent/team/overview?range=week');
    expect(week).toMatchObject({ startDate: '2026-11-16', endDate: TODAY });
    expect(week.whole).toMatchObject({
      newMembers: 4,
      activeMembers: 3,
      validBet: '195.00',
      netLoss: '80.00',
    });
    expect(week.direct).toMatchObject({
      newMembers: 3,
      activeMembers: 2,
      validBet: '125.00',
      deposits: '270.00',
    });
    const month = await value('/wps/agent/team/overview?range=month');
    expect(month).toMatchObject({ startDate: '2026-11-01', endDate: TODAY, whole: week.whole });
    const custom = await value(`/wps/agent/team/overview?range=custom&${day('2026-10-01', '2026-10-31')}`);
    expect(custom.whole).toMatchObject({ newMembers: 2, activeMembers: 0, validBet: '0.00' });
    expect(custom.direct).toMatchObject({ newMembers: 1 });
  });

  it('answers the same from the stored figures, part rolled up and all rolled up (decision 0047)', async () => {
    const ranges = [
      'range=today',
      'range=yesterday',
      'range=week',
      'range=month',
      `range=custom&${day('2026-11-17', TODAY)}`,
      `range=custom&${day('2026-11-01', '2026-11-30')}`,
    ];
    const answers = async () => {
      const out: unknown[] = [];
      for (const range of ranges) {
        for (const key of ['A', 'S', 'B']) out.push(await value(`/wps/agent/team/overview?${range}`, key));
      }
      return out;
    };
    const live = await answers();
    const rollup = t.app.services.agents.rollup;
    try {
      // 01:25 UTC: the slots before 01:20 are stored (m1's first round, m3's first, yesterday's m2);
      // m3's second round, b1's and A's are read live, and m3 is active in both halves, counted once.
      t.setNow(at('2026-11-18T01:25:00Z'));
      expect(await rollup.run()).toBe(3);
      expect(await rollup.run()).toBe(0);
      t.setNow(NOW);
      expect(await answers()).toEqual(live);
      expect(await rollup.run()).toBe(3);
      expect(await answers()).toEqual(live);
      expect(await rollup.run()).toBe(0);
    } finally {
      t.setNow(NOW);
    }
  });

  it("shows a sub-agent only its own team's figures", async () => {
    const sub = await value('/wps/agent/team/overview?range=today', 'S');
    expect(sub).toMatchObject({ teamSize: 2, directSize: 2 });
    expect(sub.whole).toEqual(sub.direct);
    expect(sub.whole).toMatchObject({
      newMembers: 1,
      activeMembers: 1,
      validBet: '70.00',
      netLoss: '-10.00',
    });
  });
});

describe('GET /wps/agent/team/members', () => {
  it('lists my direct downline newest first with balances, team sizes and contracts', async () => {
    const page = await value('/wps/agent/team/members');
    expect(page).toMatchObject({ total: 4, totalPages: 1, pageNo: 1, currency: 'BDT', under: null });
    expect(page.path).toEqual([who('A').username]);
    const list = page.list as Record<string, unknown>[];
    expect(list.map((r) => r.username)).toEqual(['m1', 'm2', 'S', 'P'].map((k) => who(k).username));
    expect(list[0]).toEqual({
      username: who('m1').username,
      type: 0,
      isAgent: false,
      level: 1,
      balance: '200.00',
      status: 'active',
      lastLoginAt: null,
      registeredAt: '2026-11-18T03:00:00.000Z',
      teamSize: 0,
      contracts: [],
    });
    expect(list[2]).toMatchObject({
      type: 2,
      isAgent: true,
      teamSize: 2,
      balance: '0.00',
      contracts: [{ type: 'daily', topRateBp: 150 }],
    });
    expect(list[3]).toMatchObject({ type: 41, isAgent: true, teamSize: 0 });
  });

  it('searches by username prefix and pages', async () => {
    const found = await value(`/wps/agent/team/members?username=${tag}M`);
    expect((found.list as { username: string }[]).map((r) => r.username)).toEqual([
      who('m1').username,
      who('m2').username,
    ]);
    const second = await value('/wps/agent/team/members?pageSize=3&pageNo=2');
    expect(second).toMatchObject({ total: 4, totalPages: 2, pageNo: 2 });
    expect((second.list as { username: string }[]).map((r) => r.username)).toEqual([who('P').username]);
    const none = await value('/wps/agent/team/members?username=%25');
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('drills into a downline in my team, with the path from me down to it', async () => {
    const page = await value(`/wps/agent/team/members?under=${who('S').username}`);
    expect(page).toMatchObject({ total: 2, under: who('S').username });
    expect(page.path).toEqual([who('A').username, who('S').username]);
    const list = page.list as Record<string, unknown>[];
    expect(list.map((r) => [r.username, r.level])).toEqual([
      [who('m3').username, 2],
      [who('m4').username, 2],
    ]);
    expect(list[0]?.balance).toBe('300.00');
  });

  it("refuses to drill into another agent's team, or a name that does not exist, alike", async () => {
    for (const under of [who('B').username, who('b1').username, 'nobody-here']) {
      const res = await get(`/wps/agent/team/members?under=${under}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'AGENT_NOT_IN_TEAM',
        message: 'This member is not in your team',
      });
    }
    // Upwards is outside the team too: a sub-agent cannot look at its upline's downline.
    const up = await get(`/wps/agent/team/members?under=${who('A').username}`, 'S', 'bn');
    expect(up.body).toMatchObject({ code: 'AGENT_NOT_IN_TEAM', message: 'এই সদস্য আপনার টিমে নেই' });
    const theirs = await value('/wps/agent/team/members', 'B');
    expect((theirs.list as { username: string }[]).map((r) => r.username)).toEqual([who('b1').username]);
  });
});

describe('GET /wps/agent/team/bets', () => {
  it("lists the team's rounds opened in the range, newest first, with totals", async () => {
    const page = await value(`/wps/agent/team/bets?${day(TODAY)}`);
    expect(page).toMatchObject({
      total: 4,
      currency: 'BDT',
      totals: { stake: '180.00', win: '110.00', profit: '-70.00' },
    });
    const list = page.list as Record<string, unknown>[];
    expect(list.map((r) => [r.username, r.stake, r.win, r.profit, r.status])).toEqual([
      [who('m4').username, '10.00', '0.00', '-10.00', 'open'],
      [who('m3').username, '20.00', '0.00', '-20.00', 'settled'],
      [who('m3').username, '50.00', '80.00', '30.00', 'settled'],
      [who('m1').username, '100.00', '30.00', '-70.00', 'settled'],
    ]);
    expect(list[3]).toMatchObject({
      vendor: 'KHELA',
      gameType: 'RNG',
      gameCode,
      openedAt: '2026-11-18T01:00:00.000Z',
      settledAt: '2026-11-18T01:01:00.000Z',
    });
    expect(typeof list[3]?.gameName).toBe('string');
    const paged = await value(`/wps/agent/team/bets?${day(YESTERDAY, TODAY)}&pageSize=2&pageNo=3`);
    expect(paged).toMatchObject({ total: 5, totalPages: 3, pageNo: 3 });
    expect((paged.list as { username: string }[]).map((r) => r.username)).toEqual([who('m2').username]);
  });

  it('filters one member of my team; anyone else is AGENT_NOT_IN_TEAM', async () => {
    const one = await value(`/wps/agent/team/bets?${day(TODAY)}&username=${who('m3').username}`);
    expect(one).toMatchObject({ total: 2, totals: { stake: '70.00', win: '80.00', profit: '10.00' } });
    for (const username of [who('b1').username, who('A').username, 'nobody-here']) {
      const res = await get(`/wps/agent/team/bets?${day(TODAY)}&username=${username}`);
      expect(res.body.code, username).toBe('AGENT_NOT_IN_TEAM');
    }
    const sub = await value(`/wps/agent/team/bets?${day(TODAY)}`, 'S');
    expect(sub).toMatchObject({ total: 3, totals: { stake: '80.00' } });
  });
});

describe('GET /wps/agent/team/profit', () => {
  it("shows each direct downline's own team figures by username, with totals", async () => {
    const page = await value(`/wps/agent/team/profit?${day(TODAY)}`);
    expect(page).toMatchObject({
      total: 4,
      under: null,
      currency: 'BDT',
      totals: { validBet: '170.00', wins: '110.00', netLoss: '60.00' },
    });
    expect(page.list).toEqual([
      {
        username: who('m1').username,
        isAgent: false,
        teamSize: 1,
        validBet: '100.00',
        wins: '30.00',
        netLoss: '70.00',
        rounds: 1,
      },
      {
        username: who('m2').username,
        isAgent: false,
        teamSize: 1,
        validBet: '0.00',
        wins: '0.00',
        netLoss: '0.00',
        rounds: 0,
      },
      {
        username: who('P').username,
        isAgent: true,
        teamSize: 1,
        validBet: '0.00',
        wins: '0.00',
        netLoss: '0.00',
        rounds: 0,
      },
      {
        username: who('S').username,
        isAgent: true,
        teamSize: 3,
        validBet: '70.00',
        wins: '80.00',
        netLoss: '-10.00',
        rounds: 2,
      },
    ]);
    const two = await value(`/wps/agent/team/profit?${day(YESTERDAY, TODAY)}&pageSize=2`);
    expect(two).toMatchObject({ total: 4, totalPages: 2, totals: { validBet: '195.00', netLoss: '80.00' } });
    expect((two.list as Record<string, unknown>[])[1]).toMatchObject({ validBet: '25.00', rounds: 1 });
  });

  it('drills into a downline agent; outside my team is AGENT_NOT_IN_TEAM', async () => {
    const page = await value(`/wps/agent/team/profit?${day(TODAY)}&under=${who('S').username}`);
    expect(page).toMatchObject({
      total: 2,
      under: who('S').username,
      totals: { validBet: '70.00', netLoss: '-10.00' },
    });
    expect((page.list as Record<string, unknown>[]).map((r) => [r.username, r.validBet, r.rounds])).toEqual([
      [who('m3').username, '70.00', 2],
      [who('m4').username, '0.00', 0],
    ]);
    const res = await get(`/wps/agent/team/profit?${day(TODAY)}&under=${who('B').username}`);
    expect(res.body.code).toBe('AGENT_NOT_IN_TEAM');
  });
});

describe('GET /wps/agent/team/transactions', () => {
  it("lists the team members' cash movements newest first with their usernames", async () => {
    const page = await value(`/wps/agent/team/transactions?${day(TODAY)}`);
    expect(page).toMatchObject({ total: 2, totalPages: 1, currency: 'BDT' });
    expect(
      (page.list as Record<string, unknown>[]).map((r) => [r.username, r.type, r.amount, r.balanceAfter]),
    ).toEqual([
      [who('m3').username, 'deposit', '300.00', '300.00'],
      [who('m1').username, 'deposit', '200.00', '200.00'],
    ]);
    const one = await value(`/wps/agent/team/transactions?${day(TODAY)}&username=${who('m1').username}`);
    expect(one).toMatchObject({ total: 1 });
    expect((await value(`/wps/agent/team/transactions?${day(YESTERDAY)}`)).total).toBe(0);
    const other = await get(`/wps/agent/team/transactions?${day(TODAY)}&username=${who('b1').username}`);
    expect(other.body.code).toBe('AGENT_NOT_IN_TEAM');
  });
});

describe('POST /wps/agent/team/accounts', () => {
  const open = (key: string, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
    api.call('POST', '/wps/agent/team/accounts', { token: who(key).token, body, lang });
  const exists = async (username: string) =>
    (await accountsRepo.memberByUsername(t.ctx.database.db, username)) !== undefined;

  it('opens a member under me that must change its password at the first login', async () => {
    const username = `${tag}new1`;
    const res = await open('A', { username, password: 'start123', kind: 'member' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toEqual({ username, type: 0 });
    const place = await t.app.services.accounts.teamMemberOf(who('A').id.toString(), username);
    expect(place).toMatchObject({ level: 1, uplineId: who('A').id.toString() });
    expect(place.path).toBe(
      `${(await t.app.services.accounts.placeOf(who('A').id.toString()))?.path}.${place.id}`,
    );
    const list = await value('/wps/agent/team/members?pageSize=1');
    expect((list.list as Record<string, unknown>[])[0]).toMatchObject({ username, level: 1, type: 0 });
    const login = await api.login(username, 'start123', {}, freshIp());
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.value).toMatchObject({ passwordExpired: true, changePasswordRequired: true });
  });

  it('opens a sub-agent of my sub-agent type, who enters the agent centre and must change its password', async () => {
    const username = `${tag}sub1`;
    const res = await open('S', { username, password: 'start123', kind: 'agent' });
    expect(res.body.value).toEqual({ username, type: 2 });
    const place = await t.app.services.accounts.teamMemberOf(who('A').id.toString(), username);
    expect(place).toMatchObject({ level: 2, uplineId: who('S').id.toString() });
    const login = await api.call('POST', '/wps/agent/session/login', {
      body: { username, password: 'start123' },
      ip: freshIp(),
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.value).toMatchObject({ changePasswordRequired: true });
  });

  it('lets a promoter open members only', async () => {
    const refused = await open('P', { username: `${tag}psub`, password: 'start123', kind: 'agent' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'AGENT_CANNOT_OPEN_AGENT',
      message: 'Your agent type can open member accounts only',
    });
    expect(await exists(`${tag}psub`)).toBe(false);
    const member = await open('P', { username: `${tag}pmem`, password: 'start123', kind: 'member' });
    expect(member.body.value).toEqual({ username: `${tag}pmem`, type: 0 });
  });

  it('refuses a taken username and names that break the register rules, creating nothing', async () => {
    const taken = await open('A', {
      username: who('b1').username.toUpperCase(),
      password: 'start123',
      kind: 'member',
    });
    expect(taken.body.code).toBe('USERNAME_TAKEN');
    expect(Object.keys(fieldMessages(taken))).toEqual(['username']);
    const digitFirst = await open('A', { username: '9abcdef', password: 'start123', kind: 'member' }, 'bn');
    expect(digitFirst.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(fieldMessages(digitFirst))).toEqual(['username']);
    const short = await open('A', { username: `${tag}x1`, password: '123', kind: 'member' });
    expect(short.body.code).toBe('VALIDATION_FAILED');
    const extra = await open('A', { username: `${tag}x2`, password: 'start123', kind: 'member', type: 1 });
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    for (const name of ['9abcdef', `${tag}x1`, `${tag}x2`]) expect(await exists(name), name).toBe(false);
  });
});

describe('bad input and who may call', () => {
  const ranged = ['bets', 'profit', 'transactions'];

  it('refuses impossible, reversed and too long ranges with translated errors', async () => {
    for (const path of ranged) {
      const base = `/wps/agent/team/${path}`;
      expect((await get(`${base}?${day('2026-11-12', '2026-11-11')}`)).body.code).toBe(
        'RECORDS_DATE_RANGE_INVALID',
      );
      expect((await get(`${base}?${day('2026-02-30', '2026-03-01')}`)).body.code).toBe(
        'RECORDS_DATE_RANGE_INVALID',
      );
      const long = await get(`${base}?${day('2026-08-01', '2026-10-30')}`, 'A', 'bn');
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({
        code: 'RECORDS_DATE_RANGE_TOO_LONG',
        message: 'অনুগ্রহ করে সর্বোচ্চ ৯০ দিনের তারিখের পরিসর বেছে নিন',
      });
      expect((await get(`${base}?${day('2026-08-01', '2026-10-29')}`)).status).toBe(200);
      expect((await get(`${base}?startDate=2026/11/01&endDate=2026-11-02`)).body.code).toBe(
        'VALIDATION_FAILED',
      );
      expect((await get(`${base}?${day(TODAY)}&pageSize=101`)).body.code).toBe('VALIDATION_FAILED');
    }
    const overview = '/wps/agent/team/overview?range=custom';
    expect((await get(overview)).body.code).toBe('RECORDS_DATE_RANGE_INVALID');
    expect((await get(`${overview}&${day('2026-01-01', '2026-12-31')}`)).body).toMatchObject({
      code: 'RECORDS_DATE_RANGE_TOO_LONG',
      message: 'Please choose a date range of at most 90 days',
    });
    expect((await get('/wps/agent/team/overview?range=decade')).body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses guests, trial players, members and agents signed in at the player site on every route', async () => {
    const trial = await createMemberSession(t, { type: 4, prefix: 'trial' });
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/wps/agent/team/overview'],
      ['GET', '/wps/agent/team/members'],
      ['POST', '/wps/agent/team/accounts', { username: `${tag}nope`, password: 'start123', kind: 'member' }],
      ['GET', `/wps/agent/team/bets?${day(TODAY)}`],
      ['GET', `/wps/agent/team/profit?${day(TODAY)}`],
      ['GET', `/wps/agent/team/transactions?${day(TODAY)}`],
    ];
    for (const [method, url, body] of calls) {
      const guest = await api.call(method, url, { body });
      expect(guest.status, url).toBe(401);
      expect(guest.body.code, url).toBe('NOT_LOGGED_IN');
      for (const token of [trial.token, who('m1').token, who('Aplayer').token]) {
        const res = await api.call(method, url, { token, body });
        expect(res.status, url).toBe(403);
        expect(res.body.code, url).toBe('NON_AGENT_LOGIN');
      }
    }
    expect(await accountsRepo.memberByUsername(t.ctx.database.db, `${tag}nope`)).toBeUndefined();
  });
});
