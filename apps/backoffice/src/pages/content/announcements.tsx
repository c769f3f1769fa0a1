import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_IMAGE_PATTERN,
  ANNOUNCEMENT_LINKAGE_TYPES,
  ANNOUNCEMENT_TITLE_MAX,
  type ANNOUNCEMENT_TYPES,
  type AnnouncementAdminView,
  BANNER_GROUPS,
} from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { type Column, DataTable, timeColumn } from '../../data-table';
import { Field, FilterSelect, FormOutcome, SaveCancel } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, useApiMutation } from '../../query';
import { ImageField } from './image-field';
import { actionsColumn, NewRowBar, useRowEditing } from './rows-tab';

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
const TYPE_LABEL: Record<AnnouncementType, MessageKey> = {
  B: 'type_B',
  PL: 'type_PL',
  PU: 'type_PU',
  PR: 'type_PR',
  H: 'type_H',
};

type Draft = {
  type: AnnouncementType;
  groupName: string;
  audience: string;
  execution: string;
  linkageType: string;
  linkage: string;
  imageUrl: string;
  sort: string;
  status: 'active' | 'inactive';
  startsAt: string;
  endsAt: string;
  bnTitle: string;
  bnContent: string;
  enTitle: string;
  enContent: string;
};

const EMPTY: Draft = {
  type: 'H',
  groupName: '',
  audience: '',
  execution: '',
  linkageType: '',
  linkage: '',
  imageUrl: '',
  sort: '0',
  status: 'active',
  startsAt: '',
  endsAt: '',
  bnTitle: '',
  bnContent: '',
  enTitle: '',
  enContent: '',
};

/** ISO ↔ the value of a datetime-local input (the operator's local time). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function draftOf(view: AnnouncementAdminView): Draft {
  return {
    type: view.type,
    groupName: view.groupName ?? '',
    audience: view.audience ?? '',
    execution: view.execution ?? '',
    linkageType: view.linkageType ?? '',
    linkage: view.linkage ?? '',
    imageUrl: view.imageUrl ?? '',
    sort: String(view.sort),
    status: view.status,
    startsAt: toLocalInput(view.startsAt),
    endsAt: toLocalInput(view.endsAt),
    bnTitle: view.bn.title,
    bnContent: view.bn.content,
    enTitle: view.en.title,
    enContent: view.en.content,
  };
}

/** The request body, and the field errors found before sending (the server checks the same). */
function check(draft: Draft): { body: unknown; errors: Record<string, MessageKey> } {
  const errors: Record<string, MessageKey> = {};
  for (const [field, value] of [
    ['bn.title', draft.bnTitle],
    ['en.title', draft.enTitle],
  ] as const) {
    if (!value.trim()) errors[field] = 'required';
    else if (value.trim().length > ANNOUNCEMENT_TITLE_MAX) errors[field] = 'too_long_title';
  }
  if (draft.bnContent.length > ANNOUNCEMENT_CONTENT_MAX) errors['bn.content'] = 'too_long_content';
  if (draft.enContent.length > ANNOUNCEMENT_CONTENT_MAX) errors['en.content'] = 'too_long_content';
  if (draft.type === 'B' && !draft.groupName) errors.groupName = 'banner_needs_group';
  if (draft.type === 'B' && !draft.imageUrl.trim()) errors.imageUrl = 'banner_needs_image';
  if (draft.imageUrl.trim() && !ANNOUNCEMENT_IMAGE_PATTERN.test(draft.imageUrl.trim())) {
    errors.imageUrl = 'image_url_invalid';
  }
  if (Boolean(draft.linkageType) !== Boolean(draft.linkage.trim())) errors.linkage = 'link_pair';
  const sort = Number(draft.sort);
  if (!/^\d{1,6}$/.test(draft.sort.trim()) || sort > 100_000) errors.sort = 'sort_invalid';
  if (draft.startsAt && draft.endsAt && new Date(draft.endsAt) <= new Date(draft.startsAt)) {
    errors.endsAt = 'ends_before_start';
  }
  const popup = draft.type === 'PU';
  const body = {
    type: draft.type,
    groupName: draft.type === 'B' ? draft.groupName || null : null,
    audience: popup ? draft.audience || null : null,
    execution: popup ? draft.execution || null : null,
    linkageType: draft.linkageType || null,
    linkage: draft.linkage.trim() || null,
    imageUrl: draft.imageUrl.trim() || null,
    sort,
    status: draft.status,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    bn: { title: draft.bnTitle, content: draft.bnContent },
    en: { title: draft.enTitle, content: draft.enContent },
  };
  return { body, errors };
}

/**
 * One kind of announcement (a content tab, decision 0030): banners (filtered by group, with an
 * image preview), popups, notices, promotions or headlines; one editor for all of them.
 */
export function AnnouncementsTab({ type }: { type: AnnouncementType }) {
  const { t, language } = useI18n();
  const [filter, setFilter] = useState({ status: '', q: '', groupName: '' });
  const list = useRowEditing<AnnouncementAdminView>(boKeys.announcements);
  const isBanner = type === 'B';

  const remove = (row: AnnouncementAdminView) => list.remove(`/bo/api/content/announcements/${row.id}`);

  const text = (row: AnnouncementAdminView) => (language === 'bn' ? row.bn : row.en);
  const columns: Column<AnnouncementAdminView>[] = [
    { key: 'id', label: 'id', render: (r) => r.id, csv: (r) => r.id },
    ...(isBanner
      ? ([
          {
            key: 'image',
            label: 'ct_image',
            render: (r) =>
              r.imageUrl ? <img className="image-thumb" src={r.imageUrl} alt="" loading="lazy" /> : null,
            csv: (r) => r.imageUrl ?? '',
          },
          {
            key: 'group',
            label: 'ann_group',
            render: (r) => r.groupName ?? '',
            csv: (r) => r.groupName ?? '',
          },
        ] satisfies Column<AnnouncementAdminView>[])
      : []),
    {
      key: 'title',
      label: 'ann_title',
      render: (r) => text(r).title,
      csv: (r) => `${r.bn.title} / ${r.en.title}`,
    },
    {
      key: 'status',
      label: 'ann_status',
      sortKey: 'status',
      render: (r) => (
        <span className={`badge ${r.status === 'active' ? 'badge--ok' : ''}`}>
          {t(r.status === 'active' ? 'status_active' : 'status_inactive')}
        </span>
      ),
      csv: (r) => r.status,
    },
    { key: 'sort', label: 'ann_sort', sortKey: 'sort', render: (r) => r.sort, csv: (r) => String(r.sort) },
    timeColumn('created', 'created_at', (r) => r.createdAt, language, 'createdAt'),
    actionsColumn<AnnouncementAdminView>(t, list.setEditing, remove),
  ];

  return (
    <div data-tab={type}>
      <NewRowBar label={t('ann_new')} outcome={list.outcome} onNew={list.startNew} />
      {list.editing && (
        <AnnouncementForm
          key={list.editing === 'new' ? 'new' : list.editing.id}
          editing={list.editing === 'new' ? null : list.editing}
          type={type}
          onClose={list.close}
          onSaved={list.saved}
        />
      )}
      <section className="section" aria-label={t('ann_list')}>
        <div className="filters">
          {isBanner && (
            <FilterSelect
              label={t('ct_filter_group')}
              allLabel={t('all')}
              value={filter.groupName}
              options={BANNER_GROUPS.map((group) => ({ value: group, label: group }))}
              onChange={(groupName) => setFilter({ ...filter, groupName })}
            />
          )}
          <FilterSelect
            label={t('ann_status')}
            allLabel={t('all')}
            value={filter.status}
            options={[
              { value: 'active', label: t('status_active') },
              { value: 'inactive', label: t('status_inactive') },
            ]}
            onChange={(status) => setFilter({ ...filter, status })}
          />
          <Field label={t('search_title')}>
            {({ id }) => (
              <input
                id={id}
                type="search"
                value={filter.q}
                maxLength={100}
                onChange={(event) => setFilter({ ...filter, q: event.target.value })}
              />
            )}
          </Field>
        </div>
        <DataTable
          columns={columns}
          source={{
            key: boKeys.announcements,
            path: '/bo/api/content/announcements',
            params: { ...filter, type },
          }}
          rowKey={(r) => r.id}
          filterKey={JSON.stringify(filter)}
          defaultSort={{ sortBy: 'createdAt', order: 'desc' }}
          csvName={`announcements-${type}.csv`}
          label={t(TYPE_LABEL[type])}
          testId="announcements-table"
        />
      </section>
    </div>
  );
}

function AnnouncementForm(props: {
  editing: AnnouncementAdminView | null;
  type: AnnouncementType;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Draft>(
    props.editing ? draftOf(props.editing) : { ...EMPTY, type: props.type },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useApiMutation([boKeys.announcements, boKeys.audit]);
  const busy = save.isPending;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => {
      const { [errorKey(field)]: _dropped, ...rest } = current;
      return rest;
    });
  };

  /** A control's value, change and its field's label, hint and error links. */
  const bind = (
    field: keyof Draft,
    control: { id: string; invalid: boolean; describedBy: string | undefined },
  ) => ({
    id: control.id,
    value: draft[field],
    onChange: set(field),
    'aria-invalid': control.invalid || undefined,
    'aria-describedby': control.describedBy,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = check(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        path: props.editing
          ? `/bo/api/content/announcements/${props.editing.id}`
          : '/bo/api/content/announcements',
        method: props.editing ? 'PUT' : 'POST',
        body,
      });
      props.onSaved();
    } catch (error) {
      if (error instanceof BoApiError) {
        setErrors(error.fieldMessages());
        setFormError(error.message);
      }
    }
  };

  const input = (
    field: keyof Draft,
    label: MessageKey,
    options: { max?: number; hint?: MessageKey; wide?: boolean } = {},
  ) => (
    <div className={options.wide ? 'field--wide' : undefined}>
      <Field
        label={t(label)}
        error={errors[errorKey(field)]}
        {...(options.hint ? { hint: t(options.hint) } : {})}
      >
        {(control) => <input {...bind(field, control)} maxLength={options.max} />}
      </Field>
    </div>
  );
  const area = (field: keyof Draft, label: MessageKey) => (
    <Field label={t(label)} error={errors[errorKey(field)]} hint={t('content_hint')}>
      {(control) => <textarea {...bind(field, control)} />}
    </Field>
  );
  const select = (field: keyof Draft, label: MessageKey, options: { value: string; label: string }[]) => (
    <Field label={t(label)} error={errors[errorKey(field)]}>
      {(control) => (
        <select {...bind(field, control)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const none = { value: '', label: t('none') };

  return (
    <form className="section" onSubmit={submit} noValidate aria-labelledby="announcement-form-title">
      <h2 className="section__title" id="announcement-form-title">
        {props.editing
          ? `${t('edit')} #${props.editing.id}`
          : `${t('ann_new')}: ${t(TYPE_LABEL[props.type])}`}
      </h2>
      <div className="form-grid form-grid--3">
        {select('status', 'ann_status', [
          { value: 'active', label: t('status_active') },
          { value: 'inactive', label: t('status_inactive') },
        ])}
        {input('sort', 'ann_sort', { max: 6 })}
        {draft.type === 'B' &&
          select('groupName', 'ann_group', [
            none,
            ...BANNER_GROUPS.map((group) => ({ value: group, label: group })),
          ])}
        {draft.type === 'PU' &&
          select('audience', 'ann_audience', [
            none,
            { value: 'A', label: t('audience_A') },
            { value: 'B', label: t('audience_B') },
          ])}
        {draft.type === 'PU' &&
          select('execution', 'ann_execution', [
            none,
            { value: 'A', label: t('execution_A') },
            { value: 'B', label: t('execution_B') },
            { value: 'F', label: t('execution_F') },
          ])}
        {draft.type === 'B' ? (
          <ImageField
            value={draft.imageUrl}
            error={errors.imageUrl}
            onChange={(imageUrl) => setDraft((current) => ({ ...current, imageUrl }))}
            onError={(message) =>
              setErrors(({ imageUrl: _dropped, ...rest }) =>
                message ? { ...rest, imageUrl: message } : rest,
              )
            }
          />
        ) : (
          input('imageUrl', 'ann_image', { max: 500, hint: 'image_hint' })
        )}
        {select('linkageType', 'ann_link_type', [
          none,
          ...ANNOUNCEMENT_LINKAGE_TYPES.map((type) => ({ value: type, label: type })),
        ])}
        {input('linkage', 'ann_link', { max: 500 })}
        <Field label={t('ann_starts')} error={errors.startsAt}>
          {({ id }) => (
            <input id={id} type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} />
          )}
        </Field>
        <Field label={t('ann_ends')} error={errors.endsAt}>
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              value={draft.endsAt}
              onChange={set('endsAt')}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
      <div className="form-grid">
        {input('bnTitle', 'ann_title_bn', { max: ANNOUNCEMENT_TITLE_MAX + 20 })}
        {input('enTitle', 'ann_title_en', { max: ANNOUNCEMENT_TITLE_MAX + 20 })}
        {area('bnContent', 'ann_content_bn')}
        {area('enContent', 'ann_content_en')}
      </div>
      <SaveCancel busy={busy} onCancel={props.onClose} />
      <FormOutcome error={formError} />
    </form>
  );
}

/** The draft's field → the request's field path (server errors name the latter). */
function errorKey(field: keyof Draft): string {
  const map: Partial<Record<keyof Draft, string>> = {
    bnTitle: 'bn.title',
    enTitle: 'en.title',
    bnContent: 'bn.content',
    enContent: 'en.content',
  };
  return map[field] ?? field;
}
