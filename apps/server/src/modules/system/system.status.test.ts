import { errorMessage } from '@khela/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { useTestApp } from '../../test/harness.js';

// A long settings cache: every change below must be visible at once, so writes must invalidate it.
const t = useTestApp({ env: { SETTINGS_CACHE_MS: '600000' } });
const system = () => t.app.services.system;

async function status(remoteAddress = '198.51.100.10') {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.json<{
    success: boolean;
    value: { status: number; maintenance: boolean; regionRestriction: boolean; location: { ip: string } };
  }>();
}

async function expectAppError(promise: Promise<unknown>, code: string, params?: Record<string, unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, ...(params ? { params } : {}) });
}

afterEach(async () => {
  await system().setSetting('MAINTENANCE', { enabled: false });
  for (const rule of await system().listIpRules()) await system().removeIpRule(rule.cidr);
});

describe('status', () => {
  it('is 0 with the caller IP on a normal day', async () => {
    const body = await status('203.0.113.50');
    expect(body).toMatchObject({
      success: true,
      value: { status: 0, maintenance: false, regionRestriction: false, location: { ip: '203.0.113.50' } },
    });
  });

  it('shows an IPv4-mapped caller as its IPv4 address', async () => {
    expect((await status('::ffff:203.0.113.51')).value.location.ip).toBe('203.0.113.51');
  });

  it('is 1 in maintenance, switched through the service and seen on the next call', async () => {
    await system().setSetting('MAINTENANCE', { enabled: true });
    expect((await status()).value).toMatchObject({ status: 1, maintenance: true });
    expect(await system().isEnabled('MAINTENANCE')).toBe(true);
    await expectAppError(system().assertSiteOpen('198.51.100.10'), 'SYSTEM_MAINTENANCE');
    await system().setSetting('MAINTENANCE', { enabled: false });
    expect((await status()).value.status).toBe(0);
  });

  it('is 2 for a denied IP, with that IP shown, and outranks maintenance', async () => {
    await system().addIpRule({ action: 'deny', cidr: '203.0.113.0/24', note: 'abuse' });
    await system().setSetting('MAINTENANCE', { enabled: true });
    expect((await status('203.0.113.9')).value).toEqual({
      status: 2,
      maintenance: true,
      regionRestriction: true,
      location: { ip: '203.0.113.9' },
    });
    expect((await status('198.51.100.1')).value.status).toBe(1);
    await expectAppError(system().assertSiteOpen('203.0.113.9'), 'ACCESS_RESTRICTED');
  });

  it('lets only listed addresses in once an allow rule exists, and a deny inside it still wins', async () => {
    await system().addIpRule({ action: 'allow', cidr: '198.51.100.0/24' });
    await system().addIpRule({ action: 'deny', cidr: '198.51.100.66' });
    expect((await status('198.51.100.20')).value.status).toBe(0);
    expect((await status('198.51.100.66')).value.status).toBe(2);
    expect((await status('203.0.113.7')).value.status).toBe(2);
    await system().removeIpRule('198.51.100.0/24');
    expect((await status('203.0.113.7')).value.status).toBe(0);
  });

  it('denies IPv6 ranges too', async () => {
    await system().addIpRule({ action: 'deny', cidr: '2001:db8::/32' });
    expect((await status('2001:db8:5::1')).value).toMatchObject({
      status: 2,
      location: { ip: '2001:db8:5::1' },
    });
    expect((await status('2001:db9::1')).value.status).toBe(0);
  });
});

describe('settings through the service', () => {
  it('refuses an unknown code and a value of the wrong shape, storing nothing', async () => {
    await expectAppError(system().setSetting('NOSUCHFLAG', true), 'SETTING_UNKNOWN', { code: 'NOSUCHFLAG' });
    await expectAppError(system().setSetting('MAINTENANCE', { enabled: 'yes' }), 'SETTING_INVALID_VALUE');
    await expectAppError(system().setSetting('MAINTENANCE', true), 'SETTING_INVALID_VALUE');
    await expectAppError(system().setSetting('AGEMIN', 12), 'SETTING_INVALID_VALUE');
    await expectAppError(
      system().setSetting('LANGUAGES', { default: 'EN', supported: ['BN'] }),
      'SETTING_INVALID_VALUE',
    );
    expect((await system().getSetting('MAINTENANCE')).value).toEqual({ enabled: false });
    expect((await system().getSetting('AGEMIN')).value).toBe(18);
  });

  it('explains a refused value in one line, in English and Bengali', async () => {
    const error = await system()
      .setSetting('AGEMIN', 12)
      .catch((e: unknown) => e);
    if (!(error instanceof AppError)) throw new Error('expected an AppError');
    expect(errorMessage(error.code, 'en', error.params)).toMatch(
      /^Invalid value for site setting AGEMIN: value: .*18/,
    );
    expect(errorMessage(error.code, 'bn', error.params)).toContain('সাইট সেটিং AGEMIN-এর মান সঠিক নয়');
  });

  it('changes what the whitelabel and register settings show', async () => {
    await system().setSetting('AGEMIN', 21);
    await system().setSetting('MOBILEREG', { enabled: false });
    const register = (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json<{
      value: { minimumAge: number; modes: string[]; defaultMode: string };
    }>();
    expect(register.value).toMatchObject({ minimumAge: 21, modes: ['username'], defaultMode: 'username' });
    const whitelabel = await system().whitelabel();
    expect(whitelabel.features.mobileRegistration).toBe(false);
    expect(whitelabel.minimumAge).toBe(21);
    await system().setSetting('AGEMIN', 18);
    await system().setSetting('MOBILEREG', { enabled: true });
  });

  it('turns off a language the site no longer offers', async () => {
    await system().setSetting('LANGUAGES', { default: 'BN', supported: ['BN'] });
    await expectAppError(system().changeLanguage('en'), 'UNSUPPORTED_LANGUAGE');
    expect((await system().helpCenter({ lang: 'EN', callerLanguage: 'en' })).language).toBe('BN');
    await system().setSetting('LANGUAGES', { default: 'BN', supported: ['BN', 'EN', 'PT'] });
  });
});

describe('IP rules through the service', () => {
  it('stores a canonical range, updates it in place, and lists it', async () => {
    const first = await system().addIpRule({ action: 'deny', cidr: '10.1.2.3/8', note: '  bot\nnet  ' });
    expect(first).toMatchObject({
      created: true,
      rule: { action: 'deny', cidr: '10.0.0.0/8', note: 'bot net' },
    });
    const second = await system().addIpRule({ action: 'allow', cidr: '10.0.0.0/8' });
    expect(second).toMatchObject({ created: false, rule: { action: 'allow', cidr: '10.0.0.0/8', note: '' } });
    expect((await system().listIpRules()).map((r) => `${r.action} ${r.cidr}`)).toEqual(['allow 10.0.0.0/8']);
  });

  it('refuses a bad range, a long note and removing a missing rule, changing nothing', async () => {
    await system().addIpRule({ action: 'deny', cidr: '192.0.2.1' });
    await expectAppError(
      system().addIpRule({ action: 'deny', cidr: '300.1.1.1/8' }),
      'IP_RULE_INVALID_CIDR',
      {
        cidr: '300.1.1.1/8',
      },
    );
    await expectAppError(
      system().addIpRule({ action: 'deny', cidr: '192.0.2.2', note: 'x'.repeat(201) }),
      'IP_RULE_NOTE_TOO_LONG',
      { max: 200 },
    );
    await expectAppError(system().removeIpRule('192.0.2.99'), 'IP_RULE_NOT_FOUND', { cidr: '192.0.2.99/32' });
    await expectAppError(system().removeIpRule('nonsense'), 'IP_RULE_INVALID_CIDR');
    expect((await system().listIpRules()).map((r) => r.cidr)).toEqual(['192.0.2.1/32']);
  });
});
