/**
 * The server's clock when test hooks are on (TEST_HOOKS=true, never in production): browser tests
 * may move it (POST /wps/test/clock) to settle a period that has not yet ended in real time. Off,
 * the server uses the real clock and nothing here is read.
 */
export const testClock = { shiftMs: 0 };

export const shiftedNow = () => new Date(Date.now() + testClock.shiftMs);
