import {
  ActivityApplicationIdParams,
  ActivityApplicationListValue,
  ActivityApplicationValue,
  ActivityImageParams,
  BoActivityApplicationListValue,
  BoActivityApplicationValue,
  BoActivityApproveRequest,
  BoActivityQuery,
  BoActivityRejectRequest,
  envelope,
  MAX_ACTIVITY_IMAGE_BYTES,
  MAX_ACTIVITY_IMAGES,
  PromotionIdParams,
} from '@khela/contract';
import type { FastifyReply } from 'fastify';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { formDataOf, multipartScope } from '../../platform/http/multipart.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Activity, ActivityImageFile } from './promotions.activity.js';
import type { ActivityReview } from './promotions.activity.review.js';

const tags = ['promotions'];
const boTags = ['back office: promotions'];
/**
 * Refused before it is read in full past this: three images at their limit and the remark fit,
 * and one oversize image among fewer still reaches the check that names it (ACTIVITY_IMAGE_TOO_LARGE).
 */
const APPLY_BODY_LIMIT_BYTES = MAX_ACTIVITY_IMAGES * MAX_ACTIVITY_IMAGE_BYTES + 2 * 1024 * 1024;

/** A private image: never sniffed into something else, never kept by a shared cache. */
function sendImage(reply: FastifyReply, file: ActivityImageFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .send(file.bytes);
}

/** The player's activity calls (decision 0057): real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT). */
export async function activityRoutes(app: HttpApp, guards: AuthGuards, activity: Activity) {
  app.get(
    '/wps/promotions/applications',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'My activity applications, newest first, with their statuses (T; decision 0057)',
        response: { 200: envelope(ActivityApplicationListValue) },
      },
    },
    async (request) => ok(await activity.mine(principalOf(request), request.lang)),
  );
  app.get(
    '/wps/promotions/applications/:id/images/:imageId',
    {
      ...guards.member,
      schema: { tags, summary: 'An image of my activity application (T)', params: ActivityImageParams },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await activity.image(request.params.id, request.params.imageId, principalOf(request).memberId),
      ),
  );
  // multipart bodies only here: a scope of its own keeps the parser off every other route.
  await multipartScope(app, APPLY_BODY_LIMIT_BYTES, (scope) => {
    scope.post(
      '/wps/promotions/:id/apply',
      {
        ...guards.member,
        bodyLimit: APPLY_BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary:
            'Apply to an activity (T): multipart/form-data, `remark` (≤ 140 characters) and up to 3 `images` (png or jpg by content, ≤ 5 MB each)',
          params: PromotionIdParams,
          response: { 200: envelope(ActivityApplicationValue) },
        },
      },
      async (request) => {
        const form = await formDataOf(request.headers['content-type'], request.body);
        return ok(await activity.apply(principalOf(request), request.params.id, form, request.lang));
      },
    );
  });
}

/** The back office's review queue (promotions.applications.review); every decision is audited. */
export function activityOperatorRoutes(
  app: HttpApp,
  operatorGuard: OperatorGuard,
  review: ActivityReview,
  activity: Activity,
) {
  const canReview = operatorGuard('promotions.applications.review');
  app.get(
    '/bo/api/promotions/applications',
    {
      onRequest: canReview,
      schema: {
        tags: boTags,
        summary: 'Activity applications of a status (applying: the review queue, oldest first)',
        querystring: BoActivityQuery,
        response: { 200: envelope(BoActivityApplicationListValue) },
      },
    },
    async (request) => ok(await review.queue(request.query.status, request.lang)),
  );
  app.get(
    '/bo/api/promotions/applications/:id/images/:imageId',
    {
      onRequest: canReview,
      schema: { tags: boTags, summary: 'An image of an activity application', params: ActivityImageParams },
    },
    async (request, reply) =>
      sendImage(reply, await activity.image(request.params.id, request.params.imageId)),
  );
  app.post(
    '/bo/api/promotions/applications/:id/approve',
    {
      onRequest: canReview,
      schema: {
        tags: boTags,
        summary: 'Approve an application: the reward issued once, within the rules (audited)',
        params: ActivityApplicationIdParams,
        body: BoActivityApproveRequest,
        response: { 200: envelope(BoActivityApplicationValue) },
      },
    },
    async (request) =>
      ok(await review.approve(operatorOf(request), request.params.id, request.body, request.lang)),
  );
  app.post(
    '/bo/api/promotions/applications/:id/reject',
    {
      onRequest: canReview,
      schema: {
        tags: boTags,
        summary: 'Reject an application with the reason the player is shown (audited)',
        params: ActivityApplicationIdParams,
        body: BoActivityRejectRequest,
        response: { 200: envelope(BoActivityApplicationValue) },
      },
    },
    async (request) =>
      ok(await review.reject(operatorOf(request), request.params.id, request.body.reason, request.lang)),
  );
}
