import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole, VipLadderInput } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { SESSION_TTL_MS } from '../modules/accounts/accounts.model.js';
import * as accountsRepo from '../modules/accounts/accounts.repo.js';
import { queryRows } from '../platform/db/client.js';
import { depositsClient } from './deposits-client.js';
import type { TestApp } from './harness.js';
import { operatorToken } from './operators.js';

/**
 * What the VIP tests share (decision 0063): a small ladder in BDT over a 7-day window, checked and
 * paid weekly; settled rounds (the valid-bet trigger rolls them up into 5-minute slots); paid
 * deposits through the real deposit flow; the ladder saved through the operator route.
 */
export const level = (
  rank: number,
  en: string,
  upgrade: [string, string],
  keep: [string, string],
  bonus: [string, string],
): VipLadderInput['levels'][number] => ({
  rank,
  label: { bn: `স্তর ${rank}`, en },
  upgradeValidBet: upgrade[0],
  upgradeDeposit: upgrade[1],
  keepValidBet: keep[0],
  keepDeposit: keep[1],
  levelUpBonus: bonus[0],
  periodicBonus: bonus[1],
  rebateRates: { RNG: 50 * rank },
  defaultRebateBp: 10 * rank,
  pointsRateBp: 10_000 + 1000 * rank,
  withdrawDailyCount: 3 + rank,
  withdrawDailyAmount: `${10_000 * rank}`,
});

/** Three levels: 10/5, 50/200, 2000/400 taka of valid bet/deposits; bonuses 1, 3, 10 on reaching; 0.5, 1, 2 weekly. */
export const TEST_LADDER: VipLadderInput = {
  windowDays: 7,
  retentionPeriod: 'week',
  bonusPeriod: 'week',
  levels: [
    level(1, 'Bronze', ['10', '0'], ['5', '0'], ['1', '0.50']),
    level(2, 'Silver', ['50', '200'], ['20', '0'], ['3', '1']),
    level(3, 'Gold', ['2000', '400'], ['100', '0'], ['10', '2']),
  ],
};

export type Member = { token: string; memberId: string; username: string };

export function vipKit(t: TestApp) {
  const client = depositsClient(t);
  const db = () => t.ctx.database.db;
  let rounds = 0;

  /** A settled real-money round of `stakeMinor` at `at` (the valid-bet trigger rolls it up). */
  async function round(m: Member, stakeMinor: bigint, at: Date, gameType = 'RNG') {
    rounds += 1;
    const id = `vip-${Date.now().toString(36)}-${rounds}`;
    await db().execute(sql`
      insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
        play_money, stake_minor, win_minor, debit_count, credit_count, status, opened_at, updated_at)
      values ('KHELA', ${id}, ${BigInt(m.memberId)}, ${m.username}, 'kh-test', ${gameType}, 'BDT', false,
        ${stakeMinor}, 0, 1, 0, 'open', ${at}, ${at})`);
    await db().execute(sql`
      update bet_record set credit_count = 1, status = 'settled', settled_at = ${at}, updated_at = ${at}
      where vendor_code = 'KHELA' and round_id = ${id}`);
  }

  /** A new player session for `m` from now (tests jump days, past a session's life). */
  async function freshToken(m: Member): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = t.ctx.now();
    await accountsRepo.insertSession(db(), {
      tokenHash: createHash('sha256').update(token).digest('hex'),
      memberId: BigInt(m.memberId),
      area: 'player',
      loginMethod: 'password',
      ip: '127.0.0.1',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  /** A paid deposit of `amount` taka now (the manual channel, approved): its credited minor amount. */
  async function deposit(m: Member, amount: string): Promise<bigint> {
    await client.paidDeposit(await freshToken(m), amount);
    const [row] = await queryRows<{ credit: string }>(
      db(),
      sql`select credit_minor::text as credit from deposit_order
          where member_id = ${BigInt(m.memberId)} order by id desc limit 1`,
    );
    return BigInt(row?.credit ?? '0');
  }

  /** PUT /bo/api/loyalty/vip/ladder as `role`. */
  async function putLadder(ladder: unknown, role: OperatorRole = 'content') {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/bo/api/loyalty/vip/ladder',
      headers: {
        authorization: `Bearer ${await operatorToken(t.app, role, { now: t.ctx.now() })}`,
        'content-type': 'application/json',
        'x-lang': 'en',
      },
      payload: JSON.stringify(ladder),
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  }

  async function saveLadder(ladder: VipLadderInput = TEST_LADDER) {
    const res = await putLadder(ladder);
    expect(res.status, res.text).toBe(200);
  }

  const vip = () => t.app.services.loyalty.vip;
  const rankOf = async (m: Member) => (await vip().vipOf(BigInt(m.memberId))).rankLevel;
  const promotionBalance = () => t.app.services.wallet.systemBalance('promotion', '', 'BDT');

  return { ...client, db, freshToken, round, deposit, putLadder, saveLadder, vip, rankOf, promotionBalance };
}
