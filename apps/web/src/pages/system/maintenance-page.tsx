import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../components/customer-service-button';
import { useLanguage } from '../../stores/language';
import { SystemScreen } from './system-screen';

/**
 * Status 1 (maintenance): title, info text and a customer-service button. The operator's own
 * text (back office, site page) replaces the standard one in the language it was written for.
 */
export function MaintenancePage({ text }: { text?: { bn: string; en: string } | null | undefined }) {
  const { t } = useTranslation();
  const own = text?.[useLanguage()]?.trim();
  return (
    <SystemScreen page="maintenance" icon="gear" tone="warning" title={t('maintenance_title')}>
      <p className="system-card__text">{own || t('info_maintenance')}</p>
      <CustomerServiceButton source="maintenance" />
    </SystemScreen>
  );
}
