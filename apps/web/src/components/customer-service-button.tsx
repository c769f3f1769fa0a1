import type { ChatSource } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { useChatRoom } from './chat-room-slot';
import { Icon } from './icons/icon';

/** Opens the live chat (the maintenance and blocked pages, the agent centre; decision 0065). */
export function CustomerServiceButton({ source = 'site' }: { source?: ChatSource }) {
  const { t } = useTranslation();
  const [room, openRoom] = useChatRoom(source);
  return (
    <div className="customer-service">
      <button
        type="button"
        className="button button--primary button--wide"
        data-action="open-chat"
        onClick={openRoom}
      >
        <Icon name="headset" />
        {t('customer_service')}
      </button>
      {room}
    </div>
  );
}
