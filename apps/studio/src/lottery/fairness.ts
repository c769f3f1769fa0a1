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

/** The public value of a draw: SHA-256 (hex) of its tickets, in ticket-id order, as canonical JSON. */
export function sealTickets(tickets: readonly SealedTicket[]): string {
  const ordered = [...tickets].sort((a, b) =>
    a.ticketId < b.ticketId ? -1 : a.ticketId > b.ticketId ? 1 : 0,
  );
  return createHash('sha256').update(canonical(ordered)).digest('hex');
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
  tickets?: readonly SealedTicket[],
):
  | { ok: true }
  | { ok: false; reason: 'commitment_mismatch' | 'invalid_seeds' | 'outcome_mismatch' | 'tickets_changed' } {
  if (tickets && sealTickets(tickets) !== record.publicValue) return { ok: false, reason: 'tickets_changed' };
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
