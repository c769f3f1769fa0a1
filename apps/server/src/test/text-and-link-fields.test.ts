import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { operatorCall } from './operator-client.js';
import { operatorToken } from './operators.js';
import { withdrawalsClient } from './withdrawals-client.js';

// Text and link fields other people's screens show (decision 0045): markup and unsafe links are
// refused on the server, whatever client sent them.
const t = useTestApp();
const { call: playerCall, login } = withdrawalsClient(t);
let token: string;
beforeAll(async () => {
  token = await operatorToken(t.app, 'owner', { now: t.ctx.now() });
});

const announcement = (change: Record<string, unknown>) => ({
  type: 'H',
  bn: { title: 'শিরোনাম', content: '' },
  en: { title: 'Headline', content: '' },
  ...change,
});

type Refusal = {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
  field: string;
  reason: string;
};

const REFUSED: Refusal[] = [
  {
    name: 'a <script> announcement title',
    method: 'POST',
    url: '/bo/api/content/announcements',
    body: announcement({ en: { title: '<script>alert(1)</script>', content: '' } }),
    field: 'body.en.title',
    reason: 'markup',
  },
  {
    name: 'an <img onerror> announcement title',
    method: 'POST',
    url: '/bo/api/content/announcements',
    body: announcement({ bn: { title: '<img src=x onerror=alert(1)>', content: '' } }),
    field: 'body.bn.title',
    reason: 'markup',
  },
  {
    name: 'a javascript: ROUTE linkage',
    method: 'POST',
    url: '/bo/api/content/announcements',
    body: announcement({ linkageType: 'ROUTE', linkage: 'javascript:alert(1)' }),
    field: 'body.linkage',
    reason: 'unsafe_link',
  },
  {
    name: 'a protocol-relative ROUTE linkage',
    method: 'POST',
    url: '/bo/api/content/announcements',
    body: announcement({ linkageType: 'ROUTE', linkage: '//evil.example/x' }),
    field: 'body.linkage',
    reason: 'unsafe_link',
  },
  {
    name: 'a data:text/html URL linkage',
    method: 'POST',
    url: '/bo/api/content/announcements',
    body: announcement({ linkageType: 'URL', linkage: 'data:text/html,<script>alert(1)</script>' }),
    field: 'body.linkage',
    reason: 'unsafe_link',
  },
  {
    name: 'markup in the maintenance text',
    method: 'PUT',
    url: '/bo/api/site/status',
    body: { maintenance: false, maintenanceText: { bn: '', en: '<img src=x onerror=alert(1)>' } },
    field: 'body.maintenanceText.en',
    reason: 'markup',
  },
  {
    name: 'markup in a customer-service label',
    method: 'POST',
    url: '/bo/api/content/customer-service',
    body: { csType: 'TELEGRAM', path: 'https://t.me/khela', label: '<b>Help</b>' },
    field: 'body.label',
    reason: 'markup',
  },
  {
    name: 'a javascript: customer-service link',
    method: 'POST',
    url: '/bo/api/content/customer-service',
    body: { csType: 'TELEGRAM', path: 'javascript:alert(1)', label: 'Help' },
    field: 'body.path',
    reason: 'unsafe_link',
  },
  {
    name: 'a backslash path that leaves the site',
    method: 'PUT',
    url: '/bo/api/content/resources/Android',
    body: { type: 'Android', url: '/\\evil.example', labelNameEn: 'Android' },
    field: 'body.url',
    reason: 'unsafe_link',
  },
  {
    name: 'markup in a help section title',
    method: 'POST',
    url: '/bo/api/content/help-sections',
    body: { code: 'xss', lang: 'en', title: '<svg onload=alert(1)>', content: '<p>x</p>' },
    field: 'body.title',
    reason: 'markup',
  },
];

describe('plain-text and link fields', () => {
  it.each(REFUSED)('$name is refused naming the field', async (c) => {
    const res = await operatorCall(t.app, token, c.method, c.url, c.body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value).toMatchObject({
      fields: expect.arrayContaining([{ field: c.field, reason: c.reason, message: expect.any(String) }]),
    });
  });

  it('accepts site paths, http(s) URLs, promotion codes and plain titles', async () => {
    for (const change of [
      { linkageType: 'ROUTE', linkage: '/promotions' },
      { linkageType: 'GAME', linkage: '/games/slots' },
      { linkageType: 'URL', linkage: 'https://khela.example/news?id=1' },
      { linkageType: 'PROMOTION', linkage: 'WELCOME100' },
      { en: { title: 'Win 5 < 10 & more', content: '<p>Bold <b>news</b></p>' } },
    ]) {
      const res = await operatorCall(
        t.app,
        token,
        'POST',
        '/bo/api/content/announcements',
        announcement(change),
      );
      expect(res.status, JSON.stringify(change)).toBe(200);
    }
    const text = { bn: 'রক্ষণাবেক্ষণ চলছে', en: 'Back at 14:00.\nThank you.' };
    const site = await operatorCall(t.app, token, 'PUT', '/bo/api/site/status', {
      maintenance: false,
      maintenanceText: text,
    });
    expect(site.status).toBe(200);
  });
});

describe('payout names a cashier reads', () => {
  const spoofed = ['Demo\u202EreyalP', 'Demo\u200BPlayer', '\uFEFFDemo Player', 'Demo\u2066Player\u2069'];

  it.each(spoofed)('refuses a payee name with invisible or direction characters (%j)', async (payeeName) => {
    const demo = await login('demo');
    const res = await playerCall('POST', '/wps/withdrawals/payout-accounts', {
      token: demo,
      body: { kind: 'ewallet', provider: 'BKASH', walletNumber: '01712345678', payeeName },
    });
    expect(res.status).toBe(400);
    expect(res.body.value).toMatchObject({
      fields: [{ field: 'body.payeeName', reason: 'invisible_characters' }],
    });
  });

  it('refuses a bank name with a direction override', async () => {
    const demo = await login('demo');
    const res = await playerCall('POST', '/wps/withdrawals/payout-accounts', {
      token: demo,
      body: {
        kind: 'bank',
        bankName: 'Sonali\u202E Bank',
        accountNumber: '12345678',
        branch: 'Motijheel',
        payeeName: 'Demo Player',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.value).toMatchObject({
      fields: [{ field: 'body.bankName', reason: 'invisible_characters' }],
    });
  });
});
