/** Decimal text → an integer of hundredths ("12.5" → 1250n), for exact comparisons; null when not a number. */
function hundredths(text: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) return null;
  const value = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/**
 * How far `value` is toward `target`, in whole percent from 0 to 100 (floored, so 100 means
 * reached). A zero target is reached at once.
 */
export function progressPercent(value: string, target: string): number {
  const v = hundredths(value);
  const t = hundredths(target);
  if (v === null || t === null) return 0;
  if (t <= 0n) return 100;
  if (v <= 0n) return 0;
  if (v >= t) return 100;
  return Number((v * 100n) / t);
}

/** A points rate in basis points of the base rate as a multiplier: 12500 → 1.25. */
export const pointsMultiplier = (rateBp: number): number => rateBp / 10_000;

/** A rebate rate in basis points as a percentage number: 50 → 0.5. */
export const rebatePercent = (rateBp: number): number => rateBp / 100;
