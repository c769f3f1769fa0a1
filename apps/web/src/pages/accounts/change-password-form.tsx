import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../api/accounts';
import { changePassword } from '../../api/member';
import { FormError, PasswordField } from '../../components/form/fields';
import {
  collectErrors,
  confirmError,
  type FieldErrors,
  hasErrors,
  required,
  serverFieldErrors,
} from '../../forms/rules';
import { useLanguage } from '../../stores/language';
import { errorCode, failureText, failureValue } from './failure';
import { forcedPasswordChange } from './forced-password';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordError, useNewPasswordRule } from './password-rule';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

type Props = {
  /** After a login with the default or an expired password: the old password is already proven. */
  forced: boolean;
  /** The password was changed: member info is reloaded; the other sessions are signed out. */
  onChanged: () => void;
  /** Below the submit button (the forced flow's logout). */
  children?: ReactNode;
};

/**
 * The change-password form (PUT /wps/member/password): old password, new password by the site's
 * rule, confirmation. Used by the change-password modal and the security centre. A wrong old
 * password and the rules only the server checks show at their fields, in the server's words.
 */
export function ChangePasswordForm({ forced, onChanged, children }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const newPasswordRule = useNewPasswordRule();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const rule = await newPasswordRule();
      const found = collectErrors<Field>({
        oldPassword: forced ? null : required(oldPassword),
        newPassword: newPasswordError(rule, newPassword, language, forced ? undefined : oldPassword),
        confirmNewPassword: confirmError(newPassword, confirmation),
      });
      setErrors(found);
      if (hasErrors(found)) return;
      await changePassword({
        ...(forced ? {} : { oldPassword }),
        newPassword,
        confirmNewPassword: confirmation,
      });
      forcedPasswordChange.done();
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
      onChanged();
    } catch (error) {
      const fromServer = serverFieldErrors(failureValue(error), [
        'oldPassword',
        'newPassword',
        'confirmNewPassword',
      ] as const);
      if (errorCode(error) === 'OLD_PASSWORD_INCORRECT')
        setErrors({ oldPassword: { text: failureText(error, t) } });
      // A rule only the server can check (a forced change's new password equal to the current
      // one) is shown at its field, in the server's words, not as "Invalid input: body.…".
      else if (hasErrors(fromServer)) setErrors(fromServer);
      else setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-form="change-password">
      {forced && (
        <p className="form-note" role="status">
          {t('change_password_forced')}
        </p>
      )}
      {!forced && (
        <PasswordField
          name="oldPassword"
          label={t('old_password')}
          markRequired
          value={oldPassword}
          onValueChange={setOldPassword}
          error={errors.oldPassword}
          autoComplete="current-password"
          maxLength={128}
          placeholder={t('old_password_placeholder')}
        />
      )}
      <NewPasswordFields
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPassword={setNewPassword}
        onConfirmation={setConfirmation}
        errors={errors}
      />
      <FormError message={failure} />
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {busy ? t('saving') : t('change_password_submit')}
      </button>
      {children}
    </form>
  );
}
