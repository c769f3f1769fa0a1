import { errorMessage } from '@khela/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, answerValue, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { startTestProvider, type TestProvider } from '../../test/oidc-test-provider.js';
import * as accountsRepo from './accounts.repo.js';
import { identitiesOfMember, identityOf } from './accounts.social.repo.js';
import { member } from './accounts.tables.js';

/** The browser never reaches this address: the test reads the provider's redirect to it. */
const REDIRECT_URI = 'http://127.0.0.1:5173/social/callback';
const CLIENT = { clientId: 'khela-web', clientSecret: 'test-client-secret-0123456789abcdef' };

const t = useTestApp();
const api = accountsClient(t);
let op: TestProvider;

type Body = { success: boolean; value: Record<string, unknown> | null; message: string; code?: string };

async function call(method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'x-lang': lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

const startUrl = (provider: string, redirectUri = REDIRECT_URI) =>
  `/wps/session/social/${provider}/start?redirectUri=${encodeURIComponent(redirectUri)}`;

async function authorizationUrl(provider = 'local'): Promise<string> {
  const res = await call('GET', startUrl(provider));
  expect(res.status).toBe(200);
  return String(res.body.value?.authorizationUrl);
}

/** What the provider put on the redirect URI, as the web app would post it back. */
function returned(url: URL): Record<string, string> {
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
  return Object.fromEntries(
    ['code', 'state', 'error'].flatMap((k) =>
      url.searchParams.has(k) ? [[k, url.searchParams.get(k) ?? '']] : [],
    ),
  );
}

async function signIn(account: string, provider = 'local') {
  const back = returned(await op.signIn(await authorizationUrl(provider), account));
  return { back, res: await call('POST', `/wps/session/social/${provider}/callback`, back) };
}

const memberCount = () => t.ctx.database.db.$count(member);

beforeAll(async () => {
  op = await startTestProvider({ ...CLIENT, redirectUri: REDIRECT_URI });
  const provider = { issuer: op.issuer, ...CLIENT };
  await t.app.services.system.setSetting('SOCIALLOGIN', { enabled: true });
  await t.app.services.system.setSetting('SOCIALPROVIDERS', [
    { id: 'local', name: 'Local ID', ...provider, scopes: ['openid', 'email', 'profile'] },
    { id: 'other', name: 'Other ID', ...provider },
    { id: 'down', name: 'Unreachable', ...provider, issuer: 'http://127.0.0.1:9' },
  ]);
});

afterAll(async () => {
  await op?.close();
});

describe('GET /wps/session/social/providers', () => {
  it('lists id and name only, and nothing while SOCIALLOGIN is off', async () => {
    const on = await call('GET', '/wps/session/social/providers');
    expect(on.body.value).toEqual([
      { id: 'local', name: 'Local ID' },
      { id: 'other', name: 'Other ID' },
      { id: 'down', name: 'Unreachable' },
    ]);
    await t.app.services.system.setSetting('SOCIALLOGIN', { enabled: false });
    expect((await call('GET', '/wps/session/social/providers')).body.value).toEqual([]);
    const start = await call('GET', startUrl('local'), undefined, 'bn');
    expect(start.status).toBe(403);
    expect(start.body).toMatchObject({
      code: 'FUNCTION_DISABLED',
      message: errorMessage('FUNCTION_DISABLED', 'bn'),
    });
    const back = await call('POST', '/wps/session/social/local/callback', { code: 'c', state: 's' });
    expect(back.body.code).toBe('FUNCTION_DISABLED');
    await t.app.services.system.setSetting('SOCIALLOGIN', { enabled: true });
  });
});

describe('GET /wps/session/social/:provider/start', () => {
  it('answers the provider authorization URL with state, nonce and an S256 PKCE challenge', async () => {
    const url = new URL(await authorizationUrl());
    expect(`${url.origin}${url.pathname}`).toBe(`${op.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: REDIRECT_URI,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(url.toString()).not.toContain(CLIENT.clientSecret);
  });

  it('refuses an unknown provider, a redirect URI that is not http(s), and an unreachable provider', async () => {
    const unknown = await call('GET', startUrl('nobody'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'SOCIAL_PROVIDER_UNKNOWN',
      message: 'This login method is not available',
    });
    for (const uri of ['javascript:alert(1)', 'not a url']) {
      expect((await call('GET', startUrl('local', uri))).body.code).toBe('VALIDATION_FAILED');
    }
    const down = await call('GET', startUrl('down'));
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('SOCIAL_PROVIDER_ERROR');
  });
});

describe('POST /wps/session/social/:provider/callback against a real OpenID provider', () => {
  it('the first login creates a member (type 0), links the identity and opens a session', async () => {
    const before = await memberCount();
    const { res } = await signIn('alice');
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userName: 'alice',
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordRequired: false,
    });
    expect(await memberCount()).toBe(before + 1);
    const identity = await identityOf(t.ctx.database.db, 'local', 'alice');
    expect(identity).toMatchObject({ provider: 'local', subject: 'alice', email: 'alice@example.test' });
    const aliceId = identity?.memberId ?? 0n;
    expect(await accountsRepo.memberById(t.ctx.database.db, aliceId)).toMatchObject({
      username: 'alice',
      type: 0,
      email: 'alice@example.test',
      nickname: 'Test alice',
      firstTimeLogin: false,
      registerMethod: 'SOCIAL',
    });
    const principal = await t.app.services.accounts.authenticate(String(res.body.value?.token));
    expect(principal).toMatchObject({
      memberId: aliceId.toString(),
      username: 'alice',
      type: 0,
      isTrial: false,
    });
  });

  it('a second login reuses the member and its identity', async () => {
    // Its own account, so it does not lean on the first-login test having made alice.
    expect((await signIn('dave')).res.status).toBe(200);
    const daveId = (await identityOf(t.ctx.database.db, 'local', 'dave'))?.memberId ?? 0n;
    const before = await memberCount();
    const { res } = await signIn('dave');
    expect(res.body.value).toMatchObject({ userName: 'dave', changePasswordRequired: false });
    expect(await memberCount()).toBe(before);
    expect(await identitiesOfMember(t.ctx.database.db, daveId)).toHaveLength(1);
    const principal = await t.app.services.accounts.authenticate(String(res.body.value?.token));
    expect(principal?.memberId).toBe(daveId.toString());
  });

  it('a username already taken gets a numbered one; the existing account is not taken over', async () => {
    const { res } = await signIn('demo'); // demo@example.test, while the demo member exists
    expect(res.body.value?.userName).toMatch(/^demo\d{4}$/);
    const identity = await identityOf(t.ctx.database.db, 'local', 'demo');
    const demo = await accountsRepo.memberByUsername(t.ctx.database.db, 'demo');
    expect(identity?.memberId).not.toBe(demo?.id);
  });

  it('refuses a replayed or tampered state, and a state of another provider', async () => {
    const { back } = await signIn('bob');
    const replay = await call('POST', '/wps/session/social/local/callback', back, 'bn');
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      code: 'SOCIAL_STATE_INVALID',
      message: errorMessage('SOCIAL_STATE_INVALID', 'bn'),
    });
    const fresh = returned(await op.signIn(await authorizationUrl(), 'bob'));
    const tampered = await call('POST', '/wps/session/social/local/callback', {
      ...fresh,
      state: `${fresh.state}x`,
    });
    expect(tampered.body.code).toBe('SOCIAL_STATE_INVALID');
    const elsewhere = returned(await op.signIn(await authorizationUrl(), 'bob'));
    expect((await call('POST', '/wps/session/social/other/callback', elsewhere)).body.code).toBe(
      'SOCIAL_STATE_INVALID',
    );
  });

  it('refuses a replayed authorization code, even with a fresh state', async () => {
    const { back, res } = await signIn('carol');
    expect(res.status).toBe(200);
    const before = await memberCount();
    const state = new URL(await authorizationUrl()).searchParams.get('state');
    const replay = await call('POST', '/wps/session/social/local/callback', { code: back.code, state });
    expect(replay.status).toBe(502);
    expect(replay.body).toMatchObject({
      code: 'SOCIAL_PROVIDER_ERROR',
      message: 'Login with this account failed, please try again',
    });
    expect(await memberCount()).toBe(before);
  });

  it('a login cancelled at the provider (access_denied) reads as the popup closed; other errors as a provider error', async () => {
    const before = await memberCount();
    const back = returned(await op.cancel(await authorizationUrl()));
    expect(back.error).toBe('access_denied');
    const res = await call('POST', '/wps/session/social/local/callback', back, 'bn');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'LOGIN_POPUP_CLOSED',
      message: errorMessage('LOGIN_POPUP_CLOSED', 'bn'),
    });
    const state = new URL(await authorizationUrl()).searchParams.get('state');
    const other = await call('POST', '/wps/session/social/local/callback', { state, error: 'server_error' });
    expect(other.body.code).toBe('SOCIAL_PROVIDER_ERROR');
    expect(await memberCount()).toBe(before);
  });

  it('needs a code or an error with the state', async () => {
    const res = await call('POST', '/wps/session/social/local/callback', { state: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('the password of a member created by a social login (decision 0086)', () => {
  it('has none of its own: the status says so and a change is refused; a reset by email gives it one', async () => {
    const { res } = await signIn('erin');
    const token = String(res.body.value?.token);
    const userName = String(res.body.value?.userName);
    const status = () => api.call('GET', '/wps/member/password', { token });
    expect((await status()).body.value).toEqual({ hasPassword: false, changedAt: null });
    // There is no old password to give: whatever is typed is not it, and nothing changes.
    const refused = await api.call('PUT', '/wps/member/password', {
      token,
      body: { oldPassword: 'guess1234', newPassword: 'mine1234', confirmNewPassword: 'mine1234' },
    });
    expect(refused.body.code).toBe('OLD_PASSWORD_INCORRECT');
    expect((await status()).body.value).toEqual({ hasPassword: false, changedAt: null });
    // Forgot password by email reaches the provider's (verified) email and sets one.
    t.setNow(new Date(Date.now() + 1_000));
    try {
      const { code } = await api.withMessage('erin@example.test', 'email', () =>
        api.call('POST', '/wps/member/password/email', {
          body: { username: userName, email: 'erin@example.test' },
          ip: freshIp(),
        }),
      );
      const reset = await api.call('POST', '/wps/member/password/email/reset', {
        body: { username: userName, code, newPassword: 'mine1234', confirmNewPassword: 'mine1234' },
        ip: freshIp(),
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      const fresh = String(answerValue(reset).token);
      const after = answerValue(await api.call('GET', '/wps/member/password', { token: fresh }));
      expect(after.hasPassword).toBe(true);
      expect(typeof after.changedAt).toBe('string');
      expect((await api.login(userName, 'mine1234', {}, freshIp())).status).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });
});
