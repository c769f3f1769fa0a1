import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { startSocialLogin, useSocialProviders } from '../../api/accounts';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { failureText } from './failure';
import { rememberSocialReturn, socialRedirectUri } from './social-login';

/** Where the person was: a guarded page's origin (RequireLogin), home from /login or /register. */
function returnPathOf(location: ReturnType<typeof useLocation>): string {
  const state: unknown = location.state;
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  const path = location.pathname.toLowerCase();
  if (path === '/login' || path === '/register') return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * One button per configured OpenID Connect provider (none configured, or SOCIALLOGIN off: nothing).
 * The browser goes to the provider's authorization URL and comes back to /social/callback/<id>.
 */
export function SocialLoginButtons() {
  const { t } = useTranslation();
  const location = useLocation();
  const providers = useSocialProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;

  async function start(provider: string) {
    setBusy(provider);
    setFailure(null);
    try {
      const { authorizationUrl } = await startSocialLogin(
        provider,
        socialRedirectUri(window.location.origin, provider),
      );
      rememberSocialReturn(sessionStorage, returnPathOf(location));
      window.location.assign(authorizationUrl);
    } catch (error) {
      setFailure(failureText(error, t));
      setBusy(null);
    }
  }

  return (
    <div className="social-login" data-social-login>
      <div className="form-divider">{t('or')}</div>
      <FormError message={failure} />
      {list.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button--ghost button--wide"
          onClick={() => void start(provider.id)}
          disabled={busy !== null}
          data-action="social-login"
          data-provider={provider.id}
        >
          <Icon name="globe" size={18} />
          {busy === provider.id ? t('social_redirecting') : t('social_login_with', { name: provider.name })}
        </button>
      ))}
    </div>
  );
}
