import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.js';
import { insertOutboxMessage } from '../../platform/notify/notify.repo.js';
import { accountsClient, answerValue, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';

/** TEST_HOOKS: the captcha answer and outbox routes browser tests use; absent unless configured, refused in production. */
const t = useTestApp({ env: { TEST_HOOKS: 'true' }, seed: false });
/** The same app without TEST_HOOKS: none of the hook routes exist. */
const off = useTestApp({ seed: false });
const api = accountsClient(t);

type OutboxView = {
  id: number;
  channel: string;
  purpose: string;
  subject: string;
  body: string;
  createdAt: string;
};

const outboxUrl = (recipient: string, limit?: number) =>
  `/wps/test/outbox?recipient=${encodeURIComponent(recipient)}${limit === undefined ? '' : `&limit=${limit}`}`;

describe('GET /wps/test/captcha/:captchaId (TEST_HOOKS=true only)', () => {
  it('answers a live captcha and NOT_FOUND for anything else', async () => {
    const captcha = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    const { captchaId } = captcha.json<{ value: { captchaId: string } }>().value;
    const res = await t.app.inject({ method: 'GET', url: `/wps/test/captcha/${captchaId}` });
    expect(res.json()).toMatchObject({
      success: true,
      value: { answer: expect.stringMatching(/^[A-Z2-9]{5}$/) },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/wps/test/captcha/unknown-id-0000000000' });
    expect(missing.statusCode).toBe(404);
  });

  it('is not configured by default, and refused with NODE_ENV=production', () => {
    expect(loadConfig({}).testHooks).toBe(false);
    expect(() => loadConfig({ TEST_HOOKS: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production' }).environment).toBe('production');
  });
});

describe('GET /wps/test/outbox (TEST_HOOKS=true only)', () => {
  it('answers the SMS code the server just sent, newest first, for that recipient only', async () => {
    await t.app.services.system.setSetting('SMSVERIF', { enabled: true });
    const number = '1712340001';
    const send = await api.call('POST', '/wps/verification/sms/register', {
      body: { countryDialingCode: '880', mobileNo: number, ...(await api.captcha()) },
      ip: freshIp(),
    });
    expect(send.body).toMatchObject({ success: true });
    const res = await api.call('GET', outboxUrl(`+880${number}`));
    expect(res.status).toBe(200);
    const messages = res.body.value as OutboxView[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      id: expect.any(Number),
      channel: 'sms',
      purpose: 'register',
      subject: '',
      body: expect.stringMatching(/verification code to register is \d{6}/),
    });
    expect(Number.isNaN(Date.parse(String(messages[0]?.createdAt)))).toBe(false);
    const others = await api.call('GET', outboxUrl('+8801712340002'));
    expect(others.body).toMatchObject({ success: true, value: [] });
  });

  it('orders newest first and honours the limit', async () => {
    const to = 'hooks@example.test';
    for (const n of [1, 2, 3]) {
      await insertOutboxMessage(t.ctx.database.db, {
        channel: 'email',
        recipient: to,
        purpose: 'forgot-password',
        subject: `code ${n}`,
        body: `Your code is 00000${n}`,
        provider: 'outbox',
        status: 'stored',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, n)),
      });
    }
    const all = (await api.call('GET', outboxUrl(to))).body.value as OutboxView[];
    expect(all.map((m) => m.subject)).toEqual(['code 3', 'code 2', 'code 1']);
    expect(all[0]?.id).toBeGreaterThan(all[1]?.id ?? Number.POSITIVE_INFINITY);
    const two = (await api.call('GET', outboxUrl(to, 2))).body.value as OutboxView[];
    expect(two.map((m) => m.subject)).toEqual(['code 3', 'code 2']);
  });

  it('refuses a missing recipient or a limit out of range', async () => {
    for (const url of ['/wps/test/outbox', outboxUrl('+8801712340001', 0), outboxUrl('+8801712340001', 51)]) {
      const res = await api.call('GET', url);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('without TEST_HOOKS', () => {
  it('has no hook routes: the outbox and captcha answers stay unreachable', async () => {
    expect(off.ctx.config.testHooks).toBe(false);
    await insertOutboxMessage(off.ctx.database.db, {
      channel: 'sms',
      recipient: '+8801712340009',
      purpose: 'login',
      subject: '',
      body: 'Your code is 123456',
      provider: 'outbox',
      status: 'stored',
      createdAt: new Date(),
    });
    const outbox = await off.app.inject({ method: 'GET', url: outboxUrl('+8801712340009') });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain('123456');
    const captcha = await off.app.inject({ method: 'GET', url: '/wps/captcha' });
    const { captchaId } = captcha.json<{ value: { captchaId: string } }>().value;
    const answer = await off.app.inject({ method: 'GET', url: `/wps/test/captcha/${captchaId}` });
    expect(answer.statusCode).toBe(404);
    expect(answerValue({ status: 404, body: answer.json(), headers: {} })).not.toHaveProperty('answer');
  });
});
