import type { AuditEntryView, AuditPageValue, AuditSearchQuery } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import * as repo from './audit.repo.js';

function viewOf(row: repo.AuditRow): AuditEntryView {
  return {
    id: row.id.toString(),
    seq: row.seq.toString(),
    at: row.at.toISOString(),
    actor: { kind: row.actorKind as AuditEntryView['actor']['kind'], id: row.actorId, name: row.actorName },
    ip: row.ip,
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: row.before,
    after: row.after,
    reason: row.reason,
    hash: row.hash,
  };
}

/** GET /bo/api/audit: the trail, server-paged, filtered by actor, action, target and time. */
export function createAuditSearch(ctx: AppContext) {
  return async function search(query: AuditSearchQuery): Promise<AuditPageValue> {
    const { pageNo, pageSize, order, from, to, ...filter } = query;
    const { rows, total } = await repo.searchEntries(
      ctx.database.db,
      { ...filter, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined },
      { offset: (pageNo - 1) * pageSize, limit: pageSize, order },
    );
    return { list: rows.map(viewOf), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  };
}
