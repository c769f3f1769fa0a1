import { randomInt } from 'node:crypto';
import { SITE_LANGUAGE_CODES } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { accountsClient, fieldMessages, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { type Envelope, operatorCall } from '../../test/operator-client.js';
import { operatorToken } from '../../test/operators.js';

const t = useTestApp();
const api = accountsClient(t);

const call = <T = unknown>(method: 'GET' | 'PUT', url: string, token: string, payload?: unknown) =>
  operatorCall<T>(t.app, token, method, url, payload);

type AuditRow = { action: string; target_id: string; before: unknown; after: unknown; reason: string | null };
const auditRows = (action: string) =>
  queryRows<AuditRow>(
    t.ctx.database.db,
    sql`select action, target_id, before, after, reason from audit_entry where action = ${action} order by seq`,
  );

type Rule = { field: string; enabled: boolean; required: boolean; minLength: number; maxLength: number };
const EMAIL_RULE = {
  enabled: true,
  required: false,
  patternId: 'EMAIL',
  acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  minLength: 6,
  maxLength: 100,
};

const fieldsOf = (body: Envelope) => fieldMessages({ status: 400, body, headers: {} });

async function registerAs(overrides: Record<string, unknown>) {
  return api.call('PUT', '/wps/member/register', {
    ip: freshIp(),
    body: {
      username: `rules${randomInt(1_000_000)}`,
      password: 'secret123',
      confirmPassword: 'secret123',
      ageConfirmed: true,
      termsAccepted: true,
      ...(await api.captcha()),
      ...overrides,
    },
  });
}

describe('back office: registration field rules', () => {
  it('lists every register field; making email required shows on the form and is enforced; audited', async () => {
    const token = await operatorToken(t.app, 'admin');
    const listed = await call<{ list: Rule[] }>('GET', '/bo/api/site/register-rules', token);
    expect(listed.status).toBe(200);
    expect(listed.body.value.list.map((r) => r.field)).toContain('email');
    expect(listed.body.value.list.find((r) => r.field === 'username')).toMatchObject({ locked: true });

    const saved = await call<{ list: Rule[] }>('PUT', '/bo/api/site/register-rules/email', token, {
      ...EMAIL_RULE,
      required: true,
      reason: 'KYC',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.value.list.find((r) => r.field === 'email')).toMatchObject({ required: true });

    const form = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const fields = form.json<Envelope<{ fields: Record<string, Rule> }>>().value.fields;
    expect(fields.email).toMatchObject({ enabled: true, required: true });

    const refused = await registerAs({});
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused).email).toBe('Input cannot be empty');
    const accepted = await registerAs({ email: 'player@example.com' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const rows = await auditRows('site.register_rule');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      target_id: 'email',
      reason: 'KYC',
      before: { required: false },
      after: { required: true },
    });
  });

  it('refuses a broken rule with an error beside each field, and changes nothing', async () => {
    const token = await operatorToken(t.app, 'admin');
    // Other tests of this file save rules too: nothing new is what this one checks.
    const audited = await auditRows('site.register_rule');
    const broken = await call('PUT', '/bo/api/site/register-rules/qqNum', token, {
      ...EMAIL_RULE,
      enabled: false,
      required: true,
      minLength: 20,
      maxLength: 10,
      acceptedPattern: '([a-z',
    });
    expect(broken.status).toBe(400);
    expect(fieldsOf(broken.body)).toEqual({
      required: 'A required field must be shown',
      minLength: 'The minimum cannot be above the maximum',
      acceptedPattern: 'Not a valid regular expression (or * for anything)',
    });
    const hidden = await call('PUT', '/bo/api/site/register-rules/password', token, {
      ...EMAIL_RULE,
      enabled: false,
      required: false,
    });
    expect(hidden.status).toBe(400);
    expect(fieldsOf(hidden.body)).toEqual({
      enabled: 'Registration cannot work without this field: it stays shown and required',
    });
    const unknown = await call('PUT', '/bo/api/site/register-rules/shoeSize', token, EMAIL_RULE);
    expect(unknown.status).toBe(400);
    expect(await auditRows('site.register_rule')).toEqual(audited);
  });

  it('only site operators see or change the rules; no token, no answer', async () => {
    const support = await operatorToken(t.app, 'support');
    expect((await call('GET', '/bo/api/site/register-rules', support)).status).toBe(403);
    const change = await call('PUT', '/bo/api/site/register-rules/email', support, EMAIL_RULE);
    expect(change.status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/bo/api/site/register-rules' });
    expect(anonymous.statusCode).toBe(401);
  });
});

type Brand = { name: string; defaultLanguage: string; supportedLanguages: string[] };
const BRAND = {
  name: 'Khela BD',
  logoUrl: 'https://cdn.khela.example/logo.svg',
  merchantCode: 'khela',
  currencyCode: 'BDT',
  currencySymbol: '৳',
  defaultLanguage: 'BN',
  supportedLanguages: ['BN', 'PT'],
};

describe('back office: brand configuration and languages', () => {
  it('saves the brand and the offered languages; the player site config follows; audited once', async () => {
    const token = await operatorToken(t.app, 'admin');
    const before = await call<Brand>('GET', '/bo/api/site/brand', token);
    expect(before.body.value).toMatchObject({
      name: 'Khela',
      supportedLanguages: SITE_LANGUAGE_CODES,
      languageSet: 'global',
    });

    const saved = await call<Brand>('PUT', '/bo/api/site/brand', token, BRAND);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.value).toMatchObject({ name: 'Khela BD', supportedLanguages: ['BN', 'PT'] });

    const whitelabel = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(whitelabel.json<Envelope<object>>().value).toMatchObject({
      defaultLanguage: 'BN',
      supportedLanguages: ['BN', 'PT'],
      brand: { name: 'Khela BD', logoUrl: BRAND.logoUrl },
    });
    // Portuguese is offered through the English texts; EN on its own is not offered any more.
    const help = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=PT' });
    expect(help.json<Envelope<object>>().value).toMatchObject({ language: 'EN' });

    const rows = await auditRows('site.brand');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({
      LANGUAGES: { default: 'BN', supported: ['BN', 'PT'], resourceSet: 'global' },
    });
  });

  it('offers the Bengali and English set: Portuguese is refused in it, BN and EN are saved', async () => {
    const token = await operatorToken(t.app, 'admin');
    const refused = await call('PUT', '/bo/api/site/brand', token, { ...BRAND, languageSet: 'bn-en' });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body).supportedLanguages).toBe(
      'A chosen language is not in the chosen resource set',
    );
    const saved = await call<Brand>('PUT', '/bo/api/site/brand', token, {
      ...BRAND,
      languageSet: 'bn-en',
      supportedLanguages: ['BN', 'EN'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const whitelabel = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(whitelabel.json<Envelope<object>>().value).toMatchObject({
      supportedLanguages: ['BN', 'EN'],
      languageSet: 'bn-en',
    });
  });

  it('refuses a default language that is not offered, and wrong values, beside each field', async () => {
    const token = await operatorToken(t.app, 'admin');
    const res = await call('PUT', '/bo/api/site/brand', token, {
      ...BRAND,
      name: '',
      logoUrl: 'ftp://logo',
      currencyCode: 'taka',
      supportedLanguages: ['EN'],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res.body)).sort()).toEqual(
      ['currencyCode', 'defaultLanguage', 'logoUrl', 'name'].sort(),
    );
    expect(fieldsOf(res.body).defaultLanguage).toBe(
      'The default language must be one of the offered languages',
    );
    const support = await operatorToken(t.app, 'support');
    expect((await call('PUT', '/bo/api/site/brand', support, BRAND)).status).toBe(403);
  });
});
