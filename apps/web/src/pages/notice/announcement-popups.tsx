import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAnnouncements } from '../../api/announcements';
import { useLoginState } from '../../api/session';
import { isGamePage } from '../../app/paths';
import { Modal } from '../../components/dialog/modal';
import { RichText } from '../../components/rich-text';
import { isFirstTimeLogin } from '../../stores/session';
import { useAuthModal } from '../accounts/auth-modal-store';
import { usePasswordChangeRequired } from '../accounts/forced-password';
import {
  ANONYMOUS_OWNER,
  type FlagStorage,
  type PopupContext,
  popupsToShow,
  rememberClosed,
} from './popup-rules';
import './notice.css';

function storageOf(kind: 'local' | 'session'): FlagStorage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Route of the reward centre, where a popup's promotion button leads (spec "Header and shell"). */
export const REWARD_CENTER_PATH = '/rewardCenter';

/**
 * Announcement popups, shown one at a time once the page has loaded:
 * the server picks them by audience, popup-rules by execution and the closed flags.
 * They wait while an account modal is open.
 */
export function AnnouncementPopups() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const announcements = useAnnouncements();
  const login = useLoginState();
  const accountModal = useAuthModal();
  const passwordChange = usePasswordChangeRequired();
  const [closedNow, setClosedNow] = useState<ReadonlySet<string>>(new Set());

  const owner = login.isLogin ? login.member?.id : ANONYMOUS_OWNER;
  const context = useMemo<PopupContext | null>(
    () =>
      owner === undefined
        ? null
        : {
            owner,
            firstTimeLogin: login.isLogin && isFirstTimeLogin(),
            session: storageOf('session'),
            local: storageOf('local'),
          },
    [owner, login.isLogin],
  );
  const popup = useMemo(() => {
    if (!context || !announcements.data) return undefined;
    return popupsToShow(announcements.data.popups, context).find(
      (item) => !closedNow.has(`${context.owner}:${item.id}`),
    );
  }, [announcements.data, context, closedNow]);

  // A game being played is not covered: the popup waits until the player is back on the site.
  const onGamePage = isGamePage(location.pathname);
  if (
    !popup ||
    !context ||
    onGamePage ||
    accountModal !== null ||
    passwordChange ||
    announcements.isPlaceholderData
  )
    return null;

  const close = () => {
    rememberClosed(popup, context);
    setClosedNow((previous) => new Set(previous).add(`${context.owner}:${popup.id}`));
  };
  const openRewards = () => {
    close();
    void navigate(REWARD_CENTER_PATH);
  };

  return (
    <Modal name="announcement" title={popup.title} onClose={close} size="medium">
      <div className="notice-popup" data-popup-id={popup.id} data-execution={popup.execution ?? ''}>
        <RichText className="notice-content" html={popup.content} />
        <div className="notice-popup__actions">
          <button type="button" className="button button--primary" onClick={openRewards}>
            {t('popup_promotion')}
          </button>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('popup_close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
