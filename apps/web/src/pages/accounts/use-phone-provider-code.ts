import { type CountryItem, PHONE_PROVIDER_RESEND_MINUTES, type PhoneProviderClient } from '@khela/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '../../api/http';
import { e164, PhoneProviderError, sendPhoneCode, verifyPhoneCode } from '../../api/phone-provider';
import { resendSeconds, useCountdown } from '../../forms/countdown';
import { type FieldError, mobileError, nationalNumber } from '../../forms/rules';
import type { MessageKey } from '../../i18n/bn';
import type { SmsCode } from './use-sms-code';

/**
 * The register form's SMS code when an external provider verifies numbers (decision 0087): the
 * provider texts the code, the countdown is one minute ("one minute with the social-sign-in SMS
 * provider"), and at registration the typed code is exchanged with the provider for an ID token
 * that the register call carries instead of the code.
 */
export type ProviderCalls = {
  send(phoneNumber: string): Promise<{ sessionInfo: string }>;
  verify(sessionInfo: string, code: string): Promise<{ idToken: string; phoneNumber: string }>;
};

/** What one send leads to: the countdown (seconds, 0 for none) and the warning to show. */
export type ProviderSendOutcome = { sent: boolean; waitSeconds: number; warning: MessageKey | null };

/**
 * A token is reused for this long (a registration refused for a taken username is sent again
 * with the same proof: the provider takes each code once). The server accepts a phone sign-in
 * for 30 minutes.
 */
export const PROOF_REUSE_MS = 25 * 60_000;

/** The failure's text: the provider's error, or the network message when nothing answered. */
export function providerFailureKey(error: unknown): MessageKey {
  if (error instanceof PhoneProviderError) return error.key;
  return error instanceof NetworkError ? 'network_error' : 'phone_err_unknown';
}

/** One registration's number check, without React (unit-tested). */
export function createProviderCodeFlow(calls: ProviderCalls, now: () => number = Date.now) {
  let session: { phoneNumber: string; sessionInfo: string } | null = null;
  let proof: { phoneNumber: string; code: string; idToken: string; atMs: number } | null = null;

  async function send(phoneNumber: string): Promise<ProviderSendOutcome> {
    try {
      const { sessionInfo } = await calls.send(phoneNumber);
      session = { phoneNumber, sessionInfo };
      proof = null;
      return { sent: true, waitSeconds: resendSeconds(PHONE_PROVIDER_RESEND_MINUTES), warning: null };
    } catch (error) {
      return { sent: false, waitSeconds: 0, warning: providerFailureKey(error) };
    }
  }

  /** The ID token for the typed code; throws PhoneProviderError (or NetworkError) when refused. */
  async function prove(phoneNumber: string, code: string): Promise<string> {
    if (
      proof &&
      proof.phoneNumber === phoneNumber &&
      proof.code === code &&
      now() - proof.atMs < PROOF_REUSE_MS
    ) {
      return proof.idToken;
    }
    if (!session || session.phoneNumber !== phoneNumber) {
      throw new PhoneProviderError('NO_SESSION', 'phone_send_first');
    }
    const { idToken } = await calls.verify(session.sessionInfo, code);
    proof = { phoneNumber, code, idToken, atMs: now() };
    return idToken;
  }

  /** The server refused the proof: the next registration needs a new code. */
  function forget() {
    session = null;
    proof = null;
  }

  return { send, prove, forget };
}

export type ProviderCodeFlow = ReturnType<typeof createProviderCodeFlow>;

/** The send-code button with the provider: the number must validate first (no captcha of ours). */
export function requestProviderCode(
  sms: Pick<SmsCode, 'send'>,
  request: { country: CountryItem | undefined; countryDialingCode: string; mobile: string },
): { errors: { mobileNum?: FieldError }; asked: boolean } {
  const problem = mobileError(request.country, request.mobile);
  if (problem) return { errors: { mobileNum: problem }, asked: false };
  void sms.send({
    countryDialingCode: request.country?.countryDialingCode ?? request.countryDialingCode,
    mobileNo: nationalNumber(request.country, request.mobile),
  });
  return { errors: { mobileNum: undefined }, asked: true };
}

export type ProviderCode = SmsCode & {
  /** The ID token for the typed code of this number (E.164). */
  prove: ProviderCodeFlow['prove'];
  forget: () => void;
};

export function usePhoneProviderCode(provider: PhoneProviderClient | null): ProviderCode {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<MessageKey | null>(null);
  const inFlight = useRef(false);
  const { start } = countdown;
  const flow = useMemo(
    () =>
      createProviderCodeFlow({
        send: (phoneNumber) =>
          provider ? sendPhoneCode(provider, phoneNumber) : Promise.reject(new Error('no phone provider')),
        verify: (sessionInfo, code) =>
          provider
            ? verifyPhoneCode(provider, sessionInfo, code)
            : Promise.reject(new Error('no phone provider')),
      }),
    [provider],
  );

  const send = useCallback<SmsCode['send']>(
    async (input) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      try {
        const outcome = await flow.send(e164(input.countryDialingCode, input.mobileNo));
        if (outcome.waitSeconds > 0) start(outcome.waitSeconds);
        if (outcome.warning) setWarning(outcome.warning);
        return outcome.sent;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [flow, start],
  );

  return {
    remaining: countdown.remaining,
    sending,
    warning: warning ? t(warning) : null,
    dismissWarning: () => setWarning(null),
    send,
    prove: flow.prove,
    // The countdown keeps running: a new code is sent when it ends, as for any resend.
    forget: flow.forget,
  };
}
