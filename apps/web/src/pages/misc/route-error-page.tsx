import { useTranslation } from 'react-i18next';
import { useRouteFailure } from '../../app/declarative-routes';
import { isChunkFailure } from '../../app/lazy-page';
import { MessagePage } from './message-page';

/**
 * What a route shows when its page fails to load or render (a technical error):
 * a friendly translated message and a retry that reloads the page, never a white screen.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteFailure();
  return (
    <MessagePage
      page={isChunkFailure(error) ? 'chunk-error' : 'route-error'}
      icon="wifiOff"
      title={t('chunk_error_title')}
      text={t('chunk_error_text')}
    >
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </MessagePage>
  );
}
