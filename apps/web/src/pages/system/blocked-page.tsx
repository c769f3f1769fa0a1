import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../components/customer-service-button';
import { SystemScreen } from './system-screen';

/** Status 2 (IP blocked): the visitor's IP, info text and a customer-service button. */
export function BlockedPage({ ip }: { ip: string }) {
  const { t } = useTranslation();
  return (
    <SystemScreen page="blocked" icon="shield" tone="danger" title={t('blockip')}>
      <p className="system-card__ip">
        <span className="system-card__ip-label">{t('your_ip')}</span>
        <span className="system-card__ip-value" data-testid="visitor-ip" translate="no">
          {ip}
        </span>
      </p>
      <p className="system-card__text">{t('info_ip_block')}</p>
      <CustomerServiceButton source="blocked" />
    </SystemScreen>
  );
}
