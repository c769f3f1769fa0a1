import { randomBytes } from 'node:crypto';
import {
  betProblem,
  fairLotteryDraw,
  type LotteryLine,
  type LotteryOutcome,
  lineMaxReturn,
  lineReturn,
  lineTarget,
  lotteryPrices,
  ticketReturn,
} from '@khela/game-math';
import { minorOf } from '../../book/engine/context.js';
import { money } from '../../book/engine/outbox.js';
import { CREDIT_BATCH, createPostings } from '../../outbox-sender.js';
import type { WalletClient } from '../../wallet-client.js';
import type { DrawView, GameView, LineInput, LotteryLimitsView, TicketView } from '../api.js';
import { commitmentOf, createSealer, verifyDraw } from '../fairness.js';
import { LOTTERY_GAMES, type LotteryGame, lotteryGame, nextDraws, openDraws } from '../schedule.js';
import { trendsOf } from '../trends.js';
import type {
  DrawRow,
  LotteryStore,
  NewTicket,
  PostingRow,
  RoundToSettle,
  StoredLine,
  TicketRow,
} from './store.js';
import { StoreRefusal } from './store.js';

/**
 * The lottery's draw engine (issue 20, decisions 0070 and 0071): draws made ahead with their
 * seed committed, tickets bought through `debit` (a wallet round per player, catalogue game and
 * draw) and cancelled before close through `rollback`, the draw closed, sealed, drawn and
 * settled — every ticket once, winners and losers closing their rounds in `credits` batches —
 * by `tick`, which a crash at any point only delays.
 */

export type LotteryPlayer = {
  vendorCode: string;
  playerId: string;
  currency: string;
  /** The catalogue game launched: the wallet round's game. */
  gameCode: string;
};

export type PlaceInput = { drawId: string; lines: LineInput[]; requestId: string };

export type PlaceFailure =
  | { code: 'DRAW_NOT_FOUND' | 'DRAW_CLOSED' | 'WALLET_UNAVAILABLE' | 'WALLET_REFUSED' | 'SESSION_EXPIRED' }
  | { code: 'INVALID_TICKET'; problem: string; line?: number }
  | { code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH'; min: string; max: string; line: number }
  | { code: 'LIMIT_REACHED'; target: string }
  | { code: 'INSUFFICIENT_FUNDS'; balance?: string };

export type PlaceResult = { ok: true; ticket: TicketView; balance: string } | ({ ok: false } & PlaceFailure);

export type LotteryEngineOptions = {
  wallet: WalletClient;
  store: LotteryStore;
  now?: () => number;
  limits?: (currency: string) => LotteryLimitsView;
  logError?: (error: unknown, context: string) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Delays before each attempt of one wallet call. */
  retryDelaysMs?: readonly number[];
  creditBatch?: number;
  /** A new server seed (tests pass a known one). */
  newSeed?: () => string;
  /** Tickets read per statement when a draw is sealed. */
  ticketPage?: number;
  /** Rounds settled per statement (tests make it small to crash between pages). */
  roundPage?: number;
};

export const DEFAULT_LOTTERY_LIMITS: LotteryLimitsView = {
  minStake: '1.00',
  maxStake: '5000.00',
  maxLines: 50,
  maxExposure: '500000.00',
};

/** A ticket still placing this long after its draw closed has its debit undone (no answer came). */
const PLACING_GRACE_MS = 15_000;
/** A pending posting this old is sent again (its sender died or got no answer). */
const RESEND_AFTER_MS = 15_000;
const DEFAULT_TICKET_PAGE = 5000;
/**
 * Rounds settled per statement (about 20 tickets each), their closing credits one `credits` call:
 * small enough that no step of a page keeps the process's event loop long (docs/benchmarks.md).
 */
const DEFAULT_ROUND_PAGE = 100;
/** Draws made ahead: the next draw's commitment is public before its window opens. */
const FAST_AHEAD = 3;
const SCHEDULED_AHEAD = 2;

const newId = () => randomBytes(12).toString('hex');

export function createLotteryEngine(options: LotteryEngineOptions) {
  const { wallet, store } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? (() => {});
  const limitsOf = options.limits ?? (() => DEFAULT_LOTTERY_LIMITS);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const postings = createPostings({
    wallet,
    store,
    sleep,
    retryDelaysMs: options.retryDelaysMs ?? [0, 250, 1000],
    creditBatch: options.creditBatch ?? CREDIT_BATCH,
    logError,
  });
  const newSeed = options.newSeed ?? (() => randomBytes(32).toString('hex'));
  const TICKET_PAGE = options.ticketPage ?? DEFAULT_TICKET_PAGE;
  const ROUND_PAGE = options.roundPage ?? DEFAULT_ROUND_PAGE;
  /** Draw ids known to exist (made or seen), so a tick writes only new ones. */
  const made = new Set<string>();
  /** Verifications of settled draws (their tickets never change again). */
  const verified = new Map<string, { ok: boolean; reason?: string }>();

  const linesOf = (ticket: Pick<TicketRow, 'lines'>): LotteryLine[] =>
    ticket.lines.map((line) => ({ bet: line.bet, stakeMinor: BigInt(line.stakeMinor) }));

  /** A ticket's worst case per target (what it adds to the draw's exposure). */
  function exposureOf(game: LotteryGame, lines: readonly LotteryLine[]) {
    const byTarget = new Map<string, bigint>();
    for (const line of lines) {
      const target = lineTarget(line.bet);
      byTarget.set(target, (byTarget.get(target) ?? 0n) + lineMaxReturn(game.kind, line));
    }
    // In one order (bytewise by target) for every ticket: two tickets adding to the same targets
    // lock their exposure rows alike and cannot deadlock (seen at 48 placements at once).
    return [...byTarget]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([target, amountMinor]) => ({ target, amountMinor }));
  }

  function drawView(draw: DrawRow): DrawView {
    const drawn = draw.state === 'drawn' || draw.state === 'settled';
    return {
      drawId: draw.drawId,
      gameCode: draw.gameCode,
      drawNo: draw.drawNo,
      ...(draw.province ? { province: draw.province } : {}),
      opensAt: draw.opensAt,
      closesAt: draw.closesAt,
      drawAt: draw.drawAt,
      state: draw.state,
      serverSeedHash: draw.serverSeedHash,
      ...(draw.publicValue ? { publicValue: draw.publicValue } : {}),
      ...(drawn ? { serverSeed: draw.serverSeed } : {}),
      ...(drawn && draw.outcome ? { outcome: draw.outcome } : {}),
      ...(draw.tickets !== undefined ? { tickets: draw.tickets } : {}),
    };
  }

  function ticketView(ticket: TicketRow, draw: DrawRow | undefined, at: number): TicketView {
    const outcome = draw && (draw.state === 'drawn' || draw.state === 'settled') ? draw.outcome : undefined;
    const settled = ticket.state === 'won' || ticket.state === 'lost';
    return {
      ticketId: ticket.ticketId,
      gameCode: ticket.lotteryCode,
      drawId: ticket.drawId,
      drawNo: draw?.drawNo ?? 0,
      drawAt: draw?.drawAt ?? 0,
      closesAt: draw?.closesAt ?? 0,
      lines: linesOf(ticket).map((line) => ({
        bet: line.bet,
        stake: money(line.stakeMinor, ticket.currency),
        ...(settled && outcome ? { return: money(lineReturn(outcome, line), ticket.currency) } : {}),
      })),
      stake: money(ticket.stakeMinor, ticket.currency),
      state: ticket.state,
      ...(settled ? { return: money(ticket.returnMinor ?? 0n, ticket.currency) } : {}),
      placedAt: ticket.placedAt,
      cancellable: ticket.state === 'open' && draw?.state === 'open' && at < draw.closesAt,
      ...(ticket.rejectReason ? { rejectReason: ticket.rejectReason } : {}),
    };
  }

  async function ticketViews(tickets: readonly TicketRow[]): Promise<TicketView[]> {
    const draws = new Map(
      (await store.drawsIn([...new Set(tickets.map((ticket) => ticket.drawId))])).map((draw) => [
        draw.drawId,
        draw,
      ]),
    );
    const at = now();
    return tickets.map((ticket) => ticketView(ticket, draws.get(ticket.drawId), at));
  }

  /** Makes the draws of every game up to a few ahead (their seeds committed). */
  async function ensureDraws(at: number): Promise<void> {
    const fresh = LOTTERY_GAMES.flatMap((game) =>
      nextDraws(game, at, game.periodMs ? FAST_AHEAD : SCHEDULED_AHEAD),
    ).filter((slot) => !made.has(slot.id));
    if (fresh.length === 0) return;
    await store.ensureDraws(
      fresh.map((slot) => {
        const serverSeed = newSeed();
        return {
          drawId: slot.id,
          gameCode: slot.gameCode,
          drawNo: slot.drawNo,
          province: slot.province,
          opensAt: slot.opensAt,
          closesAt: slot.closesAt,
          drawAt: slot.drawAt,
          serverSeed,
          serverSeedHash: commitmentOf(serverSeed),
        };
      }),
    );
    for (const slot of fresh) made.add(slot.id);
    if (made.size > 10_000) made.clear();
  }

  // ---- tickets -------------------------------------------------------------------------------

  async function place(player: LotteryPlayer, input: PlaceInput): Promise<PlaceResult> {
    const at = now();
    const limits = limitsOf(player.currency);
    const draw = await store.draw(input.drawId);
    const game = draw ? lotteryGame(draw.gameCode) : undefined;
    if (!draw || !game) return { ok: false, code: 'DRAW_NOT_FOUND' };
    if (draw.state !== 'open' || at >= draw.closesAt || at < draw.opensAt)
      return { ok: false, code: 'DRAW_CLOSED' };
    if (input.lines.length === 0 || input.lines.length > limits.maxLines)
      return { ok: false, code: 'INVALID_TICKET', problem: 'LINES' };
    const min = minorOf(limits.minStake, player.currency);
    const max = minorOf(limits.maxStake, player.currency);
    const limit = minorOf(limits.maxExposure, player.currency);
    if (min === undefined || max === undefined || limit === undefined)
      return { ok: false, code: 'INVALID_TICKET', problem: 'STAKE' };
    const lines: LotteryLine[] = [];
    for (const [index, line] of input.lines.entries()) {
      const problem = betProblem(game.kind, line.bet);
      if (problem) return { ok: false, code: 'INVALID_TICKET', problem, line: index };
      const stakeMinor = minorOf(line.stake, player.currency);
      if (stakeMinor === undefined || stakeMinor <= 0n)
        return { ok: false, code: 'INVALID_TICKET', problem: 'STAKE', line: index };
      if (stakeMinor < min || stakeMinor > max)
        return {
          ok: false,
          code: stakeMinor < min ? 'STAKE_TOO_LOW' : 'STAKE_TOO_HIGH',
          min: limits.minStake,
          max: limits.maxStake,
          line: index,
        };
      lines.push({ bet: line.bet, stakeMinor });
    }
    const again = await store.ticketByRequest(player, input.requestId);
    if (again) return answerExisting(player, again);
    const stakeMinor = lines.reduce((sum, line) => sum + line.stakeMinor, 0n);
    const ticketId = newId();
    const ticket: NewTicket = {
      ticketId,
      drawId: draw.drawId,
      vendorCode: player.vendorCode,
      playerId: player.playerId,
      currency: player.currency,
      gameCode: player.gameCode,
      lotteryCode: game.code,
      requestId: input.requestId,
      lines: lines.map((line): StoredLine => ({ bet: line.bet, stakeMinor: String(line.stakeMinor) })),
      stakeMinor,
      placedAt: at,
    };
    const exposure = exposureOf(game, lines);
    const account = { playerId: player.playerId, currency: player.currency };
    let debitBody: Record<string, unknown> = {};
    let row: TicketRow;
    try {
      row = await store.insertTicket({
        ticket,
        newRoundId: `L${newId()}`,
        exposure,
        limitMinor: limit,
        now: at,
        debit: (roundId) => {
          debitBody = {
            ...account,
            transactionId: `${ticketId}-D`,
            roundId,
            gameCode: player.gameCode,
            amount: money(stakeMinor, player.currency),
          };
          return { transactionId: `${ticketId}-D`, body: JSON.stringify(debitBody) };
        },
      });
    } catch (error) {
      if (!(error instanceof StoreRefusal)) throw error;
      if (error.code === 'DUPLICATE_REQUEST') {
        const first = await store.ticketByRequest(player, input.requestId);
        if (first) return answerExisting(player, first);
        throw error;
      }
      if (error.code === 'LIMIT_REACHED')
        return { ok: false, code: 'LIMIT_REACHED', target: error.target ?? '' };
      return { ok: false, code: 'DRAW_CLOSED' };
    }
    let answer: Awaited<ReturnType<typeof wallet.call<'debit'>>> | undefined;
    try {
      answer = await wallet.call(player.vendorCode, 'debit', debitBody as never);
      if (answer.status === 'INTERNAL_ERROR') answer = undefined;
    } catch (error) {
      logError(error, 'lottery debit');
    }
    if (!answer) {
      // No answer: the debit may or may not have landed. Roll it back (a marker if it did not).
      await abandon(row, 'WALLET_UNAVAILABLE');
      return { ok: false, code: 'WALLET_UNAVAILABLE' };
    }
    if (answer.status !== 'OK') {
      await store.releaseTicket({
        ticket: row,
        from: 'placing',
        to: 'rejected',
        reason: answer.status,
        exposure,
        debitStatus: 'refused',
        rollback: undefined,
        now: now(),
      });
      const balance = 'balance' in answer && typeof answer.balance === 'string' ? answer.balance : undefined;
      if (answer.status === 'INSUFFICIENT_FUNDS')
        return { ok: false, code: 'INSUFFICIENT_FUNDS', ...(balance ? { balance } : {}) };
      if (answer.status === 'SESSION_EXPIRED') return { ok: false, code: 'SESSION_EXPIRED' };
      return { ok: false, code: 'WALLET_REFUSED' };
    }
    if (!(await store.ticketPlaced(row.ticketId, `${ticketId}-D`))) {
      // Too late: the draw closed and its seal undid this debit meanwhile (a rollback is on its way).
      return { ok: false, code: 'WALLET_UNAVAILABLE' };
    }
    const placed = (await store.ticket(row.ticketId)) ?? row;
    const [view] = await ticketViews([placed]);
    if (!view) throw new Error('ticket vanished');
    return { ok: true, ticket: view, balance: answer.balance };
  }

  /** A placement repeated with its request id: the first ticket's answer. */
  async function answerExisting(player: LotteryPlayer, ticket: TicketRow): Promise<PlaceResult> {
    if (ticket.state === 'rejected')
      return ticket.rejectReason === 'INSUFFICIENT_FUNDS'
        ? { ok: false, code: 'INSUFFICIENT_FUNDS' }
        : {
            ok: false,
            code: ticket.rejectReason === 'WALLET_UNAVAILABLE' ? 'WALLET_UNAVAILABLE' : 'WALLET_REFUSED',
          };
    const [view] = await ticketViews([ticket]);
    if (!view) throw new Error('ticket vanished');
    return { ok: true, ticket: view, balance: (await balanceOf(player)) ?? '' };
  }

  /** A placing ticket whose debit got no answer: rejected, and its debit rolled back. */
  async function abandon(ticket: TicketRow, reason: string): Promise<void> {
    const game = lotteryGame(ticket.lotteryCode);
    if (!game) return;
    const rollback = rollbackOf(ticket, 'R0');
    const released = await store.releaseTicket({
      ticket,
      from: 'placing',
      to: 'rejected',
      reason,
      exposure: exposureOf(game, linesOf(ticket)),
      debitStatus: 'abandoned',
      rollback,
      now: now(),
    });
    if (released) await sendPending([posting(ticket, 'rollback', rollback)]);
  }

  /** The rollback of a ticket's debit: R for a cancel, R0 for a debit that got no answer. */
  function rollbackOf(ticket: TicketRow, suffix: 'R' | 'R0') {
    const body = {
      playerId: ticket.playerId,
      currency: ticket.currency,
      transactionId: `${ticket.ticketId}-${suffix}`,
      refTransactionId: `${ticket.ticketId}-D`,
      roundId: ticket.roundId,
      gameCode: ticket.gameCode,
    };
    return { transactionId: body.transactionId, body: JSON.stringify(body) };
  }

  const posting = (
    ticket: TicketRow,
    kind: PostingRow['kind'],
    written: { transactionId: string; body: string },
  ): PostingRow => ({
    ...written,
    roundId: ticket.roundId,
    ticketId: ticket.ticketId,
    vendorCode: ticket.vendorCode,
    kind,
    status: 'pending',
    createdAt: now(),
  });

  async function sendPending(pending: readonly PostingRow[]) {
    return postings.deliver(pending);
  }

  type CancelResult =
    | { ok: true; ticket: TicketView; balance: string }
    | { ok: false; code: 'TICKET_NOT_FOUND' | 'DRAW_CLOSED' | 'WALLET_UNAVAILABLE' };

  /** Cancels an open ticket while its draw takes tickets: the debit is rolled back. */
  async function cancel(player: LotteryPlayer, ticketId: string): Promise<CancelResult> {
    const ticket = await store.ticket(ticketId);
    if (!ticket || ticket.vendorCode !== player.vendorCode || ticket.playerId !== player.playerId)
      return { ok: false, code: 'TICKET_NOT_FOUND' };
    const game = lotteryGame(ticket.lotteryCode);
    if (!game) return { ok: false, code: 'TICKET_NOT_FOUND' };
    if (ticket.state === 'cancelled') {
      const [view] = await ticketViews([ticket]);
      return view
        ? { ok: true, ticket: view, balance: (await balanceOf(player)) ?? '' }
        : { ok: false, code: 'TICKET_NOT_FOUND' };
    }
    if (ticket.state !== 'open') return { ok: false, code: 'DRAW_CLOSED' };
    const rollback = rollbackOf(ticket, 'R');
    const released = await store.releaseTicket({
      ticket,
      from: 'open',
      to: 'cancelled',
      reason: 'CANCELLED',
      exposure: exposureOf(game, linesOf(ticket)),
      debitStatus: undefined,
      rollback,
      now: now(),
    });
    if (!released) {
      const current = await store.ticket(ticketId);
      if (current?.state !== 'cancelled') return { ok: false, code: 'DRAW_CLOSED' };
    }
    const [delivery] = await sendPending([posting(ticket, 'rollback', rollback)]);
    const current = (await store.ticket(ticketId)) ?? ticket;
    const [view] = await ticketViews([current]);
    if (!view) return { ok: false, code: 'TICKET_NOT_FOUND' };
    const balance =
      delivery?.outcome === 'done' && delivery.balance !== undefined
        ? delivery.balance
        : await balanceOf(player);
    return { ok: true, ticket: view, balance: balance ?? '' };
  }

  async function balanceOf(player: Pick<LotteryPlayer, 'vendorCode' | 'playerId' | 'currency'>) {
    try {
      const answer = await wallet.call(player.vendorCode, 'balance', {
        playerId: player.playerId,
        currency: player.currency,
      });
      return answer.status === 'OK' ? answer.balance : undefined;
    } catch (error) {
      logError(error, 'lottery balance');
      return undefined;
    }
  }

  // ---- the draw's life -----------------------------------------------------------------------

  /** closed → sealed: stale placings undone, then the open tickets' digest stored. */
  async function seal(draw: DrawRow, at: number): Promise<boolean> {
    const placing = await store.placingTickets(draw.drawId);
    if (placing.length > 0) {
      const stale = placing.filter(() => at >= draw.closesAt + PLACING_GRACE_MS);
      for (const ticket of stale) await abandon(ticket, 'WALLET_UNAVAILABLE');
      if (stale.length < placing.length) return false;
    }
    const digest = await digestOf(draw.drawId);
    return store.sealDraw(draw.drawId, digest.value, digest.count);
  }

  /** The digest of a draw's sealed tickets as stored now (open, then won or lost). */
  async function digestOf(drawId: string): Promise<{ value: string; count: number }> {
    const sealer = createSealer();
    let after: string | undefined;
    for (;;) {
      const page = await store.ticketPage(drawId, ['open', 'won', 'lost'], TICKET_PAGE, after);
      for (const ticket of page)
        sealer.add({ ticketId: ticket.ticketId, playerId: ticket.playerId, lines: ticket.lines });
      if (page.length < TICKET_PAGE) break;
      after = page.at(-1)?.ticketId;
    }
    return { value: sealer.digest(), count: sealer.count };
  }

  async function drawOutcome(draw: DrawRow, at: number): Promise<boolean> {
    const game = lotteryGame(draw.gameCode);
    if (!game || !draw.publicValue) return false;
    const outcome = fairLotteryDraw(draw.serverSeed, draw.publicValue, draw.drawNo, game.kind);
    return store.saveOutcome(draw.drawId, outcome, at);
  }

  /**
   * Settles a drawn draw a page of rounds at a time: each round's open tickets get their returns
   * and the round closes with one credit of what they all returned (0.00 when all lost), in one
   * statement; the page's credits go out while the next page is read and written.
   */
  async function settle(draw: DrawRow): Promise<void> {
    const outcome = draw.outcome;
    if (!outcome) return;
    let sending: Promise<unknown> = Promise.resolve();
    let after: string | undefined;
    for (;;) {
      const page = await store.roundsToSettle(draw.drawId, ROUND_PAGE, after);
      if (page.length === 0) break;
      after = page.at(-1)?.roundId;
      const { tickets, closing } = await settlementOf(page, outcome);
      const written = await store.settleRounds(tickets, closing, now());
      await sending;
      sending = sendPending(written);
      if (page.length < ROUND_PAGE) break;
    }
    await sending;
    await store.settledDraw(draw.drawId, now());
  }

  /** A page of rounds' ticket returns and closing credits (a round with a posting on its way waits). */
  async function settlementOf(page: readonly RoundToSettle[], outcome: LotteryOutcome) {
    const tickets: { ticketId: string; returnMinor: bigint }[] = [];
    const closing: Parameters<LotteryStore['settleRounds']>[1][number][] = [];
    let sinceYield = 0;
    for (const round of page) {
      if (round.busy) continue;
      let returnMinor = 0n;
      for (const ticket of round.tickets) {
        const ticketReturnMinor =
          ticket.state === 'open' ? ticketReturn(outcome, linesOf(ticket)) : (ticket.returnMinor ?? 0n);
        if (ticket.state === 'open')
          tickets.push({ ticketId: ticket.ticketId, returnMinor: ticketReturnMinor });
        returnMinor += ticketReturnMinor;
      }
      sinceYield += round.tickets.length;
      // Other requests of this process get the event loop between rounds' worth of maths.
      if (sinceYield >= 1000) {
        sinceYield = 0;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      if (round.tickets.length === 0) {
        closing.push({ roundId: round.roundId, returnMinor: 0n });
        continue;
      }
      const transactionId = `${round.roundId}-C`;
      const body = {
        playerId: round.playerId,
        currency: round.currency,
        transactionId,
        roundId: round.roundId,
        gameCode: round.gameCode,
        amount: money(returnMinor, round.currency),
        endRound: true,
      };
      closing.push({
        roundId: round.roundId,
        returnMinor,
        credit: { transactionId, body: JSON.stringify(body), vendorCode: round.vendorCode },
      });
    }
    return { tickets, closing };
  }

  /** Pending postings left by a crash or a missing answer: sent again (debits: undone). */
  async function resend(at: number): Promise<void> {
    for (;;) {
      const pending = (await store.pendingPostings(at - RESEND_AFTER_MS, 2000)).filter(
        (entry) => !postings.inFlight.has(entry.transactionId),
      );
      if (pending.length === 0) return;
      const debits = pending.filter((entry) => entry.kind === 'debit');
      for (const debit of debits) {
        const ticket = debit.ticketId ? await store.ticket(debit.ticketId) : undefined;
        if (ticket?.state === 'placing') await abandon(ticket, 'WALLET_UNAVAILABLE');
        else await store.postingRefused(debit.transactionId, 'ABANDONED');
      }
      const others = pending.filter((entry) => entry.kind !== 'debit');
      const deliveries = await sendPending(others);
      // Whatever got no answer waits for the next tick.
      if (deliveries.some((delivery) => delivery.outcome === 'unknown') || pending.length < 2000) return;
    }
  }

  /** Moves every draw along: made ahead, closed, sealed, drawn, settled; postings resent. */
  async function tick(at = now()): Promise<void> {
    await ensureDraws(at);
    await resend(at);
    for (const draw of await store.busyDraws(at, 100)) {
      try {
        await step(draw, at);
      } catch (error) {
        logError(error, `lottery draw ${draw.drawId}`);
      }
    }
  }

  async function step(first: DrawRow, at: number): Promise<void> {
    let draw: DrawRow | undefined = first;
    if (draw.state === 'open') {
      await store.closeDraw(draw.drawId);
      draw = await store.draw(draw.drawId);
    }
    if (draw?.state === 'closed') {
      if (!(await seal(draw, at))) return;
      draw = await store.draw(draw.drawId);
    }
    if (draw?.state === 'sealed') {
      if (at < draw.drawAt) return;
      await drawOutcome(draw, at);
      draw = await store.draw(draw.drawId);
    }
    if (draw?.state === 'drawn') await settle(draw);
  }

  // ---- what the pages read -------------------------------------------------------------------

  async function gameView(game: LotteryGame, at: number): Promise<GameView> {
    const slots = [...openDraws(game, at), ...nextDraws(game, at, game.periodMs ? 2 : 1)];
    const ids = [...new Set(slots.map((slot) => slot.id))];
    const rows = new Map((await store.drawsIn(ids)).map((draw) => [draw.drawId, draw]));
    const [last] = await store.results(game.code, 1);
    return {
      code: game.code,
      kind: game.kind,
      name: game.name,
      ...(game.periodMs ? { periodMs: game.periodMs } : {}),
      closeBeforeMs: game.closeBeforeMs,
      ...(game.region ? { region: game.region } : {}),
      draws: ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [drawView(row)] : [];
      }),
      ...(last ? { last: drawView(last) } : {}),
    };
  }

  return {
    tick,
    place,
    cancel,
    balanceOf,
    ensureDraws,
    async tickets(player: LotteryPlayer, filter: 'open' | 'settled', limit = 50): Promise<TicketView[]> {
      return ticketViews(await store.playerTickets(player, filter, limit));
    },
    async games(at = now()): Promise<GameView[]> {
      await ensureDraws(at);
      return Promise.all(LOTTERY_GAMES.map((game) => gameView(game, at)));
    },
    async game(code: string, at = now()) {
      const game = lotteryGame(code);
      if (!game) return undefined;
      await ensureDraws(at);
      return { game: await gameView(game, at), prices: lotteryPrices(game.kind) };
    },
    async results(code: string, limit: number): Promise<DrawView[]> {
      return (await store.results(code, limit)).map(drawView);
    },
    async trends(code: string, draws: number) {
      const history = (await store.results(code, draws)).flatMap((draw) =>
        draw.outcome ? [draw.outcome] : [],
      );
      return trendsOf(history);
    },
    /** A draw's fairness record and, once drawn, whether it recomputes from what is stored. */
    async draw(drawId: string) {
      const draw = await store.draw(drawId);
      const game = draw ? lotteryGame(draw.gameCode) : undefined;
      if (!draw || !game) return undefined;
      if ((draw.state !== 'drawn' && draw.state !== 'settled') || !draw.publicValue || !draw.outcome)
        return { draw: drawView(draw) };
      let check = draw.state === 'settled' ? verified.get(drawId) : undefined;
      if (!check) {
        const digest = await digestOf(drawId);
        const result = verifyDraw(
          {
            drawNo: draw.drawNo,
            kind: game.kind,
            serverSeedHash: draw.serverSeedHash,
            publicValue: draw.publicValue,
            serverSeed: draw.serverSeed,
            outcome: draw.outcome,
          },
          { digest: digest.value },
        );
        check = result.ok ? { ok: true } : { ok: false, reason: result.reason };
        if (draw.state === 'settled') {
          if (verified.size > 2000) verified.clear();
          verified.set(drawId, check);
        }
      }
      return { draw: drawView(draw), verified: check };
    },
    /** Waits for postings this process is sending. */
    async drain(): Promise<void> {
      while (postings.inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

export type LotteryEngine = ReturnType<typeof createLotteryEngine>;
