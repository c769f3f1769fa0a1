import { assert, drawUint32, MAX_REJECTIONS, type RandomSource } from './random-source.js';

const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;

/** Widest range `uniformInt` serves: every result and every intermediate stays an exact double. */
export const MAX_UNIFORM_INT_SPAN = TWO_POW_53;

/** Widest range `uniformBigInt` serves; a bound so a bad input cannot ask for megabytes of words. */
export const MAX_UNIFORM_BIGINT_BITS = 1024;

/**
 * A uniformly random integer in [minInclusive, maxInclusive], with no modulo bias.
 *
 * `word % span` alone favours small results whenever span does not divide 2^32 (for a span of
 * 2^32·2/3 the lower half would come up twice as often as the upper). So words at or above the
 * largest multiple of span (`limit`) are thrown away and drawn again. Spans up to 2^32 use one
 * word per try; wider spans (up to 2^53) combine 21 bits of one word with a second whole word.
 * A span of one value draws nothing. The word sequence consumed is part of the provably-fair
 * contract: changing this algorithm changes the outcome of every published seed.
 */
export function uniformInt(source: RandomSource, minInclusive: number, maxInclusive: number): number {
  // Checked before any message is built: this runs for every card of every simulated shoe.
  if (
    !Number.isSafeInteger(minInclusive) ||
    !Number.isSafeInteger(maxInclusive) ||
    minInclusive > maxInclusive ||
    maxInclusive - minInclusive >= MAX_UNIFORM_INT_SPAN
  ) {
    assert(Number.isSafeInteger(minInclusive), `minInclusive must be a safe integer, got ${minInclusive}`);
    assert(Number.isSafeInteger(maxInclusive), `maxInclusive must be a safe integer, got ${maxInclusive}`);
    assert(minInclusive <= maxInclusive, `empty range [${minInclusive}, ${maxInclusive}]`);
    // The true difference is an integer, so it is exact whenever it is below 2^53; a wider one
    // rounds to at least 2^53 and is refused here.
    assert(false, 'range wider than 2^53 values');
  }
  const span = maxInclusive - minInclusive + 1;
  if (span === 1) return minInclusive;

  const wide = span > TWO_POW_32;
  const wordSpace = wide ? TWO_POW_53 : TWO_POW_32;
  const limit = wordSpace - (wordSpace % span); // a multiple of span; results below it are fair
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt += 1) {
    const word = wide ? (drawUint32(source) >>> 11) * TWO_POW_32 + drawUint32(source) : drawUint32(source);
    if (word < limit) return minInclusive + (word % span);
  }
  throw new RangeError(`random source rejected ${MAX_REJECTIONS} times in a row; it is not random`);
}

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/**
 * A uniformly random bigint in [minInclusive, maxInclusive] for ranges beyond 2^53 (weight
 * totals, big lottery pools). Draws just enough 32-bit words for the span's bit length, keeps
 * that many bits (most significant word first) and retries when the value is not below the span.
 */
export function uniformBigInt(source: RandomSource, minInclusive: bigint, maxInclusive: bigint): bigint {
  assert(minInclusive <= maxInclusive, `empty range [${minInclusive}, ${maxInclusive}]`);
  const span = maxInclusive - minInclusive + 1n;
  const bits = bitLength(span - 1n);
  assert(bits <= MAX_UNIFORM_BIGINT_BITS, `range wider than 2^${MAX_UNIFORM_BIGINT_BITS} values`);
  if (bits === 0) return minInclusive;

  const wordCount = Math.ceil(bits / 32);
  const mask = (1n << BigInt(bits)) - 1n;
  for (let attempt = 0; attempt < MAX_REJECTIONS; attempt += 1) {
    let value = 0n;
    for (let index = 0; index < wordCount; index += 1) value = (value << 32n) | BigInt(drawUint32(source));
    value &= mask;
    if (value < span) return minInclusive + value;
  }
  throw new RangeError(`random source rejected ${MAX_REJECTIONS} times in a row; it is not random`);
}
