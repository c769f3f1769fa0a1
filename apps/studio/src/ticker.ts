/**
 * A step run every `everyMs` (the book's feed and settlement, the lottery's draws), one at a time:
 * a slow step is never overlapped by the next, and a tick that comes while one runs is skipped.
 * `run()` runs one now (after any running one); `stop()` ends the timer and waits for the last.
 */
export function serialTicker(
  step: () => Promise<void>,
  options: { everyMs: number | false; logError: (error: unknown, context: string) => void; context: string },
) {
  let ticking: Promise<void> = Promise.resolve();
  let pending = 0;
  function run(): Promise<void> {
    pending += 1;
    ticking = ticking.then(async () => {
      try {
        await step();
      } catch (error) {
        options.logError(error, options.context);
      } finally {
        pending -= 1;
      }
    });
    return ticking;
  }
  let timer: NodeJS.Timeout | undefined;
  if (options.everyMs !== false) {
    timer = setInterval(() => {
      if (pending === 0) void run();
    }, options.everyMs);
    timer.unref();
  }
  return {
    run,
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await ticking;
    },
  };
}
