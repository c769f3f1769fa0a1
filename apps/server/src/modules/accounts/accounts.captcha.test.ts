import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { createCaptchas, readCaptchaAnswerForTests } from './accounts.captcha.js';

const t = useTestApp();
const api = accountsClient(t);

describe('GET /wps/captcha', () => {
  it('answers an id and a base64 PNG, to anyone', async () => {
    const res = await api.call('GET', '/wps/captcha', { ip: freshIp() });
    expect(res.status).toBe(200);
    const value = answerValue(res);
    expect(value.captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const image = String(value.image);
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(await readCaptchaAnswerForTests(t.ctx.cache, String(value.captchaId))).toMatch(/^[A-Z2-9]{5}$/);
  });

  it('refreshes at most once per second per address, translated', async () => {
    const ip = freshIp();
    expect((await api.call('GET', '/wps/captcha', { ip })).status).toBe(200);
    const again = await api.call('GET', '/wps/captcha', { ip });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please try again after 5 minutes',
      value: { retryAfterSeconds: 1 },
    });
    expect(again.headers['retry-after']).toBe('1');
    const bn = await api.call('GET', '/wps/captcha', { ip, lang: 'bn' });
    expect(bn.body.message).toBe('অনেক বেশি অনুরোধ, অনুগ্রহ করে ৫ মিনিট পরে আবার চেষ্টা করুন');
    // Another address is not held back.
    expect((await api.call('GET', '/wps/captcha', { ip: freshIp() })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await api.call('GET', '/wps/captcha', { ip })).status).toBe(200);
  });

  it('has no answer route unless TEST_HOOKS is on', async () => {
    const { captchaId } = await api.captcha();
    expect((await api.call('GET', `/wps/test/captcha/${captchaId}`)).status).toBe(404);
  });

  it('counts IPv6 callers by their /64', async () => {
    expect((await api.call('GET', '/wps/captcha', { ip: '2001:db8:1:2::10' })).status).toBe(200);
    expect((await api.call('GET', '/wps/captcha', { ip: '2001:db8:1:2:ffff::99' })).status).toBe(429);
    expect((await api.call('GET', '/wps/captcha', { ip: '2001:db8:1:3::10' })).status).toBe(200);
  });
});

describe('captcha checks', () => {
  const captchas = () => createCaptchas(t.ctx);

  it('accept the answer in any letter case, once', async () => {
    const { captchaId, captcha } = await api.captcha();
    expect(await captchas().verify(captchaId, ` ${captcha.toLowerCase()} `)).toBe(true);
    expect(await captchas().verify(captchaId, captcha)).toBe(false);
  });

  it('are used up by a wrong answer', async () => {
    const { captchaId, captcha } = await api.captcha();
    expect(await captchas().verify(captchaId, 'WRONG')).toBe(false);
    expect(await captchas().verify(captchaId, captcha)).toBe(false);
  });

  it('refuse unknown, missing and malformed ids', async () => {
    expect(await captchas().verify(undefined, 'ABCDE')).toBe(false);
    expect(await captchas().verify('A'.repeat(24), 'ABCDE')).toBe(false);
    expect(await captchas().verify('../../etc', 'ABCDE')).toBe(false);
    const { captchaId } = await api.captcha();
    expect(await captchas().verify(captchaId, undefined)).toBe(false);
  });

  it('expire after 2 minutes', async () => {
    const { captchaId, captcha } = await api.captcha();
    t.setNow(new Date(Date.now() + 121_000));
    try {
      expect(await captchas().verify(captchaId, captcha)).toBe(false);
    } finally {
      t.setNow(new Date());
    }
  });

  it('accept one of many concurrent uses', async () => {
    const { captchaId, captcha } = await api.captcha();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => captchas().verify(captchaId, captcha)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
