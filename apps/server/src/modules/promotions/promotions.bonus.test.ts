import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { operatorCall } from '../../test/operator-client.js';
import { createOperatorSession, type TestOperator } from '../../test/operators.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import type { GameRow } from '../games/games.catalogue.repo.js';
import { promoBonus, promoStakePart, promoWagerLine } from './promotions.tables.js';

/**
 * Bonus money through the seamless wallet (decision 0051): grant, cash-first stakes, the win split,
 * wagering lines from the valid-bet roll-up, conversion, the largest stake, refunds, the
 * withdrawal lock, forfeit, expiry and spent grants.
 */
const t = useTestApp();
const api = gamesClient(t);
const vendor = vendorClient(t);
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const db = () => t.ctx.database.db;

let game: GameRow;
let operator: TestOperator;

type Player = { memberId: bigint; username: string; token: string; playerId: string };

/** A fresh member with `cash` deposited, in a game session of the studio. */
async function newPlayer(cash: bigint): Promise<Player> {
  const member = await createMemberSession(t, { prefix: 'bon' });
  if (cash > 0n) {
    await t.app.services.wallet.post({
      idempotencyKey: id('test-deposit'),
      type: 'deposit',
      transfers: [
        {
          from: { system: 'payment_provider', ownerId: 'TEST', currency: 'BDT' },
          to: { player: member.memberId.toString(), kind: 'cash', currency: 'BDT' },
          amountMinor: cash,
        },
      ],
      actor: 'test',
    });
  }
  const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
    token: member.token,
    body: { nodeId: game.nodeId.toString(), gameCode: game.gameCode, vassalage: game.vassalage, lobby: '/' },
  });
  const auth = await vendor.call('authenticate', { token: tokenOf(launched.body.value.url) });
  return { ...member, playerId: String(auth.body.playerId) };
}

async function grant(p: Player, over: Record<string, unknown> = {}) {
  const res = await operatorCall<{ id: string; status: string }>(
    t.app,
    operator.token,
    'POST',
    '/bo/api/promotions/bonuses',
    {
      username: p.username,
      amount: '100.00',
      wageringMultiple: 2,
      expiresInDays: 7,
      reason: 'test grant',
      requestId: id('req'),
      ...over,
    },
  );
  expect(res.body.code).toBeUndefined();
  expect(res.status).toBe(200);
  return res.body.value.id;
}

const balances = (p: Player) => t.app.services.wallet.balancesOf(p.memberId.toString(), 'BDT');
const bonusRow = async (bonusId: string) =>
  (
    await db()
      .select()
      .from(promoBonus)
      .where(eq(promoBonus.id, BigInt(bonusId)))
  )[0];

function calls(p: Player) {
  const round = id('r');
  const base = { playerId: p.playerId, currency: 'BDT', roundId: round, gameCode: game.gameCode };
  return {
    round,
    debit: (amount: string, transactionId = id('d')) =>
      vendor.call('debit', { ...base, transactionId, amount }),
    credit: (amount: string, endRound?: boolean) =>
      vendor.call('credit', {
        ...base,
        transactionId: id('c'),
        amount,
        ...(endRound === undefined ? {} : { endRound }),
      }),
    rollback: (refTransactionId: string) =>
      vendor.call('rollback', { ...base, transactionId: id('rb'), refTransactionId }),
  };
}

/** The shares of a player's active grants equal the wallet's bonus account. */
async function expectSharesMatchLedger(p: Player) {
  const rows = await db().select().from(promoBonus).where(eq(promoBonus.memberId, p.memberId));
  const shares = rows.filter((r) => r.status === 'active').reduce((s, r) => s + r.balanceMinor, 0n);
  expect(shares).toBe((await balances(p)).bonusMinor);
  for (const r of rows.filter((x) => x.status !== 'active')) expect(r.balanceMinor).toBe(0n);
}

beforeAll(async () => {
  [game] = (await vendor.games(1)) as [GameRow];
  operator = await createOperatorSession(t.app, 'admin');
});

describe('bonus money in the seamless wallet', () => {
  it('grants once per request id, shows cash + bonus to the game, and stakes cash first', async () => {
    const p = await newPlayer(3000n);
    const requestId = id('req');
    const first = await grant(p, { requestId });
    const again = await grant(p, { requestId });
    expect(again).toBe(first);
    expect(await balances(p)).toMatchObject({ cashMinor: 3000n, bonusMinor: 10_000n });
    const balance = await vendor.call('balance', { playerId: p.playerId, currency: 'BDT' });
    expect(balance.body.balance).toBe('130.00');

    const c = calls(p);
    const small = await c.debit('10.00'); // cash covers it: the cash-only path
    expect(small.body).toMatchObject({ status: 'OK', balance: '120.00' });
    expect(await balances(p)).toMatchObject({ cashMinor: 2000n, bonusMinor: 10_000n });
    const big = await c.debit('50.00'); // 20 cash + 30 bonus
    expect(big.body).toMatchObject({ status: 'OK', balance: '70.00' });
    expect(await balances(p)).toMatchObject({ cashMinor: 0n, bonusMinor: 7000n });
    const parts = await db().select().from(promoStakePart).where(eq(promoStakePart.memberId, p.memberId));
    expect(parts.map((x) => [x.bonusMinor, x.stakeMinor, x.status])).toEqual([[3000n, 5000n, 'open']]);
    await expectSharesMatchLedger(p);

    // The round staked 60 (30 of it bonus): a win of 120 pays 60 to the bonus and 60 to cash.
    const won = await c.credit('120.00');
    expect(won.body).toMatchObject({ status: 'OK', balance: '190.00' });
    expect(await balances(p)).toMatchObject({ cashMinor: 6000n, bonusMinor: 13_000n });
    const [part] = await db().select().from(promoStakePart).where(eq(promoStakePart.memberId, p.memberId));
    expect(part?.status).toBe('settled');
    await expectSharesMatchLedger(p);
  });

  it('writes a wagering line per settled round with its contribution, and converts when met', async () => {
    const p = await newPlayer(0n);
    const bonusId = await grant(p, {
      amount: '10.00',
      wageringMultiple: 3, // 30.00 to wager
      defaultContributionBp: 5000,
      contributions: { [game.gameType]: 5000 },
    });
    const a = calls(p);
    expect((await a.debit('10.00')).body.status).toBe('OK'); // all bonus
    expect((await a.credit('20.00')).body.status).toBe('OK'); // a 10.00 stake at 50 % → 5.00
    const lines = await db()
      .select()
      .from(promoWagerLine)
      .where(eq(promoWagerLine.bonusId, BigInt(bonusId)));
    expect(lines.map((l) => [l.kind, l.stakeMinor, l.contributionBp, l.amountMinor])).toEqual([
      ['settled', 1000n, 5000, 500n],
    ]);
    expect((await bonusRow(bonusId))?.wageredMinor).toBe(500n);
    expect(await balances(p)).toMatchObject({ cashMinor: 0n, bonusMinor: 2000n });
    // 50.00 more of stakes (25.00 counted) meets the 30.00.
    for (let i = 0; i < 5; i++) {
      const r = calls(p);
      expect((await r.debit('10.00')).body.status).toBe('OK');
      expect((await r.credit('10.00')).body.status).toBe('OK');
    }
    const done = await bonusRow(bonusId);
    expect(done).toMatchObject({
      status: 'completed',
      wageredMinor: 3000n,
      balanceMinor: 0n,
      convertedMinor: 2000n,
    });
    expect(await balances(p)).toMatchObject({ cashMinor: 2000n, bonusMinor: 0n });
    const details = await api.call<{ list: { id: string; progressBp: number; status: string }[] }>(
      'GET',
      '/wps/promotions/bonuses',
      { token: p.token },
    );
    expect(details.body.value.list.find((b) => b.id === bonusId)).toMatchObject({
      status: 'completed',
      progressBp: 10_000,
    });
  });

  it('refuses a stake above the largest stake while wagering, and moves nothing', async () => {
    const p = await newPlayer(10_000n);
    await grant(p, { maxStake: '25.00' });
    const c = calls(p);
    const over = await c.debit('25.01');
    expect(over.body).toMatchObject({ status: 'BET_LIMIT_EXCEEDED', balance: '200.00' });
    expect(await balances(p)).toMatchObject({ cashMinor: 10_000n, bonusMinor: 10_000n });
    expect((await c.debit('25.00')).body.status).toBe('OK');
  });

  it('refunds a rolled-back bonus stake part by part, and refuses a stake above cash + bonus', async () => {
    const p = await newPlayer(1000n);
    await grant(p, { amount: '20.00' });
    const c = calls(p);
    const tooMuch = await c.debit('30.01');
    expect(tooMuch.body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '30.00' });
    const debitId = id('d');
    expect((await c.debit('25.00', debitId)).body).toMatchObject({ status: 'OK', balance: '5.00' });
    expect(await balances(p)).toMatchObject({ cashMinor: 0n, bonusMinor: 500n });
    const back = await c.rollback(debitId);
    expect(back.body).toMatchObject({ status: 'OK', balance: '30.00' });
    expect(await balances(p)).toMatchObject({ cashMinor: 1000n, bonusMinor: 2000n });
    const [part] = await db().select().from(promoStakePart).where(eq(promoStakePart.memberId, p.memberId));
    expect(part?.status).toBe('refunded');
    await expectSharesMatchLedger(p);
  });

  it('ends a spent bonus once nothing of it is at stake, and its lock with it', async () => {
    const p = await newPlayer(0n);
    const bonusId = await grant(p, { amount: '10.00', deposit: '50.00', lockDeposit: true });
    const c = calls(p);
    expect((await c.debit('10.00')).body.status).toBe('OK');
    expect((await bonusRow(bonusId))?.status).toBe('active'); // the round is open
    expect((await c.credit('0.00')).body.status).toBe('OK');
    expect((await bonusRow(bonusId))?.status).toBe('lost');
    await expectSharesMatchLedger(p);
  });

  it('locks the qualifying deposit from withdrawal until forfeited, and says how much', async () => {
    const p = await newPlayer(50_000n);
    const bonusId = await grant(p, { deposit: '300.00', lockDeposit: true });
    const options = await api.call<{ locked: string; withdrawable: string }>(
      'GET',
      '/wps/withdrawals/options',
      {
        token: p.token,
      },
    );
    expect(options.body.value).toMatchObject({ locked: '300.00', withdrawable: '200.00' });
    const details = await api.call<{ locked: string; withdrawable: string; bonus: string }>(
      'GET',
      '/wps/promotions/bonuses',
      { token: p.token },
    );
    expect(details.body.value).toMatchObject({ locked: '300.00', withdrawable: '200.00', bonus: '100.00' });
    const forfeited = await api.call<{ locked: string; bonus: string; list: { status: string }[] }>(
      'POST',
      `/wps/promotions/bonuses/${bonusId}/forfeit`,
      { token: p.token },
    );
    expect(forfeited.body.value).toMatchObject({ locked: '0.00', bonus: '0.00' });
    expect(forfeited.body.value.list[0]?.status).toBe('forfeited');
    expect(await balances(p)).toMatchObject({ cashMinor: 50_000n, bonusMinor: 0n });
    const twice = await api.call('POST', `/wps/promotions/bonuses/${bonusId}/forfeit`, { token: p.token });
    expect(twice.body.code).toBe('BONUS_NOT_ACTIVE');
  });

  it('expires a bonus past its expiry; a later win of its stake goes back to the house', async () => {
    const p = await newPlayer(0n);
    const bonusId = await grant(p, { amount: '10.00', expiresInDays: 1 });
    const c = calls(p);
    expect((await c.debit('4.00')).body.status).toBe('OK');
    const later = new Date(t.ctx.now().getTime() + 2 * 24 * 60 * 60 * 1000);
    t.setNow(later);
    try {
      expect(await t.app.services.promotions.engine.expireDue()).toBeGreaterThanOrEqual(1);
      expect(await bonusRow(bonusId)).toMatchObject({
        status: 'expired',
        removedMinor: 600n,
        balanceMinor: 0n,
      });
      expect((await c.credit('8.00')).body).toMatchObject({ status: 'OK', balance: '0.00' });
      expect((await bonusRow(bonusId))?.removedMinor).toBe(1400n);
      expect(await balances(p)).toMatchObject({ cashMinor: 0n, bonusMinor: 0n });
    } finally {
      t.setNow(new Date());
    }
  });

  it('refuses bad grants with the field named, and trial players', async () => {
    const p = await newPlayer(0n);
    const bad = await operatorCall(t.app, operator.token, 'POST', '/bo/api/promotions/bonuses', {
      username: p.username,
      amount: '10.00',
      wageringMultiple: 1,
      wageringBase: 'deposit_bonus',
      expiresInDays: 1,
      reason: 'no deposit',
      requestId: id('req'),
    });
    expect(bad.body).toMatchObject({ success: false, code: 'BONUS_RULES_INVALID' });
    const trial = await createMemberSession(t, { type: 4 });
    const refused = await operatorCall(t.app, operator.token, 'POST', '/bo/api/promotions/bonuses', {
      username: trial.username,
      amount: '10.00',
      wageringMultiple: 1,
      expiresInDays: 1,
      reason: 'trial',
      requestId: id('req'),
    });
    expect(refused.body.code).toBe('BONUS_RULES_INVALID');
    const asTrial = await api.call('GET', '/wps/promotions/bonuses', { token: trial.token });
    expect(asTrial.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    const guest = await api.call('GET', '/wps/promotions/bonuses');
    expect(guest.status).toBe(401);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('bonus stakes racing on PostgreSQL', () => {
  it('30 parallel stakes over cash and bonus: exactly what the money covers posts, nothing lost', async () => {
    const p = await newPlayer(5000n); // 50.00 cash
    await grant(p, { amount: '100.00' }); // 100.00 bonus
    // 30 stakes of 10.00 in parallel (the first ones fit the cash: the cash-only path; the rest
    // need bonus money: the engine's path), then 150.00 is all there is: 15 post, 15 are refused.
    const c = calls(p);
    const answers = await Promise.all(Array.from({ length: 30 }, () => c.debit('10.00')));
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(15);
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(15);
    expect(await balances(p)).toMatchObject({ cashMinor: 0n, bonusMinor: 0n });
    const parts = await db().select().from(promoStakePart).where(eq(promoStakePart.memberId, p.memberId));
    expect(parts.reduce((s, x) => s + x.bonusMinor, 0n)).toBe(10_000n);
    await expectSharesMatchLedger(p);
    // The round's win of 300.00 on its 150.00 stake (100.00 of it bonus) splits 200.00 / 100.00.
    expect((await c.credit('300.00')).body).toMatchObject({ status: 'OK', balance: '300.00' });
    expect(await balances(p)).toMatchObject({ cashMinor: 10_000n, bonusMinor: 20_000n });
    await expectSharesMatchLedger(p);
  });
});
