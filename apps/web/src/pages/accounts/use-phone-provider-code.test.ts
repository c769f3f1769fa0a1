import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/http';
import { PhoneProviderError } from '../../api/phone-provider';
import { BD } from '../../forms/countries.fixture';
import {
  createProviderCodeFlow,
  PROOF_REUSE_MS,
  type ProviderCalls,
  requestProviderCode,
} from './use-phone-provider-code';
import type { SmsCodeInput } from './use-sms-code';

const NUMBER = '+8801712345678';

/** A provider that records its calls; `refuse` makes the next call fail. */
function provider() {
  const calls: string[] = [];
  let refuse: unknown = null;
  let sessions = 0;
  const api: ProviderCalls = {
    send: async (phoneNumber) => {
      calls.push(`send ${phoneNumber}`);
      if (refuse) throw refuse;
      sessions += 1;
      return { sessionInfo: `s${sessions}` };
    },
    verify: async (sessionInfo, code) => {
      calls.push(`verify ${sessionInfo} ${code}`);
      if (refuse) throw refuse;
      return { idToken: `token-${sessionInfo}-${code}`, phoneNumber: NUMBER };
    },
  };
  const fail = (error: unknown) => {
    refuse = error;
  };
  return { api, calls, refuse: fail };
}

describe('the countdown and warnings of a provider send', () => {
  it('counts down one minute after the provider sent the code', async () => {
    const { api } = provider();
    expect(await createProviderCodeFlow(api).send(NUMBER)).toEqual({
      sent: true,
      waitSeconds: 60,
      warning: null,
    });
  });

  it("shows the provider's refusal translated, with no countdown", async () => {
    const p = provider();
    p.refuse(new PhoneProviderError('QUOTA_EXCEEDED', 'phone_err_quota'));
    expect(await createProviderCodeFlow(p.api).send(NUMBER)).toEqual({
      sent: false,
      waitSeconds: 0,
      warning: 'phone_err_quota',
    });
    p.refuse(new NetworkError('offline'));
    expect((await createProviderCodeFlow(p.api).send(NUMBER)).warning).toBe('network_error');
  });
});

describe('proving the number at registration', () => {
  it('exchanges the code of the last send, and reuses the token for the same code', async () => {
    const p = provider();
    let now = 1_000_000;
    const flow = createProviderCodeFlow(p.api, () => now);
    await flow.send(NUMBER);
    expect(await flow.prove(NUMBER, '123456')).toBe('token-s1-123456');
    // A registration refused for a taken username is sent again: the provider takes a code once.
    expect(await flow.prove(NUMBER, '123456')).toBe('token-s1-123456');
    expect(p.calls.filter((c) => c.startsWith('verify'))).toHaveLength(1);
    now += PROOF_REUSE_MS;
    expect(await flow.prove(NUMBER, '123456')).toBe('token-s1-123456');
    expect(p.calls.filter((c) => c.startsWith('verify'))).toHaveLength(2);
  });

  it('asks to send a code first: none sent, sent to another number, or forgotten after a refusal', async () => {
    const p = provider();
    const flow = createProviderCodeFlow(p.api);
    await expect(flow.prove(NUMBER, '123456')).rejects.toMatchObject({ key: 'phone_send_first' });
    await flow.send('+8801811111111');
    await expect(flow.prove(NUMBER, '123456')).rejects.toMatchObject({ key: 'phone_send_first' });
    await flow.send(NUMBER);
    await flow.prove(NUMBER, '123456');
    flow.forget();
    await expect(flow.prove(NUMBER, '123456')).rejects.toMatchObject({ key: 'phone_send_first' });
  });

  it("passes the provider's refusal of the code on", async () => {
    const p = provider();
    const flow = createProviderCodeFlow(p.api);
    await flow.send(NUMBER);
    p.refuse(new PhoneProviderError('INVALID_CODE', 'phone_err_code'));
    await expect(flow.prove(NUMBER, '000000')).rejects.toMatchObject({ key: 'phone_err_code' });
  });
});

describe('the send-code button with the provider (requestProviderCode)', () => {
  function press(mobile: string, countryDialingCode = '880') {
    const sent: SmsCodeInput[] = [];
    const result = requestProviderCode(
      { send: async (input) => Boolean(sent.push(input)) },
      { country: BD, countryDialingCode, mobile },
    );
    return { result, sent };
  }

  it('sends the national number with its dialling code, no captcha', () => {
    const { result, sent } = press('01712345678');
    expect(result).toEqual({ errors: { mobileNum: undefined }, asked: true });
    expect(sent).toEqual([{ countryDialingCode: '880', mobileNo: '1712345678' }]);
  });

  it('sends nothing while the number is wrong', () => {
    for (const mobile of ['', '0171234', 'abc']) {
      const { result, sent } = press(mobile);
      expect(result.asked).toBe(false);
      expect(result.errors.mobileNum).toBeTruthy();
      expect(sent).toEqual([]);
    }
  });
});
