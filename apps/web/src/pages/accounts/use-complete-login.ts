import type { LoginValue } from '@khela/contract';
import { useCallback } from 'react';
import { useStartSession } from '../../api/accounts';
import { forcedPasswordChange } from './forced-password';

/** How the person got in: only a password login can force a password change. */
export type LoginMethod = 'password' | 'sms' | 'social' | 'freeplay' | 'register' | 'reset';

/**
 * What every successful login does: the token goes to session storage;
 * when the password is the default or expired (and the login was by password) the forced
 * change-password modal opens, otherwise member info loads and the person is in.
 */
export function useCompleteLogin(onDone: () => void): (value: LoginValue, method: LoginMethod) => void {
  const startSession = useStartSession();
  return useCallback(
    (value: LoginValue, method: LoginMethod) => {
      startSession(value);
      if (value.changePasswordRequired && method === 'password') forcedPasswordChange.require();
      onDone();
    },
    [startSession, onDone],
  );
}
