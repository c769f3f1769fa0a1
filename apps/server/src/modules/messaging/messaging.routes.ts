import { AnnouncementItem, AnnouncementsQuery, AnnouncementsValue, envelope } from '@khela/contract';
import { z } from 'zod';
import type { AuthGuards } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { MessagingService } from './messaging.service.js';

export function messagingRoutes(app: HttpApp, messaging: MessagingService, guards: AuthGuards) {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      ...guards.optional,
      schema: {
        tags: ['announcements'],
        summary:
          'Banners by group, player notices (paged, 9 a page), popups for the caller, promotions, headlines',
        querystring: AnnouncementsQuery,
        response: { 200: envelope(AnnouncementsValue) },
      },
    },
    async (request) => ok(await messaging.listAnnouncements(request.query, request.principal, request.lang)),
  );
  app.get(
    '/wps/relay/MCSFE_getAnnouncement',
    {
      schema: {
        tags: ['announcements'],
        summary: 'One announcement with its content (the notice content page)',
        querystring: z.object({ id: z.string().max(20), language: z.string().max(8).optional() }),
        response: { 200: envelope(AnnouncementItem) },
      },
    },
    async (request) =>
      ok(await messaging.announcement(request.query.id, request.query.language, request.lang)),
  );
}
