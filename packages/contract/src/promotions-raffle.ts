import { z } from 'zod';
import { MoneyAmountText } from './transfers.js';

// ── Raffles (decision 0055; paths are our design except the spec's MCS2_claimRafflePromotion) ──

/** Tickets for every full `amount` (of one deposit, or of valid-bet turnover): `tickets` each. */
export const RaffleTicketRate = z.strictObject({
  amount: MoneyAmountText,
  tickets: z.number().int().min(1).max(1000),
});

/** A prize: cash to the winner's cash, a bonus with its wagering, or points (not built yet: issue 18). */
export const RafflePrize = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('cash'),
    count: z.number().int().min(1).max(1000),
    amount: MoneyAmountText,
  }),
  z.strictObject({
    kind: z.literal('bonus'),
    count: z.number().int().min(1).max(1000),
    amount: MoneyAmountText,
    wageringMultiple: z.number().int().min(0).max(100),
    expiresInDays: z.number().int().min(1).max(365),
  }),
  z.strictObject({
    kind: z.literal('points'),
    count: z.number().int().min(1).max(1000),
    points: z.number().int().min(1).max(100_000_000),
  }),
]);
export type RafflePrize = z.infer<typeof RafflePrize>;

/**
 * A raffle's rules: tickets per deposit and/or per valid-bet turnover (at least one), a cap per
 * player, the draw time (ticket sales close then, or at the promotion's end if earlier), the
 * prizes in rank order (the first entry is rank 1), and how many days a won prize waits to be
 * claimed before it is paid automatically (0: paid at the draw).
 */
export const RaffleRules = z
  .strictObject({
    drawAt: z.iso.datetime({ offset: true }),
    perDeposit: RaffleTicketRate.optional(),
    perTurnover: RaffleTicketRate.optional(),
    maxTicketsPerPlayer: z.number().int().min(1).max(10_000),
    claimDays: z.number().int().min(0).max(30).default(7),
    prizes: z.array(RafflePrize).min(1).max(20),
  })
  .refine((r) => r.perDeposit !== undefined || r.perTurnover !== undefined, {
    path: ['perDeposit'],
    message: 'tickets per deposit or per turnover',
  })
  .refine((r) => r.prizes.reduce((n, p) => n + p.count, 0) <= 1000, {
    path: ['prizes'],
    message: 'at most 1000 winners',
  });
export type RaffleRules = z.infer<typeof RaffleRules>;

export const RAFFLE_PRIZE_STATUSES = ['claimable', 'paid', 'pending'] as const;

/** One prize slot of a raffle as a player sees it. */
export const RafflePrizeValue = z.object({
  rank: z.number().int(),
  kind: z.enum(['cash', 'bonus', 'points']),
  count: z.number().int(),
  amount: z.string().nullable().describe('cash or bonus, in the site currency'),
  points: z.number().int().nullable(),
  wageringMultiple: z.number().int().nullable(),
});

/** A winning ticket as published after the draw (holder masked). */
export const RaffleWinnerValue = z.object({
  slot: z.number().int().describe('the draw order, 0 first'),
  rank: z.number().int(),
  ticketNo: z.number().int(),
  holder: z.string(),
});
export type RaffleWinnerValue = z.infer<typeof RaffleWinnerValue>;

/** A prize the caller won. */
export const RaffleMyPrizeValue = z.object({
  id: z.string(),
  rank: z.number().int(),
  kind: z.enum(['cash', 'bonus', 'points']),
  amount: z.string().nullable(),
  points: z.number().int().nullable(),
  /** claimable (MCS2_claimRafflePromotion pays it), paid, or pending (points: not payable yet). */
  status: z.enum(RAFFLE_PRIZE_STATUSES),
  claimBy: z.string().nullable().describe('after this it is paid automatically'),
  bonusId: z.string().nullable(),
});
export type RaffleMyPrizeValue = z.infer<typeof RaffleMyPrizeValue>;

/** GET /wps/promotions/raffles (T): each raffle with the caller's tickets, the commitment and results. */
export const RaffleValue = z.object({
  id: z.string().describe('the promotion id'),
  title: z.string(),
  /** open: tickets being earned; closed: waiting for the draw; drawn: the seed is revealed. */
  status: z.enum(['open', 'closed', 'drawn']),
  joined: z.boolean().describe('tickets are earned only after joining (POST /wps/promotions/:id/join)'),
  activeFrom: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  commitment: z.string().describe('SHA-256 of the secret seed, published before the first ticket'),
  committedAt: z.string(),
  seed: z.string().nullable().describe('revealed at the draw'),
  publicValue: z.string().nullable().describe('SHA-256 of the ticket list, fixed at close'),
  ticketCount: z.number().int().describe('all tickets of the raffle'),
  maxTicketsPerPlayer: z.number().int(),
  perDeposit: z.object({ amount: z.string(), tickets: z.number().int() }).nullable(),
  perTurnover: z.object({ amount: z.string(), tickets: z.number().int() }).nullable(),
  myTickets: z.array(z.number().int()).describe('the caller’s ticket numbers'),
  prizes: z.array(RafflePrizeValue),
  winners: z.array(RaffleWinnerValue),
  myPrizes: z.array(RaffleMyPrizeValue),
});
export type RaffleValue = z.infer<typeof RaffleValue>;
export const RaffleListValue = z.object({ list: z.array(RaffleValue) });
export type RaffleListValue = z.infer<typeof RaffleListValue>;

/** GET /wps/promotions/raffles/:id/verify (public): everything a verifier needs to recompute the draw. */
export const RaffleVerifyValue = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['open', 'closed', 'drawn']),
  drawAt: z.string(),
  commitment: z.string(),
  committedAt: z.string(),
  seed: z.string().nullable(),
  publicValue: z.string().nullable(),
  algorithm: z.string().describe('the draw version (raffle-draw.ts)'),
  tickets: z.array(z.object({ no: z.number().int(), holder: z.string() })),
  prizes: z.array(z.object({ rank: z.number().int(), count: z.number().int() })),
  winners: z.array(RaffleWinnerValue).describe('as recorded at the draw'),
  recomputed: z
    .array(RaffleWinnerValue)
    .nullable()
    .describe('recomputed by the server from the revealed seed'),
  verified: z.boolean().nullable(),
});
export type RaffleVerifyValue = z.infer<typeof RaffleVerifyValue>;

/** POST /wps/relay/MCS2_claimRafflePromotion (T): claim every prize of mine waiting in a raffle. */
export const ClaimRaffleRequest = z.strictObject({
  promotionId: z.string().regex(/^[1-9]\d{0,17}$/),
});
export const ClaimRaffleValue = z.object({
  paid: z.array(RaffleMyPrizeValue),
  raffle: RaffleValue,
});
export type ClaimRaffleValue = z.infer<typeof ClaimRaffleValue>;

/** GET /bo/api/promotions/raffles/:id: the operator's view of a raffle. */
export const BoRaffleValue = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed', 'drawn']),
  drawAt: z.string(),
  commitment: z.string(),
  committedAt: z.string(),
  seed: z.string().nullable(),
  publicValue: z.string().nullable(),
  drawnAt: z.string().nullable(),
  ticketCount: z.number().int(),
  players: z.number().int(),
  prizes: z.array(
    z.object({
      id: z.string(),
      slot: z.number().int(),
      rank: z.number().int(),
      ticketNo: z.number().int(),
      username: z.string(),
      kind: z.enum(['cash', 'bonus', 'points']),
      amount: z.string().nullable(),
      points: z.number().int().nullable(),
      status: z.enum(RAFFLE_PRIZE_STATUSES),
      paidAt: z.string().nullable(),
    }),
  ),
  paidTotal: z.string().describe('cash and bonus paid so far'),
});
export type BoRaffleValue = z.infer<typeof BoRaffleValue>;
