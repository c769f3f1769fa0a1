import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { operatorToken } from '../../test/operators.js';

/** The players search takes % and _ literally (they are LIKE wildcards underneath). */
const t = useTestApp();

async function usernames(search: string, token: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/bo/api/players?username=${encodeURIComponent(search)}&pageSize=50`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return res.json<{ value: { list: { username: string }[] } }>().value.list.map((p) => p.username);
}

describe('back office: players search with LIKE wildcards', () => {
  it('finds only usernames holding a % or a _ when searching for it', async () => {
    const token = await operatorToken(t.app, 'support', { now: t.ctx.now() });
    const percent = await createMemberSession(t, { prefix: 'pc%' });
    const underscore = await createMemberSession(t, { prefix: 'us_' });
    const plain = await createMemberSession(t, { prefix: 'plain' });

    const withPercent = await usernames('%', token);
    expect(withPercent).toContain(percent.username);
    expect(withPercent.every((name) => name.includes('%'))).toBe(true);

    const withUnderscore = await usernames('_', token);
    expect(withUnderscore).toContain(underscore.username);
    expect(withUnderscore.every((name) => name.includes('_'))).toBe(true);
    expect(withUnderscore).not.toContain(plain.username);
  });
});
