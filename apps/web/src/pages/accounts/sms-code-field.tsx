import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/dialog/alert-dialog';
import { TextField } from '../../components/form/fields';
import { type FieldError, VERIFICATION_CODE_MAX_LENGTH } from '../../forms/rules';
import { useFormat } from '../../i18n/use-format';
import type { SmsCode } from './use-sms-code';

type Props = {
  sms: SmsCode;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  /** Validates the mobile number (before any SMS is sent), then sends. */
  onSend: () => void;
  markRequired?: boolean;
};

/** The SMS code with its send button, which counts down until a new code may be sent. */
export function SmsCodeField({ sms, value, onValueChange, error, onSend, markRequired = true }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const waiting = sms.remaining > 0;
  return (
    <>
      <TextField
        name="verificationCode"
        label={t('sms_code')}
        markRequired={markRequired}
        icon="key"
        value={value}
        onValueChange={onValueChange}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        placeholder={t('sms_code_placeholder')}
        trailing={
          <button
            type="button"
            className="field__action"
            onClick={onSend}
            disabled={waiting || sms.sending}
            data-action="send-code"
            aria-live="polite"
          >
            {waiting
              ? t('sms_resend_in', { seconds: format.plainInteger(sms.remaining) })
              : sms.sending
                ? t('sms_sending')
                : t('sms_send')}
          </button>
        }
      />
      {sms.warning && (
        <AlertDialog
          name="sms-warning"
          title={t('warning')}
          message={sms.warning}
          onConfirm={sms.dismissWarning}
        />
      )}
    </>
  );
}
