/** A decimal text ("12.50", "3") as hundredths, for comparing progress with a target. */
function hundredths(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

/** How far a mission is, 0–100 (whole percent, floored), from its progress and target texts. */
export function progressPercent(progress: string, target: string): number {
  const goal = hundredths(target);
  if (goal <= 0n) return 0;
  const done = hundredths(progress);
  if (done >= goal) return 100;
  return done <= 0n ? 0 : Number((done * 100n) / goal);
}
