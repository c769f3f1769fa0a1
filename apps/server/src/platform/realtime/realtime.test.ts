import { describe, expect, it } from 'vitest';
import { createLocalHub, keysOf, type RealtimeEvent } from './realtime.js';
import { createRealtimeHub } from './realtime.redis.js';

function inbox() {
  const got: RealtimeEvent[] = [];
  return { got, send: (event: RealtimeEvent) => got.push(event) };
}

describe('the in-process hub', () => {
  it('routes each event to exactly the sockets of its member, visitor, operator or channel', () => {
    const hub = createLocalHub();
    const tab1 = inbox();
    const tab2 = inbox();
    const other = inbox();
    const visitor = inbox();
    const support = inbox();
    const finance = inbox();
    hub.attach({ kind: 'member', memberId: '7' }, tab1.send);
    hub.attach({ kind: 'member', memberId: '7' }, tab2.send);
    hub.attach({ kind: 'member', memberId: '8' }, other.send);
    hub.attach({ kind: 'visitor', visitorId: 'v1' }, visitor.send);
    hub.attach({ kind: 'operator', operatorId: '1', channels: ['chat'] }, support.send);
    hub.attach({ kind: 'operator', operatorId: '2', channels: [] }, finance.send);
    expect(hub.size()).toBe(6);

    hub.toMember('7', { type: 'messages.unread', count: 3 });
    hub.toVisitor('v1', { type: 'chat.state', chatId: '1', status: 'open' });
    hub.toOperators('chat', { type: 'chat.queue' });
    hub.toOperator('2', { type: 'member.refresh' });

    expect(tab1.got).toEqual([{ type: 'messages.unread', count: 3 }]);
    expect(tab2.got).toEqual([{ type: 'messages.unread', count: 3 }]);
    expect(other.got).toEqual([]);
    expect(visitor.got).toEqual([{ type: 'chat.state', chatId: '1', status: 'open' }]);
    expect(support.got).toEqual([{ type: 'chat.queue' }]);
    expect(finance.got).toEqual([{ type: 'member.refresh' }]);
  });

  it('keeps apart a member and a visitor with the same id', () => {
    expect(keysOf({ kind: 'member', memberId: '1' })).not.toEqual(
      keysOf({ kind: 'visitor', visitorId: '1' }),
    );
    expect(keysOf({ kind: 'operator', operatorId: '1', channels: ['chat'] })).toEqual(['o:1', 'c:chat']);
  });

  it('stops delivering after a detach, once, and still delivers to the others when one send throws', () => {
    const hub = createLocalHub();
    const kept = inbox();
    const gone = inbox();
    hub.attach({ kind: 'member', memberId: '1' }, () => {
      throw new Error('socket broke');
    });
    hub.attach({ kind: 'member', memberId: '1' }, kept.send);
    const detach = hub.attach({ kind: 'member', memberId: '1' }, gone.send);
    detach();
    detach();
    expect(hub.size()).toBe(2);
    hub.toMember('1', { type: 'member.refresh' });
    expect(kept.got).toHaveLength(1);
    expect(gone.got).toHaveLength(0);
  });

  it('delivers nothing after close', async () => {
    const hub = createLocalHub();
    const box = inbox();
    hub.attach({ kind: 'member', memberId: '1' }, box.send);
    await hub.close();
    hub.toMember('1', { type: 'member.refresh' });
    expect(box.got).toEqual([]);
    expect(hub.size()).toBe(0);
  });

  it('is what createRealtimeHub picks without a Redis URL', async () => {
    const hub = createRealtimeHub({ redisUrl: undefined });
    const box = inbox();
    hub.attach({ kind: 'member', memberId: '1' }, box.send);
    hub.toMember('1', { type: 'member.refresh' });
    // In process: delivered synchronously, with no Redis round trip.
    expect(box.got).toEqual([{ type: 'member.refresh' }]);
    await hub.close();
  });
});
