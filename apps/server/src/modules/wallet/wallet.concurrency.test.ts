import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { batcherFor } from './wallet.batch.js';
import { type AccountRef, inputHashOf } from './wallet.model.js';
import type { OperationResult } from './wallet.post.js';
import { createWalletService } from './wallet.service.js';

const t = useTestApp({ seed: false });
const wallet = () => createWalletService(t.ctx);
/** The whole error chain as text: Drizzle wraps the database's own message in `cause`. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const parts: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) parts.push(e.message);
    return parts.join(' <- ');
  }
  return 'did not fail';
}
const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

async function totalsByCurrency(): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ currency: string; total: string }>(
    t.ctx.database.db,
    sql`select currency, sum(balance_minor)::text as total from wallet_account group by currency`,
  );
  return new Map(rows.map((r) => [r.currency, BigInt(r.total)]));
}

async function fund(player: string, amountMinor: bigint) {
  await wallet().post({
    idempotencyKey: unique('fund'),
    type: 'deposit',
    transfers: [
      { from: { system: 'payment_provider', ownerId: 'TEST' }, to: { player, kind: 'cash' }, amountMinor },
    ],
    actor: 'test',
  });
}

describe.runIf(testDatabaseKind === 'postgres')('races on PostgreSQL', () => {
  it('200 concurrent debits of X against 50·X: exactly 50 succeed, no deadlock reaches a caller', async () => {
    const player = unique('spender');
    const x = 1_000n;
    await fund(player, 50n * x);
    const before = await totalsByCurrency();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        wallet().execute({
          idempotencyKey: `${player}:bet:${i}`,
          type: 'bet',
          transfers: [{ from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: x }],
          actor: 'test',
        }),
      ),
    );
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    expect(rejected.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const results = outcomes.map((o) => (o as PromiseFulfilledResult<OperationResult>).value);
    expect(results.filter((r) => r.status === 'posted')).toHaveLength(50);
    expect(
      results.filter((r) => r.status === 'refused').every((r) => r.code === 'WALLET_INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect((await wallet().balancesOf(player)).cashMinor).toBe(0n);
    expect(await totalsByCurrency()).toEqual(before);
    for (const total of (await totalsByCurrency()).values()) expect(total).toBe(0n);
  });

  it('bets from many players spread over the house shards instead of one row', async () => {
    const players = Array.from({ length: 40 }, () => unique('bettor'));
    for (const p of players) await fund(p, 10_000n);
    const houseBefore = await wallet().systemBalance('house');
    await Promise.all(
      players.map((player, i) =>
        wallet().post({
          idempotencyKey: `${player}:bet:${i}`,
          type: 'bet',
          transfers: [{ from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: 100n }],
          actor: 'test',
        }),
      ),
    );
    expect((await wallet().systemBalance('house')) - houseBefore).toBe(4_000n);
    const shards = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from wallet_account where kind = 'house'`,
    );
    expect(shards[0]?.n).toBeGreaterThan(8);
  });
});

describe('idempotency', () => {
  it('each command replayed 1–5 times, concurrently and out of order: identical results and balances', async () => {
    const player = unique('replayer');
    await fund(player, 100_000n);
    const commands: { key: string; run: () => Promise<OperationResult> }[] = [];
    for (let i = 0; i < 30; i++) {
      const key = `${player}:cmd:${i}`;
      const kind = i % 3;
      const transfers: { from: AccountRef; to: AccountRef; amountMinor: bigint }[] =
        kind === 0
          ? [{ from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: BigInt(1000 + i) }]
          : kind === 1
            ? [{ from: { system: 'house' }, to: { player, kind: 'cash' }, amountMinor: BigInt(500 + i) }]
            : [
                {
                  from: { player, kind: 'cash' },
                  to: { system: 'vendor', ownerId: 'V' },
                  amountMinor: 10_000_000n,
                },
              ];
      commands.push({
        key,
        run: () => wallet().execute({ idempotencyKey: key, type: 'bet', transfers, actor: 'test' }),
      });
    }
    // Each command 1–5 times, all shuffled and fired together.
    const calls = commands.flatMap((c, i) => Array.from({ length: 1 + (i % 5) }, () => c));
    for (let i = calls.length - 1; i > 0; i--) {
      const j = (i * 7919) % (i + 1);
      [calls[i], calls[j]] = [calls[j] as (typeof calls)[number], calls[i] as (typeof calls)[number]];
    }
    const results = await Promise.all(calls.map((c) => c.run().then((r) => ({ key: c.key, r }))));
    for (const command of commands) {
      const mine = results.filter((x) => x.key === command.key).map((x) => x.r);
      for (const r of mine) expect(r).toEqual(mine[0]);
    }
    const balanceAfter = (await wallet().balancesOf(player)).cashMinor;
    // Replaying everything again later changes nothing.
    const again = await Promise.all(commands.map((c) => c.run()));
    expect(again).toEqual(commands.map((c) => results.find((x) => x.key === c.key)?.r));
    expect((await wallet().balancesOf(player)).cashMinor).toBe(balanceAfter);
    // 10 bets of ~1000 out, 10 wins of ~500 in, 10 refusals.
    const expected =
      100_000n -
      [...Array(10)].reduce((s: bigint, _, k) => s + BigInt(1000 + k * 3), 0n) +
      [...Array(10)].reduce((s: bigint, _, k) => s + BigInt(500 + k * 3 + 1), 0n);
    expect(balanceAfter).toBe(expected);
  });

  it('the same key with a different input is refused with its own code and changes nothing', async () => {
    const player = unique('conflict');
    await fund(player, 5_000n);
    const key = unique('key');
    const base = { idempotencyKey: key, type: 'bet' as const, actor: 'test' };
    await wallet().post({
      ...base,
      transfers: [{ from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: 100n }],
    });
    const error = await wallet()
      .post({
        ...base,
        transfers: [{ from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: 200n }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('WALLET_IDEMPOTENCY_CONFLICT');
    expect((await wallet().balancesOf(player)).cashMinor).toBe(4_900n);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('group commit (PostgreSQL)', () => {
  it('operations that arrive together share a transaction, and one that fails fails alone', async () => {
    const batcher = batcherFor(t.ctx.database);
    if (!batcher) throw new Error('no batcher on PostgreSQL');
    const before = { ...batcher.counts };
    // A player one step below bigint overflow: crediting it once more raises in SQL.
    const sink = unique('sink');
    for (let i = 0; i < 9; i++) {
      await wallet().post({
        idempotencyKey: unique('fill'),
        type: 'adjustment',
        transfers: [
          {
            from: { system: 'payment_provider', ownerId: sink },
            to: { player: sink, kind: 'cash' },
            amountMinor: 10n ** 18n,
          },
        ],
        actor: 'test',
      });
    }
    const players = Array.from({ length: 30 }, () => unique('batched'));
    for (const player of players) await fund(player, 100n);
    const overflow = wallet()
      .post({
        idempotencyKey: unique('overflow'),
        type: 'adjustment',
        transfers: [
          {
            from: { system: 'payment_provider', ownerId: sink },
            to: { player: sink, kind: 'cash' },
            amountMinor: 10n ** 18n,
          },
        ],
        actor: 'test',
      })
      .then(
        () => 'posted',
        () => 'failed',
      );
    const bets = players.map((player, i) =>
      wallet().post({
        idempotencyKey: unique(`bet-${i}`),
        type: 'bet',
        transfers: [{ from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: 40n }],
        actor: 'test',
      }),
    );
    expect(await overflow).toBe('failed');
    const results = await Promise.all(bets);
    expect(results.every((r) => r.status === 'posted')).toBe(true);
    for (const player of players) expect((await wallet().balancesOf(player)).cashMinor).toBe(60n);
    expect(batcher.counts.batches).toBeGreaterThan(before.batches);
    expect(batcher.counts.fallbacks).toBeGreaterThan(before.fallbacks);
    expect((await totalsByCurrency()).get('BDT')).toBe(0n);
  });
});

describe('operations written before migration 0010', () => {
  it('a replay returns the full answer stored with them, as it was', async () => {
    const player = unique('legacy');
    const input = {
      idempotencyKey: unique('legacy-op'),
      type: 'bet' as const,
      transfers: [
        { from: { player, kind: 'cash' as const }, to: { system: 'house' as const }, amountMinor: 7n },
      ],
      actor: 'test',
    };
    const stored = {
      idempotencyKey: input.idempotencyKey,
      type: 'bet',
      reference: '',
      status: 'refused',
      code: 'WALLET_INSUFFICIENT_FUNDS',
      account: { kind: 'cash', ownerId: player, currency: 'BDT', balanceMinor: '0' },
      entries: [],
      createdAt: '2026-01-02T03:04:05.678Z',
    };
    const [row] = await queryRows<{ id: string }>(
      t.ctx.database.db,
      sql`insert into wallet_operation (idempotency_key, input_hash, type, actor, status, result, created_at)
          values (${input.idempotencyKey}, ${inputHashOf(input)}, 'bet', 'test', 'refused', ${JSON.stringify(stored)}::jsonb,
                  '2026-01-02T03:04:05.678Z') returning id::text`,
    );
    const replayed = await wallet()
      .post(input)
      .catch((e: unknown) => e);
    expect(replayed).toBeInstanceOf(AppError);
    expect((replayed as AppError).code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect((replayed as { result?: OperationResult }).result).toEqual({ ...stored, operationId: row?.id });
  });
});

describe('the database enforces the ledger rules', () => {
  it('ledger rows cannot be updated or deleted', async () => {
    const player = unique('immutable');
    await fund(player, 1_000n);
    const db = t.ctx.database.db;
    expect(await failureOf(db.execute(sql`update wallet_entry set amount_minor = amount_minor * 2`))).toMatch(
      /insert-only/,
    );
    expect(await failureOf(db.execute(sql`delete from wallet_entry`))).toMatch(/insert-only/);
    expect(await failureOf(db.execute(sql`update wallet_operation set status = 'refused'`))).toMatch(
      /insert-only/,
    );
    expect(await failureOf(db.execute(sql`truncate wallet_entry cascade`))).toMatch(/insert-only/);
  });

  it('an operation whose entries do not sum to zero cannot commit', async () => {
    const player = unique('unbalanced');
    await fund(player, 1_000n);
    const db = t.ctx.database.db;
    const [account] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from wallet_account where owner_id = ${player} and kind = 'cash'`,
    );
    const attempt = db.transaction(async (tx) => {
      const [op] = await queryRows<{ id: string }>(
        tx,
        sql`insert into wallet_operation (idempotency_key, input_hash, type, actor, status, result)
            values (${unique('forged')}, 'x', 'adjustment', 'attacker', 'posted', '{}'::jsonb) returning id::text`,
      );
      await tx.execute(sql`insert into wallet_entry (operation_id, transfer_index, account_id, amount_minor, currency, balance_after_minor, type)
            values (${op?.id}::bigint, 0, ${account?.id}::bigint, 1000000, 'BDT', 1001000, 'adjustment')`);
    });
    expect(await failureOf(attempt)).toMatch(/does not balance/);
    expect((await wallet().balancesOf(player)).cashMinor).toBe(1_000n);
  });

  it('entries are balanced statement by statement: two half-transfers in one transaction are refused', async () => {
    const player = unique('halves');
    await fund(player, 1_000n);
    const db = t.ctx.database.db;
    const [account] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from wallet_account where owner_id = ${player} and kind = 'cash'`,
    );
    const [house] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from wallet_account where kind = 'payment_provider' and currency = 'BDT' limit 1`,
    );
    const attempt = db.transaction(async (tx) => {
      const [op] = await queryRows<{ id: string }>(
        tx,
        sql`insert into wallet_operation (idempotency_key, input_hash, type, actor, status, result)
            values (${unique('forged')}, 'x', 'adjustment', 'attacker', 'posted', '{}'::jsonb) returning id::text`,
      );
      await tx.execute(sql`insert into wallet_entry (operation_id, transfer_index, account_id, amount_minor, currency, balance_after_minor, type)
            values (${op?.id}::bigint, 0, ${account?.id}::bigint, 5, 'BDT', 1005, 'adjustment')`);
      await tx.execute(sql`insert into wallet_entry (operation_id, transfer_index, account_id, amount_minor, currency, balance_after_minor, type)
            values (${op?.id}::bigint, 0, ${house?.id}::bigint, -5, 'BDT', 0, 'adjustment')`);
    });
    expect(await failureOf(attempt)).toMatch(/does not balance/);
    expect((await wallet().balancesOf(player)).cashMinor).toBe(1_000n);
  });

  it("an entry in another currency than its account's is refused", async () => {
    const player = unique('currency');
    await fund(player, 1_000n);
    const db = t.ctx.database.db;
    const [account] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from wallet_account where owner_id = ${player} and kind = 'cash'`,
    );
    const attempt = db.transaction(async (tx) => {
      const [op] = await queryRows<{ id: string }>(
        tx,
        sql`insert into wallet_operation (idempotency_key, input_hash, type, actor, status, result)
            values (${unique('forged')}, 'x', 'adjustment', 'attacker', 'posted', '{}'::jsonb) returning id::text`,
      );
      // Balanced in USD, but the account holds BDT.
      await tx.execute(sql`insert into wallet_entry (operation_id, transfer_index, account_id, amount_minor, currency, balance_after_minor, type)
            values (${op?.id}::bigint, 0, ${account?.id}::bigint, 5, 'USD', 1005, 'adjustment'),
                   (${op?.id}::bigint, 0, ${account?.id}::bigint, -5, 'USD', 1000, 'adjustment')`);
    });
    expect(await failureOf(attempt)).toMatch(/names no account in USD/);
  });

  it('an entry naming no operation, and a deleted or re-owned account, are refused', async () => {
    const player = unique('orphans');
    await fund(player, 1_000n);
    const db = t.ctx.database.db;
    const [account] = await queryRows<{ id: string }>(
      db,
      sql`select id::text from wallet_account where owner_id = ${player} and kind = 'cash'`,
    );
    const orphan =
      db.execute(sql`insert into wallet_entry (operation_id, transfer_index, account_id, amount_minor, currency, balance_after_minor, type)
          values (-1, 0, ${account?.id}::bigint, 5, 'BDT', 1005, 'adjustment'), (-1, 0, ${account?.id}::bigint, -5, 'BDT', 1000, 'adjustment')`);
    expect(await failureOf(orphan)).toMatch(/names operation -1, which does not exist/);
    expect(
      await failureOf(db.execute(sql`delete from wallet_account where id = ${account?.id}::bigint`)),
    ).toMatch(/never deleted/);
    expect(
      await failureOf(
        db.execute(
          sql`update wallet_account set owner_id = 'someone-else' where id = ${account?.id}::bigint`,
        ),
      ),
    ).toMatch(/never change identity/);
    expect((await wallet().balancesOf(player)).cashMinor).toBe(1_000n);
  });

  it('a player balance below zero is refused by a check constraint even if code tried it', async () => {
    const player = unique('negative');
    await fund(player, 10n);
    expect(
      await failureOf(
        t.ctx.database.db.execute(
          sql`update wallet_account set balance_minor = -1 where owner_id = ${player} and kind = 'cash'`,
        ),
      ),
    ).toMatch(/wallet_account_non_negative/);
  });
});
