import {
  INBOX_BODY_MAX,
  INBOX_TITLE_MAX,
  type InboxAudience,
  type InboxAudienceKind,
  type InboxComposeRequest,
  type InboxPreviewValue,
  type InboxSentItem,
  type InboxSentPage,
} from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { boRequest } from '../../api';
import { MiniTable } from '../../data-table';
import {
  Field,
  FormOutcome,
  formatTime,
  TextAreaField,
  TextField,
  TitledSection,
  useFormSubmit,
} from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatCount } from '../../numbers';
import { failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import { checkInboxDraft, emptyInboxDraft, INBOX_FIELDS, type InboxDraft } from './inbox-draft';
import '../ops.css';
import './inbox-console.css';

const KINDS: readonly { id: InboxAudienceKind; label: MessageKey }[] = [
  { id: 'everyone', label: 'ib_kind_everyone' },
  { id: 'vip', label: 'ib_kind_vip' },
  { id: 'team', label: 'ib_kind_team' },
  { id: 'registered', label: 'ib_kind_registered' },
  { id: 'member', label: 'ib_kind_member' },
];

const PROBLEM_TEXT = {
  required: 'ib_required',
  too_long: 'ib_too_long',
  levels: 'ib_levels_invalid',
} as const;
const sentKey = ['inbox', 'sent'] as const;

/** The refusals that belong beside one of the audience's fields. */
const AUDIENCE_FIELD = {
  INBOX_MEMBER_NOT_FOUND: 'username',
  INBOX_AGENT_NOT_FOUND: 'agent',
  INBOX_DATE_RANGE_INVALID: 'from',
  INBOX_SEGMENT_UNAVAILABLE: 'kind',
  INBOX_AUDIENCE_EMPTY: 'kind',
  INBOX_AUDIENCE_TOO_LARGE: 'kind',
} as const;
const fill = (text: string, n: string) => text.replace('{n}', n);

/**
 * Platform messages (decision 0060; messages.compose): the composer with its audience (everyone,
 * VIP levels, an agent's team, registration days, one player), BN and EN texts, the preview (how
 * many it reaches now and the texts as stored) and send (audited); below it, the messages sent
 * with how many read each (messages.view).
 */
export function InboxConsolePage() {
  const { t } = useI18n();
  const operator = useOperator();
  const canView = operator.permissions.includes('messages.view');
  return (
    <div className="page" data-page="inbox">
      <h1 className="page__title">{t('ib_title')}</h1>
      <p className="section__intro">{t('ib_lead')}</p>
      <Composer />
      {canView ? <SentList /> : <p className="section__intro">{t('ib_history_forbidden')}</p>}
    </div>
  );
}

function Composer() {
  const { t, language } = useI18n();
  const [draft, setDraft] = useState<InboxDraft>(emptyInboxDraft);
  const [preview, setPreview] = useState<InboxPreviewValue | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useFormSubmit(INBOX_FIELDS);
  const queryClient = useQueryClient();
  const set = <K extends keyof InboxDraft>(key: K, value: InboxDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setPreview(null);
    setSaved(null);
  };

  async function run(path: '/bo/api/messages/preview' | '/bo/api/messages') {
    setSaved(null);
    const checked = checkInboxDraft(draft);
    const found = Object.fromEntries(
      Object.entries(checked.problems ?? {}).map(([field, problem]) => [field, t(PROBLEM_TEXT[problem])]),
    );
    return form.run(
      found,
      async () => {
        const body: InboxComposeRequest = checked.request as InboxComposeRequest;
        return boRequest<InboxPreviewValue | InboxSentItem>(path, { method: 'POST', body });
      },
      AUDIENCE_FIELD,
    );
  }

  async function onPreview() {
    const value = await run('/bo/api/messages/preview');
    if (value) setPreview(value as InboxPreviewValue);
  }

  async function onSend(event: FormEvent) {
    event.preventDefault();
    const value = (await run('/bo/api/messages')) as InboxSentItem | undefined;
    if (!value) return;
    setSaved(fill(t('ib_sent'), formatCount(value.recipients, language)));
    setPreview(null);
    setDraft(emptyInboxDraft());
    void queryClient.invalidateQueries({ queryKey: sentKey });
  }

  const e = form.errors;
  return (
    <TitledSection id="inbox-compose" title={t('ib_compose')}>
      <form className="inbox-compose" onSubmit={(event) => void onSend(event)} noValidate>
        <div className="form-grid">
          <Field label={t('ib_audience')} error={e.kind}>
            {(control) => (
              <select
                id={control.id}
                name="kind"
                value={draft.kind}
                onChange={(event) => set('kind', event.target.value as InboxAudienceKind)}
              >
                {KINDS.map((kind) => (
                  <option key={kind.id} value={kind.id}>
                    {t(kind.label)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <AudienceFields draft={draft} set={set} errors={e} />
          <TextField
            name="bnTitle"
            label={t('ib_bn_title')}
            value={draft.bnTitle}
            maxLength={INBOX_TITLE_MAX}
            error={e.bnTitle}
            onChange={(v) => set('bnTitle', v)}
          />
          <TextField
            name="enTitle"
            label={t('ib_en_title')}
            value={draft.enTitle}
            maxLength={INBOX_TITLE_MAX}
            error={e.enTitle}
            onChange={(v) => set('enTitle', v)}
          />
          <TextAreaField
            name="bnBody"
            label={t('ib_bn_body')}
            hint={t('ib_body_hint')}
            rows={5}
            value={draft.bnBody}
            maxLength={INBOX_BODY_MAX}
            error={e.bnBody}
            onChange={(v) => set('bnBody', v)}
          />
          <TextAreaField
            name="enBody"
            label={t('ib_en_body')}
            hint={t('ib_body_hint')}
            rows={5}
            value={draft.enBody}
            maxLength={INBOX_BODY_MAX}
            error={e.enBody}
            onChange={(v) => set('enBody', v)}
          />
          <TextField
            name="reason"
            label={t('ib_reason')}
            value={draft.reason}
            maxLength={500}
            error={e.reason}
            onChange={(v) => set('reason', v)}
          />
        </div>
        <FormOutcome error={form.failure} saved={saved} />
        <div className="actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={form.busy}
            onClick={() => void onPreview()}
            data-action="preview"
          >
            {form.busy ? t('ib_previewing') : t('ib_preview')}
          </button>
          <button type="submit" className="button" disabled={form.busy} data-action="send">
            {form.busy ? t('ib_sending') : t('ib_send')}
          </button>
        </div>
      </form>
      {preview && <PreviewPanel preview={preview} />}
    </TitledSection>
  );
}

function AudienceFields(props: {
  draft: InboxDraft;
  set: <K extends keyof InboxDraft>(key: K, value: InboxDraft[K]) => void;
  errors: Partial<Record<keyof InboxDraft, string>>;
}) {
  const { t } = useI18n();
  const { draft, set, errors } = props;
  switch (draft.kind) {
    case 'everyone':
      return null;
    case 'vip':
      return (
        <TextField
          name="levels"
          label={t('ib_levels')}
          hint={t('ib_levels_hint')}
          value={draft.levels}
          maxLength={200}
          error={errors.levels}
          onChange={(v) => set('levels', v)}
        />
      );
    case 'team':
      return (
        <TextField
          name="agent"
          label={t('ib_agent')}
          hint={t('ib_agent_hint')}
          value={draft.agent}
          maxLength={64}
          error={errors.agent}
          onChange={(v) => set('agent', v)}
        />
      );
    case 'member':
      return (
        <TextField
          name="username"
          label={t('ib_username')}
          value={draft.username}
          maxLength={64}
          error={errors.username}
          onChange={(v) => set('username', v)}
        />
      );
    case 'registered':
      return (
        <div className="inbox-compose__dates">
          {(['from', 'to'] as const).map((name) => (
            <Field
              key={name}
              label={t(name === 'from' ? 'ib_from' : 'ib_to')}
              hint={t('ib_dates_hint')}
              error={errors[name]}
            >
              {(control) => (
                <input
                  id={control.id}
                  name={name}
                  type="date"
                  value={draft[name]}
                  aria-invalid={control.invalid || undefined}
                  aria-describedby={control.describedBy}
                  onChange={(event) => set(name, event.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
      );
  }
}

function PreviewPanel({ preview }: { preview: InboxPreviewValue }) {
  const { t, language } = useI18n();
  return (
    <div className="inbox-preview" data-testid="inbox-preview">
      <h3 className="section__title">{t('ib_preview_title')}</h3>
      <p data-preview-recipients={preview.recipients}>
        {fill(t('ib_recipients'), formatCount(preview.recipients, language))}
      </p>
      <div className="inbox-preview__pair">
        {(['bn', 'en'] as const).map((lang) => (
          <article key={lang} className="inbox-preview__text" lang={lang}>
            <h4>{preview.title[lang]}</h4>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised text, as the player site shows it (decision 0011) */}
            <div dangerouslySetInnerHTML={{ __html: preview.body[lang] }} />
          </article>
        ))}
      </div>
    </div>
  );
}

function audienceText(audience: InboxAudience, t: (key: MessageKey) => string): string {
  const label = t(KINDS.find((kind) => kind.id === audience.kind)?.label ?? 'ib_kind_everyone');
  switch (audience.kind) {
    case 'everyone':
      return label;
    case 'vip':
      return `${label}: ${audience.levels.join(', ')}`;
    case 'team':
      return `${label}: ${audience.agent}`;
    case 'registered':
      return `${label}: ${audience.from} – ${audience.to}`;
    case 'member':
      return `${label}: ${audience.username}`;
  }
}

function SentList() {
  const { t, language } = useI18n();
  const [pageNo, setPageNo] = useState(1);
  const sent = useApiQuery<InboxSentPage>(
    sentKey,
    '/bo/api/messages',
    { pageNo, pageSize: 20 },
    { keepPrevious: true },
  );
  const value = sent.data;
  return (
    <TitledSection id="inbox-sent" title={t('ib_history')}>
      {sent.isError && <FormOutcome error={failureText(sent.error)} />}
      {value && value.list.length === 0 && <p className="section__intro">{t('ib_none')}</p>}
      {value && value.list.length > 0 && (
        <MiniTable
          testId="inbox-sent"
          headers={[
            'ib_col_time',
            'ib_col_title',
            'ib_col_audience',
            'ib_col_recipients',
            'ib_col_read',
            'ib_col_by',
          ]}
          rows={value.list}
          rowKey={(row) => row.id}
          rowData={(row) => ({ 'data-message-id': row.id })}
          cells={(row) => [
            formatTime(row.sentAt, language),
            row.title[language],
            audienceText(row.audience, t),
            formatCount(row.recipients, language),
            formatCount(row.read, language),
            row.sentBy,
          ]}
        />
      )}
      {value && value.totalPages > 1 && (
        <div className="actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('table_previous')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo >= value.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('table_next')}
          </button>
        </div>
      )}
    </TitledSection>
  );
}
