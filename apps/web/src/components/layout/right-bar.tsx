import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../api/content';
import { Icon } from '../icons/icon';
import './right-bar.css';

/** The customer-service window's size (spec "Modals": customer service popup 440×750). */
const CS_WINDOW = 'width=440,height=750,noopener,noreferrer';
const CS_TYPES = ['LIVECHAT', 'TELEGRAM'];

/** Right bar: a customer-service toggle listing the configured LIVECHAT and TELEGRAM channels. */
export function RightBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const channels = (useSiteConfig().data?.customerService ?? [])
    .filter((item) => CS_TYPES.includes(item.csType))
    .sort((a, b) => a.sort - b.sort);
  if (channels.length === 0) return null;
  return (
    <div className="right-bar" data-region="right-bar">
      {open && (
        <ul className="right-bar__menu" id="right-bar-menu">
          {channels.map((channel) => (
            <li key={channel.csType}>
              <button
                type="button"
                className="right-bar__option"
                data-cs={channel.csType}
                onClick={() => {
                  window.open(channel.path, `cs-${channel.csType}`, CS_WINDOW);
                  setOpen(false);
                }}
              >
                {t(channel.csType === 'LIVECHAT' ? 'cs_livechat' : 'cs_telegram')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="right-bar__toggle"
        aria-label={t('customer_service')}
        aria-expanded={open}
        aria-controls="right-bar-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'headset'} size={22} />
      </button>
    </div>
  );
}
