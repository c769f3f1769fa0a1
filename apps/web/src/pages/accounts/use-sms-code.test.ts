import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { BD } from '../../forms/countries.fixture';
import { type CodeRequest, requestCode, type SmsCodeInput, sendOnce } from './use-sms-code';

/** A send-code press with a recording SMS sender and captcha; `change` alters the request. */
function press(change: Partial<CodeRequest> = {}) {
  const sent: SmsCodeInput[] = [];
  let renewed = 0;
  const result = requestCode(
    {
      send: async (input) => {
        sent.push(input);
        return true;
      },
    },
    {
      country: BD,
      countryDialingCode: '880',
      mobile: '01712345678',
      answer: ' 4821 ',
      captcha: { value: { captchaId: 'cap-1', image: '' }, renew: () => void renewed++ },
      ...change,
    },
  );
  return { result, sent, renewed };
}

describe('the send-code button (requestCode)', () => {
  it('asks for the code with the national number and the trimmed answer, then renews the captcha', () => {
    const { result, sent, renewed } = press();
    expect(result).toEqual({ errors: { mobileNum: undefined, captcha: undefined }, asked: true });
    expect(sent).toEqual([
      { countryDialingCode: '880', mobileNo: '1712345678', captcha: '4821', captchaId: 'cap-1' },
    ]);
    expect(renewed).toBe(1);
  });

  it('sends nothing and spends no captcha while the number or the answer is wrong, or no captcha has loaded', () => {
    for (const change of [
      { mobile: '12345' },
      { answer: '' },
      { captcha: { value: null, renew: () => undefined } },
    ]) {
      const { result, sent, renewed } = press(change);
      expect(result.asked, JSON.stringify(change)).toBe(false);
      expect(sent).toEqual([]);
      expect(renewed).toBe(0);
    }
    expect(press({ mobile: '12345' }).result.errors.mobileNum).toBeDefined();
    expect(press({ answer: '' }).result.errors.captcha).toBeDefined();
  });
});

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
