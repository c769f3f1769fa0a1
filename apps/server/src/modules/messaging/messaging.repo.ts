import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
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
