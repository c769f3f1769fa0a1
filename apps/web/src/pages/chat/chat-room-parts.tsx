import type { ChatMessageValue } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon';
import { CHAT_NS } from '../../i18n/chat/register-chat';
import { useFormat } from '../../i18n/use-format';

/** A visitor's optional name and contact before the chat starts (the operator sees them). */
export function VisitorForm({
  onStart,
  busy,
  error,
}: {
  onStart: (details: { name?: string; contact?: string }) => void;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation(CHAT_NS);
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(contact.trim() ? { contact: contact.trim() } : {}),
    });
  };
  return (
    <form className="chat-room__intro" onSubmit={submit} data-chat="visitor-form">
      <p>{t('chat_intro')}</p>
      <label className="chat-room__label">
        {t('chat_name')}
        <input
          className="chat-room__input"
          name="name"
          value={name}
          maxLength={40}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className="chat-room__label">
        {t('chat_contact')}
        <input
          className="chat-room__input"
          name="contact"
          value={contact}
          maxLength={80}
          onChange={(event) => setContact(event.target.value)}
        />
      </label>
      {error && <Failure message={error} />}
      <button
        type="submit"
        className="button button--primary button--wide"
        disabled={busy}
        data-action="start-chat"
      >
        <Icon name="headset" size={18} />
        {busy ? t('chat_starting') : t('chat_start')}
      </button>
    </form>
  );
}

const SYSTEM_KEYS = {
  taken: 'chat_system_taken',
  transferred: 'chat_system_transferred',
  closed_by_operator: 'chat_system_closed_by_operator',
  closed_by_member: 'chat_system_closed_by_member',
  closed_by_visitor: 'chat_system_closed_by_visitor',
} as const;

/** One line: mine on the right, the agent's on the left, system events as a centred note. */
export function Line({ message }: { message: ChatMessageValue }) {
  const { t } = useTranslation(CHAT_NS);
  const format = useFormat();
  if (message.from === 'system') {
    const key = SYSTEM_KEYS[message.text as keyof typeof SYSTEM_KEYS];
    return <li className="chat-room__system">{key ? t(key) : message.text}</li>;
  }
  const mine = message.from !== 'operator';
  return (
    <li className={`chat-room__line chat-room__line--${mine ? 'mine' : 'theirs'}`} data-from={message.from}>
      <span className="chat-room__meta">
        {mine ? t('chat_you') : (message.operatorName ?? t('chat_agent'))} · {format.dateTime(message.at)}
      </span>
      <span className="chat-room__text">{message.text}</span>
    </li>
  );
}

/** A failed call's message (the server's, in the caller's language). */
export function Failure({ message }: { message: string }) {
  return (
    <p className="chat-room__error" role="alert" data-form-error>
      {message}
    </p>
  );
}
