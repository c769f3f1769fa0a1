import { randomBytes } from 'node:crypto';
import { cryptoRandomSource, FISH, type RandomSource, shoot } from '@khela/game-math';
import { minorOf } from '../../book/engine/context.js';
import { money } from '../../book/engine/outbox.js';
import { CREDIT_BATCH, createPostings } from '../../outbox-sender.js';
import type { WalletClient } from '../../wallet-client.js';
import type { RoomEvent, RoomHub } from '../hub.js';
import { HALL_TIERS, type HallTier, hallCode, SEATS_PER_HALL } from './halls.js';
import { createSchedule, type FishSpawn, type Schedule, SLOT_MS } from './schedule.js';
import type { CatchRecord, FishingStore, PostingRow, RoundRow } from './store.js';

/**
 * The fishing halls' engine (issue 21, decision 0075). A player buys a magazine — ONE `debit` of
 * 50 shots at the cannon level, in a wallet round of its own — and fires it on the server; each
 * shot is `shoot` of @khela/game-math (96 % by design). Shots and catches gather in the player's
 * window, written by ONE statement every 2 s (and at once for a catch of 50× or more, before it
 * is shown); the round closes with ONE `credit` (the catches plus what is left of the magazine,
 * endRound) when the magazine is spent, the player collects, leaves or is idle 30 s. A crash
 * undoes the unwritten window whole (its shots unfired, its catches void); a restart closes every
 * round left open from its written state and re-sends pending postings with the same bytes.
 */

export type FishingPlayer = {
  vendorCode: string;
  playerId: string;
  currency: string;
  /** The catalogue game launched: the wallet rounds' game. */
  gameCode: string;
  nickname: string;
};

export const MAGAZINE_SHOTS = 50;
export const WINDOW_MS = 2_000;
export const IDLE_MS = 30_000;
/** A catch of this multiplier or more is written before it is shown. */
export const BIG_CATCH = 50;
/** A pending posting this old is sent again (its sender died or got no answer). */
const RESEND_AFTER_MS = 15_000;
/** How often the clock looks for rounds a dead process left and postings without an answer. */
const RECOVER_EVERY_MS = 5_000;
/** Fish sent ahead of their spawn, so every page has them before they swim in. */
export const FISH_AHEAD_MS = 2_000;

export type FishingErrorCode =
  | 'BAD_FRAME'
  | 'WRONG_LEVEL'
  | 'UNKNOWN_FISH'
  | 'NO_MAGAZINE'
  | 'INSUFFICIENT_FUNDS'
  | 'WALLET_UNAVAILABLE'
  | 'WALLET_REFUSED'
  | 'SESSION_EXPIRED'
  | 'NOT_SEATED';

export type FishingError = { type: 'error'; code: FishingErrorCode; balance?: string; magazine?: string };

type Window = { shots: number; stakeMinor: bigint; winMinor: bigint; catches: CatchRecord[]; since: number };

type LiveRound = {
  roundId: string;
  magazineMinor: bigint;
  /** As written (the database's round row). */
  spentMinor: bigint;
  winMinor: bigint;
  shots: number;
  seq: number;
  window: Window;
  lastShotAt: number;
  /** A close was due but its statement failed: the tick tries again. */
  closeDue: boolean;
};

type Hall = {
  code: string;
  tier: HallTier;
  schedule: Schedule;
  seats: (Gun | undefined)[];
  /** Fish caught (id → when the id stops mattering). */
  caught: Map<string, number>;
  volley: { seat: number; fishId: string; angle: number; level: string }[];
  /** Slots whose fish were published to the room. */
  publishedSlot: number;
};

type Gun = {
  key: string;
  player: FishingPlayer;
  hall: Hall;
  seat: number;
  sockets: number;
  level: bigint;
  round: LiveRound | undefined;
  /** The balance the wallet last answered. */
  balance: string | undefined;
  queue: Promise<unknown>;
  left: boolean;
};

export type FishingEngineOptions = {
  wallet: WalletClient;
  store: FishingStore;
  hub: RoomHub;
  now: () => number;
  logError?: (error: unknown, context: string) => void;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
  creditBatch?: number;
  /** Where shots draw from (the CSPRNG; tests pass a seeded source). */
  random?: RandomSource;
  /** A hall's schedule seed (random per process; tests pass a fixed one). */
  hallSeed?: (code: string) => string;
  /**
   * Shots a magazine holds (MAGAZINE_SHOTS). Only the RTP simulation changes it, to fire 10⁵ shots
   * through fewer rounds: the size enters no shot's maths.
   */
  magazineShots?: number;
};

export const roomOf = (hall: string) => `fishing:${hall}`;
const newId = () => randomBytes(12).toString('hex');
const emptyWindow = (): Window => ({ shots: 0, stakeMinor: 0n, winMinor: 0n, catches: [], since: 0 });
const left = (round: LiveRound) => round.magazineMinor - round.spentMinor - round.window.stakeMinor;
const minLevel = (tier: HallTier) => tier.levels[0] ?? 1n;

/** A level as the page sends it (minor units, as a number or decimal text). */
function levelOf(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return BigInt(value);
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return BigInt(value);
  return undefined;
}

const maskName = (nickname: string) =>
  nickname.length <= 2 ? `${nickname}***` : `${nickname.slice(0, 2)}***`;

export function createFishingEngine(options: FishingEngineOptions) {
  const { wallet, store, hub, now } = options;
  const logError = options.logError ?? (() => {});
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? cryptoRandomSource();
  const hallSeed = options.hallSeed ?? (() => randomBytes(16).toString('hex'));
  const magazineShots = BigInt(options.magazineShots ?? MAGAZINE_SHOTS);
  const postings = createPostings<PostingRow>({
    wallet,
    store,
    context: 'fishing',
    sleep,
    retryDelaysMs: options.retryDelaysMs ?? [0, 250, 1000],
    creditBatch: options.creditBatch ?? CREDIT_BATCH,
    logError,
  });
  const halls = new Map<string, Hall>();
  const guns = new Map<string, Gun>();
  /** Rounds this process is buying (recovery leaves them to their buyer). */
  const buying = new Set<string>();
  let recoveredAt = Number.NEGATIVE_INFINITY;

  function hallAt(tierIndex: number, index: number): Hall {
    const tier = HALL_TIERS[tierIndex] ?? (HALL_TIERS[0] as HallTier);
    const code = hallCode(tier, index);
    let hall = halls.get(code);
    if (!hall) {
      hall = {
        code,
        tier,
        schedule: createSchedule(hallSeed(code)),
        seats: Array.from({ length: SEATS_PER_HALL }, () => undefined),
        caught: new Map(),
        volley: [],
        publishedSlot: Math.floor((now() + FISH_AHEAD_MS) / SLOT_MS),
      };
      halls.set(code, hall);
    }
    return hall;
  }

  /** Runs `step` after the gun's earlier steps: a player's shots, writes and closes never interleave. */
  function serial<T>(gun: Gun, step: () => Promise<T>): Promise<T> {
    const run = gun.queue.then(step, step);
    gun.queue = run.catch(() => {});
    return run;
  }

  const text = (gun: Gun, minor: bigint) => money(minor, gun.player.currency);

  function magazineView(gun: Gun) {
    const round = gun.round;
    return round
      ? {
          roundId: round.roundId,
          left: text(gun, left(round)),
          win: text(gun, round.winMinor + round.window.winMinor),
          shots: round.shots + round.window.shots,
        }
      : null;
  }

  function seatsView(hall: Hall) {
    return hall.seats.flatMap((gun, seat) =>
      gun ? [{ seat, name: maskName(gun.player.nickname), level: String(gun.level) }] : [],
    );
  }

  const fishView = (fish: FishSpawn) => ({
    id: fish.id,
    kind: fish.kind,
    spawnAt: fish.spawnAt,
    swimMs: fish.swimMs,
    path: fish.path,
  });

  function swimmingFish(hall: Hall, at: number) {
    return hall.schedule
      .around(at, FISH_AHEAD_MS)
      .filter((fish) => !hall.caught.has(fish.id))
      .map(fishView);
  }

  // ---- seats -----------------------------------------------------------------------------------

  /** Seats a session's player in a hall of its tier (its seat again if it has one). */
  function enter(key: string, player: FishingPlayer, tierIndex: number, balance?: string): Gun {
    const known = guns.get(key);
    if (known && !known.left) return known;
    for (let index = 0; ; index += 1) {
      const hall = hallAt(tierIndex, index);
      const seat = hall.seats.indexOf(undefined);
      if (seat < 0) continue;
      const gun: Gun = {
        key,
        player,
        hall,
        seat,
        sockets: 0,
        level: minLevel(hall.tier),
        round: undefined,
        balance,
        queue: Promise.resolve(),
        left: false,
      };
      hall.seats[seat] = gun;
      guns.set(key, gun);
      hub.publish(roomOf(hall.code), { type: 'seats', seats: seatsView(hall) });
      return gun;
    }
  }

  /** The player leaves: the round closes (its credit) and the seat is freed. */
  function leave(key: string): Promise<void> {
    const gun = guns.get(key);
    if (!gun || gun.left) return Promise.resolve();
    gun.left = true;
    return serial(gun, async () => {
      if (gun.round) await closeRound(gun);
      free(gun);
    }).catch((error: unknown) => logError(error, 'fishing leave'));
  }

  function free(gun: Gun): void {
    if (guns.get(gun.key) === gun) guns.delete(gun.key);
    if (gun.hall.seats[gun.seat] === gun) gun.hall.seats[gun.seat] = undefined;
    hub.publish(roomOf(gun.hall.code), { type: 'seats', seats: seatsView(gun.hall) });
  }

  function snapshot(gun: Gun): RoomEvent {
    const at = now();
    return {
      type: 'hall',
      now: at,
      hall: { code: gun.hall.code, name: gun.hall.tier.name, levels: gun.hall.tier.levels.map(String) },
      seat: gun.seat,
      seats: seatsView(gun.hall),
      level: String(gun.level),
      magazine: magazineView(gun),
      ...(gun.balance === undefined ? {} : { balance: gun.balance }),
      fish: swimmingFish(gun.hall, at),
    };
  }

  // ---- magazines -------------------------------------------------------------------------------

  /** Buys a magazine at `level` (a round with magazine left at that level: only the level changes). */
  async function reload(gun: Gun, level: bigint): Promise<RoomEvent> {
    if (gun.round && left(gun.round) >= level) {
      gun.level = level;
      return { type: 'magazine', level: String(level), magazine: magazineView(gun), balance: gun.balance };
    }
    if (gun.round) await closeRound(gun);
    let amount = level * magazineShots;
    const known = gun.balance === undefined ? undefined : minorOf(gun.balance, gun.player.currency);
    if (known !== undefined && known < amount && known >= level) amount = (known / level) * level;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const bought = await buy(gun, level, amount);
      if (bought.ok) {
        gun.level = level;
        hub.publish(roomOf(gun.hall.code), { type: 'seats', seats: seatsView(gun.hall) });
        return { type: 'magazine', level: String(level), magazine: magazineView(gun), balance: gun.balance };
      }
      if (bought.balance !== undefined) gun.balance = bought.balance;
      const balance = bought.balance === undefined ? undefined : minorOf(bought.balance, gun.player.currency);
      // The wallet holds less than a full magazine: as many shots as it pays for, once.
      if (
        bought.code === 'INSUFFICIENT_FUNDS' &&
        balance !== undefined &&
        balance >= level &&
        attempt === 0
      ) {
        amount = (balance / level) * level;
        continue;
      }
      return {
        type: 'error',
        code: bought.code,
        ...(gun.balance === undefined ? {} : { balance: gun.balance }),
      };
    }
    return { type: 'error', code: 'INSUFFICIENT_FUNDS' };
  }

  type Bought = { ok: true } | { ok: false; code: FishingErrorCode; balance?: string };

  async function buy(gun: Gun, level: bigint, amount: bigint): Promise<Bought> {
    const { player } = gun;
    const roundId = `F${newId()}`;
    const debit = {
      playerId: player.playerId,
      currency: player.currency,
      transactionId: `${roundId}-D`,
      roundId,
      gameCode: player.gameCode,
      amount: money(amount, player.currency),
    };
    buying.add(roundId);
    try {
      await store.buyMagazine(
        {
          roundId,
          hall: gun.hall.code,
          vendorCode: player.vendorCode,
          playerId: player.playerId,
          currency: player.currency,
          gameCode: player.gameCode,
          levelMinor: level,
          magazineMinor: amount,
        },
        { transactionId: debit.transactionId, body: JSON.stringify(debit) },
        now(),
      );
      let answer: Awaited<ReturnType<typeof wallet.call<'debit'>>> | undefined;
      try {
        answer = await wallet.call(player.vendorCode, 'debit', debit);
        if (answer.status === 'INTERNAL_ERROR') answer = undefined;
      } catch (error) {
        logError(error, 'fishing debit');
      }
      if (!answer) {
        await abandon(roundId, player.vendorCode, JSON.stringify(debit));
        return { ok: false, code: 'WALLET_UNAVAILABLE' };
      }
      const balance = 'balance' in answer && typeof answer.balance === 'string' ? answer.balance : undefined;
      if (answer.status !== 'OK') {
        await store.voidMagazine({
          roundId,
          debitId: debit.transactionId,
          debitStatus: 'refused',
          refusal: answer.status,
          rollback: undefined,
          at: now(),
        });
        const code: FishingErrorCode =
          answer.status === 'INSUFFICIENT_FUNDS'
            ? 'INSUFFICIENT_FUNDS'
            : answer.status === 'SESSION_EXPIRED'
              ? 'SESSION_EXPIRED'
              : 'WALLET_REFUSED';
        return { ok: false, code, ...(balance === undefined ? {} : { balance }) };
      }
      if (!(await store.magazineBought(roundId, debit.transactionId)))
        return { ok: false, code: 'WALLET_UNAVAILABLE' };
      gun.balance = answer.balance;
      gun.round = {
        roundId,
        magazineMinor: amount,
        spentMinor: 0n,
        winMinor: 0n,
        shots: 0,
        seq: 0,
        window: emptyWindow(),
        lastShotAt: now(),
        closeDue: false,
      };
      return { ok: true };
    } finally {
      buying.delete(roundId);
    }
  }

  /** A debit that got no answer: the round void and the debit rolled back (a marker if it never landed). */
  async function abandon(roundId: string, vendorCode: string, debitBody: string): Promise<void> {
    const debit = JSON.parse(debitBody) as Record<string, string>;
    const body = {
      playerId: debit.playerId,
      currency: debit.currency,
      transactionId: `${roundId}-R0`,
      refTransactionId: `${roundId}-D`,
      roundId,
      gameCode: debit.gameCode,
    };
    const rollback = { transactionId: body.transactionId, body: JSON.stringify(body), vendorCode };
    const at = now();
    const voided = await store.voidMagazine({
      roundId,
      debitId: `${roundId}-D`,
      debitStatus: 'abandoned',
      refusal: 'NO_ANSWER',
      rollback,
      at,
    });
    if (voided)
      await postings.deliver([{ ...rollback, roundId, kind: 'rollback', status: 'pending', createdAt: at }]);
  }

  // ---- windows and closes ------------------------------------------------------------------------

  /** Writes the gun's window (one statement); throws if it could not be written. */
  async function flush(gun: Gun): Promise<void> {
    const round = gun.round;
    if (!round || round.window.shots === 0) return;
    const window = round.window;
    const at = now();
    const written = await store.writeWindow({ roundId: round.roundId, seq: round.seq, window, at });
    if (!written) {
      // The statement may have been done with its answer lost: the row says.
      const row = await store.round(round.roundId);
      if (row?.state !== 'open' || row.seq !== round.seq + 1)
        throw new Error(`fishing window ${round.roundId}/${round.seq} not written`);
    }
    round.spentMinor += window.stakeMinor;
    round.winMinor += window.winMinor;
    round.shots += window.shots;
    round.seq += 1;
    round.window = emptyWindow();
  }

  /** The round's credit: the magazine left plus the catches, as written. */
  function creditOf(
    round: Pick<RoundRow, 'roundId' | 'playerId' | 'currency' | 'gameCode' | 'vendorCode'>,
    amountMinor: bigint,
  ) {
    const body = {
      playerId: round.playerId,
      currency: round.currency,
      transactionId: `${round.roundId}-C`,
      roundId: round.roundId,
      gameCode: round.gameCode,
      amount: money(amountMinor, round.currency),
      endRound: true,
    };
    return {
      transactionId: body.transactionId,
      body: JSON.stringify(body),
      vendorCode: round.vendorCode,
      amountMinor,
    };
  }

  /**
   * Closes the gun's round: its last window and its credit in one statement, then the credit
   * sent. Answers the credit and, when the wallet answered, the balance.
   */
  async function closeRound(gun: Gun): Promise<{ credit: string; balance?: string } | undefined> {
    const round = gun.round;
    if (!round) return undefined;
    round.closeDue = true;
    const window = round.window;
    const amountMinor = left(round) + round.winMinor + window.winMinor;
    const credit = creditOf({ ...gun.player, roundId: round.roundId }, amountMinor);
    const at = now();
    const written = await store.writeWindow({ roundId: round.roundId, seq: round.seq, window, at, credit });
    if (!written) {
      const row = await store.round(round.roundId);
      if (!row || (row.state !== 'closing' && row.state !== 'closed') || row.seq !== round.seq + 1)
        throw new Error(`fishing round ${round.roundId} not closed`);
    }
    gun.round = undefined;
    const [delivery] = await postings.deliver([
      { ...credit, roundId: round.roundId, kind: 'credit', status: 'pending', createdAt: at },
    ]);
    if (delivery?.outcome === 'done' && delivery.balance !== undefined) gun.balance = delivery.balance;
    return {
      credit: money(amountMinor, gun.player.currency),
      ...(delivery?.outcome === 'done' && delivery.balance !== undefined
        ? { balance: delivery.balance }
        : {}),
    };
  }

  // ---- shots -------------------------------------------------------------------------------------

  async function fire(gun: Gun, frame: Record<string, unknown>): Promise<RoomEvent> {
    const level = levelOf(frame.level);
    if (level === undefined || !gun.hall.tier.levels.includes(level))
      return { type: 'error', code: 'WRONG_LEVEL' };
    const fishId = typeof frame.fishId === 'string' && frame.fishId.length <= 24 ? frame.fishId : undefined;
    const at = now();
    const hall = gun.hall;
    const fish =
      fishId === undefined || hall.caught.has(fishId) ? undefined : hall.schedule.swimming(fishId, at);
    if (!fish || fishId === undefined) return { type: 'error', code: 'UNKNOWN_FISH' };
    const round = gun.round;
    if (!round || left(round) < level)
      return {
        type: 'error',
        code: 'NO_MAGAZINE',
        ...(round ? { magazine: text(gun, left(round)) } : {}),
      };
    const kind = FISH[fish.kind];
    if (!kind) return { type: 'error', code: 'UNKNOWN_FISH' };
    const result = shoot(random, kind, level);
    const window = round.window;
    if (window.shots === 0) window.since = at;
    window.shots += 1;
    window.stakeMinor += level;
    window.winMinor += result.winMinor;
    round.lastShotAt = at;
    if (gun.level !== level) gun.level = level;
    const angle =
      typeof frame.angle === 'number' && Number.isFinite(frame.angle)
        ? Math.round(frame.angle * 1000) / 1000
        : 0;
    hall.volley.push({ seat: gun.seat, fishId, angle, level: String(level) });
    if (result.caught) {
      hall.caught.set(fishId, fish.spawnAt + fish.swimMs + 60_000);
      window.catches.push({
        fishId,
        kind: kind.code,
        stakeMinor: String(level),
        multiplier: result.multiplier,
        winMinor: String(result.winMinor),
      });
    }
    let closed: { credit: string; balance?: string } | undefined;
    if (left(round) < minLevel(hall.tier)) closed = await closeRound(gun);
    else if (result.caught && result.multiplier >= BIG_CATCH) await flush(gun);
    if (result.caught)
      hub.publish(roomOf(hall.code), {
        type: 'catch',
        seat: gun.seat,
        name: maskName(gun.player.nickname),
        fishId,
        kind: fish.kind,
        multiplier: result.multiplier,
        win: text(gun, result.winMinor),
      });
    return {
      type: 'shot',
      fishId,
      caught: result.caught,
      multiplier: result.multiplier,
      win: text(gun, result.winMinor),
      level: String(level),
      magazine: closed ? null : magazineView(gun),
      ...(closed ? { closed } : {}),
      ...(gun.balance === undefined ? {} : { balance: gun.balance }),
    };
  }

  /** A frame of a seated player's socket. */
  function frame(key: string, input: Record<string, unknown>): Promise<RoomEvent> {
    const gun = guns.get(key);
    if (!gun || gun.left) return Promise.resolve({ type: 'error', code: 'NOT_SEATED' });
    switch (input.type) {
      case 'shoot':
        return serial(gun, () => fire(gun, input));
      case 'reload': {
        const level = levelOf(input.level);
        if (level === undefined || !gun.hall.tier.levels.includes(level))
          return Promise.resolve({ type: 'error', code: 'WRONG_LEVEL' });
        return serial(gun, () => reload(gun, level));
      }
      case 'collect':
        return serial(gun, async () => {
          const closed = await closeRound(gun);
          return { type: 'collected', ...(closed ?? {}), balance: gun.balance, magazine: null };
        });
      default:
        return Promise.resolve({ type: 'error', code: 'BAD_FRAME' });
    }
  }

  // ---- the clock ---------------------------------------------------------------------------------

  /** Writes due windows, closes idle rounds, publishes new fish and the shots since last time. */
  async function tick(): Promise<void> {
    const at = now();
    const work: Promise<unknown>[] = [];
    for (const gun of [...guns.values()]) {
      const round = gun.round;
      if (gun.left && !round) {
        free(gun);
        continue;
      }
      if (!round) continue;
      const idle = at - round.lastShotAt >= IDLE_MS;
      if (idle || round.closeDue)
        work.push(serial(gun, () => closeRound(gun)).catch((e) => logError(e, 'fishing close')));
      else if (round.window.shots > 0 && at - round.window.since >= WINDOW_MS)
        work.push(serial(gun, () => flush(gun)).catch((e) => logError(e, 'fishing window')));
    }
    await Promise.all(work);
    for (const hall of halls.values()) publishHall(hall, at);
    if (at - recoveredAt >= RECOVER_EVERY_MS) {
      recoveredAt = at;
      await recover(false);
    }
  }

  function publishHall(hall: Hall, at: number): void {
    for (const [id, until] of hall.caught) if (until < at) hall.caught.delete(id);
    const room = roomOf(hall.code);
    const upTo = Math.floor((at + FISH_AHEAD_MS) / SLOT_MS);
    if (upTo > hall.publishedSlot) {
      const fish: ReturnType<typeof fishView>[] = [];
      for (let slot = Math.max(hall.publishedSlot + 1, upTo - 30); slot <= upTo; slot += 1)
        for (const spawn of hall.schedule.ofSlot(slot)) fish.push(fishView(spawn));
      hall.publishedSlot = upTo;
      if (fish.length > 0 && hub.count(room) > 0) hub.publish(room, { type: 'fish', now: at, fish });
    }
    if (hall.volley.length > 0) {
      const shots = hall.volley;
      hall.volley = [];
      if (hub.count(room) > 0) hub.publish(room, { type: 'volley', shots });
    }
  }

  /** The rounds this process holds (recovery leaves them alone). */
  function held(): Set<string> {
    const mine = new Set(buying);
    for (const gun of guns.values()) if (gun.round) mine.add(gun.round.roundId);
    return mine;
  }

  /**
   * Rounds left by a dead process (every one at start, `all`; afterwards those quiet for longer
   * than the idle time): buying ones undone by a rollback, open ones closed from their written
   * state by their credit; then pending postings re-sent with their bytes.
   */
  async function recover(all: boolean): Promise<void> {
    const at = now();
    const mine = held();
    for (const row of await store.liveRounds(500)) {
      if (mine.has(row.roundId)) continue;
      if (!all && at - row.activeAt < (row.state === 'buying' ? RESEND_AFTER_MS : IDLE_MS + WINDOW_MS))
        continue;
      try {
        if (row.state === 'buying') {
          const [debit] = (await store.postingsOfRound(row.roundId)).filter((p) => p.kind === 'debit');
          if (debit) await abandon(row.roundId, row.vendorCode, debit.body);
          continue;
        }
        const credit = creditOf(row, row.magazineMinor - row.spentMinor + row.winMinor);
        const written = await store.writeWindow({
          roundId: row.roundId,
          seq: row.seq,
          window: { shots: 0, stakeMinor: 0n, winMinor: 0n, catches: [] },
          at,
          credit,
        });
        if (written)
          await postings.deliver([
            { ...credit, roundId: row.roundId, kind: 'credit', status: 'pending', createdAt: at },
          ]);
      } catch (error) {
        logError(error, `fishing recover ${row.roundId}`);
      }
    }
    for (;;) {
      const pending = (await store.pendingPostings(all ? at + 1 : at - RESEND_AFTER_MS, 500)).filter(
        (posting) => posting.kind !== 'debit' && !postings.inFlight.has(posting.transactionId),
      );
      if (pending.length === 0) return;
      const deliveries = await postings.deliver(pending);
      if (deliveries.some((delivery) => delivery.outcome === 'unknown') || pending.length < 500) return;
    }
  }

  return {
    enter,
    leave,
    frame,
    tick,
    /** Closes what a dead process left (called once at start). */
    recover: () => recover(true),
    snapshot(key: string): RoomEvent | undefined {
      const gun = guns.get(key);
      return gun ? snapshot(gun) : undefined;
    },
    /** Counts the sockets of a seated session (the last one gone: the player leaves). */
    socketOpened(key: string): void {
      const gun = guns.get(key);
      if (gun) gun.sockets += 1;
    },
    socketClosed(key: string): void {
      const gun = guns.get(key);
      if (!gun) return;
      gun.sockets = Math.max(0, gun.sockets - 1);
      if (gun.sockets === 0) void leave(key);
    },
    /** The hall a session is seated in. */
    seatOf(key: string): { hall: string; seat: number } | undefined {
      const gun = guns.get(key);
      return gun && !gun.left ? { hall: gun.hall.code, seat: gun.seat } : undefined;
    },
    /** Fish in the water of a hall now, not caught (tests aim with it). */
    swimming(hall: string, at = now()) {
      const found = halls.get(hall);
      return found ? swimmingFish(found, at).filter((fish) => fish.spawnAt <= at) : [];
    },
    /** The live round of a session, as held in memory (tests). */
    liveRound(key: string) {
      const round = guns.get(key)?.round;
      return round ? { ...round, window: { ...round.window }, left: left(round) } : undefined;
    },
    lobby() {
      const out: { code: string; tier: HallTier; players: number }[] = [];
      for (const [tierIndex, tier] of HALL_TIERS.entries()) {
        hallAt(tierIndex, 0);
        for (const hall of halls.values())
          if (hall.tier === tier && (hall.code === tier.code || hall.seats.some(Boolean)))
            out.push({ code: hall.code, tier, players: hall.seats.filter(Boolean).length });
      }
      return out;
    },
    /** Every seated player leaves (their rounds closed and credited): a graceful stop. */
    async leaveAll(): Promise<void> {
      await Promise.all([...guns.keys()].map((key) => leave(key)));
    },
    /** Waits for this process's steps and postings in flight. */
    async drain(): Promise<void> {
      await Promise.all([...guns.values()].map((gun) => gun.queue));
      while (postings.inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

export type FishingEngine = ReturnType<typeof createFishingEngine>;
