/** The raffle page's pure parts (decision 0055): the countdown to the draw. */

export type Countdown = { d: string; h: string; m: string; s: string; done: boolean };

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds from `now` to `target` (all zero once it has passed). */
export function countdown(target: string | Date, now: Date): Countdown {
  const left = Math.max(0, Math.floor((new Date(target).getTime() - now.getTime()) / 1000));
  const d = Math.floor(left / 86_400);
  const h = Math.floor((left % 86_400) / 3600);
  const m = Math.floor((left % 3600) / 60);
  return { d: String(d), h: pad(h), m: pad(m), s: pad(left % 60), done: left === 0 };
}

/** A long hash shown in two halves so it wraps evenly on a 375 px screen. */
export function hashHalves(hash: string): [string, string] {
  const mid = Math.ceil(hash.length / 2);
  return [hash.slice(0, mid), hash.slice(mid)];
}
