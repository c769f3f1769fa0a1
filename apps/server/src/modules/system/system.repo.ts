import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  customerService,
  domainRoute,
  helpSection,
  ipRule,
  registerFieldRule,
  siteResource,
  siteSetting,
} from './system.tables.js';

export type SettingRow = typeof siteSetting.$inferSelect;
export type NewSettingRow = Omit<typeof siteSetting.$inferInsert, 'updatedAt'>;
export type IpRuleRow = typeof ipRule.$inferSelect;
export type RegisterRuleRow = typeof registerFieldRule.$inferSelect;
export type NewRegisterRuleRow = Omit<typeof registerFieldRule.$inferInsert, 'updatedAt'>;
export type CustomerServiceRow = typeof customerService.$inferSelect;
export type NewCustomerServiceRow = Omit<typeof customerService.$inferInsert, 'id'>;
export type ResourceRow = typeof siteResource.$inferSelect;
export type DomainRouteRow = typeof domainRoute.$inferSelect;
export type NewDomainRouteRow = Omit<typeof domainRoute.$inferInsert, 'id'>;
export type HelpSectionRow = typeof helpSection.$inferSelect;
export type NewHelpSectionRow = Omit<typeof helpSection.$inferInsert, 'id' | 'updatedAt'>;

// ── Settings ──────────────────────────────────────────────────────────────────────────

export async function listSettings(tx: Tx): Promise<SettingRow[]> {
  return tx.select().from(siteSetting).orderBy(asc(siteSetting.code));
}

export async function upsertSetting(tx: Tx, row: NewSettingRow, now: Date): Promise<void> {
  await tx
    .insert(siteSetting)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: siteSetting.code,
      set: { value: row.value, module: row.module, description: row.description, updatedAt: now },
    });
}

/** Insert-if-missing: an existing row (an operator's change) is never overwritten. */
export async function insertSettingsIfMissing(tx: Tx, rows: NewSettingRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(siteSetting).values(rows).onConflictDoNothing();
}

// ── IP rules ──────────────────────────────────────────────────────────────────────────

export async function listIpRules(tx: Tx): Promise<IpRuleRow[]> {
  return tx.select().from(ipRule).orderBy(asc(ipRule.id));
}

export async function findIpRule(tx: Tx, cidr: string): Promise<IpRuleRow | undefined> {
  const [row] = await tx.select().from(ipRule).where(eq(ipRule.cidr, cidr)).limit(1);
  return row;
}

export async function insertIpRule(
  tx: Tx,
  row: { action: string; cidr: string; note: string },
  now: Date,
): Promise<IpRuleRow | undefined> {
  const [inserted] = await tx
    .insert(ipRule)
    .values({ ...row, createdAt: now })
    .returning();
  return inserted;
}

export async function updateIpRule(
  tx: Tx,
  cidr: string,
  change: { action: string; note: string },
): Promise<IpRuleRow | undefined> {
  const [updated] = await tx.update(ipRule).set(change).where(eq(ipRule.cidr, cidr)).returning();
  return updated;
}

/** Returns how many rules were removed (0 or 1: cidr is unique). */
export async function deleteIpRule(tx: Tx, cidr: string): Promise<number> {
  const removed = await tx.delete(ipRule).where(eq(ipRule.cidr, cidr)).returning({ id: ipRule.id });
  return removed.length;
}

// ── Registration rules ────────────────────────────────────────────────────────────────

export async function listRegisterRules(tx: Tx): Promise<RegisterRuleRow[]> {
  return tx.select().from(registerFieldRule).orderBy(asc(registerFieldRule.field));
}

export async function findRegisterRule(tx: Tx, field: string): Promise<RegisterRuleRow | undefined> {
  const [row] = await tx.select().from(registerFieldRule).where(eq(registerFieldRule.field, field)).limit(1);
  return row;
}

export async function upsertRegisterRule(tx: Tx, row: NewRegisterRuleRow, now: Date): Promise<void> {
  const { enabled, required, acceptedPattern, patternId, minLength, maxLength } = row;
  await tx
    .insert(registerFieldRule)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: registerFieldRule.field,
      set: { enabled, required, acceptedPattern, patternId, minLength, maxLength, updatedAt: now },
    });
}

export async function insertRegisterRulesIfMissing(tx: Tx, rows: NewRegisterRuleRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(registerFieldRule).values(rows).onConflictDoNothing();
}

// ── Site content: customer service, resources, domain routes ─────────────────────────

export async function listEnabledCustomerService(tx: Tx): Promise<CustomerServiceRow[]> {
  return tx
    .select()
    .from(customerService)
    .where(eq(customerService.enabled, true))
    .orderBy(asc(customerService.sort), asc(customerService.id));
}

export async function insertCustomerServiceIfMissing(tx: Tx, rows: NewCustomerServiceRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(customerService).values(rows).onConflictDoNothing();
}

export async function listEnabledResources(tx: Tx): Promise<ResourceRow[]> {
  return tx
    .select()
    .from(siteResource)
    .where(eq(siteResource.enabled, true))
    .orderBy(asc(siteResource.sort), asc(siteResource.type));
}

export async function insertResourcesIfMissing(tx: Tx, rows: ResourceRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(siteResource).values(rows).onConflictDoNothing();
}

export async function listEnabledDomainRoutes(tx: Tx): Promise<DomainRouteRow[]> {
  return tx
    .select()
    .from(domainRoute)
    .where(eq(domainRoute.enabled, true))
    .orderBy(asc(domainRoute.type), asc(domainRoute.sort), asc(domainRoute.id));
}

export async function insertDomainRoutesIfMissing(tx: Tx, rows: NewDomainRouteRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(domainRoute).values(rows).onConflictDoNothing();
}

// ── Help centre ───────────────────────────────────────────────────────────────────────

export async function listEnabledHelpSections(tx: Tx, lang: string): Promise<HelpSectionRow[]> {
  return tx
    .select()
    .from(helpSection)
    .where(and(eq(helpSection.lang, lang), eq(helpSection.enabled, true)))
    .orderBy(asc(helpSection.sort), asc(helpSection.code));
}

export async function insertHelpSectionsIfMissing(tx: Tx, rows: NewHelpSectionRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(helpSection).values(rows).onConflictDoNothing();
}
