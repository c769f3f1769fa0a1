import type { Language, RegisterFieldRule } from '@khela/contract';
import { useRegisterSetting, useWhitelabel } from '../../api/system';
import { type FieldError, required, ruleError } from '../../forms/rules';

/** Logging in with this password forces a change, so it cannot be chosen. */
export const DEFAULT_PASSWORD = '123456';

export type NewPasswordRule = {
  /** The register form's password rule ("new password required plus format"). */
  rule: RegisterFieldRule | undefined;
  /** With the forced change on, the default password is refused as a new one (as the server does). */
  forbidDefault: boolean;
};

/** The rule a new password follows, from GET /wps/system/setting/register and the whitelabel flags. */
export function useNewPasswordRule(): NewPasswordRule {
  const rule = useRegisterSetting().data?.fields.password;
  const forbidDefault = useWhitelabel().data?.features.forcedPasswordChange !== false;
  return { rule, forbidDefault };
}

export function newPasswordError(
  { rule, forbidDefault }: NewPasswordRule,
  password: string,
  language: Language,
  oldPassword?: string,
): FieldError | null {
  const problem = rule
    ? ruleError({ ...rule, enabled: true, required: true }, password, language)
    : required(password);
  if (problem) return problem;
  if (forbidDefault && password === DEFAULT_PASSWORD) return { key: 'error_default_password' };
  if (oldPassword !== undefined && oldPassword !== '' && oldPassword === password) {
    return { key: 'error_same_password' };
  }
  return null;
}
