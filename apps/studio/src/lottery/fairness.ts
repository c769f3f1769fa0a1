import { createHash } from 'node:crypto';
import { canonicalJson } from '@khela/contract';
import {
  drawLottery,
  hashServerSeed,
  type LotteryBet,
  type LotteryGameKind,
  type LotteryOutcome,
  verify,
} from '@khela/game-math';

/**
 * A lottery draw's fairness record (decision 0070): the server seed's hash is published when the
 * window opens; at close the draw's tickets are sealed into a digest, the public value, which
 * nobody knows while tickets are sold and which binds every ticket; after the draw the seed is
 * revealed and anyone recomputes the outcome from (seed, public value, draw number). A ticket
 * changed after close changes the digest, so the stored draw no longer verifies.
 */

export type SealedTicket = {
  ticketId: string;
  playerId: string;
  lines: readonly { bet: LotteryBet; stakeMinor: bigint }[];
};

/** A sealed ticket as stored: stakes as decimal text of minor units. */
export type SealedTicketText = {
  ticketId: string;
  playerId: string;
  lines: readonly { bet: LotteryBet; stakeMinor: string }[];
};

export type DrawRecord = {
  drawNo: number;
  kind: LotteryGameKind;
  serverSeedHash: string;
  publicValue: string;
  /** Revealed after the draw. */
  serverSeed: string;
  outcome: LotteryOutcome;
};

/** A value as canonical JSON, bigints (stakes) as decimal text. */
const canonical = (value: unknown): string =>
  canonicalJson(
    JSON.parse(
      JSON.stringify(value, (_key, entry) => (typeof entry === 'bigint' ? entry.toString() : entry)),
    ),
  );

/**
 * The public value of a draw: SHA-256 (hex) of its tickets, in ticket-id order, as canonical JSON.
 * Stakes may be bigints or their decimal text (the same digest).
 */
export function sealTickets(tickets: readonly SealedTicket[]): string {
  const ordered = [...tickets].sort((a, b) =>
    a.ticketId < b.ticketId ? -1 : a.ticketId > b.ticketId ? 1 : 0,
  );
  const sealer = createSealer();
  for (const ticket of ordered) sealer.add(ticket);
  return sealer.digest();
}

/**
 * `sealTickets` a page at a time (a draw of 200,000 tickets is read in pages): tickets must come
 * in ticket-id order; the digest is that of the whole list as one canonical JSON array.
 */
export function createSealer() {
  const hash = createHash('sha256').update('[');
  let count = 0;
  let last: string | undefined;
  return {
    add(ticket: SealedTicket | SealedTicketText): void {
      if (last !== undefined && !(last < ticket.ticketId)) throw new Error('tickets out of order');
      last = ticket.ticketId;
      hash.update(count === 0 ? canonical(ticket) : `,${canonical(ticket)}`);
      count += 1;
    },
    get count() {
      return count;
    },
    digest: (): string => hash.update(']').digest('hex'),
  };
}

/** The commitment published when a draw's window opens. */
export const commitmentOf = (serverSeed: string): string => hashServerSeed(serverSeed);

/**
 * What the verifier page answers for a stored draw: whether the revealed seed matches its
 * commitment and the outcome is the one the seed, the public value and the draw number give
 * (and, given the tickets, whether they are the ones sealed at close).
 */
export function verifyDraw(
  record: DrawRecord,
  /** The tickets as stored now, or their digest (`createSealer` over the stored pages). */
  tickets?: readonly SealedTicket[] | { digest: string },
):
  | { ok: true }
  | { ok: false; reason: 'commitment_mismatch' | 'invalid_seeds' | 'outcome_mismatch' | 'tickets_changed' } {
  const digest = tickets && ('digest' in tickets ? tickets.digest : sealTickets(tickets));
  if (digest !== undefined && digest !== record.publicValue) return { ok: false, reason: 'tickets_changed' };
  const replay = verify(
    {
      serverSeed: record.serverSeed,
      clientSeed: record.publicValue,
      nonce: record.drawNo,
      serverSeedHash: record.serverSeedHash,
    },
    (source) => drawLottery(source, record.kind),
  );
  if (!replay.ok) return replay;
  return canonical(replay.outcome) === canonical(record.outcome)
    ? { ok: true }
    : { ok: false, reason: 'outcome_mismatch' };
}
