import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { type Envelope, operatorCall } from '../../test/operator-client.js';
import { operatorToken } from '../../test/operators.js';

const t = useTestApp();

const call = <T = unknown>(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) => operatorCall<T>(t.app, token, method, url, payload);

type AuditRow = { action: string; target_id: string; before: unknown; after: unknown; reason: string | null };
const auditRows = (action: string) =>
  queryRows<AuditRow>(
    t.ctx.database.db,
    sql`select action, target_id, before, after, reason from audit_entry where action = ${action} order by seq`,
  );

const playerStatus = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json<Envelope<{ status: number }>>()
    .value.status;

describe('back office: site status', () => {
  it('turns maintenance on with its text and off again; the player status follows; each change audited', async () => {
    const token = await operatorToken(t.app, 'admin');
    const before = await call<{ status: number; maintenance: boolean }>('GET', '/bo/api/site/status', token);
    expect(before.body.value).toMatchObject({ status: 0, maintenance: false });
    expect(await playerStatus()).toBe(0);

    const text = { bn: 'রক্ষণাবেক্ষণ চলছে', en: 'Back at 14:00' };
    const on = await call('PUT', '/bo/api/site/status', token, {
      maintenance: true,
      maintenanceText: text,
      reason: 'deploy',
    });
    expect(on.status).toBe(200);
    expect(on.body.value).toMatchObject({ status: 1, maintenance: true, maintenanceText: text });
    expect(await playerStatus()).toBe(1);
    const seen = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(seen.json<Envelope<{ maintenanceText?: unknown }>>().value.maintenanceText).toEqual(text);

    const off = await call('PUT', '/bo/api/site/status', token, {
      maintenance: false,
      maintenanceText: text,
    });
    expect(off.body.value).toMatchObject({ status: 0, maintenance: false });
    expect(await playerStatus()).toBe(0);
    const normal = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(normal.json<Envelope<object>>().value).not.toHaveProperty('maintenanceText');

    const rows = await auditRows('site.status');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      reason: 'deploy',
      before: { MAINTENANCE: { enabled: false } },
      after: { MAINTENANCE: { enabled: true }, MAINTENANCETEXT: text },
    });
    expect(rows[1]?.before).toMatchObject({ MAINTENANCE: { enabled: true } });
  });

  it('refuses a too long maintenance text beside the field and changes nothing', async () => {
    const token = await operatorToken(t.app, 'owner');
    const entries = (await auditRows('site.status')).length;
    const res = await call<{ fields: { field: string }[] }>('PUT', '/bo/api/site/status', token, {
      maintenance: true,
      maintenanceText: { bn: '', en: 'x'.repeat(501) },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value.fields.map((f) => f.field).join()).toContain('maintenanceText');
    expect(await playerStatus()).toBe(0);
    expect(await auditRows('site.status')).toHaveLength(entries);
  });

  it('adds and removes IP rules (deny makes status 2 for that address), audited; a bad CIDR is refused', async () => {
    const token = await operatorToken(t.app, 'admin');
    const added = await call('POST', '/bo/api/site/ip-rules', token, {
      action: 'deny',
      cidr: '198.51.100.0/24',
      note: 'test range',
    });
    expect(added.body.value).toMatchObject({
      created: true,
      rule: { action: 'deny', cidr: '198.51.100.0/24' },
    });
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '198.51.100.7',
    });
    expect(blocked.json<Envelope<{ status: number }>>().value.status).toBe(2);

    const bad = await call('POST', '/bo/api/site/ip-rules', token, { action: 'deny', cidr: '300.1.1.1/8' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('IP_RULE_INVALID_CIDR');

    const removed = await call(
      'DELETE',
      `/bo/api/site/ip-rules?cidr=${encodeURIComponent('198.51.100.0/24')}`,
      token,
    );
    expect(removed.status).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '198.51.100.7',
    });
    expect(again.json<Envelope<{ status: number }>>().value.status).toBe(0);
    const missing = await call('DELETE', '/bo/api/site/ip-rules?cidr=198.51.100.0/24', token);
    expect(missing.body.code).toBe('IP_RULE_NOT_FOUND');

    expect(await auditRows('site.ip_rule.save')).toMatchObject([
      { target_id: '198.51.100.0/24', before: null, after: { action: 'deny', note: 'test range' } },
    ]);
    expect(await auditRows('site.ip_rule.remove')).toMatchObject([
      { before: { cidr: '198.51.100.0/24' }, after: null },
    ]);
  });
});

describe('back office: settings', () => {
  type Settings = { list: { code: string; value: unknown; isDefault: boolean; isFlag: boolean }[] };

  it('lists every registry code with flags marked, and sets a value checked against its schema', async () => {
    const token = await operatorToken(t.app, 'owner');
    const listed = await call<Settings>('GET', '/bo/api/site/settings', token);
    const codes = listed.body.value.list.map((s) => s.code);
    expect(codes).toContain('MAINTENANCE');
    expect(codes).toContain('AGEMIN');
    expect(listed.body.value.list.find((s) => s.code === 'REFERRAL')?.isFlag).toBe(true);
    expect(listed.body.value.list.find((s) => s.code === 'AGEMIN')?.isFlag).toBe(false);

    const set = await call<Settings>('PUT', '/bo/api/site/settings/agemin', token, {
      value: 21,
      reason: 'law',
    });
    expect(set.status).toBe(200);
    expect(set.body.value.list.find((s) => s.code === 'AGEMIN')?.value).toBe(21);
    expect((await t.app.services.system.settings()).AGEMIN).toBe(21);
    const [entry] = await auditRows('site.setting');
    expect(entry).toMatchObject({ target_id: 'AGEMIN', after: { AGEMIN: 21 }, reason: 'law' });
  });

  it('refuses a value its schema rejects or an unknown code, and stores nothing', async () => {
    const token = await operatorToken(t.app, 'admin');
    const entries = (await auditRows('site.setting')).length;
    const bad = await call('PUT', '/bo/api/site/settings/AGEMIN', token, { value: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('SETTING_INVALID_VALUE');
    expect(bad.body.message).toContain('AGEMIN');
    const flag = await call('PUT', '/bo/api/site/settings/REFERRAL', token, { value: { enabled: 'yes' } });
    expect(flag.body.code).toBe('SETTING_INVALID_VALUE');
    const unknown = await call('PUT', '/bo/api/site/settings/NOPE', token, { value: 1 });
    expect(unknown.body.code).toBe('SETTING_UNKNOWN');
    expect((await t.app.services.system.settings()).AGEMIN).not.toBe(12);
    expect(await auditRows('site.setting')).toHaveLength(entries);
  });

  it('sets the second help-centre address (HELPMC) the site config publishes; refuses one that loops or leaves by //', async () => {
    const siteConfig = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json<
        Envelope<{ helpmc: { url: string | null } }>
      >().value.helpmc;
    // Default: /helpmc shows the help centre as /help does.
    expect(await siteConfig()).toEqual({ url: null });
    const token = await operatorToken(t.app, 'owner');
    const entries = (await auditRows('site.setting')).length;
    for (const url of [
      '/helpmc',
      '/HelpMC#faq',
      '/helpmc/',
      '//evil.example/help',
      'http://help.example',
      'help',
    ]) {
      const refused = await call('PUT', '/bo/api/site/settings/HELPMC', token, { value: { url } });
      expect(refused.status, url).toBe(400);
      expect(refused.body.code, url).toBe('SETTING_INVALID_VALUE');
    }
    expect(await auditRows('site.setting')).toHaveLength(entries);
    expect(await siteConfig()).toEqual({ url: null });

    for (const url of ['/help#faq', 'https://help.example.com/bn', null]) {
      const set = await call('PUT', '/bo/api/site/settings/HELPMC', token, {
        value: { url },
        reason: 'help desk',
      });
      expect(set.status, String(url)).toBe(200);
      expect(await siteConfig()).toEqual({ url });
    }
  });

  it('lets support read nothing here and content not change the site', async () => {
    const support = await operatorToken(t.app, 'support');
    expect((await call('GET', '/bo/api/site/status', support)).status).toBe(403);
    const content = await operatorToken(t.app, 'content');
    const res = await call('PUT', '/bo/api/site/status', content, {
      maintenance: true,
      maintenanceText: { bn: '', en: '' },
    });
    expect(res.status).toBe(403);
    expect(await playerStatus()).toBe(0);
  });
});
