import { randomBytes } from 'node:crypto';
import type { DepositValue } from '@khela/contract';
import { MEMBER_TYPE } from '../modules/accounts/accounts.model.js';
import { channelByCode } from '../modules/payments/payments.deposits.repo.js';
import { signWebhook } from '../modules/payments/payments.gateway.js';
import type { TestApp } from './harness.js';
import { createMemberSession } from './member-session.js';
import { operatorToken } from './operators.js';

export type Answer<T = Record<string, unknown>> = {
  status: number;
  body: { success: boolean; value: T; message: string; code?: string };
  headers: Record<string, unknown>;
  text: string;
};

let counter = 0;
/** A fresh client submission id. */
export function requestIdOf(): string {
  counter += 1;
  return `dep-${randomBytes(4).toString('hex')}-${counter}`;
}

/** What the deposit tests share: JSON calls, members with sessions, signed webhooks, balances. */
export function depositsClient(t: TestApp) {
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: {
      token?: string;
      body?: unknown;
      lang?: 'en' | 'bn';
      headers?: Record<string, string>;
      raw?: string;
    } = {},
  ): Promise<Answer<T>> {
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const res = await t.app.inject({
      method,
      url,
      headers: {
        'x-lang': options.lang ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return {
      status: res.statusCode,
      body: json ? res.json() : { success: false, value: {} as T, message: '' },
      headers: res.headers,
      text: res.body,
    };
  }

  /** A new member (or trial, type 4) with a live player session, made directly. */
  async function memberSession(
    type = MEMBER_TYPE,
  ): Promise<{ token: string; memberId: string; username: string }> {
    const session = await createMemberSession(t, { type, prefix: 'dep' });
    return { ...session, memberId: session.memberId.toString() };
  }

  async function deposit(token: string, body: Record<string, unknown>) {
    return call<DepositValue>('POST', '/wps/deposits', {
      token,
      body: { requestId: requestIdOf(), ...body },
    });
  }

  /** A manual NAGAD deposit the finance operator approves: paid (the demo channels are open at noon in Dhaka). */
  async function paidDeposit(token: string, amount: string) {
    const order = (await deposit(token, { channelCode: 'NAGAD', amount, reference: `NG${Date.now() % 1e8}` }))
      .body.value;
    const approved = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
      token: await operatorToken(t.app, 'finance', { now: t.ctx.now() }),
      body: { note: 'seen' },
    });
    if (approved.status !== 200) throw new Error(`deposit ${order.id} not approved: ${approved.text}`);
    return order;
  }

  const cash = async (memberId: string) => (await t.app.services.wallet.balancesOf(memberId)).cashMinor;
  const provider = (channelCode: string) =>
    t.app.services.wallet.systemBalance('payment_provider', channelCode);

  /** The sandbox's webhook secret for a channel (what it signs with). */
  async function secretOf(channelCode: string): Promise<string> {
    const secret = (await channelByCode(t.ctx.database.db, channelCode))?.webhookSecret;
    if (!secret) throw new Error(`no secret for ${channelCode}`);
    return secret;
  }

  /** Posts a webhook body signed with `secret` at `timestamp` (now by default). */
  function webhook(channelCode: string, body: string, secret: string, timestamp = t.ctx.now().getTime()) {
    return call('POST', `/wps/deposits/webhook/${channelCode}`, {
      raw: body,
      headers: signWebhook(secret, body, timestamp),
    });
  }

  return { call, memberSession, deposit, paidDeposit, cash, provider, secretOf, webhook };
}
