import { TextField } from '../../forms';
import { useI18n } from '../../i18n';
import { DateTimeField, SelectField } from './promo-fields';
import { fromLocalInput, toLocalInput } from './promotion-numbers';
import './raffle.css';

type PrizeKind = 'cash' | 'bonus' | 'points';
type PrizeDraft = {
  kind: PrizeKind;
  count: string;
  amount: string;
  points: string;
  wageringMultiple: string;
  expiresInDays: string;
};
/** A raffle's rules as the editor holds them; the request sends RaffleRules' JSON. */
export type RaffleDraft = {
  drawAt: string;
  depositAmount: string;
  depositTickets: string;
  turnoverAmount: string;
  turnoverTickets: string;
  maxTicketsPerPlayer: string;
  claimDays: string;
  prizes: PrizeDraft[];
};

const NEW_PRIZE: PrizeDraft = {
  kind: 'cash',
  count: '1',
  amount: '',
  points: '',
  wageringMultiple: '1',
  expiresInDays: '7',
};

const text = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The draft read from the rules' JSON (a fresh promotion's "{}" takes the defaults). */
export function raffleDraftOf(json: string): RaffleDraft {
  let value: Record<string, unknown> = {};
  try {
    value = record(JSON.parse(json));
  } catch {
    // An unreadable text starts again from the defaults.
  }
  const deposit = record(value.perDeposit);
  const turnover = record(value.perTurnover);
  const prizes = Array.isArray(value.prizes) ? value.prizes.map(record) : [];
  return {
    drawAt: toLocalInput(typeof value.drawAt === 'string' ? value.drawAt : null),
    depositAmount: text(deposit.amount),
    depositTickets: text(deposit.tickets, '1'),
    turnoverAmount: text(turnover.amount),
    turnoverTickets: text(turnover.tickets, '1'),
    maxTicketsPerPlayer: text(value.maxTicketsPerPlayer, '100'),
    claimDays: text(value.claimDays, '7'),
    prizes:
      prizes.length === 0
        ? [NEW_PRIZE]
        : prizes.map((p) => ({
            kind: p.kind === 'bonus' || p.kind === 'points' ? p.kind : 'cash',
            count: text(p.count, '1'),
            amount: text(p.amount),
            points: text(p.points),
            wageringMultiple: text(p.wageringMultiple, '1'),
            expiresInDays: text(p.expiresInDays, '7'),
          })),
  };
}

/**
 * The JSON of a draft: whole numbers as numbers, anything else as typed, so the server's schema
 * names the wrong field ("rules.prizes.1.amount") rather than this form guessing.
 */
export function raffleJsonOf(draft: RaffleDraft): string {
  const whole = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value.trim());
  const rate = (amount: string, tickets: string) =>
    amount.trim() ? { amount: amount.trim(), tickets: whole(tickets) } : undefined;
  const rules = {
    drawAt: fromLocalInput(draft.drawAt) ?? draft.drawAt,
    perDeposit: rate(draft.depositAmount, draft.depositTickets),
    perTurnover: rate(draft.turnoverAmount, draft.turnoverTickets),
    maxTicketsPerPlayer: whole(draft.maxTicketsPerPlayer),
    claimDays: whole(draft.claimDays),
    prizes: draft.prizes.map((p) =>
      p.kind === 'points'
        ? { kind: p.kind, count: whole(p.count), points: whole(p.points) }
        : p.kind === 'bonus'
          ? {
              kind: p.kind,
              count: whole(p.count),
              amount: p.amount.trim(),
              wageringMultiple: whole(p.wageringMultiple),
              expiresInDays: whole(p.expiresInDays),
            }
          : { kind: p.kind, count: whole(p.count), amount: p.amount.trim() },
    ),
  };
  return JSON.stringify(rules, null, 2);
}

/**
 * The editor's fields for a raffle (decision 0055): the draw time, tickets per deposit and per
 * valid-bet turnover, the per-player cap, the claim days, and the prizes in rank order. The
 * server's refusals land on their field paths ("rules.prizes.0.amount").
 */
export function RaffleFields(props: {
  json: string;
  errors: Record<string, string>;
  onChange: (json: string) => void;
}) {
  const { t } = useI18n();
  const draft = raffleDraftOf(props.json);
  const set = (next: Partial<RaffleDraft>) => props.onChange(raffleJsonOf({ ...draft, ...next }));
  const setPrize = (index: number, next: Partial<PrizeDraft>) =>
    set({ prizes: draft.prizes.map((p, i) => (i === index ? { ...p, ...next } : p)) });
  const error = (field: string) => props.errors[`rules.${field}`] ?? undefined;
  const kinds: { value: PrizeKind; label: string }[] = [
    { value: 'cash', label: t('rf_prize_cash') },
    { value: 'bonus', label: t('rf_prize_bonus') },
    { value: 'points', label: t('rf_prize_points') },
  ];
  return (
    <div className="raffle-fields" data-testid="raffle-fields">
      <div className="form-grid form-grid--3">
        <DateTimeField
          name="rules.drawAt"
          label={t('rf_draw_at')}
          hint={t('rf_draw_at_hint')}
          value={draft.drawAt}
          onChange={(drawAt) => set({ drawAt })}
          error={error('drawAt')}
        />
        <TextField
          name="rules.maxTicketsPerPlayer"
          label={t('rf_max_tickets')}
          inputMode="numeric"
          maxLength={5}
          value={draft.maxTicketsPerPlayer}
          onChange={(maxTicketsPerPlayer) => set({ maxTicketsPerPlayer })}
          error={error('maxTicketsPerPlayer')}
        />
        <TextField
          name="rules.claimDays"
          label={t('rf_claim_days')}
          hint={t('rf_claim_days_hint')}
          inputMode="numeric"
          maxLength={2}
          value={draft.claimDays}
          onChange={(claimDays) => set({ claimDays })}
          error={error('claimDays')}
        />
        <TextField
          name="rules.perDeposit.amount"
          label={t('rf_per_deposit_amount')}
          hint={t('rf_rate_hint')}
          inputMode="decimal"
          maxLength={20}
          value={draft.depositAmount}
          onChange={(depositAmount) => set({ depositAmount })}
          error={error('perDeposit.amount') ?? error('perDeposit')}
        />
        <TextField
          name="rules.perDeposit.tickets"
          label={t('rf_tickets')}
          inputMode="numeric"
          maxLength={4}
          value={draft.depositTickets}
          onChange={(depositTickets) => set({ depositTickets })}
          error={error('perDeposit.tickets')}
        />
        <span />
        <TextField
          name="rules.perTurnover.amount"
          label={t('rf_per_turnover_amount')}
          hint={t('rf_rate_hint')}
          inputMode="decimal"
          maxLength={20}
          value={draft.turnoverAmount}
          onChange={(turnoverAmount) => set({ turnoverAmount })}
          error={error('perTurnover.amount')}
        />
        <TextField
          name="rules.perTurnover.tickets"
          label={t('rf_tickets')}
          inputMode="numeric"
          maxLength={4}
          value={draft.turnoverTickets}
          onChange={(turnoverTickets) => set({ turnoverTickets })}
          error={error('perTurnover.tickets')}
        />
      </div>
      <h4 className="raffle-fields__title">{t('rf_prizes')}</h4>
      {error('prizes') && (
        <p className="field__error" role="alert">
          {error('prizes')}
        </p>
      )}
      <ol className="raffle-fields__prizes">
        {draft.prizes.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prize's place is its rank
          <li key={i} className="form-grid form-grid--3" data-prize-row={i}>
            <SelectField<PrizeKind>
              name={`rules.prizes.${i}.kind`}
              label={`#${i + 1} ${t('rf_prize_kind')}`}
              value={p.kind}
              options={kinds}
              onChange={(kind) => setPrize(i, { kind })}
              error={error(`prizes.${i}`) ?? error(`prizes.${i}.kind`)}
            />
            <TextField
              name={`rules.prizes.${i}.count`}
              label={t('rf_prize_count')}
              inputMode="numeric"
              maxLength={4}
              value={p.count}
              onChange={(count) => setPrize(i, { count })}
              error={error(`prizes.${i}.count`)}
            />
            {p.kind === 'points' ? (
              <TextField
                name={`rules.prizes.${i}.points`}
                label={t('rf_prize_points_label')}
                inputMode="numeric"
                maxLength={9}
                value={p.points}
                onChange={(points) => setPrize(i, { points })}
                error={error(`prizes.${i}.points`)}
              />
            ) : (
              <TextField
                name={`rules.prizes.${i}.amount`}
                label={t('rf_prize_amount')}
                inputMode="decimal"
                maxLength={20}
                value={p.amount}
                onChange={(amount) => setPrize(i, { amount })}
                error={error(`prizes.${i}.amount`)}
              />
            )}
            {p.kind === 'bonus' && (
              <>
                <TextField
                  name={`rules.prizes.${i}.wageringMultiple`}
                  label={t('rf_prize_wagering')}
                  inputMode="numeric"
                  maxLength={3}
                  value={p.wageringMultiple}
                  onChange={(wageringMultiple) => setPrize(i, { wageringMultiple })}
                  error={error(`prizes.${i}.wageringMultiple`)}
                />
                <TextField
                  name={`rules.prizes.${i}.expiresInDays`}
                  label={t('rf_prize_expires')}
                  inputMode="numeric"
                  maxLength={3}
                  value={p.expiresInDays}
                  onChange={(expiresInDays) => setPrize(i, { expiresInDays })}
                  error={error(`prizes.${i}.expiresInDays`)}
                />
              </>
            )}
            {draft.prizes.length > 1 && (
              <div className="actions">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => set({ prizes: draft.prizes.filter((_, j) => j !== i) })}
                >
                  {t('rf_prize_remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {draft.prizes.length < 20 && (
        <button
          type="button"
          className="button button--ghost"
          data-action="add-prize"
          onClick={() => set({ prizes: [...draft.prizes, NEW_PRIZE] })}
        >
          {t('rf_prize_add')}
        </button>
      )}
    </div>
  );
}
