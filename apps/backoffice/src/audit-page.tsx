import type { AuditEntryView, AuditPageValue } from '@khela/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { boRequest, queryString } from './api';
import { type Column, DataTable, type PageRequest } from './data-table';
import { Field, formatTime } from './forms';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';

type Filter = {
  action: string;
  actorName: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
};
const EMPTY: Filter = { action: '', actorName: '', targetType: '', targetId: '', from: '', to: '' };
const TEXT_FIELDS: { field: keyof Filter; label: MessageKey }[] = [
  { field: 'action', label: 'audit_action' },
  { field: 'actorName', label: 'audit_actor' },
  { field: 'targetType', label: 'audit_target_type' },
  { field: 'targetId', label: 'audit_target_id' },
];

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Audit (issue 8): the trail, newest first, filtered by actor, action, target and time. */
export function AuditPage() {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Filter, string>>>({});

  const fetchPage = useCallback(
    (request: PageRequest) =>
      boRequest<AuditPageValue>(
        `/bo/api/audit${queryString({
          ...filter,
          from: filter.from ? new Date(filter.from).toISOString() : undefined,
          to: filter.to ? new Date(filter.to).toISOString() : undefined,
          pageNo: request.pageNo,
          pageSize: request.pageSize,
          order: request.order,
        })}`,
      ),
    [filter],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Filter, string>> = {};
    if (draft.from && draft.to && new Date(draft.to) <= new Date(draft.from))
      found.to = t('ends_before_start');
    setErrors(found);
    if (Object.keys(found).length === 0) setFilter({ ...draft });
  };

  const columns: Column<AuditEntryView>[] = [
    { key: 'seq', label: 'audit_seq', sortKey: 'seq', render: (e) => e.seq, csv: (e) => e.seq },
    { key: 'at', label: 'audit_time', render: (e) => formatTime(e.at, language), csv: (e) => e.at },
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
      <form className="section filters" onSubmit={search} noValidate aria-label={t('audit_search')}>
        {TEXT_FIELDS.map(({ field, label }) => (
          <Field key={field} label={t(label)}>
            {({ id }) => (
              <input
                id={id}
                value={draft[field]}
                maxLength={100}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            )}
          </Field>
        ))}
        <Field label={t('audit_from')}>
          {({ id }) => (
            <input
              id={id}
              type="datetime-local"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          )}
        </Field>
        <Field label={t('audit_to')} error={errors.to}>
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <div className="actions">
          <button type="submit" className="button">
            {t('audit_search')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setDraft(EMPTY);
              setFilter(EMPTY);
              setErrors({});
            }}
          >
            {t('clear')}
          </button>
        </div>
      </form>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(e) => e.id}
        filterKey={JSON.stringify(filter)}
        defaultSort={{ sortBy: 'seq', order: 'desc' }}
        csvName="audit.csv"
        label={t('nav_audit')}
        testId="audit-table"
      />
    </div>
  );
}
