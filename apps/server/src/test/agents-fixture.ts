import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as accountsRepo from '../modules/accounts/accounts.repo.js';
import type { Principal } from '../platform/http/auth.js';
import type { TestApp } from './harness.js';

/**
 * Test fixtures for the agents module: members placed straight into the tree, settled rounds
 * written as the seamless-wallet calls write them (the valid-bet trigger rolls them up), and
 * principals as the guards would hand them to the services.
 */
export function agentsFixture(t: TestApp) {
  let counter = 0;
  const prefix = `t${Date.now().toString(36).slice(-4)}`;

  async function member(type: number, upline: { id: string } | null, name?: string) {
    counter += 1;
    const username = name ?? `${prefix}m${counter}`;
    const row = await accountsRepo.insertMember(t.ctx.database.db, {
      username,
      passwordHash: 'not-a-real-hash',
      type,
      nickname: username,
      firstTimeLogin: false,
      registerMethod: 'TEST',
      uplineId: upline ? BigInt(upline.id) : null,
    });
    if (!row) throw new Error(`member ${username} not inserted`);
    return { id: row.id.toString(), username, type };
  }

  const principal = (
    m: { id: string; username: string; type: number },
    area: 'agent' | 'player' = 'agent',
  ): Principal => ({
    memberId: m.id,
    username: m.username,
    type: m.type,
    area,
    sessionId: '0',
    isTrial: m.type === 4,
    isAgent: [1, 2, 41, 42].includes(m.type),
  });

  let rounds = 0;
  /** A settled real-money round: opened at `openedAt`, settled at `settledAt`. */
  async function round(
    m: { id: string; username: string },
    stake: bigint,
    win: bigint,
    openedAt: Date,
    settledAt: Date = openedAt,
    options: { playMoney?: boolean } = {},
  ) {
    rounds += 1;
    const id = `${prefix}-r${rounds}`;
    await t.ctx.database.db.execute(sql`
      insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
        play_money, stake_minor, win_minor, debit_count, credit_count, status, opened_at, updated_at)
      values ('KHELA', ${id}, ${BigInt(m.id)}, ${m.username}, 'kh-test', 'RNG', 'BDT', ${options.playMoney ?? false},
        ${stake}, 0, 1, 0, 'open', ${openedAt}, ${openedAt})`);
    await t.ctx.database.db.execute(sql`
      update bet_record set win_minor = ${win}, credit_count = 1, status = 'settled', settled_at = ${settledAt},
        updated_at = ${settledAt}
      where vendor_code = 'KHELA' and round_id = ${id}`);
    return id;
  }

  async function rollback(roundId: string, at: Date) {
    await t.ctx.database.db.execute(sql`
      update bet_record set refunded_minor = stake_minor, win_minor = 0, status = 'rolled_back', updated_at = ${at}
      where vendor_code = 'KHELA' and round_id = ${roundId}`);
  }

  async function enable(...codes: string[]) {
    const system = t.app.services.system;
    for (const code of codes) await system.setSetting(code, { enabled: true });
  }

  /** A live session for an existing member, in the player site or the agent centre. */
  async function session(m: { id: string }, area: 'agent' | 'player' = 'agent'): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = t.ctx.now();
    await accountsRepo.insertSession(t.ctx.database.db, {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      memberId: BigInt(m.id),
      area,
      loginMethod: 'password',
      ip: '127.0.0.1',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60 * 24 * 3600 * 1000),
    });
    return token;
  }

  return { member, principal, round, rollback, enable, session };
}

/** Day `n` of a fixed test week (2026-06-01 is a Monday), at `hh:mm` Dhaka time, as an instant. */
export function dhaka(day: number, time = '12:00'): Date {
  return new Date(`2026-06-${String(day).padStart(2, '0')}T${time}:00+06:00`);
}
