import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon';
import { SystemScreen } from './system-screen';

/** The status call failed: the catalogue's "network link abnormal, try again", with a retry. */
export function NetworkErrorPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <SystemScreen page="network-error" icon="wifiOff" tone="warning" title={t('network_error_title')}>
      <p className="system-card__text" role="alert">
        {t('network_error')}
      </p>
      <button
        type="button"
        className="button button--primary button--wide"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        <Icon name="refresh" />
        {t('retry')}
      </button>
    </SystemScreen>
  );
}
