import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import type { BlobStorage } from '../../platform/storage/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import { createMessagingMedia } from './messaging.media.js';
import { mediaOperatorRoutes, mediaRoutes } from './messaging.media.routes.js';
import { createMessagingOperator } from './messaging.operator.js';
import { messagingOperatorRoutes } from './messaging.operator.routes.js';
import { messagingRoutes } from './messaging.routes.js';
import { createMessagingService } from './messaging.service.js';

/** Announcements, the inbox and public content images; the back office's content page. */
export function createMessagingModule(ctx: AppContext, deps: { storage: BlobStorage; audit: AuditService }) {
  const service = createMessagingService(ctx);
  const media = createMessagingMedia(ctx, deps.storage, deps.audit);
  return defineModule({
    name: 'messaging',
    service,
    routes: (app, { guards }) => {
      messagingRoutes(app, service, guards);
      mediaRoutes(app, media);
    },
    operatorRoutes: async (app, { operatorGuard }) => {
      messagingOperatorRoutes(app, createMessagingOperator(ctx, deps.audit), operatorGuard);
      await mediaOperatorRoutes(app, media, operatorGuard);
    },
  });
}
