import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { MEMBER_TYPE } from './accounts.model.js';
import * as repo from './accounts.repo.js';

/**
 * The agent tree (decision 0046): every member has a path from the top of the tree, kept by the
 * database whatever code writes the member, so "the whole team" is one indexed query.
 */
const t = useTestApp({ seed: false });

/** A member (type 1 agent or 0 member) under `upline`, written as registration writes it. */
async function add(uplineId: bigint | null, type = MEMBER_TYPE): Promise<bigint> {
  const username = `tree${randomBytes(5).toString('hex')}`;
  const row = await repo.insertMember(t.ctx.database.db, {
    username,
    passwordHash: 'unused',
    type,
    nickname: username,
    uplineId,
  });
  if (!row) throw new Error('member not stored');
  return row.id;
}

/** top → sub → (m1, m2); sub2 → m3: a small three-level tree of its own. */
async function smallTree() {
  const top = await add(null, 1);
  const sub = await add(top, 2);
  const sub2 = await add(top, 2);
  const m1 = await add(sub);
  const m2 = await add(sub);
  const m3 = await add(sub2);
  return { top, sub, sub2, m1, m2, m3 };
}

describe('agent tree', () => {
  it('gives every new member the path of ids from the top of its tree', async () => {
    const { top, sub, m1 } = await smallTree();
    const db = t.ctx.database.db;
    expect(await repo.teamPathOf(db, top)).toBe(`${top}`);
    expect(await repo.teamPathOf(db, sub)).toBe(`${top}.${sub}`);
    expect(await repo.teamPathOf(db, m1)).toBe(`${top}.${sub}.${m1}`);
  });

  it('counts a whole team at every depth and only that team', async () => {
    const { top, sub, sub2, m1, m3 } = await smallTree();
    await smallTree(); // another tree beside it must not count
    const db = t.ctx.database.db;
    expect(await repo.wholeTeamSize(db, top)).toBe(5);
    expect(await repo.wholeTeamSize(db, sub)).toBe(2);
    expect(await repo.wholeTeamSize(db, m1)).toBe(0);
    expect(await repo.isInTeam(db, top, m3)).toBe(true);
    expect(await repo.isInTeam(db, sub, m3)).toBe(false);
    expect(await repo.isInTeam(db, sub2, m1)).toBe(false);
    expect(await repo.isInTeam(db, sub, sub)).toBe(false);
  });

  it('moves a member with its whole team when its upline changes', async () => {
    const { top, sub, sub2, m1, m2 } = await smallTree();
    const db = t.ctx.database.db;
    await repo.setUpline(db, sub, sub2);
    expect(await repo.teamPathOf(db, sub)).toBe(`${top}.${sub2}.${sub}`);
    expect(await repo.teamPathOf(db, m1)).toBe(`${top}.${sub2}.${sub}.${m1}`);
    expect(await repo.teamPathOf(db, m2)).toBe(`${top}.${sub2}.${sub}.${m2}`);
    expect(await repo.wholeTeamSize(db, sub2)).toBe(4);
    expect(await repo.wholeTeamSize(db, top)).toBe(5);
  });

  it('refuses an upline inside the member’s own team, and changes nothing', async () => {
    const { top, sub, m1 } = await smallTree();
    const db = t.ctx.database.db;
    await expect(repo.setUpline(db, sub, m1)).rejects.toThrow();
    await expect(repo.setUpline(db, top, sub)).rejects.toThrow();
    expect(await repo.teamPathOf(db, sub)).toBe(`${top}.${sub}`);
    expect(await repo.teamPathOf(db, m1)).toBe(`${top}.${sub}.${m1}`);
  });
});
