import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields';
import type { FieldError } from '../../forms/rules';
import type { Captcha } from './use-captcha';

type Props = {
  captcha: Captcha;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  maxLength?: number;
};

/** The captcha answer with its image beside it; a click on the image gets a new one. */
export function CaptchaField({ captcha, value, onValueChange, error, maxLength = 16 }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      name="captcha"
      label={t('captcha')}
      markRequired
      icon="shield"
      value={value}
      onValueChange={onValueChange}
      error={error}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={maxLength}
      placeholder={t('captcha_placeholder')}
      trailing={
        <button
          type="button"
          className="captcha-image"
          onClick={captcha.refreshByClick}
          title={t('captcha_refresh')}
          aria-label={t('captcha_refresh')}
          data-captcha-image
        >
          {captcha.value ? (
            <img
              src={captcha.value.image}
              alt={t('captcha_image')}
              data-captcha-id={captcha.value.captchaId}
            />
          ) : (
            <span className="captcha-image__loading">
              {captcha.failed ? t('captcha_retry') : t('loading')}
            </span>
          )}
        </button>
      }
    />
  );
}
