import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const TOKEN = 'test-internal-token-0123456789abcdef';
const t = useTestApp({ seed: false, env: { INTERNAL_API_TOKEN: TOKEN } });

type Body = { success: boolean; value: Record<string, unknown> | null; message: string; code?: string };

async function postOp(payload: unknown, token = TOKEN, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/internal/wallet/operations',
    headers: { authorization: `Bearer ${token}`, 'x-lang': lang },
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json<Body>(), raw: res.body };
}

const deposit = (key: string, amount: string, player = 'route-player') => ({
  idempotencyKey: key,
  type: 'deposit',
  transfers: [
    { from: { system: 'payment_provider', ownerId: 'BKASH' }, to: { player, kind: 'cash' }, amount },
  ],
});

describe('POST /wps/internal/wallet/operations', () => {
  it('posts an operation and answers a replay with the identical body', async () => {
    const first = await postOp(deposit('route-dep-1', '125.50'));
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'posted', type: 'deposit' });
    const entries = first.body.value?.entries as {
      amountMinor: string;
      balanceAfterMinor: string;
      kind: string;
    }[];
    expect(entries.find((e) => e.kind === 'cash')).toMatchObject({
      amountMinor: '12550',
      balanceAfterMinor: '12550',
    });
    const again = await postOp(deposit('route-dep-1', '125.50'));
    expect(again.raw).toBe(first.raw);
  });

  it('answers a refusal in the envelope with its code and the balance', async () => {
    // A player of its own with 125.50, so the balance answered does not depend on other tests.
    expect((await postOp(deposit('route-refused-dep', '125.50', 'route-refused'))).status).toBe(200);
    const res = await postOp({
      idempotencyKey: 'route-bet-too-big',
      type: 'bet',
      transfers: [
        { from: { player: 'route-refused', kind: 'cash' }, to: { system: 'house' }, amount: '1000' },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      code: 'WALLET_INSUFFICIENT_FUNDS',
      message: 'Insufficient balance',
    });
    expect(res.body.value).toMatchObject({
      status: 'refused',
      account: { kind: 'cash', balanceMinor: '12550' },
    });
    const bn = await postOp(
      {
        idempotencyKey: 'route-bet-too-big',
        type: 'bet',
        transfers: [
          { from: { player: 'route-refused', kind: 'cash' }, to: { system: 'house' }, amount: '1000' },
        ],
      },
      TOKEN,
      'bn',
    );
    expect(bn.body.message).toBe('পর্যাপ্ত ব্যালেন্স নেই');
  });

  it('refuses the same key with a different input', async () => {
    expect((await postOp(deposit('route-conflict', '125.50', 'route-conflict'))).status).toBe(200);
    const res = await postOp(deposit('route-conflict', '99.00', 'route-conflict'));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('WALLET_IDEMPOTENCY_CONFLICT');
  });

  it.each([
    ['12.505', 'more decimals than the currency'],
    ['-5', 'negative'],
    ['0', 'zero'],
    ['1e3', 'exponent notation'],
    ['abc', 'not a number'],
  ])('refuses amount %s (%s) naming the field', async (amount) => {
    const res = await postOp(deposit(`route-bad-${amount}`, amount));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value).toEqual({
      fields: [
        {
          field: 'body.transfers.0.amount',
          reason: 'invalid_amount',
          message: "is not a valid amount (a positive number with at most the currency's decimals)",
        },
      ],
    });
  });

  it('refuses an unknown account kind and an unknown currency', async () => {
    const kind = await postOp({
      idempotencyKey: 'route-bad-kind',
      type: 'deposit',
      transfers: [{ from: { system: 'mint' }, to: { player: 'p', kind: 'cash' }, amount: '1' }],
    });
    expect(kind.body.code).toBe('VALIDATION_FAILED');
    const currency = await postOp({
      idempotencyKey: 'route-bad-currency',
      type: 'deposit',
      transfers: [
        {
          from: { system: 'house', currency: 'XXX' },
          to: { player: 'p', kind: 'cash', currency: 'XXX' },
          amount: '1',
        },
      ],
    });
    expect(currency.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses callers without the service token', async () => {
    const res = await postOp(deposit('route-unauth', '1.00'), 'wrong-token');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SERVICE_AUTH_FAILED');
    const none = await t.app.inject({ method: 'POST', url: '/wps/internal/wallet/reconcile' });
    expect(none.statusCode).toBe(401);
  });

  it('runs reconciliation on demand', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/internal/wallet/reconcile',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.json<Body>().value).toMatchObject({ clean: true, trigger: 'manual' });
  });
});
