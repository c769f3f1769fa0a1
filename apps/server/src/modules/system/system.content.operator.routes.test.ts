import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { type Envelope, operatorCall } from '../../test/operator-client.js';
import { operatorToken } from '../../test/operators.js';

// A long cache, so the test sees the player site's cached reads being dropped on each change.
const t = useTestApp({ env: { SETTINGS_CACHE_MS: '600000' } });

const call = <T = unknown>(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) => operatorCall<T>(t.app, token, method, url, body);

const auditCount = async (action: string) =>
  (
    await queryRows<{ n: string }>(
      t.ctx.database.db,
      sql`select count(*)::text as n from audit_entry where action = ${action}`,
    )
  )[0]?.n;

type Section = { code: string; title: string; content: string };
async function playerHelp(lang: 'EN' | 'BN'): Promise<Section[]> {
  const res = await t.app.inject({ method: 'GET', url: `/wps/system/helpCenter?lang=${lang}&device=WEB` });
  return res.json<Envelope<{ sections: Section[] }>>().value.sections;
}
type SiteConfig = {
  resources: { type: string; url: string }[];
  customerService: { csType: string; path: string; label: string }[];
};
async function siteConfig(): Promise<SiteConfig> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/config' });
  return res.json<Envelope<SiteConfig>>().value;
}
type HelpView = { id: string; code: string; lang: string; title: string; content: string; enabled: boolean };
type Page<T> = { list: T[]; total: number; totalPages: number };

describe('back office: help centre', () => {
  it('creates, edits and deletes a section; /help shows each change at once; audited', async () => {
    const token = await operatorToken(t.app, 'content');
    expect((await playerHelp('EN')).some((s) => s.code === 'bonusRules')).toBe(false); // cached now
    const created = await call<HelpView>('POST', '/bo/api/content/help-sections', token, {
      code: 'bonusRules',
      lang: 'en',
      title: 'Bonus rules',
      content: '<h3>Rules</h3><p onclick="x()">Play fair</p><img src=x>',
      sort: 5,
    });
    expect(created.status).toBe(200);
    expect(created.body.value.content).toBe(
      '<h3>Rules</h3>&lt;p onclick=&quot;x()&quot;&gt;Play fair</p>&lt;img src=x&gt;',
    );
    expect((await playerHelp('EN')).find((s) => s.code === 'bonusRules')?.title).toBe('Bonus rules');
    expect((await playerHelp('BN')).some((s) => s.code === 'bonusRules')).toBe(false);

    const id = created.body.value.id;
    const edited = await call<HelpView>('PUT', `/bo/api/content/help-sections/${id}`, token, {
      code: 'bonusRules',
      lang: 'en',
      title: 'Bonus rules (new)',
      content: '<p>Updated</p>',
      enabled: true,
    });
    expect(edited.body.value.title).toBe('Bonus rules (new)');
    expect((await playerHelp('EN')).find((s) => s.code === 'bonusRules')?.content).toBe('<p>Updated</p>');

    const list = await call<Page<HelpView>>('GET', '/bo/api/content/help-sections?lang=en&q=bonus', token);
    expect(list.body.value.list.map((s) => s.title)).toEqual(['Bonus rules (new)']);
    const all = await call<Page<HelpView>>('GET', '/bo/api/content/help-sections?pageSize=3', token);
    expect(all.body.value.list).toHaveLength(3);
    expect(all.body.value.totalPages).toBe(Math.ceil(all.body.value.total / 3));

    expect((await call('DELETE', `/bo/api/content/help-sections/${id}?reason=old`, token)).status).toBe(200);
    expect((await playerHelp('EN')).some((s) => s.code === 'bonusRules')).toBe(false);
    for (const action of ['create', 'update', 'delete']) {
      expect(await auditCount(`content.help.${action}`), action).toBe('1');
    }
  });

  it('refuses bad input, a duplicate code and an unknown id; nothing is saved', async () => {
    const token = await operatorToken(t.app, 'content');
    // Other tests of this file create sections too: nothing new is what this one checks.
    const created = await auditCount('content.help.create');
    const good = { code: 'faq2', lang: 'bn', title: 'প্রশ্ন', content: '' };
    const bad: [unknown, string][] = [
      [{ ...good, code: 'bad code!' }, 'code'],
      [{ ...good, lang: 'fr' }, 'lang'],
      [{ ...good, title: '' }, 'title'],
      [{ ...good, sort: -1 }, 'sort'],
      [{ ...good, extra: 1 }, ''],
    ];
    for (const [body, field] of bad) {
      const res = await call<{ fields: { field: string }[] }>(
        'POST',
        '/bo/api/content/help-sections',
        token,
        body,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.value.fields.map((f) => f.field).join(), field).toContain(field);
    }
    const duplicate = await call('POST', '/bo/api/content/help-sections', token, { ...good, code: 'term' });
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'HELP_SECTION_EXISTS']);
    const missing = await call('PUT', '/bo/api/content/help-sections/999999', token, good);
    expect([missing.status, missing.body.code]).toEqual([404, 'HELP_SECTION_NOT_FOUND']);
    expect((await call('DELETE', '/bo/api/content/help-sections/abc', token)).body.code).toBe(
      'HELP_SECTION_NOT_FOUND',
    );
    expect(await auditCount('content.help.create')).toBe(created);
  });
});

describe('back office: resources and customer service', () => {
  it('resources: create, edit, delete; the site config shows each change at once; audited', async () => {
    const token = await operatorToken(t.app, 'content');
    expect((await siteConfig()).resources.some((r) => r.type === 'WHATSAPP')).toBe(false);
    const body = { type: 'WHATSAPP', url: 'https://wa.me/8801700000000', labelNameEn: 'WhatsApp', sort: 20 };
    expect((await call('POST', '/bo/api/content/resources', token, body)).status).toBe(200);
    expect((await siteConfig()).resources.find((r) => r.type === 'WHATSAPP')?.url).toBe(body.url);
    const again = await call('POST', '/bo/api/content/resources', token, body);
    expect([again.status, again.body.code]).toEqual([409, 'SITE_RESOURCE_EXISTS']);

    await call('PUT', '/bo/api/content/resources/WHATSAPP', token, { ...body, enabled: false });
    expect((await siteConfig()).resources.some((r) => r.type === 'WHATSAPP')).toBe(false);
    const renamed = await call('PUT', '/bo/api/content/resources/WHATSAPP', token, { ...body, type: 'IG' });
    expect(renamed.body.code).toBe('SITE_RESOURCE_NOT_FOUND');
    const badUrl = await call('POST', '/bo/api/content/resources', token, { ...body, url: 'javascript:x' });
    expect(badUrl.status).toBe(400);
    const page = await call<Page<{ type: string }>>('GET', '/bo/api/content/resources?sortBy=type', token);
    expect(page.body.value.list.map((r) => r.type)).toContain('WHATSAPP');

    expect((await call('DELETE', '/bo/api/content/resources/WHATSAPP', token)).status).toBe(200);
    expect((await call('DELETE', '/bo/api/content/resources/WHATSAPP', token)).body.code).toBe(
      'SITE_RESOURCE_NOT_FOUND',
    );
    expect(await auditCount('content.resource.create')).toBe('1');
    expect(await auditCount('content.resource.update')).toBe('1');
    expect(await auditCount('content.resource.delete')).toBe('1');
  });

  it('customer service: create, edit, delete; the site config shows each change; audited', async () => {
    const token = await operatorToken(t.app, 'content');
    const body = { csType: 'WHATSAPP', path: 'https://wa.me/8801711111111', label: 'WhatsApp help', sort: 3 };
    const created = await call<{ id: string }>('POST', '/bo/api/content/customer-service', token, body);
    expect(created.status).toBe(200);
    expect((await siteConfig()).customerService.find((c) => c.csType === 'WHATSAPP')?.label).toBe(
      'WhatsApp help',
    );
    const duplicate = await call('POST', '/bo/api/content/customer-service', token, body);
    expect(duplicate.body.code).toBe('CUSTOMER_SERVICE_EXISTS');
    const id = created.body.value.id;
    await call('PUT', `/bo/api/content/customer-service/${id}`, token, { ...body, label: 'WA' });
    expect((await siteConfig()).customerService.find((c) => c.csType === 'WHATSAPP')?.label).toBe('WA');
    const bad = await call<{ fields: { field: string }[] }>(
      'POST',
      '/bo/api/content/customer-service',
      token,
      {
        ...body,
        csType: 'FAX',
        label: '',
      },
    );
    expect(bad.body.value.fields.map((f) => f.field).join()).toMatch(/csType.*label|label.*csType/);
    const filtered = await call<Page<{ csType: string }>>(
      'GET',
      '/bo/api/content/customer-service?csType=WHATSAPP',
      token,
    );
    expect(filtered.body.value.list.map((c) => c.csType)).toEqual(['WHATSAPP']);
    expect((await call('DELETE', `/bo/api/content/customer-service/${id}`, token)).status).toBe(200);
    expect((await siteConfig()).customerService.some((c) => c.csType === 'WHATSAPP')).toBe(false);
    const missing = await call('PUT', `/bo/api/content/customer-service/${id}`, token, body);
    expect([missing.status, missing.body.code]).toEqual([404, 'CUSTOMER_SERVICE_NOT_FOUND']);
    for (const action of ['create', 'update', 'delete']) {
      expect(await auditCount(`content.customer_service.${action}`), action).toBe('1');
    }
  });

  it('is content.manage only', async () => {
    for (const role of ['support', 'finance'] as const) {
      const token = await operatorToken(t.app, role);
      for (const url of ['help-sections', 'resources', 'customer-service']) {
        expect((await call('GET', `/bo/api/content/${url}`, token)).status, url).toBe(403);
      }
    }
  });
});
