import { type BoVipMemberValue, roleHolds, type VipLadderValue } from '@khela/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { BoApiError, boRequest } from '../../api';
import { Field, FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatMoney } from '../../numbers';
import { failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import { updateQuery, useUrlQuery } from '../../url-query';
import { draftOf, inputOf, type LadderDraft, type LevelDraft, nextLevel } from './vip-draft';
import './loyalty.css';

const VIP_KEY = ['loyalty', 'vip'] as const;

/** The VIP tab (decision 0063): the ladder editor (loyalty.manage saves) and a player's VIP history. */
export default function VipTab() {
  return (
    <>
      <LadderEditor />
      <PlayerVip />
    </>
  );
}

function Input(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  name: string;
  error?: string | undefined;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  return (
    <Field label={props.label} error={props.error}>
      {({ id, invalid, describedBy }) => (
        <input
          id={id}
          name={props.name}
          value={props.value}
          disabled={props.disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          inputMode={props.inputMode ?? 'decimal'}
          autoComplete="off"
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

const LEVEL_FIELDS: readonly { key: keyof LevelDraft; label: MessageKey; mode?: 'text' | 'numeric' }[] = [
  { key: 'labelEn', label: 'lo_vip_label_en', mode: 'text' },
  { key: 'labelBn', label: 'lo_vip_label_bn', mode: 'text' },
  { key: 'upgradeValidBet', label: 'lo_vip_upgrade_bet' },
  { key: 'upgradeDeposit', label: 'lo_vip_upgrade_deposit' },
  { key: 'keepValidBet', label: 'lo_vip_keep_bet' },
  { key: 'keepDeposit', label: 'lo_vip_keep_deposit' },
  { key: 'levelUpBonus', label: 'lo_vip_level_up_bonus' },
  { key: 'periodicBonus', label: 'lo_vip_periodic_bonus' },
  { key: 'rebateRates', label: 'lo_vip_rebate_rates', mode: 'text' },
  { key: 'defaultRebate', label: 'lo_vip_default_rebate' },
  { key: 'pointsRate', label: 'lo_vip_points_rate' },
  { key: 'withdrawDailyCount', label: 'lo_vip_withdraw_count', mode: 'numeric' },
  { key: 'withdrawDailyAmount', label: 'lo_vip_withdraw_amount' },
];

const API_FIELD: Partial<Record<string, keyof LevelDraft>> = {
  label: 'labelEn',
  withdrawDailyAmount: 'withdrawDailyAmount',
  defaultRebateBp: 'defaultRebate',
  pointsRateBp: 'pointsRate',
};

/** "levels.2.upgradeValidBet" (the server's or the draft's path) → the draft's field key. */
function draftField(path: string): string {
  const match = /^(?:body\.)?levels\.(\d+)\.(\w+)/.exec(path);
  if (!match) return path.replace(/^body\./, '');
  const name = match[2] ?? '';
  return `levels.${match[1]}.${API_FIELD[name] ?? name}`;
}

function LadderEditor() {
  const { t, language } = useI18n();
  const operator = useOperator();
  const canManage = roleHolds(operator.role, 'loyalty.manage');
  const ladder = useApiQuery<VipLadderValue>(VIP_KEY, '/bo/api/loyalty/vip/ladder');
  const [draft, setDraft] = useState<LadderDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (ladder.data && draft === null) setDraft(draftOf(ladder.data));
  }, [ladder.data, draft]);

  if (ladder.error) return <FormOutcome error={failureText(ladder.error)} />;
  if (!draft || !ladder.data) return <p className="notice">{t('loading')}</p>;
  const currency = ladder.data.currency;
  const setLevel = (i: number, key: keyof LevelDraft, value: string) =>
    setDraft({ ...draft, levels: draft.levels.map((l, j) => (j === i ? { ...l, [key]: value } : l)) });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaved(null);
    setFailure(null);
    const built = inputOf(draft);
    if ('field' in built) {
      setErrors({ [draftField(built.field)]: t('lo_vip_invalid_number') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const value = await boRequest<VipLadderValue>('/bo/api/loyalty/vip/ladder', {
        method: 'PUT',
        body: built.input,
      });
      setDraft(draftOf(value));
      setSaved(t('lo_vip_saved'));
      void ladder.refetch();
    } catch (caught) {
      if (caught instanceof BoApiError) {
        const field = (caught.value as { field?: string } | null)?.field;
        const fields = caught.fieldMessages();
        const placed: Record<string, string> = {};
        for (const [path, message] of Object.entries(fields)) placed[draftField(path)] = message;
        if (field) placed[draftField(field)] = caught.message;
        setErrors(placed);
        setFailure(caught.message);
      } else setFailure(String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="section vip-editor" onSubmit={save} noValidate aria-labelledby="vip-editor-title">
      <h2 className="section__title" id="vip-editor-title">
        {t('lo_vip_ladder')}
      </h2>
      <p className="section__intro">{t('lo_vip_intro')}</p>
      <div className="form-grid form-grid--3">
        <Input
          name="windowDays"
          label={t('lo_vip_window_days')}
          value={draft.windowDays}
          onChange={(windowDays) => setDraft({ ...draft, windowDays })}
          disabled={!canManage}
          error={errors.windowDays}
          inputMode="numeric"
        />
        {(['retentionPeriod', 'bonusPeriod'] as const).map((key) => (
          <Field
            key={key}
            label={t(key === 'retentionPeriod' ? 'lo_vip_retention_period' : 'lo_vip_bonus_period')}
          >
            {({ id }) => (
              <select
                id={id}
                name={key}
                value={draft[key]}
                disabled={!canManage}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value as 'week' | 'month' })}
              >
                <option value="week">{t('lo_vip_week')}</option>
                <option value="month">{t('lo_vip_month')}</option>
              </select>
            )}
          </Field>
        ))}
      </div>
      <p className="section__intro">{`${t('lo_vip_amounts_in')} ${currency}`}</p>
      <ol className="vip-editor__levels">
        {draft.levels.map((level, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a level is its rank, which is its place.
          <li key={i} className="vip-editor__level" data-vip-level={i + 1}>
            <h3 className="vip-editor__rank">{`${t('lo_vip_level')} ${i + 1}`}</h3>
            <div className="form-grid form-grid--3">
              {LEVEL_FIELDS.map((f) => (
                <Input
                  key={f.key}
                  name={`levels.${i}.${f.key}`}
                  label={t(f.label)}
                  value={level[f.key]}
                  onChange={(value) => setLevel(i, f.key, value)}
                  disabled={!canManage}
                  error={errors[`levels.${i}.${f.key}`]}
                  inputMode={f.mode ?? 'decimal'}
                />
              ))}
            </div>
          </li>
        ))}
      </ol>
      <FormOutcome error={failure} saved={saved} />
      {canManage && (
        <div className="actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setDraft({ ...draft, levels: [...draft.levels, nextLevel(draft.levels.at(-1))] })}
          >
            {t('lo_vip_add_level')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={draft.levels.length === 0}
            onClick={() => setDraft({ ...draft, levels: draft.levels.slice(0, -1) })}
          >
            {t('lo_vip_remove_level')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('lo_vip_save')}
          </button>
        </div>
      )}
      {ladder.data.updatedAt && (
        <p className="section__intro">{`${t('lo_vip_updated')} ${formatTime(ladder.data.updatedAt, language)}`}</p>
      )}
    </form>
  );
}

const REASON_LABEL: Record<string, MessageKey> = {
  upgrade: 'lo_vip_reason_upgrade',
  downgrade: 'lo_vip_reason_downgrade',
  manual: 'lo_vip_reason_manual',
};

function PlayerVip() {
  const { t, language } = useI18n();
  const operator = useOperator();
  const canManage = roleHolds(operator.role, 'loyalty.manage');
  const asked = useUrlQuery().username ?? '';
  const [typed, setTyped] = useState(asked);
  const member = useApiQuery<BoVipMemberValue>(
    [...VIP_KEY, 'member'],
    asked ? '/bo/api/loyalty/vip/member' : null,
    asked ? { username: asked } : undefined,
  );
  const ladder = useApiQuery<VipLadderValue>(VIP_KEY, '/bo/api/loyalty/vip/ladder');
  const [rank, setRank] = useState('0');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({});
  const [busy, setBusy] = useState(false);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const username = typed.trim();
    if (username) updateQuery({ username });
  };

  async function setLevel(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 2) return setOutcome({ error: t('lo_vip_reason_required') });
    setBusy(true);
    setOutcome({});
    try {
      await boRequest('/bo/api/loyalty/vip/level', {
        body: { username: asked, rank: Number(rank), reason: reason.trim() },
      });
      setReason('');
      setOutcome({ saved: t('lo_vip_level_set') });
      void member.refetch();
    } catch (caught) {
      setOutcome({ error: failureText(caught) });
    } finally {
      setBusy(false);
    }
  }

  const value = asked && !member.error ? member.data : undefined;
  const currency = ladder.data?.currency ?? '';
  return (
    <section className="section" aria-labelledby="vip-player-title">
      <h2 className="section__title" id="vip-player-title">
        {t('lo_vip_player')}
      </h2>
      <form className="vip-lookup" onSubmit={lookUp} noValidate>
        <Input
          name="username"
          label={t('lo_vip_username')}
          value={typed}
          onChange={setTyped}
          disabled={false}
          inputMode="text"
        />
        <button type="submit" className="button">
          {t('lo_vip_look_up')}
        </button>
      </form>
      {member.error ? <FormOutcome error={failureText(member.error)} /> : null}
      {value && (
        <>
          <dl className="detail-grid">
            <dt>{t('lo_vip_username')}</dt>
            <dd>{value.username}</dd>
            <dt>{t('lo_vip_level')}</dt>
            <dd data-vip-member-rank={value.rank}>
              {value.rank > 0 ? `${value.rank} · ${value.label}` : '0'}
            </dd>
            <dt>{t('lo_vip_since')}</dt>
            <dd>{formatTime(value.since, language) || '—'}</dd>
          </dl>
          <div className="scroll-x">
            <table className="mini-table">
              <thead>
                <tr>
                  <th>{t('lo_vip_at')}</th>
                  <th>{t('lo_vip_change')}</th>
                  <th>{t('lo_vip_reason')}</th>
                  <th>{t('lo_vip_figures')}</th>
                  <th>{t('lo_vip_note')}</th>
                </tr>
              </thead>
              <tbody>
                {value.history.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{t('lo_vip_no_history')}</td>
                  </tr>
                ) : (
                  value.history.map((h) => (
                    <tr key={h.id}>
                      <td>{formatTime(h.at, language)}</td>
                      <td>{`${h.fromRank} → ${h.toRank}`}</td>
                      <td>{t(REASON_LABEL[h.reason] ?? 'lo_vip_reason_manual')}</td>
                      <td>
                        {h.reason === 'manual'
                          ? '—'
                          : `${formatMoney(h.validBet, currency, language)} / ${formatMoney(h.deposit, currency, language)}`}
                      </td>
                      <td>{[h.note, h.operator ? `#${h.operator}` : ''].filter(Boolean).join(' ')}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          {canManage && (
            <form className="vip-set" onSubmit={setLevel} noValidate>
              <Field label={t('lo_vip_new_level')}>
                {({ id }) => (
                  <select id={id} name="rank" value={rank} onChange={(event) => setRank(event.target.value)}>
                    <option value="0">0</option>
                    {(ladder.data?.levels ?? []).map((l) => (
                      <option
                        key={l.rank}
                        value={l.rank}
                      >{`${l.rank} · ${language === 'bn' ? l.label.bn : l.label.en}`}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Input
                name="reason"
                label={t('lo_vip_reason')}
                value={reason}
                onChange={setReason}
                disabled={false}
                inputMode="text"
              />
              <button type="submit" className="button" disabled={busy}>
                {t('lo_vip_set_level')}
              </button>
              <FormOutcome error={outcome.error} saved={outcome.saved ?? null} />
            </form>
          )}
        </>
      )}
    </section>
  );
}
