import { createHash, createHmac } from 'node:crypto';
import { assert, type RandomSource } from './random-source.js';

/**
 * Provably fair draws. Before play the player sees `hashServerSeed(serverSeed)` (the
 * commitment); the outcome of bet `nonce` is computed from the stream below; once the server
 * seed is rotated it is revealed and anyone can recompute every outcome and the commitment.
 *
 * Stream: block r (r = 0, 1, 2…) is HMAC-SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}:${r}`), key and message as their ASCII text (so `openssl dgst -sha256
 * -hmac <serverSeed>` reproduces it). Each 32-byte block yields eight big-endian uint32 words.
 * The message is unambiguous even if the client seed contains ':', because nonce and round are
 * always the last two fields and are plain decimal integers.
 */

export const SERVER_SEED_BYTES = 32;
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** Visible ASCII, bounded: the client seed is typed or pasted by a player. */
export const MAX_CLIENT_SEED_LENGTH = 64;
const CLIENT_SEED_PATTERN = /^[!-~]{1,64}$/;
const WORDS_PER_BLOCK = 8;
/** 65 536 blocks = 2 MiB of randomness for one bet; far beyond any game, so more is a bug. */
export const MAX_FAIR_ROUNDS = 65_536;

export type FairSeeds = {
  /** 64 lower-case hex characters (32 random bytes), secret until revealed. */
  serverSeed: string;
  clientSeed: string;
  /** Counts the bets made under one server/client seed pair: 0, 1, 2… */
  nonce: number;
};

export function isServerSeed(text: string): boolean {
  return SERVER_SEED_PATTERN.test(text);
}

export function isClientSeed(text: string): boolean {
  return CLIENT_SEED_PATTERN.test(text);
}

function assertSeeds(seeds: FairSeeds): void {
  assert(isServerSeed(seeds.serverSeed), 'server seed must be 64 lower-case hex characters');
  assert(
    isClientSeed(seeds.clientSeed),
    `client seed must be 1-${MAX_CLIENT_SEED_LENGTH} visible ASCII characters`,
  );
  assert(Number.isSafeInteger(seeds.nonce) && seeds.nonce >= 0, 'nonce must be a non-negative safe integer');
}

/** The public commitment: SHA-256 of the server seed's text, lower-case hex. */
export function hashServerSeed(serverSeed: string): string {
  assert(isServerSeed(serverSeed), 'server seed must be 64 lower-case hex characters');
  return createHash('sha256').update(serverSeed, 'ascii').digest('hex');
}

/** Block `round` of the stream for these seeds: 32 bytes. */
export function fairBlock(seeds: FairSeeds, round: number): Buffer {
  assertSeeds(seeds);
  assert(Number.isSafeInteger(round) && round >= 0 && round < MAX_FAIR_ROUNDS, `round ${round} out of range`);
  return createHmac('sha256', Buffer.from(seeds.serverSeed, 'ascii'))
    .update(`${seeds.clientSeed}:${seeds.nonce}:${round}`, 'ascii')
    .digest();
}

/** The deterministic stream as a RandomSource: same seeds, same words, on any machine. */
export class ProvablyFairSource implements RandomSource {
  private readonly seeds: FairSeeds;
  private block: Buffer;
  private round = 0;
  private wordIndex = 0;

  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    this.seeds = { serverSeed, clientSeed, nonce };
    this.block = fairBlock(this.seeds, 0);
  }

  nextUint32(): number {
    if (this.wordIndex === WORDS_PER_BLOCK) {
      this.round += 1;
      this.block = fairBlock(this.seeds, this.round);
      this.wordIndex = 0;
    }
    const word = this.block.readUInt32BE(this.wordIndex * 4);
    this.wordIndex += 1;
    return word;
  }
}

export type FairReveal = FairSeeds & {
  /** The commitment published before the bet. */
  serverSeedHash: string;
};

export type VerifyResult<T> =
  | { ok: true; outcome: T }
  | { ok: false; reason: 'invalid_seeds' | 'commitment_mismatch' };

/**
 * What the verifier page runs: checks the revealed seed against its commitment, then replays the
 * game's own draw on a fresh stream. The caller compares `outcome` with what was paid. Input
 * comes from a person, so bad seeds are a result, not an exception.
 */
export function verify<T>(reveal: FairReveal, draw: (source: RandomSource) => T): VerifyResult<T> {
  const { serverSeed, clientSeed, nonce, serverSeedHash } = reveal;
  const validNonce = Number.isSafeInteger(nonce) && nonce >= 0;
  if (!isServerSeed(serverSeed) || !isClientSeed(clientSeed) || !validNonce) {
    return { ok: false, reason: 'invalid_seeds' };
  }
  if (hashServerSeed(serverSeed) !== serverSeedHash.toLowerCase()) {
    return { ok: false, reason: 'commitment_mismatch' };
  }
  return { ok: true, outcome: draw(new ProvablyFairSource(serverSeed, clientSeed, nonce)) };
}
