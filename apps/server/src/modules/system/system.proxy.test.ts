import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../test/harness.js';

// Two apps: X-Forwarded-For is a header anyone can send, so it counts only behind a trusted proxy.
const direct = useTestApp();
const proxied = useTestApp({ env: { TRUST_PROXY: 'true' } });

async function locationIp(t: TestApp, url: string, headers: Record<string, string>, remoteAddress: string) {
  const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress });
  return response.json<{ value: { location: { ip: string } } }>().value.location.ip;
}

describe('caller IP', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.77, 10.0.0.2' };

  it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    expect(await locationIp(direct, '/wps/system/status', forwarded, '10.0.0.1')).toBe('10.0.0.1');
    expect(await locationIp(direct, '/wps/system/config', forwarded, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('uses the client X-Forwarded-For names when TRUST_PROXY is set', async () => {
    expect(await locationIp(proxied, '/wps/system/status', forwarded, '10.0.0.1')).toBe('203.0.113.77');
    expect(await locationIp(proxied, '/wps/system/config', forwarded, '10.0.0.1')).toBe('203.0.113.77');
  });

  it('applies the IP rules to the forwarded address behind a trusted proxy only', async () => {
    for (const t of [direct, proxied]) {
      await t.app.services.system.addIpRule({ action: 'deny', cidr: '203.0.113.0/24' });
    }
    const statusOf = async (t: TestApp) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/system/status',
          headers: forwarded,
          remoteAddress: '10.0.0.1',
        })
      ).json<{ value: { status: number } }>().value.status;
    expect(await statusOf(proxied)).toBe(2);
    expect(await statusOf(direct)).toBe(0);
  });
});
