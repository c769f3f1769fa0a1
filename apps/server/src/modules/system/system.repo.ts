import { asc } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { ipRule, siteSetting } from './system.tables.js';

export type SettingRow = typeof siteSetting.$inferSelect;
export type IpRuleRow = typeof ipRule.$inferSelect;

export async function listSettings(tx: Tx): Promise<SettingRow[]> {
  return tx.select().from(siteSetting).orderBy(asc(siteSetting.code));
}

export async function upsertSetting(
  tx: Tx,
  row: { code: string; module: string; value: unknown; description?: string },
  now: Date,
): Promise<void> {
  await tx
    .insert(siteSetting)
    .values({ ...row, description: row.description ?? '', updatedAt: now })
    .onConflictDoUpdate({ target: siteSetting.code, set: { value: row.value, updatedAt: now } });
}

export async function listIpRules(tx: Tx): Promise<IpRuleRow[]> {
  return tx.select().from(ipRule).orderBy(asc(ipRule.id));
}
