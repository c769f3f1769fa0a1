import { errorMessage } from '@khela/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../platform/cache/cache.js';
import { AppError } from '../../platform/http/app-error.js';
import { createMemoryRateLimiter } from '../../platform/ratelimit/ratelimit.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { MEMBER_TYPE, TRIAL_TYPE } from './accounts.model.js';
import { totpStateOf } from './accounts.totp.repo.js';
import { consumeTotpCode } from './accounts.totp.service.js';
import { totpCode } from './totp.js';

const t = useTestApp();

type Body = { success: boolean; value: Record<string, unknown> | null; message: string; code?: string };
type Session = { token: string; memberId: bigint; username: string };

/** A member with a live session, made directly so these tests do not depend on the login flow. */
function sessionFor(type = MEMBER_TYPE): Promise<Session> {
  return createMemberSession(t, { type, prefix: 'totp' });
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; lang?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url: `/wps/member/security/totp${path}`,
    headers: {
      'x-lang': options.lang ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

/** Moves the clock to `seconds` past the start of a fresh 30-second step. */
function atStep(offsetSteps: number, seconds = 5) {
  const base = Math.floor(Date.parse('2030-01-01T00:00:00Z') / 30_000) * 30_000;
  t.setNow(new Date(base + offsetSteps * 30_000 + seconds * 1000));
}

async function setUp(session: Session): Promise<string> {
  const res = await call('POST', '/setup', { token: session.token });
  expect(res.status).toBe(200);
  return String(res.body.value?.secret);
}

/** A member whose setup is pending (not enabled), and the secret that setup handed out. */
async function pendingSetup(): Promise<{ member: Session; secret: string }> {
  const member = await sessionFor();
  return { member, secret: await setUp(member) };
}

/** A member with the authenticator enabled by a code of the current step (so that step is used). */
async function enabledMember(): Promise<{ member: Session; secret: string }> {
  const pending = await pendingSetup();
  const res = await call('POST', '/enable', {
    token: pending.member.token,
    body: { code: totpCode(pending.secret, t.ctx.now()) },
  });
  expect(res.status).toBe(200);
  return pending;
}

// Every test starts at the same clock: a test that moves it must not shift the next one's steps.
beforeEach(() => atStep(0));

describe('who may use the authenticator routes', () => {
  it.each([
    ['GET', ''],
    ['POST', '/setup'],
    ['POST', '/enable'],
    ['POST', '/disable'],
  ] as const)(
    '%s %s: a visitor is not logged in, even with a bad body; a trial needs a real account',
    async (method, path) => {
      const anonymous = await call(method, path, { body: method === 'POST' ? { code: 'x' } : undefined });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
      const trial = await sessionFor(TRIAL_TYPE);
      const refused = await call(method, path, {
        token: trial.token,
        body: method === 'POST' ? { code: '123456' } : undefined,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
      expect(await totpStateOf(t.ctx.database.db, trial.memberId)).toEqual({ secret: null, enabledAt: null });
    },
  );
});

describe('enrolling an authenticator app', () => {
  it('starts disabled; setup hands out a secret and otpauth URL but enables nothing', async () => {
    const member = await sessionFor();
    expect((await call('GET', '', { token: member.token })).body.value).toEqual({
      enabled: false,
      enabledAt: null,
    });
    const first = await setUp(member);
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    const setup = await call('POST', '/setup', { token: member.token });
    const secret = String(setup.body.value?.secret); // a second setup replaces the first
    expect(setup.body.value).toEqual({
      secret,
      otpauthUrl: `otpauth://totp/khela%3A${member.username}?secret=${secret}&issuer=khela&algorithm=SHA1&digits=6&period=30`,
      qrText: `otpauth://totp/khela%3A${member.username}?secret=${secret}&issuer=khela&algorithm=SHA1&digits=6&period=30`,
      expiresInSeconds: 600,
    });
    expect((await call('GET', '', { token: member.token })).body.value).toMatchObject({ enabled: false });
  });

  it('refuses a wrong or malformed code and stays disabled', async () => {
    const { member, secret } = await pendingSetup();
    const wrong = String((Number(totpCode(secret, t.ctx.now())) + 1) % 1_000_000).padStart(6, '0');
    const res = await call('POST', '/enable', { token: member.token, body: { code: wrong } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
      message: 'Invalid verification code',
    });
    const malformed = await call('POST', '/enable', { token: member.token, body: { code: '12ab56' } });
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect(await totpStateOf(t.ctx.database.db, member.memberId)).toEqual({ secret: null, enabledAt: null });
  });

  it('enables with a current code from the app', async () => {
    const { member, secret } = await pendingSetup();
    const res = await call('POST', '/enable', {
      token: member.token,
      body: { code: totpCode(secret, t.ctx.now()) },
    });
    expect(res.body.value).toEqual({ enabled: true, enabledAt: t.ctx.now().toISOString() });
    expect(await totpStateOf(t.ctx.database.db, member.memberId)).toEqual({ secret, enabledAt: t.ctx.now() });
    expect((await call('GET', '', { token: member.token })).body.value).toMatchObject({ enabled: true });
  });

  it('refuses a second setup or enable while enabled', async () => {
    const { member, secret } = await enabledMember();
    const setup = await call('POST', '/setup', { token: member.token, lang: 'bn' });
    expect(setup.status).toBe(409);
    expect(setup.body).toMatchObject({
      code: 'TOTP_ALREADY_ENABLED',
      message: errorMessage('TOTP_ALREADY_ENABLED', 'bn'),
    });
    const enable = await call('POST', '/enable', {
      token: member.token,
      body: { code: totpCode(secret, t.ctx.now()) },
    });
    expect(enable.body.code).toBe('TOTP_ALREADY_ENABLED');
  });

  it('never accepts the same time step twice, even once the clock moved on', async () => {
    const { member, secret } = await enabledMember();
    const sameStep = await call('POST', '/disable', {
      token: member.token,
      body: { code: totpCode(secret, t.ctx.now()) },
    });
    expect(sameStep.body.code).toBe('TOTP_CODE_USED');
    atStep(1);
    const previousStep = new Date(t.ctx.now().getTime() - 30_000); // still inside the drift window
    const older = await call('POST', '/disable', {
      token: member.token,
      body: { code: totpCode(secret, previousStep) },
    });
    expect(older.body.code).toBe('TOTP_CODE_USED');
    expect((await totpStateOf(t.ctx.database.db, member.memberId))?.secret).toBe(secret);
  });

  it('disables with a fresh code; disabling again says it is not enabled', async () => {
    const { member, secret } = await enabledMember();
    atStep(1); // the enabling code used step 0
    const res = await call('POST', '/disable', {
      token: member.token,
      body: { code: totpCode(secret, t.ctx.now()) },
    });
    expect(res.body.value).toEqual({ enabled: false, enabledAt: null });
    expect(await totpStateOf(t.ctx.database.db, member.memberId)).toEqual({ secret: null, enabledAt: null });
    atStep(2);
    const again = await call('POST', '/disable', {
      token: member.token,
      body: { code: totpCode(secret, t.ctx.now()) },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TOTP_NOT_ENABLED');
  });
});

describe('enable without a pending setup, guessing, and racing', () => {
  it('enable with no setup in the last 10 minutes asks to start again', async () => {
    const member = await sessionFor();
    const res = await call('POST', '/enable', { token: member.token, body: { code: '123456' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TOTP_SETUP_EXPIRED');
  });

  it('after 5 wrong codes even the right one waits', async () => {
    const member = await sessionFor();
    const secret = await setUp(member);
    const right = totpCode(secret, t.ctx.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/enable', { token: member.token, body: { code: wrong } })).body.code).toBe(
        'INVALID_VERIFICATION_CODE',
      );
    }
    const res = await call('POST', '/enable', { token: member.token, body: { code: right } });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(await totpStateOf(t.ctx.database.db, member.memberId)).toEqual({ secret: null, enabledAt: null });
  });

  it('two requests with the same code at once: exactly one is accepted', async () => {
    const member = await sessionFor();
    const secret = await setUp(member);
    const code = totpCode(secret, t.ctx.now());
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/enable', { token: member.token, body: { code } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(['TOTP_CODE_USED', 'TOTP_ALREADY_ENABLED']).toContain(r.body.code);
    }
  });
});

describe('consumeTotpCode (shared with the login verification)', () => {
  it('refuses a step older than the last one used, though still inside the drift window', async () => {
    let now = new Date(Date.parse('2031-06-01T00:00:05Z'));
    const ctx = { cache: createMemoryCache(), rateLimiter: createMemoryRateLimiter(), now: () => now };
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const later = new Date(now.getTime() + 30_000);
    await consumeTotpCode(ctx, '1', secret, totpCode(secret, later)); // the phone runs a step ahead
    const refused = consumeTotpCode(ctx, '1', secret, totpCode(secret, now));
    await expect(refused).rejects.toEqual(new AppError('TOTP_CODE_USED'));
    now = new Date(later.getTime() + 30_000);
    await expect(consumeTotpCode(ctx, '1', secret, totpCode(secret, now))).resolves.toBeUndefined();
  });
});
