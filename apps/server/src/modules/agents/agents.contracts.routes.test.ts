import type {
  ConsolidatedContractsValue,
  ContractItem,
  ContractListValue,
  ContractWhatIfValue,
  IncomeBetsValue,
  IncomeDetailValue,
  IncomeValue,
} from '@khela/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { accountsClient } from '../../test/accounts-client.js';
import { agentsFixture, dhaka } from '../../test/agents-fixture.js';
import { useTestApp } from '../../test/harness.js';
import { periodContaining } from './agents.periods.js';

/**
 * The contract and income routes (acceptance 1): the spec's four request calls, the consolidated
 * contract GET, offers, what-if, terminations and income, on the real HTTP stack; who may call
 * each; and two sibling top agents who cannot see or touch each other's teams.
 */
const t = useTestApp();
const f = agentsFixture(t);
const { call } = accountsClient(t);

type Node = { id: string; username: string; type: number };
let A: Node; // top agent
let B: Node; // A's sub-agent
let C: Node; // B's sub-agent
let P: Node; // A's promoter
let S: Node; // a sibling top agent
let S1: Node; // S's sub-agent
let mA: Node; // a member under A
const tokens: Record<string, string> = {};

const daily = (rateBp: number, extra: { minValidBet: string; minActive: number; rateBp: number }[] = []) => [
  { minValidBet: '0', minActive: 0, rateBp },
  ...extra,
];
const contractCount = async () =>
  Number(
    (
      (await t.ctx.database.db.execute(sql`select count(*)::int as n from agent_contract`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

beforeAll(async () => {
  await f.enable('AGENTPOLICY', 'DAILYSALARY', 'DIVIDENDCT', 'HOURSALARY', 'REALTIMESALARY');
  t.setNow(new Date('2026-05-31T10:00:00+06:00'));
  A = await f.member(1, null, 'rTopA');
  B = await f.member(2, A, 'rSubB');
  C = await f.member(2, B, 'rSubC');
  P = await f.member(41, A, 'rPromP');
  S = await f.member(1, null, 'rTopS');
  S1 = await f.member(2, S, 'rSubS1');
  mA = await f.member(0, A, 'rMemA');
  for (const n of [A, B, C, P, S, S1]) tokens[n.username] = await f.session(n);
  tokens.memberA = await f.session(mA, 'player');
  tokens.aPlayer = await f.session(A, 'player');
  const c = t.app.services.agents.contracts;
  for (const top of [A, S]) {
    const offered = await c.offerFromHouse('1', top, {
      downline: top.username,
      type: 'daily',
      tiers: daily(50, [{ minValidBet: '5000', minActive: 2, rateBp: 100 }]),
    });
    await c.answer(f.principal(top), 'MCS2_processDailySalContract', { id: offered.id, action: 'accept' });
  }
});

const as = (who: string) => ({ token: tokens[who] as string });
/** An answer's value as the route's schema says it is. */
const answerOf = <T>(reply: { body: Record<string, unknown> }) => reply.body.value as T;

describe('who may call', () => {
  const agentOnly: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
    ['GET', '/wps/agent/contracts'],
    ['POST', '/wps/agent/contracts/offer', { downline: 'x', type: 'daily', tiers: daily(1) }],
    ['POST', '/wps/agent/contracts/what-if', { downline: 'x', type: 'daily', tiers: daily(1) }],
    ['POST', '/wps/agent/contracts/terminate', { id: '1' }],
    ['GET', '/wps/agent/income?startDate=2026-06-01&endDate=2026-06-01'],
    ['GET', '/wps/agent/income/1'],
    ['GET', '/wps/agent/income/1/bets?username=someone'],
  ];
  it('agent-centre routes refuse guests, members and an agent signed in to the player site', async () => {
    for (const [method, url, body] of agentOnly) {
      expect((await call(method, url, { body })).status, `${url} guest`).toBe(401);
      for (const who of ['memberA', 'aPlayer']) {
        const res = await call(method, url, { body, ...as(who) });
        expect([res.status, res.body.code], `${url} ${who}`).toEqual([403, 'NON_AGENT_LOGIN']);
      }
    }
  });

  it('the request calls and the consolidated GET take any real account, not guests or trials', async () => {
    const trial = await f.member(4, null);
    const trialToken = await f.session(trial, 'player');
    for (const [method, url, body] of [
      ['GET', '/wps/member/contracts', undefined],
      ['POST', '/wps/relay/MCS2_processDailySalContract', { id: '1', action: 'accept' }],
    ] as const) {
      expect((await call(method, url, { body })).status).toBe(401);
      const res = await call(method, url, { body, token: trialToken });
      expect(res.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    }
    const mine = await call('GET', '/wps/member/contracts', as('memberA'));
    expect(answerOf<ContractListValue>(mine)).toEqual({
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
    });
  });
});

describe('an offer, the popup and the answer', () => {
  let offerId = '';
  it('refuses bad offers with a translated reason and writes nothing', async () => {
    const before = await contractCount();
    const cases: [body: unknown, code: string][] = [
      [{ downline: B.username, type: 'daily', tiers: daily(60) }, 'AGENT_CONTRACT_RATE_ABOVE_UPLINE'],
      [{ downline: B.username, type: 'daily', tiers: daily(600) }, 'AGENT_CONTRACT_TIERS_INVALID'],
      [
        {
          downline: B.username,
          type: 'daily',
          tiers: [
            { minValidBet: '100', minActive: 0, rateBp: 40 },
            { minValidBet: '50', minActive: 0, rateBp: 45 },
          ],
        },
        'AGENT_CONTRACT_TIERS_INVALID',
      ],
      [{ downline: B.username, type: 'hourly', tiers: daily(10) }, 'AGENT_CONTRACT_NONE_OWN'],
      [{ downline: mA.username, type: 'daily', tiers: daily(10) }, 'AGENT_CONTRACT_TYPE_NOT_ALLOWED'],
      [{ downline: C.username, type: 'daily', tiers: daily(10) }, 'AGENT_CONTRACT_NOT_DOWNLINE'],
      [{ downline: S1.username, type: 'daily', tiers: daily(10) }, 'AGENT_NOT_IN_TEAM'],
      [{ downline: 'nobody-here', type: 'daily', tiers: daily(10) }, 'AGENT_NOT_IN_TEAM'],
    ];
    for (const [body, code] of cases) {
      const res = await call('POST', '/wps/agent/contracts/offer', { body, ...as('rTopA'), lang: 'bn' });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.body.message).toMatch(/[\u0980-\u09FF]/);
    }
    // A promoter holds salaries only: A (with a dividend contract) still cannot offer it one.
    const dividend = await t.app.services.agents.contracts.offerFromHouse('1', A, {
      downline: A.username,
      type: 'dividend',
      tiers: daily(3000),
    });
    await call('POST', '/wps/relay/MCS2_processDividendReq', {
      body: { id: dividend.id, action: 'accept' },
      ...as('rTopA'),
    });
    const promoter = await call('POST', '/wps/agent/contracts/offer', {
      body: { downline: P.username, type: 'dividend', tiers: daily(1000) },
      ...as('rTopA'),
    });
    expect(promoter.body.code).toBe('AGENT_CONTRACT_TYPE_NOT_ALLOWED');
    expect(await contractCount()).toBe(before + 1);
  });

  it('what-if shows the figures and changes nothing', async () => {
    const before = await contractCount();
    const res = await call('POST', '/wps/agent/contracts/what-if', {
      body: { downline: B.username, type: 'daily', tiers: daily(40) },
      ...as('rTopA'),
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ rateBp: 40, problems: [], wouldTerminate: [] });
    const above = await call('POST', '/wps/agent/contracts/what-if', {
      body: { downline: B.username, type: 'daily', tiers: daily(70) },
      ...as('rTopA'),
    });
    expect(answerOf<ContractWhatIfValue>(above).problems).toEqual(['AGENT_CONTRACT_RATE_ABOVE_UPLINE']);
    expect(await contractCount()).toBe(before);
  });

  it('the downline sees it in the popup and accepts it through the spec call', async () => {
    const offered = await call('POST', '/wps/agent/contracts/offer', {
      body: { downline: B.username, type: 'daily', tiers: daily(40) },
      ...as('rTopA'),
    });
    expect(answerOf<ContractItem>(offered)).toMatchObject({
      status: 'offered',
      upline: A.username,
      downline: B.username,
    });
    offerId = answerOf<ContractItem>(offered).id;
    const popup = await call('GET', '/wps/member/contracts', as('rSubB'));
    expect(answerOf<ConsolidatedContractsValue>(popup).dailysalreqtype).toMatchObject({
      id: offerId,
      tiers: [{ minValidBet: '0.00', minActive: 0, rateBp: 40 }],
    });
    // Another type's call, a stranger, and the upline itself cannot answer it.
    expect(
      (
        await call('POST', '/wps/relay/MCS2_processDividendReq', {
          body: { id: offerId, action: 'accept' },
          ...as('rSubB'),
        })
      ).body.code,
    ).toBe('AGENT_CONTRACT_WRONG_CALL');
    for (const who of ['rTopS', 'rSubS1', 'rTopA']) {
      const res = await call('POST', '/wps/relay/MCS2_processDailySalContract', {
        body: { id: offerId, action: 'accept' },
        ...as(who),
      });
      expect(res.body.code, who).toBe('AGENT_CONTRACT_NOT_FOUND');
    }
    const accepted = await call('POST', '/wps/relay/MCS2_processDailySalContract', {
      body: { id: offerId, action: 'accept' },
      ...as('rSubB'),
    });
    expect(answerOf<ContractItem>(accepted)).toMatchObject({ id: offerId, status: 'accepted' });
    const again = await call('POST', '/wps/relay/MCS2_processDailySalContract', {
      body: { id: offerId, action: 'reject' },
      ...as('rSubB'),
    });
    expect(again.body.code).toBe('AGENT_CONTRACT_NOT_PENDING');
    expect(
      answerOf<ConsolidatedContractsValue>(await call('GET', '/wps/member/contracts', as('rSubB')))
        .dailysalreqtype,
    ).toBeNull();
  });

  it('a lower new contract for B ends B’s contract with C automatically, recorded with its cause', async () => {
    const toC = await call('POST', '/wps/agent/contracts/offer', {
      body: { downline: C.username, type: 'daily', tiers: daily(35) },
      ...as('rSubB'),
    });
    await call('POST', '/wps/relay/MCS2_processDailySalContract', {
      body: { id: answerOf<ContractItem>(toC).id, action: 'accept' },
      ...as('rSubC'),
    });
    const whatIf = await call('POST', '/wps/agent/contracts/what-if', {
      body: { downline: B.username, type: 'daily', tiers: daily(30) },
      ...as('rTopA'),
    });
    expect(answerOf<ContractWhatIfValue>(whatIf).wouldTerminate.map((c: { id: string }) => c.id)).toEqual([
      answerOf<ContractItem>(toC).id,
    ]);
    const lower = await call('POST', '/wps/agent/contracts/offer', {
      body: { downline: B.username, type: 'daily', tiers: daily(30) },
      ...as('rTopA'),
    });
    await call('POST', '/wps/relay/MCS2_processDailySalContract', {
      body: { id: answerOf<ContractItem>(lower).id, action: 'accept' },
      ...as('rSubB'),
    });
    const mine = await call('GET', '/wps/agent/contracts?side=mine&type=daily', as('rSubC'));
    expect(answerOf<ContractListValue>(mine).list[0]).toMatchObject({
      id: answerOf<ContractItem>(toC).id,
      status: 'terminated',
      endReason: 'upline_lowered',
    });
    const history = await t.app.services.agents.contracts.listAll({ downlineId: BigInt(C.id) }, 1, 10);
    expect(history.list[0]?.events.at(-1)).toMatchObject({
      kind: 'terminated',
      reason: 'upline_lowered',
      cause: answerOf<ContractItem>(lower).id,
    });
    // B's old contract was replaced by the new version.
    const bList = await call('GET', '/wps/agent/contracts?side=mine&type=daily', as('rSubB'));
    expect(
      answerOf<ContractListValue>(bList).list.map((c: { status: string; version: number }) => [
        c.version,
        c.status,
      ]),
    ).toEqual([
      [2, 'accepted'],
      [1, 'terminated'],
    ]);
  });

  it('only the upline can terminate, and a sibling agent sees none of it', async () => {
    const [bContract] = answerOf<ContractListValue>(
      await call('GET', '/wps/agent/contracts?side=downline&type=daily&status=accepted', as('rTopA')),
    ).list;
    if (!bContract) throw new Error('no contract');
    expect(bContract.downline).toBe(B.username);
    expect(
      (await call('GET', `/wps/agent/contracts?side=downline&downline=${B.username}`, as('rTopS'))).body.code,
    ).toBe('AGENT_NOT_IN_TEAM');
    expect(
      answerOf<ContractListValue>(
        await call('GET', '/wps/agent/contracts?side=downline', as('rTopS')),
      ).list.map((c) => c.downline),
    ).not.toContain(B.username);
    for (const who of ['rTopS', 'rSubB', 'rSubC']) {
      const res = await call('POST', '/wps/agent/contracts/terminate', {
        body: { id: bContract.id },
        ...as(who),
      });
      expect(res.body.code, who).toBe('AGENT_CONTRACT_NOT_FOUND');
    }
    const ended = await call('POST', '/wps/agent/contracts/terminate', {
      body: { id: bContract.id },
      ...as('rTopA'),
    });
    expect(answerOf<ContractItem>(ended)).toMatchObject({ status: 'terminated', endReason: 'upline' });
    expect(
      (await call('POST', '/wps/agent/contracts/terminate', { body: { id: bContract.id }, ...as('rTopA') }))
        .body.code,
    ).toBe('AGENT_CONTRACT_NOT_ACTIVE');
  });

  it('an offer not answered yet is withdrawn by its upline, and only once', async () => {
    const offered = answerOf<ContractItem>(
      await call('POST', '/wps/agent/contracts/offer', {
        body: { downline: B.username, type: 'daily', tiers: daily(10) },
        ...as('rTopA'),
      }),
    );
    expect(offered.status).toBe('offered');
    expect(
      (await call('POST', '/wps/agent/contracts/terminate', { body: { id: offered.id }, ...as('rTopS') }))
        .body.code,
    ).toBe('AGENT_CONTRACT_NOT_FOUND');
    const withdrawn = await call('POST', '/wps/agent/contracts/terminate', {
      body: { id: offered.id },
      ...as('rTopA'),
    });
    expect(answerOf<ContractItem>(withdrawn)).toMatchObject({ status: 'terminated', endReason: 'withdrawn' });
    expect(
      (await call('POST', '/wps/agent/contracts/terminate', { body: { id: offered.id }, ...as('rTopA') }))
        .body.code,
    ).toBe('AGENT_CONTRACT_NOT_ACTIVE');
    // The downline has nothing left to answer.
    const mine = answerOf<ContractListValue>(
      await call('GET', '/wps/agent/contracts?side=mine&type=daily', as('rSubB')),
    ).list;
    expect(mine.filter((c) => c.status === 'offered')).toEqual([]);
  });

  it('a contract type the site switched off is refused', async () => {
    await t.app.services.system.setSetting('HOURSALARY', { enabled: false });
    const res = await call('POST', '/wps/agent/contracts/offer', {
      body: { downline: B.username, type: 'hourly', tiers: daily(5) },
      ...as('rTopA'),
    });
    expect(res.body.code).toBe('AGENT_CONTRACT_DISABLED');
    await t.app.services.system.setSetting('HOURSALARY', { enabled: true });
  });
});

describe('income', () => {
  it('lists my payouts and drills into one; a sibling cannot read it', async () => {
    await f.round(mA, 600_000n, 0n, dhaka(1, '10:00'));
    t.setNow(dhaka(2, '00:06'));
    await t.app.services.agents.settlement.settle(
      'daily',
      periodContaining('day', dhaka(1), 'Asia/Dhaka'),
      'test',
    );
    const list = await call(
      'GET',
      '/wps/agent/income?type=daily&startDate=2026-06-01&endDate=2026-06-01',
      as('rTopA'),
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(answerOf<IncomeValue>(list)).toMatchObject({ total: 1, currency: 'BDT' });
    // 6,000.00 by one member: the first tier (5,000 needs 2 active members): 0.50 % = 30.00.
    expect(answerOf<IncomeValue>(list).list[0]).toMatchObject({
      teamValidBet: '6000.00',
      rateBp: 50,
      amount: '30.00',
      status: 'paid',
    });
    const id = answerOf<IncomeValue>(list).list[0]?.id;
    const detail = await call('GET', `/wps/agent/income/${id}`, as('rTopA'));
    expect(answerOf<IncomeDetailValue>(detail).lines).toContainEqual(
      expect.objectContaining({ username: mA.username, validBet: '6000.00' }),
    );
    expect((await call('GET', `/wps/agent/income/${id}`, as('rTopS'))).body.code).toBe(
      'AGENT_CONTRACT_NOT_FOUND',
    );
    const bad = await call('GET', '/wps/agent/income?startDate=2026-06-05&endDate=2026-06-01', as('rTopA'));
    expect(bad.body.code).toBe('RECORDS_DATE_RANGE_INVALID');
    // A day in which the team did nothing is settled but writes no payout, and is not an income line.
    t.setNow(dhaka(21, '00:06'));
    await t.app.services.agents.settlement.settle(
      'daily',
      periodContaining('day', dhaka(20), 'Asia/Dhaka'),
      'test',
    );
    const [stored] = await queryRows<{ status: string; bet: string }>(
      t.ctx.database.db,
      sql`select status, team_valid_bet_minor::text as bet from agent_payout
          where agent_id = ${BigInt(A.id)} and type = 'daily' and period_start = ${dhaka(20, '00:00')}`,
    );
    expect(stored).toBeUndefined();
    const empty = await call(
      'GET',
      '/wps/agent/income?type=daily&startDate=2026-06-20&endDate=2026-06-20',
      as('rTopA'),
    );
    expect(answerOf<IncomeValue>(empty)).toMatchObject({ total: 0, sum: '0.00' });
    t.setNow(dhaka(2, '00:06'));
  });

  it('drills a line down to its rounds; a rollback after the period is a reversal in the next one', async () => {
    const dayOf = async (date: string) => {
      const list = await call(
        'GET',
        `/wps/agent/income?type=daily&startDate=${date}&endDate=${date}`,
        as('rTopA'),
      );
      return answerOf<IncomeValue>(list).list[0]?.id;
    };
    const id = await dayOf('2026-06-01');
    const bets = (username: string, payout = id, who = 'rTopA') =>
      call('GET', `/wps/agent/income/${payout}/bets?username=${username}`, as(who));
    const line = await bets(mA.username);
    expect(line.status, JSON.stringify(line.body)).toBe(200);
    expect(answerOf<IncomeBetsValue>(line)).toMatchObject({
      total: 1,
      currency: 'BDT',
      list: [
        { username: mA.username, kind: 'settled', validBet: '6000.00', payout: '0.00', netLoss: '6000.00' },
      ],
      totals: { validBet: '6000.00', payout: '0.00', netLoss: '6000.00' },
    });
    // My own play alone: nothing that day.
    expect(answerOf<IncomeBetsValue>(await bets(A.username))).toMatchObject({ total: 0, list: [] });
    // Outside my team, or someone else's payout: refused alike, nothing shown.
    expect((await bets(S1.username)).body.code).toBe('AGENT_NOT_IN_TEAM');
    expect((await bets(mA.username, id, 'rTopS')).body.code).toBe('AGENT_CONTRACT_NOT_FOUND');

    // The round rolled back on day 2: day 1 stays as paid, day 2's line shows the reversal.
    const [roundId] = (
      (await t.ctx.database.db.execute(
        sql`select round_id from bet_record where member_id = ${BigInt(mA.id)} and status = 'settled'`,
      )) as unknown as { rows: { round_id: string }[] }
    ).rows.map((r) => r.round_id);
    await f.rollback(roundId as string, dhaka(2, '09:00'));
    t.setNow(dhaka(3, '00:06'));
    await t.app.services.agents.settlement.settle(
      'daily',
      periodContaining('day', dhaka(2), 'Asia/Dhaka'),
      'test',
    );
    const next = await dayOf('2026-06-02');
    expect(next).toBeDefined();
    expect(answerOf<IncomeBetsValue>(await bets(mA.username, next))).toMatchObject({
      total: 1,
      list: [{ kind: 'reversed', validBet: '-6000.00', netLoss: '-6000.00' }],
      totals: { validBet: '-6000.00' },
    });
    expect(answerOf<IncomeBetsValue>(await bets(mA.username))).toMatchObject({
      totals: { validBet: '6000.00' },
    });
  });
});
