import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../api/content';
import { useChatRoom } from '../../components/chat-room-slot';
import { CustomerServiceButton } from '../../components/customer-service-button';
import { useCustomerServiceLinks } from '../../components/customer-service-links';
import { Icon } from '../../components/icons/icon';
import { AGENT_NS } from '../../i18n/agent';

const CS_TYPES = ['LIVECHAT', 'TELEGRAM'];

/**
 * Customer service inside the agent centre: the in-house live chat and the configured Telegram
 * channel, as the player site's right bar offers them; the standard button until there are any.
 */
export function AgentServicePage() {
  const { t } = useTranslation(AGENT_NS);
  const { t: tRoot } = useTranslation();
  const [chatRoom, openChat] = useChatRoom('agent');
  const channels = (useSiteConfig().data?.customerService ?? [])
    .filter((item) => CS_TYPES.includes(item.csType))
    .sort((a, b) => a.sort - b.sort);
  // The links travel encrypted (decision 0085): this page is customer service, so decrypted at once.
  const links = useCustomerServiceLinks(
    channels.filter((item) => item.csType !== 'LIVECHAT'),
    true,
  );
  return (
    <div className="agent-page" data-page="agent-service">
      <h1 className="agent-page__title">{t('agent_menu_service')}</h1>
      <div className="agent-panel agent-panel--narrow">
        <p className="agent-note">{t('agent_service_lead')}</p>
        {channels.length === 0 ? (
          <CustomerServiceButton source="agent" />
        ) : (
          <div className="agent-service">
            {channels.map((channel) => (
              <button
                key={channel.csType}
                type="button"
                className="button button--primary button--wide"
                data-cs={channel.csType}
                onClick={() => {
                  // LIVECHAT is the in-house chat room (decision 0065), as on the right bar.
                  if (channel.csType === 'LIVECHAT') openChat();
                  else void links.open(channel);
                }}
              >
                <Icon name="headset" size={18} />
                {tRoot(channel.csType === 'LIVECHAT' ? 'cs_livechat' : 'cs_telegram')}
              </button>
            ))}
          </div>
        )}
      </div>
      {chatRoom}
    </div>
  );
}
