import { randomBytes } from 'node:crypto';
import { encryptPayload, PayloadEncryptionConfig } from '@khela/contract';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuthGuards, type GuardedRoute, type GuardKind } from '../platform/http/auth.js';
import { useTestApp } from './harness.js';
import { operatorToken } from './operators.js';
import { tokenOf as launchTokenOf, vendorClient } from './vendor-client.js';
import { DEMO_PAY, pngBytes, requestId } from './withdrawals-client.js';

/**
 * The player-route authorisation matrix: every player route the app registers, whichever module
 * adds it, called as a guest, a trial account, a member, an agent-centre session and another
 * member reaching for someone else's objects. What each caller may get follows from the guard
 * the route carries (read from the app's own route list), so a new guarded route is covered
 * without editing this file; a route with no guard must be listed as public here, on purpose.
 */
const t = useTestApp();
const vendor = vendorClient(t);
const hex = () => randomBytes(5).toString('hex');

/** Not player routes: the back office, the vendor wallet API, the studio, docs, health, test hooks, service calls. */
const NOT_PLAYER = [
  /^\/bo\/api\//,
  /^\/vendor\/v1\//,
  /^\/studio(\/|$)/,
  /^\/docs(\/|$)/,
  /^\/wps\/test\//,
  /^\/wps\/internal\//,
];
const NOT_PLAYER_EXACT = ['/health', '/ready'];

/** Written out by hand: a route without a guard is public only once it is listed here. */
const PUBLIC_ROUTES = [
  'GET /game-icons/:file',
  'GET /game-icons/:vendor/:file',
  'GET /game-icons/vendors/:file',
  'GET /lgw/games/game_menus',
  // The lottery data calls (issue 20): draws and results, public like the catalogue.
  'GET /lgw/vn/games/game_menu',
  'GET /lgw/vn/games/recent',
  'GET /lgw/vn/numeros/opened/game',
  'GET /lotto/lgw/games/opened/numero',
  'GET /media/:month/:name',
  'GET /sandbox-pay/:ref',
  'GET /wps/agent/affiliate',
  'GET /wps/captcha',
  // The raffle verifier's data (decision 0055): public by design, like a provably-fair reveal.
  'GET /wps/promotions/raffles/:id/verify',
  'GET /wps/relay/GCSGAME_gameList',
  'GET /wps/relay/GCSGAME_getRankList',
  'GET /wps/relay/GLS2_roomList',
  'GET /wps/relay/MCSFE_getAnnouncement',
  'GET /wps/relay/getLabby',
  'GET /wps/relay/getVassGameType',
  'GET /wps/relay/hotGamesV2',
  'GET /wps/relay/lottRecent',
  'GET /wps/relay/newGameVendor',
  // The studio's live rooms with their players (issue 21): public like the catalogue, a guest sees the lobby.
  'GET /wps/relay/roomLobby',
  'GET /wps/relay/vnlottMenus',
  'GET /wps/session/social/:provider/start',
  'GET /wps/session/social/providers',
  'GET /wps/system/config',
  'GET /wps/system/countries',
  // The key of the encrypted customer-service paths (decision 0085): public like the site config, limited per address.
  'GET /wps/system/customerService/key',
  'GET /wps/system/domainRoute',
  'GET /wps/system/helpCenter',
  'GET /wps/system/setting/register',
  'GET /wps/system/status',
  'GET /wps/system/whitelabel',
  // The realtime WebSocket: its first frame authenticates (decision 0059); a plain GET is a 404.
  'GET /wps/ws',
  'POST /sandbox-pay/:ref/:action',
  'POST /wps/agent/session/login',
  'POST /wps/deposits/webhook/:channelCode',
  'POST /wps/member/password/email',
  'POST /wps/member/password/email/reset',
  'POST /wps/member/password/verification',
  'POST /wps/session/login',
  'POST /wps/session/login/freeplay',
  'POST /wps/session/login/verify',
  'POST /wps/session/social/:provider/callback',
  'POST /wps/verification/sms/noLogin',
  'POST /wps/verification/sms/register',
  'PUT /wps/member/register',
  'PUT /wps/member/register/mobile',
  'PUT /wps/system/language',
];

type Role = 'guest' | 'trial' | 'member' | 'agent' | 'other';
const ROLES: readonly Role[] = ['guest', 'trial', 'agent', 'other', 'member'];
/** What a guard answers each caller: its refusal code, or 'in' (past the guard). 'other' is a member. */
const MATRIX: Record<GuardKind, Record<Exclude<Role, 'other'>, string>> = {
  public: { guest: 'in', trial: 'in', member: 'in', agent: 'in' },
  optional: { guest: 'in', trial: 'in', member: 'in', agent: 'in' },
  session: { guest: 'NOT_LOGGED_IN', trial: 'in', member: 'in', agent: 'in' },
  member: { guest: 'NOT_LOGGED_IN', trial: 'IN_NEED_TRUE_ACCOUNT', member: 'in', agent: 'in' },
  agent: { guest: 'NOT_LOGGED_IN', trial: 'NON_AGENT_LOGIN', member: 'NON_AGENT_LOGIN', agent: 'in' },
};
const REFUSAL_STATUS: Record<string, number> = {
  NOT_LOGGED_IN: 401,
  IN_NEED_TRUE_ACCOUNT: 403,
  NON_AGENT_LOGIN: 403,
};

/** The owner's objects another member reaches for, and strings only the owner's answers contain. */
type Owned = {
  depositId: string;
  withdrawalId: string;
  proofId: string;
  payoutAccountId: string;
  bonusId: string;
  /** The owner's "withdrawal paid" platform message (decision 0060). */
  messageId: string;
  favourite: { nodeId: string; vendor: string; gameType: string };
  markers: string[];
};
let owned: Owned;

/** Which of the owner's objects a route's path parameters name. A guarded route with parameters must be here. */
const OWNED_PARAMS: [RegExp, (o: Owned) => Record<string, string>][] = [
  [/^\/wps\/withdrawals\/payout-accounts\/:id$/, (o) => ({ id: o.payoutAccountId })],
  [/^\/wps\/withdrawals\/:id\/proofs\/:proofId$/, (o) => ({ id: o.withdrawalId, proofId: o.proofId })],
  [/^\/wps\/withdrawals\/:id(\/[a-z]+)?$/, (o) => ({ id: o.withdrawalId })],
  [/^\/wps\/deposits\/:id$/, (o) => ({ id: o.depositId })],
  [/^\/wps\/messages\/:id(\/read)?$/, (o) => ({ id: o.messageId })],
  [/^\/wps\/promotions\/bonuses\/:id\/[a-z]+$/, (o) => ({ id: o.bonusId })],
  // Promotions belong to nobody; none is published in this file, so joining one is not found.
  [/^\/wps\/promotions\/:id\/join$/, () => ({ id: '1' })],
  // Nor is an activity published here: applying is not found; nobody's application has an image
  // (promotions.activity.test.ts checks one member against another's images).
  [/^\/wps\/promotions\/:id\/apply$/, () => ({ id: '1' })],
  [/^\/wps\/promotions\/applications\/:id\/images\/:imageId$/, () => ({ id: '1', imageId: '1' })],
  // Red envelopes belong to nobody either; none is funded in this file.
  [/^\/wps\/promotions\/envelopes\/:id\/grab$/, () => ({ id: '1' })],
  // Nobody's feedback exists here (messaging.feedback.routes.test.ts checks one member against another's).
  [/^\/wps\/feedback\/:id(\/[a-z]+)?$/, () => ({ id: '1' })],
  [/^\/wps\/feedback\/:id\/images\/:imageId$/, () => ({ id: '1', imageId: '1' })],
  // Members own no payouts (agents' income; the agents tests check one agent against another).
  [/^\/wps\/agent\/income\/:id(\/bets)?$/, () => ({ id: '1' })],
  // Missions belong to nobody (loyalty.missions.test.ts checks claims); no mission has this id.
  [/^\/wps\/missions\/:id\/claim$/, () => ({ id: '999999999' })],
];

type Payload = { contentType: string; body: string | Buffer };
/**
 * Bodies that look like a real call where a generated one would not reach the service
 * (wrong passwords on purpose: nothing here should move the member's money).
 */
function sampleBody(route: GuardedRoute): Payload | undefined {
  const json = (value: unknown): Payload => ({
    contentType: 'application/json',
    body: JSON.stringify(value),
  });
  switch (`${route.method} ${route.url}`) {
    case 'POST /wps/withdrawals/:id/proofs':
      return { contentType: 'image/png', body: pngBytes() };
    case 'POST /wps/withdrawals/:id/confirmation':
      return json({ result: 'received' });
    case 'POST /wps/withdrawals':
      return json({ payoutAccountId: '1', amount: '100', paymentPassword: '135790', requestId: requestId() });
    case 'POST /wps/deposits':
      return json({ channelCode: 'BKASH', amount: '500', reference: `BK${hex()}`, requestId: requestId() });
    case 'POST /wps/relay/favorites':
    case 'DELETE /wps/relay/favorites':
      return json(owned.favourite);
  }
  const schema = route.schema?.body;
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return json(sampleOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })));
  } catch {
    return json({});
  }
}

/** Query strings some routes need to reach the service. */
const SAMPLE_QUERY: Record<string, string> = {
  'POST /wps/withdrawals/:id/proofs': '?fileName=proof.png',
};

const SAMPLE_STRINGS: Record<string, string> = {
  requestId: 'req-sample-0001',
  amount: '100',
  paymentPassword: '135790',
  newPaymentPassword: '135791',
  confirmPaymentPassword: '135791',
  password: 'Wrong1234',
  oldPassword: 'Wrong1234',
  newPassword: 'Other1234',
  confirmPassword: 'Other1234',
  confirmNewPassword: 'Other1234',
  nodeId: '1',
  vendor: 'KHELA',
  gameType: 'RNG',
  channelCode: 'BKASH',
  code: '123456',
  username: 'nobody01',
  icon: '1',
};

/** A plausible value for a JSON schema: real field names get real-looking values. */
function sampleOf(schema: unknown, name = ''): unknown {
  if (schema === null || typeof schema !== 'object') return 'sample';
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('const' in s) return s.const;
  const choices = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(choices) && choices.length > 0) return sampleOf(choices[0], name);
  switch (s.type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, sampleOf(value, key)]),
      );
    }
    case 'array':
      return [sampleOf(s.items, name)];
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    default:
      return SAMPLE_STRINGS[name] ?? 'sample1234';
  }
}

type Answer = { status: number; code: string | undefined; text: string };
const label = (route: Pick<GuardedRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
const fill = (url: string, params: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => params[name] ?? '0');

async function send(
  method: string,
  url: string,
  token: string | undefined,
  payload?: Payload,
): Promise<Answer> {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      'x-lang': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-type': payload.contentType } : {}),
    },
    ...(payload ? { payload: payload.body } : {}),
  });
  let code: string | undefined;
  try {
    code = res.json<{ code?: string }>().code;
  } catch {
    code = undefined;
  }
  return { status: res.statusCode, code, text: res.body };
}

let routes: GuardedRoute[] = [];
const tokens = {} as Record<Exclude<Role, 'guest'>, string>;

async function login(path: string, username: string, password: string): Promise<string> {
  const res = await send('POST', path, undefined, {
    contentType: 'application/json',
    body: JSON.stringify({ username, password }),
  });
  expect(res.status, res.text).toBe(200);
  return String(JSON.parse(res.text).value.token);
}

async function json(method: string, url: string, token: string, body?: unknown) {
  const res = await send(
    method,
    url,
    token,
    body === undefined ? undefined : { contentType: 'application/json', body: JSON.stringify(body) },
  );
  expect(res.status, `${method} ${url}: ${res.text}`).toBe(200);
  return JSON.parse(res.text).value as Record<string, unknown>;
}

/** The demo player's deposit, payout account, paid withdrawal with a proof, a favourite and a round. */
async function ownerObjects(owner: string): Promise<Owned> {
  const marker = hex();
  const account = await json('POST', '/wps/withdrawals/payout-accounts', owner, {
    kind: 'ewallet',
    provider: 'BKASH',
    walletNumber: '01799990000',
    payeeName: 'Demo Player',
  });
  const withdrawal = await json('POST', '/wps/withdrawals', owner, {
    payoutAccountId: account.id,
    amount: '300',
    paymentPassword: DEMO_PAY,
    requestId: requestId(),
  });
  const finance = await operatorToken(t.app, 'finance', { now: t.ctx.now() });
  await json('POST', `/bo/api/payments/withdrawals/${String(withdrawal.id)}/approve`, finance, {});
  await json('POST', `/bo/api/payments/withdrawals/${String(withdrawal.id)}/payout`, finance, {
    reference: `PAY${marker}`,
  });
  const proof = await send(
    'POST',
    `/wps/withdrawals/${String(withdrawal.id)}/proofs?fileName=own${marker}.png`,
    owner,
    {
      contentType: 'image/png',
      body: pngBytes(),
    },
  );
  expect(proof.status, proof.text).toBe(200);
  const [game] = await vendor.games(1);
  if (!game) throw new Error('no free-trial game seeded');
  const favourite = { nodeId: game.nodeId.toString(), vendor: game.vassalage, gameType: game.gameType };
  await json('POST', '/wps/relay/favorites', owner, favourite);
  const launched = await json('POST', '/wps/game/launchGame', owner, { nodeId: favourite.nodeId });
  const playerId = (await vendor.call('authenticate', { token: launchTokenOf(String(launched.url)) })).body
    .playerId;
  const round = { playerId, currency: 'BDT', roundId: `rnd${marker}`, gameCode: game.gameCode };
  expect(
    (await vendor.call('debit', { ...round, transactionId: `deb${marker}`, amount: '3.00' })).body.status,
  ).toBe('OK');
  expect(
    (await vendor.call('credit', { ...round, transactionId: `cre${marker}`, amount: '1.00' })).body.status,
  ).toBe('OK');
  const granter = await operatorToken(t.app, 'admin', { now: t.ctx.now() });
  const bonus = await json('POST', '/bo/api/promotions/bonuses', granter, {
    username: 'demo',
    amount: '5.00',
    wageringMultiple: 1,
    expiresInDays: 30,
    reason: 'the owner’s bonus',
    requestId: requestId(),
  });
  const deposit = await json('POST', '/wps/deposits', owner, {
    channelCode: 'BKASH',
    amount: '500',
    reference: `OWN${marker}`,
    requestId: requestId(),
  });
  return {
    depositId: String(deposit.id),
    withdrawalId: String(withdrawal.id),
    proofId: String(JSON.parse(proof.text).value.id),
    payoutAccountId: String(account.id),
    bonusId: String(bonus.id),
    messageId: String(((await json('GET', '/wps/messages', owner)).list as { id: string }[])[0]?.id),
    favourite,
    // Strings that appear only in the owner's deposit, withdrawal, proof, payout account and round.
    markers: [
      `OWN${marker}`,
      `PAY${marker}`,
      `own${marker}.png`,
      '*******0000',
      `rnd${marker}`,
      `deb${marker}`,
      `cre${marker}`,
    ],
  };
}

let ownerToken = '';

beforeAll(async () => {
  const all = t.app.guardedRoutes?.() ?? [];
  routes = all
    .filter((r) => !NOT_PLAYER.some((pattern) => pattern.test(r.url)) && !NOT_PLAYER_EXACT.includes(r.url))
    // Logout ends the caller's session: last, so every other call still has one.
    .sort(
      (a, b) =>
        Number(label(a) === 'DELETE /wps/session/logout') - Number(label(b) === 'DELETE /wps/session/logout'),
    );
  ownerToken = await login('/wps/session/login', 'demo', 'demo1234');
  tokens.member = await login('/wps/session/login', 'player02', 'demo1234');
  // The same member on a second session, so the member's own logout does not end this one first.
  tokens.other = await login('/wps/session/login', 'player02', 'demo1234');
  tokens.agent = await login('/wps/agent/session/login', 'agent01', 'agent1234');
  const trial = await send('POST', '/wps/session/login/freeplay', undefined);
  tokens.trial = String(JSON.parse(trial.text).value.token);
  owned = await ownerObjects(ownerToken);
}, 240_000);

describe('player route list', () => {
  it('comes from the app, and every route without a guard is listed as public', () => {
    const labels = routes.map(label);
    expect(labels).toEqual(
      expect.arrayContaining(['POST /wps/deposits', 'PUT /wps/member/info/icon', 'POST /wps/withdrawals']),
    );
    const unguarded = routes
      .filter((r) => r.guard === 'public')
      .map(label)
      .sort();
    expect(unguarded, 'a route without a guard must be declared public in PUBLIC_ROUTES').toEqual(
      [...PUBLIC_ROUTES].sort(),
    );
  });
});

describe('authorisation matrix', () => {
  it('answers each caller as the route’s guard says, before any body is read', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const name = label(route);
      const guarded = route.guard !== 'public' && route.guard !== 'optional';
      const hasBody = route.schema?.body !== undefined || name === 'POST /wps/withdrawals/:id/proofs';
      const query = SAMPLE_QUERY[name] ?? '';
      const valid = sampleBody(route);
      // Refusals must not depend on the body or query: nothing, garbage, and something plausible.
      const variants: { what: string; query: string; payload?: Payload }[] = hasBody
        ? [
            { what: 'no body', query },
            {
              what: 'garbage body',
              query,
              payload: { contentType: 'application/json', body: '{"amount": 1, ' },
            },
            { what: 'valid-looking body', query, ...(valid ? { payload: valid } : {}) },
          ]
        : [
            { what: 'no query', query: '' },
            { what: 'garbage query', query: '?pageSize=many&startDate=yesterday&id[]=x' },
          ];
      for (const role of ROLES) {
        if (role === 'other' && !guarded) continue;
        checked += 1;
        const token = role === 'guest' ? undefined : tokens[role];
        if (role === 'other') {
          const mapping = OWNED_PARAMS.find(([pattern]) => pattern.test(route.url));
          const hasParams = /:[A-Za-z]/.test(route.url);
          if (hasParams && !mapping) {
            problems.push(`${name}: say whose object its parameters name (OWNED_PARAMS)`);
            continue;
          }
          const url = fill(route.url, mapping?.[1](owned)) + query;
          const answer = await send(route.method, url, token, hasBody ? valid : undefined);
          const leaked = owned.markers.filter((m) => answer.text.includes(m));
          if (leaked.length > 0) problems.push(`${name} as other: shows the owner's ${leaked.join(', ')}`);
          if (answer.status >= 500) problems.push(`${name} as other: ${answer.status} ${answer.text}`);
          if (hasParams && answer.status !== 404 && answer.status !== 403) {
            problems.push(
              `${name} as other: ${answer.status} ${answer.code} (the owner's object must not be found)`,
            );
          }
          continue;
        }
        const expected = MATRIX[route.guard][role];
        const calls = expected === 'in' ? variants.slice(hasBody ? 2 : 0, hasBody ? 3 : 1) : variants;
        for (const variant of calls) {
          const answer = await send(route.method, fill(route.url) + variant.query, token, variant.payload);
          const what = `${name} as ${role} with ${variant.what}`;
          if (answer.status >= 500) problems.push(`${what}: ${answer.status} ${answer.text}`);
          else if (expected === 'in') {
            if (answer.code === 'NOT_LOGGED_IN') problems.push(`${what}: NOT_LOGGED_IN past the guard`);
          } else if (answer.status !== REFUSAL_STATUS[expected] || answer.code !== expected) {
            problems.push(`${what}: ${answer.status} ${answer.code}, expected ${expected}`);
          }
        }
      }
    }
    console.log(`player-route authorisation matrix: ${routes.length} routes, ${checked} route × role checks`);
    expect(problems).toEqual([]);
    // The calls above leave the owner's objects as they were. Checked here, not in a test of its
    // own: run before the matrix, such a test would pass without checking anything.
    const withdrawal = await json('GET', `/wps/withdrawals/${owned.withdrawalId}`, ownerToken);
    expect(withdrawal.status).toBe('paid');
    const messages = (await json('GET', '/wps/messages', ownerToken)).list as { id: string; read: boolean }[];
    expect(messages.find((m) => m.id === owned.messageId)).toMatchObject({ read: false });
    const bonuses = await json('GET', '/wps/promotions/bonuses', ownerToken);
    expect(bonuses.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: owned.bonusId, status: 'active' })]),
    );
    const proof = await send(
      'GET',
      `/wps/withdrawals/${owned.withdrawalId}/proofs/${owned.proofId}`,
      ownerToken,
    );
    expect(proof.status).toBe(200);
    const deposit = await json('GET', `/wps/deposits/${owned.depositId}`, ownerToken);
    expect(deposit.status).toBe('pending');
    const options = await send('GET', '/wps/withdrawals/options', ownerToken);
    expect(options.text).toContain(owned.payoutAccountId);
    const favourites = await json('GET', '/wps/relay/favorites', ownerToken);
    expect(JSON.stringify(favourites)).toContain(owned.favourite.nodeId);
  }, 600_000);
});

describe('guards and encrypted bodies', () => {
  it('refuses before decrypting, and lets a member’s encrypted body through to the service', async () => {
    const config = await send('GET', '/wps/system/config', undefined);
    const { publicKey, kid } = PayloadEncryptionConfig.parse(JSON.parse(config.text).value.payloadEncryption);
    const body = { oldPassword: 'Wrong1234', newPassword: 'Other1234', confirmNewPassword: 'Other1234' };
    const sealed = async () => ({
      contentType: 'application/json',
      body: JSON.stringify(await encryptPayload(publicKey, kid, body)),
    });
    const guest = await send('PUT', '/wps/member/password', undefined, await sealed());
    expect([guest.status, guest.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const trial = await send('POST', '/wps/session/login/freeplay', undefined);
    const asTrial = await send(
      'PUT',
      '/wps/member/password',
      String(JSON.parse(trial.text).value.token),
      await sealed(),
    );
    expect([asTrial.status, asTrial.code]).toEqual([403, 'IN_NEED_TRUE_ACCOUNT']);
    const member = await login('/wps/session/login', 'demo', 'demo1234');
    const asMember = await send('PUT', '/wps/member/password', member, await sealed());
    expect(asMember.status).toBeLessThan(500);
    expect(asMember.code ?? '').not.toMatch(
      /^(NOT_LOGGED_IN|PAYLOAD_|PLAIN_PAYLOAD|MALFORMED_JSON|VALIDATION_FAILED)/,
    );
  });
});

describe('guard placement', () => {
  it('refuses to start an app with a player guard after onRequest', async () => {
    const app = Fastify({ logger: false });
    const guards = createAuthGuards(async () => null);
    guards.track(app);
    expect(() =>
      app.get('/wps/late', { preHandler: guards.member.onRequest }, async () => ({ ok: true })),
    ).toThrow(/belongs in onRequest/);
    app.get('/wps/early', { ...guards.member }, async () => ({ ok: true }));
    await app.ready();
    expect(app.guardedRoutes?.()).toEqual([expect.objectContaining({ url: '/wps/early', guard: 'member' })]);
    const res = await app.inject({ method: 'GET', url: '/wps/early' });
    expect(res.statusCode, 'the guard ran before the handler').not.toBe(200);
    await app.close();
  });
});
