import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/harness.js';
import type { RealtimeEvent } from './realtime.js';
import { createRedisHub, type RedisHub } from './realtime.redis.js';

/** Two server instances sharing one Redis: an event published on either reaches sockets on both. */
describe.skipIf(testRedisUrl === undefined)('the Redis fan-out hub', () => {
  const url = testRedisUrl ?? '';
  const hubs: RedisHub[] = [];
  const channel = `khela-test:realtime:${randomBytes(4).toString('hex')}`;
  const hubOf = async () => {
    const hub = createRedisHub(url, { channel });
    hubs.push(hub);
    await hub.ready();
    return hub;
  };
  const until = async (check: () => boolean, ms = 2000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  });

  it('delivers an event published on one instance to the sockets of every instance', async () => {
    const [a, b] = [await hubOf(), await hubOf()];
    const onA: RealtimeEvent[] = [];
    const onB: RealtimeEvent[] = [];
    const operatorOnB: RealtimeEvent[] = [];
    const otherMember: RealtimeEvent[] = [];
    a.attach({ kind: 'member', memberId: '42' }, (event) => onA.push(event));
    b.attach({ kind: 'member', memberId: '42' }, (event) => onB.push(event));
    b.attach({ kind: 'member', memberId: '43' }, (event) => otherMember.push(event));
    b.attach({ kind: 'operator', operatorId: '9', channels: ['chat'] }, (event) => operatorOnB.push(event));

    a.toMember('42', { type: 'messages.unread', count: 2 });
    a.toOperators('chat', { type: 'chat.queue' });
    await until(() => onA.length === 1 && onB.length === 1 && operatorOnB.length === 1);
    expect(onA).toEqual([{ type: 'messages.unread', count: 2 }]);
    expect(onB).toEqual([{ type: 'messages.unread', count: 2 }]);
    expect(operatorOnB).toEqual([{ type: 'chat.queue' }]);
    expect(otherMember).toEqual([]);
    // Each instance counts only its own sockets.
    expect([a.size(), b.size()]).toEqual([1, 3]);
  });

  it('batches a fan-out published in one turn and delivers every event, in order, to every instance', async () => {
    const hubs = [await hubOf(), await hubOf()] as const;
    // Members alternate between the two instances; each instance delivers its own in order.
    const got: [string[], string[]] = [[], []];
    for (let i = 0; i < 1200; i++) {
      const side = i % 2 === 0 ? 0 : 1;
      hubs[side].attach({ kind: 'member', memberId: String(i) }, (event) => {
        got[side].push(`${i}:${String(event.seq)}`);
      });
    }
    const expected: [string[], string[]] = [[], []];
    for (let i = 0; i < 1200; i++) {
      hubs[0].toMember(String(i), { type: 'messages.unread', seq: i });
      expected[i % 2 === 0 ? 0 : 1].push(`${i}:${i}`);
    }
    await until(() => got[0].length + got[1].length === 1200, 5000);
    expect(got).toEqual(expected);
  });

  it('ignores what others put on the channel that is not a hub envelope', async () => {
    const hub = await hubOf();
    const got: RealtimeEvent[] = [];
    hub.attach({ kind: 'member', memberId: '1' }, (event) => got.push(event));
    const stranger = new Redis(url);
    try {
      await stranger.publish(channel, 'not json');
      await stranger.publish(channel, JSON.stringify({ k: 'm:1', e: { no: 'type' } }));
      await stranger.publish(channel, JSON.stringify([{ k: 'm:1' }, 'x', null]));
      await stranger.publish(channel, JSON.stringify({ k: 'm:1', e: { type: 'member.refresh' } }));
    } finally {
      stranger.disconnect();
    }
    await until(() => got.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(got).toEqual([{ type: 'member.refresh' }]);
  });

  it('still reaches its own sockets when Redis cannot take the publish', async () => {
    const hub = createRedisHub('redis://127.0.0.1:1', { channel, onError: () => undefined });
    hubs.push(hub);
    const got: RealtimeEvent[] = [];
    hub.attach({ kind: 'member', memberId: '5' }, (event) => got.push(event));
    hub.toMember('5', { type: 'member.refresh' });
    await until(() => got.length === 1);
    expect(got).toEqual([{ type: 'member.refresh' }]);
  });
});
