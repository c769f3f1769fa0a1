import type { bnSecurity } from './bn-security';

/** English messages of the security centre's login password and avatar cards (decision 0086). */
export const enSecurity: Record<keyof typeof bnSecurity, string> = {
  password_last_changed: 'Last changed {{date}}',
  password_changed: 'Password changed. You stay logged in here; your other devices have been signed out.',
  password_none:
    'You log in with a social account, so there is no password to change. To set one, sign out and use "Forgot password?".',
  avatar_title: 'Avatar',
  avatar_choice: 'Avatar {{number}}',
  avatar_saved: 'Avatar saved',
};
