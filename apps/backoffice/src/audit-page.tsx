import type { AuditEntryView } from '@khela/contract';
import { type Column, timeColumn } from './data-table';
import { FilteredTable, type FilterField } from './filter-bar';
import { useI18n } from './i18n';
import { boKeys } from './query';

/** The server's filter texts are at most 100 characters (AuditSearchQuery). */
const FIELDS: readonly FilterField[] = [
  { name: 'action', label: 'audit_action', maxLength: 100 },
  { name: 'actorName', label: 'audit_actor', maxLength: 100 },
  { name: 'targetType', label: 'audit_target_type', maxLength: 100 },
  { name: 'targetId', label: 'audit_target_id', maxLength: 100 },
  { name: 'from', label: 'audit_from', type: 'datetime-local' },
  { name: 'to', label: 'audit_to', type: 'datetime-local', after: 'from' },
];

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Audit: the trail, newest first, filtered by actor, action, target and time. */
export function AuditPage() {
  const { t, language } = useI18n();
  const columns: Column<AuditEntryView>[] = [
    { key: 'seq', label: 'audit_seq', sortKey: 'seq', render: (e) => e.seq, csv: (e) => e.seq },
    timeColumn('at', 'audit_time', (e) => e.at, language),
    {
      key: 'actor',
      label: 'audit_actor',
      render: (e) => `${e.actor.name} (${e.actor.kind})`,
      csv: (e) => `${e.actor.kind}:${e.actor.name}`,
    },
    { key: 'ip', label: 'audit_ip', render: (e) => e.ip, csv: (e) => e.ip },
    { key: 'action', label: 'audit_action', render: (e) => <code>{e.action}</code>, csv: (e) => e.action },
    {
      key: 'target',
      label: 'audit_target',
      render: (e) => `${e.target.type} ${e.target.id}`,
      csv: (e) => `${e.target.type}:${e.target.id}`,
    },
    { key: 'reason', label: 'audit_reason', render: (e) => e.reason ?? '', csv: (e) => e.reason ?? '' },
    {
      key: 'change',
      label: 'audit_change',
      render: (e) =>
        e.before === null && e.after === null ? (
          ''
        ) : (
          <details>
            <summary>{t('audit_show')}</summary>
            <p className="field__hint">{t('audit_before')}</p>
            <pre className="json">{json(e.before)}</pre>
            <p className="field__hint">{t('audit_after')}</p>
            <pre className="json">{json(e.after)}</pre>
          </details>
        ),
      csv: (e) => `${json(e.before)} → ${json(e.after)}`,
    },
  ];

  return (
    <div className="page" data-page="audit">
      <h1 className="page__title">{t('nav_audit')}</h1>
      <FilteredTable
        fields={FIELDS}
        path="/bo/api/audit"
        queryKey={boKeys.audit}
        columns={columns}
        rowKey={(e) => e.id}
        defaultSort={{ sortBy: 'seq', order: 'desc' }}
        csvName="audit.csv"
        label={t('nav_audit')}
        submitLabel="audit_search"
        testId="audit-table"
      />
    </div>
  );
}
