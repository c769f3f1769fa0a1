import {
  ConsolidatedFundsValue,
  envelope,
  OperationResultWire,
  POINTS_CURRENCY,
  PostOperationRequest,
  WalletBalanceValue,
} from '@khela/contract';
import { z } from 'zod';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { internalTokenGuard } from '../../platform/http/internal-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { WalletService } from './wallet.service.js';

const ReconciliationWire = z.object({
  id: z.string(),
  trigger: z.string(),
  clean: z.boolean(),
  accountsChecked: z.number(),
  operationsChecked: z.number(),
  problems: z.array(z.object({ check: z.string(), subject: z.string(), detail: z.string() })),
  startedAt: z.string(),
  finishedAt: z.string(),
});

/**
 * Service-to-service wallet routes for trusted callers holding INTERNAL_API_TOKEN (the back
 * office and internal tools); players reach money only through their own feature routes.
 */
export function walletInternalRoutes(app: HttpApp, wallet: WalletService, token: string) {
  const guard = internalTokenGuard(token);
  app.post(
    '/wps/internal/wallet/operations',
    {
      onRequest: guard,
      schema: {
        tags: ['wallet (internal)'],
        summary: 'Post one idempotent operation (a set of transfers committed together)',
        body: PostOperationRequest,
        response: { 200: envelope(OperationResultWire) },
      },
    },
    async (request) => ok(await wallet.post({ ...request.body, actor: 'internal-api' })),
  );
  app.post(
    '/wps/internal/wallet/reconcile',
    {
      onRequest: guard,
      schema: {
        tags: ['wallet (internal)'],
        summary: 'Run the ledger reconciliation now (null when another run holds the lock)',
        response: { 200: envelope(ReconciliationWire.nullable()) },
      },
    },
    async () => ok((await wallet.reconcile('manual')) ?? null),
  );
}

/** The player's own balances (T). A trial account sees its play money. */
export function walletPlayerRoutes(
  app: HttpApp,
  wallet: WalletService,
  guards: AuthGuards,
  currency: () => Promise<{ code: string; symbol: string }>,
) {
  app.get(
    '/wps/v2/wallets/balance',
    {
      ...guards.session,
      schema: {
        tags: ['wallet'],
        summary: 'Balance shown in the header (T)',
        response: { 200: envelope(WalletBalanceValue) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { code, symbol } = await currency();
      const balances = await wallet.balancesOf(principal.memberId, code);
      const balance = principal.isTrial ? balances.trialMinor : balances.cashMinor;
      return ok({
        balance: wireAmount(balance, code),
        currency: code,
        currencySymbol: symbol,
        isPlayMoney: principal.isTrial,
      });
    },
  );
  app.get(
    '/wps/member/info/funds/consolidated',
    {
      ...guards.session,
      schema: {
        tags: ['wallet'],
        summary: 'Every balance of the member (T)',
        response: { 200: envelope(ConsolidatedFundsValue) },
      },
    },
    async (request) => {
      const { code, symbol } = await currency();
      const b = await wallet.balancesOf(principalOf(request).memberId, code);
      // Points are a currency of their own (decision 0062).
      const points = await wallet.balancesOf(principalOf(request).memberId, POINTS_CURRENCY);
      return ok({
        currency: code,
        currencySymbol: symbol,
        cash: wireAmount(b.cashMinor, code),
        bonus: wireAmount(b.bonusMinor, code),
        frozen: wireAmount(b.frozenMinor, code),
        commission: wireAmount(b.commissionMinor, code),
        points: points.pointsMinor.toString(),
        playMoney: wireAmount(b.trialMinor, code),
        total: wireAmount(b.cashMinor + b.bonusMinor + b.frozenMinor, code),
      });
    },
  );
}
