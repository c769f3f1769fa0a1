import type { IncomeDetailValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/dialog/modal';
import { AGENT_INCOME_NS } from '../../i18n/agent-income';
import { useFormat } from '../../i18n/use-format';
import { type Column, RecordsResult, SignedAmount } from '../records/records-table';
import { useIncomeDetail } from './agent-api-contracts';
import { typeKey, usePeriodText, useRateText } from './contract-parts';

type Line = IncomeDetailValue['lines'][number];

/**
 * One payout's drill-down: for each direct downline (and my own members) the valid bet, net loss
 * and active members it brought, and its own rate and gross.
 */
export function IncomeDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat();
  const rate = useRateText();
  const periodText = usePeriodText();
  const query = useIncomeDetail(id);
  const detail = query.data;
  const currency = currencyCodeOr(detail?.currency);
  const money = (amount: string) => format.money(amount, currency);
  const payout = detail?.payout;

  const columns: Column<Line>[] = [
    {
      key: 'username',
      label: t('ai_member'),
      render: (r) => (
        <span className="agent-income__who">
          <span translate="no">{r.username}</span>
          <span className="agent-income__badge">{t(r.isAgent ? 'ai_badge_agent' : 'ai_badge_member')}</span>
        </span>
      ),
    },
    { key: 'validBet', label: t('ai_valid_bet'), numeric: true, render: (r) => money(r.validBet) },
    {
      key: 'netLoss',
      label: t('ai_net_loss'),
      numeric: true,
      render: (r) => <SignedAmount amount={r.netLoss} text={money(r.netLoss)} />,
    },
    {
      key: 'activeMembers',
      label: t('ai_active_members'),
      numeric: true,
      render: (r) => format.plainInteger(r.activeMembers),
    },
    {
      key: 'rate',
      label: t('ai_their_rate'),
      numeric: true,
      render: (r) => (r.rateBp > 0 ? rate(r.rateBp) : '—'),
    },
    { key: 'gross', label: t('ai_gross'), numeric: true, render: (r) => money(r.gross) },
  ];

  const title = payout
    ? t('ai_detail_title_of', {
        type: t(typeKey(payout.type)),
        period: periodText(payout.type, payout.periodStart, payout.periodEnd),
      })
    : t('ai_detail_title');

  return (
    <Modal name="income-detail" title={title} onClose={onClose} size="wide">
      <div className="records agent-income__detail">
        <RecordsResult
          query={{
            isPending: query.isPending,
            isError: query.isError,
            error: query.error,
            refetch: query.refetch,
            data: detail && { list: detail.lines },
          }}
          name="agent-income-detail"
          columns={columns}
          rowKey={(r) => r.username}
          totals={() =>
            payout
              ? [
                  { key: 'validBet', label: t('ai_team_valid_bet'), value: money(payout.teamValidBet) },
                  { key: 'netLoss', label: t('ai_team_net_loss'), value: money(payout.teamNetLoss) },
                  { key: 'rate', label: t('ai_rate'), value: rate(payout.rateBp) },
                  { key: 'gross', label: t('ai_gross'), value: money(payout.gross) },
                  { key: 'downlineGross', label: t('ai_downline_gross'), value: money(payout.downlineGross) },
                  { key: 'amount', label: t('ai_amount'), value: money(payout.amount) },
                ]
              : []
          }
        />
        <p className="records__note">{t('ai_detail_note')}</p>
      </div>
    </Modal>
  );
}
