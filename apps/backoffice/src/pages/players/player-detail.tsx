import type { PlayerDetailValue } from '@khela/contract';
import { roleHolds } from '@khela/contract';
import type { ReactNode } from 'react';
import { FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { formatAmount, formatMoney } from '../../numbers';
import { boKeys, failureText, useApiQuery } from '../../query';
import { useOperator } from '../../session';
import { betStatusLabel } from './bet-status';
import { PlayerAction } from './player-action';
import { playerTypeName } from './player-type';
import { STATUS_LABEL } from './players-page';

function MiniTable<Row>(props: {
  caption: MessageKey;
  rows: Row[];
  columns: { label: MessageKey; cell: (row: Row) => ReactNode }[];
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <section className="section">
      <h2 className="section__title">{t(props.caption)}</h2>
      {props.rows.length === 0 ? (
        <p className="notice">{t('pl_none')}</p>
      ) : (
        <div className="scroll-x">
          <table className="mini-table" data-testid={props.testId}>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.label}>{t(c.label)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in server order
                <tr key={i}>
                  {props.columns.map((c) => (
                    <td key={c.label}>{c.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The actions of players.manage, each with a reason; freeze or unfreeze by the player's status. */
const ACTIONS: readonly Omit<Parameters<typeof PlayerAction>[0], 'playerId'>[] = [
  { action: 'freeze', label: 'pl_freeze', confirm: 'pl_confirm_freeze', danger: true },
  { action: 'unfreeze', label: 'pl_unfreeze', confirm: 'pl_confirm_unfreeze' },
  { action: 'reset-password', label: 'pl_reset_password', confirm: 'pl_confirm_reset_password' },
  { action: 'reset-totp', label: 'pl_reset_totp', confirm: 'pl_confirm_reset_totp' },
];

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/** One player: profile, balances, ledger, bets, sessions and IPs, devices, and the actions the role holds. */
export function PlayerDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, language } = useI18n();
  const operator = useOperator();
  const query = useApiQuery<PlayerDetailValue>(
    boKeys.player(id),
    `/bo/api/players/${encodeURIComponent(id)}`,
  );
  const detail = query.data ?? null;
  // A failed refresh after an action keeps the detail on screen with the error above it, as before.
  const error = query.error ? failureText(query.error) : null;

  const canManage = roleHolds(operator.role, 'players.manage');
  const canAdjust = roleHolds(operator.role, 'players.balance.adjust');
  const p = detail?.profile;
  const when = (iso: string | null) => formatTime(iso, language);
  return (
    <div className="page" data-page="player-detail">
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('pl_back')}
        </button>
      </div>
      <FormOutcome error={error} />
      {!detail && !error && <p className="notice">{t('loading')}</p>}
      {detail && p && (
        <>
          <h1 className="page__title">
            {p.username}{' '}
            <span
              className={`badge ${p.status === 'active' ? 'badge--ok' : 'badge--bad'}`}
              data-testid="player-status"
            >
              {t(STATUS_LABEL[p.status])}
            </span>
          </h1>
          <section className="section">
            <h2 className="section__title">{t('pl_profile')}</h2>
            <dl className="detail-grid">
              {(
                [
                  ['pl_id', p.id],
                  ['pl_mobile', p.mobile ? `+${p.countryDialingCode ?? ''} ${p.mobile}` : ''],
                  ['pl_email', p.email ?? ''],
                  ['pl_type', playerTypeName(p.type, t)],
                  ['pl_registered', joined(when(p.createdAt), p.registerIp, p.registerMethod)],
                  ['pl_last_login', joined(when(p.lastLoginAt), p.lastLoginIp)],
                  ['pl_totp', t(p.totpEnabled ? 'pl_on' : 'pl_off')],
                ] as [MessageKey, string][]
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {(canManage || canAdjust) && (
            <section className="section">
              <h2 className="section__title">{t('pl_actions')}</h2>
              <div className="actions">
                {canManage &&
                  (p.status === 'active'
                    ? ACTIONS.filter((a) => a.action !== 'unfreeze')
                    : ACTIONS.filter((a) => a.action !== 'freeze')
                  ).map((a) => <PlayerAction key={a.action} playerId={p.id} {...a} />)}
                {canAdjust && (
                  <PlayerAction
                    playerId={p.id}
                    action="adjust"
                    label="pl_adjust"
                    confirm="pl_confirm_adjust"
                    currency={detail.currency}
                  />
                )}
              </div>
            </section>
          )}
          <MiniTable
            caption="pl_balances"
            testId="player-balances"
            rows={detail.balances}
            columns={[
              { label: 'pl_kind', cell: (b) => b.kind },
              { label: 'pl_balance', cell: (b) => formatMoney(b.balance, b.currency, language) },
              { label: 'pl_status', cell: (b) => b.status },
            ]}
          />
          <MiniTable
            caption="pl_ledger"
            testId="player-ledger"
            rows={detail.ledger}
            columns={[
              { label: 'pl_time', cell: (l) => when(l.createdAt) },
              { label: 'pl_op_type', cell: (l) => l.type },
              { label: 'pl_kind', cell: (l) => l.kind },
              { label: 'pl_amount', cell: (l) => formatAmount(l.amount, language) },
              { label: 'pl_balance_after', cell: (l) => formatAmount(l.balanceAfter, language) },
            ]}
          />
          <MiniTable
            caption="pl_bets"
            testId="player-bets"
            rows={detail.bets}
            columns={[
              { label: 'pl_time', cell: (b) => when(b.openedAt) },
              { label: 'pl_game', cell: (b) => `${b.vendorCode} ${b.gameCode}` },
              { label: 'pl_stake', cell: (b) => formatAmount(b.stake, language) },
              { label: 'pl_win', cell: (b) => formatAmount(b.win, language) },
              { label: 'pl_status', cell: (b) => betStatusLabel(b.status, t) },
            ]}
          />
          <MiniTable
            caption="pl_sessions"
            testId="player-sessions"
            rows={detail.sessions}
            columns={[
              { label: 'pl_time', cell: (s) => when(s.createdAt) },
              { label: 'pl_ip', cell: (s) => s.ip },
              { label: 'pl_user_agent', cell: (s) => s.userAgent },
            ]}
          />
          <MiniTable
            caption="pl_known_ips"
            testId="player-ips"
            rows={detail.ips}
            columns={[
              { label: 'pl_ip', cell: (i) => i.ip },
              { label: 'pl_first_seen', cell: (i) => when(i.firstSeenAt) },
              { label: 'pl_time', cell: (i) => when(i.lastSeenAt) },
            ]}
          />
          <MiniTable
            caption="pl_devices"
            testId="player-devices"
            rows={detail.devices}
            columns={[
              { label: 'pl_user_agent', cell: (d) => d.userAgent },
              { label: 'pl_count', cell: (d) => d.sessions },
              { label: 'pl_time', cell: (d) => when(d.lastSeenAt) },
            ]}
          />
        </>
      )}
    </div>
  );
}
