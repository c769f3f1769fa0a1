import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form/fields';
import type { FieldError } from '../../forms/rules';

type Props = {
  newPassword: string;
  confirmation: string;
  onNewPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { newPassword?: FieldError | undefined; confirmNewPassword?: FieldError | undefined };
};

/** The new password and its confirmation, as every password-setting form asks for them. */
export function NewPasswordFields({
  newPassword,
  confirmation,
  onNewPassword,
  onConfirmation,
  errors,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        name="newPassword"
        label={t('new_password')}
        markRequired
        value={newPassword}
        onValueChange={onNewPassword}
        error={errors.newPassword}
        autoComplete="new-password"
        maxLength={128}
        placeholder={t('new_password_placeholder')}
      />
      <PasswordField
        name="confirmNewPassword"
        label={t('confirm_new_password')}
        markRequired
        value={confirmation}
        onValueChange={onConfirmation}
        error={errors.confirmNewPassword}
        autoComplete="new-password"
        maxLength={128}
        placeholder={t('confirm_password_placeholder')}
      />
    </>
  );
}
