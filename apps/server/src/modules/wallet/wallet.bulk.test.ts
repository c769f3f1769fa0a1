import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { useTestApp } from '../../test/harness.js';
import { BULK_SHARDS, type PostInput, type TransferInput } from './wallet.model.js';
import { MAX_BULK_TRANSFERS, MAX_TRANSFERS } from './wallet.post.js';
import { createWalletService } from './wallet.service.js';

/** Bulk operations (executeBulk): server-initiated payouts of many transfers, all from system accounts. */
const t = useTestApp({ seed: false });
const wallet = () => createWalletService(t.ctx);
const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

/** `n` payouts from the agent-commission account to `n` new players, amounts 100, 101, … */
function payouts(n: number, prefix = unique('agent')): { players: string[]; transfers: TransferInput[] } {
  const players = Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  return {
    players,
    transfers: players.map((player, i) => ({
      from: { system: 'agent_commission' },
      to: { player, kind: 'cash' },
      amountMinor: BigInt(100 + i),
    })),
  };
}

const bulk = (transfers: TransferInput[], idempotencyKey = unique('bulk')): PostInput => ({
  idempotencyKey,
  type: 'salary',
  transfers,
  actor: 'test',
});

/** Each currency's balances summed over every account: zero, always (money is only ever moved). */
async function totalsByCurrency(): Promise<bigint[]> {
  const rows = await queryRows<{ total: string }>(
    t.ctx.database.db,
    sql`select sum(balance_minor)::text as total from wallet_account group by currency`,
  );
  return rows.map((r) => BigInt(r.total));
}

async function entriesOf(operationId: string): Promise<{ count: number; sum: bigint }> {
  const rows = await queryRows<{ count: number; sum: string }>(
    t.ctx.database.db,
    sql`select count(*)::int as count, coalesce(sum(amount_minor), 0)::text as sum
        from wallet_entry where operation_id = ${BigInt(operationId)}`,
  );
  return { count: rows[0]?.count ?? 0, sum: BigInt(rows[0]?.sum ?? '0') };
}

const cash = async (player: string) => (await wallet().balancesOf(player)).cashMinor;

async function thrown(promise: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe('a bulk operation', () => {
  it('posts 1,200 payouts in one operation, zero-sum, and replays it identically', async () => {
    const { players, transfers } = payouts(1_200);
    const input = bulk(transfers);
    const commissionBefore = await wallet().systemBalance('agent_commission');
    const started = performance.now();
    const result = await wallet().executeBulk(input);
    const elapsedMs = performance.now() - started;
    expect(result.status).toBe('posted');
    expect(result.entries).toHaveLength(2_400);
    const paid = transfers.reduce((sum, tr) => sum + tr.amountMinor, 0n);
    expect(commissionBefore - (await wallet().systemBalance('agent_commission'))).toBe(paid);
    expect(await cash(players[0] as string)).toBe(100n);
    expect(await cash(players[1_199] as string)).toBe(1_299n);
    // Every entry written, summing to zero, and no money made or lost anywhere.
    expect(await entriesOf(result.operationId)).toEqual({ count: 2_400, sum: 0n });
    expect((await totalsByCurrency()).every((total) => total === 0n)).toBe(true);
    // The same key and input: the first answer, nothing moved again.
    const replay = await wallet().executeBulk(input);
    expect(replay).toEqual(result);
    expect(commissionBefore - (await wallet().systemBalance('agent_commission'))).toBe(paid);
    // The same key with other input is refused.
    const other = await thrown(wallet().executeBulk({ ...input, transfers: transfers.slice(1) }));
    expect(other?.code).toBe('WALLET_IDEMPOTENCY_CONFLICT');
    expect(elapsedMs).toBeLessThan(10_000);
  });

  it('takes up to MAX_BULK_TRANSFERS transfers; an ordinary operation still takes MAX_TRANSFERS', async () => {
    expect((await wallet().executeBulk(bulk(payouts(MAX_BULK_TRANSFERS).transfers))).status).toBe('posted');
    const tooMany = bulk(payouts(MAX_BULK_TRANSFERS + 1).transfers);
    expect((await thrown(wallet().executeBulk(tooMany)))?.code).toBe('WALLET_INVALID_OPERATION');
    expect(await wallet().operationKeyExists(tooMany.idempotencyKey)).toBe(false);
    const ordinary = bulk(payouts(MAX_TRANSFERS + 1).transfers);
    expect((await thrown(wallet().execute(ordinary)))?.code).toBe('WALLET_INVALID_OPERATION');
  });

  it('refuses, unrecorded, a transfer from a player account among system ones', async () => {
    const { players, transfers } = payouts(50);
    const player = players[0] as string;
    await wallet().executeBulk(bulk(transfers));
    const input = bulk([
      ...payouts(10).transfers,
      { from: { player, kind: 'cash' }, to: { system: 'house' }, amountMinor: 1n },
    ]);
    const error = await thrown(wallet().executeBulk(input));
    expect(error?.code).toBe('WALLET_INVALID_OPERATION');
    expect(await wallet().operationKeyExists(input.idempotencyKey)).toBe(false);
    expect(await cash(player)).toBe(100n);
  });

  it('refuses the whole operation when one destination is closed, and replays the refusal', async () => {
    const { players, transfers } = payouts(1_200);
    const closed = players[700] as string;
    await wallet().setAccountStatus({ player: closed, kind: 'cash' }, 'closed');
    const commissionBefore = await wallet().systemBalance('agent_commission');
    const input = bulk(transfers);
    const result = await wallet().executeBulk(input);
    expect(result).toMatchObject({
      status: 'refused',
      code: 'WALLET_ACCOUNT_CLOSED',
      account: { kind: 'cash', ownerId: closed, balanceMinor: '0' },
      entries: [],
    });
    // Atomic: nobody was paid, not even the 700 before it.
    expect(await cash(players[0] as string)).toBe(0n);
    expect(await cash(players[1_199] as string)).toBe(0n);
    expect(await wallet().systemBalance('agent_commission')).toBe(commissionBefore);
    expect(await entriesOf(result.operationId)).toEqual({ count: 0, sum: 0n });
    expect((await totalsByCurrency()).every((total) => total === 0n)).toBe(true);
    expect(await wallet().executeBulk(input)).toEqual(result);
  });

  it('credits a frozen destination (freezing stops money out only) but refuses a frozen source', async () => {
    const { players, transfers } = payouts(20);
    await wallet().setAccountStatus({ player: players[5] as string, kind: 'cash' }, 'frozen');
    expect((await wallet().executeBulk(bulk(transfers))).status).toBe('posted');
    expect(await cash(players[5] as string)).toBe(105n);

    const source = { system: 'promotion', ownerId: unique('frozen-campaign') } as const;
    await wallet().setAccountStatus(source, 'frozen');
    const fromFrozen = payouts(30).transfers.map((tr) => ({ ...tr, from: source }));
    // The status holds on every row of the account, the bulk rows a bulk posting uses included.
    const result = await wallet().executeBulk(bulk(fromFrozen, unique('bulk')));
    expect(result).toMatchObject({ status: 'refused', code: 'WALLET_ACCOUNT_FROZEN', entries: [] });
    expect(await wallet().systemBalance('promotion', source.ownerId)).toBe(0n);
  });

  it("takes the system side from a bulk row of its own, never a row players' bets use (decision 0072)", async () => {
    const source = { system: 'promotion', ownerId: unique('bulk-rows') } as const;
    const regular = t.ctx.config.walletSystemShards;
    const used = new Set<number>();
    for (let k = 0; k < 12; k += 1) {
      const { transfers } = payouts(2);
      const result = await wallet().executeBulk(bulk(transfers.map((tr) => ({ ...tr, from: source }))));
      expect(result.status).toBe('posted');
    }
    const rows = await queryRows<{ shard: number }>(
      t.ctx.database.db,
      sql`select shard from wallet_account where kind = 'promotion' and owner_id = ${source.ownerId}`,
    );
    for (const row of rows) used.add(Number(row.shard));
    expect(used.size).toBeGreaterThan(1);
    for (const shard of used) {
      expect(shard).toBeGreaterThanOrEqual(regular);
      expect(shard).toBeLessThan(regular + BULK_SHARDS);
    }
    expect(await wallet().systemBalance('promotion', source.ownerId)).toBe(-(100n + 101n) * 12n);
  });

  it('keeps currencies and play money apart', async () => {
    const [first, ...rest] = payouts(40).transfers as [TransferInput, ...TransferInput[]];
    const mismatch = await wallet().executeBulk(
      bulk([...rest, { ...first, from: { system: 'agent_commission', currency: 'USD' } }]),
    );
    expect(mismatch).toMatchObject({ status: 'refused', code: 'WALLET_CURRENCY_MISMATCH' });
    const trial = await wallet().executeBulk(bulk([...rest, { ...first, from: { system: 'trial_bank' } }]));
    expect(trial).toMatchObject({ status: 'refused', code: 'WALLET_TRIAL_ISOLATION' });
  });
});

describe('balances updated in place (decision 0050)', () => {
  it('wallet_account leaves room on its pages (fillfactor 70) and no index holds the balance', async () => {
    const [table] = await queryRows<{ options: string[] | null }>(
      t.ctx.database.db,
      sql`select reloptions as options from pg_class where oid = 'wallet_account'::regclass`,
    );
    expect(table?.options).toContain('fillfactor=70');
    const indexes = await queryRows<{ def: string }>(
      t.ctx.database.db,
      sql`select pg_get_indexdef(indexrelid) as def from pg_index where indrelid = 'wallet_account'::regclass`,
    );
    expect(indexes.length).toBeGreaterThan(0);
    for (const { def } of indexes) expect(def).not.toContain('balance_minor');
  });
});
