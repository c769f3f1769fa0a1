import { type BoGoodsValue, GOODS_KINDS, GOODS_REQUIREMENTS, roleHolds } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { boRequest } from '../../api';
import { Field, FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatMoney } from '../../numbers';
import { failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import { blankGoods, type GoodsDraft, goodsBodyOf, goodsDraftOf } from './points-draft';
import './loyalty.css';

const KEY = ['loyalty', 'mall', 'goods'] as const;
const KIND_LABEL: Record<GoodsDraft['kind'], MessageKey> = {
  cash: 'lo_gd_kind_cash',
  bonus: 'lo_gd_kind_bonus',
  physical: 'lo_gd_kind_physical',
};
const REQUIREMENT_LABEL: Record<GoodsDraft['requirement'], MessageKey> = {
  none: 'lo_gd_req_none',
  deposit: 'lo_gd_req_deposit',
  valid_bet: 'lo_gd_req_valid_bet',
};

/** The mall goods (decision 0062): the list with stock and redeemed counts; loyalty.manage adds and edits (audited). */
export default function MallTab() {
  const { t, language } = useI18n();
  const operator = useOperator();
  const canManage = roleHolds(operator.role, 'loyalty.manage');
  const goods = useApiQuery<{ list: BoGoodsValue[] }>(KEY, '/bo/api/loyalty/mall/goods');
  const [editing, setEditing] = useState<{ id: string | null; draft: GoodsDraft } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (goods.error) return <FormOutcome error={failureText(goods.error)} />;
  if (!goods.data) return <p className="notice">{t('loading')}</p>;
  const list = goods.data.list;

  return (
    <section className="section" aria-labelledby="mall-goods-title" data-testid="mall-goods">
      <h2 className="section__title" id="mall-goods-title">
        {t('lo_gd_list')}
      </h2>
      {canManage && !editing && (
        <div className="actions">
          <button
            type="button"
            className="button"
            data-action="new-goods"
            onClick={() => {
              setSaved(null);
              setEditing({ id: null, draft: blankGoods(new Date()) });
            }}
          >
            {t('lo_gd_new')}
          </button>
        </div>
      )}
      <FormOutcome saved={saved} />
      {editing && (
        <GoodsEditor
          id={editing.id}
          initial={editing.draft}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(t('lo_gd_saved'));
            void goods.refetch();
          }}
        />
      )}
      <div className="scroll-x">
        <table className="mini-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('lo_gd_name_en')}</th>
              <th>{t('lo_gd_kind')}</th>
              <th>{t('lo_gd_price')}</th>
              <th>{`${t('lo_gd_available')} / ${t('lo_gd_total')}`}</th>
              <th>{t('lo_gd_redeemed')}</th>
              <th>{t('lo_gd_from')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? (
              <tr>
                <td colSpan={8}>{t('lo_gd_none')}</td>
              </tr>
            ) : (
              list.map((g) => (
                <tr key={g.id} data-goods={g.id}>
                  <td>{g.id}</td>
                  <td>
                    {`${g.name.en} · ${g.name.bn}`}
                    {!g.visible && <em>{` (${t('lo_gd_hidden')})`}</em>}
                  </td>
                  <td>
                    {t(KIND_LABEL[g.kind])}
                    {g.value !== null && ` ${formatMoney(g.value, g.currency, language)}`}
                  </td>
                  <td>{g.pricePoints}</td>
                  <td>{`${g.availableQuantity} / ${g.totalQuantity}`}</td>
                  <td>{g.redeemedCount}</td>
                  <td>{formatTime(g.activeFrom, language)}</td>
                  <td>
                    {canManage && (
                      <button
                        type="button"
                        className="button button--ghost"
                        data-action="edit-goods"
                        onClick={() => {
                          setSaved(null);
                          setEditing({ id: g.id, draft: goodsDraftOf(g) });
                        }}
                      >
                        {t('edit')}
                      </button>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function GoodsEditor({
  id,
  initial,
  onCancel,
  onSaved,
}: {
  id: string | null;
  initial: GoodsDraft;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<GoodsDraft>) => setDraft({ ...draft, ...patch });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await boRequest(id === null ? '/bo/api/loyalty/mall/goods' : `/bo/api/loyalty/mall/goods/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: goodsBodyOf(draft),
      });
      onSaved();
    } catch (caught) {
      setFailure(failureText(caught));
    } finally {
      setBusy(false);
    }
  }

  const text = (key: keyof GoodsDraft, label: MessageKey, inputMode?: 'numeric' | 'decimal') => (
    <Field label={t(label)}>
      {({ id: inputId }) => (
        <input
          id={inputId}
          name={key}
          inputMode={inputMode}
          value={String(draft[key])}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form className="section" onSubmit={(event) => void save(event)} noValidate data-form="goods-editor">
      <h3 className="section__title">{id === null ? t('lo_gd_new') : t('lo_gd_edit').replace('{id}', id)}</h3>
      <div className="form-grid form-grid--3">
        {text('nameEn', 'lo_gd_name_en')}
        {text('nameBn', 'lo_gd_name_bn')}
        {text('imageUrl', 'lo_gd_image')}
        <Field label={t('lo_gd_kind')}>
          {({ id: inputId }) => (
            <select
              id={inputId}
              name="kind"
              value={draft.kind}
              onChange={(event) => set({ kind: event.target.value as GoodsDraft['kind'] })}
            >
              {GOODS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(KIND_LABEL[kind])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.kind !== 'physical' && text('value', 'lo_gd_value', 'decimal')}
        {text('pricePoints', 'lo_gd_price', 'numeric')}
        <Field label={t('lo_gd_requirement')}>
          {({ id: inputId }) => (
            <select
              id={inputId}
              name="requirement"
              value={draft.requirement}
              onChange={(event) => set({ requirement: event.target.value as GoodsDraft['requirement'] })}
            >
              {GOODS_REQUIREMENTS.map((r) => (
                <option key={r} value={r}>
                  {t(REQUIREMENT_LABEL[r])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.requirement !== 'none' && text('requirementAmount', 'lo_gd_req_amount', 'decimal')}
        {draft.requirement !== 'none' && text('requirementDays', 'lo_gd_req_days', 'numeric')}
        {text('totalQuantity', 'lo_gd_total', 'numeric')}
        {text('perPlayerLimit', 'lo_gd_limit', 'numeric')}
        {text('activeFrom', 'lo_gd_from')}
        {text('activeUntil', 'lo_gd_until')}
        {text('sort', 'lo_gd_sort', 'numeric')}
        <Field label={t('lo_gd_visible')}>
          {({ id: inputId }) => (
            <input
              id={inputId}
              type="checkbox"
              name="visible"
              checked={draft.visible}
              onChange={(event) => set({ visible: event.target.checked })}
            />
          )}
        </Field>
      </div>
      <FormOutcome error={failure} />
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {t('lo_gd_save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('lo_gd_cancel')}
        </button>
      </div>
    </form>
  );
}
