import { ContentImageValue, envelope, MAX_CONTENT_IMAGE_BYTES } from '@khela/contract';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { formDataOf, multipartScope } from '../../platform/http/multipart.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { MessagingMedia } from './messaging.media.js';

/** Refused before it is read in full past this; CONTENT_IMAGE_TOO_LARGE covers 2–3 MB. */
const UPLOAD_BODY_LIMIT_BYTES = MAX_CONTENT_IMAGE_BYTES + 1024 * 1024;
const MediaParams = z.object({ month: z.string().max(7), name: z.string().max(48) });

/** The one file of a multipart/form-data body's "file" field. */
async function fileOf(contentType: string | undefined, body: unknown): Promise<Buffer> {
  const form = await formDataOf(contentType, body);
  const files = form?.getAll('file') ?? [];
  const [file] = files;
  if (files.length !== 1 || !file || typeof file === 'string') throw new AppError('CONTENT_IMAGE_MISSING');
  return Buffer.from(await file.arrayBuffer());
}

/** POST /bo/api/content/images (content.manage): a banner picture, multipart field "file". */
export async function mediaOperatorRoutes(app: HttpApp, media: MessagingMedia, operatorGuard: OperatorGuard) {
  // multipart bodies only here: a scope of its own keeps the parser off every other route.
  await multipartScope(app, UPLOAD_BODY_LIMIT_BYTES, (scope) => {
    scope.post(
      '/bo/api/content/images',
      {
        onRequest: operatorGuard('content.manage'),
        bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          tags: ['back office: content'],
          summary:
            'Uploads a banner image (multipart field "file": png, jpg or webp by content, ≤ 2 MB); returns its public /media/ URL; audited',
          response: { 200: envelope(ContentImageValue) },
        },
      },
      async (request) =>
        ok(
          await media.upload(
            operatorOf(request),
            await fileOf(request.headers['content-type'], request.body),
          ),
        ),
    );
  });
}

/** GET /media/<yyyy-mm>/<name>: public content images, read-only, never sniffed, cached for good. */
export function mediaRoutes(app: HttpApp, media: MessagingMedia) {
  app.get(
    '/media/:month/:name',
    { schema: { tags: ['content'], summary: 'A content image an operator uploaded', params: MediaParams } },
    async (request, reply) => {
      const file = await media.read(request.params.month, request.params.name);
      return (
        reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          // Names are random and never reused: the bytes under one never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(file.bytes)
      );
    },
  );
}
