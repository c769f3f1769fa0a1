import {
  DownlineQuery,
  DownlineValue,
  envelope,
  MerchantWalletValue,
  TransferDownlineRequest,
  TransferInfoValue,
  TransferUplineRequest,
  TransferValue,
  WalletTransferRequest,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { FundService } from './transfers.fund.js';
import type { TransfersService } from './transfers.service.js';

const tags = ['transfers'];
/** Route config of calls whose body carries the payment password: it may arrive encrypted (E). */
const encrypted = { encryptedPayload: true };

/**
 * Transfers (decision 0021). Real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT). The agent
 * calls need an agent account (NON_AGENT_LOGIN otherwise), signed in at either area: the agent
 * centre's web pages come later, the member centre offers the downline transfer meanwhile.
 */
export function transfersRoutes(
  app: HttpApp,
  guards: AuthGuards,
  transfers: TransfersService,
  fund: FundService,
) {
  app.get(
    '/wps/transfer/info',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Upline, limits and cash balance for the transfer forms (T)',
        response: { 200: envelope(TransferInfoValue) },
      },
    },
    async (request) => ok(await transfers.info(principalOf(request))),
  );
  app.post(
    '/wps/transfer/upline',
    {
      ...guards.member,
      config: encrypted,
      schema: {
        tags,
        summary: 'Transfer cash to the upline (T, E): payment password, request id (replays move money once)',
        body: TransferUplineRequest,
        response: { 200: envelope(TransferValue) },
      },
    },
    async (request) => ok(await transfers.toUpline(principalOf(request), request.body, request.lang)),
  );
  app.get(
    '/wps/agent/downlines',
    {
      ...guards.member,
      schema: {
        tags,
        summary: "The agent's direct downline, newest first, by username prefix (T, agents)",
        querystring: DownlineQuery,
        response: { 200: envelope(DownlineValue) },
      },
    },
    async (request) => ok(await transfers.downlines(principalOf(request), request.query)),
  );
  app.post(
    '/wps/agent/transfer/downline',
    {
      ...guards.member,
      config: encrypted,
      schema: {
        tags,
        summary: 'Transfer cash to a direct downline member (T, E, agents): payment password, request id',
        body: TransferDownlineRequest,
        response: { 200: envelope(TransferValue) },
      },
    },
    async (request) => ok(await transfers.toDownline(principalOf(request), request.body, request.lang)),
  );
  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      ...guards.member,
      schema: {
        tags,
        summary: "The player's wallets: main wallet and each transfer-wallet vendor's balance (T)",
        response: { 200: envelope(MerchantWalletValue) },
      },
    },
    async (request) => ok(await fund.merchantWallets(principalOf(request), request.lang)),
  );
  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Move money between the main wallet and a transfer-wallet vendor (T); answers the wallets',
        body: WalletTransferRequest,
        response: { 200: envelope(MerchantWalletValue) },
      },
    },
    async (request) => ok(await fund.walletTransfer(principalOf(request), request.body, request.lang)),
  );
}
