import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../components/customer-service-button';
import { SystemScreen } from './system-screen';

/** Status 1 (spec section 2): title, info text and a customer-service button. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <SystemScreen page="maintenance" icon="gear" tone="warning" title={t('maintenance_title')}>
      <p className="system-card__text">{t('info_maintenance')}</p>
      <CustomerServiceButton />
    </SystemScreen>
  );
}
