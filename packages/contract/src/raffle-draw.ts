/**
 * The raffle draw (decision 0055): one implementation, run by the server's draw job and by the
 * player's verifier page in the browser. Pure: no I/O beyond hashing, and the hash is passed in
 * (Web Crypto SHA-256 by default, on Node and in browsers), so a test may hand it a synchronous
 * SHA-256 for speed; the bytes are the same.
 *
 * Given the revealed seed (64 lower-case hex characters, committed as SHA-256 of its text before
 * any ticket existed), the public value (SHA-256 of the canonical ticket list, fixed when ticket
 * sales close) and the tickets in ticket-number order:
 *
 * 1. The random stream: block i (i = 0, 1, 2, …) is SHA-256 of the ASCII text
 *    `${seed}:${publicValue}:${i}`; each 32-byte block gives eight big-endian uint32 words.
 * 2. The prize slots, in order: every prize of rank 1 (its `count` winners), then rank 2, and so on.
 * 3. Slot k (k = 0, 1, …) of N tickets takes the ticket at position k + r of the working list,
 *    r uniform in [0, N − k) by rejection sampling (a word at or above 2^32 − (2^32 mod (N − k)) is
 *    thrown away and the next word taken, so there is no modulo bias), and swaps it to position k
 *    (a partial Fisher–Yates shuffle): a ticket wins at most once, a player may win with several
 *    tickets. When the tickets run out the remaining slots have no winner.
 */

export type RaffleTicket = { no: number; holder: string };
export type RafflePrizeSlotSpec = { rank: number; count: number };
export type RaffleWinner = { rank: number; slot: number; ticketNo: number; holder: string };
/** SHA-256 of some bytes. */
export type Digest = (data: Uint8Array) => Promise<Uint8Array> | Uint8Array;

const SEED_PATTERN = /^[0-9a-f]{64}$/;
const TWO_POW_32 = 2 ** 32;
/** A word is rejected with probability below 1/2; 256 in a row means a broken hash, not bad luck. */
const MAX_REJECTIONS = 256;
/** The canonical ticket list's first line: a new algorithm gets a new version, never an edit. */
export const RAFFLE_DRAW_VERSION = 'khela-raffle-v1';

export const webCryptoDigest: Digest = async (data) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));

const ascii = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function isRaffleSeed(text: string): boolean {
  return SEED_PATTERN.test(text);
}

/** SHA-256 of a text (ASCII/UTF-8), lower-case hex: the commitment is `sha256Hex(seed)`. */
export async function sha256Hex(text: string, digest: Digest = webCryptoDigest): Promise<string> {
  return hex(await digest(ascii(text)));
}

/** The canonical ticket list: the version, the raffle id, then one `no holder` line per ticket. */
export function canonicalTicketList(raffleId: string, tickets: readonly RaffleTicket[]): string {
  return [RAFFLE_DRAW_VERSION, raffleId, ...tickets.map((t) => `${t.no} ${t.holder}`)].join('\n');
}

/** The public value fixed at close: SHA-256 of the canonical ticket list, hex. */
export function rafflePublicValue(
  raffleId: string,
  tickets: readonly RaffleTicket[],
  digest: Digest = webCryptoDigest,
): Promise<string> {
  return sha256Hex(canonicalTicketList(raffleId, tickets), digest);
}

/** The uint32 word stream of a seed and public value (step 1). */
function wordStream(seed: string, publicValue: string, digest: Digest) {
  let block: Uint8Array = new Uint8Array(0);
  let index = 0;
  let word = 8;
  return async (): Promise<number> => {
    if (word === 8) {
      block = await digest(ascii(`${seed}:${publicValue}:${index}`));
      index += 1;
      word = 0;
    }
    const at = word * 4;
    word += 1;
    return (
      (((block[at] ?? 0) << 24) |
        ((block[at + 1] ?? 0) << 16) |
        ((block[at + 2] ?? 0) << 8) |
        (block[at + 3] ?? 0)) >>>
      0
    );
  };
}

/** A uniform integer in [0, span) from the stream, by rejection sampling (no modulo bias). */
async function uniformBelow(next: () => Promise<number>, span: number): Promise<number> {
  if (!Number.isSafeInteger(span) || span < 1 || span > TWO_POW_32) throw new RangeError(`span ${span}`);
  if (span === 1) return 0;
  const limit = TWO_POW_32 - (TWO_POW_32 % span);
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt++) {
    const w = await next();
    if (w < limit) return w % span;
  }
  throw new RangeError('the hash stream rejected 256 words in a row');
}

/**
 * The winners of a draw (steps 2 and 3). `tickets` must be in ticket-number order (as the public
 * value hashed them); `prizes` in rank order. The same inputs give the same winners anywhere.
 */
export async function drawWinners(
  seed: string,
  publicValue: string,
  tickets: readonly RaffleTicket[],
  prizes: readonly RafflePrizeSlotSpec[],
  digest: Digest = webCryptoDigest,
): Promise<RaffleWinner[]> {
  if (!isRaffleSeed(seed)) throw new RangeError('seed must be 64 lower-case hex characters');
  const slots = prizes.flatMap((p) => Array.from({ length: p.count }, () => p.rank));
  const work = tickets.slice();
  const next = wordStream(seed, publicValue, digest);
  const winners: RaffleWinner[] = [];
  for (let k = 0; k < slots.length && k < work.length; k++) {
    const j = k + (await uniformBelow(next, work.length - k));
    const picked = work[j] as RaffleTicket;
    work[j] = work[k] as RaffleTicket;
    work[k] = picked;
    winners.push({ rank: slots[k] as number, slot: k, ticketNo: picked.no, holder: picked.holder });
  }
  return winners;
}

export type RaffleVerification = {
  commitmentOk: boolean;
  publicValueOk: boolean;
  winnersOk: boolean;
  recomputed: RaffleWinner[];
  verified: boolean;
};

/** What the verifier page runs: the commitment, the public value and the winners, recomputed. */
export async function verifyRaffle(
  input: {
    raffleId: string;
    seed: string;
    commitment: string;
    publicValue: string;
    tickets: readonly RaffleTicket[];
    prizes: readonly RafflePrizeSlotSpec[];
    winners: readonly { slot: number; ticketNo: number }[];
  },
  digest: Digest = webCryptoDigest,
): Promise<RaffleVerification> {
  const commitmentOk =
    isRaffleSeed(input.seed) && (await sha256Hex(input.seed, digest)) === input.commitment.toLowerCase();
  const publicValueOk =
    (await rafflePublicValue(input.raffleId, input.tickets, digest)) === input.publicValue.toLowerCase();
  const recomputed = isRaffleSeed(input.seed)
    ? await drawWinners(input.seed, input.publicValue, input.tickets, input.prizes, digest)
    : [];
  const published = [...input.winners].sort((a, b) => a.slot - b.slot);
  const winnersOk =
    recomputed.length === published.length &&
    recomputed.every((w, i) => published[i]?.slot === w.slot && published[i]?.ticketNo === w.ticketNo);
  return {
    commitmentOk,
    publicValueOk,
    winnersOk,
    recomputed,
    verified: commitmentOk && publicValueOk && winnersOk,
  };
}
