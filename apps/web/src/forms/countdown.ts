import { useCallback, useEffect, useState } from 'react';

/** Resend waits 60 seconds per minute the code lives (one minute by default). */
export const RESEND_SECONDS_PER_EXPIRY_MINUTE = 60;

export function resendSeconds(expiredMinutes: number | undefined): number {
  const minutes =
    expiredMinutes !== undefined && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : 1;
  return Math.ceil(minutes) * RESEND_SECONDS_PER_EXPIRY_MINUTE;
}

/** Whole seconds left until `endsAtMs` (rounded up, never below zero). */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

const TICK_MS = 250;

/**
 * A countdown that survives slow tabs: it keeps the end time and derives the seconds left from
 * the clock, so a throttled timer never stretches the wait.
 */
export function useCountdown(now: () => number = Date.now): {
  remaining: number;
  start: (seconds: number) => void;
  reset: () => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const update = () => {
      const left = secondsLeft(endsAt, now());
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    update();
    const timer = window.setInterval(update, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback((seconds: number) => setEndsAt(now() + seconds * 1000), [now]);
  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);
  return { remaining, start, reset };
}
