import type {
  BoChatHistoryPage,
  BoChatQueueValue,
  BoChatSummary,
  BoChatValue,
  ChatMessageValue,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { realtimeState, useRealtimeEvent } from '../../realtime';
import { useOperator } from '../../session';
import { fill } from '../promotions/promotion-labels';
import { CloseChat, Reply, Transfer } from './chat-actions';
import { PlayerContext, VisitorDetails } from './chat-context';
import { CHAT_PATH, chatKey, mergeLines, queueKey, viewKey } from './chat-keys';
import './chat.css';

/**
 * The chat console (decision 0065; chat.serve): waiting chats and my chats beside the open
 * conversation, the player's context (balance, last deposits, open withdrawals) or a visitor's
 * details, reply, transfer, close; closed chats searchable by name. Live through the console's
 * socket: a pushed line joins the open conversation at once, a queue change refetches the lists.
 */
export function ChatConsolePage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useApiQuery<BoChatQueueValue>(queueKey, `${CHAT_PATH}/queue`);

  useRealtimeEvent('chat.queue', () => void client.invalidateQueries({ queryKey: queueKey }));
  useRealtimeEvent('chat.message', (event) => {
    const chatId = String(event.chatId);
    const message = event.message as ChatMessageValue;
    client.setQueryData<BoChatValue>(viewKey(chatId), (view) =>
      view ? { ...view, messages: mergeLines(view.messages, [message]) } : view,
    );
    void client.invalidateQueries({ queryKey: queueKey });
  });
  useRealtimeEvent('chat.state', (event) => {
    void client.invalidateQueries({ queryKey: viewKey(String(event.chatId)) });
    void client.invalidateQueries({ queryKey: queueKey });
  });
  // Back after a drop: whatever was pushed meanwhile is fetched again.
  useRealtimeEvent('ready', (event) => {
    if (event.reconnected) void client.invalidateQueries({ queryKey: chatKey });
  });

  const open = (id: string) => {
    setSelected(id);
    setNotice(null);
  };
  return (
    <div className="page chat-console" data-page="chat">
      <div className="chat-console__head">
        <h1 className="page__title">{t('cc_title')}</h1>
        <Connection />
      </div>
      <FormOutcome error={queue.error ? failureText(queue.error) : null} saved={notice} />
      <div className="chat-console__panes">
        <div className="chat-console__lists">
          <ChatList
            title={t('cc_queue')}
            name="queue"
            empty={t('cc_queue_empty')}
            chats={queue.data?.queued ?? []}
            selected={selected}
            onOpen={open}
          />
          <ChatList
            title={t('cc_mine')}
            name="mine"
            empty={t('cc_mine_empty')}
            chats={queue.data?.mine ?? []}
            selected={selected}
            onOpen={open}
          />
          <History selected={selected} onOpen={open} />
        </div>
        <section className="chat-console__conversation" aria-label={t('cc_title')}>
          {selected ? (
            <Conversation key={selected} id={selected} onDone={setNotice} />
          ) : (
            <p className="notice">{t('cc_pick')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

/** The socket's state, looked at every second (the client has no state events). */
function Connection() {
  const { t } = useI18n();
  const [state, setState] = useState(realtimeState);
  useEffect(() => {
    const timer = setInterval(() => setState(realtimeState()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className={`chat-console__connection chat-console__connection--${state}`} data-connection={state}>
      {t(`cc_connection_${state}`)}
    </span>
  );
}

function ChatList(props: {
  title: string;
  name: string;
  empty: string;
  chats: BoChatSummary[];
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  const { t, language } = useI18n();
  return (
    <section className="chat-console__list" data-list={props.name} aria-label={props.title}>
      <h2 className="section__title">
        {props.title} <span className="badge">{props.chats.length}</span>
      </h2>
      {props.chats.length === 0 ? (
        <p className="notice">{props.empty}</p>
      ) : (
        <ul>
          {props.chats.map((chat) => (
            <li key={chat.chatId}>
              <button
                type="button"
                className={`chat-console__item${props.selected === chat.chatId ? ' chat-console__item--on' : ''}`}
                data-chat={chat.chatId}
                aria-label={fill(t('cc_open'), { name: chat.name })}
                onClick={() => props.onOpen(chat.chatId)}
              >
                <span className="chat-console__row">
                  <strong>{chat.name}</strong>
                  <span className="badge">{t(`cc_party_${chat.party}`)}</span>
                </span>
                <span className="chat-console__row field__hint">
                  <span>{t(`cc_source_${chat.source}`)}</span>
                  <span>{formatTime(chat.lastMessageAt, language)}</span>
                </span>
                {chat.lastText && <span className="chat-console__preview">{chat.lastText}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function History(props: { selected: string | null; onOpen: (id: string) => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const [name, setName] = useState<string | undefined>();
  const history = useApiQuery<BoChatHistoryPage>([...chatKey, 'history'], `${CHAT_PATH}/history`, {
    name,
    pageSize: 20,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setName(draft.trim() || undefined);
  };
  return (
    <div className="chat-console__history">
      <form className="chat-console__search" onSubmit={submit}>
        <input
          name="history-name"
          aria-label={t('cc_history_search')}
          placeholder={t('cc_history_search')}
          value={draft}
          maxLength={40}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--ghost">
          {t('cc_search')}
        </button>
      </form>
      <ChatList
        title={t('cc_history')}
        name="history"
        empty={t('cc_history_empty')}
        chats={history.data?.list ?? []}
        selected={props.selected}
        onOpen={props.onOpen}
      />
    </div>
  );
}

function Conversation({ id, onDone }: { id: string; onDone: (text: string) => void }) {
  const { t, language } = useI18n();
  const me = useOperator().id;
  const view = useApiQuery<BoChatValue>(viewKey(id), `${CHAT_PATH}/${id}`);
  const act = useApiMutation<BoChatValue>([chatKey, boKeys.audit]);
  const [failure, setFailure] = useState<string | null>(null);
  if (view.error) return <FormOutcome error={failureText(view.error)} />;
  const value = view.data;
  if (!value) return <p className="notice">…</p>;
  const { chat } = value;
  const mine = chat.status === 'active' && chat.operatorId === me;

  const take = async () => {
    setFailure(null);
    try {
      await act.mutateAsync({ path: `${CHAT_PATH}/${id}/take` });
      onDone(t('cc_taken'));
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  return (
    <div className="chat-console__detail" data-conversation={id} data-chat-status={chat.status}>
      <div className="chat-console__row">
        <strong>
          {chat.name} · {t(`cc_party_${chat.party}`)} · {t(`cc_source_${chat.source}`)}
        </strong>
        <span className="badge" data-status-badge={chat.status}>
          {t(`cc_status_${chat.status}`)}
        </span>
      </div>
      {chat.operatorName && chat.status !== 'queued' && (
        <p className="field__hint">{fill(t('cc_served_by'), { name: chat.operatorName })}</p>
      )}
      {value.context ? <PlayerContext value={value} /> : value.visitor && <VisitorDetails value={value} />}
      <ol className="chat-console__messages" data-messages={id}>
        {value.messages.map((message) => (
          <li
            key={message.id}
            className={`chat-console__message chat-console__message--${message.from}`}
            data-from={message.from}
          >
            {message.from === 'system' ? (
              <span className="field__hint">{systemLine(message, chat, t)}</span>
            ) : (
              <>
                <span className="field__hint">
                  {message.from === 'operator'
                    ? (message.operatorName ?? '')
                    : t(message.from === 'player' ? 'cc_from_player' : 'cc_from_visitor')}{' '}
                  · {formatTime(message.at, language)}
                </span>
                <span className="chat-console__text">{message.text}</span>
              </>
            )}
          </li>
        ))}
      </ol>
      <FormOutcome error={failure} />
      {chat.status === 'queued' && (
        <div className="actions">
          <button
            type="button"
            className="button"
            data-action="take-chat"
            disabled={act.isPending}
            onClick={take}
          >
            {t('cc_take')}
          </button>
          <CloseChat id={id} name={chat.name} onDone={onDone} />
        </div>
      )}
      {mine && (
        <>
          <Reply id={id} />
          <div className="actions">
            <Transfer id={id} me={me} onDone={onDone} />
            <CloseChat id={id} name={chat.name} onDone={onDone} />
          </div>
        </>
      )}
    </div>
  );
}

function systemLine(message: ChatMessageValue, chat: BoChatSummary, t: (key: MessageKey) => string): string {
  switch (message.text) {
    case 'taken':
      return fill(t('cc_system_taken'), { name: chat.operatorName ?? '' });
    case 'transferred':
      return t('cc_system_transferred');
    case 'closed_by_operator':
      return t('cc_system_closed_by_operator');
    case 'closed_by_member':
      return t('cc_system_closed_by_member');
    case 'closed_by_visitor':
      return t('cc_system_closed_by_visitor');
    default:
      return message.text;
  }
}
