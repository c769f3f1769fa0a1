import type {
  DownlineValue,
  Language,
  TransferDownlineRequest,
  TransferInfoValue,
  TransferUplineRequest,
  TransferValue,
} from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { WalletRefusal } from '../wallet/wallet.post.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { assertWithinLimits, TRANSFER_LIMITS, transferAmountMinor } from './transfers.amount.js';

export type TransfersDeps = {
  accounts: Pick<AccountsService, 'verifyPaymentPassword' | 'uplineOf' | 'downlineOf' | 'listDownlines'>;
  wallet: WalletService;
  currency: () => Promise<string>;
};

type Receiver = { id: string; username: string };

/**
 * Member → upline and agent → direct downline transfers (the agent roles, decision 0021): cash to
 * cash in one wallet operation of type 'transfer', keyed by the sender and the client's request
 * id, so a double click or a retry moves the money once. The wallet refuses frozen and closed
 * accounts and a balance that would go below zero.
 */
export function createTransfersService(deps: TransfersDeps) {
  async function send(
    principal: Principal,
    receiver: Receiver,
    input: { amount: string; paymentPassword: string; requestId: string },
    language: Language,
  ): Promise<TransferValue> {
    const currency = await deps.currency();
    const amountMinor = transferAmountMinor(input.amount, currency, language);
    assertWithinLimits(amountMinor, (minor) => wireAmount(minor, currency));
    await deps.accounts.verifyPaymentPassword(principal, input.paymentPassword);
    try {
      const result = await deps.wallet.post({
        idempotencyKey: `transfer:${principal.memberId}:${input.requestId}`,
        type: 'transfer',
        transfers: [
          {
            from: { player: principal.memberId, kind: 'cash', currency },
            to: { player: receiver.id, kind: 'cash', currency },
            amountMinor,
          },
        ],
        reference: `transfer:${principal.username}>${receiver.username}`,
        actor: `member:${principal.memberId}`,
        reason: principal.isAgent ? 'agent transfer to downline' : 'member transfer to upline',
      });
      const mine = result.entries.find((e) => e.ownerId === principal.memberId);
      return {
        transferId: result.operationId,
        amount: wireAmount(amountMinor, currency),
        currency,
        balance: wireAmount(BigInt(mine?.balanceAfterMinor ?? '0'), currency),
        counterpart: receiver.username,
        createdAt: result.createdAt,
      };
    } catch (error) {
      // The refusal's value names ledger accounts (the receiver's among them): keep only the code.
      if (error instanceof WalletRefusal) throw new AppError(error.code);
      throw error;
    }
  }

  /** POST /wps/transfer/upline: the caller's cash to its upline. */
  async function toUpline(principal: Principal, input: TransferUplineRequest, language: Language) {
    const upline = await deps.accounts.uplineOf(principal);
    if (!upline) throw new AppError('TRANSFER_NO_UPLINE');
    return send(principal, upline, input, language);
  }

  /** POST /wps/agent/transfer/downline: an agent's cash to one of its direct downline. */
  async function toDownline(principal: Principal, input: TransferDownlineRequest, language: Language) {
    const downline = await deps.accounts.downlineOf(principal, input.downline);
    return send(principal, downline, input, language);
  }

  /** GET /wps/transfer/info: upline, limits and balance for the forms. */
  async function info(principal: Principal): Promise<TransferInfoValue> {
    const currency = await deps.currency();
    const [upline, balances] = await Promise.all([
      deps.accounts.uplineOf(principal),
      deps.wallet.balancesOf(principal.memberId, currency),
    ]);
    return {
      upline: upline?.username ?? null,
      isAgent: principal.isAgent,
      currency,
      balance: wireAmount(balances.cashMinor, currency),
      minAmount: wireAmount(TRANSFER_LIMITS.minMinor, currency),
      maxAmount: wireAmount(TRANSFER_LIMITS.maxMinor, currency),
    };
  }

  /** GET /wps/agent/downlines: the agent's direct downline, paged, by username prefix. */
  async function downlines(
    principal: Principal,
    query: { username?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<DownlineValue> {
    const page = await deps.accounts.listDownlines(principal, query);
    return {
      ...page,
      list: page.list.map((m) => ({
        username: m.username,
        nickname: m.nickname,
        registeredAt: m.registeredAt.toISOString(),
      })),
    };
  }

  return { toUpline, toDownline, info, downlines };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
