import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { type SmsPurpose, sendSmsCode } from '../../api/verification';
import { resendSeconds, useCountdown } from '../../forms/countdown';

export type SmsCode = {
  /** Seconds until another code may be sent; 0 when the button is enabled. */
  remaining: number;
  sending: boolean;
  /** The server refused to send: its message, shown in a warning dialog (spec section 8). */
  warning: string | null;
  dismissWarning: () => void;
  /** True when the code went out; the countdown then runs 60 s × expiredMinutes. */
  send: (input: {
    countryDialingCode: string;
    mobileNo: string;
    captcha?: string;
    captchaId?: string;
  }) => Promise<boolean>;
};

export function useSmsCode(purpose: SmsPurpose): SmsCode {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const { start } = countdown;

  const send = useCallback<SmsCode['send']>(
    async (input) => {
      setSending(true);
      try {
        const { expiredMinutes } = await sendSmsCode(purpose, input);
        start(resendSeconds(expiredMinutes));
        return true;
      } catch (error) {
        setWarning(error instanceof ApiError ? error.message : t('network_error'));
        return false;
      } finally {
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
