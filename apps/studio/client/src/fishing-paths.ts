/**
 * Where a fish swims (decision 0075): the same formula as the server's schedule
 * (apps/studio/src/rooms/fishing/schedule.ts `pathPoint`; the tests check they agree). The tank
 * is 1 × 1; a fish enters beyond one side and leaves beyond the other.
 */
export type FishPath = { dir: 1 | -1; y0: number; y1: number; amp: number; waves: number; phase: number };

export function pathPoint(path: FishPath, progress: number): { x: number; y: number } {
  const across = -0.12 + 1.24 * progress;
  const x = path.dir === 1 ? across : 1 - across;
  const y =
    (path.y0 + (path.y1 - path.y0) * progress) / 1000 +
    (path.amp / 1000) * Math.sin(2 * Math.PI * ((path.waves / 10) * progress + path.phase / 1000));
  return { x, y };
}

/** A fish's place and heading (radians) at `at`, or undefined when it is not in the water. */
export function fishAt(
  fish: { spawnAt: number; swimMs: number; path: FishPath },
  at: number,
): { x: number; y: number; heading: number } | undefined {
  const progress = (at - fish.spawnAt) / fish.swimMs;
  if (progress < 0 || progress > 1) return undefined;
  const here = pathPoint(fish.path, progress);
  const next = pathPoint(fish.path, Math.min(1, progress + 0.01));
  const back = pathPoint(fish.path, Math.max(0, progress - 0.01));
  return { ...here, heading: Math.atan2(next.y - back.y, next.x - back.x) };
}

/** Seats on the tank's edge: 0–3 along the bottom, 4–7 along the top (every page alike). */
export function seatPoint(seat: number): { x: number; y: number } {
  const column = seat % 4;
  return { x: 0.125 + 0.25 * column, y: seat < 4 ? 1 : 0 };
}

/** A fish's drawn radius as a share of the tank's width, by its multiplier. */
export function fishRadius(multiplier: number): number {
  return Math.min(0.085, 0.022 + 0.009 * Math.log2(Math.max(2, multiplier)));
}
