import type { BoRaffleValue } from '@khela/contract';
import { type Column, DataTable, timeColumn } from '../../data-table';
import { useI18n } from '../../i18n';
import { formatAmount, formatCount } from '../../numbers';
import { boKeys, useApiQuery } from '../../query';
import './raffle.css';

type Raffle = BoRaffleValue;
type Prize = Raffle['prizes'][number];
const STATUS_BADGE: Record<Prize['status'], string> = {
  claimable: 'badge--warn',
  paid: 'badge--ok',
  pending: '',
};

/**
 * A raffle as the operator follows it (decision 0055; promotions.view): tickets and players, the
 * commitment published at publishing, the seed and public value once drawn, every prize with its
 * winner and whether it is paid, and the total paid.
 */
export function RaffleView({ id }: { id: string }) {
  const { t, language } = useI18n();
  const query = useApiQuery<Raffle>([...boKeys.promotions, 'raffle', id], `/bo/api/promotions/raffles/${id}`);
  if (query.isPending) return null;
  if (query.isError || !query.data)
    return (
      <p className="notice" data-testid="raffle-unpublished">
        {t('rf_view_unpublished')}
      </p>
    );
  const r = query.data;
  const amount = (text: string) => formatAmount(text, language);
  const columns: Column<Prize>[] = [
    {
      key: 'rank',
      label: 'rf_view_rank',
      render: (p) => formatCount(p.rank, language),
      csv: (p) => String(p.rank),
    },
    {
      key: 'ticket',
      label: 'rf_view_ticket',
      render: (p) => `#${formatCount(p.ticketNo, language)}`,
      csv: (p) => String(p.ticketNo),
    },
    { key: 'player', label: 'rf_view_player', render: (p) => p.username, csv: (p) => p.username },
    {
      key: 'prize',
      label: 'rf_view_prize',
      render: (p) =>
        p.amount ? `${amount(p.amount)} ${p.kind}` : `${formatCount(p.points ?? 0, language)} points`,
      csv: (p) => p.amount ?? String(p.points ?? 0),
    },
    {
      key: 'status',
      label: 'rf_view_prize_status',
      render: (p) => (
        <span className={`badge ${STATUS_BADGE[p.status]}`} data-status={p.status}>
          {t(`rf_view_prize_${p.status}`)}
        </span>
      ),
      csv: (p) => p.status,
    },
    timeColumn('paidAt', 'rf_view_paid_at', (p) => p.paidAt, language),
  ];
  const fact = (label: Parameters<typeof t>[0], value: string, mono = false) => (
    <div className="raffle-view__fact">
      <dt>{t(label)}</dt>
      <dd className={mono ? 'raffle-view__hash' : undefined}>{value}</dd>
    </div>
  );
  return (
    <section className="section raffle-view" aria-labelledby="raffle-view" data-testid="raffle-view">
      <h3 className="section__title" id="raffle-view">
        {t('rf_view')}
      </h3>
      <dl className="raffle-view__facts">
        {fact('rf_view_status', t(`rf_view_status_${r.status}`))}
        {fact('rf_view_tickets', formatCount(r.ticketCount, language))}
        {fact('rf_view_players', formatCount(r.players, language))}
        {fact('rf_view_paid_total', amount(r.paidTotal))}
        {fact('rf_view_committed_at', new Date(r.committedAt).toLocaleString(language))}
        {r.drawnAt && fact('rf_view_drawn_at', new Date(r.drawnAt).toLocaleString(language))}
        {fact('rf_view_commitment', r.commitment, true)}
        {r.seed && fact('rf_view_seed', r.seed, true)}
        {r.publicValue && fact('rf_view_public_value', r.publicValue, true)}
      </dl>
      {r.prizes.length === 0 ? (
        <p className="notice">{t('rf_view_no_winners')}</p>
      ) : (
        <DataTable
          columns={columns}
          source={{ rows: r.prizes }}
          rowKey={(p) => p.id}
          filterKey=""
          csvName={`raffle-${id}.csv`}
          label={t('rf_view')}
          testId="raffle-prizes"
        />
      )}
    </section>
  );
}
