import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/icon';

/**
 * Opens customer service. The channels (live chat, Telegram) come from the site configuration
 * in a later issue; until then the button says so instead of doing nothing.
 */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <div className="customer-service">
      <button type="button" className="button button--primary button--wide" onClick={() => setPending(true)}>
        <Icon name="headset" />
        {t('customer_service')}
      </button>
      {pending && (
        <p className="customer-service__note" role="status">
          {t('customer_service_pending')}
        </p>
      )}
    </div>
  );
}
