import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import type { BlobStorage } from '../../platform/storage/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import { createFeedback, type FeedbackModuleDeps } from './messaging.feedback.js';
import { createFeedbackOperator } from './messaging.feedback.operator.js';
import { feedbackOperatorRoutes, feedbackRoutes } from './messaging.feedback.routes.js';
import { createInboxPart, type InboxModuleDeps } from './messaging.inbox.module.js';
import { createMessagingMedia } from './messaging.media.js';
import { mediaOperatorRoutes, mediaRoutes } from './messaging.media.routes.js';
import { createMessagingOperator } from './messaging.operator.js';
import { messagingOperatorRoutes } from './messaging.operator.routes.js';
import { messagingRoutes } from './messaging.routes.js';
import { createMessagingService } from './messaging.service.js';

/** Announcements, the inbox and public content images; the back office's content page. */
export function createMessagingModule(
  ctx: AppContext,
  deps: { storage: BlobStorage; audit: AuditService; inbox: InboxModuleDeps; feedback: FeedbackModuleDeps },
) {
  // Platform messages (messageV2, decision 0060): the member's inbox, system messages, the composer.
  const inbox = createInboxPart(ctx, { ...deps.inbox, audit: deps.audit });
  const service = { ...createMessagingService(ctx), inbox: inbox.inbox };
  const media = createMessagingMedia(ctx, deps.storage, deps.audit);
  // Feedback and complaints (decision 0061): the player's threads and the operator's inbox.
  const feedbackDeps = { ...deps.feedback, storage: deps.storage, audit: deps.audit };
  const feedback = createFeedback(ctx, feedbackDeps);
  return defineModule({
    name: 'messaging',
    service,
    routes: async (app, { guards }) => {
      messagingRoutes(app, service, guards);
      mediaRoutes(app, media);
      inbox.routes(app, guards);
      await feedbackRoutes(app, guards, feedback);
    },
    operatorRoutes: async (app, { operatorGuard }) => {
      messagingOperatorRoutes(app, createMessagingOperator(ctx, deps.audit), operatorGuard);
      await mediaOperatorRoutes(app, media, operatorGuard);
      inbox.operatorRoutes(app, operatorGuard);
      feedbackOperatorRoutes(app, operatorGuard, createFeedbackOperator(ctx, feedbackDeps));
    },
  });
}
