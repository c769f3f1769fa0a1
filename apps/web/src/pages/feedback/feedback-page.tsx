import type { FeedbackListValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { FEEDBACK_NS, registerFeedbackMessages } from '../../i18n/feedback/register-feedback';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { useFeedbackList } from './feedback-api';
import { FeedbackForm } from './feedback-form';
import { FeedbackThread } from './feedback-thread';
import './feedback.css';

registerFeedbackMessages();

const THREAD_ID = /^[1-9]\d{0,17}$/;

/**
 * Feedback and complaints (/member/feedback; docs/decisions/0061): the submit form, my threads
 * with their statuses and unread replies, and one thread (`?id=`, so the back button returns to
 * the list). The member-menu entry carries the unread badge (feedback-badge.tsx).
 */
export function FeedbackPage() {
  const { t } = useTranslation(FEEDBACK_NS);
  const { t: tRoot } = useTranslation();
  const list = useFeedbackList();
  const [params, setParams] = useSearchParams();
  const asked = params.get('id');
  const id = asked && THREAD_ID.test(asked) ? asked : null;
  const [sent, setSent] = useState(false);
  const open = (next: string | null) => {
    setSent(false);
    setParams(next ? { id: next } : {});
  };
  return (
    <div className="feedback" data-page="feedback">
      <h1 className="feedback__title">
        <Icon name="help" size={24} />
        {t('fb_title')}
      </h1>
      {list.isPending ? (
        <InlineLoader />
      ) : list.isError ? (
        <div className="feedback__failure">
          <FormError message={failureText(list.error, tRoot)} />
          {retryable(list.error) && (
            <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
              {t('fb_retry')}
            </button>
          )}
        </div>
      ) : id ? (
        <FeedbackThread id={id} rules={list.data.rules} onBack={() => open(null)} />
      ) : (
        <>
          <p className="feedback__lead">{t('fb_lead')}</p>
          {sent && (
            <p className="feedback__done" role="status" data-feedback-sent>
              {t('fb_sent')}
            </p>
          )}
          <section className="feedback__section" aria-labelledby="feedback-new">
            <h2 id="feedback-new" className="feedback__heading">
              {t('fb_new')}
            </h2>
            <FeedbackForm rules={list.data.rules} onSent={() => setSent(true)} />
          </section>
          <MyFeedback value={list.data} onOpen={(next) => open(next)} />
        </>
      )}
    </div>
  );
}

function MyFeedback({ value, onOpen }: { value: FeedbackListValue; onOpen: (id: string) => void }) {
  const { t } = useTranslation(FEEDBACK_NS);
  const format = useFormat();
  return (
    <section className="feedback__section" aria-labelledby="feedback-mine">
      <h2 id="feedback-mine" className="feedback__heading">
        {t('fb_mine')}
      </h2>
      {value.list.length === 0 ? (
        <p className="feedback__empty">{t('fb_mine_empty')}</p>
      ) : (
        <ul className="feedback__list">
          {value.list.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="feedback__item"
                data-feedback={item.id}
                data-status={item.status}
                aria-label={t('fb_open_thread', { type: t(`fb_type_${item.type}`) })}
                onClick={() => onOpen(item.id)}
              >
                <span className="feedback__item-head">
                  <strong>{t(`fb_type_${item.type}`)}</strong>
                  <span className={`feedback__status feedback__status--${item.status}`}>
                    {t(`fb_status_${item.status}`)}
                  </span>
                </span>
                <span className="feedback__preview">{item.preview}</span>
                <span className="feedback__item-foot">
                  <span>{format.dateTime(item.updatedAt)}</span>
                  {item.unreadReplies > 0 && (
                    <span className="count-badge" data-unread={item.unreadReplies}>
                      {t('fb_unread', { n: format.plainInteger(item.unreadReplies) })}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
