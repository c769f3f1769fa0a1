import {
  AnnouncementAdminPage,
  AnnouncementAdminQuery,
  AnnouncementAdminView,
  AnnouncementDeleteQuery,
  AnnouncementIdParams,
  AnnouncementWriteRequest,
  envelope,
} from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { MessagingOperator } from './messaging.operator.js';

const tags = ['back office: content'];

/** The back office's content page: announcements, popups, banners per group, notices. */
export function messagingOperatorRoutes(
  app: HttpApp,
  content: MessagingOperator,
  operatorGuard: OperatorGuard,
) {
  const canManage = operatorGuard('content.manage');
  app.get(
    '/bo/api/content/announcements',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Every announcement (any status or window), BN and EN; paged, filtered, sorted',
        querystring: AnnouncementAdminQuery,
        response: { 200: envelope(AnnouncementAdminPage) },
      },
    },
    async (request) => ok(await content.list(request.query)),
  );
  app.post(
    '/bo/api/content/announcements',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Creates an announcement (B banner, PL notice, PU popup, PR promotion, H headline); audited',
        body: AnnouncementWriteRequest,
        response: { 200: envelope(AnnouncementAdminView) },
      },
    },
    async (request) => ok(await content.create(operatorOf(request), request.body)),
  );
  app.put(
    '/bo/api/content/announcements/:id',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Replaces an announcement and its BN/EN texts; audited with before and after',
        params: AnnouncementIdParams,
        body: AnnouncementWriteRequest,
        response: { 200: envelope(AnnouncementAdminView) },
      },
    },
    async (request) => ok(await content.update(operatorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/bo/api/content/announcements/:id',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'Deletes an announcement and its texts; audited with what it was',
        params: AnnouncementIdParams,
        querystring: AnnouncementDeleteQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await content.remove(operatorOf(request), request.params.id, request.query.reason)),
  );
}
