import type { PlayerPage, PlayerRowView } from '@khela/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { boRequest, queryString } from '../../api';
import { type Column, DataTable, type PageRequest } from '../../data-table';
import { Field, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { PlayerDetail } from './player-detail';
import '../ops.css';

type Filter = {
  username: string;
  mobile: string;
  id: string;
  status: string;
  registeredFrom: string;
  registeredTo: string;
};
const EMPTY: Filter = { username: '', mobile: '', id: '', status: '', registeredFrom: '', registeredTo: '' };
export const STATUS_LABEL: Record<PlayerRowView['status'], MessageKey> = {
  active: 'pl_status_active',
  locked: 'pl_status_locked',
  disabled: 'pl_status_disabled',
};

/** Players (issue 8, decision 0027): search, then one player's detail and actions. */
export function PlayersPage() {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Filter, string>>>({});
  const [selected, setSelected] = useState<string | null>(null);

  const fetchPage = useCallback(
    (request: PageRequest) =>
      boRequest<PlayerPage>(
        `/bo/api/players${queryString({
          ...filter,
          registeredFrom: filter.registeredFrom ? new Date(filter.registeredFrom).toISOString() : undefined,
          registeredTo: filter.registeredTo ? new Date(filter.registeredTo).toISOString() : undefined,
          pageNo: request.pageNo,
          pageSize: request.pageSize,
          sortBy: request.sortBy,
          order: request.order,
        })}`,
      ),
    [filter],
  );

  if (selected) return <PlayerDetail id={selected} onBack={() => setSelected(null)} />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Filter, string>> = {};
    if (draft.mobile && !/^\d{1,20}$/.test(draft.mobile)) found.mobile = t('pl_digits_only');
    if (draft.id && !/^\d{1,18}$/.test(draft.id)) found.id = t('pl_digits_only');
    if (
      draft.registeredFrom &&
      draft.registeredTo &&
      new Date(draft.registeredTo) <= new Date(draft.registeredFrom)
    )
      found.registeredTo = t('ends_before_start');
    setErrors(found);
    if (Object.keys(found).length === 0) setFilter({ ...draft });
  };
  const text = (field: keyof Filter, label: MessageKey, type = 'text') => (
    <Field label={t(label)} error={errors[field]}>
      {({ id, invalid, describedBy }) => (
        <input
          id={id}
          name={field}
          type={type}
          value={draft[field]}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );

  const columns: Column<PlayerRowView>[] = [
    { key: 'id', label: 'pl_id', sortKey: 'id', render: (p) => p.id, csv: (p) => p.id },
    {
      key: 'username',
      label: 'pl_username',
      sortKey: 'username',
      render: (p) => (
        <button type="button" className="link" onClick={() => setSelected(p.id)}>
          {p.username}
        </button>
      ),
      csv: (p) => p.username,
    },
    { key: 'mobile', label: 'pl_mobile', render: (p) => p.mobile ?? '', csv: (p) => p.mobile ?? '' },
    { key: 'type', label: 'pl_type', render: (p) => p.type, csv: (p) => String(p.type) },
    { key: 'status', label: 'pl_status', render: (p) => t(STATUS_LABEL[p.status]), csv: (p) => p.status },
    {
      key: 'createdAt',
      label: 'pl_registered',
      sortKey: 'createdAt',
      render: (p) => formatTime(p.createdAt, language),
      csv: (p) => p.createdAt,
    },
    {
      key: 'lastLoginAt',
      label: 'pl_last_login',
      sortKey: 'lastLoginAt',
      render: (p) => formatTime(p.lastLoginAt, language),
      csv: (p) => p.lastLoginAt ?? '',
    },
    {
      key: 'lastLoginIp',
      label: 'pl_last_ip',
      render: (p) => p.lastLoginIp ?? '',
      csv: (p) => p.lastLoginIp ?? '',
    },
  ];

  return (
    <div className="page" data-page="players">
      <h1 className="page__title">{t('nav_players')}</h1>
      <form className="filters" onSubmit={search} noValidate>
        {text('username', 'pl_username')}
        {text('mobile', 'pl_mobile')}
        {text('id', 'pl_id')}
        <Field label={t('pl_status')}>
          {({ id }) => (
            <select
              id={id}
              name="status"
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            >
              <option value="">{t('all_values')}</option>
              {(Object.keys(STATUS_LABEL) as PlayerRowView['status'][]).map((s) => (
                <option key={s} value={s}>
                  {t(STATUS_LABEL[s])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('registeredFrom', 'pl_registered_from', 'datetime-local')}
        {text('registeredTo', 'pl_registered_to', 'datetime-local')}
        <div className="actions">
          <button type="submit" className="button">
            {t('pl_search')}
          </button>
        </div>
      </form>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(p) => p.id}
        filterKey={JSON.stringify(filter)}
        defaultSort={{ sortBy: 'id', order: 'desc' }}
        csvName="players.csv"
        label={t('nav_players')}
        testId="players-table"
      />
    </div>
  );
}
