import type { OutboxPage, OutboxView } from '@khela/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { boRequest, queryString } from '../../api';
import { type Column, DataTable, type PageRequest } from '../../data-table';
import { Field, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import '../ops.css';

/** Messages (issue 8, decision 0027): the SMS and email outbox, newest first. */
export function MessagesPage() {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState({ channel: '', recipient: '', purpose: '' });
  const [filter, setFilter] = useState(draft);
  const fetchPage = useCallback(
    (request: PageRequest) =>
      boRequest<OutboxPage>(
        `/bo/api/messages/outbox${queryString({
          ...filter,
          pageNo: request.pageNo,
          pageSize: request.pageSize,
          order: request.order,
        })}`,
      ),
    [filter],
  );
  const columns: Column<OutboxView>[] = [
    {
      key: 'time',
      label: 'msg_time',
      render: (m) => formatTime(m.createdAt, language),
      csv: (m) => m.createdAt,
    },
    { key: 'channel', label: 'msg_channel', render: (m) => m.channel, csv: (m) => m.channel },
    { key: 'recipient', label: 'msg_recipient', render: (m) => m.recipient, csv: (m) => m.recipient },
    { key: 'purpose', label: 'msg_purpose', render: (m) => m.purpose, csv: (m) => m.purpose },
    {
      key: 'body',
      label: 'msg_body',
      render: (m) => (m.subject ? `${m.subject}: ${m.body}` : m.body),
      csv: (m) => m.body,
    },
    {
      key: 'status',
      label: 'msg_status',
      render: (m) => `${m.status} (${m.provider})`,
      csv: (m) => m.status,
    },
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft });
  };
  return (
    <div className="page" data-page="messages">
      <h1 className="page__title">{t('msg_outbox')}</h1>
      <form className="filters" onSubmit={search}>
        <Field label={t('msg_channel')}>
          {({ id }) => (
            <select
              id={id}
              value={draft.channel}
              onChange={(e) => setDraft({ ...draft, channel: e.target.value })}
            >
              <option value="">{t('all_values')}</option>
              <option value="sms">SMS</option>
              <option value="email">Email</option>
            </select>
          )}
        </Field>
        <Field label={t('msg_recipient')}>
          {({ id }) => (
            <input
              id={id}
              value={draft.recipient}
              onChange={(e) => setDraft({ ...draft, recipient: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('msg_purpose')}>
          {({ id }) => (
            <input
              id={id}
              value={draft.purpose}
              onChange={(e) => setDraft({ ...draft, purpose: e.target.value })}
            />
          )}
        </Field>
        <div className="actions">
          <button type="submit" className="button">
            {t('apply_filter')}
          </button>
        </div>
      </form>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(m) => m.id}
        filterKey={JSON.stringify(filter)}
        defaultSort={{ sortBy: 'time', order: 'desc' }}
        csvName="outbox.csv"
        label={t('msg_outbox')}
        testId="outbox-table"
      />
    </div>
  );
}
