import {
  type Language,
  MAIN_WALLET,
  type MerchantWalletValue,
  type WalletTransferRequest,
} from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { transferAmountMinor } from './transfers.amount.js';
import type { TransferWalletAdapter } from './transfers.wallets.js';

export type FundDeps = {
  wallet: WalletService;
  currency: () => Promise<string>;
  /** Transfer-wallet vendors (none today). */
  transferWallets: readonly TransferWalletAdapter[];
  /** The site's seamless vendors, listed so the page can say they play from the main wallet. */
  seamlessVendors: () => Promise<{ code: string; name: string }[]>;
  mainWalletName: (language: Language) => string;
};

/**
 * transferFund (the member page) through GCS_merchantWallet and GCS_walletTransfer (decision
 * 0021): the main wallet and each transfer-wallet vendor's balance; moving money between the
 * main wallet and one such vendor. Main → vendor: our ledger first (cash → the vendor's system
 * account), then the vendor; if the vendor refuses, the ledger movement is reversed under a
 * derived key. Vendor → main: the vendor first, then our ledger. Both keyed by the request id.
 */
export function createFundService(deps: FundDeps) {
  const adapterOf = (code: string) =>
    deps.transferWallets.find((w) => w.code.toUpperCase() === code.toUpperCase());

  async function merchantWallets(principal: Principal, language: Language): Promise<MerchantWalletValue> {
    const currency = await deps.currency();
    const balances = await deps.wallet.balancesOf(principal.memberId, currency);
    const vendorWallets = await Promise.all(
      deps.transferWallets.map(async (w) => ({
        code: w.code,
        name: w.name,
        balance: wireAmount(await w.balance({ memberId: principal.memberId, currency }), currency),
        transferable: true,
      })),
    );
    const transferCodes = new Set(deps.transferWallets.map((w) => w.code));
    return {
      currency,
      wallets: [
        {
          code: MAIN_WALLET,
          name: deps.mainWalletName(language),
          balance: wireAmount(balances.cashMinor, currency),
          transferable: false,
        },
        ...vendorWallets,
      ],
      seamlessVendors: (await deps.seamlessVendors()).filter((v) => !transferCodes.has(v.code)),
    };
  }

  async function walletTransfer(principal: Principal, input: WalletTransferRequest, language: Language) {
    const fromMain = input.from.toUpperCase() === MAIN_WALLET;
    const toMain = input.to.toUpperCase() === MAIN_WALLET;
    const vendor = adapterOf(fromMain ? input.to : input.from);
    if (fromMain === toMain || !vendor) throw new AppError('TRANSFER_WALLET_UNAVAILABLE');
    const currency = await deps.currency();
    const amountMinor = transferAmountMinor(input.amount, currency, language);
    const key = `wallet-transfer:${principal.memberId}:${input.requestId}`;
    const main = { player: principal.memberId, kind: 'cash' as const, currency };
    const vendorAccount = { system: 'vendor' as const, ownerId: vendor.code, currency };
    const move = { memberId: principal.memberId, currency, amountMinor, requestId: key };
    const post = (
      idempotencyKey: string,
      from: typeof main | typeof vendorAccount,
      to: typeof main | typeof vendorAccount,
    ) =>
      deps.wallet.post({
        idempotencyKey,
        type: 'transfer',
        transfers: [{ from, to, amountMinor }],
        reference: `wallet-transfer:${vendor.code}`,
        actor: `member:${principal.memberId}`,
      });
    if (fromMain) {
      await post(key, main, vendorAccount);
      try {
        await vendor.deposit(move);
      } catch (error) {
        await post(`${key}:reversal`, vendorAccount, main);
        throw error;
      }
    } else {
      await vendor.withdraw(move);
      await post(key, vendorAccount, main);
    }
    return merchantWallets(principal, language);
  }

  return { merchantWallets, walletTransfer };
}

export type FundService = ReturnType<typeof createFundService>;
