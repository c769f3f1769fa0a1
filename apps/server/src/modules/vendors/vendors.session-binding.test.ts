import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountsClient, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import type { GameRow } from '../games/games.catalogue.repo.js';

/**
 * A launch token and the game session it opens belong to the login session that launched the
 * game: once that login ends (logout, password change, an operator's freeze), the token cannot
 * be spent and the game takes no more bets, while money owed to the player still arrives.
 */
const t = useTestApp();
const accounts = accountsClient(t);
const vendor = vendorClient(t);
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

let paid: GameRow;

beforeAll(async () => {
  [paid] = (await vendor.games(1)) as [GameRow];
});

/** A registered player, signed in by the registration (its token). */
async function newPlayer() {
  const member = await accounts.newMember();
  const info = await accounts.call('GET', '/wps/member/info', { token: member.token });
  expect(info.status).toBe(200);
  return member;
}

async function launch(loginToken: string): Promise<string> {
  const res = await accounts.call('POST', '/wps/game/launchGame', {
    token: loginToken,
    body: { nodeId: paid.nodeId.toString(), gameCode: paid.gameCode, vassalage: paid.vassalage, lobby: '/' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const value = res.body.value;
  if (value === null || typeof value !== 'object' || !('url' in value)) throw new Error('no launch url');
  return tokenOf(String(value.url));
}

/** Launches and authenticates: the player id the vendor now knows, with 100.00 cash deposited. */
async function playing(loginToken: string): Promise<string> {
  const auth = await vendor.call('authenticate', { token: await launch(loginToken) });
  expect(auth.body.status).toBe('OK');
  const playerId = String(auth.body.playerId);
  await t.app.services.wallet.post({
    idempotencyKey: id('fund'),
    type: 'deposit',
    transfers: [
      {
        from: { system: 'payment_provider', ownerId: 'TEST' },
        to: { player: playerId, kind: 'cash' },
        amountMinor: 10_000n,
      },
    ],
    actor: 'test',
  });
  return playerId;
}

const cash = async (playerId: string) => (await t.app.services.wallet.balancesOf(playerId)).cashMinor;

function moneyCalls(playerId: string) {
  const roundId = id('r');
  const base = { playerId, currency: 'BDT', roundId, gameCode: paid.gameCode };
  return {
    roundId,
    debit: (amount: string) => ({ ...base, transactionId: id('d'), amount }),
    credit: (amount: string) => ({ ...base, transactionId: id('c'), amount }),
    rollback: (refTransactionId: string) => ({ ...base, transactionId: id('rb'), refTransactionId }),
  };
}

/** A round with two stakes (2.00 and 1.00) placed while the login was live. */
async function openRound(playerId: string) {
  const calls = moneyCalls(playerId);
  const first = calls.debit('2.00');
  const second = calls.debit('1.00');
  expect((await vendor.call('debit', first)).body.status).toBe('OK');
  expect((await vendor.call('debit', second)).body.status).toBe('OK');
  return { ...calls, second };
}

const logout = (token: string) => accounts.call('DELETE', '/wps/session/logout', { token });

describe('launch token bound to the login session', () => {
  it('refuses a launch token after its login logged out', async () => {
    const m = await newPlayer();
    const launchToken = await launch(m.token);
    expect((await logout(m.token)).status).toBe(200);
    expect((await vendor.call('authenticate', { token: launchToken })).body.status).toBe('INVALID_TOKEN');
  });

  it('after logout refuses debits, still pays the credit and the rollback of the open round', async () => {
    const m = await newPlayer();
    const playerId = await playing(m.token);
    const round = await openRound(playerId);
    const before = await cash(playerId);
    expect((await logout(m.token)).status).toBe(200);

    const late = await vendor.call('debit', round.debit('1.00'));
    expect(late.body.status).toBe('SESSION_EXPIRED');
    expect((await vendor.call('rollback', round.rollback(round.second.transactionId))).body.status).toBe(
      'OK',
    );
    const credit = await vendor.call('credit', round.credit('5.00'));
    expect(credit.body.status).toBe('OK');
    expect(await cash(playerId)).toBe(before + 100n + 500n);
    expect(
      (await vendor.call('endRound', { playerId, roundId: round.roundId, gameCode: paid.gameCode })).body
        .status,
    ).toBe('OK');

    // A fresh login and a new launch play again.
    const again = await accounts.tokenOf(m.username, m.password, freshIp());
    expect(await playing(again)).toBe(playerId);
    expect((await vendor.call('debit', moneyCalls(playerId).debit('1.00'))).body.status).toBe('OK');
  });

  it('a password change ends the debits of games the other logins launched, not its own', async () => {
    const m = await newPlayer();
    const other = await accounts.tokenOf(m.username, m.password, freshIp());
    const playerId = await playing(other);
    const round = await openRound(playerId);
    const unspent = await launch(other);
    const changed = await accounts.call('PUT', '/wps/member/password', {
      token: m.token,
      body: { oldPassword: m.password, newPassword: 'second123', confirmNewPassword: 'second123' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect((await vendor.call('debit', round.debit('1.00'))).body.status).toBe('SESSION_EXPIRED');
    expect((await vendor.call('authenticate', { token: unspent })).body.status).toBe('INVALID_TOKEN');
    expect((await vendor.call('credit', round.credit('3.00'))).body.status).toBe('OK');
    // The session that changed the password stays signed in, and its games play.
    await playing(m.token);
    expect((await vendor.call('debit', moneyCalls(playerId).debit('1.00'))).body.status).toBe('OK');
  });

  it("an operator's freeze ends the player's debits; the open round's credit still pays", async () => {
    const m = await newPlayer();
    const playerId = await playing(m.token);
    const round = await openRound(playerId);
    const before = await cash(playerId);
    const risk = await operatorToken(t.app, 'risk');
    const frozen = await t.app.inject({
      method: 'POST',
      url: `/bo/api/players/${playerId}/freeze`,
      headers: { authorization: `Bearer ${risk}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'chargeback under review' }),
    });
    expect(frozen.statusCode, frozen.body).toBe(200);

    expect((await vendor.call('debit', round.debit('1.00'))).body.status).toBe('SESSION_EXPIRED');
    expect((await vendor.call('credit', round.credit('4.00'))).body.status).toBe('OK');
    expect(await cash(playerId)).toBe(before + 400n);
  });

  describe('a debit in flight while the login ends', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('cannot bring the ended game session back by extending it', async () => {
      const m = await newPlayer();
      const playerId = await playing(m.token);
      const wallet = t.app.services.wallet;
      const original = wallet.executeThen;
      // The logout lands between the debit's checks and its posting: that debit was placed in time.
      vi.spyOn(wallet, 'executeThen').mockImplementationOnce(async (input, then) => {
        expect((await logout(m.token)).status).toBe(200);
        return original(input, then);
      });
      const calls = moneyCalls(playerId);
      expect((await vendor.call('debit', calls.debit('1.00'))).body.status).toBe('OK');
      expect((await vendor.call('debit', calls.debit('1.00'))).body.status).toBe('SESSION_EXPIRED');
      expect((await vendor.call('credit', calls.credit('2.00'))).body.status).toBe('OK');
    });
  });
});
