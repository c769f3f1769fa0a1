import { randomBytes } from 'node:crypto';
import type { BookPlayer } from './engine/types.js';
import type { BookKind } from './kinds.js';

/** A player's open book page: who (as the wallet said at launch), what they launched, in which language. */
export type BookSession = BookPlayer &
  BookKind & {
    id: string;
    gameCode: string;
    name: string;
    lang: 'bn' | 'en';
    balance: string;
    lastUsed: number;
  };

/**
 * Book sessions in memory, like the slots' (the bets themselves are in the book's store): a
 * sliding lifetime, and the least recently used dropped past a cap.
 */
export function createBookSessions(options: { now: () => number; ttlMs?: number; max?: number }) {
  return createSessions<BookSession>(options);
}

/** Page sessions of any studio page (the book's, the lottery's): the same lifetime and cap. */
export function createSessions<S extends { id: string; lastUsed: number }>(options: {
  now: () => number;
  ttlMs?: number;
  max?: number;
}) {
  const ttl = options.ttlMs ?? 4 * 60 * 60_000;
  const max = options.max ?? 50_000;
  const sessions = new Map<string, S>();

  function sweep(): void {
    const cutoff = options.now() - ttl;
    for (const [id, session] of sessions) if (session.lastUsed < cutoff) sessions.delete(id);
    while (sessions.size >= max) {
      const oldest = sessions.keys().next().value;
      if (oldest === undefined) break;
      sessions.delete(oldest);
    }
  }

  return {
    open(session: Omit<S, 'id' | 'lastUsed'>): S {
      sweep();
      const opened = { ...session, id: randomBytes(18).toString('base64url'), lastUsed: options.now() } as S;
      sessions.set(opened.id, opened);
      return opened;
    },
    /** The live session, touched; undefined when unknown or expired. */
    get(id: string): S | undefined {
      const session = sessions.get(id);
      if (!session || session.lastUsed < options.now() - ttl) return undefined;
      session.lastUsed = options.now();
      sessions.delete(id);
      sessions.set(id, session);
      return session;
    },
    get size() {
      return sessions.size;
    },
  };
}

export type BookSessions = ReturnType<typeof createBookSessions>;
