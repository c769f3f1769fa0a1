import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { DEMO_PAY, requestId, withdrawalsClient } from '../../test/withdrawals-client.js';
import * as repo from './payments.withdrawals.repo.js';

// Races need real concurrent connections: PostgreSQL only (PGlite runs one statement at a time).
const onPostgres = testDatabaseKind === 'postgres';
const t = useTestApp();
const { call, login, balances } = withdrawalsClient(t);

describe.skipIf(!onPostgres)('parallel withdrawals (PostgreSQL)', () => {
  it('accepts only those that fit the balance: no negative balance, money conserved', async () => {
    // player02 holds 1,000.00; 20 requests of 130.00 (2,600.00 in all) race each other.
    await repo.updateMethod(t.ctx.database.db, 'BKASH', { dailyCount: 100 });
    const token = await login('player02');
    const account = await call('POST', '/wps/withdrawals/payout-accounts', {
      token,
      body: { kind: 'ewallet', provider: 'BKASH', walletNumber: '01733333333', payeeName: 'Race Tester' },
    });
    expect(account.status).toBe(200);
    const before = await balances(token);
    const sumOf = async () => {
      const r = await t.ctx.database.executeSql(
        'select coalesce(sum(balance_minor), 0)::text as s from wallet_account',
      );
      return BigInt((r.rows[0] as { s: string }).s);
    };
    const ledgerBefore = await sumOf();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/wps/withdrawals', {
          token,
          body: {
            payoutAccountId: account.body.value.id,
            amount: '130',
            paymentPassword: DEMO_PAY,
            requestId: requestId(),
          },
        }),
      ),
    );
    const accepted = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    const fit = Number(before.cash / 13_000n);
    expect(accepted).toHaveLength(fit);
    expect(new Set(refused.map((r) => r.body.code))).toEqual(new Set(['WALLET_INSUFFICIENT_FUNDS']));
    const after = await balances(token);
    expect(after.cash).toBe(before.cash - BigInt(fit) * 13_000n);
    expect(after.cash >= 0n).toBe(true);
    expect(after.cash + after.frozen).toBe(before.cash + before.frozen);
    expect(await sumOf()).toBe(ledgerBefore);
    const mine = await call('GET', '/wps/withdrawals?pageSize=50', { token });
    expect(mine.body.value.total).toBe(fit);
    const reconciliation = await t.app.services.wallet.reconcile();
    expect(reconciliation?.clean).toBe(true);
  });
});
