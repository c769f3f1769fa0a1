import {
  envelope,
  InboxComposeRequest,
  InboxPreviewValue,
  InboxSentItem,
  InboxSentPage,
  InboxSentQuery,
} from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { InboxComposer } from './messaging.inbox.compose.js';

const tags = ['back office: messages'];

/** The message composer (decision 0060): preview and send need messages.compose; the sent list messages.view. */
export function inboxOperatorRoutes(app: HttpApp, composer: InboxComposer, operatorGuard: OperatorGuard) {
  const canCompose = operatorGuard('messages.compose');
  app.post(
    '/bo/api/messages/preview',
    {
      onRequest: canCompose,
      schema: {
        tags,
        summary:
          'How many members a message would reach now, and its BN and EN texts as they would be stored',
        body: InboxComposeRequest,
        response: { 200: envelope(InboxPreviewValue) },
      },
    },
    async (request) => ok(await composer.preview(request.body)),
  );
  app.post(
    '/bo/api/messages',
    {
      onRequest: canCompose,
      schema: {
        tags,
        summary: 'Sends a platform message to everyone, a segment or one player; audited',
        body: InboxComposeRequest,
        response: { 200: envelope(InboxSentItem) },
      },
    },
    async (request) => ok(await composer.send(operatorOf(request), request.body)),
  );
  app.get(
    '/bo/api/messages',
    {
      onRequest: operatorGuard('messages.view'),
      schema: {
        tags,
        summary: 'Messages operators sent, newest first, with recipients and how many read each',
        querystring: InboxSentQuery,
        response: { 200: envelope(InboxSentPage) },
      },
    },
    async (request) => ok(await composer.sent(request.query)),
  );
}
