import type { ChatMessageValue, ChatSource, ChatValue } from '@khela/contract';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtimeState, startRealtime, useRealtimeEvent } from '../../api/realtime';
import { Modal } from '../../components/dialog/modal';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { CHAT_NS, registerChatMessages } from '../../i18n/chat/register-chat';
import { useFormat } from '../../i18n/use-format';
import { sessionStore } from '../../stores/session';
import { failureText } from '../accounts/failure';
import {
  chatHistory,
  closeChat,
  launchChat,
  mergeMessages,
  sendChatMessage,
  storedVisitorToken,
} from './chat-api';
import { Failure, Line, VisitorForm } from './chat-room-parts';
import './chat-room.css';

registerChatMessages();

const TEXT_MAX = 1000;
/** How often the connection badge looks at the socket (the client has no state events). */
const STATE_POLL_MS = 1000;

type Props = { source: ChatSource; onClose: () => void };

/**
 * The chat-room modal (spec "Modals": chat room; customer service popup 440×750; decision 0065).
 * A member chats at once; a visitor (the maintenance or blocked page, a guest) may give a name
 * first, or resumes with the token of an earlier visit. Lines arrive over the realtime socket;
 * after a reconnect the history is fetched again, so nothing said while it was down is missed.
 */
export function ChatRoom({ source, onClose }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const member = sessionStore.get() !== null;
  const [chat, setChat] = useState<ChatValue | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t: tRoot } = useTranslation();

  const start = useCallback(
    async (details: { name?: string; contact?: string } = {}) => {
      setStarting(true);
      setError(null);
      try {
        const launched = await launchChat({ source, ...details });
        const token = launched.visitorToken ?? (launched.as === 'member' ? sessionStore.get() : null);
        if (token) startRealtime({ as: launched.as, token });
        setChat(launched);
      } catch (failure) {
        setError(failureText(failure, tRoot));
      } finally {
        setStarting(false);
      }
    },
    [source, tRoot],
  );

  // A member, or a visitor coming back with a live token, goes straight to the conversation.
  const [resume] = useState(() => member || storedVisitorToken() !== null);
  const started = useRef(false);
  useEffect(() => {
    if (!resume || started.current) return;
    started.current = true;
    void start();
  }, [resume, start]);

  return (
    <Modal name="chat-room" title={t('chat_title')} onClose={onClose}>
      <div className="chat-room" data-source={source}>
        {chat ? (
          <Conversation chat={chat} setChat={setChat} onRestart={() => void start()} />
        ) : starting || (resume && !error) ? (
          <InlineLoader />
        ) : (
          <VisitorForm onStart={(details) => void start(details)} busy={starting} error={error} />
        )}
      </div>
    </Modal>
  );
}

type ConversationProps = {
  chat: ChatValue;
  setChat: (update: (current: ChatValue | null) => ChatValue | null) => void;
  onRestart: () => void;
};

function Conversation({ chat, setChat, onRestart }: ConversationProps) {
  const { t } = useTranslation(CHAT_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [connection, setConnection] = useState(realtimeState);
  const listRef = useRef<HTMLOListElement>(null);
  const chatId = chat.chatId;

  const refresh = useCallback(async () => {
    try {
      const fresh = await chatHistory(chatId);
      setChat((current) =>
        current ? { ...fresh, messages: mergeMessages(current.messages, fresh.messages) } : current,
      );
    } catch {
      // The next push or reconnect tries again.
    }
  }, [chatId, setChat]);

  useRealtimeEvent('chat.message', (event) => {
    if (event.chatId !== chatId) return;
    const message = event.message as ChatMessageValue;
    setChat((current) =>
      current ? { ...current, messages: mergeMessages(current.messages, [message]) } : current,
    );
  });
  // Taken, transferred, closed: the status line, and the system line that came with it.
  useRealtimeEvent('chat.state', (event) => {
    if (event.chatId === chatId) void refresh();
  });
  useRealtimeEvent('ready', (event) => {
    if (event.reconnected) void refresh();
  });

  useEffect(() => {
    const timer = setInterval(() => setConnection(realtimeState()), STATE_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  // The newest line in view whenever one arrives.
  const count = chat.messages.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    setError(null);
    try {
      const message = await sendChatMessage(chatId, text);
      setDraft('');
      setChat((current) =>
        current ? { ...current, messages: mergeMessages(current.messages, [message]) } : current,
      );
    } catch (failure) {
      setError(failureText(failure, tRoot));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send();
    if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
  }

  async function end() {
    try {
      const closed = await closeChat(chatId);
      setChat(() => closed);
    } catch (failure) {
      setError(failureText(failure, tRoot));
    }
  }

  const closed = chat.status === 'closed';
  return (
    <div className="chat-room__conversation" data-chat-status={chat.status} data-chat-id={chatId}>
      <div className="chat-room__status">
        <span className={`chat-room__dot chat-room__dot--${connection}`} aria-hidden="true" />
        <span role="status" data-chat="connection" data-state={connection}>
          {connection === 'open'
            ? t('chat_connected')
            : connection === 'closed'
              ? t('chat_reconnecting')
              : t('chat_connecting')}
        </span>
      </div>
      <p className="chat-room__who" data-chat="who">
        {chat.status === 'active' && chat.operatorName
          ? t('chat_with', { name: chat.operatorName })
          : chat.status === 'queued'
            ? chat.queuePosition
              ? t('chat_queued', { position: format.number(chat.queuePosition) })
              : t('chat_waiting')
            : t('chat_ended')}
      </p>
      <ol className="chat-room__messages" ref={listRef} aria-live="polite" data-chat="messages">
        {chat.messages.length === 0 && <li className="chat-room__empty">{t('chat_empty')}</li>}
        {chat.messages.map((message) => (
          <Line key={message.id} message={message} />
        ))}
      </ol>
      {error && <Failure message={error} />}
      {closed ? (
        <button
          type="button"
          className="button button--primary button--wide"
          onClick={onRestart}
          data-action="new-chat"
        >
          {t('chat_new')}
        </button>
      ) : (
        <form className="chat-room__compose" onSubmit={(event) => void send(event)}>
          <textarea
            className="chat-room__textarea"
            name="text"
            rows={2}
            value={draft}
            maxLength={TEXT_MAX}
            placeholder={t('chat_placeholder')}
            aria-label={t('chat_placeholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className="chat-room__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void end()}
              data-action="end-chat"
            >
              {t('chat_end')}
            </button>
            <span className="chat-room__counter">
              {t('chat_counter', { count: format.number(draft.length), max: format.number(TEXT_MAX) })}
            </span>
            <button
              type="submit"
              className="button button--primary"
              disabled={sending || draft.trim() === ''}
              data-action="send-chat"
            >
              <Icon name="check" size={16} />
              {sending ? t('chat_sending') : t('chat_send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
