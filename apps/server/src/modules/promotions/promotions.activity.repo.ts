import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { promoApplication, promoApplicationImage } from './promotions.activity.tables.js';
import { promoPromotion } from './promotions.tables.js';

/** SQL of activity applications (decision 0057); the service holds the rules. */

export type ApplicationRow = typeof promoApplication.$inferSelect;
export type NewApplication = typeof promoApplication.$inferInsert;
export type ApplicationImageRow = typeof promoApplicationImage.$inferSelect;
export type NewApplicationImage = typeof promoApplicationImage.$inferInsert;
export type PromotionRow = typeof promoPromotion.$inferSelect;

/** A new application, unless the player has one under review for it (the partial unique index). */
export async function insertApplication(tx: Tx, row: NewApplication): Promise<ApplicationRow | undefined> {
  const [inserted] = await tx.insert(promoApplication).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertImages(tx: Tx, rows: NewApplicationImage[]): Promise<void> {
  if (rows.length > 0) await tx.insert(promoApplicationImage).values(rows);
}

export async function applicationById(tx: Tx, id: bigint, lock = false): Promise<ApplicationRow | undefined> {
  const query = tx.select().from(promoApplication).where(eq(promoApplication.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decideApplication(
  tx: Tx,
  id: bigint,
  set: Pick<
    NewApplication,
    'status' | 'amountMinor' | 'bonusId' | 'rejectReason' | 'decidedBy' | 'decidedAt'
  >,
): Promise<ApplicationRow> {
  const [row] = await tx.update(promoApplication).set(set).where(eq(promoApplication.id, id)).returning();
  if (!row) throw new Error(`application ${id} vanished under its lock`);
  return row;
}

/** A member's applications, newest first, at most `limit`. */
export async function applicationsOf(tx: Tx, memberId: bigint, limit: number): Promise<ApplicationRow[]> {
  return tx
    .select()
    .from(promoApplication)
    .where(eq(promoApplication.memberId, memberId))
    .orderBy(desc(promoApplication.id))
    .limit(limit);
}

/** The review queue: applications of a status, oldest first (first come, first reviewed). */
export async function applicationsWithStatus(
  tx: Tx,
  status: string,
  limit: number,
): Promise<ApplicationRow[]> {
  const order = status === 'applying' ? asc(promoApplication.id) : desc(promoApplication.id);
  return tx
    .select()
    .from(promoApplication)
    .where(eq(promoApplication.status, status))
    .orderBy(order)
    .limit(limit);
}

export async function imagesOf(tx: Tx, applicationIds: bigint[]): Promise<ApplicationImageRow[]> {
  if (applicationIds.length === 0) return [];
  return tx
    .select()
    .from(promoApplicationImage)
    .where(inArray(promoApplicationImage.applicationId, applicationIds))
    .orderBy(asc(promoApplicationImage.applicationId), asc(promoApplicationImage.position));
}

export async function imageOf(
  tx: Tx,
  applicationId: bigint,
  imageId: bigint,
): Promise<ApplicationImageRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoApplicationImage)
    .where(
      and(eq(promoApplicationImage.applicationId, applicationId), eq(promoApplicationImage.id, imageId)),
    );
  return row;
}

/** How many of a member's applications to a promotion were issued (the per-player limit). */
export async function issuedApplications(tx: Tx, promotionId: bigint, memberId: bigint): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(promoApplication)
    .where(
      and(
        eq(promoApplication.promotionId, promotionId),
        eq(promoApplication.memberId, memberId),
        eq(promoApplication.status, 'issued'),
      ),
    );
  return row?.n ?? 0;
}

export async function promotionsByIds(tx: Tx, ids: bigint[]): Promise<PromotionRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(promoPromotion).where(inArray(promoPromotion.id, ids));
}
