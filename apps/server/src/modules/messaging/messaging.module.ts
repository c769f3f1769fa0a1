import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { BlobStorage } from '../../platform/storage/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import { createMessagingMedia } from './messaging.media.js';
import { mediaOperatorRoutes, mediaRoutes } from './messaging.media.routes.js';
import { createMessagingOperator } from './messaging.operator.js';
import { messagingOperatorRoutes } from './messaging.operator.routes.js';
import { messagingRoutes } from './messaging.routes.js';
import { createMessagingService } from './messaging.service.js';

export function createMessagingModule(ctx: AppContext, deps: { storage: BlobStorage; audit: AuditService }) {
  const service = createMessagingService(ctx);
  const media = createMessagingMedia(ctx, deps.storage, deps.audit);
  return {
    service,
    routes: (app: HttpApp, guards: AuthGuards) => {
      messagingRoutes(app, service, guards);
      mediaRoutes(app, media);
    },
    /** The back office's content page (issue 8); registered after the operator guard tracks routes. */
    operatorRoutes: async (app: HttpApp, operatorGuard: OperatorGuard) => {
      messagingOperatorRoutes(app, createMessagingOperator(ctx, deps.audit), operatorGuard);
      await mediaOperatorRoutes(app, media, operatorGuard);
    },
  };
}
