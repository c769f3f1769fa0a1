import {
  BoFeedbackListValue,
  BoFeedbackQuery,
  BoFeedbackReplyRequest,
  BoFeedbackThreadValue,
  envelope,
  FeedbackIdParams,
  FeedbackImageParams,
  FeedbackListValue,
  FeedbackReplyRequest,
  FeedbackThreadValue,
  MAX_FEEDBACK_IMAGE_BYTES,
  MAX_FEEDBACK_IMAGES,
} from '@khela/contract';
import type { FastifyReply } from 'fastify';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { formDataOf, multipartScope } from '../../platform/http/multipart.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Feedback, FeedbackImageFile } from './messaging.feedback.js';
import type { FeedbackOperator } from './messaging.feedback.operator.js';

const tags = ['feedback'];
const boTags = ['back office: feedback'];
/**
 * Refused before it is read in full past this: three images at their limit and the text fit, and
 * one oversize image among fewer still reaches the check that names it (FEEDBACK_IMAGE_TOO_LARGE).
 */
const SUBMIT_BODY_LIMIT_BYTES = MAX_FEEDBACK_IMAGES * MAX_FEEDBACK_IMAGE_BYTES + 2 * 1024 * 1024;

/** A private image: never sniffed into something else, never kept by a shared cache. */
function sendImage(reply: FastifyReply, file: FeedbackImageFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .send(file.bytes);
}

/** The player's feedback calls (decision 0061): real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT). */
export async function feedbackRoutes(app: HttpApp, guards: AuthGuards, feedback: Feedback) {
  app.get(
    '/wps/feedback',
    {
      ...guards.member,
      schema: {
        tags,
        summary:
          'My feedback threads (newest activity first) with statuses and unread replies, the badge count, and the form rules (T)',
        response: { 200: envelope(FeedbackListValue) },
      },
    },
    async (request) => ok(await feedback.mine(principalOf(request))),
  );
  app.get(
    '/wps/feedback/:id',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'One of my threads; the replies in it count as read from now (T)',
        params: FeedbackIdParams,
        response: { 200: envelope(FeedbackThreadValue) },
      },
    },
    async (request) => ok(await feedback.open(principalOf(request), request.params.id)),
  );
  app.post(
    '/wps/feedback/:id/reply',
    {
      ...guards.member,
      schema: {
        tags,
        summary:
          'Add to my thread (1 to FEEDBACKLENGTH.maxWords words); a replied or closed thread reopens (T)',
        params: FeedbackIdParams,
        body: FeedbackReplyRequest,
        response: { 200: envelope(FeedbackThreadValue) },
      },
    },
    async (request) =>
      ok(await feedback.reply(principalOf(request), request.params.id, request.body.content, request.lang)),
  );
  app.post(
    '/wps/feedback/:id/close',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Close my thread (T)',
        params: FeedbackIdParams,
        response: { 200: envelope(FeedbackThreadValue) },
      },
    },
    async (request) => ok(await feedback.close(principalOf(request), request.params.id)),
  );
  app.get(
    '/wps/feedback/:id/images/:imageId',
    {
      ...guards.member,
      schema: { tags, summary: 'An image of my thread (T)', params: FeedbackImageParams },
    },
    async (request, reply) =>
      sendImage(reply, await feedback.image(principalOf(request), request.params.id, request.params.imageId)),
  );
  // multipart bodies only here: a scope of its own keeps the parser off every other route.
  await multipartScope(app, SUBMIT_BODY_LIMIT_BYTES, (scope) => {
    scope.post(
      '/wps/feedback',
      {
        ...guards.member,
        bodyLimit: SUBMIT_BODY_LIMIT_BYTES,
        schema: {
          tags,
          summary:
            'Submit feedback (T): JSON `{ type, content }`, or multipart/form-data with `type`, `content` and up to 3 `images` (png or jpg by content, ≤ 5 MB each); content within FEEDBACKLENGTH words; 5 an hour',
          response: { 200: envelope(FeedbackThreadValue) },
        },
      },
      async (request) => {
        // Either body, checked by the service against the same rules (the route cannot name two schemas).
        const body = Buffer.isBuffer(request.body)
          ? { form: await formDataOf(request.headers['content-type'], request.body) }
          : { json: request.body };
        return ok(await feedback.submit(principalOf(request), body, request.lang));
      },
    );
  });
}

/** The back office's feedback inbox (feedback.reply); replies and closes are audited. */
export function feedbackOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, inbox: FeedbackOperator) {
  const canReply = operatorGuard('feedback.reply');
  app.get(
    '/bo/api/feedback',
    {
      onRequest: canReply,
      schema: {
        tags: boTags,
        summary: 'Feedback threads by status and type: open first (oldest waiting first), then the rest',
        querystring: BoFeedbackQuery,
        response: { 200: envelope(BoFeedbackListValue) },
      },
    },
    async (request) => ok(await inbox.inbox(request.query)),
  );
  app.get(
    '/bo/api/feedback/:id',
    {
      onRequest: canReply,
      schema: {
        tags: boTags,
        summary: 'A feedback thread with its images and the player',
        params: FeedbackIdParams,
        response: { 200: envelope(BoFeedbackThreadValue) },
      },
    },
    async (request) => ok(await inbox.thread(request.params.id)),
  );
  app.get(
    '/bo/api/feedback/:id/images/:imageId',
    {
      onRequest: canReply,
      schema: { tags: boTags, summary: 'An image of a feedback thread', params: FeedbackImageParams },
    },
    async (request, reply) => sendImage(reply, await inbox.image(request.params.id, request.params.imageId)),
  );
  app.post(
    '/bo/api/feedback/:id/reply',
    {
      onRequest: canReply,
      schema: {
        tags: boTags,
        summary: 'Reply to a thread (it becomes replied; the player is notified; audited)',
        params: FeedbackIdParams,
        body: BoFeedbackReplyRequest,
        response: { 200: envelope(BoFeedbackThreadValue) },
      },
    },
    async (request) => ok(await inbox.reply(operatorOf(request), request.params.id, request.body.content)),
  );
  app.post(
    '/bo/api/feedback/:id/close',
    {
      onRequest: canReply,
      schema: {
        tags: boTags,
        summary: 'Close a thread (audited)',
        params: FeedbackIdParams,
        response: { 200: envelope(BoFeedbackThreadValue) },
      },
    },
    async (request) => ok(await inbox.close(operatorOf(request), request.params.id)),
  );
}
