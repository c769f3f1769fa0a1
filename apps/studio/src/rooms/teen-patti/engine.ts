import { randomBytes } from 'node:crypto';
import {
  actTeenPatti,
  dealer,
  fairShoe,
  hashServerSeed,
  leaveTeenPatti,
  sideShowPartner,
  startTeenPatti,
  type TeenPattiAction,
  type TeenPattiState,
  teenPattiHand,
} from '@khela/game-math';
import { minorOf } from '../../book/engine/context.js';
import { money } from '../../book/engine/outbox.js';
import { CREDIT_BATCH, createPostings, type Delivery } from '../../outbox-sender.js';
import type { WalletClient } from '../../wallet-client.js';
import type { RoomEvent } from '../hub.js';
import type {
  TeenPattiErrorCode,
  TeenPattiResultView,
  TeenPattiSeatView,
  TeenPattiTableView,
  TeenPattiYou,
} from './api.js';
import { botMove } from './bots.js';
import type { HandSeat, NewAction, NewPosting, PostingRow, TeenPattiStore } from './store.js';
import { DEFAULT_TIMINGS, TEEN_PATTI_TABLES, type TeenPattiTable, type TeenPattiTimings } from './tables.js';

/**
 * The Teen Patti tables' engine (issue 21, decision 0078). Each table runs one hand at a time,
 * its moves one after another (a queue per table). Money: each stake a player puts in (boot,
 * chaal, raise, show, side show) is a `debit` of that player's wallet round for the hand, written
 * pending with the action in one statement and then sent; a refused debit packs the player (the
 * stake never reaches the pot), one that gets no answer is rolled back and packs them too. The
 * hand's end closes every player's round with ONE credit (their share of the pot less the rake,
 * or 0), all written pending in the one statement that settles the hand and sent in `credits`
 * batches. A hand a restart (or a storage failure) cut is voided: every stake it took is rolled
 * back. Bots are the house's: their stakes never touch a wallet, and what they win or lose is the
 * hand's `bot_net` (the house's), so the players' money balances to the paisa:
 * debits − rollbacks − credits = rake + bots' net.
 */

export type TeenPattiPlayer = {
  vendorCode: string;
  playerId: string;
  currency: string;
  /** The catalogue game launched: the wallet round's game. */
  gameCode: string;
  nickname: string;
};

export type TeenPattiMove = 'see' | 'chaal' | 'raise' | 'pack' | 'show' | 'side_show';

export type ActResult =
  | { ok: true; balance?: string; cards?: number[] }
  | { ok: false; code: TeenPattiErrorCode; balance?: string };

export type SitResult = { ok: true; seat: number } | { ok: false; code: TeenPattiErrorCode };

export type TeenPattiEngineOptions = {
  wallet: WalletClient;
  store: TeenPattiStore;
  now?: () => number;
  publish?: (room: string, event: RoomEvent) => void;
  logError?: (error: unknown, context: string) => void;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
  creditBatch?: number;
  timings?: Partial<TeenPattiTimings>;
  tables?: readonly TeenPattiTable[];
  /** A new server seed (tests pass known ones). */
  newSeed?: () => string;
};

/** A pending posting this old is sent again (its sender died or got no answer). */
const RESEND_AFTER_MS = 15_000;

type Seat = {
  seat: number;
  key: string;
  nickname: string;
  bot: boolean;
  player: TeenPattiPlayer | undefined;
  /** The socket closed at this time (undefined: present). */
  disconnectedAt: number | undefined;
};

type LiveHand = {
  handId: string;
  handNo: number;
  serverSeed: string;
  serverSeedHash: string;
  publicValue: string;
  /** The dealt seats, by the hand's own seat order (the maths' index). */
  info: HandSeat[];
  state: TeenPattiState;
  seq: number;
  turnStartedAt: number;
};

type Table = {
  def: TeenPattiTable;
  room: string;
  seats: (Seat | undefined)[];
  hand: LiveHand | undefined;
  result: TeenPattiResultView | null;
  nextHandAt: number | undefined;
  loneSince: number | undefined;
  notice: { code: string; seat: number } | null;
  version: number;
  queue: Promise<unknown>;
};

export const roomOf = (tableCode: string) => `teen-patti:${tableCode}`;
/** A player's own channel: what only they may see (the other hand of their side show). */
export const playerRoomOf = (key: string) => `teen-patti-player:${key}`;

export const keyOf = (player: Pick<TeenPattiPlayer, 'vendorCode' | 'playerId'>) =>
  `${player.vendorCode}:${player.playerId}`;

const newId = () => randomBytes(10).toString('hex');

export function createTeenPattiEngine(options: TeenPattiEngineOptions) {
  const { wallet, store } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? (() => {});
  const publish = options.publish ?? (() => {});
  const timings: TeenPattiTimings = { ...DEFAULT_TIMINGS, ...options.timings };
  const newSeed = options.newSeed ?? (() => randomBytes(32).toString('hex'));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const postings = createPostings<PostingRow>({
    wallet,
    store,
    context: 'teen-patti',
    sleep,
    retryDelaysMs: options.retryDelaysMs ?? [0, 250, 1000],
    creditBatch: options.creditBatch ?? CREDIT_BATCH,
    logError,
  });
  const tables = new Map<string, Table>(
    (options.tables ?? TEEN_PATTI_TABLES).map((def) => [
      def.code,
      {
        def,
        room: roomOf(def.code),
        seats: Array.from({ length: def.seats }, () => undefined),
        hand: undefined,
        result: null,
        nextHandAt: undefined,
        loneSince: undefined,
        notice: null,
        version: 0,
        queue: Promise.resolve(),
      },
    ]),
  );
  const lastHandNo = new Map<string, number>();
  /** Sockets open per table and player. */
  const presence = new Map<string, number>();
  /** Credits and rollbacks on their way (drain waits for them). */
  const sending = new Set<Promise<unknown>>();
  let closed = false;

  /** One move of a table at a time. */
  function run<T>(table: Table, step: () => Promise<T>): Promise<T> {
    const next = table.queue.then(step, step);
    table.queue = next.catch(() => {});
    return next;
  }

  const seatsOf = (table: Table) => table.seats.filter((seat): seat is Seat => seat !== undefined);
  const seatOfKey = (table: Table, key: string) => seatsOf(table).find((seat) => seat.key === key);
  const chipsOf = (table: Table) => table.def.config.potLimit * 4n;
  const text = (minor: bigint, table: Table) => money(minor, table.def.currency);

  function bodyOf(info: HandSeat, transactionId: string, amount: bigint, credit: boolean): string {
    const body: Record<string, unknown> = {
      playerId: info.playerId,
      currency: info.currency,
      transactionId,
      roundId: info.roundId,
      gameCode: info.gameCode,
      amount: money(amount, info.currency),
    };
    if (credit) body.endRound = true;
    return JSON.stringify(body);
  }

  function posting(info: HandSeat, suffix: string, kind: 'debit' | 'credit', amount: bigint): NewPosting {
    const transactionId = `${info.roundId}-${suffix}`;
    return {
      transactionId,
      roundId: info.roundId,
      vendorCode: info.vendorCode,
      kind,
      body: bodyOf(info, transactionId, amount, kind === 'credit'),
      amountMinor: amount,
    };
  }

  const rowOf = (handId: string, written: NewPosting): PostingRow => ({
    ...written,
    handId,
    status: 'pending',
    createdAt: now(),
  });

  /** Sends a hand's pending rollbacks, then its credits (in the background; drain waits). */
  function flush(handId: string | undefined): Promise<void> {
    const job = (async () => {
      for (let pass = 0; pass < 3; pass += 1) {
        const pending = (await store.pendingPostings(Number.MAX_SAFE_INTEGER, 1000, handId)).filter(
          (entry) => !postings.inFlight.has(entry.transactionId),
        );
        if (pending.length === 0) return;
        const rollbacks = pending.filter((entry) => entry.kind === 'rollback');
        const deliveries = await postings.deliver(rollbacks.length > 0 ? rollbacks : pending);
        if (deliveries.some((delivery) => delivery.outcome === 'unknown')) return;
        if (rollbacks.length === 0) return;
      }
    })().catch((error: unknown) => logError(error, 'teen-patti postings'));
    sending.add(job);
    void job.finally(() => sending.delete(job));
    return job;
  }

  // ---- what the pages see --------------------------------------------------------------------

  function view(table: Table): TeenPattiTableView {
    const hand = table.hand;
    const { config } = table.def;
    const seats = table.seats.map((seat): TeenPattiSeatView | null => {
      if (!seat) return null;
      const index = hand ? hand.info.findIndex((info) => info.key === seat.key) : -1;
      const state = index >= 0 ? hand?.state.seats[index] : undefined;
      return {
        seat: seat.seat,
        name: seat.nickname,
        bot: seat.bot,
        connected: seat.disconnectedAt === undefined,
        inHand: state !== undefined,
        packed: state?.packed ?? false,
        seen: state?.seen ?? false,
        blinds: state?.blinds ?? 0,
        bet: text(state?.bet ?? 0n, table),
      };
    });
    return {
      type: 'table',
      code: table.def.code,
      name: table.def.name,
      currency: table.def.currency,
      boot: text(config.boot, table),
      stakeLimit: text(config.stakeLimit, table),
      potLimit: text(config.potLimit, table),
      maxBlinds: config.maxBlinds,
      rakeBps: config.rakeBps,
      turnMs: timings.turnMs,
      now: now(),
      version: table.version,
      seats,
      hand:
        hand && !hand.state.result
          ? {
              handId: hand.handId,
              handNo: hand.handNo,
              serverSeedHash: hand.serverSeedHash,
              publicValue: hand.publicValue,
              pot: text(hand.state.pot, table),
              stake: text(hand.state.stake, table),
              turnSeat: hand.info[hand.state.turn]?.seat ?? -1,
              turnEndsAt: hand.turnStartedAt + timings.turnMs,
              order: hand.info.map((info) => info.seat),
            }
          : null,
      result: table.result,
      nextHandAt: table.nextHandAt ?? null,
      notice: table.notice,
    };
  }

  function announce(table: Table, notice?: { code: string; seat: number }): void {
    table.version += 1;
    table.notice = notice ?? null;
    publish(table.room, view(table) as unknown as RoomEvent);
  }

  function you(table: Table, player: TeenPattiPlayer): TeenPattiYou {
    const key = keyOf(player);
    const seat = seatOfKey(table, key);
    const hand = table.hand;
    const index = hand ? hand.info.findIndex((info) => info.key === key) : -1;
    const state = index >= 0 ? hand?.state.seats[index] : undefined;
    return {
      seat: seat?.seat ?? null,
      cards: state?.seen ? [...state.cards] : null,
      name: player.nickname,
    };
  }

  // ---- seats ---------------------------------------------------------------------------------

  async function sit(player: TeenPattiPlayer, tableCode: string, wanted?: number): Promise<SitResult> {
    const table = tables.get(tableCode);
    if (!table) return { ok: false, code: 'INVALID_FRAME' };
    if (player.currency !== table.def.currency) return { ok: false, code: 'WRONG_CURRENCY' };
    if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 0 || wanted >= table.def.seats))
      return { ok: false, code: 'INVALID_FRAME' };
    return run(table, async () => {
      const key = keyOf(player);
      const mine = seatOfKey(table, key);
      if (mine) {
        mine.disconnectedAt = undefined;
        return { ok: true, seat: mine.seat };
      }
      // A bot gives up its seat to a player between hands (and at once if it is not in the hand).
      const free = (index: number) => {
        const seat = table.seats[index];
        if (!seat) return true;
        return seat.bot && !table.hand?.info.some((info) => info.key === seat.key);
      };
      let index = wanted;
      if (index === undefined) {
        index = table.seats.indexOf(undefined);
        if (index < 0) index = table.seats.findIndex((_, k) => free(k));
        if (index < 0) return { ok: false, code: 'TABLE_FULL' };
      } else if (!free(index)) return { ok: false, code: 'SEAT_TAKEN' };
      table.seats[index] = {
        seat: index,
        key,
        nickname: player.nickname,
        bot: false,
        player,
        disconnectedAt: undefined,
      };
      announce(table);
      return { ok: true, seat: index };
    });
  }

  /** A player gets up: packed if in the hand (what was bet stays in the pot). */
  async function stand(player: TeenPattiPlayer, tableCode: string): Promise<ActResult> {
    const table = tables.get(tableCode);
    if (!table) return { ok: false, code: 'INVALID_FRAME' };
    return run(table, async () => {
      const seat = seatOfKey(table, keyOf(player));
      if (!seat) return { ok: false, code: 'NOT_SEATED' };
      await forceLeave(table, seat.key, 'left');
      table.seats[seat.seat] = undefined;
      announce(table, { code: 'LEFT', seat: seat.seat });
      return { ok: true };
    });
  }

  function connected(player: TeenPattiPlayer, tableCode: string): void {
    const id = `${tableCode}|${keyOf(player)}`;
    presence.set(id, (presence.get(id) ?? 0) + 1);
    const table = tables.get(tableCode);
    const seat = table ? seatOfKey(table, keyOf(player)) : undefined;
    if (table && seat && seat.disconnectedAt !== undefined) {
      seat.disconnectedAt = undefined;
      announce(table);
    }
  }

  /** A socket closed: when it was the player's last, their grace starts. */
  function disconnected(player: TeenPattiPlayer, tableCode: string): void {
    const id = `${tableCode}|${keyOf(player)}`;
    const left = Math.max(0, (presence.get(id) ?? 1) - 1);
    if (left > 0) {
      presence.set(id, left);
      return;
    }
    presence.delete(id);
    const table = tables.get(tableCode);
    const seat = table ? seatOfKey(table, keyOf(player)) : undefined;
    if (table && seat) {
      seat.disconnectedAt = now();
      announce(table, { code: 'AWAY', seat: seat.seat });
    }
  }

  // ---- a hand --------------------------------------------------------------------------------

  /** Voids the table's hand after a failure: every stake rolled back. */
  async function voidHand(table: Table, error: unknown): Promise<void> {
    logError(error, `teen-patti table ${table.def.code}`);
    const hand = table.hand;
    table.hand = undefined;
    table.nextHandAt = undefined;
    if (!hand) return;
    try {
      await store.voidHand(hand.handId, now());
      await flush(hand.handId);
    } catch (again) {
      // Still open in the store: the next start of the studio voids it (recover()).
      logError(again, `teen-patti void ${hand.handId}`);
    }
    announce(table, { code: 'VOIDED', seat: -1 });
  }

  async function startHand(table: Table, at: number): Promise<void> {
    const playable = seatsOf(table).filter((seat) => seat.disconnectedAt === undefined);
    if (playable.length < 2 || !playable.some((seat) => !seat.bot)) return;
    const handNo = (lastHandNo.get(table.def.code) ?? 0) + 1;
    const handId = newId();
    const serverSeed = newSeed();
    const serverSeedHash = hashServerSeed(serverSeed);
    const publicValue = `${table.def.code}:${handNo}`;
    // The first to act moves round the table hand by hand.
    const from = handNo % playable.length;
    const ordered = [...playable.slice(from), ...playable.slice(0, from)];
    const seats: HandSeat[] = ordered.map((seat) => ({
      seat: seat.seat,
      key: seat.key,
      nickname: seat.nickname,
      bot: seat.bot,
      vendorCode: seat.player?.vendorCode ?? 'HOUSE',
      playerId: seat.player?.playerId ?? seat.key,
      currency: seat.player?.currency ?? table.def.currency,
      gameCode: seat.player?.gameCode ?? '',
      roundId: `TP${handId}${seat.seat}`,
    }));
    const boots = seats
      .filter((info) => !info.bot)
      .map((info) => posting(info, 'B', 'debit', table.def.config.boot));
    const started = await store.startHand(
      {
        handId,
        tableCode: table.def.code,
        handNo,
        serverSeed,
        serverSeedHash,
        publicValue,
        seats,
        startedAt: at,
      },
      boots,
    );
    if (!started) {
      const known = await store.lastHandNos();
      lastHandNo.set(table.def.code, known.get(table.def.code) ?? handNo);
      return;
    }
    lastHandNo.set(table.def.code, handNo);
    const deliveries = await postings.deliver(boots.map((boot) => rowOf(handId, boot)));
    const outcome = new Map<string, Delivery>();
    boots.forEach((boot, k) => {
      outcome.set(boot.roundId, deliveries[k] ?? { outcome: 'unknown' });
    });
    const dealt: HandSeat[] = [];
    const abandon: string[] = [];
    const refused: HandSeat[] = [];
    for (const info of seats) {
      if (info.bot) {
        dealt.push(info);
        continue;
      }
      const delivery = outcome.get(info.roundId);
      if (delivery?.outcome === 'done') dealt.push(info);
      else if (delivery?.outcome === 'refused') refused.push(info);
      else abandon.push(`${info.roundId}-B`);
    }
    // A player whose boot was refused gets up (they cannot pay the table's boot).
    for (const info of refused) {
      const seat = table.seats[info.seat];
      if (seat?.key === info.key) table.seats[info.seat] = undefined;
    }
    const at2 = now();
    if (dealt.length < 2 || !dealt.some((info) => !info.bot)) {
      await store.voidHand(handId, at2);
      void flush(handId);
      table.nextHandAt = undefined;
      announce(table, refused[0] ? { code: 'BOOT_REFUSED', seat: refused[0].seat } : undefined);
      return;
    }
    const moved = await store.advance({
      handId,
      from: 'starting',
      seq: 0,
      to: 'playing',
      dealt: dealt.map((info) => info.seat),
      abandon,
      at: at2,
    });
    if (!moved) throw new Error(`hand ${handId} left its start`);
    if (abandon.length > 0) void flush(handId);
    const shoe = dealer(fairShoe(serverSeed, publicValue, handNo, 1));
    const state = startTeenPatti(
      table.def.config,
      dealt.map((info) => ({ playerId: info.key, chips: chipsOf(table) })),
      shoe.next,
    );
    table.hand = {
      handId,
      handNo,
      serverSeed,
      serverSeedHash,
      publicValue,
      info: dealt,
      state,
      seq: 0,
      turnStartedAt: at2,
    };
    table.result = null;
    table.nextHandAt = undefined;
    announce(table, refused[0] ? { code: 'BOOT_REFUSED', seat: refused[0].seat } : undefined);
  }

  /** The hand's new state, after its statement is written: settles a finished hand. */
  async function commit(
    table: Table,
    hand: LiveHand,
    next: TeenPattiState,
    notice?: { code: string; seat: number },
  ) {
    const turnBefore = hand.state.turn;
    hand.state = next;
    if (next.result) {
      await settle(table, hand);
      announce(table, notice);
      return;
    }
    if (next.turn !== turnBefore) hand.turnStartedAt = now();
    announce(table, notice);
  }

  /** Writes one action (and its debit) guarded by the hand's count. */
  async function record(
    hand: LiveHand,
    action: NewAction['action'],
    seat: number,
    extra: { postings?: NewPosting[]; abandon?: string[] } = {},
  ) {
    const at = now();
    const written = await store.advance({
      handId: hand.handId,
      from: 'playing',
      seq: hand.seq,
      to: 'playing',
      actions: [{ seq: hand.seq + 1, seat, action, at }],
      ...(extra.postings ? { postings: extra.postings } : {}),
      ...(extra.abandon ? { abandon: extra.abandon } : {}),
      at,
    });
    if (!written) throw new Error(`hand ${hand.handId} moved under us`);
    hand.seq += 1;
  }

  /** A seat packed by a leave, a lost grace, a time-out or a refused stake. */
  async function forceLeave(table: Table, key: string, reason: string, abandon?: string[]): Promise<void> {
    const hand = table.hand;
    if (!hand || hand.state.result) return;
    const index = hand.info.findIndex((info) => info.key === key);
    const state = hand.state.seats[index];
    const info = hand.info[index];
    if (!state || !info || state.packed) {
      if (abandon && abandon.length > 0 && info)
        await record(hand, { kind: 'abandon', reason }, info.seat, { abandon });
      return;
    }
    const next = structuredClone(hand.state);
    leaveTeenPatti(next, key);
    await record(hand, { kind: 'pack', reason }, info.seat, abandon ? { abandon } : {});
    await commit(table, hand, next, { code: reason.toUpperCase(), seat: info.seat });
  }

  function mathAction(move: TeenPattiMove): TeenPattiAction {
    switch (move) {
      case 'see':
        return { kind: 'see' };
      case 'chaal':
        return { kind: 'bet' };
      case 'raise':
        return { kind: 'bet', raise: true };
      case 'pack':
        return { kind: 'pack' };
      case 'show':
        return { kind: 'show' };
      case 'side_show':
        return { kind: 'side_show' };
    }
  }

  /** A move on the hand (a player's or a bot's); a refusal changes nothing. */
  async function move(
    table: Table,
    hand: LiveHand,
    index: number,
    action: TeenPattiAction,
    expected?: bigint,
    reason?: string,
  ): Promise<ActResult> {
    const info = hand.info[index];
    const before = hand.state.seats[index];
    if (!info || !before) return { ok: false, code: 'NOT_AT_TABLE' };
    const next = structuredClone(hand.state);
    const outcome = actTeenPatti(next, info.key, action);
    if (!outcome.ok) return { ok: false, code: outcome.code };
    if (action.kind === 'see' && before.seen) return { ok: false, code: 'ALREADY_SEEN' };
    const { config } = table.def;
    if (action.kind === 'bet' && action.raise && hand.state.stake * 2n > config.stakeLimit)
      return { ok: false, code: 'RAISE_ABOVE_LIMIT' };
    const amount = (next.seats[index]?.bet ?? before.bet) - before.bet;
    if (expected !== undefined && expected !== amount) return { ok: false, code: 'STALE_AMOUNT' };
    const entry = {
      kind: action.kind === 'bet' ? (action.raise ? 'raise' : 'chaal') : action.kind,
      amount: String(amount),
      ...(reason ? { reason } : {}),
    };
    // A side show: the two compared see each other's hand, privately, once it is paid.
    const partner = action.kind === 'side_show' ? sideShowPartner(hand.state, index) : undefined;
    const reveal = () => {
      if (partner === undefined) return;
      const pair = [index, partner];
      for (const [self, other] of [pair, [...pair].reverse()] as [number, number][]) {
        const me = hand.info[self];
        const them = hand.info[other];
        const theirCards = hand.state.seats[other]?.cards;
        if (!me || me.bot || !them || !theirCards) continue;
        publish(playerRoomOf(me.key), {
          type: 'side-show',
          handId: hand.handId,
          seat: them.seat,
          cards: [...theirCards],
          packed: next.seats[self]?.packed ? me.seat : them.seat,
        });
      }
    };
    if (amount === 0n || info.bot) {
      await record(hand, entry, info.seat);
      await commit(table, hand, next);
      reveal();
      return action.kind === 'see' ? { ok: true, cards: [...before.cards] } : { ok: true };
    }
    const debit = posting(info, `A${hand.seq + 1}`, 'debit', amount);
    await record(hand, entry, info.seat, { postings: [debit] });
    const [delivery] = await postings.deliver([rowOf(hand.handId, debit)]);
    if (delivery?.outcome === 'done') {
      await commit(table, hand, next);
      reveal();
      return { ok: true, ...(delivery.balance !== undefined ? { balance: delivery.balance } : {}) };
    }
    // The stake never reached the pot: the player packs (an unanswered debit is rolled back).
    const unknown = delivery?.outcome !== 'refused';
    await forceLeave(
      table,
      info.key,
      unknown ? 'wallet' : 'refused',
      unknown ? [debit.transactionId] : undefined,
    );
    if (unknown) {
      void flush(hand.handId);
      return { ok: false, code: 'WALLET_UNAVAILABLE' };
    }
    const status = delivery?.outcome === 'refused' ? delivery.status : '';
    const balance = delivery?.outcome === 'refused' ? delivery.balance : undefined;
    return {
      ok: false,
      code: status === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'WALLET_REFUSED',
      ...(balance !== undefined ? { balance } : {}),
    };
  }

  /** The hand is over: one statement settles it with every player's closing credit pending. */
  async function settle(table: Table, hand: LiveHand): Promise<void> {
    const result = hand.state.result;
    if (!result) return;
    const at = now();
    let botNet = 0n;
    const credits: NewPosting[] = [];
    hand.info.forEach((info, index) => {
      const share = result.shares[info.key] ?? 0n;
      if (info.bot) botNet += share - (hand.state.seats[index]?.bet ?? 0n);
      else credits.push(posting(info, 'C', 'credit', share));
    });
    const seatOf = new Map(hand.info.map((info) => [info.key, info]));
    const shown = result.shown
      ? hand.state.seats.flatMap((seat) => {
          const info = seatOf.get(seat.playerId);
          return !seat.packed && info
            ? [
                {
                  seat: info.seat,
                  name: info.nickname,
                  cards: [...seat.cards],
                  category: teenPattiHand(seat.cards).category,
                },
              ]
            : [];
        })
      : [];
    const resultView: TeenPattiResultView = {
      handId: hand.handId,
      handNo: hand.handNo,
      winners: result.winners.map((key) => seatOf.get(key)?.seat ?? -1),
      shares: Object.entries(result.shares).map(([key, amount]) => ({
        seat: seatOf.get(key)?.seat ?? -1,
        amount: text(amount, table),
      })),
      pot: text(hand.state.pot, table),
      rake: text(result.rake, table),
      shown,
      serverSeed: hand.serverSeed,
      serverSeedHash: hand.serverSeedHash,
      publicValue: hand.publicValue,
      endedAt: at,
    };
    const settled = await store.advance({
      handId: hand.handId,
      from: 'playing',
      seq: hand.seq,
      to: 'settled',
      result: resultView,
      rakeMinor: result.rake,
      botNetMinor: botNet,
      postings: credits,
      at,
    });
    if (!settled) throw new Error(`hand ${hand.handId} could not settle`);
    table.hand = undefined;
    table.result = resultView;
    table.nextHandAt = at + timings.resultMs;
    void flush(hand.handId);
  }

  async function act(
    player: TeenPattiPlayer,
    tableCode: string,
    input: { move: TeenPattiMove; amount?: string },
  ): Promise<ActResult> {
    const table = tables.get(tableCode);
    if (!table) return { ok: false, code: 'INVALID_FRAME' };
    let expected: bigint | undefined;
    if (input.amount !== undefined) {
      expected = minorOf(input.amount, table.def.currency);
      if (expected === undefined || expected < 0n) return { ok: false, code: 'INVALID_FRAME' };
    }
    return run(table, async () => {
      const hand = table.hand;
      if (!hand) return { ok: false, code: 'NO_HAND' };
      const index = hand.info.findIndex((info) => info.key === keyOf(player));
      if (index < 0) return { ok: false, code: 'NOT_AT_TABLE' };
      try {
        return await move(table, hand, index, mathAction(input.move), expected);
      } catch (error) {
        await voidHand(table, error);
        return { ok: false, code: 'INTERNAL_ERROR' };
      }
    });
  }

  // ---- the clock -----------------------------------------------------------------------------

  async function tickTable(table: Table, at: number): Promise<void> {
    try {
      for (const seat of seatsOf(table)) {
        if (seat.bot || seat.disconnectedAt === undefined || at < seat.disconnectedAt + timings.graceMs)
          continue;
        await forceLeave(table, seat.key, 'grace');
        table.seats[seat.seat] = undefined;
        announce(table, { code: 'GRACE', seat: seat.seat });
      }
      const hand = table.hand;
      if (hand && !hand.state.result) {
        const info = hand.info[hand.state.turn];
        if (info?.bot && at >= hand.turnStartedAt + timings.botThinkMs) {
          const answer = await move(table, hand, hand.state.turn, botMove(hand.state, hand.state.turn));
          if (!answer.ok) await forceLeave(table, info.key, 'bot');
        } else if (info && at >= hand.turnStartedAt + timings.turnMs)
          await forceLeave(table, info.key, 'timeout');
      }
    } catch (error) {
      await voidHand(table, error);
    }
    if (table.hand) return;
    seatBots(table, at);
    const playable = seatsOf(table).filter((seat) => seat.disconnectedAt === undefined);
    if (playable.length < 2 || !playable.some((seat) => !seat.bot)) {
      if (table.nextHandAt !== undefined && !table.result) table.nextHandAt = undefined;
      return;
    }
    if (table.nextHandAt === undefined) {
      table.nextHandAt = at + timings.startPauseMs;
      announce(table);
      return;
    }
    if (at < table.nextHandAt) return;
    try {
      await startHand(table, at);
    } catch (error) {
      await voidHand(table, error);
    }
  }

  /** Between hands: a lone player gets a bot after a wait; bots leave when two players sit. */
  function seatBots(table: Table, at: number): void {
    const humans = seatsOf(table).filter((seat) => !seat.bot);
    const bots = seatsOf(table).filter((seat) => seat.bot);
    if (humans.length !== 1) table.loneSince = undefined;
    if (bots.length > 0 && humans.length !== 1) {
      for (const bot of bots) table.seats[bot.seat] = undefined;
      announce(table);
      return;
    }
    if (timings.botWaitMs === false || humans.length !== 1 || bots.length > 0) return;
    table.loneSince ??= at;
    if (at < table.loneSince + timings.botWaitMs) return;
    const index = table.seats.indexOf(undefined);
    if (index < 0) return;
    table.seats[index] = {
      seat: index,
      key: `bot:${table.def.code}:${index}`,
      nickname: `🤖 Bot ${index + 1}`,
      bot: true,
      player: undefined,
      disconnectedAt: undefined,
    };
    announce(table);
  }

  let lastResend = Number.NEGATIVE_INFINITY;
  /** Moves every table's clock; pending postings older than a while are sent again. */
  async function tick(at = now()): Promise<void> {
    if (closed) return;
    await Promise.all([...tables.values()].map((table) => run(table, () => tickTable(table, at))));
    // Stale postings are looked for once a second, not on every tick.
    if (at - lastResend < 1000 && at >= lastResend) return;
    lastResend = at;
    const stale = (await store.pendingPostings(at - RESEND_AFTER_MS, 500)).filter(
      (entry) => !postings.inFlight.has(entry.transactionId),
    );
    if (stale.length > 0) await postings.deliver(stale);
  }

  /** At start: hands a restart cut are voided (every stake rolled back); pending postings sent. */
  async function recover(): Promise<void> {
    for (const [code, handNo] of await store.lastHandNos()) lastHandNo.set(code, handNo);
    for (const hand of await store.openHands()) await store.voidHand(hand.handId, now());
    for (let pass = 0; pass < 4; pass += 1) {
      const pending = await store.pendingPostings(Number.MAX_SAFE_INTEGER, 1000);
      if (pending.length === 0) return;
      const rollbacks = pending.filter((entry) => entry.kind === 'rollback');
      const deliveries = await postings.deliver(rollbacks.length > 0 ? rollbacks : pending);
      if (deliveries.some((delivery) => delivery.outcome === 'unknown')) return;
    }
  }

  function tableOf(code: string): Table | undefined {
    return tables.get(code);
  }

  return {
    tables: () => [...tables.values()].map((table) => table.def),
    recover,
    tick,
    sit,
    stand,
    act,
    connected,
    disconnected,
    /** The public table now. */
    view(code: string): TeenPattiTableView | undefined {
      const table = tableOf(code);
      return table ? view(table) : undefined;
    },
    /** The viewer's part: their seat and, once seen, their cards. */
    you(player: TeenPattiPlayer, code: string): TeenPattiYou | undefined {
      const table = tableOf(code);
      return table ? you(table, player) : undefined;
    },
    /** Tables and how many sit at each. */
    seated(code: string): number {
      const table = tableOf(code);
      return table ? seatsOf(table).length : 0;
    },
    /** The hand in play at a table (tests). */
    handOf(code: string) {
      return tableOf(code)?.hand;
    },
    async balanceOf(player: Pick<TeenPattiPlayer, 'vendorCode' | 'playerId' | 'currency'>) {
      try {
        const answer = await wallet.call(player.vendorCode, 'balance', {
          playerId: player.playerId,
          currency: player.currency,
        });
        return answer.status === 'OK' ? answer.balance : undefined;
      } catch (error) {
        logError(error, 'teen-patti balance');
        return undefined;
      }
    },
    /** Waits for the tables' queues and the postings on their way. */
    async drain(): Promise<void> {
      await Promise.all([...tables.values()].map((table) => table.queue));
      while (sending.size > 0 || postings.inFlight.size > 0) {
        await Promise.all([...sending]);
        if (postings.inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async close(): Promise<void> {
      closed = true;
      await this.drain();
    },
  };
}

export type TeenPattiEngine = ReturnType<typeof createTeenPattiEngine>;
