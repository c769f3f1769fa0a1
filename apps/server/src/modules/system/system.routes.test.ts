import { REGISTER_FIELDS, SITE_LANGUAGE_CODES } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

type Body = { success: boolean; value: unknown; message: string; code?: string };
type FieldErrors = { fields: { field: string; reason: string; message: string }[] };

async function call(
  method: 'GET' | 'PUT',
  url: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    payload: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
  });
  return { status: response.statusCode, body: response.json<Body>() };
}

/** The success envelope around a value, returned for further checks. */
async function getValue<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await call('GET', url, { headers });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: 'OK' });
  return res.body.value as T;
}

describe('GET /wps/system/whitelabel', () => {
  it('returns the brand configuration with readable feature flags', async () => {
    const value = await getValue<Record<string, unknown>>('/wps/system/whitelabel');
    expect(value).toMatchObject({
      platform: 'WEB',
      merchantCode: 'khela',
      defaultLanguage: 'BN',
      supportedLanguages: SITE_LANGUAGE_CODES,
      languageSet: 'global',
      currency: { code: 'BDT', symbol: '৳' },
      prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
      agentTypes: [1, 2, 41, 42],
      trialType: 4,
      gameSelectionTypes: ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'],
      minimumAge: 18,
      passwordExpiryDays: null,
      features: { maintenance: false, mobileRegistration: true, forcedPasswordChange: true, freePlay: true },
    });
    expect(value.esportVendors).toContain('IMES');
    expect(value.cockfightVendors).toEqual(expect.arrayContaining(['SV388']));
  });
});

describe('GET /wps/system/setting/register', () => {
  it('has a rule for every register field, and the modes and age from the flags', async () => {
    const value = await getValue<{
      modes: string[];
      defaultMode: string;
      minimumAge: number;
      fields: Record<string, Record<string, unknown>>;
    }>('/wps/system/setting/register');
    expect(Object.keys(value.fields).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(value.modes).toEqual(['username', 'mobile']);
    expect(value.defaultMode).toBe('mobile');
    expect(value.minimumAge).toBe(18);
    expect(value.fields.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 4,
      maxLength: 16,
    });
    expect(value.fields.password).toMatchObject({ minLength: 6, maxLength: 20, required: true });
    expect(value.fields.verificationCode).toMatchObject({ acceptedPattern: '*', maxLength: 255 });
    expect(value.fields.qqNum).toMatchObject({ enabled: false });
  });
});

describe('GET /wps/system/config', () => {
  it('returns everything the front end needs at start-up, with the caller IP', async () => {
    const value = await getValue<Record<string, unknown>>('/wps/system/config');
    expect(Object.keys(value).sort()).toEqual(
      [
        'analytics',
        'customerService',
        'domainRoute',
        'gameLaunchCdn',
        'helpmc',
        'imageCdn',
        'location',
        'mainDomain',
        'payloadEncryption',
        'register',
        'resources',
        'timeZone',
        'whitelabel',
      ].sort(),
    );
    expect(value.location).toEqual({ ip: '127.0.0.1' });
    // The demo site's zone; the web counts record days in whatever this says.
    expect(value.timeZone).toBe('Asia/Dhaka');
    expect(value.customerService).toEqual([
      expect.objectContaining({ csType: 'LIVECHAT', sort: 1 }),
      expect.objectContaining({ csType: 'TELEGRAM', sort: 2 }),
    ]);
    expect(value.resources).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'Android', labelNameEn: 'Android' })]),
    );
    expect(value.imageCdn).toEqual(['/']);
    expect(value.analytics).toEqual({
      enabled: true,
      googleAnalyticsId: null,
      googleTagManagerId: null,
      facebookPixelId: null,
    });
    // The second help-centre address: none set, /helpmc shows the help centre (decision 0083).
    expect(value.helpmc).toEqual({ url: null });
    expect(value.whitelabel).toEqual(await getValue('/wps/system/whitelabel'));
    expect(value.register).toEqual(await getValue('/wps/system/setting/register'));
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists the enabled domains by type and sort', async () => {
    const value = await getValue<{ domain: string; type: string }[]>('/wps/system/domainRoute');
    expect(value).toEqual(expect.arrayContaining([{ domain: 'localhost', type: 'WEB', sort: 1 }]));
    expect(value.map((r) => r.type)).toEqual(['AGENT', 'API', 'WEB', 'WEB']);
  });
});

describe('GET /wps/system/helpCenter', () => {
  type Help = { language: string; sections: { code: string; title: string; content: string }[] };
  const codes = ['aboutUs', 'term', 'privacy', 'responsibleGaming', 'depositHelp', 'withdrawalHelp', 'faq'];

  it('serves Bengali by default and English on request, in sort order', async () => {
    const bn = await getValue<Help>('/wps/system/helpCenter?device=WEB');
    expect(bn.language).toBe('BN');
    expect(bn.sections.map((s) => s.code)).toEqual(codes);
    expect(bn.sections.find((s) => s.code === 'term')?.title).toBe('শর্তাবলী');
    const en = await getValue<Help>('/wps/system/helpCenter?lang=EN&device=WEB');
    expect(en.language).toBe('EN');
    expect(en.sections.find((s) => s.code === 'term')?.title).toBe('Terms and conditions');
    expect(en.sections.every((s) => s.content.startsWith('<'))).toBe(true);
  });

  it('takes lang case-insensitively, falls back to BN for an unknown one, uses the caller language without one', async () => {
    expect((await getValue<Help>('/wps/system/helpCenter?lang=en')).language).toBe('EN');
    expect((await getValue<Help>('/wps/system/helpCenter?lang=xx&device=WEB')).language).toBe('BN');
    // A site language without server texts of its own (French) reads the English ones.
    expect((await getValue<Help>('/wps/system/helpCenter?lang=FR')).language).toBe('EN');
    const byHeader = await getValue<Help>('/wps/system/helpCenter', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byHeader.language).toBe('EN');
  });

  it('refuses a device other than WEB with a translated field error', async () => {
    const bn = await call('GET', '/wps/system/helpCenter?device=APP');
    expect(bn.status).toBe(400);
    expect(bn.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect((bn.body.value as FieldErrors).fields).toEqual([
      { field: 'query.device', reason: 'invalid_value', message: 'অনুমোদিত মানগুলোর একটি নয়' },
    ]);
    expect(bn.body.message).toContain('অবৈধ ইনপুট');
    const en = await call('GET', '/wps/system/helpCenter?device=APP', {
      headers: { 'accept-language': 'en' },
    });
    expect((en.body.value as FieldErrors).fields[0]).toMatchObject({
      field: 'query.device',
      message: 'is not one of the allowed values',
    });
    expect(en.body.message).toBe('Invalid input: query.device is not one of the allowed values');
  });
});

describe('PUT /wps/system/language', () => {
  it('accepts a supported language in any case and answers with its code', async () => {
    const res = await call('PUT', '/wps/system/language', { body: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { language: 'EN' }, message: 'OK' });
    expect((await call('PUT', '/wps/system/language', { body: { language: ' BN ' } })).body.value).toEqual({
      language: 'BN',
    });
  });

  it('refuses an unsupported language with UNSUPPORTED_LANGUAGE in the caller language', async () => {
    const bn = await call('PUT', '/wps/system/language', { body: { language: 'xx' } });
    expect(bn.status).toBe(400);
    expect(bn.body).toEqual({
      success: false,
      value: null,
      code: 'UNSUPPORTED_LANGUAGE',
      message: 'এই ভাষা সমর্থিত নয়',
    });
    const en = await call('PUT', '/wps/system/language', {
      body: { language: 'xx' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.message).toBe('This language is not supported');
  });

  it('names the missing or unknown field', async () => {
    const missing = await call('PUT', '/wps/system/language', {
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(missing.status).toBe(400);
    expect((missing.body.value as FieldErrors).fields).toEqual([
      { field: 'body.language', reason: 'required', message: 'is required' },
    ]);
    const extra = await call('PUT', '/wps/system/language', { body: { language: 'bn', theme: 'dark' } });
    expect((extra.body.value as FieldErrors).fields).toEqual([
      { field: 'body.theme', reason: 'unrecognized_keys', message: 'অজানা ক্ষেত্র' },
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every system route with its response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const expected: [string, string][] = [
      ['/wps/system/status', 'get'],
      ['/wps/system/whitelabel', 'get'],
      ['/wps/system/config', 'get'],
      ['/wps/system/setting/register', 'get'],
      ['/wps/system/domainRoute', 'get'],
      ['/wps/system/helpCenter', 'get'],
      ['/wps/system/language', 'put'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method]?.responses['200'], `${method} ${path}`).toBeDefined();
    }
  });
});
