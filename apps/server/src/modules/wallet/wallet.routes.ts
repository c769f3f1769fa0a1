import { envelope, OperationResultWire, PostOperationRequest } from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { internalTokenGuard } from '../../platform/http/internal-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
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
      preHandler: guard,
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
      preHandler: guard,
      schema: {
        tags: ['wallet (internal)'],
        summary: 'Run the ledger reconciliation now (null when another run holds the lock)',
        response: { 200: envelope(ReconciliationWire.nullable()) },
      },
    },
    async () => ok((await wallet.reconcile('manual')) ?? null),
  );
}
