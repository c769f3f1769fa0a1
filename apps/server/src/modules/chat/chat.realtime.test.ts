import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chatClient } from '../../test/chat-client.js';
import { useTestApp } from '../../test/harness.js';

type Frame = { type: string } & Record<string, unknown>;

/**
 * The chat over real sockets (decision 0065): a visitor authenticates /wps/ws with the token
 * CBS_launchChat gave them (app.ts binds the hub's visitor resolver to the chat module), the
 * queue's operators hear a queued chat's lines on channel 'chat', and after the take each side
 * gets the other's lines on its own socket.
 */
const t = useTestApp();
const { request, launch, say, operator } = chatClient(t);
let base = '';
const sockets: WebSocket[] = [];

/** A socket that authenticates as `as` and collects its frames. */
async function connect(path: string, as: string, token: string) {
  const socket = new WebSocket(`${base}${path}`);
  sockets.push(socket);
  const frames: Frame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', as, token }));
  const next = async (match: (frame: Frame) => boolean) => {
    for (let i = 0; i < 300; i++) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no matching frame in ${JSON.stringify(frames)}`);
  };
  await next((frame) => frame.type === 'ready');
  return { frames, next, closed, socket };
}

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const socket of sockets) socket.terminate();
});

describe('chat over the WebSocket hub', () => {
  it('carries a visitor’s lines to the queue, then both ways once an operator takes the chat', async () => {
    const visitor = await launch({ body: { name: 'Socket visitor' } });
    const token = visitor.visitorToken ?? '';
    const support = await operator();
    const visitorSocket = await connect('/wps/ws', 'visitor', token);
    const desk = await connect('/bo/api/ws', 'operator', support.token);

    await say(visitor.chatId, 'anyone there?', { visitor: token });
    const queued = await desk.next((f) => f.type === 'chat.message');
    expect(queued).toMatchObject({
      chatId: visitor.chatId,
      message: { from: 'visitor', text: 'anyone there?' },
    });

    expect(
      (await request('POST', `/bo/api/chat/${visitor.chatId}/take`, { token: support.token })).status,
    ).toBe(200);
    expect(await visitorSocket.next((f) => f.type === 'chat.state')).toMatchObject({
      chatId: visitor.chatId,
      status: 'active',
    });
    await request('POST', `/bo/api/chat/${visitor.chatId}/messages`, {
      token: support.token,
      body: { text: 'Yes, how can I help?' },
    });
    expect(
      await visitorSocket.next((f) => f.type === 'chat.message' && (f.message as Frame).from === 'operator'),
    ).toMatchObject({ chatId: visitor.chatId, message: { text: 'Yes, how can I help?' } });
    await say(visitor.chatId, 'my deposit', { visitor: token });
    expect(
      await desk.next((f) => f.type === 'chat.message' && (f.message as Frame).text === 'my deposit'),
    ).toMatchObject({ chatId: visitor.chatId });
  });

  it('refuses an unknown visitor token with 4401', async () => {
    const socket = new WebSocket(`${base}/wps/ws`);
    sockets.push(socket);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve) => socket.once('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'auth', as: 'visitor', token: 'x'.repeat(43) }));
    expect(await closed).toBe(4401);
  });
});
