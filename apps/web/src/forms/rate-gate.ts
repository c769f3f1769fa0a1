/**
 * Lets an action through at most once per interval (leading call only): the captcha image
 * refreshes at most once per second (the product's rate limits).
 */
export function createRateGate(intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass(nowMs: number): boolean {
      if (nowMs - last < intervalMs) return false;
      last = nowMs;
      return true;
    },
  };
}

export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;
