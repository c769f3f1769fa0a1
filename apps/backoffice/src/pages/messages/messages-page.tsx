import type { OutboxView } from '@khela/contract';
import { type Column, timeColumn } from '../../data-table';
import { FilteredTable, type FilterField } from '../../filter-bar';
import { useI18n } from '../../i18n';
import { boKeys } from '../../query';
import '../ops.css';

/** The server's limits (OutboxQuery). */
const FIELDS: readonly FilterField[] = [
  {
    name: 'channel',
    label: 'msg_channel',
    type: 'select',
    options: [
      { value: 'sms', label: 'SMS' },
      { value: 'email', label: 'Email' },
    ],
  },
  { name: 'recipient', label: 'msg_recipient', maxLength: 120 },
  { name: 'purpose', label: 'msg_purpose', maxLength: 40 },
  {
    name: 'status',
    label: 'msg_status',
    type: 'select',
    options: ['stored', 'sent', 'failed'].map((value) => ({ value, label: value })),
  },
];

/** Messages (decision 0027): the SMS and email outbox, newest first. */
export function MessagesPage() {
  const { t, language } = useI18n();
  const columns: Column<OutboxView>[] = [
    timeColumn('time', 'msg_time', (m) => m.createdAt, language),
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
  return (
    <div className="page" data-page="messages">
      <h1 className="page__title">{t('msg_outbox')}</h1>
      <FilteredTable
        fields={FIELDS}
        path="/bo/api/messages/outbox"
        queryKey={boKeys.messages}
        columns={columns}
        rowKey={(m) => m.id}
        defaultSort={{ sortBy: 'time', order: 'desc' }}
        csvName="outbox.csv"
        label={t('msg_outbox')}
        submitLabel="apply_filter"
        testId="outbox-table"
      />
    </div>
  );
}
