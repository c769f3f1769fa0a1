import {
  type CashierMemberValue,
  type CashierRiskFlag,
  type OperatorWithdrawalValue as OperatorWithdrawal,
  type ProofValue,
  type RevealedPayoutAccountValue,
  roleHolds,
} from '@khela/contract';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { BASE_PATH, navigate } from '../../navigation';
import { formatMoney } from '../../numbers';
import { boKeys, failureText, useApiMutation, useApiObjectUrl } from '../../query';
import { useOperator } from '../../session';
import { updateQuery } from '../../url-query';
import { playerTypeName } from '../players/player-type';

const FLAG_LABEL: Record<CashierRiskFlag, MessageKey> = {
  turnover_below_deposit: 'cs_flag_turnover_below_deposit',
  no_paid_deposit: 'cs_flag_no_paid_deposit',
  payee_name_differs: 'cs_flag_payee_name_differs',
  account_frozen: 'cs_flag_account_frozen',
  new_payout_account: 'cs_flag_new_payout_account',
};

/** The player's username, linking to their page in the console (a real link: it opens in a new tab too). */
export function PlayerLink({ member }: { member: CashierMemberValue }) {
  const href = `${BASE_PATH}players?player=${encodeURIComponent(member.id)}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate('players');
    updateQuery({ player: member.id });
  };
  return (
    <a className="link" href={href} onClick={open} data-testid="player-link">
      {member.username ?? member.id}
    </a>
  );
}

/** Short names for the queue's narrow column; the full sentence is the badge's tooltip. */
const FLAG_SHORT: Record<CashierRiskFlag, MessageKey> = {
  turnover_below_deposit: 'cs_short_turnover_below_deposit',
  no_paid_deposit: 'cs_short_no_paid_deposit',
  payee_name_differs: 'cs_short_payee_name_differs',
  account_frozen: 'cs_short_account_frozen',
  new_payout_account: 'cs_short_new_payout_account',
};

/** The withdrawal's risk flags as badges (or "None"); `compact` for a table cell. */
export function RiskFlags({ flags, compact = false }: { flags: CashierRiskFlag[]; compact?: boolean }) {
  const { t } = useI18n();
  if (flags.length === 0) return compact ? null : <span className="field__hint">{t('cs_no_flags')}</span>;
  return (
    <span className="flag-list" data-testid="risk-flags">
      {flags.map((flag) => (
        <span
          key={flag}
          className="badge badge--bad"
          data-flag={flag}
          {...(compact ? { title: t(FLAG_LABEL[flag]) } : {})}
        >
          {t(compact ? FLAG_SHORT[flag] : FLAG_LABEL[flag])}
        </span>
      ))}
    </span>
  );
}

/**
 * The payout account: masked, and for roles that may pay out a button that fetches the full
 * number (the server records who looked, at which withdrawal, when).
 */
function PayoutAccount({ withdrawal }: { withdrawal: OperatorWithdrawal }) {
  const { t } = useI18n();
  const mayReveal = roleHolds(useOperator().role, 'payments.withdrawals.review');
  // Each look is written to the audit trail, so it is a change (never cached as a read).
  const revealing = useApiMutation<RevealedPayoutAccountValue>([boKeys.audit]);
  const reveal = () =>
    revealing.mutate({ path: `/bo/api/payments/withdrawals/${withdrawal.id}/account`, body: {} });
  const revealed = revealing.data ?? null;
  const failure = revealing.error ? failureText(revealing.error) : null;
  const busy = revealing.isPending;
  const account = withdrawal.account;
  return (
    <>
      <span className="account-number" data-testid="payout-account-number">
        {account.provider} {revealed ? revealed.number : account.number}
      </span>{' '}
      · {account.payeeName}
      {mayReveal && !revealed && (
        <>
          {' '}
          <button type="button" className="button button--ghost" onClick={reveal} disabled={busy}>
            {t('cs_reveal')}
          </button>
          <span className="field__hint">{t('cs_reveal_note')}</span>
        </>
      )}
      {failure && (
        <span className="field__error" role="alert">
          {failure}
        </span>
      )}
    </>
  );
}

/**
 * One proof image loaded through the authenticated proof route (the operator's token, never a
 * public URL): a thumbnail that opens the full image in a dialog.
 */
function ProofThumbnail(props: { withdrawalId: string; proof: ProofValue }) {
  const { t } = useI18n();
  const image = useApiObjectUrl(
    boKeys.proof(props.withdrawalId, props.proof.id),
    `/bo/api/payments/withdrawals/${props.withdrawalId}/proofs/${props.proof.id}`,
  );
  const url = image.data ?? null;
  const failed = image.isError;
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [open]);

  const name = props.proof.fileName;
  if (failed) return <p className="field__error">{t('pv_load_failed')}</p>;
  return (
    <>
      <button
        type="button"
        className="proof-thumb"
        aria-label={t('pv_enlarge').replace('{name}', name)}
        onClick={() => setOpen(true)}
        disabled={!url}
      >
        {url && <img src={url} alt={t('pv_proof_alt').replace('{name}', name)} width={120} height={120} />}
      </button>
      <dialog
        ref={dialog}
        className="dialog proof-dialog"
        onCancel={() => setOpen(false)}
        aria-label={t('pv_proof_alt').replace('{name}', name)}
      >
        {open && url && (
          <img
            className="proof-dialog__image"
            src={url}
            alt={t('pv_proof_alt').replace('{name}', name)}
            width={props.proof.width}
            height={props.proof.height}
          />
        )}
        <p className="field__hint">
          {name} · {props.proof.width}×{props.proof.height}
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('pv_close')}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** A withdrawal's (or its dispute's) detail: player, account, amounts, turnover and flags, dates, proofs. */
export function WithdrawalDetail(props: {
  withdrawal: OperatorWithdrawal;
  onClose: () => void;
  /** The decisions the operator may take on it now (confirmed in a dialog). */
  actions?: ReactNode;
}) {
  const { t, language } = useI18n();
  const w = props.withdrawal;
  const money = (amount: string) => formatMoney(amount, w.currency, language);
  const member = w.member;
  return (
    <section className="section" aria-label={`${t('pv_details')} #${w.id}`} data-testid="withdrawal-detail">
      <h2 className="section__title">
        {t('pv_details')} #{w.id}
      </h2>
      <dl className="detail-grid">
        <div>
          <dt>{t('pay_player')}</dt>
          <dd>
            <PlayerLink member={member} /> · {playerTypeName(member.type, t)}
          </dd>
        </div>
        <div>
          <dt>{t('pay_account')}</dt>
          <dd>
            <PayoutAccount withdrawal={w} />
          </dd>
        </div>
        <div>
          <dt>{t('pay_amount')}</dt>
          <dd data-testid="withdrawal-amount">
            {money(w.amount)} ({t('pay_payout')} {money(w.payout)})
          </dd>
        </div>
        <div>
          <dt>{t(member.lastDeposit ? 'cs_turnover' : 'cs_turnover_ever')}</dt>
          <dd data-testid="withdrawal-turnover">{money(member.turnover)}</dd>
        </div>
        {member.lastDeposit && (
          <div>
            <dt>{t('cs_last_deposit')}</dt>
            <dd>
              {money(member.lastDeposit.amount)} · {formatTime(member.lastDeposit.paidAt, language)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('cs_flags')}</dt>
          <dd>
            <RiskFlags flags={member.flags} />
          </dd>
        </div>
        <div>
          <dt>{t('pv_requested')}</dt>
          <dd>{formatTime(w.createdAt, language)}</dd>
        </div>
        {w.payoutReference && (
          <div>
            <dt>{t('cs_payout_reference')}</dt>
            <dd data-testid="payout-reference">{w.payoutReference}</dd>
          </div>
        )}
        {w.confirmDueAt && (
          <div>
            <dt>{t('pv_confirm_due')}</dt>
            <dd>{formatTime(w.confirmDueAt, language)}</dd>
          </div>
        )}
        {w.dispute && (
          <div>
            <dt>{t('pv_dispute_note')}</dt>
            <dd>{w.dispute.note || '—'}</dd>
          </div>
        )}
      </dl>
      <h3 className="section__title">{t('pv_proofs')}</h3>
      {w.proofs.length === 0 ? (
        <p className="field__hint">{t('pv_no_proofs')}</p>
      ) : (
        <div className="proof-list">
          {w.proofs.map((proof) => (
            <ProofThumbnail key={proof.id} withdrawalId={w.id} proof={proof} />
          ))}
        </div>
      )}
      <div className="actions">
        {props.actions}
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          {t('pv_close')}
        </button>
      </div>
    </section>
  );
}
