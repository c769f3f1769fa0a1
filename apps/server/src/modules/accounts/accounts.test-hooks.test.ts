import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.js';
import { useTestApp } from '../../test/harness.js';

/** TEST_HOOKS: the captcha answer route browser tests use; absent unless configured, refused in production. */
const t = useTestApp({ env: { TEST_HOOKS: 'true' }, seed: false });

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
