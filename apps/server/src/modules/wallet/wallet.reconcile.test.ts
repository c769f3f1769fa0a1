import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { createWalletService } from './wallet.service.js';

const t = useTestApp({ seed: false });
const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

describe('reconciliation', () => {
  it('reports clean after deposits, bets, wins, holds posted and voided, and refusals', async () => {
    const wallet = createWalletService(t.ctx);
    const player = unique('recon');
    const op = (
      amountMinor: bigint,
      from: Parameters<typeof wallet.post>[0]['transfers'][0]['from'],
      to: typeof from,
    ) =>
      wallet.execute({
        idempotencyKey: unique('k'),
        type: 'transfer',
        transfers: [{ from, to, amountMinor }],
        actor: 'test',
      });
    await op(10_000n, { system: 'payment_provider', ownerId: 'BKASH' }, { player, kind: 'cash' });
    await op(2_500n, { player, kind: 'cash' }, { system: 'house' });
    await op(4_000n, { system: 'house' }, { player, kind: 'cash' });
    await op(999_999n, { player, kind: 'cash' }, { system: 'house' }); // refused
    const hold = await wallet.reserve({
      idempotencyKey: unique('w'),
      type: 'withdrawal',
      player,
      amountMinor: 3_000n,
      actor: 'test',
    });
    await wallet.postHold({
      idempotencyKey: unique('p'),
      holdId: hold.holdId,
      type: 'withdrawal',
      actor: 'test',
      to: { system: 'payment_provider', ownerId: 'BKASH' },
      amountMinor: 2_000n,
    });
    const hold2 = await wallet.reserve({
      idempotencyKey: unique('w'),
      type: 'withdrawal',
      player,
      amountMinor: 1_000n,
      actor: 'test',
    });
    await wallet.voidHold({
      idempotencyKey: unique('v'),
      holdId: hold2.holdId,
      type: 'withdrawal',
      actor: 'test',
    });
    await wallet.reserve({
      idempotencyKey: unique('w'),
      type: 'withdrawal',
      player,
      amountMinor: 500n,
      actor: 'test',
    }); // still pending

    const report = await wallet.reconcile('manual');
    expect(report?.problems).toEqual([]);
    expect(report?.clean).toBe(true);
    expect(report?.operationsChecked).toBeGreaterThanOrEqual(9);
    const balances = await wallet.balancesOf(player);
    expect(balances.cashMinor).toBe(10_000n - 2_500n + 4_000n - 2_000n - 500n);
    expect(balances.frozenMinor).toBe(500n);
  });

  it('raises an alert when a cached balance no longer matches its entries', async () => {
    const wallet = createWalletService(t.ctx);
    const db = t.ctx.database.db;
    await wallet.post({
      idempotencyKey: unique('k'),
      type: 'deposit',
      transfers: [
        {
          from: { system: 'payment_provider', ownerId: 'NAGAD' },
          to: { player: unique('victim'), kind: 'cash' },
          amountMinor: 700n,
        },
      ],
      actor: 'test',
    });
    // Tampering with the cache (the ledger rows themselves cannot be changed).
    await db.execute(
      sql`update wallet_account set balance_minor = balance_minor + 1 where kind = 'payment_provider' and owner_id = 'NAGAD'`,
    );
    const report = await wallet.reconcile('manual');
    expect(report?.clean).toBe(false);
    const checks = new Set(report?.problems.map((p) => p.check));
    expect(checks).toContain('cached balance equals the sum of entries');
    expect(checks).toContain('last entry balance equals the account balance');
    expect(checks).toContain('all money sums to zero per currency');
    const alerts = await queryRows<{ summary: string; reconciliation_id: string }>(
      db,
      sql`select summary, reconciliation_id::text from wallet_alert order by id desc limit 1`,
    );
    expect(alerts[0]?.reconciliation_id).toBe(report?.id);
    expect(alerts[0]?.summary).toMatch(/ledger invariant violation/);
    await db.execute(
      sql`update wallet_account set balance_minor = balance_minor - 1 where kind = 'payment_provider' and owner_id = 'NAGAD'`,
    );
    expect((await wallet.reconcile('manual'))?.clean).toBe(true);
  });
});
