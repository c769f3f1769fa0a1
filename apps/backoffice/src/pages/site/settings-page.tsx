import { roleHolds, type SiteSettingsValue, type SiteSettingView } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { type Column, DataTable } from '../../data-table';
import { Field, FilterSelect, FormOutcome, SaveCancel } from '../../forms';
import { useI18n } from '../../i18n';
import { boKeys, useApiMutation, useApiQuery } from '../../query';
import { useOperator } from '../../session';

/** Feature flags and settings codes: the whole registry, a switch per flag, JSON for the rest. */
export function SettingsPage() {
  return <SettingsSection canManage={roleHolds(useOperator().role, 'site.manage')} />;
}

function SettingsSection({ canManage }: { canManage: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  // A failed load shows an empty registry, as it always has.
  const settings =
    useApiQuery<SiteSettingsValue>(boKeys.siteSettings, '/bo/api/site/settings').data?.list ?? [];
  const [filter, setFilter] = useState({ module: '', code: '' });
  const [editing, setEditing] = useState<SiteSettingView | null>(null);

  const modules = [...new Set(settings.map((s) => s.module))];
  const filtered = settings.filter(
    (s) =>
      (!filter.module || s.module === filter.module) &&
      (!filter.code || s.code.includes(filter.code.trim().toUpperCase())),
  );
  const columns: Column<SiteSettingView>[] = [
    {
      key: 'code',
      label: 'setting_code',
      sortKey: 'code',
      render: (s) => <code>{s.code}</code>,
      csv: (s) => s.code,
    },
    {
      key: 'module',
      label: 'setting_module',
      sortKey: 'module',
      render: (s) => s.module,
      csv: (s) => s.module,
    },
    {
      key: 'value',
      label: 'setting_value',
      render: (s) =>
        s.isFlag ? (
          <span className={`badge ${(s.value as { enabled: boolean }).enabled ? 'badge--ok' : ''}`}>
            {t((s.value as { enabled: boolean }).enabled ? 'flag_on' : 'flag_off')}
          </span>
        ) : (
          <pre className="json">{JSON.stringify(s.value)}</pre>
        ),
      csv: (s) => JSON.stringify(s.value),
    },
    {
      key: 'description',
      label: 'setting_description',
      render: (s) => s.description,
      csv: (s) => s.description,
    },
    ...(canManage
      ? [
          {
            key: 'edit',
            label: 'actions' as const,
            render: (s: SiteSettingView) => (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setEditing(s)}
                aria-label={`${t('edit')} ${s.code}`}
              >
                {t('edit')}
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="section" aria-labelledby="settings-title">
      <h2 className="section__title" id="settings-title">
        {t('settings')}
      </h2>
      <p className="section__intro">{t('settings_intro')}</p>
      <div className="filters">
        <FilterSelect
          label={t('setting_module')}
          allLabel={t('all')}
          value={filter.module}
          options={modules.map((module) => ({ value: module, label: module }))}
          onChange={(module) => setFilter({ ...filter, module })}
        />
        <Field label={t('setting_code')}>
          {({ id }) => (
            <input
              id={id}
              value={filter.code}
              onChange={(event) => setFilter({ ...filter, code: event.target.value })}
            />
          )}
        </Field>
      </div>
      {editing && (
        <SettingEditor
          key={editing.code}
          setting={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            client.setQueryData(boKeys.siteSettings, saved);
            setEditing(null);
          }}
        />
      )}
      <DataTable
        columns={columns}
        source={{ rows: filtered }}
        rowKey={(s) => s.code}
        filterKey={`${filter.module}|${filter.code}`}
        defaultSort={{ sortBy: 'code', order: 'asc' }}
        csvName="settings.csv"
        label={t('settings')}
        testId="settings-table"
      />
    </section>
  );
}

/** A flag is a switch; any other value is JSON, checked by the server against the code's schema. */
function SettingEditor(props: {
  setting: SiteSettingView;
  onClose: () => void;
  onSaved: (saved: SiteSettingsValue) => void;
}) {
  const { t } = useI18n();
  const { setting } = props;
  const [enabled, setEnabled] = useState(setting.isFlag && (setting.value as { enabled: boolean }).enabled);
  const [json, setJson] = useState(JSON.stringify(setting.value, null, 2));
  const [error, setError] = useState<string | undefined>();
  const save = useApiMutation<SiteSettingsValue>([boKeys.audit]);
  const busy = save.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let value: unknown;
    if (setting.isFlag) value = { enabled };
    else {
      try {
        value = JSON.parse(json);
      } catch {
        setError(t('json_invalid'));
        return;
      }
    }
    setError(undefined);
    try {
      const saved = await save.mutateAsync({
        path: `/bo/api/site/settings/${encodeURIComponent(setting.code)}`,
        method: 'PUT',
        body: { value },
      });
      props.onSaved(saved);
    } catch (failure) {
      if (failure instanceof BoApiError) setError(failure.message);
    }
  };

  return (
    <form className="section" onSubmit={submit} noValidate aria-label={`${t('edit')} ${setting.code}`}>
      <h3 className="section__title">
        {t('edit')} <code>{setting.code}</code>
      </h3>
      <p className="section__intro">{setting.description}</p>
      {setting.isFlag ? (
        <label className="check">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t('flag_on')}
        </label>
      ) : (
        <Field
          label={t('setting_value')}
          error={error}
          hint={`${t('setting_default')}: ${JSON.stringify(setting.defaultValue)}`}
        >
          {({ id, invalid, describedBy }) => (
            <textarea
              id={id}
              className="field__json"
              value={json}
              onChange={(event) => setJson(event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      )}
      {setting.isFlag && <FormOutcome error={error} />}
      <SaveCancel busy={busy} onCancel={props.onClose} />
    </form>
  );
}
