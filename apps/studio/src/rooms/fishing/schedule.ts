import { createHmac } from 'node:crypto';
import { FISH, type RandomSource, uniformInt, weightedPick } from '@khela/game-math';

/**
 * The fish of a hall (decision 0075): a seeded schedule, one slot every half second, each slot 0–6 fish (about 6 a second, 80 in the water)
 * with a kind (by FISH's weights), a path across the tank and a spawn time. The server sends
 * every fish as it comes (kind, path, spawn time) so every player sees the same fish on the
 * same path; the page draws it with the same formula (client/src/fishing-paths.ts, checked equal
 * by the tests). Where a fish swims has no effect on money: every shot returns the RTP.
 */
export const SLOT_MS = 500;
/** Shots are taken this long after a fish left the tank (the page and the network lag). */
export const SHOT_GRACE_MS = 600;
export const LONGEST_SWIM_MS = 24_000;

export type FishPath = {
  /** 1: enters on the left, -1: on the right. */
  dir: 1 | -1;
  /** Height at entry and exit, in thousandths of the tank's height. */
  y0: number;
  y1: number;
  /** Wave amplitude (thousandths), waves across the tank (tenths), phase (thousandths of a turn). */
  amp: number;
  waves: number;
  phase: number;
};

export type FishSpawn = {
  /** "<slot>.<k>": unique in the hall. */
  id: string;
  /** Index into FISH. */
  kind: number;
  spawnAt: number;
  swimMs: number;
  path: FishPath;
};

/** A source of words from an HMAC chain: the same hall seed and slot give the same fish. */
function slotSource(seed: string, slot: number): RandomSource {
  let block = 0;
  let words: number[] = [];
  return {
    nextUint32() {
      if (words.length === 0) {
        const digest = createHmac('sha256', seed).update(`${slot}:${block}`).digest();
        block += 1;
        words = [];
        for (let at = 0; at < digest.length; at += 4) words.push(digest.readUInt32BE(at));
      }
      return words.shift() as number;
    },
  };
}

const WEIGHTS = FISH.map((fish) => Math.round(fish.weight * 10));

/** The fish of one slot of a hall. */
export function slotFish(seed: string, slot: number): FishSpawn[] {
  const source = slotSource(seed, slot);
  const count = weightedPick(source, [1, 2, 4, 4, 3, 2, 1]);
  const out: FishSpawn[] = [];
  for (let k = 0; k < count; k += 1) {
    const kind = weightedPick(source, WEIGHTS);
    const fish = FISH[kind];
    const big = fish?.boss ? 2 : fish && typeof fish.multiplier === 'number' && fish.multiplier >= 60 ? 1 : 0;
    const swimMs = big === 2 ? 22_000 : big === 1 ? 17_000 : uniformInt(source, 10_000, 16_000);
    out.push({
      id: `${slot}.${k}`,
      kind,
      spawnAt: slot * SLOT_MS + uniformInt(source, 0, SLOT_MS - 1),
      swimMs,
      path: {
        dir: uniformInt(source, 0, 1) === 0 ? 1 : -1,
        y0: uniformInt(source, 120, 700),
        y1: uniformInt(source, 120, 700),
        amp: big ? uniformInt(source, 0, 40) : uniformInt(source, 0, 110),
        waves: uniformInt(source, 5, 25),
        phase: uniformInt(source, 0, 999),
      },
    });
  }
  return out;
}

/** Where a fish is `progress` (0 … 1) along its path, in tank units (0 … 1 both ways). */
export function pathPoint(path: FishPath, progress: number): { x: number; y: number } {
  const across = -0.12 + 1.24 * progress;
  const x = path.dir === 1 ? across : 1 - across;
  const y =
    (path.y0 + (path.y1 - path.y0) * progress) / 1000 +
    (path.amp / 1000) * Math.sin(2 * Math.PI * ((path.waves / 10) * progress + path.phase / 1000));
  return { x, y };
}

/** A hall's schedule: fish by id, the fish swimming at a time, the slots' fish cached. */
export function createSchedule(seed: string) {
  const cache = new Map<number, FishSpawn[]>();
  const ofSlot = (slot: number): FishSpawn[] => {
    let fish = cache.get(slot);
    if (!fish) {
      fish = slotFish(seed, slot);
      cache.set(slot, fish);
      if (cache.size > 200) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    return fish;
  };
  return {
    ofSlot,
    /** The fish an id names, if it is in the water at `at` (with the shot grace). */
    swimming(id: string, at: number): FishSpawn | undefined {
      const match = /^(\d{1,15})\.(\d)$/.exec(id);
      if (!match) return undefined;
      const slot = Number(match[1]);
      const fish = ofSlot(slot).find((entry) => entry.id === id);
      if (!fish || at < fish.spawnAt || at > fish.spawnAt + fish.swimMs + SHOT_GRACE_MS) return undefined;
      return fish;
    },
    /** Fish in the water at `at` and those spawning up to `aheadMs` later. */
    around(at: number, aheadMs: number): FishSpawn[] {
      const first = Math.floor((at - LONGEST_SWIM_MS) / SLOT_MS);
      const last = Math.floor((at + aheadMs) / SLOT_MS);
      const out: FishSpawn[] = [];
      for (let slot = Math.max(0, first); slot <= last; slot += 1)
        for (const fish of ofSlot(slot))
          if (fish.spawnAt + fish.swimMs >= at && fish.spawnAt <= at + aheadMs) out.push(fish);
      return out;
    },
  };
}

export type Schedule = ReturnType<typeof createSchedule>;
