import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../server/src/test/games-client.js';
import { useTestApp } from '../../server/src/test/harness.js';

/*
 * The studio mounted in the Khela server (apps/server/src/app.ts), on both databases: a catalogue
 * game launched by the demo member plays in the studio, which pays through the real
 * seamless-wallet routes (signed, via app.inject), and the ledger agrees with every spin.
 */
const t = useTestApp();
const { call, gameList, login } = gamesClient(t);

let token = '';

beforeAll(async () => {
  token = await login();
});

const minor = (amount: string | number) => Math.round(Number(amount) * 100);

async function ledger(): Promise<number> {
  const answer = await call<{ balance: string }>('GET', '/wps/v2/wallets/balance', { token });
  return minor(answer.body.value.balance);
}

async function launch(vassalage: string): Promise<{ sessionId: string; name: string; balance: string }> {
  const game = (await gameList(`gameType=RNG&vassalage=${vassalage}&pageSize=3`)).body.value.games[0];
  if (!game) throw new Error(`no ${vassalage} slot in the demo catalogue`);
  const launched = await call<{ url: string }>('POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: game.nodeId, lobby: '/slots', language: 'EN' },
  });
  expect(launched.status).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
  expect(page.statusCode).toBe(200);
  const boot = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(page.body)?.[1];
  const session = (
    JSON.parse(boot ?? '{}') as { session: { sessionId: string; name: string; balance: string } }
  ).session;
  expect(session.name).toBe(game.gameName);
  return session;
}

describe('the studio mounted at /studio', () => {
  it('plays catalogue slots of several vendors, and the ledger follows every spin', async () => {
    for (const vendor of ['KHELA', 'PG']) {
      const session = await launch(vendor);
      let expected = await ledger();
      expect(minor(session.balance)).toBe(expected);
      for (let round = 0; round < 8; round += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/studio/api/spin',
          payload: { sessionId: session.sessionId, stake: '2.00' },
        });
        const body = response.json() as { status: string; stake: string; win: string; balance: string };
        expect(body.status).toBe('OK');
        expected += minor(body.win) - minor(body.stake);
        expect(minor(body.balance)).toBe(expected);
        expect(await ledger()).toBe(expected);
      }
    }
  });

  it('refuses a launch token twice', async () => {
    const game = (await gameList('gameType=RNG&vassalage=KHELA&pageSize=1')).body.value.games[0];
    const launched = await call<{ url: string }>('POST', '/wps/game/launchGame', {
      token,
      body: { nodeId: game?.nodeId },
    });
    expect((await t.app.inject({ method: 'GET', url: launched.body.value.url })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: launched.body.value.url });
    expect(again.statusCode).toBe(401);
  });
});
