import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { operatorToken } from '../../test/operators.js';

/**
 * The dashboard's new and active players are members (type 0) only: agents (1, 2, 41, 42), trial
 * (4) and house (9) accounts sign up and sign in too, but they are not the player base.
 */
const t = useTestApp();

type Totals = { newPlayers: number; activePlayers: number };
type Dashboard = { today: Totals; month: Totals };

async function dashboard(token: string): Promise<Dashboard> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/bo/api/dashboard',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return res.json<{ value: Dashboard }>().value;
}

describe('back office: dashboard player counts', () => {
  it('counts a new member who signed in, and not agents, trial or house accounts', async () => {
    const token = await operatorToken(t.app, 'support', { now: t.ctx.now() });
    const before = await dashboard(token);
    for (const type of [1, 2, 4, 9, 41, 42]) await createMemberSession(t, { type, prefix: `ty${type}x` });
    const others = await dashboard(token);
    expect(others.today).toEqual(before.today);
    expect(others.month).toEqual(before.month);

    await createMemberSession(t, { type: 0, prefix: 'mem' });
    const after = await dashboard(token);
    expect(after.today.newPlayers).toBe(before.today.newPlayers + 1);
    expect(after.today.activePlayers).toBe(before.today.activePlayers + 1);
    expect(after.month.newPlayers).toBe(before.month.newPlayers + 1);
    expect(after.month.activePlayers).toBe(before.month.activePlayers + 1);
  });
});
