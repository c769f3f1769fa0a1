import type { InboxMessageItem } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../api/realtime';
import { memberKeys } from '../../api/session';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { RichText } from '../../components/rich-text';
import { INBOX_NS, registerInboxMessages } from '../../i18n/inbox/register-inbox';
import { useFormat } from '../../i18n/use-format';
import { useLanguage } from '../../stores/language';
import { failureText, retryable } from '../accounts/failure';
import { deleteMessage, inboxKeys, markAllRead, markRead, useInboxPage } from './inbox-api';
import './inbox.css';

registerInboxMessages();

/**
 * messageV2 (/member/messageV2; decision 0060): my platform messages, newest first, unread ones
 * marked; opening one shows its body and marks it read; delete and mark all read. The list and
 * the badges follow the hub's `messages.unread` nudge, so a message sent now shows without a reload.
 */
export function InboxPage() {
  const { t } = useTranslation(INBOX_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const page = useInboxPage(pageNo);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
      // Member info: the header and menu badges.
      queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'info'] }),
    ]);
  useRealtimeEvent('messages.unread', () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }));

  async function act(action: () => Promise<unknown>, done?: string) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
      if (done) setNotice(done);
    } catch (failure) {
      setError(failureText(failure, tRoot));
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  function toggle(item: InboxMessageItem) {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening && !item.read) void act(() => markRead(item.id));
  }

  const value = page.data;
  return (
    <div className="inbox" data-page="message-v2">
      <h1 className="inbox__title">
        <Icon name="document" size={24} />
        {t('inbox_title')}
      </h1>
      <p className="inbox__lead">{t('inbox_lead')}</p>
      {notice && (
        <p className="inbox__done" role="status">
          {notice}
        </p>
      )}
      {error && <FormError message={error} />}
      {page.isPending ? (
        <InlineLoader />
      ) : page.isError || !value ? (
        <div className="inbox__failure">
          <FormError message={failureText(page.error, tRoot)} />
          {retryable(page.error) && (
            <button type="button" className="button button--ghost" onClick={() => void page.refetch()}>
              {t('inbox_retry')}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="inbox__bar">
            <span className="inbox__count" data-inbox-unread={value.unread}>
              {t('inbox_unread', { n: format.plainInteger(value.unread) })}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy || value.unread === 0}
              onClick={() => void act(markAllRead)}
              data-action="read-all"
            >
              {t('inbox_read_all')}
            </button>
          </div>
          {value.list.length === 0 ? (
            <p className="inbox__empty" data-inbox-empty>
              {t('inbox_empty')}
            </p>
          ) : (
            <ul className="inbox__list">
              {value.list.map((item) => (
                <MessageRow
                  key={item.id}
                  item={item}
                  open={openId === item.id}
                  busy={busy}
                  onToggle={() => toggle(item)}
                  onDelete={() => void act(() => deleteMessage(item.id), t('inbox_deleted'))}
                />
              ))}
            </ul>
          )}
          {value.totalPages > 1 && (
            <div className="inbox__pager">
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={pageNo <= 1}
                onClick={() => setPageNo(pageNo - 1)}
              >
                {t('inbox_previous')}
              </button>
              <span>
                {t('inbox_page', {
                  page: format.plainInteger(pageNo),
                  pages: format.plainInteger(value.totalPages),
                })}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={pageNo >= value.totalPages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('inbox_next')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function MessageRow(props: {
  item: InboxMessageItem;
  open: boolean;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { item, open } = props;
  const { t } = useTranslation(INBOX_NS);
  const format = useFormat();
  const language = useLanguage();
  const title = item.title[language] || item.title.en;
  const body = item.body[language] || item.body.en;
  const bodyId = `inbox-body-${item.id}`;
  return (
    <li
      className={`inbox__item${item.read ? '' : ' inbox__item--unread'}`}
      data-message-id={item.id}
      data-read={item.read}
    >
      <button
        type="button"
        className="inbox__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={props.onToggle}
      >
        <span className="inbox__subject">{title}</span>
        <span className="inbox__meta">
          {!item.read && <span className="inbox__new">{t('inbox_new')}</span>}
          {t(item.kind === 'operator' ? 'inbox_kind_operator' : 'inbox_kind_system')} ·{' '}
          <time dateTime={item.sentAt}>{format.dateTime(item.sentAt)}</time>
        </span>
      </button>
      {open && (
        <div className="inbox__body" id={bodyId}>
          <RichText html={body} />
          <button
            type="button"
            className="button button--ghost button--small inbox__delete"
            disabled={props.busy}
            onClick={props.onDelete}
            data-action="delete"
          >
            {t('inbox_delete')}
          </button>
        </div>
      )}
    </li>
  );
}
