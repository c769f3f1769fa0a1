import { createHash } from 'node:crypto';
import { type ContentImageValue, MAX_CONTENT_IMAGE_BYTES } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { inspectWebImage } from '../../platform/storage/image-check.js';
import { type BlobStorage, isStorageKey } from '../../platform/storage/storage.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';

/** The storage area of public content images; only this area is ever served at /media/. */
const MEDIA_AREA = 'media';
export const MEDIA_PATH_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, ContentImageValue['contentType']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export type MediaFile = { bytes: Buffer; contentType: string };

/**
 * Content images (decision 0030): banner pictures an operator uploads, checked by content (PNG,
 * JPEG or WebP header, never the name or declared type), stored through platform storage under a
 * random key in the public `media` area, and served read-only to everyone at
 * /media/<yyyy-mm>/<32 hex>.<ext>. The uploads directory is outside the web build roots; no
 * other area (withdrawal proofs) can be reached through /media/.
 */
export function createMessagingMedia(ctx: AppContext, storage: BlobStorage, audit: AuditService) {
  const db = ctx.database.db;

  async function upload(operator: OperatorPrincipal, bytes: Buffer): Promise<ContentImageValue> {
    if (bytes.length > MAX_CONTENT_IMAGE_BYTES)
      throw new AppError('CONTENT_IMAGE_TOO_LARGE', { max: MAX_CONTENT_IMAGE_BYTES / (1024 * 1024) });
    const image = inspectWebImage(bytes);
    if (!image) throw new AppError('CONTENT_IMAGE_NOT_IMAGE');
    const key = await storage.put(MEDIA_AREA, image.extension, bytes, ctx.now());
    const value: ContentImageValue = {
      url: `${MEDIA_PATH_PREFIX}${key.slice(MEDIA_AREA.length + 1)}`,
      contentType: image.contentType,
      sizeBytes: bytes.length,
      width: image.width,
      height: image.height,
    };
    try {
      await db.transaction((tx) =>
        audit.record(tx, {
          ...operatorActor(operator),
          action: 'content.image.upload',
          target: { type: 'media', id: value.url },
          after: { ...value, sha256: createHash('sha256').update(bytes).digest('hex') },
        }),
      );
    } catch (error) {
      // No audit entry, no file: the upload did not happen.
      await storage.remove(key);
      throw error;
    }
    return value;
  }

  /** A stored content image by the path after /media/, or MEDIA_NOT_FOUND. */
  async function read(month: string, name: string): Promise<MediaFile> {
    const key = `${MEDIA_AREA}/${month}/${name}`;
    const contentType = CONTENT_TYPES[name.split('.').pop() ?? ''];
    const bytes = isStorageKey(key) && contentType ? await storage.get(key) : undefined;
    if (!bytes || !contentType) throw new AppError('MEDIA_NOT_FOUND');
    return { bytes, contentType };
  }

  return { upload, read };
}

export type MessagingMedia = ReturnType<typeof createMessagingMedia>;
