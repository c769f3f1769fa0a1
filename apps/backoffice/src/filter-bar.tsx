import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { BoApiError } from './api';
import { type Column, DataTable } from './data-table';
import { Field } from './forms';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';
import { type QueryValues, updateQuery, useUrlQuery } from './url-query';

/** One filter of a list page; its value travels in the address's query under `name`. */
export type FilterField = {
  name: string;
  label: MessageKey;
  /** A text box (default), a local date and time (sent as an ISO instant), or a select. */
  type?: 'text' | 'datetime-local' | 'select';
  /** The select's choices after its first one, "All" (the empty value, no filter). */
  options?: readonly { value: string; label: string }[];
  /** The server's limit on the text's length (its schema's max). */
  maxLength?: number;
  /** Digits only, at most this many (ids, mobile numbers). */
  digits?: number;
  /** The end of a time range: must be later than the value of the field named here. */
  after?: string;
};

type Errors = Partial<Record<string, string>>;

/** The filter's values as the API takes them: a date and time becomes an ISO instant. */
function toWire(fields: readonly FilterField[], values: QueryValues): QueryValues {
  const wire: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (!value) continue;
    const time = field.type === 'datetime-local' ? new Date(value) : null;
    // A time the browser cannot read (typed into the address) goes as it is: the server names it.
    wire[field.name] = time && !Number.isNaN(time.getTime()) ? time.toISOString() : value;
  }
  return wire;
}

function check(fields: readonly FilterField[], values: QueryValues, t: (key: MessageKey) => string): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (!value) continue;
    if (field.maxLength && value.length > field.maxLength)
      errors[field.name] = t('filter_too_long').replace('{max}', String(field.maxLength));
    else if (field.digits && !new RegExp(`^\\d{1,${field.digits}}$`).test(value))
      errors[field.name] = t('filter_digits_only').replace('{max}', String(field.digits));
    else if (field.type === 'datetime-local' && Number.isNaN(new Date(value).getTime()))
      errors[field.name] = t('filter_bad_time');
    else if (field.after && values[field.after] && new Date(value) <= new Date(values[field.after] ?? ''))
      errors[field.name] = t('ends_before_start');
  }
  return errors;
}

/**
 * A list page's filter form: the applied filter lives in the address's query (a reload, Back and
 * a shared link keep it), bad input is named beside its field before anything is sent, and a
 * field the server refuses is named beside it too.
 */
export function FilterBar(props: {
  fields: readonly FilterField[];
  applied: QueryValues;
  serverErrors: Errors;
  submitLabel: MessageKey;
  label: string;
}) {
  const { t } = useI18n();
  const { fields, applied } = props;
  const [draft, setDraft] = useState<QueryValues>(applied);
  const [errors, setErrors] = useState<Errors>({});
  const appliedKey = JSON.stringify(applied);

  // Back, Forward or Clear changed the applied filter: the form shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: appliedKey stands for applied
  useEffect(() => {
    setDraft(applied);
    setErrors({});
  }, [appliedKey]);

  const apply = (values: QueryValues) => {
    updateQuery(Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()])));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(fields, draft, t);
    setErrors(found);
    if (Object.keys(found).length === 0) apply(draft);
  };
  const set = (name: string, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <form className="section filters" onSubmit={submit} noValidate aria-label={props.label}>
      {fields.map((field) => (
        <Field
          key={field.name}
          label={t(field.label)}
          error={
            errors[field.name] ??
            (draft[field.name] === applied[field.name] ? props.serverErrors[field.name] : undefined)
          }
        >
          {({ id, invalid, describedBy }) =>
            field.type === 'select' ? (
              <select
                id={id}
                name={field.name}
                value={draft[field.name] ?? ''}
                onChange={(event) => set(field.name, event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              >
                <option value="">{t('all_values')}</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.type ?? 'text'}
                inputMode={field.digits ? 'numeric' : undefined}
                value={draft[field.name] ?? ''}
                onChange={(event) => set(field.name, event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )
          }
        </Field>
      ))}
      <div className="actions">
        <button type="submit" className="button">
          {t(props.submitLabel)}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDraft({});
            setErrors({});
            apply({});
          }}
        >
          {t('clear')}
        </button>
      </div>
    </form>
  );
}

/**
 * The console's list page body: a FilterBar over a DataTable of the /bo/api list at `path`
 * (cached under `queryKey`), asked with the applied filter, page, page size and sort in its
 * query; a new filter goes to page 1, and a field the server refuses is named beside it.
 */
export function FilteredTable<Row>(props: {
  fields: readonly FilterField[];
  path: string;
  queryKey: QueryKey;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  defaultSort?: { sortBy: string; order: 'asc' | 'desc' };
  csvName: string;
  label: string;
  submitLabel: MessageKey;
  testId?: string;
}) {
  const { fields } = props;
  const query = useUrlQuery();
  const appliedKey = JSON.stringify(fields.map((f) => query[f.name] ?? ''));
  // biome-ignore lint/correctness/useExhaustiveDependencies: appliedKey stands for the fields' values
  const applied = useMemo<QueryValues>(
    () => Object.fromEntries(fields.map((f) => [f.name, query[f.name] ?? ''])),
    [appliedKey],
  );
  const serverErrorsOf = (failure: unknown): Errors => {
    if (!(failure instanceof BoApiError)) return {};
    const messages = failure.fieldMessages();
    const found: Errors = {};
    for (const field of fields) if (messages[field.name]) found[field.name] = messages[field.name];
    return found;
  };

  return (
    <DataTable
      columns={props.columns}
      source={{ key: props.queryKey, path: props.path, params: toWire(fields, applied) }}
      rowKey={props.rowKey}
      filterKey={appliedKey}
      defaultSort={props.defaultSort}
      csvName={props.csvName}
      label={props.label}
      testId={props.testId}
      handlesError={(failure) => Object.keys(serverErrorsOf(failure)).length > 0}
      before={(failure) => (
        <FilterBar
          fields={fields}
          applied={applied}
          serverErrors={serverErrorsOf(failure)}
          submitLabel={props.submitLabel}
          label={props.label}
        />
      )}
    />
  );
}
