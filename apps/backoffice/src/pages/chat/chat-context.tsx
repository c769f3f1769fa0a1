import type { BoChatValue } from '@khela/contract';
import { formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../numbers';

/** The member's balances, last deposits and open withdrawals beside the conversation. */
export function PlayerContext({ value }: { value: BoChatValue }) {
  const { t, language } = useI18n();
  const context = value.context;
  if (!context) return null;
  const money = (amount: string) => formatMoney(amount, context.currency, language);
  return (
    <section className="chat-console__context" data-context={context.memberId} aria-label={t('cc_context')}>
      <h2 className="section__title">
        {t('cc_context')} · {context.username}
      </h2>
      <dl className="chat-console__balances">
        <div>
          <dt>{t('cc_cash')}</dt>
          <dd data-balance="cash">{money(context.cash)}</dd>
        </div>
        <div>
          <dt>{t('cc_bonus')}</dt>
          <dd>{money(context.bonus)}</dd>
        </div>
        <div>
          <dt>{t('cc_frozen')}</dt>
          <dd>{money(context.frozen)}</dd>
        </div>
      </dl>
      <h3 className="chat-console__subtitle">{t('cc_last_deposits')}</h3>
      {context.lastDeposits.length === 0 ? (
        <p className="field__hint">{t('cc_nothing')}</p>
      ) : (
        <ul className="chat-console__facts" data-facts="deposits">
          {context.lastDeposits.map((deposit) => (
            <li key={deposit.id}>
              {money(deposit.amount)} · {deposit.channelName} · {deposit.status} ·{' '}
              {formatTime(deposit.createdAt, language)}
            </li>
          ))}
        </ul>
      )}
      <h3 className="chat-console__subtitle">{t('cc_open_withdrawals')}</h3>
      {context.openWithdrawals.length === 0 ? (
        <p className="field__hint">{t('cc_nothing')}</p>
      ) : (
        <ul className="chat-console__facts" data-facts="withdrawals">
          {context.openWithdrawals.map((withdrawal) => (
            <li key={withdrawal.id}>
              {money(withdrawal.amount)} · {withdrawal.status} · {formatTime(withdrawal.createdAt, language)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A visitor's own name and contact, and the address they wrote from. */
export function VisitorDetails({ value }: { value: BoChatValue }) {
  const { t } = useI18n();
  const visitor = value.visitor;
  if (!visitor) return null;
  return (
    <section className="chat-console__context" aria-label={t('cc_visitor')}>
      <h2 className="section__title">{t('cc_visitor')}</h2>
      <dl className="chat-console__balances">
        <div>
          <dt>{t('cc_visitor_name')}</dt>
          <dd>{visitor.name ?? t('none')}</dd>
        </div>
        <div>
          <dt>{t('cc_visitor_contact')}</dt>
          <dd>{visitor.contact ?? t('none')}</dd>
        </div>
        <div>
          <dt>{t('cc_visitor_ip')}</dt>
          <dd translate="no">{visitor.ip}</dd>
        </div>
      </dl>
    </section>
  );
}
