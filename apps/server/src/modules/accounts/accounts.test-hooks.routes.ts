import { envelope } from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { latestMessagesTo } from '../../platform/notify/notify.repo.js';
import { testClock } from '../../platform/test-clock.js';

const OutboxQuery = z.object({
  recipient: z.string().min(3).max(254).describe('E.164 for SMS (+8801…), the address for email'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const OutboxMessageView = z.object({
  id: z.number().int(),
  channel: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/**
 * Browser tests only: registered when TEST_HOOKS=true (which the configuration refuses together
 * with NODE_ENV=production). The captcha answer hook sits beside the captcha route
 * (accounts.register.routes.ts); this one lets a browser test read the SMS and email codes the
 * outbox provider stored, over HTTP, so the test runs on the embedded PGlite database too.
 */
export function testHookRoutes(app: HttpApp, ctx: AppContext) {
  if (!ctx.config.testHooks) return;
  app.get(
    '/wps/test/outbox',
    {
      schema: {
        tags: ['test hooks'],
        summary:
          'The newest outbox messages (SMS and email) to one recipient, newest first (TEST_HOOKS only)',
        querystring: OutboxQuery,
        response: { 200: envelope(z.array(OutboxMessageView)) },
      },
    },
    async (request) => {
      const rows = await latestMessagesTo(ctx.database.db, request.query.recipient, {
        limit: request.query.limit,
      });
      return ok(
        rows.map((row) => ({
          id: Number(row.id),
          channel: row.channel,
          purpose: row.purpose,
          subject: row.subject,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );
  app.post(
    '/wps/test/clock',
    {
      schema: {
        tags: ['test hooks'],
        summary: "Moves the server's clock to `at` (it runs on from there); TEST_HOOKS only",
        body: z.strictObject({ at: z.iso.datetime({ offset: true }) }),
        response: { 200: envelope(z.object({ now: z.string() })) },
      },
    },
    async (request) => {
      testClock.shiftMs = new Date(request.body.at).getTime() - Date.now();
      return ok({ now: ctx.now().toISOString() });
    },
  );
}
