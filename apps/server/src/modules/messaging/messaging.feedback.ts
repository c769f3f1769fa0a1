import { createHash } from 'node:crypto';
import {
  FEEDBACK_TYPES,
  type FeedbackImageValue,
  type FeedbackListValue,
  type FeedbackPostValue,
  type FeedbackRulesValue,
  type FeedbackStatus,
  type FeedbackThreadValue,
  type FeedbackType,
  type Language,
  MAX_FEEDBACK_IMAGE_BYTES,
  MAX_FEEDBACK_IMAGES,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { RealtimeHub } from '../../platform/realtime/realtime.js';
import { inspectImage } from '../../platform/storage/image-check.js';
import type { BlobStorage } from '../../platform/storage/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SystemService } from '../system/system.service.js';
import { checkContent, type FeedbackSubmission, submissionOf } from './messaging.feedback.form.js';
import * as repo from './messaging.feedback.repo.js';

export type FeedbackDeps = {
  storage: BlobStorage;
  audit: AuditService;
  realtime: RealtimeHub;
  settings: SystemService['settings'];
  /** From the accounts module: usernames by member id (the inbox). */
  usernamesOf: (ids: readonly string[]) => Promise<Map<string, string>>;
};

/** What app.ts passes for feedback; storage and audit come from the messaging module's own deps. */
export type FeedbackModuleDeps = Omit<FeedbackDeps, 'storage' | 'audit'>;

/** The private storage area of feedback images; served only through the routes that check who asks. */
export const FEEDBACK_IMAGE_AREA = 'feedback';
/** How many of a player's threads the list shows, newest activity first. */
const MINE_PAGE = 50;
/** Submissions and replies one player may send in an hour (spam and storage bounds). */
export const FEEDBACK_LIMITS = { submissionsPerHour: 5, repliesPerHour: 30, windowMs: 60 * 60 * 1000 };
const PREVIEW_CHARS = 80;

export type FeedbackImageFile = { bytes: Buffer; contentType: string; fileName: string };
type ImageRoot = '/wps/feedback' | '/bo/api/feedback';

export const asType = (value: string): FeedbackType => FEEDBACK_TYPES.find((t) => t === value) ?? 'other';
export const asStatus = (value: string): FeedbackStatus =>
  value === 'replied' || value === 'closed' ? value : 'open';

export function previewOf(posts: repo.PostRow[], feedbackId: bigint): string {
  const first = posts.find((p) => p.feedbackId === feedbackId)?.content ?? '';
  const chars = [...first.replace(/\s+/g, ' ')];
  return chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS).join('')}…` : chars.join('');
}

/** A thread as its owner (`/wps/…`, no operator names) or an operator (`/bo/api/…`) sees it. */
export function presentThread(
  row: repo.FeedbackRow,
  posts: repo.PostRow[],
  images: repo.ImageRow[],
  root: ImageRoot,
): FeedbackThreadValue {
  const imagesOf = (postId: bigint) =>
    images
      .filter((i) => i.postId === postId)
      .map(
        (i): FeedbackImageValue => ({
          id: i.id.toString(),
          contentType: i.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
          sizeBytes: i.sizeBytes,
          width: i.width,
          height: i.height,
          path: `${root}/${row.id}/images/${i.id}`,
        }),
      );
  return {
    id: row.id.toString(),
    type: asType(row.type),
    status: asStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedBy: row.closedBy === 'player' || row.closedBy === 'operator' ? row.closedBy : null,
    posts: posts
      .filter((p) => p.feedbackId === row.id)
      .map(
        (p): FeedbackPostValue => ({
          id: p.id.toString(),
          from: p.author === 'operator' ? 'operator' : 'player',
          operatorName: root === '/bo/api/feedback' ? p.operatorName : null,
          content: p.content,
          images: imagesOf(p.id),
          at: p.createdAt.toISOString(),
          readAt: p.readAt?.toISOString() ?? null,
        }),
      ),
  };
}

/** A thread's image from storage, checked again by content; `memberId` limits it to the owner's threads. */
export async function readImage(
  ctx: AppContext,
  storage: BlobStorage,
  feedbackId: string,
  imageId: string,
  memberId?: string,
): Promise<FeedbackImageFile> {
  const db = ctx.database.db;
  const row = await repo.feedbackById(db, BigInt(feedbackId));
  if (!row || (memberId !== undefined && row.memberId !== BigInt(memberId)))
    throw new AppError('FEEDBACK_NOT_FOUND');
  const image = await repo.imageOf(db, row.id, BigInt(imageId));
  const bytes = image ? await storage.get(image.storageKey) : undefined;
  const info = bytes ? inspectImage(bytes) : undefined;
  if (!image || !bytes || !info) throw new AppError('FEEDBACK_NOT_FOUND');
  return {
    bytes,
    contentType: info.contentType,
    fileName: `feedback-${row.id}-${image.position}.${info.extension}`,
  };
}

/**
 * Feedback and complaints, the player's side (decision 0061): submit a type, a text within the
 * FEEDBACKLENGTH word bounds and up to three private images; my threads with their statuses and
 * unread replies (the badge); a thread (opening it marks the replies read); reply (reopens);
 * close. Only the owner sees a thread or its images. The operator's inbox is messaging.feedback.operator.ts.
 */
export function createFeedback(ctx: AppContext, deps: FeedbackDeps) {
  const db = ctx.database.db;

  /** Counts one send in the member's hourly window; past the limit, refused with the wait. */
  async function limit(kind: 'submit' | 'reply', memberId: string): Promise<string> {
    const key = `feedback:${kind}:${memberId}`;
    const max = kind === 'submit' ? FEEDBACK_LIMITS.submissionsPerHour : FEEDBACK_LIMITS.repliesPerHour;
    const hit = await ctx.rateLimiter.hit(key, max, FEEDBACK_LIMITS.windowMs);
    if (!hit.allowed) {
      const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
      throw new AppError(
        'FEEDBACK_RATE_LIMITED',
        { minutes: Math.max(1, Math.ceil(seconds / 60)) },
        { retryAfterSeconds: seconds },
        { 'retry-after': String(seconds) },
      );
    }
    return key;
  }

  /** The member's own thread (locked when asked), else not found: another's is not told apart. */
  async function ownThread(
    tx: Parameters<typeof repo.feedbackById>[0],
    principal: Principal,
    id: string,
    lock = false,
  ) {
    const row = await repo.feedbackById(tx, BigInt(id), lock);
    if (!row || row.memberId !== BigInt(principal.memberId)) throw new AppError('FEEDBACK_NOT_FOUND');
    return row;
  }

  async function thread(row: repo.FeedbackRow): Promise<FeedbackThreadValue> {
    const [posts, images] = await Promise.all([repo.postsOf(db, [row.id]), repo.imagesOf(db, [row.id])]);
    return presentThread(row, posts, images, '/wps/feedback');
  }

  async function store(memberId: bigint, form: FeedbackSubmission): Promise<repo.FeedbackRow> {
    const stored: string[] = [];
    try {
      return await retriedTransaction(db, async (tx) => {
        // A retried attempt stores its files again: the last attempt's are dropped first.
        for (const key of stored.splice(0)) await deps.storage.remove(key);
        const at = ctx.now();
        const row = await repo.insertFeedback(tx, { memberId, type: form.type, at });
        const post = await repo.insertPost(tx, {
          feedbackId: row.id,
          author: 'player',
          operatorId: null,
          operatorName: null,
          content: form.content,
          createdAt: at,
        });
        const images: repo.NewImage[] = [];
        for (const [index, image] of form.images.entries()) {
          const info = inspectImage(image.bytes);
          if (!info) throw new AppError('FEEDBACK_IMAGE_NOT_IMAGE', { field: `images[${index + 1}]` });
          const storageKey = await deps.storage.put(FEEDBACK_IMAGE_AREA, info.extension, image.bytes, at);
          stored.push(storageKey);
          images.push({
            feedbackId: row.id,
            postId: post.id,
            position: index + 1,
            storageKey,
            contentType: info.contentType,
            sizeBytes: image.bytes.length,
            width: info.width,
            height: info.height,
            sha256: createHash('sha256').update(image.bytes).digest('hex'),
          });
        }
        await repo.insertImages(tx, images);
        return row;
      });
    } catch (error) {
      // Nothing committed, so no file either.
      for (const key of stored) await deps.storage.remove(key);
      throw error;
    }
  }

  /** The form's rules now: FEEDBACKLENGTH and the image limits. */
  async function rules(): Promise<FeedbackRulesValue> {
    const length = (await deps.settings()).FEEDBACKLENGTH;
    return {
      minWords: length.minWords,
      maxWords: length.maxWords,
      maxImages: MAX_FEEDBACK_IMAGES,
      maxImageBytes: MAX_FEEDBACK_IMAGE_BYTES,
      types: [...FEEDBACK_TYPES],
    };
  }

  return {
    /**
     * Submits feedback: the hourly limit counted first, then the form checked (a refused form
     * gives its count back), then the thread, its first post and its images in one transaction.
     */
    async submit(
      principal: Principal,
      body: { json: unknown } | { form: FormData | undefined },
      lang: Language,
    ): Promise<FeedbackThreadValue> {
      const key = await limit('submit', principal.memberId);
      let form: FeedbackSubmission;
      try {
        form = await submissionOf(body, (await deps.settings()).FEEDBACKLENGTH, lang);
      } catch (error) {
        await ctx.rateLimiter.refund(key);
        throw error;
      }
      return thread(await store(BigInt(principal.memberId), form));
    },

    /** My threads, newest activity first, each with its unread replies; the badge; the rules. */
    async mine(principal: Principal): Promise<FeedbackListValue> {
      const memberId = BigInt(principal.memberId);
      const rows = await repo.feedbackOf(db, memberId, MINE_PAGE);
      const posts = await repo.postsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        list: rows.map((r) => ({
          id: r.id.toString(),
          type: asType(r.type),
          status: asStatus(r.status),
          preview: previewOf(posts, r.id),
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          unreadReplies: posts.filter((p) => p.feedbackId === r.id && p.author === 'operator' && !p.readAt)
            .length,
        })),
        unreadThreads: await repo.unreadThreads(db, memberId),
        rules: await rules(),
      };
    },

    /** One of my threads; the operator's replies in it count as read from now. */
    async open(principal: Principal, id: string): Promise<FeedbackThreadValue> {
      const row = await ownThread(db, principal, id);
      await repo.markRepliesRead(db, row.id, ctx.now());
      return thread(row);
    },

    /** My reply (1 to maxWords words): a replied or closed thread is open again, waiting for an operator. */
    async reply(
      principal: Principal,
      id: string,
      content: string,
      lang: Language,
    ): Promise<FeedbackThreadValue> {
      const key = await limit('reply', principal.memberId);
      let text: string;
      try {
        await ownThread(db, principal, id);
        text = checkContent(content, 1, (await deps.settings()).FEEDBACKLENGTH.maxWords, lang);
      } catch (error) {
        await ctx.rateLimiter.refund(key);
        throw error;
      }
      const row = await retriedTransaction(db, async (tx) => {
        const before = await ownThread(tx, principal, id, true);
        const at = ctx.now();
        await repo.insertPost(tx, {
          feedbackId: before.id,
          author: 'player',
          operatorId: null,
          operatorName: null,
          content: text,
          createdAt: at,
        });
        // Replying means the player has seen what came before.
        await repo.markRepliesRead(tx, before.id, at);
        return repo.setStatus(tx, before.id, { status: 'open', closedBy: null, updatedAt: at });
      });
      return thread(row);
    },

    /** Closes my thread (FEEDBACK_CLOSED when it already is). */
    async close(principal: Principal, id: string): Promise<FeedbackThreadValue> {
      const row = await retriedTransaction(db, async (tx) => {
        const before = await ownThread(tx, principal, id, true);
        if (before.status === 'closed') throw new AppError('FEEDBACK_CLOSED');
        return repo.setStatus(tx, before.id, { status: 'closed', closedBy: 'player', updatedAt: ctx.now() });
      });
      return thread(row);
    },

    /** An image of my thread. */
    image: (principal: Principal, id: string, imageId: string) =>
      readImage(ctx, deps.storage, id, imageId, principal.memberId),
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
