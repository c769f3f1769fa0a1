import { base32Decode, TOTP_STEP_SECONDS, totpAt } from '../../apps/server/src/modules/accounts/totp';

/**
 * The authenticator app of the browser tests: RFC 6238 codes from the secret the security centre
 * showed (the server's own implementation, which its unit tests check against the RFC vectors).
 * The server accepts the current step ± 1 and never the same or an older step again, so each
 * code is for the step after the last one used, waiting for the clock when that is too far ahead.
 */
export class TestAuthenticator {
  private lastStep = 0;

  constructor(readonly secret: string) {}

  static nowStep(): number {
    return Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
  }

  /**
   * A valid code for a step not used before (waits up to one step when it must). The first may be
   * the previous step's, taken only while the current step has at least 10 s left (the server
   * takes it until the current step ends): three codes in a row then need no wait, where starting
   * at the current step made the third wait for the next step, up to 30 s.
   */
  async nextCode(): Promise<string> {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
    const left = (now + 1) * TOTP_STEP_SECONDS * 1000 - nowMs;
    const earliest = left >= 10_000 ? now - 1 : now;
    const step = Math.max(this.lastStep + 1, earliest);
    // The server takes steps from now - 1 to now + 1: wait until `step` is at most now + 1.
    while (step > TestAuthenticator.nowStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
    this.lastStep = step;
    return this.codeAt(step);
  }

  /** A 6-digit code no step within ± 2 of now has: always refused. */
  wrongCode(): string {
    const now = TestAuthenticator.nowStep();
    const valid = new Set([-2, -1, 0, 1, 2].map((d) => this.codeAt(now + d)));
    for (let n = 0; ; n++) {
      const candidate = String((123_456 + n * 7_919) % 1_000_000).padStart(6, '0');
      if (!valid.has(candidate)) return candidate;
    }
  }

  private codeAt(step: number): string {
    const key = base32Decode(this.secret);
    if (!key) throw new Error(`not a base32 secret: ${this.secret}`);
    return totpAt(key, step);
  }
}
