import { envelope, PermissionsValue } from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import { type AuthGuards, bearerToken } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SystemService } from '../system/system.service.js';
import { permissionsOf } from './accounts.permissions.js';

/** GET /wps/member/permissions: permission info, loaded at start beside the status (decision 0085). */
export function permissionRoutes(app: HttpApp, guards: AuthGuards, system: Pick<SystemService, 'settings'>) {
  app.get(
    '/wps/member/permissions',
    {
      ...guards.optional,
      schema: {
        tags: ['member'],
        summary:
          "What the caller's session may do and see (role, features, agent pages, trial limits); a guest without a token, NOT_LOGGED_IN for a token no longer valid",
        response: { 200: envelope(PermissionsValue) },
      },
    },
    async (request) => {
      // A token that no longer opens a session: the site drops it, as on any (T) call.
      if (!request.principal && bearerToken(request)) throw new AppError('NOT_LOGGED_IN');
      return ok(permissionsOf(request.principal, await system.settings()));
    },
  );
}
