import type { BoChatOperatorsValue, BoChatValue, ChatMessageValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { ActionDialog } from '../../action-dialog';
import { FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { SelectField } from '../promotions/promo-fields';
import { fill } from '../promotions/promotion-labels';
import { CHAT_PATH, chatKey, mergeLines, queueKey, viewKey } from './chat-keys';

const TEXT_MAX = 1000;

/** The reply box: Enter sends, Shift+Enter breaks the line; the sent line joins the view at once. */
export function Reply({ id }: { id: string }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = useApiMutation<ChatMessageValue>([queueKey]);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || send.isPending) return;
    setFailure(null);
    try {
      const message = await send.mutateAsync({ path: `${CHAT_PATH}/${id}/messages`, body: { text: body } });
      setText('');
      client.setQueryData<BoChatValue>(viewKey(id), (view) =>
        view ? { ...view, messages: mergeLines(view.messages, [message]) } : view,
      );
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  return (
    <form className="chat-console__reply" data-form="chat-reply" onSubmit={submit} noValidate>
      <label className="field">
        <span>{t('cc_reply')}</span>
        <textarea
          name="reply"
          rows={3}
          value={text}
          maxLength={TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span className="field__hint">{t('cc_reply_hint')}</span>
      </label>
      <FormOutcome error={failure} />
      <div className="actions">
        <button
          type="submit"
          className="button"
          data-action="send-chat-reply"
          disabled={send.isPending || !text.trim()}
        >
          {t('cc_send')}
        </button>
      </div>
    </form>
  );
}

/** Hands the chat to another operator who can serve chats (audited on the server). */
export function Transfer({ id, me, onDone }: { id: string; me: string; onDone: (text: string) => void }) {
  const { t } = useI18n();
  const operators = useApiQuery<BoChatOperatorsValue>([...chatKey, 'operators'], `${CHAT_PATH}/operators`);
  const [target, setTarget] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const move = useApiMutation<BoChatValue>([chatKey, boKeys.audit]);
  const others = (operators.data?.list ?? []).filter((operator) => operator.id !== me);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = others.find((operator) => operator.id === target);
    if (!chosen) return;
    setFailure(null);
    try {
      await move.mutateAsync({ path: `${CHAT_PATH}/${id}/transfer`, body: { operatorId: chosen.id } });
      onDone(fill(t('cc_transferred'), { name: chosen.name }));
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  return (
    <form className="chat-console__transfer" data-form="chat-transfer" onSubmit={submit}>
      <SelectField<string>
        name="transfer"
        label={t('cc_transfer')}
        value={target}
        options={[
          { value: '', label: t('cc_transfer_pick') },
          ...others.map((operator) => ({ value: operator.id, label: operator.name })),
        ]}
        onChange={setTarget}
      />
      <button type="submit" className="button button--ghost" disabled={!target || move.isPending}>
        {t('cc_transfer_go')}
      </button>
      <FormOutcome error={failure} />
    </form>
  );
}

/** Ends the chat after a confirmation (audited on the server). */
export function CloseChat({
  id,
  name,
  onDone,
}: {
  id: string;
  name: string;
  onDone: (text: string) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = useApiMutation<BoChatValue>([chatKey, boKeys.audit]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await close.mutateAsync({ path: `${CHAT_PATH}/${id}/close` });
      setOpen(false);
      onDone(t('cc_closed'));
    } catch (failed) {
      setFailure(failureText(failed));
    }
  };
  return (
    <ActionDialog
      action={`close-chat-${id}`}
      label={t('cc_close')}
      danger
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      confirm={fill(t('cc_close_confirm'), { name })}
      busy={close.isPending}
      failure={failure}
      submitLabel={t('cc_close')}
      onSubmit={submit}
      outcome={null}
    />
  );
}
