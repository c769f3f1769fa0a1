import type { OutboxPage, OutboxQuery } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { outboxPage } from './backoffice.outbox.repo.js';

/** The messages page (decision 0027): the SMS and email outbox of platform/notify, read-only. */
export function createOutboxView(ctx: AppContext) {
  return async function list(query: OutboxQuery): Promise<OutboxPage> {
    const { pageNo, pageSize, order, ...filter } = query;
    const { rows, total } = await outboxPage(ctx.database.db, filter, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
      order,
    });
    return {
      list: rows.map((r) => ({
        id: r.id.toString(),
        channel: r.channel,
        recipient: r.recipient,
        purpose: r.purpose,
        subject: r.subject,
        body: r.body,
        provider: r.provider,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  };
}
