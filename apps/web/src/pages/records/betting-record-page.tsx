import type { BetItem } from '@khela/contract';
import { currencyCodeOr } from '@khela/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTimeZone } from '../../api/content';
import { type BetFilter, useBets } from '../../api/records';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { DateFilter } from './date-filter';
import { presetRange } from './date-range';
import { GameTypeSelect, useGameTypeLabel } from './game-type-select';
import { type Column, RecordsResult, SignedAmount, stakeWinProfitColumns } from './records-table';
import './records.css';

/** Betting record (/member/personalHistoryCopy): rounds by game type, vendor and days. */
export function BettingRecordPage() {
  const timeZone = useSiteTimeZone();
  const { t } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const gameTypeLabel = useGameTypeLabel();
  const [vendorText, setVendorText] = useState('');
  const [filter, setFilter] = useState<BetFilter>({
    ...presetRange('today', new Date(), timeZone),
    gameType: '',
    vendor: '',
    pageNo: 1,
  });
  const query = useBets(filter);
  const applyVendor = () => {
    const vendor = vendorText.trim().toUpperCase();
    if (vendor !== filter.vendor) setFilter({ ...filter, vendor, pageNo: 1 });
  };
  const currency = currencyCodeOr(query.data?.currency);
  const money = (amount: string) => format.money(amount, currency);

  const columns: Column<BetItem>[] = [
    { key: 'openedAt', label: t('rec_time'), render: (r) => format.dateTime(r.openedAt) },
    { key: 'game', label: t('rec_bet_game'), render: (r) => r.gameName },
    { key: 'vendor', label: t('rec_bet_vendor'), render: (r) => <span translate="no">{r.vendorName}</span> },
    { key: 'gameType', label: t('rec_bet_game_type'), render: (r) => gameTypeLabel(r.gameType) },
    ...stakeWinProfitColumns(t, money),
    {
      key: 'status',
      label: t('rec_bet_status'),
      render: (r) => (
        <span className={`records__status records__status--${r.status}`}>
          {t(`rec_bet_status_${r.status}`)}
        </span>
      ),
    },
  ];

  return (
    <div className="records" data-page="betting-record">
      <h1 className="records__title">{t('rec_bet_title')}</h1>
      <div className="records__filters">
        <DateFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range, pageNo: 1 })} />
        <GameTypeSelect
          value={filter.gameType}
          onChange={(gameType) => setFilter({ ...filter, gameType, pageNo: 1 })}
        />
        <label className="records__label">
          {t('rec_bet_vendor')}
          <input
            name="vendor"
            className="records__input"
            value={vendorText}
            maxLength={32}
            placeholder={t('rec_all')}
            onChange={(event) => setVendorText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyVendor();
            }}
            onBlur={applyVendor}
          />
        </label>
      </div>
      <RecordsResult
        query={query}
        name="bets"
        columns={columns}
        rowKey={(r) => r.id}
        totals={(value) => [
          { key: 'stake', label: t('rec_bet_total_stake'), value: money(value.totals.stake) },
          { key: 'win', label: t('rec_bet_total_win'), value: money(value.totals.win) },
          {
            key: 'profit',
            label: t('rec_bet_total_profit'),
            value: <SignedAmount amount={value.totals.profit} text={money(value.totals.profit)} />,
          },
        ]}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </div>
  );
}
