import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { useSiteConfig } from '../../api/content';
import type { MessageKey } from '../../i18n/bn';
import { APP_PLATFORMS, useAppLinks } from '../app-download/app-links';
import { AppQr } from '../app-download/app-qr';
import { useChatRoom } from '../chat-room-slot';
import { useCustomerServiceLinks } from '../customer-service-links';
import { Icon, type IconName } from '../icons/icon';
import './right-bar.css';

const CS_TYPES = ['LIVECHAT', 'TELEGRAM'];

type Panel = 'app' | 'cs' | null;

/** The bar's buttons, top to bottom: the app QR codes, then customer service. */
const TOGGLES: { panel: Exclude<Panel, null>; icon: IconName; label: MessageKey; controls: string }[] = [
  { panel: 'app', icon: 'phone', label: 'app_qr_title', controls: 'right-bar-apps' },
  { panel: 'cs', icon: 'headset', label: 'customer_service', controls: 'right-bar-menu' },
];

/**
 * Right bar (spec "Header and shell"): the Android and iOS download QR codes and a
 * customer-service toggle listing the configured LIVECHAT and TELEGRAM channels. The QR codes
 * are drawn only when their panel opens, and only on wide screens (a phone cannot scan itself;
 * decision 0024).
 */
export function RightBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Panel>(null);
  const links = useAppLinks();
  const [chatRoom, openChat] = useChatRoom('site');
  const apps = APP_PLATFORMS.filter((platform) => links[platform]);
  const channels = (useSiteConfig().data?.customerService ?? [])
    .filter((item) => CS_TYPES.includes(item.csType))
    .sort((a, b) => a.sort - b.sort);
  // The links travel encrypted (decision 0085): decrypted as the menu opens, before a click.
  const csLinks = useCustomerServiceLinks(
    channels.filter((item) => item.csType !== 'LIVECHAT'),
    open === 'cs',
  );

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (channels.length === 0 && apps.length === 0) return null;
  const toggle = (panel: Exclude<Panel, null>) => setOpen((current) => (current === panel ? null : panel));
  return (
    <div className="right-bar" data-region="right-bar">
      {open === 'app' && (
        <section
          className="right-bar__panel right-bar__apps"
          id="right-bar-apps"
          aria-label={t('app_qr_title')}
        >
          <p className="right-bar__hint">{t('app_qr_scan')}</p>
          <div className="right-bar__codes">
            {apps.map((platform) => {
              const href = links[platform];
              return href ? <AppQr key={platform} platform={platform} href={href} size={120} /> : null;
            })}
          </div>
        </section>
      )}
      {open === 'cs' && (
        <ul className="right-bar__panel right-bar__menu" id="right-bar-menu">
          {channels.map((channel) => (
            <li key={channel.csType}>
              <button
                type="button"
                className="right-bar__option"
                data-cs={channel.csType}
                onClick={() => {
                  // LIVECHAT is the in-house chat room (decision 0065); the others open their link.
                  if (channel.csType === 'LIVECHAT') {
                    track({ name: 'customer_service_open', csType: channel.csType });
                    openChat();
                  } else void csLinks.open(channel);
                  setOpen(null);
                }}
              >
                {t(channel.csType === 'LIVECHAT' ? 'cs_livechat' : 'cs_telegram')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {TOGGLES.filter((item) => (item.panel === 'app' ? apps.length > 0 : channels.length > 0)).map(
        (item) => (
          <PanelToggle key={item.panel} {...item} label={t(item.label)} open={open} onToggle={toggle} />
        ),
      )}
      {chatRoom}
    </div>
  );
}

type ToggleProps = {
  panel: Exclude<Panel, null>;
  open: Panel;
  icon: IconName;
  label: string;
  controls: string;
  onToggle: (panel: Exclude<Panel, null>) => void;
};

/** A round button that opens its panel and, while it is open, shows a close icon. */
function PanelToggle({ panel, open, icon, label, controls, onToggle }: ToggleProps) {
  const expanded = open === panel;
  return (
    <button
      type="button"
      className={`right-bar__toggle right-bar__toggle--${panel}`}
      data-action={panel === 'app' ? 'app-qr' : 'customer-service'}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onToggle(panel)}
    >
      <Icon name={expanded ? 'close' : icon} size={22} />
    </button>
  );
}
