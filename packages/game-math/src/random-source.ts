/**
 * Where randomness comes from. Game maths takes one of these as an argument and never reaches
 * for a global generator, so the same code runs on the CSPRNG in production and on a
 * provably-fair or scripted source in verification and tests.
 */
export interface RandomSource {
  /** A uniformly distributed integer in [0, 2^32). */
  nextUint32(): number;
}

const UINT32_MAX = 0xffff_ffff;

/**
 * Rejection sampling redraws while a word falls in the biased tail. Each draw is rejected with
 * probability below 1/2, so 256 rejections in a row (odds under 2^-256) mean the source is
 * broken — stuck at one value, say — not unlucky. We fail instead of spinning forever.
 */
export const MAX_REJECTIONS = 256;

/** Programmer errors (bad ranges, broken sources) fail loudly; they are never player input. */
export function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new RangeError(message);
}

/** One word from the source, checked: a source returning -1, 1.5 or 2^32 would skew every draw. */
export function drawUint32(source: RandomSource): number {
  const word = source.nextUint32();
  // The message is built only on failure (this runs for every word of every draw).
  if (!(Number.isInteger(word) && word >= 0 && word <= UINT32_MAX))
    throw new RangeError(`random source returned ${word}, not a uint32`);
  return word;
}
