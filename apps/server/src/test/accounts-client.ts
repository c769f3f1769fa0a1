import { expect } from 'vitest';
import { readCaptchaAnswerForTests } from '../modules/accounts/accounts.captcha.js';
import { latestMessagesTo, type OutboxRow } from '../platform/notify/notify.repo.js';
import type { TestApp } from './harness.js';

/** What the accounts route tests share: calls with a chosen caller address, captchas, the outbox. */
export type Reply = {
  status: number;
  body: { success: boolean; value: unknown; message: string; code?: string };
  headers: Record<string, unknown>;
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  lang?: 'en' | 'bn';
  /** The caller's address (inject's remoteAddress); every captcha costs one per second. */
  ip?: string;
  headers?: Record<string, string>;
};

/** A record view of an answer's value, for reading fields in assertions. */
export function answerValue(reply: Reply): Record<string, unknown> {
  const value = reply.body.value;
  return value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value)) : {};
}

/** The field errors of a VALIDATION_FAILED (or USERNAME_TAKEN …) answer, by field name. */
export function fieldMessages(reply: Reply): Record<string, string> {
  const fields = answerValue(reply).fields;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(
    fields.flatMap((f: unknown) =>
      f !== null && typeof f === 'object' && 'field' in f && 'message' in f
        ? [[String(f.field).replace(/^body\./, ''), String(f.message)]]
        : [],
    ),
  );
}

let addressCounter = 0;
/** A fresh IPv4 address for each call that needs its own (captcha refresh is once a second per address). */
export function freshIp(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/**
 * PUT /wps/member/register/mobile's body for a number proven through an external phone provider
 * (decision 0087): the provider's channel and its ID token (left out when `undefined`).
 */
export function phoneRegisterBody(
  number: string,
  channel: string,
  token: unknown,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    countryDialingCode: '880',
    mobileNum: number,
    password: 'secret123',
    confirmPassword: 'secret123',
    ageConfirmed: true,
    termsAccepted: true,
    firebaseChannel: channel,
    ...(token === undefined ? {} : { firebaseIdToken: token }),
    ...extra,
  };
}

export function accountsClient(t: TestApp) {
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: CallOptions = {},
  ): Promise<Reply> {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        'x-lang': options.lang ?? 'en',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  /** A solved captcha (fetched from a fresh address; the answer read through the test-only reader). */
  async function captcha(): Promise<{ captchaId: string; captcha: string }> {
    const res = await call('GET', '/wps/captcha', { ip: freshIp() });
    expect(res.status).toBe(200);
    const captchaId = String(answerValue(res).captchaId);
    const answer = await readCaptchaAnswerForTests(t.ctx.cache, captchaId);
    if (!answer) throw new Error('captcha answer missing');
    return { captchaId, captcha: answer };
  }

  /** The newest outbox message to a recipient, if any. */
  async function lastMessage(recipient: string, channel: 'sms' | 'email'): Promise<OutboxRow | undefined> {
    const [row] = await latestMessagesTo(t.ctx.database.db, recipient, { channel, limit: 1 });
    return row;
  }

  /**
   * Runs `action` (a call that sends a code) and returns its result with the message it sent to
   * `recipient`: the first one newer than those before it, waiting for background sends.
   */
  async function withMessage<T>(
    recipient: string,
    channel: 'sms' | 'email',
    action: () => Promise<T>,
  ): Promise<{ result: T; message: OutboxRow; code: string }> {
    const before = (await lastMessage(recipient, channel))?.id ?? 0n;
    const result = await action();
    for (let i = 0; i < 80; i++) {
      const message = await lastMessage(recipient, channel);
      if (message && message.id > before) {
        const code = /\b(\d{6})\b/.exec(message.body)?.[1];
        if (!code) throw new Error(`no code in the message to ${recipient}`);
        return { result, message, code };
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no new ${channel} to ${recipient}`);
  }

  async function login(username: string, password: string, extra: Record<string, unknown> = {}, ip?: string) {
    return call('POST', '/wps/session/login', {
      body: { username, password, ...extra },
      ...(ip ? { ip } : {}),
    });
  }

  async function tokenOf(username: string, password: string, ip?: string): Promise<string> {
    const res = await login(username, password, {}, ip);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return String(answerValue(res).token);
  }

  let memberCounter = 0;

  /**
   * A new member registered through the API (mobile registration with the SMS code from the
   * outbox), with an email; answers what a test needs and the registration's session token.
   */
  async function newMember(password = 'first123') {
    memberCounter += 1;
    const username = `pw${memberCounter}user`;
    const number = `19${String(30_000_000 + memberCounter * 7_919).padStart(8, '0')}`;
    const email = `${username}@khela.test`;
    const body = { countryDialingCode: '880', mobileNo: number, ...(await captcha()) };
    const { result: sent, code } = await withMessage(`+880${number}`, 'sms', () =>
      call('POST', '/wps/verification/sms/register', { body, ip: freshIp() }),
    );
    expect(sent.status).toBe(200);
    const res = await call('PUT', '/wps/member/register/mobile', {
      body: {
        username,
        countryDialingCode: '880',
        mobileNum: number,
        verificationCode: code,
        email,
        password,
        confirmPassword: password,
        ageConfirmed: true,
        termsAccepted: true,
      },
      ip: freshIp(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { username, number, password, email, token: String(answerValue(res).token) };
  }

  return { call, captcha, lastMessage, withMessage, login, tokenOf, newMember };
}
