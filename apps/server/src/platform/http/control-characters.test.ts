import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { createOperatorSession } from '../../test/operators.js';

const t = useTestApp();

type Who = 'guest' | 'member' | 'operator';
type Case = {
  name: string;
  who: Who;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  field: string;
};

const NUL = '\u0000';
const q = encodeURIComponent(`a${NUL}b`);

/** Every field that reached PostgreSQL with a NUL in it and came back as a 500. */
const CASES: Case[] = [
  {
    name: 'lobby name search',
    who: 'guest',
    method: 'GET',
    url: `/wps/relay/GCSGAME_gameList?gameName=${q}`,
    field: 'query.gameName',
  },
  {
    name: 'rank list category',
    who: 'guest',
    method: 'GET',
    url: `/wps/relay/GCSGAME_getRankList?gameCategory=${q}`,
    field: 'query.gameCategory',
  },
  {
    name: 'affiliate code',
    who: 'guest',
    method: 'GET',
    url: `/wps/agent/affiliate?code=${q}`,
    field: 'query.code',
  },
  {
    name: 'login username',
    who: 'guest',
    method: 'POST',
    url: '/wps/session/login',
    body: { username: `agent${NUL}01`, password: 'x1234567' },
    field: 'body.username',
  },
  {
    name: 'bet records vendor filter',
    who: 'member',
    method: 'GET',
    url: `/wps/member/records/bets?vendor=${q}`,
    field: 'query.vendor',
  },
  {
    name: 'bet records game type filter',
    who: 'member',
    method: 'GET',
    url: `/wps/member/records/bets?gameType=${q}`,
    field: 'query.gameType',
  },
  {
    name: 'payout payee and bank names',
    who: 'member',
    method: 'POST',
    url: '/wps/withdrawals/payout-accounts',
    body: {
      kind: 'bank',
      bankName: `Bank${NUL}`,
      accountNumber: '12345678',
      branch: 'Main',
      payeeName: 'Demo',
    },
    field: 'body.bankName',
  },
  {
    name: 'payout payee name',
    who: 'member',
    method: 'POST',
    url: '/wps/withdrawals/payout-accounts',
    body: { kind: 'ewallet', provider: 'BKASH', walletNumber: '01712345678', payeeName: `De${NUL}mo` },
    field: 'body.payeeName',
  },
  {
    name: 'operator player search',
    who: 'operator',
    method: 'GET',
    url: `/bo/api/players?username=${q}`,
    field: 'query.username',
  },
  {
    name: 'help content',
    who: 'operator',
    method: 'POST',
    url: '/bo/api/content/help-sections',
    body: { code: 'nul-test', lang: 'en', title: 'Title', content: `<p>a${NUL}b</p>` },
    field: 'body.content',
  },
  {
    name: 'a path parameter',
    who: 'operator',
    method: 'DELETE',
    url: `/bo/api/content/announcements/${q}`,
    field: 'params.id',
  },
];

const tokens: Partial<Record<Who, string>> = {};
beforeAll(async () => {
  tokens.member = (await createMemberSession(t)).token;
  tokens.operator = (await createOperatorSession(t.app, 'owner')).token;
});

async function send(c: Case, who: Who) {
  const token = tokens[who];
  const response = await t.app.inject({
    method: c.method,
    url: c.url,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(c.body === undefined ? {} : { payload: c.body as object }),
  });
  return { status: response.statusCode, body: response.json<{ code?: string; value: unknown }>() };
}

describe('control characters in input', () => {
  it.each(CASES)('$name: a NUL is VALIDATION_FAILED naming the field, never a 500', async (c) => {
    const res = await send(c, c.who);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value).toMatchObject({ fields: [{ field: c.field, reason: 'control_characters' }] });
  });

  it.each(CASES.filter((c) => c.who !== 'guest'))('$name: a guest is refused first (401)', async (c) => {
    const res = await send(c, 'guest');
    expect(res.status).toBe(401);
  });

  it('refuses DEL and other C0 characters, and a newline in a query string', async () => {
    for (const bad of ['\u007f', '\u001b', '\n']) {
      const url = `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(`x${bad}`)}`;
      const res = await send(
        { name: 'lobby', who: 'guest', method: 'GET', url, field: 'query.gameName' },
        'guest',
      );
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps newlines and tabs in multi-line body text', async () => {
    const res = await send(
      {
        name: 'help content',
        who: 'operator',
        method: 'POST',
        url: '/bo/api/content/help-sections',
        field: 'body.content',
        body: {
          code: 'multi-line',
          lang: 'en',
          title: 'Title',
          content: '<p>line one</p>\n\t<p>line two</p>\r\n',
        },
      },
      'operator',
    );
    expect(res.status).toBe(200);
  });
});
