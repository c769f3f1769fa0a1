import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MiniTable } from '../../data-table';
import { FormOutcome, SaveCancel } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { failureText, useApiQuery } from '../../query';
import { EnabledSelect } from './config-fields';

/** A whole list from a /bo/api path (short lists the API answers at once), with its load failure. */
export function useBoList<Row>(key: QueryKey, path: string) {
  const client = useQueryClient();
  const query = useApiQuery<Row[]>(key, path);
  return {
    rows: query.data ?? [],
    failure: query.error ? failureText(query.error) : null,
    /** The saved row in place of the listed one at once, before the list is asked again. */
    replace: (after: Row, same: (row: Row) => boolean) =>
      client.setQueryData<Row[]>(key, (rows) => rows?.map((row) => (same(row) ? after : row))),
  };
}

/**
 * A short settings list (deposit channels, withdrawal methods): a table with an Edit button per
 * row for roles that may change it, and the row's form below the table; the saved row replaces
 * the listed one.
 */
export function SettingsList<Row extends { code: string }>(props: {
  title: MessageKey;
  queryKey: QueryKey;
  path: string;
  testId: string;
  canManage: boolean;
  headers: MessageKey[];
  cells: (row: Row) => ReactNode[];
  form: (row: Row, saved: (after: Row) => void, cancel: () => void) => ReactNode;
}) {
  const { t } = useI18n();
  const list = useBoList<Row>(props.queryKey, props.path);
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const current = list.rows.find((row) => row.code === editing);
  return (
    <section className="section" aria-label={t(props.title)}>
      <h2 className="section__title">{t(props.title)}</h2>
      <FormOutcome error={list.failure} saved={saved} />
      {!props.canManage && <p className="field__hint">{t('pc_not_allowed')}</p>}
      <MiniTable
        testId={props.testId}
        headers={[...props.headers, 'actions']}
        rows={list.rows}
        rowKey={(row) => row.code}
        rowData={(row) => ({ 'data-code': row.code })}
        cells={(row) => [
          ...props.cells(row),
          props.canManage && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setSaved(null);
                setEditing(row.code);
              }}
            >
              {t('pc_edit')}
            </button>
          ),
        ]}
      />
      {current &&
        props.form(
          current,
          (after) => {
            list.replace(after, (row) => row.code === after.code);
            setEditing(null);
            setSaved(t('saved'));
          },
          () => setEditing(null),
        )}
    </section>
  );
}

/** A settings row's edit form: its state select, the fields, extra groups, the outcome, Save and Cancel. */
export function SettingsForm(props: {
  code: string;
  enabled: boolean;
  onEnabled: (enabled: boolean) => void;
  busy: boolean;
  failure: string | null | undefined;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  groups?: ReactNode;
}) {
  const { t } = useI18n();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="section config-form" onSubmit={submit} noValidate aria-label={t('pc_edit')}>
      <h3 className="section__title">{t('pc_edit_title').replace('{code}', props.code)}</h3>
      <div className="filters">
        <EnabledSelect label={t('pc_state')} value={props.enabled} t={t} onChange={props.onEnabled} />
        {props.children}
      </div>
      {props.groups}
      <FormOutcome error={props.failure} />
      <SaveCancel busy={props.busy} onCancel={props.onCancel} />
    </form>
  );
}
