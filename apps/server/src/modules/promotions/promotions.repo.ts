import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  promoBonus,
  promoClaim,
  promoEnvelope,
  promoEnvelopeGrab,
  promoPromotion,
  promoStakePart,
  promoWagerLine,
} from './promotions.tables.js';

export type BonusRow = typeof promoBonus.$inferSelect;
export type NewBonus = typeof promoBonus.$inferInsert;
export type StakePartRow = typeof promoStakePart.$inferSelect;
export type WagerLineRow = typeof promoWagerLine.$inferSelect;
export type PromotionRow = typeof promoPromotion.$inferSelect;
export type NewPromotion = typeof promoPromotion.$inferInsert;
export type ClaimRow = typeof promoClaim.$inferSelect;
export type EnvelopeRow = typeof promoEnvelope.$inferSelect;
export type NewEnvelope = typeof promoEnvelope.$inferInsert;
export type GrabRow = typeof promoEnvelopeGrab.$inferSelect;

/** Inserts a grant unless its reference exists; answers the new row, or undefined. */
export async function insertBonus(tx: Tx, row: NewBonus): Promise<BonusRow | undefined> {
  const [inserted] = await tx.insert(promoBonus).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function bonusByReference(tx: Tx, reference: string): Promise<BonusRow | undefined> {
  const [row] = await tx.select().from(promoBonus).where(eq(promoBonus.reference, reference));
  return row;
}

export async function bonusById(tx: Tx, id: bigint): Promise<BonusRow | undefined> {
  const [row] = await tx.select().from(promoBonus).where(eq(promoBonus.id, id));
  return row;
}

/** A player's active grants, oldest first, locked for the caller's transaction. */
export async function lockActiveBonuses(tx: Tx, memberId: bigint, currency: string): Promise<BonusRow[]> {
  return tx
    .select()
    .from(promoBonus)
    .where(
      and(
        eq(promoBonus.memberId, memberId),
        eq(promoBonus.currency, currency),
        eq(promoBonus.status, 'active'),
      ),
    )
    .orderBy(asc(promoBonus.grantedAt), asc(promoBonus.id))
    .for('update');
}

/** Grants by id, locked in id order (so two transactions cannot deadlock on them). */
export async function lockBonuses(tx: Tx, ids: bigint[]): Promise<BonusRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(promoBonus)
    .where(inArray(promoBonus.id, ids))
    .orderBy(asc(promoBonus.id))
    .for('update');
}

export async function updateBonus(
  tx: Tx,
  id: bigint,
  set: Partial<
    Pick<BonusRow, 'balanceMinor' | 'status' | 'endedAt' | 'convertedMinor' | 'removedMinor' | 'actor'>
  >,
): Promise<void> {
  await tx.update(promoBonus).set(set).where(eq(promoBonus.id, id));
}

/** A player's grants, newest first (the bonus details page). */
export async function bonusesOf(tx: Tx, memberId: bigint, limit: number): Promise<BonusRow[]> {
  return tx
    .select()
    .from(promoBonus)
    .where(eq(promoBonus.memberId, memberId))
    .orderBy(desc(promoBonus.grantedAt), desc(promoBonus.id))
    .limit(limit);
}

export async function linesOf(tx: Tx, bonusId: bigint, limit: number): Promise<WagerLineRow[]> {
  return tx
    .select()
    .from(promoWagerLine)
    .where(eq(promoWagerLine.bonusId, bonusId))
    .orderBy(desc(promoWagerLine.id))
    .limit(limit);
}

/** The sum of a grant's lines (what `wagered_minor` caches). */
export async function linesSum(tx: Tx, bonusId: bigint): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${promoWagerLine.amountMinor}), 0)::text` })
    .from(promoWagerLine)
    .where(eq(promoWagerLine.bonusId, bonusId));
  return BigInt(row?.sum ?? '0');
}

/** Active grants whose wagering is met (the service converts them), at most `limit`. */
export async function metBonusIds(tx: Tx, memberId: bigint | null, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoBonus.id })
    .from(promoBonus)
    .where(
      and(
        eq(promoBonus.status, 'active'),
        sql`${promoBonus.wageredMinor} >= ${promoBonus.wageringRequiredMinor}`,
        memberId === null ? undefined : eq(promoBonus.memberId, memberId),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function expiredBonusIds(tx: Tx, now: Date, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoBonus.id })
    .from(promoBonus)
    .where(and(eq(promoBonus.status, 'active'), lte(promoBonus.expiresAt, now)))
    .orderBy(asc(promoBonus.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The cash a player's active grants lock, per currency. */
export async function lockedOf(tx: Tx, memberId: bigint, currency: string): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${promoBonus.lockedMinor}), 0)::text` })
    .from(promoBonus)
    .where(
      and(
        eq(promoBonus.memberId, memberId),
        eq(promoBonus.currency, currency),
        eq(promoBonus.status, 'active'),
      ),
    );
  return BigInt(row?.sum ?? '0');
}

/** The shares of a player's active grants (what the wallet's bonus account must hold). */
export async function activeBalances(
  tx: Tx,
): Promise<{ memberId: bigint; currency: string; balanceMinor: bigint }[]> {
  const rows = await tx
    .select({
      memberId: promoBonus.memberId,
      currency: promoBonus.currency,
      sum: sql<string>`sum(${promoBonus.balanceMinor})::text`,
    })
    .from(promoBonus)
    .where(eq(promoBonus.status, 'active'))
    .groupBy(promoBonus.memberId, promoBonus.currency);
  return rows.map((r) => ({ memberId: r.memberId, currency: r.currency, balanceMinor: BigInt(r.sum) }));
}

export async function insertStakeParts(tx: Tx, parts: (typeof promoStakePart.$inferInsert)[]): Promise<void> {
  if (parts.length > 0) await tx.insert(promoStakePart).values(parts);
}

/** The round's bonus parts that still count (not refunded): a win is split over them. */
export async function livePartsOfRound(tx: Tx, vendorCode: string, roundId: string): Promise<StakePartRow[]> {
  return tx
    .select()
    .from(promoStakePart)
    .where(
      and(
        eq(promoStakePart.vendorCode, vendorCode),
        eq(promoStakePart.roundId, roundId),
        ne(promoStakePart.status, 'refunded'),
      ),
    );
}

/** The open bonus parts of one debit (a rollback refunds them). */
export async function openPartsOfDebit(
  tx: Tx,
  vendorCode: string,
  transactionId: string,
): Promise<StakePartRow[]> {
  return tx
    .select()
    .from(promoStakePart)
    .where(
      and(
        eq(promoStakePart.vendorCode, vendorCode),
        eq(promoStakePart.transactionId, transactionId),
        eq(promoStakePart.status, 'open'),
      ),
    );
}

export async function setPartsStatus(
  tx: Tx,
  where: { vendorCode: string; roundId?: string; transactionId?: string },
  status: 'settled' | 'refunded',
): Promise<void> {
  await tx
    .update(promoStakePart)
    .set({ status })
    .where(
      and(
        eq(promoStakePart.vendorCode, where.vendorCode),
        where.roundId === undefined ? undefined : eq(promoStakePart.roundId, where.roundId),
        where.transactionId === undefined ? undefined : eq(promoStakePart.transactionId, where.transactionId),
        eq(promoStakePart.status, 'open'),
      ),
    );
}

/** Whether a grant still has bonus money at stake in an open round. */
export async function hasOpenParts(tx: Tx, bonusId: bigint): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(promoStakePart)
    .where(and(eq(promoStakePart.bonusId, bonusId), eq(promoStakePart.status, 'open')))
    .limit(1);
  return row !== undefined;
}

// ── Promotions and claims (decision 0052) ────────────────────────────────────────────────

export async function insertPromotion(tx: Tx, row: NewPromotion): Promise<PromotionRow> {
  const [inserted] = await tx.insert(promoPromotion).values(row).returning();
  if (!inserted) throw new Error('promotion not inserted');
  return inserted;
}

export async function updatePromotion(
  tx: Tx,
  id: bigint,
  set: Partial<NewPromotion>,
): Promise<PromotionRow | undefined> {
  const [row] = await tx.update(promoPromotion).set(set).where(eq(promoPromotion.id, id)).returning();
  return row;
}

export async function promotionById(tx: Tx, id: bigint, lock = false): Promise<PromotionRow | undefined> {
  const query = tx.select().from(promoPromotion).where(eq(promoPromotion.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Every promotion (the back office), in list order. */
export async function allPromotions(tx: Tx): Promise<PromotionRow[]> {
  return tx.select().from(promoPromotion).orderBy(asc(promoPromotion.sort), desc(promoPromotion.id));
}

/** Published promotions visible at `now`, in list order. */
export async function visiblePromotions(tx: Tx, now: Date): Promise<PromotionRow[]> {
  return tx
    .select()
    .from(promoPromotion)
    .where(and(eq(promoPromotion.status, 'published'), lte(promoPromotion.visibleFrom, now)))
    .orderBy(asc(promoPromotion.sort), desc(promoPromotion.id));
}

export async function claimsOf(tx: Tx, memberId: bigint): Promise<ClaimRow[]> {
  return tx.select().from(promoClaim).where(eq(promoClaim.memberId, memberId)).orderBy(desc(promoClaim.id));
}

/** Joins, unless an open join exists (the partial unique index): the new claim, or undefined. */
export async function insertJoin(
  tx: Tx,
  promotionId: bigint,
  memberId: bigint,
  at: Date,
): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .insert(promoClaim)
    .values({ promotionId, memberId, status: 'joined', joinedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function issuedCount(tx: Tx, promotionId: bigint, memberId: bigint): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(promoClaim)
    .where(
      and(
        eq(promoClaim.promotionId, promotionId),
        eq(promoClaim.memberId, memberId),
        eq(promoClaim.status, 'issued'),
      ),
    );
  return row?.n ?? 0;
}

/** A player's open joins of the given kinds' promotions, oldest first, locked with their promotions. */
export async function openJoinsOfKinds(
  tx: Tx,
  memberId: bigint,
  kinds: string[],
): Promise<{ claim: ClaimRow; promotion: PromotionRow }[]> {
  const rows = await tx
    .select({ claim: promoClaim, promotion: promoPromotion })
    .from(promoClaim)
    .innerJoin(promoPromotion, eq(promoPromotion.id, promoClaim.promotionId))
    .where(
      and(
        eq(promoClaim.memberId, memberId),
        eq(promoClaim.status, 'joined'),
        inArray(promoPromotion.kind, kinds),
      ),
    )
    .orderBy(asc(promoClaim.id))
    .for('update');
  return rows;
}

export async function decideClaim(
  tx: Tx,
  id: bigint,
  set: { status: 'issued' | 'cancelled'; bonusId?: bigint; reference?: string; decidedAt: Date },
): Promise<void> {
  await tx.update(promoClaim).set(set).where(eq(promoClaim.id, id));
}

/** Counts an issue against the global limit: false when the limit is reached (nothing changed). */
export async function countIssue(tx: Tx, promotionId: bigint): Promise<boolean> {
  const rows = await tx
    .update(promoPromotion)
    .set({ issuedCount: sql`${promoPromotion.issuedCount} + 1` })
    .where(
      and(
        eq(promoPromotion.id, promotionId),
        sql`(${promoPromotion.globalLimit} is null or ${promoPromotion.issuedCount} < ${promoPromotion.globalLimit})`,
      ),
    )
    .returning({ id: promoPromotion.id });
  return rows.length > 0;
}

// ── Red envelopes (decision 0053) ──────────────────────────────────────────────────────────

export async function insertEnvelope(tx: Tx, row: NewEnvelope): Promise<EnvelopeRow> {
  const [inserted] = await tx.insert(promoEnvelope).values(row).returning();
  if (!inserted) throw new Error('envelope not inserted');
  return inserted;
}

export async function envelopeById(tx: Tx, id: bigint, lock = false): Promise<EnvelopeRow | undefined> {
  const query = tx.select().from(promoEnvelope).where(eq(promoEnvelope.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateEnvelope(tx: Tx, id: bigint, set: Partial<NewEnvelope>): Promise<void> {
  await tx.update(promoEnvelope).set(set).where(eq(promoEnvelope.id, id));
}

/** Envelopes open at `now` (the player's list), soonest ending first. */
export async function liveEnvelopes(tx: Tx, now: Date): Promise<EnvelopeRow[]> {
  return tx
    .select()
    .from(promoEnvelope)
    .where(
      and(
        eq(promoEnvelope.status, 'open'),
        lte(promoEnvelope.startsAt, now),
        sql`${promoEnvelope.endsAt} > ${now}`,
      ),
    )
    .orderBy(asc(promoEnvelope.endsAt));
}

export async function expiredEnvelopeIds(tx: Tx, now: Date): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoEnvelope.id })
    .from(promoEnvelope)
    .where(and(eq(promoEnvelope.status, 'open'), lte(promoEnvelope.endsAt, now)));
  return rows.map((r) => r.id);
}

/** Records a grab unless the member has one: the new row, or undefined. */
export async function insertGrab(tx: Tx, row: GrabRow): Promise<GrabRow | undefined> {
  const [inserted] = await tx.insert(promoEnvelopeGrab).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function grabsOf(tx: Tx, envelopeId: bigint): Promise<GrabRow[]> {
  return tx.select().from(promoEnvelopeGrab).where(eq(promoEnvelopeGrab.envelopeId, envelopeId));
}

export async function grabOf(tx: Tx, envelopeId: bigint, memberId: bigint): Promise<GrabRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoEnvelopeGrab)
    .where(and(eq(promoEnvelopeGrab.envelopeId, envelopeId), eq(promoEnvelopeGrab.memberId, memberId)));
  return row;
}

/** The operator's envelope list, newest first. */
export async function recentEnvelopes(tx: Tx, limit: number): Promise<EnvelopeRow[]> {
  return tx.select().from(promoEnvelope).orderBy(desc(promoEnvelope.id)).limit(limit);
}

/** A member's grabs with their envelopes, newest first (the reward centre's claimed lines). */
export async function grabsOfMember(
  tx: Tx,
  memberId: bigint,
  limit: number,
): Promise<{ grab: GrabRow; envelope: EnvelopeRow }[]> {
  return tx
    .select({ grab: promoEnvelopeGrab, envelope: promoEnvelope })
    .from(promoEnvelopeGrab)
    .innerJoin(promoEnvelope, eq(promoEnvelope.id, promoEnvelopeGrab.envelopeId))
    .where(eq(promoEnvelopeGrab.memberId, memberId))
    .orderBy(desc(promoEnvelopeGrab.at))
    .limit(limit);
}

// ── The cost and conversion report ─────────────────────────────────────────────────────────

export type PromotionReportRow = {
  promotion: PromotionRow;
  joined: number;
  issued: number;
  bonuses: number;
  completed: number;
  grantedMinor: bigint;
  convertedMinor: bigint;
  removedMinor: bigint;
  outstandingMinor: bigint;
};

/**
 * Per promotion: its claims (joined, issued) and the bonus money its grants carried — granted,
 * converted to cash (the cost), removed (expired, forfeited, spent) and still outstanding.
 */
export async function promotionReport(tx: Tx): Promise<PromotionReportRow[]> {
  const claims = tx
    .select({
      promotionId: promoClaim.promotionId,
      joined: sql<number>`count(*)::int`.as('joined'),
      issued: sql<number>`(count(*) filter (where ${promoClaim.status} = 'issued'))::int`.as('issued'),
    })
    .from(promoClaim)
    .groupBy(promoClaim.promotionId)
    .as('claims');
  const grants = tx
    .select({
      promotionId: promoBonus.promotionId,
      bonuses: sql<number>`count(*)::int`.as('bonuses'),
      completed: sql<number>`(count(*) filter (where ${promoBonus.status} = 'completed'))::int`.as(
        'completed',
      ),
      granted: sql<string>`coalesce(sum(${promoBonus.amountMinor}), 0)::text`.as('granted'),
      converted: sql<string>`coalesce(sum(${promoBonus.convertedMinor}), 0)::text`.as('converted'),
      removed: sql<string>`coalesce(sum(${promoBonus.removedMinor}), 0)::text`.as('removed'),
      outstanding:
        sql<string>`coalesce(sum(${promoBonus.balanceMinor}) filter (where ${promoBonus.status} = 'active'), 0)::text`.as(
          'outstanding',
        ),
    })
    .from(promoBonus)
    .where(sql`${promoBonus.promotionId} is not null`)
    .groupBy(promoBonus.promotionId)
    .as('grants');
  const rows = await tx
    .select({
      promotion: promoPromotion,
      joined: claims.joined,
      issued: claims.issued,
      bonuses: grants.bonuses,
      completed: grants.completed,
      granted: grants.granted,
      converted: grants.converted,
      removed: grants.removed,
      outstanding: grants.outstanding,
    })
    .from(promoPromotion)
    .leftJoin(claims, eq(claims.promotionId, promoPromotion.id))
    .leftJoin(grants, eq(grants.promotionId, promoPromotion.id))
    .orderBy(desc(promoPromotion.id));
  return rows.map((r) => ({
    promotion: r.promotion,
    joined: r.joined ?? 0,
    issued: r.issued ?? 0,
    bonuses: r.bonuses ?? 0,
    completed: r.completed ?? 0,
    grantedMinor: BigInt(r.granted ?? '0'),
    convertedMinor: BigInt(r.converted ?? '0'),
    removedMinor: BigInt(r.removed ?? '0'),
    outstandingMinor: BigInt(r.outstanding ?? '0'),
  }));
}
