import { randomBytes } from 'node:crypto';
import { VENDOR_CALLS } from '@khela/contract';
import { toDecimalString } from '@khela/money';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import type { GameRow } from '../games/games.catalogue.repo.js';
import * as catalogueRepo from '../games/games.catalogue.repo.js';
import { betRecord, vendorCallLog, vendorTransaction } from './vendors.tables.js';

/**
 * Seamless-wallet conformance: every call, happy and failing, with the
 * balances checked through the wallet's ledger each time.
 */
const t = useTestApp();
const api = gamesClient(t);
const vendor = vendorClient(t);
/** Minor units as the protocol writes them (BDT). */
const shown = (minor: bigint) => toDecimalString(minor, 'BDT');
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

let memberToken = '';
let playerId = '';
let paid: GameRow; // a KHELA game without free trial
let free: GameRow; // a KHELA game with free trial

const wallet = () => t.app.services.wallet;
const cash = async (player = playerId) => (await wallet().balancesOf(player)).cashMinor;
const trialMoney = async (player: string) => (await wallet().balancesOf(player)).trialMinor;
const vendorAccount = () => wallet().systemBalance('vendor', 'KHELA');
const transactions = async (transactionId: string) =>
  t.ctx.database.db
    .select()
    .from(vendorTransaction)
    .where(
      and(eq(vendorTransaction.vendorCode, 'KHELA'), eq(vendorTransaction.transactionId, transactionId)),
    );
const roundOf = async (roundId: string) =>
  (
    await t.ctx.database.db
      .select()
      .from(betRecord)
      .where(and(eq(betRecord.vendorCode, 'KHELA'), eq(betRecord.roundId, roundId)))
  )[0];

/** Launches a game for the session and spends its token through authenticate. */
async function launchAndAuthenticate(token: string, node: GameRow) {
  const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: node.nodeId.toString(), gameCode: node.gameCode, vassalage: node.vassalage, lobby: '/' },
  });
  expect(launched.status).toBe(200);
  const auth = await vendor.call('authenticate', { token: tokenOf(launched.body.value.url) });
  expect(auth.body.status).toBe('OK');
  return auth.body as {
    status: 'OK';
    playerId: string;
    balance: string;
    currency: string;
    sessionId: string;
  };
}

const debitBody = (over: Record<string, unknown> = {}) => ({
  playerId,
  currency: 'BDT',
  transactionId: id('d'),
  roundId: id('r'),
  gameCode: paid.gameCode,
  amount: '10.00',
  ...over,
});

beforeAll(async () => {
  [paid] = (await vendor.games(1)) as [GameRow];
  [free] = (await vendor.games(0)) as [GameRow];
  memberToken = await api.login();
  playerId = (await launchAndAuthenticate(memberToken, paid)).playerId;
});

describe('signature and replay window', () => {
  it('refuses a wrong, missing or foreign-vendor signature and changes nothing', async () => {
    const before = await cash();
    const body = debitBody();
    const wrong = await vendor.call('debit', body, { secret: 'not-the-secret' });
    const missing = await vendor.call('debit', body, { omit: ['signature'] });
    const garbage = await vendor.call('debit', body, { signature: 'zz' });
    const otherVendor = await vendor.call('debit', body, { vendor: 'PG', secret: await vendor.secret() });
    const unknownVendor = await vendor.call('debit', body, { vendor: 'NOPE', secret: await vendor.secret() });
    const noVendor = await vendor.call('debit', body, { omit: ['vendor'] });
    for (const answer of [wrong, missing, garbage, otherVendor, unknownVendor, noVendor]) {
      expect(answer.http).toBe(200);
      expect(answer.body.status).toBe('INVALID_SIGNATURE');
    }
    // A body changed after signing fails too.
    const signedFor = JSON.stringify(body);
    const tampered = await vendor.call('debit', null, {
      raw: signedFor.replace('10.00', '1.00'),
      signature: (await import('./vendors.signature.js')).signVendorBody(
        await vendor.secret(),
        String(t.ctx.now().getTime()),
        signedFor,
      ),
    });
    expect(tampered.body.status).toBe('INVALID_SIGNATURE');
    expect(await cash()).toBe(before);
    expect(await transactions(body.transactionId)).toHaveLength(0);
  });

  it('refuses a stale, future or missing timestamp and changes nothing', async () => {
    const before = await cash();
    const now = t.ctx.now().getTime();
    const body = debitBody();
    for (const timestamp of [String(now - 31_000), String(now + 31_000), 'yesterday']) {
      const answer = await vendor.call('debit', body, { timestamp });
      expect(answer.body.status, timestamp).toBe('STALE_REQUEST');
    }
    expect((await vendor.call('debit', body, { omit: ['timestamp'] })).body.status).toBe('STALE_REQUEST');
    // Inside the window is fine.
    const inside = await vendor.call('debit', body, { timestamp: String(now - 29_000) });
    expect(inside.body.status).toBe('OK');
    expect(await cash()).toBe(before - 1000n);
  });

  it('answers INVALID_REQUEST to a body that is not JSON or misses fields', async () => {
    expect((await vendor.call('debit', null, { raw: '{not json' })).body.status).toBe('INVALID_REQUEST');
    const { amount: _amount, ...noAmount } = debitBody();
    const missing = await vendor.call('debit', noAmount);
    expect(missing.body).toMatchObject({
      status: 'INVALID_REQUEST',
      message: expect.stringContaining('amount'),
    });
  });
});

describe('authenticate and balance', () => {
  it('spends a launch token once and answers the player, currency, balance and session', async () => {
    const token = await api.login();
    const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
      token,
      body: { nodeId: paid.nodeId.toString() },
    });
    const launchToken = tokenOf(launched.body.value.url);
    const first = await vendor.call('authenticate', { token: launchToken });
    expect(first.body).toEqual({
      status: 'OK',
      playerId,
      currency: 'BDT',
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
      nickname: expect.any(String),
      sessionId: expect.any(String),
    });
    expect(first.body.balance).toBe(shown(await cash()));
    expect((await vendor.call('authenticate', { token: launchToken })).body.status).toBe('INVALID_TOKEN');
    expect((await vendor.call('authenticate', { token: 'made-up' })).body.status).toBe('INVALID_TOKEN');
  });

  it('refuses a token of another vendor and an expired one', async () => {
    const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
      token: memberToken,
      body: { nodeId: paid.nodeId.toString() },
    });
    const launchToken = tokenOf(launched.body.value.url);
    expect((await vendor.call('authenticate', { token: launchToken }, { vendor: 'PG' })).body.status).toBe(
      'INVALID_TOKEN',
    );
    const start = t.ctx.now();
    t.setNow(new Date(start.getTime() + t.ctx.config.vendorLaunchTokenTtlMs + 1000));
    try {
      expect((await vendor.call('authenticate', { token: launchToken })).body.status).toBe('INVALID_TOKEN');
    } finally {
      t.setNow(start);
    }
  });

  it('answers the balance; unknown player and wrong currency are refused', async () => {
    const balance = await vendor.call('balance', { playerId, currency: 'BDT' });
    expect(balance.body).toEqual({ status: 'OK', balance: expect.any(String) });
    expect(BigInt(String(balance.body.balance).replace('.', ''))).toBe(await cash());
    expect((await vendor.call('balance', { playerId: '999999', currency: 'BDT' })).body.status).toBe(
      'UNKNOWN_PLAYER',
    );
    expect((await vendor.call('balance', { playerId: 'abc', currency: 'BDT' })).body.status).toBe(
      'UNKNOWN_PLAYER',
    );
    expect((await vendor.call('balance', { playerId, currency: 'USD' })).body).toMatchObject({
      status: 'WRONG_CURRENCY',
    });
  });
});

describe('debit and credit', () => {
  it('debits, credits and settles the round, moving money between player and vendor', async () => {
    const [playerBefore, vendorBefore] = [await cash(), await vendorAccount()];
    const roundId = id('r');
    const debit = await vendor.call('debit', debitBody({ roundId, amount: '25.50' }));
    expect(debit.body).toEqual({
      status: 'OK',
      balance: expect.any(String),
      transactionId: expect.any(String),
    });
    expect(await cash()).toBe(playerBefore - 2550n);
    expect(await vendorAccount()).toBe(vendorBefore + 2550n);
    expect(await roundOf(roundId)).toMatchObject({ status: 'open', stakeMinor: 2550n, winMinor: 0n });
    // A second debit joins the round.
    await vendor.call('debit', debitBody({ roundId, amount: '4.50' }));
    expect(await roundOf(roundId)).toMatchObject({ status: 'open', stakeMinor: 3000n, debitCount: 2 });
    const credit = await vendor.call('credit', {
      ...debitBody({ roundId, amount: '100.00' }),
      transactionId: id('c'),
    });
    expect(credit.body.status).toBe('OK');
    expect(credit.body.balance).toBe(shown(playerBefore - 3000n + 10_000n));
    expect(await cash()).toBe(playerBefore - 3000n + 10_000n);
    expect(await vendorAccount()).toBe(vendorBefore + 3000n - 10_000n);
    const settled = await roundOf(roundId);
    expect(settled).toMatchObject({
      status: 'settled',
      stakeMinor: 3000n,
      winMinor: 10_000n,
      creditCount: 1,
    });
    expect(settled?.settledAt).toBeInstanceOf(Date);
    // A late debit into the settled round is refused; a late credit still lands.
    expect((await vendor.call('debit', debitBody({ roundId }))).body.status).toBe('ROUND_CLOSED');
    const late = await vendor.call('credit', {
      ...debitBody({ roundId, amount: '1.00' }),
      transactionId: id('c'),
    });
    expect(late.body.status).toBe('OK');
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled', winMinor: 10_100n });
  });

  it('accepts a zero credit (a lost round) and keeps a round open with endRound false', async () => {
    const before = await cash();
    const roundId = id('r');
    await vendor.call('debit', debitBody({ roundId, amount: '5.00' }));
    const partial = await vendor.call('credit', {
      ...debitBody({ roundId, amount: '2.00' }),
      transactionId: id('c'),
      endRound: false,
    });
    expect(partial.body.status).toBe('OK');
    expect(await roundOf(roundId)).toMatchObject({ status: 'open', winMinor: 200n });
    const lost = await vendor.call('credit', {
      ...debitBody({ roundId, amount: '0.00' }),
      transactionId: id('c'),
    });
    expect(lost.body.status).toBe('OK');
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled', winMinor: 200n });
    expect(await cash()).toBe(before - 300n);
  });

  it('refuses bad amounts: negative, zero, over-precise, not a number', async () => {
    const before = await cash();
    for (const amount of ['-1.00', '0', '0.00', '1.005', '1e3', ' 1.00', 'ten', '']) {
      const answer = await vendor.call('debit', debitBody({ amount }));
      expect(answer.body.status, `debit ${JSON.stringify(amount)}`).toBe(
        amount === '' ? 'INVALID_REQUEST' : 'INVALID_AMOUNT',
      );
    }
    const roundId = id('r');
    await vendor.call('debit', debitBody({ roundId, amount: '1.00' }));
    for (const amount of ['-1.00', '0.001']) {
      const answer = await vendor.call('credit', {
        ...debitBody({ roundId, amount }),
        transactionId: id('c'),
      });
      expect(answer.body.status, `credit ${amount}`).toBe('INVALID_AMOUNT');
    }
    expect(await cash()).toBe(before - 100n);
  });

  it('refuses unknown player, wrong currency, unknown game and unknown round', async () => {
    const before = await cash();
    expect((await vendor.call('debit', debitBody({ playerId: '424242' }))).body.status).toBe(
      'UNKNOWN_PLAYER',
    );
    expect((await vendor.call('debit', debitBody({ currency: 'USD' }))).body.status).toBe('WRONG_CURRENCY');
    expect((await vendor.call('debit', debitBody({ gameCode: 'no-such-game' }))).body.status).toBe(
      'GAME_NOT_AVAILABLE',
    );
    const credit = await vendor.call('credit', { ...debitBody(), transactionId: id('c') });
    expect(credit.body.status).toBe('UNKNOWN_ROUND');
    expect(
      (await vendor.call('endRound', { playerId, roundId: id('r'), gameCode: paid.gameCode })).body.status,
    ).toBe('UNKNOWN_ROUND');
    expect(await cash()).toBe(before);
  });

  it('answers INSUFFICIENT_FUNDS with the balance and moves nothing', async () => {
    const before = await cash();
    const body = debitBody({ amount: '99999999.00' });
    const answer = await vendor.call('debit', body);
    expect(answer.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: shown(before) });
    expect(await cash()).toBe(before);
    expect(await roundOf(body.roundId)).toBeUndefined();
    // The refusal is this id's answer for good, byte for byte.
    expect((await vendor.call('debit', body)).text).toBe(answer.text);
  });

  it('ends a round with endRound (idempotently) and answers the balance', async () => {
    const roundId = id('r');
    await vendor.call('debit', debitBody({ roundId, amount: '1.00' }));
    for (let i = 0; i < 2; i++) {
      const end = await vendor.call('endRound', { playerId, roundId, gameCode: paid.gameCode });
      expect(end.body).toEqual({ status: 'OK', balance: expect.any(String) });
    }
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled', winMinor: 0n, stakeMinor: 100n });
  });
});

describe('idempotency', () => {
  it('answers a duplicate with the first response byte for byte and posts once', async () => {
    const before = await cash();
    const body = debitBody({ amount: '3.00' });
    const first = await vendor.call('debit', body);
    // The same request, written with other key order and spacing, is the same request.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 1);
    const replays = [await vendor.call('debit', body), await vendor.call('debit', null, { raw: reordered })];
    for (const replay of replays) expect(replay.text).toBe(first.text);
    expect(await cash()).toBe(before - 300n);
    expect(await transactions(body.transactionId)).toHaveLength(1);
    const credit = { ...debitBody({ roundId: body.roundId, amount: '7.00' }), transactionId: id('c') };
    const credited = await vendor.call('credit', credit);
    expect((await vendor.call('credit', credit)).text).toBe(credited.text);
    expect(await cash()).toBe(before - 300n + 700n);
    // The replay is logged as one.
    const logged = await t.ctx.database.db
      .select()
      .from(vendorCallLog)
      .where(eq(vendorCallLog.transactionId, body.transactionId));
    expect(logged.map((l) => l.replayed)).toEqual([false, true, true]);
    expect(logged[1]?.responseBody).toBe(first.text);
    expect(logged[0]?.headers).toMatchObject({
      'x-khela-vendor': 'KHELA',
      'x-khela-signature': expect.any(String),
    });
  });

  it('refuses the same id with a different body and changes nothing', async () => {
    const body = debitBody({ amount: '2.00' });
    await vendor.call('debit', body);
    const after = await cash();
    const conflict = await vendor.call('debit', { ...body, amount: '3.00' });
    expect(conflict.body.status).toBe('DUPLICATE_TRANSACTION_CONFLICT');
    const asCredit = await vendor.call('credit', { ...body, amount: '2.00' });
    expect(asCredit.body.status).toBe('DUPLICATE_TRANSACTION_CONFLICT');
    expect(await cash()).toBe(after);
  });
});

describe('rollback', () => {
  it('refunds a known debit of an open round as a rollback operation, once', async () => {
    const before = await cash();
    const vendorBefore = await vendorAccount();
    const debit = debitBody({ amount: '8.00' });
    await vendor.call('debit', debit);
    const body = {
      playerId,
      currency: 'BDT',
      transactionId: id('rb'),
      refTransactionId: debit.transactionId,
      roundId: debit.roundId,
      gameCode: paid.gameCode,
    };
    const rolled = await vendor.call('rollback', body);
    expect(rolled.body).toEqual({ status: 'OK', balance: expect.any(String) });
    expect(await cash()).toBe(before);
    expect(await vendorAccount()).toBe(vendorBefore);
    expect(await roundOf(debit.roundId)).toMatchObject({ status: 'rolled_back', refundedMinor: 800n });
    // The refund is a wallet rollback operation under the vendor's id.
    const ops = await t.ctx.database.db.execute(
      sql`select type from wallet_operation where idempotency_key = ${`vendor:KHELA:${body.transactionId}`}`,
    );
    expect((ops as unknown as { rows: { type: string }[] }).rows.map((r) => r.type)).toEqual(['rollback']);
    // Replayed: same bytes, no second refund; a second rollback id for the same debit refunds nothing.
    expect((await vendor.call('rollback', body)).text).toBe(rolled.text);
    await vendor.call('rollback', { ...body, transactionId: id('rb') });
    expect(await cash()).toBe(before);
  });

  it('leaves a marker for an unknown debit that refuses the late debit', async () => {
    const before = await cash();
    const late = debitBody({ amount: '6.00' });
    const rolled = await vendor.call('rollback', {
      playerId,
      currency: 'BDT',
      transactionId: id('rb'),
      refTransactionId: late.transactionId,
      roundId: late.roundId,
      gameCode: paid.gameCode,
    });
    expect(rolled.body.status).toBe('OK');
    const refused = await vendor.call('debit', late);
    expect(refused.body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect((await vendor.call('debit', late)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await cash()).toBe(before);
    expect(await roundOf(late.roundId)).toBeUndefined();
  });

  it('refuses to roll back a debit of a settled round', async () => {
    const debit = debitBody({ amount: '4.00' });
    await vendor.call('debit', debit);
    await vendor.call('credit', { ...debit, transactionId: id('c'), amount: '9.00' });
    const after = await cash();
    const answer = await vendor.call('rollback', {
      playerId,
      currency: 'BDT',
      transactionId: id('rb'),
      refTransactionId: debit.transactionId,
      roundId: debit.roundId,
      gameCode: paid.gameCode,
    });
    expect(answer.body.status).toBe('ROUND_CLOSED');
    expect(await cash()).toBe(after);
    expect(await roundOf(debit.roundId)).toMatchObject({ status: 'settled', refundedMinor: 0n });
  });

  it('rolls back nothing for a debit that was refused', async () => {
    const debit = debitBody({ amount: '99999999.00' });
    expect((await vendor.call('debit', debit)).body.status).toBe('INSUFFICIENT_FUNDS');
    const before = await cash();
    const answer = await vendor.call('rollback', {
      playerId,
      currency: 'BDT',
      transactionId: id('rb'),
      refTransactionId: debit.transactionId,
      roundId: debit.roundId,
      gameCode: paid.gameCode,
    });
    expect(answer.body.status).toBe('OK');
    expect(await cash()).toBe(before);
  });
});

describe('adjust', () => {
  it('moves a signed amount; a negative one beyond the balance is INSUFFICIENT_FUNDS', async () => {
    const before = await cash();
    const plus = await vendor.call('adjust', {
      playerId,
      currency: 'BDT',
      transactionId: id('a'),
      amount: '12.00',
      reason: 'jackpot contribution refund',
    });
    expect(plus.body.status).toBe('OK');
    expect(await cash()).toBe(before + 1200n);
    const minus = await vendor.call('adjust', {
      playerId,
      currency: 'BDT',
      transactionId: id('a'),
      amount: '-2.00',
      reason: 'correction',
    });
    expect(minus.body.status).toBe('OK');
    expect(await cash()).toBe(before + 1000n);
    const tooMuch = await vendor.call('adjust', {
      playerId,
      currency: 'BDT',
      transactionId: id('a'),
      amount: '-99999999.00',
      reason: 'correction',
    });
    expect(tooMuch.body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: expect.any(String) });
    const zero = await vendor.call('adjust', {
      playerId,
      currency: 'BDT',
      transactionId: id('a'),
      amount: '0.00',
      reason: 'nothing',
    });
    expect(zero.body.status).toBe('INVALID_AMOUNT');
    expect(await cash()).toBe(before + 1000n);
  });
});

describe('adjust of a settled round (a resettlement)', () => {
  it("moves the round's win with the money; replays answer once; a wrong round changes nothing", async () => {
    const roundId = id('r');
    const base = { playerId, currency: 'BDT', roundId, gameCode: paid.gameCode };
    expect(
      (await vendor.call('debit', { ...base, transactionId: id('d'), amount: '10.00' })).body.status,
    ).toBe('OK');
    expect(
      (await vendor.call('credit', { ...base, transactionId: id('c'), amount: '19.00', endRound: true })).body
        .status,
    ).toBe('OK');
    const before = await cash();
    // The result is rolled back (the win taken away), then resettled at a half win (14.50).
    const back = {
      playerId,
      currency: 'BDT',
      transactionId: id('a'),
      amount: '-19.00',
      reason: 'rollback of settlement',
      roundId,
      gameCode: paid.gameCode,
    };
    const [first, duplicate] = await Promise.all([vendor.call('adjust', back), vendor.call('adjust', back)]);
    expect([first.body.status, duplicate.body.status]).toEqual(['OK', 'OK']);
    expect((await vendor.call('adjust', back)).body).toEqual(first.body);
    expect(await cash()).toBe(before - 1900n);
    expect((await roundOf(roundId))?.winMinor).toBe(0n);
    const again = { ...back, transactionId: id('a'), amount: '14.50', reason: 'resettlement' };
    expect((await vendor.call('adjust', again)).body.status).toBe('OK');
    expect(await cash()).toBe(before - 450n);
    expect(await roundOf(roundId)).toMatchObject({ winMinor: 1450n, stakeMinor: 1000n, status: 'settled' });
    // Below a zero win, another player's round, a missing gameCode: refused, nothing moves.
    const tooFar = await vendor.call('adjust', { ...back, transactionId: id('a'), amount: '-20.00' });
    expect(tooFar.body.status).toBe('INVALID_AMOUNT');
    const unknown = await vendor.call('adjust', { ...back, transactionId: id('a'), roundId: id('r') });
    expect(unknown.body.status).toBe('UNKNOWN_ROUND');
    const half = { ...back, transactionId: id('a') } as Record<string, unknown>;
    delete half.gameCode;
    expect((await vendor.call('adjust', half)).body.status).toBe('INVALID_REQUEST');
    expect(await cash()).toBe(before - 450n);
    expect((await roundOf(roundId))?.winMinor).toBe(1450n);
  });
});

describe('trial players', () => {
  it('play free-trial games with play money only, and no other games', async () => {
    const trialToken = await api.trial();
    const auth = await launchAndAuthenticate(trialToken, free);
    const trialId = auth.playerId;
    const [playBefore, cashBefore] = [await trialMoney(trialId), await cash(trialId)];
    expect(auth.balance).toBe(shown(playBefore));
    const roundId = id('r');
    const base = { playerId: trialId, currency: 'BDT', roundId, gameCode: free.gameCode };
    const debit = await vendor.call('debit', { ...base, transactionId: id('d'), amount: '10.00' });
    expect(debit.body.status).toBe('OK');
    await vendor.call('credit', { ...base, transactionId: id('c'), amount: '30.00' });
    expect(await trialMoney(trialId)).toBe(playBefore + 2000n);
    expect(await cash(trialId)).toBe(cashBefore);
    expect(await roundOf(roundId)).toMatchObject({ playMoney: true, status: 'settled' });
    // A game without free trial is refused for the trial player.
    const paidDebit = await vendor.call('debit', {
      ...base,
      roundId: id('r'),
      gameCode: paid.gameCode,
      transactionId: id('d'),
      amount: '1.00',
    });
    expect(paidDebit.body.status).toBe('GAME_NOT_AVAILABLE');
    expect(await trialMoney(trialId)).toBe(playBefore + 2000n);
  });
});

describe('maintenance', () => {
  it('refuses debits while the game or vendor is under maintenance; credits still land', async () => {
    const roundId = id('r');
    await vendor.call('debit', debitBody({ roundId, amount: '2.00' }));
    const before = await cash();
    await catalogueRepo.setGameFlags(t.ctx.database.db, paid.nodeId, { status: 'maintenance' });
    try {
      expect((await vendor.call('debit', debitBody())).body.status).toBe('GAME_MAINTENANCE');
      const credit = await vendor.call('credit', {
        ...debitBody({ roundId, amount: '1.00' }),
        transactionId: id('c'),
      });
      expect(credit.body.status).toBe('OK');
    } finally {
      await catalogueRepo.setGameFlags(t.ctx.database.db, paid.nodeId, { status: 'active' });
    }
    await catalogueRepo.setVendorStatus(t.ctx.database.db, 'KHELA', 'maintenance');
    try {
      expect((await vendor.call('debit', debitBody())).body.status).toBe('GAME_MAINTENANCE');
    } finally {
      await catalogueRepo.setVendorStatus(t.ctx.database.db, 'KHELA', 'active');
    }
    expect(await cash()).toBe(before + 100n);
  });

  it('refuses debits in a switched-off game but still pays the credit of its open round', async () => {
    const roundId = id('r');
    await vendor.call('debit', debitBody({ roundId, amount: '2.00' }));
    const before = await cash();
    await catalogueRepo.setGameFlags(t.ctx.database.db, paid.nodeId, { status: 'inactive' });
    try {
      expect((await vendor.call('debit', debitBody())).body.status).toBe('GAME_NOT_AVAILABLE');
      const credit = await vendor.call('credit', {
        ...debitBody({ roundId, amount: '3.00' }),
        transactionId: id('c'),
      });
      expect(credit.body.status).toBe('OK');
    } finally {
      await catalogueRepo.setGameFlags(t.ctx.database.db, paid.nodeId, { status: 'active' });
    }
    expect(await cash()).toBe(before + 300n);
    expect(await roundOf(roundId)).toMatchObject({ status: 'settled', winMinor: 300n });
  });
});

describe('session expiry', () => {
  it('refuses debits after the game session expired but accepts credits, rollbacks and endRound', async () => {
    const roundId = id('r');
    const open = debitBody({ roundId, amount: '5.00' });
    await vendor.call('debit', open);
    const second = debitBody({ roundId, amount: '1.00' });
    await vendor.call('debit', second);
    const before = await cash();
    const start = t.ctx.now();
    t.setNow(new Date(start.getTime() + t.ctx.config.vendorSessionTtlMs + 60_000));
    try {
      expect((await vendor.call('debit', debitBody())).body.status).toBe('SESSION_EXPIRED');
      const rolled = await vendor.call('rollback', {
        playerId,
        currency: 'BDT',
        transactionId: id('rb'),
        refTransactionId: second.transactionId,
        roundId,
        gameCode: paid.gameCode,
      });
      expect(rolled.body.status).toBe('OK');
      const credit = await vendor.call('credit', {
        ...debitBody({ roundId, amount: '20.00' }),
        transactionId: id('c'),
      });
      expect(credit.body.status).toBe('OK');
      expect(await cash()).toBe(before + 100n + 2000n);
      expect(await roundOf(roundId)).toMatchObject({
        status: 'settled',
        stakeMinor: 600n,
        refundedMinor: 100n,
      });
      const end = await vendor.call('endRound', { playerId, roundId, gameCode: paid.gameCode });
      expect(end.body.status).toBe('OK');
    } finally {
      t.setNow(start);
    }
  });
});

describe('call log and routes', () => {
  it('logs every call raw, including refused ones', async () => {
    const marker = id('log');
    await vendor.call('balance', { playerId, currency: 'BDT', note: marker }, { secret: 'wrong' });
    const rows = await t.ctx.database.db
      .select()
      .from(vendorCallLog)
      .where(sql`${vendorCallLog.requestBody} like ${`%${marker}%`}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ call: 'balance', status: 'INVALID_SIGNATURE', vendorCode: 'KHELA' });
    expect(JSON.parse(rows[0]?.responseBody ?? '{}')).toMatchObject({ status: 'INVALID_SIGNATURE' });
  });

  it('serves every call of the protocol, and only those', async () => {
    for (const call of VENDOR_CALLS) {
      const answer = await vendor.call(call, {}, { secret: 'wrong' });
      expect(answer.http, call).toBe(200);
      expect(answer.body.status, call).toBe('INVALID_SIGNATURE');
    }
    expect((await vendor.call('withdrawEverything', {})).http).toBe(404);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('concurrency (PostgreSQL)', () => {
  it('posts 20 parallel identical debits once and answers them all with the same bytes', async () => {
    const before = await cash();
    const vendorBefore = await vendorAccount();
    const body = debitBody({ amount: '1.25' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => vendor.call('debit', body)));
    expect(answers.map((a) => a.body.status)).toEqual(Array(20).fill('OK'));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await cash()).toBe(before - 125n);
    expect(await vendorAccount()).toBe(vendorBefore + 125n);
    expect(await transactions(body.transactionId)).toHaveLength(1);
    expect(await roundOf(body.roundId)).toMatchObject({ stakeMinor: 125n, debitCount: 1 });
  });

  it('keeps a rollback racing its debit consistent: refunded or refused, never both or neither', async () => {
    const before = await cash();
    const debit = debitBody({ amount: '2.00' });
    const [debited, rolled] = await Promise.all([
      vendor.call('debit', debit),
      vendor.call('rollback', {
        playerId,
        currency: 'BDT',
        transactionId: id('rb'),
        refTransactionId: debit.transactionId,
        roundId: debit.roundId,
        gameCode: paid.gameCode,
      }),
    ]);
    expect(rolled.body.status).toBe('OK');
    expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(debited.body.status);
    expect(await cash()).toBe(before);
  });
});
