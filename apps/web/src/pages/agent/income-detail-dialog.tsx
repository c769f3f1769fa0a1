import type { IncomeBetsValue, IncomeDetailValue } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { Modal } from '../../components/dialog/modal';
import { AGENT_INCOME_NS } from '../../i18n/agent-income';
import { useFormat } from '../../i18n/use-format';
import { type Column, RecordsResult, SignedAmount } from '../records/records-table';
import { useIncomeBets, useIncomeDetail } from './agent-api-contracts';
import { typeKey, usePeriodText, useRateText } from './contract-parts';

type Line = IncomeDetailValue['lines'][number];
type Change = IncomeBetsValue['list'][number];

/**
 * One line of the drill-down down to its rounds (decision 0047): each valid-bet change of the
 * line's member (a downline with its team, or my own play) in the payout's period, paged, with
 * totals that are the line's figures.
 */
function LineBets({ id, username, onBack }: { id: string; username: string; onBack: () => void }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat(useSiteTimeZone());
  const [pageNo, setPageNo] = useState(1);
  const query = useIncomeBets(id, { username, pageNo });
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);
  const columns: Column<Change>[] = [
    { key: 'at', label: t('ai_line_time'), render: (r) => format.dateTime(r.at) },
    { key: 'username', label: t('ai_member'), render: (r) => <span translate="no">{r.username}</span> },
    { key: 'game', label: t('ai_line_game'), render: (r) => r.gameName },
    {
      key: 'kind',
      label: t('ai_line_kind'),
      render: (r) => (
        <span className={`records__status records__status--${r.kind}`}>{t(`ai_line_kind_${r.kind}`)}</span>
      ),
    },
    { key: 'validBet', label: t('ai_valid_bet'), numeric: true, render: (r) => money(r.validBet) },
    { key: 'payout', label: t('ai_line_payout'), numeric: true, render: (r) => money(r.payout) },
    {
      key: 'netLoss',
      label: t('ai_net_loss'),
      numeric: true,
      render: (r) => <SignedAmount amount={r.netLoss} text={money(r.netLoss)} />,
    },
  ];
  return (
    <div className="records agent-income__detail" data-income-line={username}>
      <div className="agent-income__line-head">
        <button type="button" className="button button--ghost button--small" onClick={onBack} data-line-back>
          {t('ai_line_back')}
        </button>
        <h3 className="agent-income__line-title">{t('ai_line_title', { name: username })}</h3>
      </div>
      <RecordsResult
        query={query}
        name="agent-income-line"
        columns={columns}
        rowKey={(r) => r.id}
        totals={(value) => [
          { key: 'validBet', label: t('ai_valid_bet'), value: money(value.totals.validBet) },
          { key: 'payout', label: t('ai_line_payout'), value: money(value.totals.payout) },
          {
            key: 'netLoss',
            label: t('ai_net_loss'),
            value: <SignedAmount amount={value.totals.netLoss} text={money(value.totals.netLoss)} />,
          },
        ]}
        onPage={setPageNo}
      />
      <p className="records__note">{t('ai_line_note')}</p>
    </div>
  );
}

/**
 * One payout's drill-down: for each direct downline (and my own members) the valid bet, net loss
 * and active members it brought, and its own rate and gross; a line opens its rounds.
 */
export function IncomeDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(AGENT_INCOME_NS);
  const format = useFormat(useSiteTimeZone());
  const [line, setLine] = useState<string | null>(null);
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
          <button
            type="button"
            className="agent-income__line-open"
            onClick={() => setLine(r.username)}
            aria-label={t('ai_line_open', { name: r.username })}
            data-line-open={r.username}
          >
            <span translate="no">{r.username}</span>
          </button>
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
    // Their own gross under their contract (what the differential took off mine): none without one.
    {
      key: 'gross',
      label: t('ai_their_gross'),
      numeric: true,
      render: (r) => (r.rateBp > 0 ? money(r.gross) : '—'),
    },
  ];

  const title = payout
    ? t('ai_detail_title_of', {
        type: t(typeKey(payout.type)),
        period: periodText(payout.type, payout.periodStart, payout.periodEnd),
      })
    : t('ai_detail_title');

  return (
    <Modal name="income-detail" title={title} onClose={onClose} size="table">
      {line !== null ? (
        <LineBets id={id} username={line} onBack={() => setLine(null)} />
      ) : (
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
                    {
                      key: 'downlineGross',
                      label: t('ai_downline_gross'),
                      value: money(payout.downlineGross),
                    },
                    { key: 'amount', label: t('ai_amount'), value: money(payout.amount) },
                  ]
                : []
            }
          />
          <p className="records__note">{t('ai_detail_note')}</p>
        </div>
      )}
    </Modal>
  );
}
