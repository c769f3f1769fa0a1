/**
 * The crash curve as the server publishes it (apps/studio/src/rooms/crash/curve.ts, decision 0077;
 * a test holds the two equal): m(t) = floor(100 · e^(K·t)) hundredths, t in ms since the flight
 * started. The page draws it from the flight's start; the server's ticks and its cash-out answers
 * are what count.
 */
export const CURVE_K = 0.00006;
export const MAX_HUNDREDTHS = 1_000_000;

export function multiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.min(MAX_HUNDREDTHS, Math.floor(100 * Math.exp(CURVE_K * elapsedMs)));
}

/** The first whole ms at which the curve reaches `hundredths`. */
export function timeOf(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CURVE_K) - 2);
  while (multiplierAt(t) < hundredths) t += 1;
  while (t > 0 && multiplierAt(t - 1) >= hundredths) t -= 1;
  return t;
}

export const multiplierText = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** 235 from "2.35"; undefined for anything else. */
export function hundredthsOf(text: string): number | undefined {
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What a stake (decimal text, `decimals` places) returns at a multiplier, as decimal text. */
export function winText(stake: string, hundredths: number, decimals: number): string {
  const [whole = '0', fraction = ''] = stake.split('.');
  const minor = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  const win = (minor * BigInt(hundredths)) / 100n;
  if (decimals === 0) return String(win);
  const scale = 10n ** BigInt(decimals);
  return `${win / scale}.${String(win % scale).padStart(decimals, '0')}`;
}
