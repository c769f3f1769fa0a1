import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginState } from '../../api/session';
import { PATHS } from '../../app/paths';
import { useFormat } from '../../i18n/use-format';

/**
 * The platform messages' badge (spec: badge counts on messageV2; decision 0060): the member's
 * unread messages from member info, which the hub's `messages.unread` nudge refetches. In the
 * header it is a link to messageV2; nothing when none (or logged out, or trial).
 */
export function MessageBadge({ link = false }: { link?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useLoginState().member?.unreadMessages ?? 0;
  if (count <= 0) return null;
  const label = t('side_messages_badge', { n: format.plainInteger(count) });
  const text = count > 99 ? `${format.plainInteger(99)}+` : format.plainInteger(count);
  return link ? (
    <Link
      to={PATHS.messageV2}
      className="count-badge header__messages"
      data-message-badge={count}
      aria-label={label}
    >
      {text}
    </Link>
  ) : (
    <span className="count-badge" data-message-badge={count} title={label}>
      {text}
    </span>
  );
}
