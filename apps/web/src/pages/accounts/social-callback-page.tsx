import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { finishSocialLogin } from '../../api/accounts';
import { PATHS } from '../../app/paths';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { failureText } from './failure';
import { readSocialCallback, takeSocialReturn } from './social-login';
import { useCompleteLogin } from './use-complete-login';
import './accounts.css';

/**
 * One exchange per state: the provider's code is single use, so a second render (React's strict
 * mode, a re-mount) reuses the first answer instead of posting it again.
 */
const exchanges = new Map<string, ReturnType<typeof finishSocialLogin>>();

type View = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * /social/callback/:provider — where the OpenID Connect provider sends the browser back. Posts
 * what it put on the URL (code and state, or error and state) to the server, which logs in;
 * the session then starts exactly as after a password login. A failure stays on this page with
 * the server's translated message.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'working' });
  const [returnPath] = useState(() => takeSocialReturn(sessionStorage));
  const complete = useCompleteLogin(() => navigate(returnPath, { replace: true }));
  // The latest callbacks, read when the answer arrives: the exchange runs once per URL.
  const latest = useRef({ complete, t });
  latest.current = { complete, t };

  useEffect(() => {
    const back = readSocialCallback(location.search);
    if (back.kind === 'incomplete') {
      setView({ kind: 'failed', message: latest.current.t('social_incomplete') });
      return;
    }
    let exchange = exchanges.get(back.state);
    if (!exchange) {
      const { kind: _kind, ...body } = back;
      exchange = finishSocialLogin(provider, body);
      exchanges.set(back.state, exchange);
    }
    let current = true;
    exchange.then(
      (value) => {
        if (current) latest.current.complete(value, 'social');
      },
      (error: unknown) => {
        if (current) setView({ kind: 'failed', message: failureText(error, latest.current.t) });
      },
    );
    return () => {
      current = false;
    };
  }, [location.search, provider]);

  if (view.kind === 'working') {
    return (
      <div className="social-callback" data-page="social-callback" data-state="working">
        <p className="social-callback__text">{t('social_signing_in')}</p>
        <InlineLoader />
      </div>
    );
  }
  return (
    <div className="social-callback" data-page="social-callback" data-state="failed">
      <Icon name="alert" size={40} className="social-callback__icon" />
      <h1 className="social-callback__title">{t('social_failed_title')}</h1>
      <p className="social-callback__text" role="alert">
        {view.message}
      </p>
      <div className="social-callback__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(PATHS.login, { replace: true })}
          data-action="social-retry"
        >
          {t('social_try_again')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => navigate(PATHS.home, { replace: true })}
        >
          {t('back_home')}
        </button>
      </div>
    </div>
  );
}
