import type { FeedbackImageValue, FeedbackRulesValue, FeedbackThreadValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import { FEEDBACK_NS } from '../../i18n/feedback/register-feedback';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { usePrivateImage } from '../promotions/activity-api';
import { closeFeedback, feedbackKeys, replyToFeedback, useFeedbackThread } from './feedback-api';
import { wordState } from './feedback-model';

/**
 * One of my threads (decision 0061): my text and images, the customer-service replies, a reply
 * box (1 to FEEDBACKLENGTH.maxWords words; a reply reopens a closed thread) and the close button.
 * Opening it marks the replies read on the server, so the badge is asked again.
 */
export function FeedbackThread({
  id,
  rules,
  onBack,
}: {
  id: string;
  rules: FeedbackRulesValue;
  onBack: () => void;
}) {
  const { t } = useTranslation(FEEDBACK_NS);
  const { t: tRoot } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useFeedbackThread(id);
  const loadedAt = thread.dataUpdatedAt;
  // The list's badge and unread counts change once the thread is read.
  useEffect(() => {
    if (loadedAt > 0) void queryClient.invalidateQueries({ queryKey: feedbackKeys.lists });
  }, [loadedAt, queryClient]);
  return (
    <section className="feedback-thread" data-feedback-thread={id}>
      <button
        type="button"
        className="link-button feedback-thread__back"
        data-action="feedback-back"
        onClick={onBack}
      >
        ← {t('fb_back')}
      </button>
      {thread.isPending ? (
        <InlineLoader />
      ) : thread.isError ? (
        <div className="feedback__failure">
          <FormError message={failureText(thread.error, tRoot)} />
          {retryable(thread.error) && (
            <button type="button" className="button button--ghost" onClick={() => void thread.refetch()}>
              {t('fb_retry')}
            </button>
          )}
        </div>
      ) : (
        <ThreadBody value={thread.data} rules={rules} />
      )}
    </section>
  );
}

function ThreadBody({ value, rules }: { value: FeedbackThreadValue; rules: FeedbackRulesValue }) {
  const { t } = useTranslation(FEEDBACK_NS);
  const format = useFormat();
  return (
    <>
      <header className="feedback-thread__head">
        <h2 className="feedback-thread__title">
          {t('fb_thread_title', { type: t(`fb_type_${value.type}`), date: format.dateTime(value.createdAt) })}
        </h2>
        <span className={`feedback__status feedback__status--${value.status}`} data-status={value.status}>
          {t(`fb_status_${value.status}`)}
        </span>
      </header>
      <ol className="feedback-thread__posts">
        {value.posts.map((post) => (
          <li
            key={post.id}
            className={`feedback-post feedback-post--${post.from}`}
            data-post-from={post.from}
          >
            <p className="feedback-post__meta">
              <strong>{post.from === 'player' ? t('fb_from_player') : t('fb_from_operator')}</strong>
              <span>{format.dateTime(post.at)}</span>
            </p>
            <p className="feedback-post__text">{post.content}</p>
            {post.images.length > 0 && (
              <div className="feedback-post__images">
                {post.images.map((image, index) => (
                  <PrivateThumb key={image.id} image={image} index={index + 1} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {value.status === 'closed' && (
        <p className="feedback-thread__closed">
          {value.closedBy === 'operator' ? t('fb_closed_by_operator') : t('fb_closed_by_player')}
        </p>
      )}
      <ReplyBox thread={value} rules={rules} />
    </>
  );
}

function PrivateThumb({ image, index }: { image: FeedbackImageValue; index: number }) {
  const { t } = useTranslation(FEEDBACK_NS);
  const format = useFormat();
  const url = usePrivateImage(image.path);
  return (
    <a
      className="feedback-post__thumb"
      href={url ?? undefined}
      target="_blank"
      rel="noreferrer"
      data-thumb={index}
    >
      {url && <img src={url} alt={t('fb_image_alt', { index: format.plainInteger(index) })} />}
    </a>
  );
}

function ReplyBox({ thread, rules }: { thread: FeedbackThreadValue; rules: FeedbackRulesValue }) {
  const { t } = useTranslation(FEEDBACK_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const replyId = useId();
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = wordState(content, { minWords: 1, maxWords: rules.maxWords });

  async function run(action: () => Promise<FeedbackThreadValue>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setContent('');
    } catch (error) {
      setFailure(failureText(error, tRoot));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
    }
  }

  function send() {
    if (busy) return;
    if (words.tooFew || words.tooMany)
      return setFailure(t('fb_reply_words', { max: format.plainInteger(rules.maxWords) }));
    void run(() => replyToFeedback(thread.id, content.trim()));
  }

  return (
    <form
      className="feedback-form feedback-thread__reply"
      data-form="feedback-reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="feedback-form__label" htmlFor={replyId}>
        {t('fb_reply')}
      </label>
      <textarea
        id={replyId}
        name="reply"
        className="feedback-form__text feedback-form__text--short"
        data-field="reply"
        placeholder={t('fb_reply_placeholder')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <p
        className={`feedback-form__counter${words.tooMany ? ' feedback-form__counter--off' : ''}`}
        aria-live="polite"
      >
        {t('fb_counter', {
          n: format.plainInteger(words.count),
          min: format.plainInteger(1),
          max: format.plainInteger(rules.maxWords),
        })}
      </p>
      {thread.status === 'closed' && <p className="feedback-form__hint">{t('fb_reply_reopens')}</p>}
      <FormError message={failure} />
      <div className="feedback-form__actions">
        {thread.status !== 'closed' && (
          <button
            type="button"
            className="button button--ghost"
            data-action="close-feedback"
            disabled={busy}
            onClick={() => void run(() => closeFeedback(thread.id))}
          >
            {t('fb_close')}
          </button>
        )}
        <button type="submit" className="button button--primary" data-action="send-reply" disabled={busy}>
          {t('fb_reply_send')}
        </button>
      </div>
    </form>
  );
}
