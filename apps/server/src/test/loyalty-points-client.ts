import { randomBytes } from 'node:crypto';
import { type GoodsBody, type OperatorRole, POINTS_CURRENCY } from '@khela/contract';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { MEMBER_TYPE } from '../modules/accounts/accounts.model.js';
import * as accountsRepo from '../modules/accounts/accounts.repo.js';
import { queryRows } from '../platform/db/client.js';
import { depositsClient } from './deposits-client.js';
import type { TestApp } from './harness.js';
import { createMemberSession } from './member-session.js';
import { operatorToken } from './operators.js';

/** The payment password every points test member gets. */
export const POINTS_PAY = '135790';
let payHash: Promise<string> | undefined;

export type PointsMember = { token: string; memberId: string; username: string };

/** What the points and mall tests share: members with a payment password and points, rounds, goods. */
export function pointsClient(t: TestApp) {
  const { call } = depositsClient(t);
  const db = () => t.ctx.database.db;
  const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });

  /** A member (or trial) with a session and the payment password POINTS_PAY. */
  async function member(type = MEMBER_TYPE): Promise<PointsMember> {
    const session = await createMemberSession(t, { type, prefix: 'pt' });
    payHash ??= hash(POINTS_PAY);
    await accountsRepo.setPaymentPasswordHash(db(), session.memberId, null, await payHash);
    return { ...session, memberId: session.memberId.toString() };
  }

  /** Gives a member points from the pool (as earning would). */
  async function grant(m: PointsMember, points: bigint) {
    await t.app.services.wallet.post({
      idempotencyKey: `test-grant:${m.memberId}:${randomBytes(6).toString('hex')}`,
      type: 'points_earn',
      transfers: [
        {
          from: { system: 'points_pool', currency: POINTS_CURRENCY },
          to: { player: m.memberId, kind: 'points', currency: POINTS_CURRENCY },
          amountMinor: points,
        },
      ],
      actor: 'test',
    });
  }

  const points = async (m: PointsMember) =>
    (await t.app.services.wallet.balancesOf(m.memberId, POINTS_CURRENCY)).pointsMinor;
  const cash = async (m: PointsMember) =>
    (await t.app.services.wallet.balancesOf(m.memberId, 'BDT')).cashMinor;

  /** Every points account and the pool together: zero when points are conserved. */
  async function pointsSum(): Promise<{ sum: bigint; negatives: number }> {
    const [row] = await queryRows<{ sum: string; negatives: string }>(
      db(),
      sql`select coalesce(sum(balance_minor), 0)::text as sum,
            count(*) filter (where kind = 'points' and balance_minor < 0)::text as negatives
          from wallet_account where currency = ${POINTS_CURRENCY}`,
    );
    return { sum: BigInt(row?.sum ?? '0'), negatives: Number(row?.negatives ?? '0') };
  }

  let rounds = 0;
  /** A settled real-money round of `gameType`, written at `at` (the valid-bet trigger rolls it up). */
  async function round(m: PointsMember, gameType: string, stakeMinor: bigint, at: Date) {
    rounds += 1;
    const id = `pt-${randomBytes(4).toString('hex')}-${rounds}`;
    await db().execute(sql`
      insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
        play_money, stake_minor, win_minor, debit_count, credit_count, status, opened_at, updated_at)
      values ('KHELA', ${id}, ${BigInt(m.memberId)}, ${m.username}, 'kh-test', ${gameType}, 'BDT', false,
        ${stakeMinor}, 0, 1, 0, 'open', ${at}, ${at})`);
    await db().execute(sql`
      update bet_record set credit_count = 1, status = 'settled', settled_at = ${at}, updated_at = ${at}
      where vendor_code = 'KHELA' and round_id = ${id}`);
    return id;
  }

  /** Rolls a settled round back at `at` (the valid-bet change lands in that later slot, negative). */
  async function reverse(roundId: string, at: Date) {
    await db().execute(sql`
      update bet_record set status = 'rolled_back', updated_at = ${at}
      where vendor_code = 'KHELA' and round_id = ${roundId}`);
  }

  function goodsBody(over: Partial<GoodsBody> = {}): GoodsBody {
    return {
      name: { en: 'Cash 50', bn: 'নগদ ৫০' },
      imageUrl: '/images/mall/cash.png',
      kind: 'cash',
      value: '50.00',
      pricePoints: 100,
      requirement: 'none',
      requirementAmount: null,
      requirementDays: null,
      totalQuantity: 10,
      perPlayerLimit: null,
      visible: true,
      activeFrom: '2020-01-01T00:00:00Z',
      activeUntil: null,
      sort: 0,
      ...over,
    };
  }

  async function addGoods(over: Partial<GoodsBody> = {}): Promise<string> {
    const res = await call<{ id: string }>('POST', '/bo/api/loyalty/mall/goods', {
      token: await op('content'),
      body: goodsBody(over),
    });
    expect(res.status, res.text).toBe(200);
    return res.body.value.id;
  }

  const redeem = (m: PointsMember, goodsId: string, extra: Record<string, unknown> = {}) =>
    call<Record<string, string>>('POST', '/wps/relay/redeemPointReward', {
      token: m.token,
      body: {
        goodsId,
        paymentPassword: POINTS_PAY,
        requestId: `rd-${randomBytes(6).toString('hex')}`,
        ...extra,
      },
    });

  const convert = (m: PointsMember, points: string, extra: Record<string, unknown> = {}) =>
    call<Record<string, string>>('POST', '/wps/relay/convertPoint', {
      token: m.token,
      body: {
        points,
        paymentPassword: POINTS_PAY,
        requestId: `cv-${randomBytes(6).toString('hex')}`,
        ...extra,
      },
    });

  return {
    call,
    op,
    member,
    grant,
    points,
    cash,
    pointsSum,
    round,
    reverse,
    goodsBody,
    addGoods,
    redeem,
    convert,
  };
}
