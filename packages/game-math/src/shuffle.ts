import { assert, type RandomSource } from './random-source.js';
import { uniformInt } from './uniform.js';

/** Boxes let us swap slots with checked reads even when T itself may be undefined. */
type Slot<T> = { value: T };

function slotAt<T>(slots: readonly Slot<T>[], index: number): Slot<T> {
  const slot = slots[index];
  if (slot === undefined) throw new RangeError(`index ${index} out of range`);
  return slot;
}

/**
 * `count` distinct items (distinct positions, to be exact), in random order: the first `count`
 * steps of a Fisher–Yates shuffle. Every ordered selection is equally likely. The input is not
 * changed.
 */
export function sampleWithoutReplacement<T>(source: RandomSource, items: readonly T[], count: number): T[] {
  assert(Number.isSafeInteger(count) && count >= 0, `count must be a non-negative integer, got ${count}`);
  assert(count <= items.length, `cannot pick ${count} of ${items.length} items`);
  const slots = items.map((value) => ({ value }));
  const last = slots.length - 1;
  for (let index = 0; index < count; index += 1) {
    const other = uniformInt(source, index, last);
    const current = slotAt(slots, index);
    slots[index] = slotAt(slots, other);
    slots[other] = current;
  }
  return slots.slice(0, count).map((slot) => slot.value);
}

/** A uniformly random permutation (Fisher–Yates) as a new array; the input is not changed. */
export function shuffle<T>(source: RandomSource, items: readonly T[]): T[] {
  return sampleWithoutReplacement(source, items, items.length);
}
