import { randomBytes, randomFillSync } from 'node:crypto';
import { SERVER_SEED_BYTES } from './provably-fair.js';
import { assert, type RandomSource } from './random-source.js';

/*
 * The only file that touches cryptographic randomness. Everything else takes a RandomSource,
 * so tests and the verifier can swap in a deterministic one.
 */

/** Words fetched per call into the OS generator; amortises the syscall over many draws. */
const BUFFER_WORDS = 256;

/** Uniform 32-bit words from the operating system's CSPRNG (node:crypto). */
export function cryptoRandomSource(): RandomSource {
  const buffer = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  return {
    nextUint32(): number {
      if (next === BUFFER_WORDS) {
        randomFillSync(buffer);
        next = 0;
      }
      const word = buffer[next];
      assert(word !== undefined, 'buffer index out of range');
      next += 1;
      return word;
    },
  };
}

/** A fresh secret server seed: 32 random bytes as 64 lower-case hex characters. */
export function generateServerSeed(): string {
  return randomBytes(SERVER_SEED_BYTES).toString('hex');
}

/** A default client seed for players who do not choose one: 16 random bytes, hex. */
export function generateClientSeed(): string {
  return randomBytes(16).toString('hex');
}
