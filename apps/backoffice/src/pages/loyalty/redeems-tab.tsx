import { type BoRedeemListValue, type BoRedeemValue, type RedeemStatus, roleHolds } from '@khela/contract';
import { type FormEvent, useState } from 'react';
import { boRequest } from '../../api';
import { Field, FilterSelect, FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatMoney } from '../../numbers';
import { failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import './loyalty.css';

const KEY = ['loyalty', 'mall', 'redeems'] as const;
const PAGE_SIZE = 20;
const STATUS_LABEL: Record<RedeemStatus, MessageKey> = {
  in_process: 'lo_rd_in_process',
  approved: 'lo_rd_approved',
  rejected: 'lo_rd_rejected',
};

/**
 * The redeem queue (decision 0062): redeems by status, newest first, with the player, the goods
 * and a physical item's address; loyalty.redeems.review approves (cash and bonus goods are paid)
 * or rejects with a reason (points and stock return). Both are audited.
 */
export default function RedeemsTab() {
  const { t, language } = useI18n();
  const operator = useOperator();
  const canReview = roleHolds(operator.role, 'loyalty.redeems.review');
  const [status, setStatus] = useState<RedeemStatus | ''>('in_process');
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const redeems = useApiQuery<BoRedeemListValue>(
    KEY,
    '/bo/api/loyalty/mall/redeems',
    { ...(status ? { status } : {}), page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );

  return (
    <section className="section" aria-labelledby="redeems-title" data-testid="redeem-queue">
      <h2 className="section__title" id="redeems-title">
        {t('lo_rd_queue')}
      </h2>
      <FilterSelect
        label={t('lo_rd_status')}
        allLabel={t('lo_rd_all')}
        value={status}
        options={(['in_process', 'approved', 'rejected'] as const).map((value) => ({
          value,
          label: t(STATUS_LABEL[value]),
        }))}
        onChange={(value) => {
          setStatus(value as RedeemStatus | '');
          setPage(1);
        }}
      />
      <FormOutcome saved={done} />
      {redeems.error ? (
        <FormOutcome error={failureText(redeems.error)} />
      ) : !redeems.data ? (
        <p className="notice">{t('loading')}</p>
      ) : (
        <>
          <div className="scroll-x">
            <table className="mini-table">
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('lo_rd_player')}</th>
                  <th>{t('lo_rd_goods')}</th>
                  <th>{t('lo_rd_points')}</th>
                  <th>{t('lo_rd_address')}</th>
                  <th>{t('lo_rd_when')}</th>
                  <th>{t('lo_rd_decision')}</th>
                </tr>
              </thead>
              <tbody>
                {redeems.data.list.length === 0 ? (
                  <tr>
                    <td colSpan={7}>{t('lo_rd_none')}</td>
                  </tr>
                ) : (
                  redeems.data.list.map((r) => (
                    <tr key={r.id} data-redeem={r.id}>
                      <td>{r.id}</td>
                      <td>{r.username}</td>
                      <td>
                        {r.goodsName}
                        {r.value !== null && ` · ${formatMoney(r.value, r.currency, language)}`}
                      </td>
                      <td>{r.points}</td>
                      <td>{r.address ?? '—'}</td>
                      <td>{formatTime(r.createdAt, language)}</td>
                      <td>
                        {r.status === 'in_process' && canReview ? (
                          <Decide
                            redeem={r}
                            onDone={(after) => {
                              setDone(
                                t('lo_rd_done')
                                  .replace('{id}', after.id)
                                  .replace('{status}', t(STATUS_LABEL[after.status])),
                              );
                              void redeems.refetch();
                            }}
                          />
                        ) : (
                          <span data-redeem-status={r.status}>
                            {t(STATUS_LABEL[r.status])}
                            {r.reason && ` · ${r.reason}`}
                            {r.decidedBy && ` · ${r.decidedBy}`}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          {redeems.data.totalPages > 1 && (
            <div className="actions">
              <button
                type="button"
                className="button button--ghost"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('lo_rd_prev')}
              </button>
              <span>{`${page} / ${redeems.data.totalPages}`}</span>
              <button
                type="button"
                className="button button--ghost"
                disabled={page >= redeems.data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t('lo_rd_next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Decide({ redeem, onDone }: { redeem: BoRedeemValue; onDone: (after: BoRedeemValue) => void }) {
  const { t } = useI18n();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(action: 'approve' | 'reject', event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const after = await boRequest<BoRedeemValue>(`/bo/api/loyalty/mall/redeems/${redeem.id}/${action}`, {
        method: 'POST',
        body: action === 'reject' ? { reason: reason.trim() } : {},
      });
      onDone(after);
    } catch (caught) {
      setFailure(failureText(caught));
    } finally {
      setBusy(false);
    }
  }

  if (rejecting)
    return (
      <form onSubmit={(event) => void decide('reject', event)} noValidate data-form="reject-redeem">
        <Field label={t('lo_rd_reason')}>
          {({ id }) => (
            <input
              id={id}
              name="reason"
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <FormOutcome error={failure} />
        <div className="actions">
          <button type="submit" className="button button--danger" disabled={busy || reason.trim() === ''}>
            {t('lo_rd_reject')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setRejecting(false)}>
            {t('cancel')}
          </button>
        </div>
      </form>
    );
  return (
    <div className="actions">
      <button
        type="button"
        className="button"
        data-action="approve-redeem"
        disabled={busy}
        onClick={() => void decide('approve')}
      >
        {t('lo_rd_approve')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        data-action="reject-redeem"
        disabled={busy}
        onClick={() => setRejecting(true)}
      >
        {t('lo_rd_reject')}
      </button>
      <FormOutcome error={failure} />
    </div>
  );
}
