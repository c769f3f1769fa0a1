import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentsFixture, dhaka } from '../../test/agents-fixture.js';
import { useTestApp } from '../../test/harness.js';
import { operatorCall } from '../../test/operator-client.js';
import { auditCount, operatorToken } from '../../test/operators.js';

/**
 * The back office's agent routes (decision 0046): the tree, moves with history, agent-type
 * changes, house contracts, termination, settlement runs and the dividend approval queue; each
 * change audited, each refused to roles without the permission.
 */
const t = useTestApp();
const f = agentsFixture(t);

type Node = { id: string; username: string; type: number };
let A: Node;
let B: Node;
let C: Node;
let S: Node;
let m: Node;
let owner = '';
let support = '';
let finance = '';
const bo = <T = Record<string, unknown>>(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) => operatorCall<T>(t.app, token, method, url, body);

beforeAll(async () => {
  await f.enable('AGENTPOLICY', 'DAILYSALARY', 'DIVIDENDCT');
  // Operators sign in with a TOTP code of the real clock, before the test clock moves.
  owner = await operatorToken(t.app, 'owner');
  support = await operatorToken(t.app, 'support');
  finance = await operatorToken(t.app, 'finance');
  t.setNow(new Date('2026-05-31T10:00:00+06:00'));
  A = await f.member(1, null, 'oTopA');
  B = await f.member(2, A, 'oSubB');
  C = await f.member(2, B, 'oSubC');
  S = await f.member(1, null, 'oTopS');
  m = await f.member(0, C, 'oMemM');
});

describe('house contracts and the contract history', () => {
  it('offers the house’s contract to a top agent only, audited; the agent accepts', async () => {
    const tiers = [{ minValidBet: '0', minActive: 0, rateBp: 3000 }];
    const refused = await bo(owner, 'POST', '/bo/api/agents/contracts/offer', {
      downline: B.username,
      type: 'dividend',
      tiers,
    });
    expect(refused.body.code).toBe('AGENT_CONTRACT_NOT_DOWNLINE');
    expect(
      (
        await bo(support, 'POST', '/bo/api/agents/contracts/offer', {
          downline: A.username,
          type: 'dividend',
          tiers,
        })
      ).status,
    ).toBe(403);
    const offered = await bo<{ id: string }>(owner, 'POST', '/bo/api/agents/contracts/offer', {
      downline: A.username,
      type: 'dividend',
      period: 'weekly',
      tiers,
    });
    expect(offered.body.value).toMatchObject({ status: 'offered', upline: null, period: 'weekly' });
    expect(await auditCount(t.ctx.database.db, 'agents.contract.offer', offered.body.value.id)).toBe(1);
    await t.app.services.agents.contracts.answer(f.principal(A), 'MCS2_processDividendReq', {
      id: offered.body.value.id,
      action: 'accept',
    });
    const toB = await t.app.services.agents.contracts.offer(f.principal(A), {
      downline: B.username,
      type: 'dividend',
      tiers: [{ minValidBet: '0', minActive: 0, rateBp: 2000 }],
    });
    await t.app.services.agents.contracts.answer(f.principal(B), 'MCS2_processDividendReq', {
      id: toB.id,
      action: 'accept',
    });
    const toC = await t.app.services.agents.contracts.offer(f.principal(B), {
      downline: C.username,
      type: 'dividend',
      tiers: [{ minValidBet: '0', minActive: 0, rateBp: 1000 }],
    });
    await t.app.services.agents.contracts.answer(f.principal(C), 'MCS2_processDividendReq', {
      id: toC.id,
      action: 'accept',
    });
    const list = await bo<{ list: { downline: string; events: { kind: string }[] }[] }>(
      finance,
      'GET',
      `/bo/api/agents/contracts?downline=${C.username}`,
    );
    expect(list.body.value.list[0]?.events.map((e) => e.kind)).toEqual(['offered', 'accepted']);
  });

  it('an operator’s termination ends the contracts below it too, each with its cause', async () => {
    const [bContract] = (
      await bo<{ list: { id: string }[] }>(
        owner,
        'GET',
        `/bo/api/agents/contracts?downline=${B.username}&status=accepted`,
      )
    ).body.value.list;
    const ended = await bo(owner, 'POST', `/bo/api/agents/contracts/${bContract?.id}/terminate`, {
      reason: 'test ending',
    });
    expect(ended.body.value).toMatchObject({ status: 'terminated', endReason: 'operator' });
    const below = (
      await bo<{ list: { status: string; endReason: string; events: { cause: string | null }[] }[] }>(
        owner,
        'GET',
        `/bo/api/agents/contracts?downline=${C.username}`,
      )
    ).body.value.list[0];
    expect(below).toMatchObject({ status: 'terminated', endReason: 'upline_ended' });
    expect(below?.events.at(-1)?.cause).toBe(bContract?.id);
    const own = (
      await bo<{ list: { events: { kind: string; note: string | null }[] }[] }>(
        owner,
        'GET',
        `/bo/api/agents/contracts?downline=${B.username}&status=terminated`,
      )
    ).body.value.list[0];
    expect(own?.events.at(-1)).toMatchObject({ kind: 'terminated', note: 'test ending' });
    expect(await auditCount(t.ctx.database.db, 'agents.contract.terminate', bContract?.id ?? '')).toBe(1);
  });
});

describe('the tree, moves and types', () => {
  it('shows the tops and a member’s children with team sizes, a page at a time', async () => {
    type Children = { list: { username: string; teamSize: number }[]; total: number; totalPages: number };
    const tops = await bo<Children>(finance, 'GET', '/bo/api/agents/tree/children?pageSize=100');
    expect(tops.status, JSON.stringify(tops.body)).toBe(200);
    expect(tops.body.value.list).toContainEqual(
      expect.objectContaining({ username: A.username, teamSize: 3 }),
    );
    // Every top, one page of one at a time: the same ones as the one page of all, in order.
    const pages: string[] = [];
    for (let pageNo = 1; pageNo <= tops.body.value.total; pageNo++) {
      const page = await bo<Children>(
        finance,
        'GET',
        `/bo/api/agents/tree/children?pageSize=1&pageNo=${pageNo}`,
      );
      expect(page.body.value).toMatchObject({
        total: tops.body.value.total,
        totalPages: tops.body.value.total,
      });
      pages.push(...page.body.value.list.map((r) => r.username));
    }
    expect(pages).toEqual(tops.body.value.list.map((r) => r.username));
    const underA = await bo<Children>(finance, 'GET', `/bo/api/agents/tree/children?under=${A.username}`);
    expect(underA.body.value.list).toEqual([expect.objectContaining({ username: B.username, teamSize: 2 })]);
    const whereA = await bo<{ parent: { username: string } | null }>(
      finance,
      'GET',
      `/bo/api/agents/tree?under=${A.username}`,
    );
    expect(whereA.body.value.parent).toMatchObject({ username: A.username });
    expect((await bo(finance, 'GET', '/bo/api/agents/tree?under=no-such-one')).body.code).toBe(
      'PLAYER_NOT_FOUND',
    );
    expect((await bo(finance, 'GET', '/bo/api/agents/tree/children?pageSize=500')).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('moves a member with its whole team, keeps history, audits, and refuses a cycle', async () => {
    expect(
      (
        await bo(owner, 'POST', '/bo/api/agents/move', {
          member: A.username,
          toUpline: C.username,
          reason: 'a cycle',
        })
      ).body.code,
    ).toBe('AGENT_MOVE_INVALID');
    expect(
      (
        await bo(support, 'POST', '/bo/api/agents/move', {
          member: C.username,
          toUpline: S.username,
          reason: 'no rights',
        })
      ).status,
    ).toBe(403);
    const moved = await bo(owner, 'POST', '/bo/api/agents/move', {
      member: C.username,
      toUpline: S.username,
      reason: 'to S',
    });
    expect(moved.body.value).toMatchObject({ member: C.username, toUpline: S.username, moved: 2 });
    expect((await t.app.services.accounts.placeOf(m.id))?.path).toBe(`${S.id}.${C.id}.${m.id}`);
    const underS = await bo<{ moves: { from: string | null; to: string | null; reason: string }[] }>(
      owner,
      'GET',
      `/bo/api/agents/tree?under=${C.username}`,
    );
    expect(underS.body.value.moves[0]).toMatchObject({ from: B.id, to: S.id, reason: 'to S' });
    expect(await auditCount(t.ctx.database.db, 'agents.member.move', C.id)).toBe(1);
  });

  it('changes an agent type only where the rules hold', async () => {
    // C has a sub-agent? No: a member only; a promoter may open members, and sits under a top agent.
    const ok = await bo(owner, 'POST', '/bo/api/agents/type', {
      member: C.username,
      type: 41,
      reason: 'promoter now',
    });
    expect(ok.body.value).toMatchObject({ from: 2, to: 41 });
    // A top agent has a sub-agent below it: a promoter may not.
    expect(
      (
        await bo(owner, 'POST', '/bo/api/agents/type', {
          member: A.username,
          type: 41,
          reason: 'not allowed',
        })
      ).body.code,
    ).toBe('AGENT_TYPE_CHANGE_INVALID');
    // A house agent may not sit under a top agent.
    expect(
      (
        await bo(owner, 'POST', '/bo/api/agents/type', {
          member: B.username,
          type: 42,
          reason: 'not allowed',
        })
      ).body.code,
    ).toBe('AGENT_TYPE_CHANGE_INVALID');
    expect(await auditCount(t.ctx.database.db, 'agents.type.change', C.id)).toBe(1);
  });
});

describe('runs and approvals', () => {
  it('runs a closed period from the back office, answers already on a re-run, and queues a large dividend for approval', async () => {
    // S's team now holds C and m: give S a dividend contract and let m lose 1,000.
    const offered = await t.app.services.agents.contracts.offerFromHouse('1', S, {
      downline: S.username,
      type: 'dividend',
      period: 'weekly',
      tiers: [{ minValidBet: '0', minActive: 0, rateBp: 5000 }],
    });
    await t.app.services.agents.contracts.answer(f.principal(S), 'MCS2_processDividendReq', {
      id: offered.id,
      action: 'accept',
    });
    await t.app.services.system.setSetting('AGENTDIVAPPROVAL', 100);
    await f.round(m, 100_000n, 0n, dhaka(2, '12:00'));
    t.setNow(dhaka(8, '00:10'));
    expect(
      (
        await bo(owner, 'POST', '/bo/api/agents/runs', {
          type: 'dividend',
          periodKind: 'weekly',
          at: dhaka(8, '00:09').toISOString(),
        })
      ).body.code,
    ).toBe('AGENT_PERIOD_OPEN');
    const run = await bo(owner, 'POST', '/bo/api/agents/runs', {
      type: 'dividend',
      periodKind: 'weekly',
      at: dhaka(3).toISOString(),
    });
    expect(run.body.value).toMatchObject({
      outcome: 'settled',
      periodStart: dhaka(1, '00:00').toISOString(),
    });
    const again = await bo(owner, 'POST', '/bo/api/agents/runs', {
      type: 'dividend',
      periodKind: 'weekly',
      at: dhaka(3).toISOString(),
    });
    expect(again.body.value).toMatchObject({ outcome: 'already' });
    const queue = await bo<{ list: { id: string; agent: string; amount: string }[] }>(
      finance,
      'GET',
      '/bo/api/agents/payouts?status=awaiting_approval',
    );
    // 50 % of S's team net loss of 1,000.00 = 500.00, above the 100 line.
    const payout = queue.body.value.list.find((p) => p.agent === S.username);
    expect(payout?.amount).toBe('500.00');
    const before = (await t.app.services.wallet.balancesOf(S.id)).cashMinor;
    expect(
      (await bo(support, 'POST', `/bo/api/agents/payouts/${payout?.id}/approve`, { reason: 'ok' })).status,
    ).toBe(403);
    const approved = await bo(finance, 'POST', `/bo/api/agents/payouts/${payout?.id}/approve`, {
      reason: 'checked',
    });
    expect(approved.body.value).toMatchObject({ status: 'paid' });
    expect((await t.app.services.wallet.balancesOf(S.id)).cashMinor - before).toBe(50_000n);
    expect(
      (await bo(finance, 'POST', `/bo/api/agents/payouts/${payout?.id}/reject`, { reason: 'late' })).body
        .code,
    ).toBe('AGENT_PAYOUT_NOT_AWAITING');
    expect(await auditCount(t.ctx.database.db, 'agents.payout.approve', payout?.id ?? '')).toBe(1);
    const runs = await bo<{ list: { type: string; status: string }[] }>(
      finance,
      'GET',
      '/bo/api/agents/runs',
    );
    expect(runs.body.value.list[0]).toMatchObject({ type: 'dividend', status: 'done' });
    const { rows } = (await t.ctx.database.db.execute(
      sql`select count(*)::int as n from agent_settlement_run where type = 'dividend'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
