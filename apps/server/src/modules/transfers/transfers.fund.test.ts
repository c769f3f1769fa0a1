import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/http/auth.js';
import { useTestApp } from '../../test/harness.js';
import { createWalletService } from '../wallet/wallet.service.js';
import { createFundService } from './transfers.fund.js';
import type { TransferWalletAdapter } from './transfers.wallets.js';

/** GCS_walletTransfer with a transfer-wallet vendor plugged in (none is configured on the site). */
const t = useTestApp({ seed: false });

function fakeVendor(failDeposits = false): TransferWalletAdapter & { held: Map<string, bigint> } {
  const held = new Map<string, bigint>();
  const seen = new Set<string>();
  return {
    code: 'FAKE',
    name: 'Fake vendor',
    held,
    balance: async ({ memberId }) => held.get(memberId) ?? 0n,
    deposit: async ({ memberId, amountMinor, requestId }) => {
      if (failDeposits) throw new Error('vendor down');
      if (seen.has(requestId)) return;
      seen.add(requestId);
      held.set(memberId, (held.get(memberId) ?? 0n) + amountMinor);
    },
    withdraw: async ({ memberId, amountMinor, requestId }) => {
      if (seen.has(requestId)) return;
      const balance = held.get(memberId) ?? 0n;
      if (balance < amountMinor) throw new Error('vendor: insufficient');
      seen.add(requestId);
      held.set(memberId, balance - amountMinor);
    },
  };
}

const principal = (memberId: string): Principal => ({
  memberId,
  username: `p${memberId}`,
  type: 0,
  area: 'player',
  sessionId: '1',
  isTrial: false,
  isAgent: false,
});

async function funded(memberId: string, amountMinor: bigint) {
  const wallet = createWalletService(t.ctx);
  await wallet.post({
    idempotencyKey: `fund:${memberId}`,
    type: 'adjustment',
    transfers: [{ from: { system: 'adjustment' }, to: { player: memberId, kind: 'cash' }, amountMinor }],
    actor: 'test',
  });
  return wallet;
}

const fundWith = (wallet: ReturnType<typeof createWalletService>, vendor: TransferWalletAdapter) =>
  createFundService({
    wallet,
    currency: async () => 'BDT',
    transferWallets: [vendor],
    seamlessVendors: async () => [],
    mainWalletName: () => 'Main wallet',
  });

describe('wallet transfer through a transfer-wallet adapter', () => {
  it('moves money to the vendor and back, once per request id', async () => {
    const wallet = await funded('9001', 10_000n);
    const vendor = fakeVendor();
    const fund = fundWith(wallet, vendor);
    const me = principal('9001');
    const out = { from: 'MAIN', to: 'FAKE', amount: '30.00', requestId: 'req-out-0001' };
    const first = await fund.walletTransfer(me, out, 'en');
    await fund.walletTransfer(me, out, 'en');
    expect(first.wallets).toEqual([
      { code: 'MAIN', name: 'Main wallet', balance: '70.00', transferable: false },
      { code: 'FAKE', name: 'Fake vendor', balance: '30.00', transferable: true },
    ]);
    expect((await wallet.balancesOf('9001')).cashMinor).toBe(7_000n);
    const back = await fund.walletTransfer(
      me,
      { from: 'FAKE', to: 'MAIN', amount: '10', requestId: 'req-in-0001' },
      'en',
    );
    expect(back.wallets.map((w) => w.balance)).toEqual(['80.00', '20.00']);
  });

  it('reverses our side when the vendor refuses, and refuses unknown wallets', async () => {
    const wallet = await funded('9002', 5_000n);
    const fund = fundWith(wallet, fakeVendor(true));
    const me = principal('9002');
    await expect(
      fund.walletTransfer(me, { from: 'MAIN', to: 'FAKE', amount: '20', requestId: 'req-fail-001' }, 'en'),
    ).rejects.toThrow('vendor down');
    expect((await wallet.balancesOf('9002')).cashMinor).toBe(5_000n);
    for (const [from, to] of [
      ['MAIN', 'MAIN'],
      ['MAIN', 'PG'],
      ['FAKE', 'FAKE'],
    ] as const) {
      await expect(
        fund.walletTransfer(me, { from, to, amount: '1', requestId: 'req-none-001' }, 'en'),
      ).rejects.toMatchObject({ code: 'TRANSFER_WALLET_UNAVAILABLE' });
    }
  });
});
