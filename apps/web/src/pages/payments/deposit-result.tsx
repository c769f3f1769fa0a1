import type { DepositValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { depositKeys, useDeposit } from '../../api/deposits';
import { memberKeys } from '../../api/session';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import type { MemberMessages } from '../../i18n/member/bn-member';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText } from '../accounts/failure';

const RESULT_KEY: Record<DepositValue['status'], keyof MemberMessages> = {
  pending: 'dp_result_pending',
  paid: 'dp_result_paid',
  rejected: 'dp_result_rejected',
  expired: 'dp_result_expired',
};

/** The order the gateway sent the player back with: polled until final; a credit refreshes the balance. */
export function DepositResult({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const order = useDeposit(orderId);
  const status = order.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') {
      // The header balance and the order list follow the final state.
      void queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'balance'] });
      void queryClient.invalidateQueries({ queryKey: [...depositKeys.all, 'list'] });
    }
  }, [status, queryClient]);
  return (
    <section className="deposit__card" data-section="deposit-result" aria-labelledby="dp-result">
      <h2 id="dp-result">{t('dp_result_title')}</h2>
      {order.isPending ? (
        <InlineLoader />
      ) : order.isError ? (
        <FormError message={failureText(order.error, tRoot)} />
      ) : (
        <div
          className={`deposit__result deposit__result--${order.data.status}`}
          data-result={order.data.status}
        >
          <Icon name={order.data.status === 'paid' ? 'check' : 'alert'} size={28} />
          <div>
            <strong>{format.money(order.data.amount, order.data.currency)}</strong>
            <p role="status">
              {t(RESULT_KEY[order.data.status], {
                amount: format.money(order.data.credit, order.data.currency),
              })}
            </p>
            <p className="deposit__hint">
              {order.data.channelName} · {t('dp_order_no', { id: format.digits(order.data.id) })}
            </p>
          </div>
        </div>
      )}
      <button type="button" className="button button--primary" data-action="new-deposit" onClick={onDone}>
        {t('dp_new_deposit')}
      </button>
    </section>
  );
}
