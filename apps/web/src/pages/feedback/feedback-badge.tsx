import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../api/realtime';
import { FEEDBACK_NS, registerFeedbackMessages } from '../../i18n/feedback/register-feedback';
import { useFormat } from '../../i18n/use-format';
import { feedbackKeys, useFeedbackList } from './feedback-api';
import { badgeCount } from './feedback-model';

registerFeedbackMessages();

/**
 * The feedback entry's badge in the member menu (decision 0061): how many of my threads have a
 * reply I have not opened, from GET /wps/feedback (not member info), asked again when the hub
 * says an operator replied; nothing when none.
 */
export function FeedbackBadge() {
  const { t } = useTranslation(FEEDBACK_NS);
  const format = useFormat();
  const queryClient = useQueryClient();
  // An operator's reply: the hub's nudge refetches the list, the open thread and this badge.
  useRealtimeEvent(
    'feedback.reply',
    () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  );
  const count = badgeCount(useFeedbackList().data?.unreadThreads);
  if (count === null) return null;
  return (
    <span
      className="count-badge"
      data-feedback-badge={count}
      title={t('fb_badge', { n: format.plainInteger(count) })}
    >
      {count > 99 ? `${format.plainInteger(99)}+` : format.plainInteger(count)}
    </span>
  );
}
