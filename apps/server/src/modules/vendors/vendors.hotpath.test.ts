import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import type { GameRow } from '../games/games.catalogue.repo.js';
import { isBookingDeclined } from './vendors.repo.js';
import { newVendorSecret } from './vendors.signature.js';
import { betRecord, vendorCallLog, vendorCredential, vendorTransaction } from './vendors.tables.js';

/**
 * The debit/credit hot path (decision 0028): one statement claims the id with its answer, logs
 * the call and books the round; credentials are kept in memory. What it must still guarantee.
 */
const t = useTestApp();
const api = gamesClient(t);
const vendor = vendorClient(t);
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const db = () => t.ctx.database.db;

let playerId = '';
let paid: GameRow;

const cash = async () => (await t.app.services.wallet.balancesOf(playerId)).cashMinor;
const transactionRows = (transactionId: string) =>
  db()
    .select()
    .from(vendorTransaction)
    .where(
      and(eq(vendorTransaction.vendorCode, 'KHELA'), eq(vendorTransaction.transactionId, transactionId)),
    );
const logRows = (transactionId: string) =>
  db()
    .select()
    .from(vendorCallLog)
    .where(and(eq(vendorCallLog.vendorCode, 'KHELA'), eq(vendorCallLog.transactionId, transactionId)));
const round = async (roundId: string) =>
  (
    await db()
      .select()
      .from(betRecord)
      .where(and(eq(betRecord.vendorCode, 'KHELA'), eq(betRecord.roundId, roundId)))
  )[0];

const money = (over: Record<string, unknown>) => ({
  playerId,
  currency: 'BDT',
  transactionId: id('tx'),
  roundId: id('r'),
  gameCode: paid.gameCode,
  amount: '1.00',
  ...over,
});

beforeAll(async () => {
  [paid] = (await vendor.games(1)) as [GameRow];
  const token = await api.login();
  const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: paid.nodeId.toString(), gameCode: paid.gameCode, vassalage: paid.vassalage, lobby: '/' },
  });
  const auth = await vendor.call('authenticate', { token: tokenOf(launched.body.value.url) });
  playerId = String(auth.body.playerId);
});

describe('one statement per money call', () => {
  it('stores the answer bytes, logs the call once and books the round for a debit and its credit', async () => {
    const debit = money({ amount: '3.00' });
    const credit = { ...debit, transactionId: id('c'), amount: '5.00' };
    const d = await vendor.call('debit', debit);
    const c = await vendor.call('credit', credit);
    expect([d.body.status, c.body.status]).toEqual(['OK', 'OK']);
    for (const [call, body, reply] of [
      ['debit', debit, d],
      ['credit', credit, c],
    ] as const) {
      const [row] = await transactionRows(body.transactionId);
      expect(row).toMatchObject({ kind: call, outcome: 'posted', responseBody: reply.text });
      expect(row?.walletOperationId).toBeTruthy();
      const logs = await logRows(body.transactionId);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ call, status: 'OK', responseBody: reply.text, replayed: false });
      expect(logs[0]?.requestBody).toBe(JSON.stringify(body));
      expect(logs[0]?.headers).toMatchObject({ 'x-khela-vendor': 'KHELA' });
    }
    expect(await round(debit.roundId)).toMatchObject({
      stakeMinor: 300n,
      winMinor: 500n,
      debitCount: 1,
      creditCount: 1,
      status: 'settled',
    });
    // A replay is logged by the route, as replayed, and stores nothing new.
    const again = await vendor.call('debit', debit);
    expect(again.text).toBe(d.text);
    expect((await logRows(debit.transactionId)).map((r) => r.replayed).sort()).toEqual([false, true]);
  });

  it('rolls the posting back when the round refuses, and stores and logs nothing with it', async () => {
    const debit = money({});
    expect((await vendor.call('debit', debit)).body.status).toBe('OK');
    expect((await vendor.call('credit', { ...debit, transactionId: id('c'), amount: '0' })).body.status).toBe(
      'OK',
    );
    const before = await cash();
    const late = { ...debit, transactionId: id('late') };
    expect((await vendor.call('debit', late)).body.status).toBe('ROUND_CLOSED');
    expect(await cash()).toBe(before);
    expect(await transactionRows(late.transactionId)).toHaveLength(0);
    // Only the route's log row of the refusal.
    expect((await logRows(late.transactionId)).map((r) => r.status)).toEqual(['ROUND_CLOSED']);
    // The vendor may use the id again in an open round (the refusal was not stored).
    expect((await vendor.call('debit', { ...late, roundId: id('r') })).body.status).toBe('OK');
  });

  it('accepts a changed vendor secret at once and refuses the old one after the next read', async () => {
    const code = 'PG';
    const balance = { playerId: '999999999', currency: 'BDT' };
    const old = await vendor.secret(code);
    expect((await vendor.call('balance', balance, { vendor: code, secret: old })).body.status).toBe(
      'UNKNOWN_PLAYER',
    );
    const fresh = newVendorSecret();
    await db().update(vendorCredential).set({ secret: fresh }).where(eq(vendorCredential.vendorCode, code));
    expect((await vendor.call('balance', balance, { vendor: code, secret: fresh })).body.status).toBe(
      'UNKNOWN_PLAYER',
    );
    expect((await vendor.call('balance', balance, { vendor: code, secret: old })).body.status).toBe(
      'INVALID_SIGNATURE',
    );
  });
});

describe('the posting and its booking in one statement (decision 0038)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const wallet = () => t.app.services.wallet;
  const deposit = (amountMinor: bigint) =>
    wallet().post({
      idempotencyKey: id('fund'),
      type: 'deposit',
      transfers: [
        {
          from: { system: 'payment_provider', ownerId: 'TEST' },
          to: { player: playerId, kind: 'cash' },
          amountMinor,
        },
      ],
      actor: 'test',
    });

  it('books a debit and a win with their postings, without the transactional path', async () => {
    const fast = vi.spyOn(wallet(), 'executeThen');
    const slow = vi.spyOn(wallet(), 'execute');
    const before = await cash();
    const debit = money({ amount: '2.00' });
    const d = await vendor.call('debit', debit);
    const c = await vendor.call('credit', { ...debit, transactionId: id('c'), amount: '3.50' });
    expect([d.body.status, c.body.status]).toEqual(['OK', 'OK']);
    expect(fast).toHaveBeenCalledTimes(2);
    for (const result of fast.mock.results) await expect(result.value).resolves.toBeTruthy();
    expect(slow).not.toHaveBeenCalled();
    expect(await cash()).toBe(before + 150n);
    expect(c.body.balance).toBe(((Number(before) + 150) / 100).toFixed(2));
    expect(await round(debit.roundId)).toMatchObject({ stakeMinor: 200n, winMinor: 350n, status: 'settled' });
  });

  it('keeps nothing when the balance moved since the lookup, and answers the real balance the long way', async () => {
    const original = wallet().executeThen;
    const fast = vi.spyOn(wallet(), 'executeThen').mockImplementationOnce(async (input, then) => {
      await deposit(700n); // between the lookup and the posting: the answer written ahead is wrong
      return original(input, then);
    });
    const slow = vi.spyOn(wallet(), 'execute');
    const before = await cash();
    const debit = money({ amount: '1.25' });
    const d = await vendor.call('debit', debit);
    expect(d.body.status).toBe('OK');
    await expect(fast.mock.results[0]?.value).rejects.toSatisfy(isBookingDeclined);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(await cash()).toBe(before + 700n - 125n);
    expect(d.body.balance).toBe(((Number(before) + 575) / 100).toFixed(2));
    const rows = await transactionRows(debit.transactionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.responseBody).toBe(d.text);
    expect(await logRows(debit.transactionId)).toHaveLength(1);
    expect(await round(debit.roundId)).toMatchObject({ stakeMinor: 125n, debitCount: 1 });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('concurrent duplicates (PostgreSQL)', () => {
  it('answers parallel debits of one id with different amounts from the one that posted', async () => {
    const before = await cash();
    const first = money({ amount: '1.10' });
    const bodies = Array.from({ length: 12 }, (_, i) => ({ ...first, amount: i % 2 ? '1.10' : '2.20' }));
    const answers = await Promise.all(bodies.map((b) => vendor.call('debit', b)));
    const [row] = await transactionRows(first.transactionId);
    expect(row?.outcome).toBe('posted');
    const posted = row?.amountMinor ?? 0n;
    expect([110n, 220n]).toContain(posted);
    answers.forEach((answer, i) => {
      const same = BigInt(Math.round(Number(bodies[i]?.amount) * 100)) === posted;
      if (same) expect(answer.text).toBe(row?.responseBody);
      else expect(answer.body.status).toBe('DUPLICATE_TRANSACTION_CONFLICT');
    });
    expect(await cash()).toBe(before - posted);
    expect(await round(first.roundId)).toMatchObject({ stakeMinor: posted, debitCount: 1 });
  });

  it('pays parallel identical credits once, with the same bytes', async () => {
    const debit = money({});
    expect((await vendor.call('debit', debit)).body.status).toBe('OK');
    const before = await cash();
    const credit = { ...debit, transactionId: id('c'), amount: '4.00' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => vendor.call('credit', credit)));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]?.body.status).toBe('OK');
    expect(await cash()).toBe(before + 400n);
    expect(await round(debit.roundId)).toMatchObject({ winMinor: 400n, creditCount: 1 });
    expect(await logRows(credit.transactionId)).toHaveLength(12);
  });

  it('counts parallel identical zero credits (one statement, no transaction) once', async () => {
    const debit = money({});
    expect((await vendor.call('debit', debit)).body.status).toBe('OK');
    const credit = { ...debit, transactionId: id('z'), amount: '0.00' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => vendor.call('credit', credit)));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]?.body.status).toBe('OK');
    expect(await transactionRows(credit.transactionId)).toHaveLength(1);
    expect(await round(debit.roundId)).toMatchObject({ winMinor: 0n, creditCount: 1, status: 'settled' });
    expect((await logRows(credit.transactionId)).filter((r) => !r.replayed)).toHaveLength(1);
  });
});
