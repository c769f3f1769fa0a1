import {
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementAdminPage,
  type AnnouncementAdminQuery,
  type AnnouncementAdminView,
  type AnnouncementWriteRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import * as repo from './messaging.repo.js';
import { sanitiseRichText } from './messaging.sanitise.js';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.find((a) => a === value) ?? null;

function viewOf(row: repo.AnnouncementAdminRow): AnnouncementAdminView {
  const text = (language: string) => {
    const found = row.texts.find((t) => t.language === language);
    return { title: found?.title ?? '', content: found?.content ?? '' };
  };
  return {
    id: row.id.toString(),
    type: oneOf(row.type, ANNOUNCEMENT_TYPES) ?? 'PL',
    groupName: row.groupName,
    audience: oneOf(row.audience, ['A', 'B'] as const),
    execution: oneOf(row.execution, ['A', 'B', 'F'] as const),
    linkageType: row.linkageType,
    linkage: row.linkage,
    imageUrl: row.imageUrl,
    sort: row.sort,
    status: oneOf(row.status, ANNOUNCEMENT_STATUSES) ?? 'inactive',
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    bn: text('bn'),
    en: text('en'),
  };
}

function fieldsOf(request: AnnouncementWriteRequest): repo.AnnouncementFields {
  return {
    type: request.type,
    platform: 'W',
    groupName: request.type === 'B' ? request.groupName : null,
    audience: request.audience,
    execution: request.execution,
    linkageType: request.linkageType,
    linkage: request.linkage,
    imageUrl: request.imageUrl,
    sort: request.sort,
    status: request.status,
    startsAt: request.startsAt ? new Date(request.startsAt) : null,
    endsAt: request.endsAt ? new Date(request.endsAt) : null,
  };
}

function textsOf(request: AnnouncementWriteRequest) {
  return (['bn', 'en'] as const).map((language) => ({
    language,
    title: request[language].title,
    content: sanitiseRichText(request[language].content),
  }));
}

function idOf(text: string): bigint {
  if (!/^\d{1,18}$/.test(text)) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
  return BigInt(text);
}

/**
 * The back office's content page: announcements of every type (banners per group,
 * player notices, popups, promotions, headlines) in BN and EN. The player routes read the table
 * on every call (no server cache), so a change shows on the next page load; every change leaves
 * one audit entry in its own transaction.
 */
export function createMessagingOperator(ctx: AppContext, audit: AuditService) {
  const db = ctx.database.db;

  async function list(query: AnnouncementAdminQuery): Promise<AnnouncementAdminPage> {
    const { pageNo, pageSize, sortBy, order, ...filter } = query;
    const { rows, total } = await repo.adminPage(db, filter, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
      sortBy,
      order,
    });
    return { list: rows.map(viewOf), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  async function create(
    operator: OperatorPrincipal,
    request: AnnouncementWriteRequest,
  ): Promise<AnnouncementAdminView> {
    return db.transaction(async (tx) => {
      const id = await repo.insertAnnouncement(tx, {
        ...fieldsOf(request),
        createdAt: ctx.now(),
        texts: textsOf(request),
      });
      const created = await repo.adminById(tx, id);
      if (!created) throw new Error(`announcement ${id} was not written`);
      const after = viewOf(created);
      await audit.record(tx, {
        ...operatorActor(operator),
        action: 'content.announcement.create',
        target: { type: 'announcement', id: after.id },
        after,
        ...(request.reason ? { reason: request.reason } : {}),
      });
      return after;
    });
  }

  async function update(
    operator: OperatorPrincipal,
    idText: string,
    request: AnnouncementWriteRequest,
  ): Promise<AnnouncementAdminView> {
    const id = idOf(idText);
    return db.transaction(async (tx) => {
      const existing = await repo.adminById(tx, id, true);
      if (!existing) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
      await repo.updateAnnouncement(tx, id, fieldsOf(request), textsOf(request));
      const updated = await repo.adminById(tx, id);
      if (!updated) throw new Error(`announcement ${id} vanished`);
      const after = viewOf(updated);
      await audit.record(tx, {
        ...operatorActor(operator),
        action: 'content.announcement.update',
        target: { type: 'announcement', id: after.id },
        before: viewOf(existing),
        after,
        ...(request.reason ? { reason: request.reason } : {}),
      });
      return after;
    });
  }

  async function remove(operator: OperatorPrincipal, idText: string, reason?: string): Promise<null> {
    const id = idOf(idText);
    await db.transaction(async (tx) => {
      const existing = await repo.adminById(tx, id, true);
      if (!existing) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
      await repo.deleteAnnouncement(tx, id);
      await audit.record(tx, {
        ...operatorActor(operator),
        action: 'content.announcement.delete',
        target: { type: 'announcement', id: idText },
        before: viewOf(existing),
        ...(reason ? { reason } : {}),
      });
    });
    return null;
  }

  return { list, create, update, remove };
}

export type MessagingOperator = ReturnType<typeof createMessagingOperator>;
