import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { type Column, DataTable } from '../../data-table';
import { Field, FilterSelect, FormOutcome, SaveCancel } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, useApiMutation } from '../../query';

export type Draft = Record<string, string | boolean>;
type Option = { value: string; label: string };

/** One field of a row's editor; `locked` fields cannot change once the row exists (a key). */
export type FieldSpec = {
  name: string;
  label: MessageKey;
  kind: 'text' | 'textarea' | 'select' | 'checkbox';
  options?: Option[];
  max?: number;
  hint?: MessageKey;
  wide?: boolean;
  locked?: boolean;
};

/** What one content list needs: its API path, table, editor fields and client-side checks. */
export type RowsSpec<Row> = {
  id: string;
  path: string;
  newLabel: MessageKey;
  listLabel: MessageKey;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  defaultSort: { sortBy: string; order: 'asc' | 'desc' };
  filter?: { name: string; label: MessageKey; options: Option[] };
  fields: FieldSpec[];
  empty: Draft;
  draftOf: (row: Row) => Draft;
  /** The request body and the field errors found before sending (the server checks the same). */
  check: (draft: Draft) => { body: unknown; errors: Record<string, MessageKey> };
  /** The field a "already exists" (409) answer is shown beside. */
  conflictField: string;
};

type Translate = (key: MessageKey) => string;

type Outcome = { error?: string; saved?: string };

/**
 * A content list's editing state: the row in its editor ('new' for a new one) and the last
 * outcome (saved, deleted or the server's error). A removal asks the list under `key` again.
 */
export function useRowEditing<Row>(key: QueryKey) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({});
  const removal = useApiMutation([key, boKeys.audit]);
  return {
    editing,
    setEditing,
    outcome,
    close: () => setEditing(null),
    saved: () => {
      setEditing(null);
      setOutcome({ saved: t('saved') });
    },
    remove: (path: string) => removeRow(() => removal.mutateAsync({ path, method: 'DELETE' }), t, setOutcome),
    startNew: () => {
      setOutcome({});
      setEditing('new');
    },
  };
}

/** A content list's "new" button and the last outcome under it. */
export function NewRowBar(props: { label: string; outcome: Outcome; onNew: () => void }) {
  return (
    <>
      <div className="actions">
        <button type="button" className="button" onClick={props.onNew}>
          {props.label}
        </button>
      </div>
      <FormOutcome error={props.outcome.error} saved={props.outcome.saved} />
    </>
  );
}

/** Asks, then deletes the row; tells the outcome (a saved notice or the server's error). */
async function removeRow(
  send: () => Promise<unknown>,
  t: Translate,
  done: (outcome: Outcome) => void,
): Promise<void> {
  if (!window.confirm(t('confirm_remove'))) return;
  try {
    await send();
    done({ saved: t('deleted') });
  } catch (error) {
    if (error instanceof BoApiError) done({ error: error.message });
  }
}

/** The Edit and Remove buttons of a content list's row. */
export function actionsColumn<Row>(
  t: Translate,
  onEdit: (row: Row) => void,
  onRemove: (row: Row) => Promise<void>,
): Column<Row> {
  return {
    key: 'actions',
    label: 'actions',
    render: (row) => (
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={() => onEdit(row)}>
          {t('edit')}
        </button>
        <button
          type="button"
          className="button button--ghost button--danger"
          onClick={() => void onRemove(row)}
        >
          {t('remove')}
        </button>
      </div>
    ),
  };
}

/**
 * A server-paged content list with its editor (help sections, resources, customer service;
 * decision 0030): new, edit, remove; the server's field errors beside each field.
 */
export function RowsTab<Row>({ spec }: { spec: RowsSpec<Row> }) {
  const { t } = useI18n();
  const [filter, setFilter] = useState('');
  const key = boKeys.content(spec.id);
  const list = useRowEditing<Row>(key);
  const filterName = spec.filter?.name;

  const remove = (row: Row) => list.remove(`${spec.path}/${encodeURIComponent(spec.rowKey(row))}`);

  const columns: Column<Row>[] = [...spec.columns, actionsColumn<Row>(t, list.setEditing, remove)];

  return (
    <div data-tab={spec.id}>
      <NewRowBar label={t(spec.newLabel)} outcome={list.outcome} onNew={list.startNew} />
      {list.editing && (
        <RowForm
          key={list.editing === 'new' ? 'new' : spec.rowKey(list.editing)}
          spec={spec}
          listKey={key}
          editing={list.editing === 'new' ? null : list.editing}
          onClose={list.close}
          onSaved={list.saved}
        />
      )}
      <section className="section" aria-label={t(spec.listLabel)}>
        {spec.filter && (
          <div className="filters">
            <FilterSelect
              label={t(spec.filter.label)}
              allLabel={t('all')}
              value={filter}
              options={spec.filter.options}
              onChange={setFilter}
            />
          </div>
        )}
        <DataTable
          columns={columns}
          source={{ key, path: spec.path, params: filterName ? { [filterName]: filter } : {} }}
          rowKey={spec.rowKey}
          filterKey={filter}
          defaultSort={spec.defaultSort}
          csvName={`${spec.id}.csv`}
          label={t(spec.listLabel)}
          testId={`${spec.id}-table`}
        />
      </section>
    </div>
  );
}

function RowForm<Row>(props: {
  spec: RowsSpec<Row>;
  listKey: QueryKey;
  editing: Row | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { spec, editing } = props;
  const [draft, setDraft] = useState<Draft>(editing ? spec.draftOf(editing) : spec.empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useApiMutation([props.listKey, boKeys.audit]);
  const busy = save.isPending;
  const set = (name: string, value: string | boolean) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = spec.check(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const path = editing ? `${spec.path}/${encodeURIComponent(spec.rowKey(editing))}` : spec.path;
      await save.mutateAsync({ path, method: editing ? 'PUT' : 'POST', body });
      props.onSaved();
    } catch (error) {
      if (error instanceof BoApiError) {
        const fields = error.fieldMessages();
        if (error.status === 409) fields[spec.conflictField] = error.message;
        setErrors(fields);
        setFormError(error.message);
      }
    }
  };

  const control = (field: FieldSpec) => {
    const value = draft[field.name];
    if (field.kind === 'checkbox') {
      return (
        <label className="checkbox" key={field.name}>
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => set(field.name, event.target.checked)}
          />{' '}
          {t(field.label)}
        </label>
      );
    }
    const text = typeof value === 'string' ? value : '';
    return (
      <div className={field.wide ? 'field--wide' : undefined} key={field.name}>
        <Field
          label={t(field.label)}
          error={errors[field.name]}
          {...(field.hint ? { hint: t(field.hint) } : {})}
        >
          {({ id, invalid, describedBy }) => {
            const common = {
              id,
              value: text,
              'aria-invalid': invalid || undefined,
              'aria-describedby': describedBy,
              disabled: Boolean(field.locked && editing),
              onChange: (event: { target: { value: string } }) => set(field.name, event.target.value),
            };
            if (field.kind === 'textarea') return <textarea {...common} />;
            if (field.kind === 'select')
              return (
                <select {...common}>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              );
            return <input {...common} maxLength={field.max} />;
          }}
        </Field>
      </div>
    );
  };

  return (
    <form className="section" onSubmit={submit} noValidate aria-labelledby={`${spec.id}-form-title`}>
      <h2 className="section__title" id={`${spec.id}-form-title`}>
        {editing ? `${t('edit')}: ${spec.rowKey(editing)}` : t(spec.newLabel)}
      </h2>
      <div className="form-grid">{spec.fields.map(control)}</div>
      <SaveCancel busy={busy} onCancel={props.onClose} />
      <FormOutcome error={formError} />
    </form>
  );
}
