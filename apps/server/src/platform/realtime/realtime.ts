/**
 * The WebSocket hub's interface (issue 18): what modules call to push an event to the people it
 * concerns. Modules never see sockets; they name a member, an operator channel or a chat visitor,
 * and the hub delivers to every open socket of theirs on every instance (Redis pub/sub fan-out
 * when REDIS_URL is set, in-process otherwise). Delivery is best effort: an event is a nudge to
 * refetch or a copy of something already committed, never the only record of anything.
 */
export type RealtimeEvent = { type: string } & Record<string, unknown>;

/** Who a socket belongs to, decided when it connects. */
export type RealtimeAudience =
  | { kind: 'member'; memberId: string }
  | { kind: 'visitor'; visitorId: string }
  | { kind: 'operator'; operatorId: string; channels: readonly string[] };

export type RealtimeHub = {
  /** Every open socket of this member (player site tabs). */
  toMember(memberId: string, event: RealtimeEvent): void;
  /** Every open socket of a chat visitor (a guest on the maintenance or blocked page). */
  toVisitor(visitorId: string, event: RealtimeEvent): void;
  /** Every operator socket subscribed to the channel ('chat', …). */
  toOperators(channel: string, event: RealtimeEvent): void;
  /** One operator's sockets. */
  toOperator(operatorId: string, event: RealtimeEvent): void;
  /** Registers a socket-like receiver; returns its removal. The transport (WebSocket) calls it. */
  attach(audience: RealtimeAudience, send: (event: RealtimeEvent) => void): () => void;
  /** Open sockets on this instance. */
  size(): number;
  close(): Promise<void>;
};

/** Routing key of an audience: one per member, visitor, operator and operator channel. */
export function keysOf(audience: RealtimeAudience): string[] {
  if (audience.kind === 'member') return [`m:${audience.memberId}`];
  if (audience.kind === 'visitor') return [`v:${audience.visitorId}`];
  return [`o:${audience.operatorId}`, ...audience.channels.map((channel) => `c:${channel}`)];
}

/**
 * The in-process hub: a map from routing key to receivers. The Redis fan-out (realtime.redis.ts)
 * wraps it: publish goes to Redis, and every instance's subscriber delivers locally.
 */
export function createLocalHub(): RealtimeHub & { deliver(key: string, event: RealtimeEvent): void } {
  const receivers = new Map<string, Set<(event: RealtimeEvent) => void>>();
  let open = 0;
  function deliver(key: string, event: RealtimeEvent) {
    const set = receivers.get(key);
    if (!set) return;
    for (const send of set) {
      try {
        send(event);
      } catch {
        // A socket that fails to take a message is closed by its transport; others still get it.
      }
    }
  }
  return {
    deliver,
    toMember: (memberId, event) => deliver(`m:${memberId}`, event),
    toVisitor: (visitorId, event) => deliver(`v:${visitorId}`, event),
    toOperators: (channel, event) => deliver(`c:${channel}`, event),
    toOperator: (operatorId, event) => deliver(`o:${operatorId}`, event),
    attach(audience, send) {
      const keys = keysOf(audience);
      for (const key of keys) {
        const set = receivers.get(key) ?? new Set();
        if (set.size === 0) receivers.set(key, set);
        set.add(send);
      }
      open += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        open -= 1;
        for (const key of keys) {
          const set = receivers.get(key);
          set?.delete(send);
          if (set && set.size === 0) receivers.delete(key);
        }
      };
    },
    size: () => open,
    close: async () => {
      receivers.clear();
      open = 0;
    },
  };
}

/**
 * How the WebSocket transport learns who a socket is: the client's first frame is
 * `{ type: 'auth', as: 'member' | 'visitor' | 'operator', token }`; the matching resolver answers
 * the audience or null (the socket is then closed with code 4401). app.ts binds them to the
 * accounts sessions, the chat module's visitor tokens and the back office's operator sessions.
 */
export type RealtimeAuthenticators = {
  /** `trial`: the socket may stay open but is attached to nothing (trial players get no events). */
  member(token: string): Promise<{ memberId: string; trial?: boolean } | null>;
  visitor(token: string): Promise<{ visitorId: string } | null>;
  /** `ip`: the socket's address (an operator's IP allow-list applies to the socket too). */
  operator(token: string, ip: string): Promise<{ operatorId: string; channels: readonly string[] } | null>;
};
