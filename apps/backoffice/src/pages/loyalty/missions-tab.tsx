import {
  type BoMissionInput,
  type BoMissionValue,
  GAME_TYPES,
  MISSION_KINDS,
  type MissionKind,
  roleHolds,
} from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { BoApiError, boRequest } from '../../api';
import { Field, FormOutcome } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import './loyalty.css';

const KEY = ['loyalty', 'missions'] as const;
type List = { currency: string; list: BoMissionValue[] };
type Draft = Omit<BoMissionInput, 'gameType' | 'activeUntil' | 'title'> & {
  gameType: string;
  activeUntil: string;
  titleEn: string;
  titleBn: string;
};

const KIND_LABEL: Record<MissionKind, MessageKey> = {
  deposit: 'lo_mi_kind_deposit',
  bet: 'lo_mi_kind_bet',
  rounds: 'lo_mi_kind_rounds',
  login: 'lo_mi_kind_login',
};

const blank = (): Draft => ({
  period: 'daily',
  kind: 'bet',
  gameType: '',
  titleEn: '',
  titleBn: '',
  target: '',
  rewardKind: 'cash',
  reward: '',
  wageringMultiple: 0,
  active: true,
  activeFrom: new Date().toISOString(),
  activeUntil: '',
  sort: 0,
});

const draftOf = (m: BoMissionValue): Draft => ({
  ...m,
  gameType: m.gameType ?? '',
  activeUntil: m.activeUntil ?? '',
  titleEn: m.title.en,
  titleBn: m.title.bn,
});

function inputOf(d: Draft): BoMissionInput {
  const counted = d.kind === 'deposit' || d.kind === 'login';
  return {
    period: d.period,
    kind: d.kind,
    gameType: counted || d.gameType === '' ? null : (d.gameType as BoMissionInput['gameType']),
    title: { en: d.titleEn.trim(), bn: d.titleBn.trim() },
    target: d.target.trim(),
    rewardKind: d.rewardKind,
    reward: d.reward.trim(),
    wageringMultiple: Number(d.wageringMultiple) || 0,
    active: d.active,
    activeFrom: d.activeFrom,
    activeUntil: d.activeUntil.trim() === '' ? null : d.activeUntil.trim(),
    sort: Number(d.sort) || 0,
  };
}

/** The missions editor (decision 0064): every mission; loyalty.manage adds and changes them (audited). */
export default function MissionsTab() {
  const { t } = useI18n();
  const operator = useOperator();
  const canManage = roleHolds(operator.role, 'loyalty.manage');
  const missions = useApiQuery<List>(KEY, '/bo/api/loyalty/missions');
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (missions.error) return <FormOutcome error={failureText(missions.error)} />;
  if (!missions.data) return <p className="notice">{t('loading')}</p>;
  const { currency, list } = missions.data;
  return (
    <section className="section" aria-labelledby="missions-title">
      <h2 className="section__title" id="missions-title">
        {t('lo_mi_list')}
      </h2>
      <p className="section__intro">{t('lo_mi_intro').replace('{currency}', currency)}</p>
      <div className="scroll-x">
        <table className="mini-table" data-testid="missions-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('lo_mi_title_en')}</th>
              <th>{t('lo_mi_period')}</th>
              <th>{t('lo_mi_kind')}</th>
              <th>{t('lo_mi_target')}</th>
              <th>{t('lo_mi_reward')}</th>
              <th>{t('lo_mi_active')}</th>
              {canManage && <th />}
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? (
              <tr>
                <td colSpan={8}>{t('lo_mi_none')}</td>
              </tr>
            ) : (
              list.map((m) => (
                <tr key={m.id} data-mission-row={m.id}>
                  <td>{m.id}</td>
                  <td>{m.title.en}</td>
                  <td>{t(m.period === 'daily' ? 'lo_mi_daily' : 'lo_mi_weekly')}</td>
                  <td>{`${t(KIND_LABEL[m.kind])}${m.gameType ? ` · ${m.gameType}` : ''}`}</td>
                  <td>{m.target}</td>
                  <td>{`${m.reward} ${t(m.rewardKind === 'cash' ? 'lo_mi_cash' : 'lo_mi_bonus')}`}</td>
                  <td>{t(m.active ? 'lo_mi_yes' : 'lo_mi_no')}</td>
                  {canManage && (
                    <td>
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => setEditing({ id: m.id, draft: draftOf(m) })}
                      >
                        {t('lo_mi_edit').replace('{id}', m.id)}
                      </button>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <FormOutcome saved={saved} />
      {canManage && !editing && (
        <div className="actions">
          <button type="button" className="button" onClick={() => setEditing({ id: null, draft: blank() })}>
            {t('lo_mi_new')}
          </button>
        </div>
      )}
      {editing && (
        <MissionForm
          id={editing.id}
          initial={editing.draft}
          onDone={(message) => {
            setEditing(null);
            setSaved(message);
            void missions.refetch();
          }}
        />
      )}
    </section>
  );
}

function MissionForm(props: { id: string | null; initial: Draft; onDone: (saved: string | null) => void }) {
  const { t } = useI18n();
  const [d, setD] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD({ ...d, [key]: value });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      await boRequest<BoMissionValue>(
        props.id ? `/bo/api/loyalty/missions/${props.id}` : '/bo/api/loyalty/missions',
        {
          method: props.id ? 'PUT' : 'POST',
          body: inputOf(d),
        },
      );
      props.onDone(t('lo_mi_saved'));
    } catch (caught) {
      if (caught instanceof BoApiError) {
        const placed: Record<string, string> = {};
        for (const [path, message] of Object.entries(caught.fieldMessages()))
          placed[path.replace(/^body\./, '')] = message;
        const field = (caught.value as { field?: string } | null)?.field;
        if (field) placed[field] = caught.message;
        setErrors(placed);
        setFailure(caught.message);
      } else setFailure(String(caught));
    } finally {
      setBusy(false);
    }
  }

  const text = (key: keyof Draft, label: MessageKey, error?: string, mode: 'text' | 'decimal' = 'text') => (
    <Field label={t(label)} error={error}>
      {({ id, invalid, describedBy }) => (
        <input
          id={id}
          name={key}
          value={String(d[key])}
          inputMode={mode}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(key, event.target.value as never)}
        />
      )}
    </Field>
  );
  const select = (key: keyof Draft, label: MessageKey, options: readonly [string, string][]) => (
    <Field label={t(label)} error={errors[key]}>
      {({ id }) => (
        <select
          id={id}
          name={key}
          value={String(d[key])}
          onChange={(event) => set(key, event.target.value as never)}
        >
          {options.map(([value, shown]) => (
            <option key={value} value={value}>
              {shown}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form
      className="section"
      onSubmit={save}
      noValidate
      aria-label={t('lo_mi_new')}
      data-testid="mission-form"
    >
      <h3 className="section__title">
        {props.id ? t('lo_mi_edit').replace('{id}', props.id) : t('lo_mi_new')}
      </h3>
      <div className="form-grid form-grid--3">
        {text('titleEn', 'lo_mi_title_en', errors['title.en'])}
        {text('titleBn', 'lo_mi_title_bn', errors['title.bn'])}
        {select('period', 'lo_mi_period', [
          ['daily', t('lo_mi_daily')],
          ['weekly', t('lo_mi_weekly')],
        ])}
        {select(
          'kind',
          'lo_mi_kind',
          MISSION_KINDS.map((k) => [k, t(KIND_LABEL[k])]),
        )}
        {(d.kind === 'bet' || d.kind === 'rounds') &&
          select('gameType', 'lo_mi_game_type', [
            ['', t('lo_mi_any_game')],
            ...GAME_TYPES.map((g) => [g, g] as [string, string]),
          ])}
        {text('target', 'lo_mi_target', errors.target, 'decimal')}
        {select('rewardKind', 'lo_mi_reward_kind', [
          ['cash', t('lo_mi_cash')],
          ['bonus', t('lo_mi_bonus')],
        ])}
        {text('reward', 'lo_mi_reward', errors.reward, 'decimal')}
        {d.rewardKind === 'bonus' &&
          text('wageringMultiple', 'lo_mi_wagering', errors.wageringMultiple, 'decimal')}
        {text('activeFrom', 'lo_mi_from', errors.activeFrom)}
        {text('activeUntil', 'lo_mi_until', errors.activeUntil)}
        {text('sort', 'lo_mi_sort', errors.sort, 'decimal')}
        <Field label={t('lo_mi_active')}>
          {({ id }) => (
            <input
              id={id}
              type="checkbox"
              checked={d.active}
              onChange={(event) => set('active', event.target.checked)}
            />
          )}
        </Field>
      </div>
      <FormOutcome error={failure} />
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={() => props.onDone(null)}>
          {t('lo_mi_cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {t('lo_mi_save')}
        </button>
      </div>
    </form>
  );
}
