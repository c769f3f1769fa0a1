import {
  CONTENT_LINK_PATTERN,
  CONTENT_TEXT_MAX,
  CS_TYPES,
  type CustomerServiceAdminView,
  HELP_CODE_PATTERN,
  HELP_CONTENT_MAX,
  type HelpSectionAdminView,
  RESOURCE_TYPES,
  type ResourceAdminView,
} from '@khela/contract';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import type { Draft, FieldSpec, RowsSpec } from './rows-tab';

const text = (draft: Draft, name: string) => {
  const value = draft[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Checks shared by the three editors: required labels, links, the sort order. */
function common(draft: Draft, labels: string[], link?: string) {
  const errors: Record<string, MessageKey> = {};
  for (const name of labels) {
    if (!text(draft, name)) errors[name] = 'required';
    else if (text(draft, name).length > CONTENT_TEXT_MAX) errors[name] = 'ct_too_long_label';
  }
  if (link && !CONTENT_LINK_PATTERN.test(text(draft, link))) errors[link] = 'ct_link_invalid';
  const sort = text(draft, 'sort');
  if (!/^\d{1,6}$/.test(sort) || Number(sort) > 100_000) errors.sort = 'sort_invalid';
  return { errors, sort: Number(sort), enabled: draft.enabled === true };
}

function Shown({ enabled }: { enabled: boolean }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${enabled ? 'badge--ok' : ''}`}>{t(enabled ? 'ct_shown' : 'ct_hidden')}</span>
  );
}
const sortField: FieldSpec = { name: 'sort', label: 'ann_sort', kind: 'text', max: 6 };
const enabledField: FieldSpec = { name: 'enabled', label: 'ct_enabled', kind: 'checkbox' };
const enabledColumn = <Row extends { enabled: boolean }>() => ({
  key: 'enabled',
  label: 'ct_shown' as const,
  render: (r: Row) => <Shown enabled={r.enabled} />,
  csv: (r: Row) => String(r.enabled),
});

/** Help centre sections: one per code (the /help anchor) and language; rich text content. */
export function helpSpec(languageNames: { bn: string; en: string }): RowsSpec<HelpSectionAdminView> {
  const languages = [
    { value: 'bn', label: languageNames.bn },
    { value: 'en', label: languageNames.en },
  ];
  return {
    id: 'help-sections',
    path: '/bo/api/content/help-sections',
    newLabel: 'ct_help_new',
    listLabel: 'ct_help',
    rowKey: (r) => r.id,
    defaultSort: { sortBy: 'sort', order: 'asc' },
    filter: { name: 'lang', label: 'ct_filter_lang', options: languages },
    columns: [
      { key: 'code', label: 'ct_code', sortKey: 'code', render: (r) => r.code, csv: (r) => r.code },
      { key: 'lang', label: 'ct_lang', render: (r) => r.lang.toUpperCase(), csv: (r) => r.lang },
      { key: 'title', label: 'ct_title', render: (r) => r.title, csv: (r) => r.title },
      { key: 'sort', label: 'ann_sort', sortKey: 'sort', render: (r) => r.sort, csv: (r) => String(r.sort) },
      enabledColumn<HelpSectionAdminView>(),
    ],
    fields: [
      { name: 'code', label: 'ct_code', kind: 'text', max: 40, hint: 'ct_code_hint' },
      { name: 'lang', label: 'ct_lang', kind: 'select', options: languages },
      { name: 'title', label: 'ct_title', kind: 'text', max: CONTENT_TEXT_MAX + 20, wide: true },
      { name: 'content', label: 'ct_content', kind: 'textarea', hint: 'content_hint', wide: true },
      sortField,
      enabledField,
    ],
    empty: { code: '', lang: 'bn', title: '', content: '', sort: '0', enabled: true },
    draftOf: (r) => ({ ...r, sort: String(r.sort) }),
    conflictField: 'code',
    check: (draft) => {
      const { errors, sort, enabled } = common(draft, ['title']);
      if (!HELP_CODE_PATTERN.test(text(draft, 'code'))) errors.code = 'ct_code_invalid';
      const content = typeof draft.content === 'string' ? draft.content : '';
      if (content.length > HELP_CONTENT_MAX) errors.content = 'too_long_content';
      const body = {
        code: text(draft, 'code'),
        lang: text(draft, 'lang'),
        title: text(draft, 'title'),
        content,
        sort,
        enabled,
      };
      return { body, errors };
    },
  };
}

/** Site resources: app downloads and social channels, one per type (the type is the key). */
export const resourceSpec: RowsSpec<ResourceAdminView> = {
  id: 'resources',
  path: '/bo/api/content/resources',
  newLabel: 'ct_res_new',
  listLabel: 'ct_resources',
  rowKey: (r) => r.type,
  defaultSort: { sortBy: 'sort', order: 'asc' },
  columns: [
    { key: 'type', label: 'ct_res_type', sortKey: 'type', render: (r) => r.type, csv: (r) => r.type },
    { key: 'label', label: 'ct_label', render: (r) => r.labelNameEn, csv: (r) => r.labelNameEn },
    { key: 'url', label: 'ct_url', render: (r) => <span className="mono">{r.url}</span>, csv: (r) => r.url },
    { key: 'sort', label: 'ann_sort', sortKey: 'sort', render: (r) => r.sort, csv: (r) => String(r.sort) },
    enabledColumn<ResourceAdminView>(),
  ],
  fields: [
    {
      name: 'type',
      label: 'ct_res_type',
      kind: 'select',
      options: RESOURCE_TYPES.map((type) => ({ value: type, label: type })),
      locked: true,
    },
    { name: 'labelNameEn', label: 'ct_label', kind: 'text', max: CONTENT_TEXT_MAX + 20 },
    { name: 'url', label: 'ct_url', kind: 'text', max: 500, hint: 'ct_link_hint', wide: true },
    sortField,
    enabledField,
  ],
  empty: { type: RESOURCE_TYPES[0], labelNameEn: '', url: '', sort: '0', enabled: true },
  draftOf: (r) => ({ ...r, sort: String(r.sort) }),
  conflictField: 'type',
  check: (draft) => {
    const { errors, sort, enabled } = common(draft, ['labelNameEn'], 'url');
    const body = {
      type: text(draft, 'type'),
      labelNameEn: text(draft, 'labelNameEn'),
      url: text(draft, 'url'),
      sort,
      enabled,
    };
    return { body, errors };
  },
};

/** Customer-service entries behind the right bar's toggle. */
export const customerServiceSpec: RowsSpec<CustomerServiceAdminView> = {
  id: 'customer-service',
  path: '/bo/api/content/customer-service',
  newLabel: 'ct_cs_new',
  listLabel: 'ct_cs',
  rowKey: (r) => r.id,
  defaultSort: { sortBy: 'sort', order: 'asc' },
  filter: {
    name: 'csType',
    label: 'ct_filter_cs',
    options: CS_TYPES.map((type) => ({ value: type, label: type })),
  },
  columns: [
    { key: 'csType', label: 'ct_cs_type', sortKey: 'csType', render: (r) => r.csType, csv: (r) => r.csType },
    { key: 'label', label: 'ct_label', render: (r) => r.label, csv: (r) => r.label },
    {
      key: 'path',
      label: 'ct_url',
      render: (r) => <span className="mono">{r.path}</span>,
      csv: (r) => r.path,
    },
    { key: 'sort', label: 'ann_sort', sortKey: 'sort', render: (r) => r.sort, csv: (r) => String(r.sort) },
    enabledColumn<CustomerServiceAdminView>(),
  ],
  fields: [
    {
      name: 'csType',
      label: 'ct_cs_type',
      kind: 'select',
      options: CS_TYPES.map((type) => ({ value: type, label: type })),
    },
    { name: 'label', label: 'ct_label', kind: 'text', max: CONTENT_TEXT_MAX + 20 },
    { name: 'path', label: 'ct_url', kind: 'text', max: 500, hint: 'ct_link_hint', wide: true },
    sortField,
    enabledField,
  ],
  empty: { csType: CS_TYPES[0], label: '', path: '', sort: '0', enabled: true },
  draftOf: (r) => ({
    csType: r.csType,
    label: r.label,
    path: r.path,
    sort: String(r.sort),
    enabled: r.enabled,
  }),
  conflictField: 'path',
  check: (draft) => {
    const { errors, sort, enabled } = common(draft, ['label'], 'path');
    const body = {
      csType: text(draft, 'csType'),
      label: text(draft, 'label'),
      path: text(draft, 'path'),
      sort,
      enabled,
    };
    return { body, errors };
  },
};
