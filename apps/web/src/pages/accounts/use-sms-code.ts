import type { CountryItem } from '@khela/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { type SmsPurpose, sendSmsCode } from '../../api/verification';
import { resendSeconds, useCountdown } from '../../forms/countdown';
import { captchaError, type FieldError, mobileError, nationalNumber } from '../../forms/rules';
import type { Captcha } from './use-captcha';

export type SmsCodeInput = {
  countryDialingCode: string;
  mobileNo: string;
  captcha?: string;
  captchaId?: string;
};

/**
 * The one hook every account form uses to send an SMS code (register by mobile, login by SMS,
 * forgot password by phone): it sends, keeps the server's warning, and runs the resend countdown
 * from what the server answered, so the button never opens before the server would accept a new
 * code.
 */
export type SmsCode = {
  /** Seconds until another code may be sent; 0 when the button is enabled. */
  remaining: number;
  sending: boolean;
  /** The server refused to send: its message, shown in a warning dialog. */
  warning: string | null;
  dismissWarning: () => void;
  /** True when the code went out; the countdown then runs 60 s × expiredMinutes. */
  send: (input: SmsCodeInput) => Promise<boolean>;
};

/** What one send attempt leads to: the countdown to run (seconds, 0 for none) and any warning. */
export type SmsSendOutcome = { sent: boolean; waitSeconds: number; warning: string | null };

/**
 * One send, without React: the countdown follows the code's lifetime the server answered, and a
 * refusal for sending too soon carries the server's own wait (after a reload the form does not know
 * a code went out a minute ago; the server does).
 */
export async function sendOnce(
  request: () => Promise<{ expiredMinutes: number }>,
  networkError: string,
): Promise<SmsSendOutcome> {
  try {
    const { expiredMinutes } = await request();
    return { sent: true, waitSeconds: resendSeconds(expiredMinutes), warning: null };
  } catch (error) {
    if (!(error instanceof ApiError)) return { sent: false, waitSeconds: 0, warning: networkError };
    return { sent: false, waitSeconds: serverWaitSeconds(error), warning: error.message };
  }
}

/** The seconds a TOO_MANY_REQUESTS answer asks to wait (whole, positive), else 0. */
function serverWaitSeconds(error: ApiError): number {
  if (error.code !== 'TOO_MANY_REQUESTS') return 0;
  const value = error.value;
  if (typeof value !== 'object' || value === null || !('retryAfterSeconds' in value)) return 0;
  const seconds = Number(value.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

export function useSmsCode(purpose: SmsPurpose): SmsCode {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  // A second tap before the first answer must not send a second SMS.
  const inFlight = useRef(false);
  const { start } = countdown;

  const send = useCallback<SmsCode['send']>(
    async (input) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      try {
        const outcome = await sendOnce(() => sendSmsCode(purpose, input), t('network_error'));
        if (outcome.waitSeconds > 0) start(outcome.waitSeconds);
        if (outcome.warning) setWarning(outcome.warning);
        return outcome.sent;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [purpose, start, t],
  );

  return {
    remaining: countdown.remaining,
    sending,
    warning,
    dismissWarning: () => setWarning(null),
    send,
  };
}

/** What a form's send-code button hands over: the number as typed and the captcha beside it. */
export type CodeRequest = {
  country: CountryItem | undefined;
  countryDialingCode: string;
  mobile: string;
  /** The captcha answer as typed. */
  answer: string;
  captcha: Pick<Captcha, 'value' | 'renew'>;
};

/** The mobile and captcha fields' errors after a send attempt; `asked` when the code was asked for. */
export type CodeRequestResult = {
  errors: { mobileNum?: FieldError; captcha?: FieldError };
  asked: boolean;
};

/**
 * The send-code button of every account form that sends an SMS code: the number and the captcha
 * answer must pass first (their errors go beside the fields), then the code is asked for and the
 * captcha, whose answer is single use, is renewed. The form clears the answer when `asked`.
 */
export function requestCode(sms: Pick<SmsCode, 'send'>, request: CodeRequest): CodeRequestResult {
  const mobileProblem = mobileError(request.country, request.mobile);
  const captchaProblem = captchaError(request.answer);
  const errors = { mobileNum: mobileProblem ?? undefined, captcha: captchaProblem ?? undefined };
  const captchaId = request.captcha.value?.captchaId;
  if (mobileProblem || captchaProblem || !captchaId) return { errors, asked: false };
  void sms.send({
    countryDialingCode: request.countryDialingCode,
    mobileNo: nationalNumber(request.country, request.mobile),
    captcha: request.answer.trim(),
    captchaId,
  });
  request.captcha.renew();
  return { errors, asked: true };
}
