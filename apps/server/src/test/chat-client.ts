import type { ChatLaunchValue, ChatMessageValue, OperatorRole } from '@khela/contract';
import type { RealtimeAudience, RealtimeEvent } from '../platform/realtime/realtime.js';
import { depositsClient } from './deposits-client.js';
import type { TestApp } from './harness.js';
import { createOperatorSession } from './operators.js';

let address = 0;
/** A fresh documentation address per launch, so the per-address launch limit is not what a test meets. */
export function freshIp(): string {
  address += 1;
  return `198.51.${100 + Math.floor(address / 250)}.${(address % 250) + 1}`;
}

/** What the chat tests share: calls as a member, a visitor or an operator, and a realtime listener. */
export function chatClient(t: TestApp) {
  const { call, memberSession, deposit } = depositsClient(t);

  async function request<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; visitor?: string; body?: unknown; ip?: string } = {},
  ) {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        'x-lang': 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.visitor ? { 'x-chat-visitor': options.visitor } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: res.statusCode,
      body: res.json<{ success: boolean; value: T; code?: string; message: string }>(),
      text: res.body,
    };
  }

  async function launch(options: { token?: string; visitor?: string; body?: unknown; ip?: string } = {}) {
    const res = await request<ChatLaunchValue>('POST', '/wps/relay/CBS_launchChat', {
      ip: freshIp(),
      body: {},
      ...options,
    });
    if (res.status !== 200) throw new Error(`launch failed: ${res.text}`);
    return res.body.value;
  }

  async function say(chatId: string, text: string, who: { token?: string; visitor?: string }) {
    return request<ChatMessageValue>('POST', `/wps/chat/${chatId}/messages`, { ...who, body: { text } });
  }

  async function operator(role: OperatorRole = 'support') {
    return createOperatorSession(t.app, role, { now: t.ctx.now() });
  }

  /** Every event the hub delivers to `audience` from now on. */
  function listen(audience: RealtimeAudience) {
    const events: RealtimeEvent[] = [];
    const detach = t.app.services.realtime.attach(audience, (event) => events.push(event));
    return { events, detach };
  }

  /** Waits (up to 2 s) for an event matching `match` (the Redis hub delivers asynchronously). */
  async function eventually(events: RealtimeEvent[], match: (event: RealtimeEvent) => boolean) {
    for (let i = 0; i < 200; i++) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no matching event among ${JSON.stringify(events)}`);
  }

  return { call, request, launch, say, operator, memberSession, deposit, listen, eventually };
}
