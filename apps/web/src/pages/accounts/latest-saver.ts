type SaverEvents<T, R> = {
  saved: (result: R, value: T) => void;
  failed: (error: unknown, value: T) => void;
};

/**
 * Saves the latest choice, one request at a time. A choice made while a save is on its way
 * replaces any other waiting one, so arrowing through a radio group sends at most two requests
 * and the last one the person made always lands last. Only the last request's outcome is reported.
 */
export function createLatestSaver<T, R>(
  send: (value: T) => Promise<R>,
  events: SaverEvents<T, R>,
): (value: T) => void {
  let sending = false;
  let waiting: { value: T } | null = null;

  async function run(value: T): Promise<void> {
    sending = true;
    try {
      const result = await send(value);
      if (!waiting) events.saved(result, value);
    } catch (error) {
      if (!waiting) events.failed(error, value);
    } finally {
      sending = false;
      const next = waiting;
      waiting = null;
      if (next) void run(next.value);
    }
  }

  return (value: T) => {
    if (sending) waiting = { value };
    else void run(value);
  };
}
