import {
  envelope,
  RotatedVendorSecret,
  RotateVendorSecretRequest,
  VendorSecretParams,
  VendorSecretView,
} from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { VendorSecrets } from './vendors.operator.js';

const tags = ['back office: games'];

/** Vendor signing secrets on the games page (decision 0034): games.manage, owner and admin only. */
export function vendorSecretRoutes(app: HttpApp, secrets: VendorSecrets, operatorGuard: OperatorGuard) {
  const canManage = operatorGuard('games.manage');
  app.get(
    '/bo/api/games/vendor-secrets',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: "Every vendor's signing secret as a fingerprint with its dates (never the secret)",
        response: { 200: envelope(z.array(VendorSecretView)) },
      },
    },
    async () => ok(await secrets.list()),
  );
  app.post(
    '/bo/api/games/vendor-secrets/:vendor/rotate',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'A new signing secret, answered once; the previous one stays valid 10 minutes; audited',
        params: VendorSecretParams,
        body: RotateVendorSecretRequest,
        response: { 200: envelope(RotatedVendorSecret) },
      },
    },
    async (request, reply) => {
      // The secret is in this answer only: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(await secrets.rotate(operatorOf(request), request.params.vendor, request.body));
    },
  );
}
