import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed.js';
import { useTestApp } from '../../test/harness.js';
import { SETTING_CODES } from './settings-registry.js';
import * as tables from './system.tables.js';

const t = useTestApp();

const TABLES = {
  site_setting: tables.siteSetting,
  register_field_rule: tables.registerFieldRule,
  customer_service: tables.customerService,
  site_resource: tables.siteResource,
  domain_route: tables.domainRoute,
  help_section: tables.helpSection,
  ip_rule: tables.ipRule,
};

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.ctx.database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe('seedDemo', () => {
  it('seeds every known setting and the demo content', async () => {
    const counts = await rowCounts();
    expect(counts).toMatchObject({
      site_setting: SETTING_CODES.length,
      register_field_rule: 19,
      customer_service: 2,
      site_resource: 7,
      domain_route: 4,
      help_section: 14,
      ip_rule: 0,
    });
  });

  it('run again, duplicates nothing and keeps an operator change', async () => {
    const before = await rowCounts();
    await t.app.services.system.setSetting('MAINTENANCE', { enabled: true });
    await t.app.services.system.setSetting('MERCHANTCODE', 'brand2');
    await seedDemo(t.ctx);
    await seedDemo(t.ctx);
    expect(await rowCounts()).toEqual(before);
    expect((await t.app.services.system.getSetting('MAINTENANCE')).value).toEqual({ enabled: true });
    expect((await t.app.services.system.whitelabel()).merchantCode).toBe('brand2');
  });
});
