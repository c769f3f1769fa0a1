import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { sendOnce } from './use-sms-code';

describe('sending an SMS code (useSmsCode)', () => {
  it('runs the resend countdown for the lifetime the server answered', async () => {
    expect(await sendOnce(async () => ({ expiredMinutes: 5 }), 'offline')).toEqual({
      sent: true,
      waitSeconds: 300,
      warning: null,
    });
    expect((await sendOnce(async () => ({ expiredMinutes: 2 }), 'offline')).waitSeconds).toBe(120);
  });

  it('waits as long as the server says when it refuses a code sent too soon', async () => {
    const tooSoon = new ApiError('Too many requests, try again in 170 s', 429, 'TOO_MANY_REQUESTS', {
      retryAfterSeconds: 170,
    });
    expect(
      await sendOnce(async () => {
        throw tooSoon;
      }, 'offline'),
    ).toEqual({ sent: false, waitSeconds: 170, warning: 'Too many requests, try again in 170 s' });
  });

  it("shows any other refusal as the server's warning, with no countdown", async () => {
    const refused = new ApiError('This mobile number is already registered', 409, 'MOBILE_TAKEN');
    expect(
      await sendOnce(async () => {
        throw refused;
      }, 'offline'),
    ).toEqual({ sent: false, waitSeconds: 0, warning: 'This mobile number is already registered' });
  });

  it('says the network failed when no answer came', async () => {
    expect(
      await sendOnce(async () => {
        throw new TypeError('Failed to fetch');
      }, 'offline'),
    ).toEqual({ sent: false, waitSeconds: 0, warning: 'offline' });
  });
});
