import type { Language, RegisterFieldRule } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { registerSettingQuery, useRegisterSetting, useWhitelabel, whitelabelQuery } from '../../api/system';
import { type FieldError, required, ruleError } from '../../forms/rules';

/** Logging in with this password forces a change, so it cannot be chosen. */
export const DEFAULT_PASSWORD = '123456';

export type NewPasswordRule = {
  /** The register form's password rule ("new password required plus format"). */
  rule: RegisterFieldRule | undefined;
  /** With the forced change on, the default password is refused as a new one (as the server does). */
  forbidDefault: boolean;
};

/**
 * The rule a new password follows, from GET /wps/system/setting/register and the whitelabel flags.
 * Both start loading with the form; the returned function gives the rule at submit, waiting for
 * them if they have not arrived yet, so a quick submit is checked like a slow one (a short password
 * typed before the settings came once passed the browser's check). Settings that cannot be read
 * leave only "required" here; the server checks the rule again either way.
 */
export function useNewPasswordRule(): () => Promise<NewPasswordRule> {
  const queryClient = useQueryClient();
  useRegisterSetting();
  useWhitelabel();
  return useCallback(async () => {
    const [setting, whitelabel] = await Promise.all([
      queryClient.ensureQueryData(registerSettingQuery).catch(() => undefined),
      queryClient.ensureQueryData(whitelabelQuery).catch(() => undefined),
    ]);
    return {
      rule: setting?.fields.password,
      forbidDefault: whitelabel?.features.forcedPasswordChange !== false,
    };
  }, [queryClient]);
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
