import type { BoFeedbackListValue, BoFeedbackQuery, BoFeedbackThreadValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { operatorActor } from '../audit/audit.service.js';
import {
  asStatus,
  asType,
  type FeedbackDeps,
  presentThread,
  previewOf,
  readImage,
} from './messaging.feedback.js';
import * as repo from './messaging.feedback.repo.js';

/** How many threads the inbox shows at once. */
const INBOX_PAGE = 100;

/**
 * The back office's feedback inbox (decision 0061; feedback.reply): threads by status and type,
 * open ones first (the oldest waiting at the top), a thread with its images, reply and close.
 * A change locks the thread's row and is audited in its transaction; after the commit the player
 * gets `feedback.reply` and `member.refresh` through the hub (a nudge to refetch, never the record).
 */
export function createFeedbackOperator(ctx: AppContext, deps: FeedbackDeps) {
  const db = ctx.database.db;

  async function present(row: repo.FeedbackRow): Promise<BoFeedbackThreadValue> {
    const [posts, images, names] = await Promise.all([
      repo.postsOf(db, [row.id]),
      repo.imagesOf(db, [row.id]),
      deps.usernamesOf([row.memberId.toString()]),
    ]);
    return {
      ...presentThread(row, posts, images, '/bo/api/feedback'),
      memberId: row.memberId.toString(),
      username: names.get(row.memberId.toString()) ?? row.memberId.toString(),
    };
  }

  async function locked(tx: Tx, id: string): Promise<repo.FeedbackRow> {
    const row = await repo.feedbackById(tx, BigInt(id), true);
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
    if (row.status === 'closed') throw new AppError('FEEDBACK_CLOSED');
    return row;
  }

  return {
    async inbox(query: BoFeedbackQuery): Promise<BoFeedbackListValue> {
      const rows = await repo.inbox(db, query, INBOX_PAGE);
      const ids = rows.map((r) => r.id);
      const [posts, images, names] = await Promise.all([
        repo.postsOf(db, ids),
        repo.imagesOf(db, ids),
        deps.usernamesOf([...new Set(rows.map((r) => r.memberId.toString()))]),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id.toString(),
          type: asType(r.type),
          status: asStatus(r.status),
          preview: previewOf(posts, r.id),
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          memberId: r.memberId.toString(),
          username: names.get(r.memberId.toString()) ?? r.memberId.toString(),
          imageCount: images.filter((i) => i.feedbackId === r.id).length,
          posts: posts.filter((p) => p.feedbackId === r.id).length,
        })),
      };
    },

    async thread(id: string): Promise<BoFeedbackThreadValue> {
      const row = await repo.feedbackById(db, BigInt(id));
      if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
      return present(row);
    },

    /** An operator's reply: the thread becomes replied; the player is nudged after the commit. */
    async reply(operator: OperatorPrincipal, id: string, content: string): Promise<BoFeedbackThreadValue> {
      const row = await retriedTransaction(db, async (tx) => {
        const before = await locked(tx, id);
        const at = ctx.now();
        const post = await repo.insertPost(tx, {
          feedbackId: before.id,
          author: 'operator',
          operatorId: operator.operatorId,
          operatorName: operator.username,
          content,
          createdAt: at,
        });
        const after = await repo.setStatus(tx, before.id, {
          status: 'replied',
          closedBy: null,
          updatedAt: at,
        });
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'feedback.reply',
          target: { type: 'feedback', id },
          before: { status: before.status },
          after: { status: after.status, postId: post.id.toString(), chars: [...content].length },
        });
        return after;
      });
      const memberId = row.memberId.toString();
      deps.realtime.toMember(memberId, { type: 'feedback.reply', feedbackId: row.id.toString() });
      deps.realtime.toMember(memberId, { type: 'member.refresh' });
      return present(row);
    },

    async close(operator: OperatorPrincipal, id: string): Promise<BoFeedbackThreadValue> {
      const row = await retriedTransaction(db, async (tx) => {
        const before = await locked(tx, id);
        const after = await repo.setStatus(tx, before.id, {
          status: 'closed',
          closedBy: 'operator',
          updatedAt: ctx.now(),
        });
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'feedback.close',
          target: { type: 'feedback', id },
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
      return present(row);
    },

    image: (id: string, imageId: string) => readImage(ctx, deps.storage, id, imageId),
  };
}

export type FeedbackOperator = ReturnType<typeof createFeedbackOperator>;
