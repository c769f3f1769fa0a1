import {
  type IpRuleView,
  MAINTENANCE_TEXT_MAX_CHARS,
  roleHolds,
  type SiteSettingsValue,
  type SiteSettingView,
  type SiteStatusAdminValue,
} from '@khela/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { BoApiError, boRequest } from './api';
import { type Column, DataTable, type PageRequest } from './data-table';
import { Field, FilterSelect, FormOutcome, formatTime, SaveCancel } from './forms';
import { useI18n } from './i18n';
import type { MessageKey } from './messages';
import { useOperator } from './session';

const STATUS_BADGE: Record<0 | 1 | 2, { key: MessageKey; tone: string }> = {
  0: { key: 'status_0', tone: 'badge--ok' },
  1: { key: 'status_1', tone: 'badge--warn' },
  2: { key: 'status_2', tone: 'badge--bad' },
};

/** Site (issue 8): status and maintenance text, IP/region rules, feature flags and settings. */
export function SitePage() {
  const { t } = useI18n();
  const canManage = roleHolds(useOperator().role, 'site.manage');
  const [status, setStatus] = useState<SiteStatusAdminValue | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(() => {
    boRequest<SiteStatusAdminValue>('/bo/api/site/status')
      .then((value) => {
        setStatus(value);
        setLoadError(null);
      })
      .catch((error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)));
  }, []);
  useEffect(reload, [reload]);

  return (
    <div className="page" data-page="site">
      <h1 className="page__title">{t('nav_site')}</h1>
      <FormOutcome error={loadError} />
      {status && <StatusSection status={status} canManage={canManage} onSaved={setStatus} />}
      {status && <IpRulesSection rules={status.ipRules} canManage={canManage} onChanged={reload} />}
      <SettingsSection canManage={canManage} />
    </div>
  );
}

function StatusSection(props: {
  status: SiteStatusAdminValue;
  canManage: boolean;
  onSaved: (value: SiteStatusAdminValue) => void;
}) {
  const { t } = useI18n();
  const [maintenance, setMaintenance] = useState(props.status.maintenance);
  const [text, setText] = useState(props.status.maintenanceText);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});
  const [busy, setBusy] = useState(false);
  const badge = STATUS_BADGE[props.status.status];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const language of ['bn', 'en'] as const) {
      if ([...text[language].trim()].length > MAINTENANCE_TEXT_MAX_CHARS) {
        found[`maintenanceText.${language}`] = t('too_long_500');
      }
    }
    setErrors(found);
    setOutcome({});
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const value = await boRequest<SiteStatusAdminValue>('/bo/api/site/status', {
        method: 'PUT',
        body: { maintenance, maintenanceText: text },
      });
      props.onSaved(value);
      setOutcome({ saved: t('saved') });
    } catch (error) {
      if (error instanceof BoApiError) {
        setErrors(error.fieldMessages());
        setOutcome({ error: error.message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="section" onSubmit={submit} noValidate aria-labelledby="site-status-title">
      <h2 className="section__title" id="site-status-title">
        {t('site_status')}{' '}
        <span className={`badge ${badge.tone}`} data-testid="site-status">
          {t(badge.key)}
        </span>
      </h2>
      <p className="section__intro">{t('site_status_intro')}</p>
      <label className="check">
        <input
          type="checkbox"
          name="maintenance"
          checked={maintenance}
          disabled={!props.canManage}
          onChange={(event) => setMaintenance(event.target.checked)}
        />
        {t('maintenance_switch')}
      </label>
      <div className="form-grid">
        {(['bn', 'en'] as const).map((language) => (
          <Field
            key={language}
            label={t(language === 'bn' ? 'maintenance_text_bn' : 'maintenance_text_en')}
            error={errors[`maintenanceText.${language}`]}
            hint={t('maintenance_text_hint')}
          >
            {({ id, invalid, describedBy }) => (
              <textarea
                id={id}
                value={text[language]}
                disabled={!props.canManage}
                onChange={(event) => setText((current) => ({ ...current, [language]: event.target.value }))}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        ))}
      </div>
      {props.canManage && (
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {t('save_status')}
          </button>
        </div>
      )}
      <FormOutcome error={outcome.error} saved={outcome.saved} />
    </form>
  );
}

function IpRulesSection(props: { rules: IpRuleView[]; canManage: boolean; onChanged: () => void }) {
  const { t, language } = useI18n();
  const [form, setForm] = useState({ action: 'deny', cidr: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});

  const fail = (error: unknown) => {
    if (!(error instanceof BoApiError)) return;
    const fields = error.fieldMessages();
    if (error.code === 'IP_RULE_INVALID_CIDR') fields.cidr = error.message;
    if (error.code === 'IP_RULE_NOTE_TOO_LONG') fields.note = error.message;
    setErrors(fields);
    setOutcome(Object.keys(fields).length > 0 ? {} : { error: error.message });
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({});
    if (!form.cidr.trim()) {
      setErrors({ cidr: t('required') });
      return;
    }
    setErrors({});
    try {
      await boRequest('/bo/api/site/ip-rules', { method: 'POST', body: form });
      setForm({ action: 'deny', cidr: '', note: '' });
      setOutcome({ saved: t('saved') });
      props.onChanged();
    } catch (error) {
      fail(error);
    }
  };

  const remove = async (cidr: string) => {
    if (!window.confirm(t('confirm_remove'))) return;
    try {
      await boRequest(`/bo/api/site/ip-rules?cidr=${encodeURIComponent(cidr)}`, { method: 'DELETE' });
      props.onChanged();
    } catch (error) {
      fail(error);
    }
  };

  const columns: Column<IpRuleView>[] = [
    {
      key: 'action',
      label: 'ip_action',
      render: (r) => t(r.action === 'allow' ? 'ip_allow' : 'ip_deny'),
      csv: (r) => r.action,
    },
    { key: 'cidr', label: 'ip_cidr', render: (r) => <code>{r.cidr}</code>, csv: (r) => r.cidr },
    { key: 'note', label: 'ip_note', render: (r) => r.note, csv: (r) => r.note },
    {
      key: 'created',
      label: 'created_at',
      render: (r) => formatTime(r.createdAt, language),
      csv: (r) => r.createdAt,
    },
    ...(props.canManage
      ? [
          {
            key: 'remove',
            label: 'actions' as const,
            render: (r: IpRuleView) => (
              <button
                type="button"
                className="button button--ghost button--danger"
                onClick={() => void remove(r.cidr)}
              >
                {t('remove')}
              </button>
            ),
          },
        ]
      : []),
  ];
  const fetchPage = useCallback(async (request: PageRequest) => pageOf(props.rules, request), [props.rules]);

  return (
    <section className="section" aria-labelledby="ip-rules-title">
      <h2 className="section__title" id="ip-rules-title">
        {t('ip_rules')}
      </h2>
      <p className="section__intro">{t('ip_rules_intro')}</p>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.cidr}
        filterKey={JSON.stringify(props.rules)}
        csvName="ip-rules.csv"
        label={t('ip_rules')}
      />
      {props.canManage && (
        <form className="form-grid form-grid--3" onSubmit={add} noValidate aria-label={t('ip_add')}>
          <Field label={t('ip_action')}>
            {({ id }) => (
              <select
                id={id}
                value={form.action}
                onChange={(event) => setForm({ ...form, action: event.target.value })}
              >
                <option value="deny">{t('ip_deny')}</option>
                <option value="allow">{t('ip_allow')}</option>
              </select>
            )}
          </Field>
          <Field label={t('ip_cidr')} error={errors.cidr} hint={t('ip_cidr_hint')}>
            {({ id, invalid, describedBy }) => (
              <input
                id={id}
                value={form.cidr}
                maxLength={64}
                onChange={(event) => setForm({ ...form, cidr: event.target.value })}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <Field label={t('ip_note')} error={errors.note}>
            {({ id, invalid, describedBy }) => (
              <input
                id={id}
                value={form.note}
                maxLength={400}
                onChange={(event) => setForm({ ...form, note: event.target.value })}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <div className="actions field--wide">
            <button type="submit" className="button">
              {t('ip_add')}
            </button>
          </div>
          <div className="field--wide">
            <FormOutcome error={outcome.error} saved={outcome.saved} />
          </div>
        </form>
      )}
    </section>
  );
}

/** A page of a list the server sends whole (the registry, the IP rules), sorted by a key. */
function pageOf<Row>(rows: Row[], request: PageRequest) {
  const sorted = request.sortBy
    ? [...rows].sort((a, b) => {
        const key = request.sortBy as keyof Row;
        const order = String(a[key]).localeCompare(String(b[key]));
        return request.order === 'asc' ? order : -order;
      })
    : rows;
  const start = (request.pageNo - 1) * request.pageSize;
  return {
    list: sorted.slice(start, start + request.pageSize),
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / request.pageSize),
  };
}

function SettingsSection({ canManage }: { canManage: boolean }) {
  const { t } = useI18n();
  const [settings, setSettings] = useState<SiteSettingView[]>([]);
  const [filter, setFilter] = useState({ module: '', code: '' });
  const [editing, setEditing] = useState<SiteSettingView | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    boRequest<SiteSettingsValue>('/bo/api/site/settings')
      .then((value) => setSettings(value.list))
      .catch(() => setSettings([]));
  }, []);

  const modules = [...new Set(settings.map((s) => s.module))];
  const filtered = settings.filter(
    (s) =>
      (!filter.module || s.module === filter.module) &&
      (!filter.code || s.code.includes(filter.code.trim().toUpperCase())),
  );
  const fetchPage = useCallback(async (request: PageRequest) => pageOf(filtered, request), [filtered]);
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
          onSaved={(list) => {
            setSettings(list);
            setEditing(null);
            setReloadKey((n) => n + 1);
          }}
        />
      )}
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(s) => s.code}
        filterKey={`${filter.module}|${filter.code}`}
        reloadKey={reloadKey + settings.length}
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
  onSaved: (list: SiteSettingView[]) => void;
}) {
  const { t } = useI18n();
  const { setting } = props;
  const [enabled, setEnabled] = useState(setting.isFlag && (setting.value as { enabled: boolean }).enabled);
  const [json, setJson] = useState(JSON.stringify(setting.value, null, 2));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      const saved = await boRequest<SiteSettingsValue>(
        `/bo/api/site/settings/${encodeURIComponent(setting.code)}`,
        {
          method: 'PUT',
          body: { value },
        },
      );
      props.onSaved(saved.list);
    } catch (failure) {
      if (failure instanceof BoApiError) setError(failure.message);
    } finally {
      setBusy(false);
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
