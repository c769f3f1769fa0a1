import type { PermissionsValue } from '@khela/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { TRIAL_TYPE } from './accounts.model.js';

/**
 * GET /wps/member/permissions (spec sections 4 and 6, decision 0085): what a guest, a trial, a
 * member, an agent on the player site and an agent-centre session may do; the flags that change
 * it; a token that no longer opens a session; and each answer agrees with what the guarded
 * routes do to the same caller.
 */
const t = useTestApp();
const system = () => t.app.services.system;

async function call(url: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-lang': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json<{ value: unknown; code?: string }>() };
}

async function permissions(token?: string): Promise<PermissionsValue> {
  const res = await call('/wps/member/permissions', token);
  expect(res.status).toBe(200);
  return res.body.value as PermissionsValue;
}

async function login(path: string, username: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { token: string } }>().value.token;
}

afterEach(async () => {
  await system().setSetting('FREEPLAY', { enabled: true });
  await system().setSetting('AGENTPOLICY', { enabled: true });
});

describe('GET /wps/member/permissions', () => {
  it('a guest may log in and start free play, nothing of a session', async () => {
    const value = await permissions();
    expect(value).toMatchObject({ role: 'guest', area: null, trial: null });
    expect(value.can).toMatchObject({
      login: true,
      freePlay: true,
      playForMoney: false,
      favourites: false,
      deposit: false,
      memberCentre: false,
      agentCentre: false,
      contracts: false,
    });
    await system().setSetting('FREEPLAY', { enabled: false });
    expect((await permissions()).can.freePlay).toBe(false);
  });

  it('a trial plays free-trial games with play money and is kept from member features', async () => {
    const trial = await createMemberSession(t, { type: TRIAL_TYPE, prefix: 'trial' });
    const value = await permissions(trial.token);
    expect(value.role).toBe('trial');
    expect(value.area).toBe('player');
    expect(value.trial).toEqual({ playMoney: '2000.00', currency: 'BDT', freeTrialGamesOnly: true });
    expect(value.can).toMatchObject({
      login: false,
      freePlay: false,
      playForMoney: false,
      favourites: true,
      deposit: false,
      withdraw: false,
      memberCentre: false,
      contracts: false,
      referral: false,
      agentCentre: false,
    });
    // What the guards do to the same caller.
    expect((await call('/wps/deposits/channels', trial.token)).body.code).toBe('IN_NEED_TRUE_ACCOUNT');
  });

  it('a member has the member centre and money, not the agent centre', async () => {
    const member = await createMemberSession(t);
    const value = await permissions(member.token);
    expect(value).toMatchObject({ role: 'member', area: 'player', trial: null });
    expect(value.can).toMatchObject({
      playForMoney: true,
      deposit: true,
      withdraw: true,
      memberCentre: true,
      transferUpline: true,
      transferDownline: false,
      agentCentre: false,
      contracts: true,
    });
    expect(value.agentPages).toEqual({
      dividend: false,
      dailySalary: false,
      hourlySalary: false,
      realtimeSalary: false,
    });
    await system().setSetting('AGENTPOLICY', { enabled: false });
    expect((await permissions(member.token)).can.contracts).toBe(false);
  });

  it('an agent reaches the agent centre only from an agent-centre session, with the pages the flags show', async () => {
    const onSite = await login('/wps/session/login', 'agent01', 'agent1234');
    const site = await permissions(onSite);
    expect(site).toMatchObject({ role: 'agent', area: 'player' });
    expect(site.can).toMatchObject({ agentCentre: false, transferDownline: true });
    expect((await call('/wps/agent/team/overview', onSite)).body.code).toBe('NON_AGENT_LOGIN');

    const centre = await login('/wps/agent/session/login', 'agent01', 'agent1234');
    const value = await permissions(centre);
    expect(value).toMatchObject({ role: 'agent', area: 'agent' });
    expect(value.can.agentCentre).toBe(true);
    const s = await system().settings();
    expect(value.agentPages).toEqual({
      dividend: s.DIVIDENDCT.enabled,
      dailySalary: s.DAILYSALARY.enabled,
      hourlySalary: s.HOURSALARY.enabled,
      realtimeSalary: s.REALTIMESALARY.enabled,
    });
  });

  it('answers NOT_LOGGED_IN to a token that no longer opens a session, so the site drops it', async () => {
    const member = await createMemberSession(t);
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${member.token}` },
    });
    for (const token of [member.token, 'never-a-token']) {
      const res = await call('/wps/member/permissions', token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('NOT_LOGGED_IN');
    }
  });
});
