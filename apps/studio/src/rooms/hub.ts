/**
 * The studio's room hub (issue 21, decision 0076): who is in which room, and one serialised text
 * per event however many sockets it goes to. A room is a live table, a crash game, a fishing hall
 * or a Teen Patti table; its engine publishes the round's state here and the WebSocket transport
 * (rooms/socket.ts) delivers. Delivery is best effort: every event is a copy of something the
 * engine already holds (a snapshot is sent on every join), never the only record of anything.
 */
export type RoomEvent = { type: string } & Record<string, unknown>;

export type RoomSend = (text: string) => void;

export type RoomHub = {
  /** Adds a receiver to a room; returns its removal (idempotent). */
  join(room: string, send: RoomSend): () => void;
  /** Every receiver of the room gets the event (serialised once). */
  publish(room: string, event: RoomEvent): void;
  /** Receivers in a room now. */
  count(room: string): number;
  /** Receivers per room, for the rooms whose key starts with `prefix`. */
  counts(prefix?: string): Record<string, number>;
  /** Receivers in all rooms. */
  size(): number;
};

export function createRoomHub(): RoomHub {
  const rooms = new Map<string, Set<RoomSend>>();
  let size = 0;
  return {
    join(room, send) {
      let set = rooms.get(room);
      if (!set) {
        set = new Set();
        rooms.set(room, set);
      }
      set.add(send);
      size += 1;
      let joined = true;
      return () => {
        if (!joined) return;
        joined = false;
        size -= 1;
        const current = rooms.get(room);
        current?.delete(send);
        if (current && current.size === 0) rooms.delete(room);
      };
    },
    publish(room, event) {
      const set = rooms.get(room);
      if (!set || set.size === 0) return;
      const text = JSON.stringify(event);
      for (const send of set) {
        try {
          send(text);
        } catch {
          // A receiver that fails is closed by its transport; the others still get the event.
        }
      }
    },
    count: (room) => rooms.get(room)?.size ?? 0,
    counts(prefix = '') {
      const out: Record<string, number> = {};
      for (const [room, set] of rooms) if (room.startsWith(prefix)) out[room] = set.size;
      return out;
    },
    size: () => size,
  };
}
