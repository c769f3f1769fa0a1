import {
  type IpRuleView,
  MAINTENANCE_TEXT_MAX_CHARS,
  roleHolds,
  type SiteStatusAdminValue,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BoApiError } from '../../api';
import { type Column, DataTable, timeColumn } from '../../data-table';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { boKeys, failureText, useApiMutation, useApiQuery } from '../../query';
import { useOperator } from '../../session';

const STATUS_BADGE: Record<0 | 1 | 2, { key: MessageKey; tone: string }> = {
  0: { key: 'status_0', tone: 'badge--ok' },
  1: { key: 'status_1', tone: 'badge--warn' },
  2: { key: 'status_2', tone: 'badge--bad' },
};

/** Site status and access: the maintenance switch and text, the IP/region rules. */
export function StatusPage() {
  const canManage = roleHolds(useOperator().role, 'site.manage');
  const client = useQueryClient();
  const query = useApiQuery<SiteStatusAdminValue>(boKeys.siteStatus, '/bo/api/site/status');
  const status = query.data ?? null;
  const loadError = query.error ? failureText(query.error) : null;

  return (
    <>
      <FormOutcome error={loadError} />
      {status && (
        <StatusSection
          status={status}
          canManage={canManage}
          onSaved={(value) => client.setQueryData(boKeys.siteStatus, value)}
        />
      )}
      {status && <IpRulesSection rules={status.ipRules} canManage={canManage} />}
    </>
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
  const save = useApiMutation<SiteStatusAdminValue>([boKeys.audit]);
  const busy = save.isPending;
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
    try {
      const value = await save.mutateAsync({
        path: '/bo/api/site/status',
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

function IpRulesSection(props: { rules: IpRuleView[]; canManage: boolean }) {
  const { t, language } = useI18n();
  const [form, setForm] = useState({ action: 'deny', cidr: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});
  // The rules are part of the status answer: a change asks for it again.
  const change = useApiMutation([boKeys.siteStatus, boKeys.audit]);

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
      await change.mutateAsync({ path: '/bo/api/site/ip-rules', body: form });
      setForm({ action: 'deny', cidr: '', note: '' });
      setOutcome({ saved: t('saved') });
    } catch (error) {
      fail(error);
    }
  };

  const remove = async (cidr: string) => {
    if (!window.confirm(t('confirm_remove'))) return;
    try {
      await change.mutateAsync({
        path: `/bo/api/site/ip-rules?cidr=${encodeURIComponent(cidr)}`,
        method: 'DELETE',
      });
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
    timeColumn('created', 'created_at', (r) => r.createdAt, language),
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

  return (
    <section className="section" aria-labelledby="ip-rules-title">
      <h2 className="section__title" id="ip-rules-title">
        {t('ip_rules')}
      </h2>
      <p className="section__intro">{t('ip_rules_intro')}</p>
      <DataTable
        columns={columns}
        source={{ rows: props.rules }}
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
