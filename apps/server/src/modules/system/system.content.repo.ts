import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { customerService, helpSection, siteResource } from './system.tables.js';

/** The back office's content pages (decision 0030): every row, enabled or not, paged. */

export type Page = { offset: number; limit: number; order: 'asc' | 'desc' };
export type HelpSectionRow = typeof helpSection.$inferSelect;
export type HelpSectionFields = Omit<typeof helpSection.$inferInsert, 'id' | 'updatedAt'>;
export type ResourceRow = typeof siteResource.$inferSelect;
export type CustomerServiceRow = typeof customerService.$inferSelect;
export type CustomerServiceFields = Omit<typeof customerService.$inferInsert, 'id'>;

async function paged<T>(
  tx: Tx,
  table: typeof helpSection | typeof siteResource | typeof customerService,
  where: SQL | undefined,
  orderBy: AnyPgColumn[],
  page: Page,
): Promise<{ rows: T[]; total: number }> {
  const direction = page.order === 'asc' ? asc : desc;
  const [total] = await tx.select({ n: count() }).from(table).where(where);
  const rows = await tx
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy.map((column) => direction(column)))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows as T[], total: total?.n ?? 0 };
}

// ── Help centre ───────────────────────────────────────────────────────────────────────

const HELP_SORT = { sort: helpSection.sort, code: helpSection.code, updatedAt: helpSection.updatedAt };

export function helpSectionPage(
  tx: Tx,
  filter: { lang?: string | undefined; q?: string | undefined },
  page: Page & { sortBy: keyof typeof HELP_SORT },
) {
  const where = and(
    filter.lang ? eq(helpSection.lang, filter.lang) : undefined,
    filter.q
      ? or(
          ilike(helpSection.code, containsPattern(filter.q)),
          ilike(helpSection.title, containsPattern(filter.q)),
        )
      : undefined,
  );
  const columns = [HELP_SORT[page.sortBy], helpSection.code, helpSection.lang, helpSection.id];
  return paged<HelpSectionRow>(tx, helpSection, where, columns, page);
}

export async function helpSectionById(tx: Tx, id: number): Promise<HelpSectionRow | undefined> {
  const [row] = await tx.select().from(helpSection).where(eq(helpSection.id, id)).for('update');
  return row;
}

/** Undefined when a section with this code and language exists already. */
export async function insertHelpSection(
  tx: Tx,
  fields: HelpSectionFields,
  now: Date,
): Promise<HelpSectionRow | undefined> {
  const [row] = await tx
    .insert(helpSection)
    .values({ ...fields, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateHelpSection(
  tx: Tx,
  id: number,
  fields: HelpSectionFields,
  now: Date,
): Promise<HelpSectionRow | undefined> {
  const [row] = await tx
    .update(helpSection)
    .set({ ...fields, updatedAt: now })
    .where(eq(helpSection.id, id))
    .returning();
  return row;
}

export async function helpSectionByCode(tx: Tx, code: string, lang: string) {
  const [row] = await tx
    .select({ id: helpSection.id })
    .from(helpSection)
    .where(and(eq(helpSection.code, code), eq(helpSection.lang, lang)));
  return row;
}

export async function deleteHelpSection(tx: Tx, id: number): Promise<void> {
  await tx.delete(helpSection).where(eq(helpSection.id, id));
}

// ── Resources ─────────────────────────────────────────────────────────────────────────

const RESOURCE_SORT = { sort: siteResource.sort, type: siteResource.type };

export function resourcePage(tx: Tx, page: Page & { sortBy: keyof typeof RESOURCE_SORT }) {
  return paged<ResourceRow>(
    tx,
    siteResource,
    undefined,
    [RESOURCE_SORT[page.sortBy], siteResource.type],
    page,
  );
}

export async function resourceByType(tx: Tx, type: string): Promise<ResourceRow | undefined> {
  const [row] = await tx.select().from(siteResource).where(eq(siteResource.type, type)).for('update');
  return row;
}

/** Undefined when a resource of this type exists already (one per type). */
export async function insertResource(tx: Tx, row: ResourceRow): Promise<ResourceRow | undefined> {
  const [inserted] = await tx.insert(siteResource).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateResource(tx: Tx, row: ResourceRow): Promise<ResourceRow | undefined> {
  const { type, ...fields } = row;
  const [updated] = await tx.update(siteResource).set(fields).where(eq(siteResource.type, type)).returning();
  return updated;
}

export async function deleteResource(tx: Tx, type: string): Promise<void> {
  await tx.delete(siteResource).where(eq(siteResource.type, type));
}

// ── Customer service ──────────────────────────────────────────────────────────────────

const CS_SORT = { sort: customerService.sort, csType: customerService.csType };

export function customerServicePage(
  tx: Tx,
  filter: { csType?: string | undefined },
  page: Page & { sortBy: keyof typeof CS_SORT },
) {
  const where = filter.csType ? eq(customerService.csType, filter.csType) : undefined;
  const columns = [CS_SORT[page.sortBy], customerService.id];
  return paged<CustomerServiceRow>(tx, customerService, where, columns, page);
}

export async function customerServiceById(tx: Tx, id: number): Promise<CustomerServiceRow | undefined> {
  const [row] = await tx.select().from(customerService).where(eq(customerService.id, id)).for('update');
  return row;
}

export async function customerServiceByLink(tx: Tx, csType: string, path: string) {
  const [row] = await tx
    .select({ id: customerService.id })
    .from(customerService)
    .where(and(eq(customerService.csType, csType), eq(customerService.path, path)));
  return row;
}

/** Undefined when an entry with this type and link exists already. */
export async function insertCustomerService(
  tx: Tx,
  fields: CustomerServiceFields,
): Promise<CustomerServiceRow | undefined> {
  const [row] = await tx.insert(customerService).values(fields).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomerService(
  tx: Tx,
  id: number,
  fields: CustomerServiceFields,
): Promise<CustomerServiceRow | undefined> {
  const [row] = await tx.update(customerService).set(fields).where(eq(customerService.id, id)).returning();
  return row;
}

export async function deleteCustomerService(tx: Tx, id: number): Promise<void> {
  await tx.delete(customerService).where(eq(customerService.id, id));
}
