import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { announcement, announcementText } from './messaging.tables.js';

export type AnnouncementRow = typeof announcement.$inferSelect & { title: string; content: string };

/** Active and inside its time window at `now`. */
function liveAt(now: Date): SQL | undefined {
  return and(
    eq(announcement.status, 'active'),
    or(isNull(announcement.startsAt), lte(announcement.startsAt, now)),
    or(isNull(announcement.endsAt), gt(announcement.endsAt, now)),
  );
}

function withText(language: string) {
  return and(eq(announcementText.announcementId, announcement.id), eq(announcementText.language, language));
}

export async function liveAnnouncements(
  tx: Tx,
  types: string[],
  language: string,
  now: Date,
): Promise<AnnouncementRow[]> {
  const rows = await tx
    .select({ a: announcement, title: announcementText.title, content: announcementText.content })
    .from(announcement)
    .innerJoin(announcementText, withText(language))
    .where(and(liveAt(now), inArray(announcement.type, types)))
    .orderBy(asc(announcement.sort), desc(announcement.createdAt));
  return rows.map((r) => ({ ...r.a, title: r.title, content: r.content }));
}

/** Player notices, newest first, one page of them and the total. */
export async function noticePage(
  tx: Tx,
  language: string,
  now: Date,
  page: number,
  pageSize: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = and(liveAt(now), eq(announcement.type, 'PL'));
  const [total] = await tx
    .select({ n: count() })
    .from(announcement)
    .innerJoin(announcementText, withText(language))
    .where(where);
  const rows = await tx
    .select({ a: announcement, title: announcementText.title, content: announcementText.content })
    .from(announcement)
    .innerJoin(announcementText, withText(language))
    .where(where)
    .orderBy(desc(announcement.createdAt), desc(announcement.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map((r) => ({ ...r.a, title: r.title, content: r.content })), total: total?.n ?? 0 };
}

export async function announcementById(
  tx: Tx,
  id: bigint,
  language: string,
  now: Date,
): Promise<AnnouncementRow | undefined> {
  const rows = await tx
    .select({ a: announcement, title: announcementText.title, content: announcementText.content })
    .from(announcement)
    .innerJoin(announcementText, withText(language))
    .where(and(liveAt(now), eq(announcement.id, id)));
  const row = rows[0];
  return row ? { ...row.a, title: row.title, content: row.content } : undefined;
}

export type NewAnnouncement = typeof announcement.$inferInsert & {
  texts: { language: string; title: string; content: string }[];
};

export async function insertAnnouncement(tx: Tx, row: NewAnnouncement): Promise<bigint> {
  const { texts, ...fields } = row;
  const inserted = await tx.insert(announcement).values(fields).returning({ id: announcement.id });
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('announcement insert returned no id');
  await tx.insert(announcementText).values(texts.map((t) => ({ ...t, announcementId: id })));
  return id;
}

export async function countAnnouncements(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(announcement);
  return row?.n ?? 0;
}

// ── Back office: every announcement, whatever its status or window, with both texts ────────────

export type AnnouncementAdminRow = typeof announcement.$inferSelect & {
  texts: { language: string; title: string; content: string }[];
};
export type AnnouncementFields = Omit<typeof announcement.$inferInsert, 'id' | 'createdAt'>;
export type AnnouncementFilter = { type?: string; status?: string; groupName?: string; q?: string };
export type AnnouncementSort = 'createdAt' | 'sort' | 'type' | 'status';

const SORT_COLUMNS = {
  createdAt: announcement.createdAt,
  sort: announcement.sort,
  type: announcement.type,
  status: announcement.status,
} as const;

async function withTexts(
  tx: Tx,
  rows: (typeof announcement.$inferSelect)[],
): Promise<AnnouncementAdminRow[]> {
  if (rows.length === 0) return [];
  const texts = await tx
    .select()
    .from(announcementText)
    .where(
      inArray(
        announcementText.announcementId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({ ...row, texts: texts.filter((t) => t.announcementId === row.id) }));
}

export async function adminPage(
  tx: Tx,
  filter: AnnouncementFilter,
  page: { offset: number; limit: number; sortBy: AnnouncementSort; order: 'asc' | 'desc' },
): Promise<{ rows: AnnouncementAdminRow[]; total: number }> {
  const titleMatch = filter.q
    ? tx
        .select({ id: announcementText.announcementId })
        .from(announcementText)
        .where(ilike(announcementText.title, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    : undefined;
  const where = and(
    filter.type ? eq(announcement.type, filter.type) : undefined,
    filter.status ? eq(announcement.status, filter.status) : undefined,
    filter.groupName ? eq(announcement.groupName, filter.groupName) : undefined,
    titleMatch ? inArray(announcement.id, titleMatch) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(announcement).where(where);
  const column = SORT_COLUMNS[page.sortBy];
  const direction = page.order === 'asc' ? asc : desc;
  const rows = await tx
    .select()
    .from(announcement)
    .where(where)
    .orderBy(direction(column), direction(announcement.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: await withTexts(tx, rows), total: total?.n ?? 0 };
}

/** One announcement with both texts, locked for the change that follows when `forUpdate`. */
export async function adminById(
  tx: Tx,
  id: bigint,
  forUpdate = false,
): Promise<AnnouncementAdminRow | undefined> {
  const query = tx.select().from(announcement).where(eq(announcement.id, id));
  const rows = forUpdate ? await query.for('update') : await query;
  const [row] = await withTexts(tx, rows);
  return row;
}

export async function updateAnnouncement(
  tx: Tx,
  id: bigint,
  fields: AnnouncementFields,
  texts: { language: string; title: string; content: string }[],
): Promise<void> {
  await tx.update(announcement).set(fields).where(eq(announcement.id, id));
  for (const text of texts) {
    await tx
      .insert(announcementText)
      .values({ ...text, announcementId: id })
      .onConflictDoUpdate({
        target: [announcementText.announcementId, announcementText.language],
        set: { title: text.title, content: text.content },
      });
  }
}

export async function deleteAnnouncement(tx: Tx, id: bigint): Promise<void> {
  await tx.delete(announcementText).where(eq(announcementText.announcementId, id));
  await tx.delete(announcement).where(eq(announcement.id, id));
}
