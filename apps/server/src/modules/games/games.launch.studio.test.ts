import type { LaunchGameValue } from '@khela/contract';
import { parseAmount } from '@khela/money';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { vendorClient } from '../../test/vendor-client.js';
import { betRecord, vendorCallLog } from '../vendors/vendors.tables.js';

/**
 * Launch → studio → seamless wallet, in one process: the URL the launch answers opens the
 * studio's game page, whose spins are paid through /vendor/v1 and recorded as bet records.
 */
const t = useTestApp();
const { call, login } = gamesClient(t);
const vendor = vendorClient(t);

type Boot = { session: { sessionId: string; stakes: string[]; balance: string } };

async function open(vendorCode: string) {
  const [node] = await vendor.games(1, vendorCode, 1);
  if (!node) throw new Error(`no ${vendorCode} game`);
  const token = await login();
  const launched = await call<LaunchGameValue>('POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: node.nodeId.toString(), lobby: '/slots' },
  });
  expect(launched.status).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
  expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
  const json = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
  const boot = JSON.parse(json ?? '{}') as Boot;
  const principal = await t.app.services.accounts.authenticate(token);
  if (!principal) throw new Error('no session');
  return { node, boot, memberId: principal.memberId };
}

describe('launch into the mounted studio', () => {
  it('plays a PG demo game: the spin debits and credits the ledger and leaves a settled bet record', async () => {
    const { node, boot, memberId } = await open('PG');
    const before = (await t.app.services.wallet.balancesOf(memberId)).cashMinor;
    expect(parseAmount(boot.session.balance, 'BDT')).toBe(before);
    const stake = boot.session.stakes[0] ?? '1.00';
    const spin = await t.app.inject({
      method: 'POST',
      url: '/studio/api/spin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sessionId: boot.session.sessionId, stake }),
    });
    expect(spin.statusCode, spin.body.slice(0, 300)).toBe(200);
    const rows = await t.ctx.database.db
      .select()
      .from(betRecord)
      .where(and(eq(betRecord.vendorCode, 'PG'), eq(betRecord.memberId, BigInt(memberId))));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      gameCode: node.gameCode,
      stakeMinor: parseAmount(stake, 'BDT'),
      status: 'settled',
    });
    const after = (await t.app.services.wallet.balancesOf(memberId)).cashMinor;
    expect(after).toBe(before - (row?.stakeMinor ?? 0n) + (row?.winMinor ?? 0n));
    // The studio's calls went through the signed API and were logged as PG's.
    const calls = await t.ctx.database.db
      .select({ call: vendorCallLog.call, status: vendorCallLog.status })
      .from(vendorCallLog)
      .where(eq(vendorCallLog.vendorCode, 'PG'));
    expect(calls.map((c) => c.call)).toEqual(expect.arrayContaining(['authenticate', 'debit', 'credit']));
    expect(calls.every((c) => c.status === 'OK')).toBe(true);
  });
});
