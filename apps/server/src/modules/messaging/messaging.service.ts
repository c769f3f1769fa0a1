import {
  type AnnouncementItem,
  type AnnouncementsValue,
  isSupportedLanguage,
  type Language,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import * as repo from './messaging.repo.js';

type ListQuery = { types: string[]; language?: string | undefined; pageNo: number; pageSize: number };

function present(row: repo.AnnouncementRow): AnnouncementItem {
  const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
    allowed.find((a) => a === value) ?? null;
  return {
    id: row.id.toString(),
    type: oneOf(row.type, ['B', 'PL', 'PU', 'PR', 'H'] as const) ?? 'PL',
    title: row.title,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    groupName: row.groupName,
    audience: oneOf(row.audience, ['A', 'B'] as const),
    execution: oneOf(row.execution, ['A', 'B', 'F'] as const),
    promotionType: row.promotionType,
    promotionId: row.promotionId,
    imageUrl: row.imageUrl,
    linkageType: row.linkageType,
    linkage: row.linkage,
  };
}

/** The explicit `language` parameter wins over the caller's header language; BN when unsupported. */
function languageOf(explicit: string | undefined, callerLanguage: Language): Language {
  const lower = explicit?.toLowerCase();
  return isSupportedLanguage(lower) ? lower : callerLanguage;
}

export function createMessagingService(ctx: AppContext) {
  const db = ctx.database.db;

  /**
   * Announcements by type for the web platform. Popups are those for the caller's audience:
   * A when signed in, B when anonymous; the client shows each once per session until closed,
   * and execution F only right after a first-time login.
   */
  async function listAnnouncements(
    query: ListQuery,
    principal: Principal | null,
    callerLanguage: Language,
  ): Promise<AnnouncementsValue> {
    const language = languageOf(query.language, callerLanguage);
    const now = ctx.now();
    const wanted = new Set(query.types);
    const others = [...wanted].filter((t) => t !== 'PL');
    const rows = others.length > 0 ? await repo.liveAnnouncements(db, others, language, now) : [];
    const of = (type: string) => rows.filter((r) => r.type === type).map(present);
    const audience = principal ? 'A' : 'B';
    const notices = wanted.has('PL')
      ? await repo.noticePage(db, language, now, query.pageNo, query.pageSize)
      : { rows: [], total: 0 };
    return {
      banners: of('B'),
      notices: {
        list: notices.rows.map(present),
        pageNo: query.pageNo,
        total: notices.total,
        totalPages: Math.ceil(notices.total / query.pageSize),
      },
      popups: of('PU').filter((p) => p.audience === null || p.audience === audience),
      promotions: of('PR'),
      headlines: of('H'),
    };
  }

  async function announcement(
    id: string,
    explicitLanguage: string | undefined,
    callerLanguage: Language,
  ): Promise<AnnouncementItem> {
    const row = /^\d{1,18}$/.test(id)
      ? await repo.announcementById(db, BigInt(id), languageOf(explicitLanguage, callerLanguage), ctx.now())
      : undefined;
    if (!row) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
    return present(row);
  }

  return { listAnnouncements, announcement };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
