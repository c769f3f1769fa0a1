import {
  type BoFeedbackListValue,
  type BoFeedbackThreadValue,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackImageValue,
  type FeedbackStatus,
  type FeedbackType,
  MAX_FEEDBACK_REPLY_CHARS,
} from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { ActionDialog } from '../../action-dialog';
import { FormOutcome, formatTime, TextAreaField } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys, failureText, useApiMutation, useApiObjectUrl, useApiQuery } from '../../query';
import { SelectField } from '../promotions/promo-fields';
import { fill } from '../promotions/promotion-labels';
import './feedback.css';

const INBOX_PATH = '/bo/api/feedback';
const inboxKey = ['feedback'] as const;
type StatusFilter = FeedbackStatus | '';
type TypeFilter = FeedbackType | '';

/**
 * The feedback inbox (decision 0061; feedback.reply): threads by status and type, the ones waiting
 * for a reply first; a thread with the player's images (loaded with the operator's token); reply
 * (the player is notified) and close. Both audited on the server.
 */
export function FeedbackInboxPage() {
  const { t, language } = useI18n();
  const [status, setStatus] = useState<StatusFilter>('open');
  const [type, setType] = useState<TypeFilter>('');
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useApiQuery<BoFeedbackListValue>(inboxKey, INBOX_PATH, {
    status: status || undefined,
    type: type || undefined,
  });
  const list = query.data?.list ?? [];
  return (
    <div className="page feedback-inbox" data-page="feedback">
      <h1 className="page__title">{t('fbo_title')}</h1>
      <div className="form-grid">
        <SelectField<StatusFilter>
          name="status"
          label={t('fbo_status')}
          value={status}
          options={[
            { value: '', label: t('fbo_all') },
            ...FEEDBACK_STATUSES.map((value) => ({ value, label: t(`fbo_status_${value}`) })),
          ]}
          onChange={setStatus}
        />
        <SelectField<TypeFilter>
          name="type"
          label={t('fbo_type')}
          value={type}
          options={[
            { value: '', label: t('fbo_all') },
            ...FEEDBACK_TYPES.map((value) => ({ value, label: t(`fbo_type_${value}`) })),
          ]}
          onChange={setType}
        />
      </div>
      <FormOutcome error={query.error ? failureText(query.error) : null} saved={notice} />
      <div className="feedback-inbox__panes">
        <section className="feedback-inbox__list" aria-label={t('fbo_title')}>
          {query.data && list.length === 0 && <p className="notice">{t('fbo_empty')}</p>}
          <ul>
            {list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`feedback-inbox__item${selected === item.id ? ' feedback-inbox__item--on' : ''}`}
                  data-feedback={item.id}
                  data-status={item.status}
                  aria-label={fill(t('fbo_open'), { player: item.username })}
                  onClick={() => {
                    setSelected(item.id);
                    setNotice(null);
                  }}
                >
                  <span className="feedback-inbox__row">
                    <strong>{item.username}</strong>
                    <StatusBadge status={item.status} />
                  </span>
                  <span className="feedback-inbox__row">
                    <span>{t(`fbo_type_${item.type}`)}</span>
                    <span>{formatTime(item.updatedAt, language)}</span>
                  </span>
                  <span className="feedback-inbox__preview">{item.preview}</span>
                  <span className="field__hint">
                    {fill(t('fbo_posts'), { count: String(item.posts) })}
                    {item.imageCount > 0 && ` · ${fill(t('fbo_images'), { count: String(item.imageCount) })}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section className="feedback-inbox__thread">
          {selected ? (
            <ThreadView key={selected} id={selected} onDone={setNotice} />
          ) : (
            <p className="notice">{t('fbo_pick')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useI18n();
  const tone = status === 'open' ? 'badge--warn' : status === 'replied' ? 'badge--ok' : '';
  return (
    <span className={`badge ${tone}`} data-status-badge={status}>
      {t(`fbo_status_${status}`)}
    </span>
  );
}

function ThreadView({ id, onDone }: { id: string; onDone: (text: string) => void }) {
  const { t, language } = useI18n();
  const thread = useApiQuery<BoFeedbackThreadValue>([...inboxKey, 'thread', id], `${INBOX_PATH}/${id}`);
  if (thread.error) return <FormOutcome error={failureText(thread.error)} />;
  const value = thread.data;
  if (!value) return <p className="notice">…</p>;
  return (
    <div className="feedback-inbox__detail" data-thread={id} data-thread-status={value.status}>
      <div className="feedback-inbox__row">
        <strong>
          {value.username} · {t(`fbo_type_${value.type}`)}
        </strong>
        <StatusBadge status={value.status} />
      </div>
      <ol className="feedback-inbox__posts">
        {value.posts.map((post) => (
          <li
            key={post.id}
            className={`feedback-inbox__post feedback-inbox__post--${post.from}`}
            data-post-from={post.from}
          >
            <p className="field__hint">
              {post.from === 'player'
                ? fill(t('fbo_from_player'), { player: value.username })
                : fill(t('fbo_from_operator'), { operator: post.operatorName ?? '' })}{' '}
              · {formatTime(post.at, language)}
            </p>
            <p className="feedback-inbox__text">{post.content}</p>
            {post.images.length > 0 && (
              <div className="feedback-inbox__images">
                {post.images.map((image, index) => (
                  <Thumbnail key={image.id} feedbackId={id} image={image} index={index + 1} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {value.status === 'closed' ? (
        <p className="notice">
          {value.closedBy === 'player' ? t('fbo_closed_by_player') : t('fbo_closed_by_operator')}
        </p>
      ) : (
        <ReplyForm thread={value} onDone={onDone} />
      )}
    </div>
  );
}

/** A private image through the operator's token; a click opens it full size in a new tab. */
function Thumbnail({
  feedbackId,
  image,
  index,
}: {
  feedbackId: string;
  image: FeedbackImageValue;
  index: number;
}) {
  const { t } = useI18n();
  const url = useApiObjectUrl([...inboxKey, 'image', image.id], image.path);
  if (url.isError) return <p className="form-error">{failureText(url.error)}</p>;
  const alt = fill(t('fbo_image_alt'), { index: String(index), id: feedbackId });
  return (
    <a className="feedback-inbox__thumb" href={url.data} target="_blank" rel="noreferrer" data-thumb={index}>
      {url.data && <img src={url.data} alt={alt} width={96} height={96} />}
    </a>
  );
}

function ReplyForm({ thread, onDone }: { thread: BoFeedbackThreadValue; onDone: (text: string) => void }) {
  const { t } = useI18n();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const send = useApiMutation<BoFeedbackThreadValue>([inboxKey, boKeys.audit]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (text === '') return setError(t('fbo_reply_required'));
    if ([...text].length > MAX_FEEDBACK_REPLY_CHARS) return setError(t('fbo_reply_too_long'));
    setError(undefined);
    setFailure(null);
    try {
      await send.mutateAsync({ path: `${INBOX_PATH}/${thread.id}/reply`, body: { content: text } });
      setContent('');
      onDone(fill(t('fbo_sent'), { player: thread.username }));
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  const close = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await send.mutateAsync({ path: `${INBOX_PATH}/${thread.id}/close` });
      setClosing(false);
      onDone(t('fbo_closed'));
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  return (
    <form className="feedback-inbox__reply" data-form="feedback-reply" onSubmit={submit} noValidate>
      <TextAreaField
        name="reply"
        label={t('fbo_reply')}
        hint={t('fbo_reply_hint')}
        value={content}
        onChange={setContent}
        error={error}
        maxLength={MAX_FEEDBACK_REPLY_CHARS}
        rows={4}
      />
      <FormOutcome error={closing ? null : failure} />
      <div className="actions">
        <button type="submit" className="button" data-action="send-feedback-reply" disabled={send.isPending}>
          {t('fbo_send')}
        </button>
        <ActionDialog
          action={`close-feedback-${thread.id}`}
          label={t('fbo_close')}
          danger
          open={closing}
          onOpen={() => setClosing(true)}
          onClose={() => setClosing(false)}
          confirm={fill(t('fbo_close_confirm'), { player: thread.username })}
          busy={send.isPending}
          failure={closing ? failure : null}
          submitLabel={t('fbo_close')}
          onSubmit={close}
          outcome={null}
        />
      </div>
    </form>
  );
}
