import { Redis } from 'ioredis';
import { createLocalHub, type RealtimeEvent, type RealtimeHub } from './realtime.js';

/** The channel every instance publishes to and listens on (one for the whole site: decision 0059). */
export const REALTIME_CHANNEL = 'khela:realtime';

/**
 * What travels on the channel: the routing key (`m:<memberId>`, `c:chat` …) and the event. A
 * message is an array of them (every event published in one turn of the event loop, up to
 * MAX_BATCH), or a single one.
 */
type Envelope = { k: string; e: RealtimeEvent };

/** Events per Redis message: a fan-out to thousands of members is a few messages, not thousands. */
const MAX_BATCH = 500;

function envelopeOf(value: unknown): Envelope | null {
  if (value === null || typeof value !== 'object') return null;
  const { k, e } = value as Record<string, unknown>;
  if (typeof k !== 'string' || e === null || typeof e !== 'object') return null;
  if (typeof (e as Record<string, unknown>).type !== 'string') return null;
  return { k, e: e as RealtimeEvent };
}

function parseMessage(raw: string): Envelope[] {
  try {
    const value: unknown = JSON.parse(raw);
    const items = Array.isArray(value) ? value : [value];
    return items.map(envelopeOf).filter((envelope) => envelope !== null);
  } catch {
    return [];
  }
}

export type RedisHub = RealtimeHub & {
  /** Resolves once this instance listens on the channel (events published before are not seen here). */
  ready(): Promise<void>;
};

/**
 * The hub for several server instances: `toMember` and the rest publish `{ key, event }` on one
 * Redis channel (the events of one turn of the event loop together, in messages of up to 500);
 * every instance (this one too) hears them on its subscriber connection and delivers to its own
 * sockets through the in-process hub. When Redis cannot take the publish (down,
 * reconnecting) the event still reaches this instance's sockets: delivery is best effort.
 */
export function createRedisHub(
  url: string,
  options: { channel?: string; onError?: (error: unknown) => void } = {},
): RedisHub {
  const channel = options.channel ?? REALTIME_CHANNEL;
  const local = createLocalHub();
  // A publish never waits for a reconnect: an event late by seconds is worth less than none.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const report = (error: unknown) => options.onError?.(error);
  publisher.on('error', report);
  subscriber.on('error', report);
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    for (const envelope of parseMessage(raw)) local.deliver(envelope.k, envelope.e);
  });
  // ioredis subscribes again by itself after a reconnect.
  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  subscribed.catch(report);

  /** Envelopes (serialised when published, so a later change to the event object is not sent) waiting for the flush. */
  let pending: { key: string; event: RealtimeEvent; json: string }[] = [];
  function flush(): void {
    const batch = pending;
    pending = [];
    for (let start = 0; start < batch.length; start += MAX_BATCH) {
      const part = batch.slice(start, start + MAX_BATCH);
      publisher.publish(channel, `[${part.map((item) => item.json).join(',')}]`).catch((error: unknown) => {
        report(error);
        for (const item of part) local.deliver(item.key, item.event);
      });
    }
  }

  function publish(key: string, event: RealtimeEvent): void {
    let json: string;
    try {
      json = JSON.stringify({ k: key, e: event } satisfies Envelope);
    } catch (error) {
      report(error);
      return;
    }
    if (pending.length === 0) setImmediate(flush);
    pending.push({ key, event, json });
  }

  let closed = false;
  return {
    toMember: (memberId, event) => publish(`m:${memberId}`, event),
    toVisitor: (visitorId, event) => publish(`v:${visitorId}`, event),
    toOperators: (name, event) => publish(`c:${name}`, event),
    toOperator: (operatorId, event) => publish(`o:${operatorId}`, event),
    attach: local.attach,
    size: local.size,
    ready: () => subscribed,
    async close() {
      if (closed) return;
      closed = true;
      await local.close();
      await Promise.all(
        [subscriber, publisher].map(async (connection) => {
          // quit waits for a connection that may never come; a connection not up is just dropped.
          if (connection.status !== 'ready') return connection.disconnect();
          await connection.quit().catch(() => connection.disconnect());
        }),
      );
    },
  };
}

/** The hub app.ts builds: the Redis fan-out when REDIS_URL is set (several instances), in-process otherwise. */
export function createRealtimeHub(
  config: { redisUrl: string | undefined },
  options: { onError?: (error: unknown) => void } = {},
): RealtimeHub {
  return config.redisUrl ? createRedisHub(config.redisUrl, options) : createLocalHub();
}
