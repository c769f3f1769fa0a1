import { type RandomSource, uniformInt } from '@khela/game-math';
import { FAMILY_NAMES, GIVEN_NAMES } from '../names.js';
import type { FeedMessage, Names } from '../types.js';

/**
 * Small numeric helpers the sport simulations share. The simulation's own chances are floats:
 * they only decide what happens in a simulated match and become integer odds in
 * `priceWithMargin`; nothing here touches money.
 */

const TWO_POW_32 = 2 ** 32;

/**
 * FNV-1a over the text, then a murmur finaliser with the seed mixed in: a fixture's own uint32
 * seed from (world seed, fixture id), so each fixture's life is independent of every other's.
 */
export function hashSeed(seed: number, text: string): number {
  let h = 0x811c_9dc5 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x0100_0193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85eb_ca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2_ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A float in [0, 1) from one word. */
export function unit(rng: RandomSource): number {
  return rng.nextUint32() / TWO_POW_32;
}

export function chance(rng: RandomSource, probability: number): boolean {
  return unit(rng) < probability;
}

export function intBetween(rng: RandomSource, min: number, max: number): number {
  return uniformInt(rng, min, max);
}

/** A float in [min, max). */
export function between(rng: RandomSource, min: number, max: number): number {
  return min + unit(rng) * (max - min);
}

/** Index drawn with the given (not necessarily normalised) weights. */
export function pickWeighted(rng: RandomSource, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) total += weight;
  let target = unit(rng) * total;
  for (let i = 0; i < weights.length; i += 1) {
    target -= weights[i] ?? 0;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

export function pickOne<T>(rng: RandomSource, items: readonly T[]): T {
  const item = items[intBetween(rng, 0, items.length - 1)];
  if (item === undefined) throw new RangeError('pickOne needs a non-empty list');
  return item;
}

/** Two different items of a list. */
export function pickTwo<T>(rng: RandomSource, items: readonly T[]): [T, T] {
  const first = intBetween(rng, 0, items.length - 1);
  const second = (first + intBetween(rng, 1, items.length - 1)) % items.length;
  return [items[first] as T, items[second] as T];
}

/** Standard normal CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.327_591_1 * z);
  const poly =
    t *
    (0.254_829_592 + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * P(X > threshold) for a normal count with the given mean and spread, with a continuity
 * correction: the chance an integer score lands above a half line such as 160.5.
 */
export function probabilityAbove(threshold: number, mean: number, sd: number): number {
  if (sd <= 1e-9) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / sd);
}

/** Clamps a probability away from 0 and 1 so every selection keeps a quotable price. */
export function clampProbability(p: number, floor = 0.004): number {
  return Math.min(1 - floor, Math.max(floor, p));
}

/**
 * Two complementary chances, each kept quotable — unless the first is already certain either way
 * (exactly 0 or 1: a map lost, a line passed): that is passed on as it is, and the timeline stops
 * the market until its result instead of offering 1.01 on a known outcome.
 */
export function twoWay(pFirst: number): [number, number] {
  if (pFirst >= 1) return [1, 0];
  if (pFirst <= 0) return [0, 1];
  const p = clampProbability(pFirst);
  return [p, 1 - p];
}

/** Over/under a total that can only grow: a line already passed is over, whatever is to come. */
export function overUnder(current: number, line: number, mean: number, sd: number): [number, number] {
  return twoWay(current > line ? 1 : probabilityAbove(line, mean, sd));
}

/** Probabilities rescaled to sum to 1, each floored so no selection is priced at nothing. */
export function normalise(weights: readonly number[], floor = 0.002): number[] {
  const floored = weights.map((w) => Math.max(floor, w));
  let total = 0;
  for (const w of floored) total += w;
  return floored.map((w) => w / total);
}

/** A quarter-unit line nearest to `value` (goals, points) among lines ending in .5. */
export function halfLineQuarters(value: number): number {
  return 4 * Math.floor(value) + 2;
}

/** Index bits of a sort key: up to 2^20 messages per advance() are sorted in one go. */
const INDEX_BITS = 2 ** 20;

/**
 * A stable sort by time. Keys are (time − earliest) · 2^20 + position in a Float64Array, sorted
 * natively: several times faster than a comparator over a day's few hundred thousand messages.
 * Falls back to the comparator when the keys would not be exact.
 */
export function sortByTime(messages: FeedMessage[]): FeedMessage[] {
  if (messages.length < 2) return messages;
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const msg of messages) {
    if (msg.at < earliest) earliest = msg.at;
    if (msg.at > latest) latest = msg.at;
  }
  if (messages.length >= INDEX_BITS || (latest - earliest + 1) * INDEX_BITS > Number.MAX_SAFE_INTEGER) {
    return messages.sort((a, b) => a.at - b.at);
  }
  const keys = new Float64Array(messages.length);
  for (const [i, msg] of messages.entries()) keys[i] = (msg.at - earliest) * INDEX_BITS + i;
  keys.sort();
  return Array.from(keys, (key) => messages[key % INDEX_BITS] as FeedMessage);
}

/** Distinct "given family" names for a line-up. */
export function playerNames(rng: RandomSource, count: number): Names[] {
  const names: Names[] = [];
  const seen = new Set<string>();
  while (names.length < count) {
    const given = pickOne(rng, GIVEN_NAMES);
    const family = pickOne(rng, FAMILY_NAMES);
    const en = `${given.en} ${family.en}`;
    if (seen.has(en)) continue;
    seen.add(en);
    names.push({ en, bn: `${given.bn} ${family.bn}` });
  }
  return names;
}
