import type {
  BetAnswer,
  HistoryEntry,
  MyBet,
  Roads,
  RoundView,
  SpotTotal,
  TableBoot,
  TableSnapshot,
} from '../../src/rooms/tables/api.js';
import { toMinor } from './book-format.js';
import { el } from './dom.js';
import type { RoomMessage } from './room-socket.js';
import { createTableCtx, type TableCtx } from './table-context.js';
import { createDeal, shownAt } from './table-deal.js';
import { createLayout } from './table-layout.js';
import {
  betsOf,
  clockOffset,
  confirmProblem,
  doubleBets,
  type Limits,
  limitsOf,
  phaseAt,
  type Refusal,
  repeatBets,
  requestId,
  type StageResult,
  type Stakes,
  secondsLeft,
  stageChip,
  stakesOf,
  stakesProblem,
  sumStakes,
} from './table-model.js';
import { createRoads } from './table-roads.js';
import { failureText, type TableFailure } from './table-texts.js';

/*
 * The live table page (issue 21): one room's shared round cycle — betting with a countdown, no
 * more bets, the deal or spin animated from the drawn outcome, settlement, the next round — with
 * the betting layout (the room's totals and this player's chips on each spot), the chip tray
 * (confirm, clear, repeat, double), the roads or recent results and the round's fairness record.
 * Everything comes over the room socket: the `joined` snapshot (also after every reconnect) and
 * the room's events; bets go as one `bet` frame.
 */

export type TableSocket = {
  request(frame: { type: string } & Record<string, unknown>, timeoutMs?: number): Promise<RoomMessage>;
  close(): void;
};

export type SocketHandlers = {
  onEvent(event: RoomMessage): void;
  onStatus(status: 'connecting' | 'open' | 'closed'): void;
  onGone(): void;
};

export type TableState = {
  round?: RoundView;
  history: HistoryEntry[];
  roads?: Roads;
  totals: Record<string, SpotTotal>;
  players: number;
  placed: Stakes;
  staged: Stakes;
  /** The bets of the last round this player bet in (Repeat). */
  last: Stakes;
  balance: string;
  /** The last settled round, its seed revealed. */
  settled?: RoundView;
  sending: boolean;
};

const TOAST_MS = 5000;
const TICK_MS = 200;

export function startTable(
  boot: TableBoot,
  app: HTMLElement,
  connect: (handlers: SocketHandlers) => TableSocket,
  options: { clock?: () => number; timers?: boolean } = {},
) {
  const ctx: TableCtx = createTableCtx({
    lang: boot.lang,
    variant: boot.table.variant,
    currency: boot.currency,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const t = ctx.t;
  const clock = options.clock ?? (() => Date.now());
  const limits: Limits = limitsOf(boot.table, ctx.decimals);
  const chips = boot.chips
    .map((chip) => toMinor(chip, ctx.decimals))
    .filter((minor): minor is bigint => minor !== undefined && minor > 0n);
  const state: TableState = {
    history: [],
    totals: {},
    players: 0,
    placed: new Map(),
    staged: new Map(),
    last: new Map(),
    balance: boot.balance,
    sending: false,
  };
  let chip = chips.find((minor) => minor >= limits.min) ?? chips[0] ?? limits.min;

  app.className = `app table ${boot.table.variant}`;
  app.setAttribute('data-page', 'table');

  // ── Header ────────────────────────────────────────────────────────────────
  const balance = el('output', { class: 'balance', 'data-testid': 'table-balance', 'aria-live': 'polite' });
  const roundNo = el('span', { class: 'round-no', 'data-testid': 'table-round' });
  const players = el('span', { class: 'players', 'data-testid': 'table-players' });
  const tableName = boot.table.name[boot.lang] || boot.table.name.en || boot.name;
  /** Another table of this kind: the session moves there and the page reloads onto it. */
  function switchButton(code: string, name: string): HTMLElement {
    const button = el('button', { type: 'button', class: 'switch-to', 'data-table': code, text: name });
    button.addEventListener('click', () => {
      button.disabled = true;
      socket
        .request({ type: 'switch', table: code })
        .then((answer) => {
          if (answer.status === 'OK') window.location.reload();
          else button.disabled = false;
        })
        .catch(() => {
          button.disabled = false;
        });
    });
    return button;
  }
  const switcher = el(
    'details',
    { class: 'switcher' },
    el('summary', { text: t('tables') }),
    el(
      'ul',
      {},
      ...boot.tables.map((info) =>
        el(
          'li',
          { class: info.code === boot.table.code ? 'current' : '' },
          info.code === boot.table.code
            ? el('span', { text: info.name[boot.lang] || info.name.en })
            : switchButton(info.code, info.name[boot.lang] || info.name.en),
          el('span', {
            class: 'muted',
            text:
              info.code === boot.table.code
                ? t('thisTable')
                : `${ctx.money(info.minStake)}–${ctx.money(info.maxStake)} · ${ctx.digits(info.players)}👤`,
          }),
        ),
      ),
    ),
  );
  const header = el(
    'header',
    { class: 'tb-top' },
    el('a', { class: 'lobby', href: boot.lobby, 'data-testid': 'table-lobby', text: `‹ ${t('lobby')}` }),
    el('h1', { class: 'tb-title', text: tableName }),
    el('span', { class: 'balance-box' }, el('span', { class: 'balance-label', text: t('balance') }), balance),
    el('div', { class: 'tb-meta' }, roundNo, players, ...(boot.tables.length > 1 ? [switcher] : [])),
  );

  // ── Countdown ─────────────────────────────────────────────────────────────
  const phaseText = el('span', { class: 'phase-text' });
  const seconds = el('span', { class: 'seconds' });
  const bar = el('span', { class: 'bar-fill' });
  const countdown = el(
    'div',
    { class: 'countdown', 'data-testid': 'table-countdown', role: 'timer', 'aria-live': 'off' },
    el('div', { class: 'countdown-line' }, phaseText, seconds),
    el('span', { class: 'bar' }, bar),
  );
  const status = el('p', { class: 'conn', role: 'status', hidden: '' });

  // ── Deal, layout, roads ───────────────────────────────────────────────────
  const deal = createDeal(ctx);
  const layout = createLayout(ctx, onSpot);
  const roads = createRoads(ctx);

  // ── Chip tray and actions ─────────────────────────────────────────────────
  const chipButtons = chips.map((minor) => {
    const button = el('button', {
      type: 'button',
      class: 'chip-pick',
      'data-testid': `table-chip-${String(minor)}`,
      'aria-label': `${t('chips')} ${ctx.moneyMinor(minor)}`,
      text: ctx.chipText(minor),
    });
    button.addEventListener('click', () => {
      chip = minor;
      drawChips();
    });
    return { minor, button };
  });
  const action = (key: string, handler: () => void, extra = '') => {
    const button = el('button', {
      type: 'button',
      class: `act ${extra}`.trim(),
      'data-testid': `table-${key}`,
      text: t(key),
    });
    button.addEventListener('click', handler);
    return button;
  };
  const clearButton = action('clear', () => {
    state.staged = new Map();
    draw();
  });
  const repeatButton = action('repeat', () =>
    applyStage(repeatBets(ctx.variant, state.placed, state.last, limits, ctx.decimals)),
  );
  const doubleButton = action('double', () =>
    applyStage(doubleBets(ctx.variant, state.placed, state.staged, limits, ctx.decimals)),
  );
  const confirmButton = action('confirm', () => void confirm(), 'primary');
  const stakeLine = el('p', { class: 'stake-line', 'data-testid': 'table-stake' });
  const tray = el(
    'section',
    { class: 'tray' },
    el(
      'div',
      { class: 'chip-row', role: 'group', 'aria-label': t('chips') },
      ...chipButtons.map((c) => c.button),
    ),
    stakeLine,
    el('div', { class: 'actions' }, clearButton, repeatButton, doubleButton, confirmButton),
    el(
      'p',
      { class: 'limits' },
      t('limits', {
        min: ctx.money(boot.table.minStake),
        max: ctx.money(boot.table.maxStake),
        total: ctx.money(boot.table.maxTotal),
      }),
    ),
  );

  // ── Fairness ──────────────────────────────────────────────────────────────
  const fairBody = el('div', { class: 'fair-body' });
  const fairness = el(
    'details',
    { class: 'fairness', 'data-testid': 'table-fairness' },
    el('summary', { text: t('fairness') }),
    fairBody,
  );

  const toast = el('p', {
    class: 'toast',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'table-toast',
  });
  const alert = el('p', { class: 'toast alert', role: 'alert', 'data-testid': 'table-alert' });
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  function say(text: string, kind: 'status' | 'alert' = 'status'): void {
    toast.textContent = '';
    alert.textContent = '';
    (kind === 'alert' ? alert : toast).textContent = text;
    if (options.timers === false) return;
    if (toastTimer) clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toast.textContent = '';
      alert.textContent = '';
    }, TOAST_MS);
  }
  const fill = { money: ctx.money, spot: ctx.spotName };
  const refuse = (failure: TableFailure) => say(failureText(ctx.lang, failure, fill), 'alert');

  app.replaceChildren(
    header,
    status,
    el(
      'div',
      { class: 'tb-body' },
      el('div', { class: 'tb-stage' }, countdown, deal.root, roads.root),
      el('div', { class: 'tb-bets' }, layout.root, tray, fairness),
    ),
    toast,
    alert,
  );

  // ── Drawing ───────────────────────────────────────────────────────────────
  function drawChips(): void {
    for (const { minor, button } of chipButtons) button.setAttribute('aria-pressed', String(minor === chip));
  }

  function drawFairness(): void {
    const row = (label: string, value: string | undefined, testid?: string) =>
      el(
        'div',
        { class: 'fair-row' },
        el('dt', { text: label }),
        el('dd', {
          class: value ? 'mono' : 'muted',
          text: value ?? t('fair.pending'),
          ...(testid ? { 'data-testid': testid } : {}),
        }),
      );
    const record = (title: string, round: RoundView) =>
      el(
        'dl',
        { class: 'fair-record' },
        el('h3', { text: `${title} · ${t('round', { no: ctx.digits(round.roundNo) })}` }),
        row(t('fair.hash'), round.serverSeedHash),
        row(t('fair.public'), round.publicValue),
        row(t('fair.seed'), round.serverSeed),
      );
    const parts: HTMLElement[] = [];
    if (state.round) parts.push(record(t('fair.current'), state.round));
    if (state.settled && state.settled.roundId !== state.round?.roundId)
      parts.push(record(t('fair.last'), state.settled));
    fairBody.replaceChildren(...parts);
  }

  function draw(): void {
    balance.textContent = ctx.money(state.balance);
    balance.dataset.balance = state.balance;
    roundNo.textContent = state.round ? t('round', { no: ctx.digits(state.round.roundNo) }) : '';
    if (state.round) roundNo.dataset.round = state.round.roundId;
    players.textContent = t('players', { count: ctx.digits(state.players) });
    drawStake();
    tick();
  }

  function drawStake(): void {
    const placed = sumStakes(state.placed);
    const staged = sumStakes(state.staged);
    stakeLine.textContent = [
      placed > 0n ? t('placed', { amount: ctx.moneyMinor(placed) }) : '',
      staged > 0n ? t('staged', { amount: ctx.moneyMinor(staged) }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }

  let lastPhase = '';
  /** The time-dependent parts: countdown, deal, the layout's open state and winners. */
  function tick(): void {
    const round = state.round;
    if (!round) {
      phaseText.textContent = t('connecting');
      return;
    }
    const now = ctx.now();
    const { phase, msLeft, fraction } = phaseAt(round, now);
    const open = phase === 'betting' && !state.sending;
    countdown.dataset.phase = phase;
    phaseText.textContent = t(`phase.${phase}`);
    seconds.textContent =
      phase === 'betting' || phase === 'result' ? t('seconds', { n: ctx.digits(secondsLeft(msLeft)) }) : '';
    seconds.dataset.seconds = String(secondsLeft(msLeft));
    bar.style.setProperty('transform', `scaleX(${phase === 'betting' ? fraction.toFixed(3) : '0'})`);
    countdown.classList.toggle('hurry', phase === 'betting' && msLeft <= 5000);
    deal.render(round, now);
    const outcome = shownAt(round, now) ? round.outcome : undefined;
    layout.update({
      placed: state.placed,
      staged: state.staged,
      totals: state.totals,
      ...(outcome ? { outcome } : {}),
      open,
    });
    const empty = sumStakes(state.staged) <= 0n;
    confirmButton.disabled = !open || empty;
    clearButton.disabled = empty || state.sending;
    repeatButton.disabled = !open || sumStakes(state.last) <= 0n;
    doubleButton.disabled = !open || (empty && sumStakes(state.placed) <= 0n);
    for (const { button } of chipButtons) button.disabled = false;
    if (phase !== lastPhase) {
      // Staged chips that were not sent in time go: the round has closed.
      if (phase !== 'betting' && sumStakes(state.staged) > 0n && lastPhase === 'betting') {
        state.staged = new Map();
        drawStake();
        say(t('phase.closed'), 'alert');
      }
      lastPhase = phase;
    }
  }

  // ── Betting ───────────────────────────────────────────────────────────────
  function bettingOpen(): boolean {
    return state.round !== undefined && phaseAt(state.round, ctx.now()).phase === 'betting';
  }

  function applyStage(result: StageResult): void {
    if (!bettingOpen()) {
      refuse({ status: 'BETTING_CLOSED' });
      return;
    }
    if (!result.ok) {
      refuse(result.refusal);
      return;
    }
    state.staged = result.staged;
    draw();
  }

  function onSpot(spot: string): void {
    applyStage(stageChip(ctx.variant, state.placed, state.staged, spot, chip, limits, ctx.decimals));
  }

  async function confirm(): Promise<void> {
    const round = state.round;
    if (!round || state.sending) return;
    if (!bettingOpen()) {
      refuse({ status: 'BETTING_CLOSED' });
      return;
    }
    const problem: Refusal | undefined =
      confirmProblem(state.placed, state.staged, limits, ctx.decimals) ??
      stakesProblem(ctx.variant, state.placed, state.staged, limits, ctx.decimals);
    if (problem) {
      refuse(problem);
      return;
    }
    const bets = betsOf(state.staged, ctx.decimals);
    const before = sumStakes(state.placed);
    state.sending = true;
    say(t('sending'));
    draw();
    try {
      const answer = (await socket.request({
        type: 'bet',
        roundId: round.roundId,
        bets,
        requestId: requestId(),
      })) as unknown as BetAnswer;
      if (answer.status === 'OK' && Array.isArray(answer.mine)) {
        if (state.round?.roundId === round.roundId)
          state.placed = stakesOf(answer.mine as MyBet[], ctx.decimals);
        state.staged = new Map();
        if (typeof answer.balance === 'string' && answer.balance !== '') state.balance = answer.balance;
        say(t('betsPlaced', { amount: ctx.moneyMinor(sumStakes(stakesOf(bets, ctx.decimals))) }));
      } else {
        if (answer.status === 'BETTING_CLOSED' || answer.status === 'ROUND_NOT_FOUND')
          state.staged = new Map();
        if (answer.status === 'INSUFFICIENT_FUNDS' && typeof answer.balance === 'string')
          state.balance = answer.balance;
        refuse(answer as TableFailure);
      }
    } catch {
      // No answer: the bets may or may not have been placed. Ask the room what this player holds.
      refuse({ status: 'NETWORK' });
      try {
        const mine = await socket.request({ type: 'mine' });
        if (Array.isArray(mine.bets) && state.round?.roundId === round.roundId) {
          state.placed = stakesOf(mine.bets as MyBet[], ctx.decimals);
          if (sumStakes(state.placed) > before) state.staged = new Map();
        }
        if (typeof mine.balance === 'string' && mine.balance !== '') state.balance = mine.balance;
      } catch {
        // The reconnect's snapshot brings the placed bets.
      }
    } finally {
      state.sending = false;
      draw();
    }
  }

  // ── Room events ───────────────────────────────────────────────────────────
  function newRound(round: RoundView): void {
    if (state.round?.roundId !== round.roundId) {
      if (sumStakes(state.placed) > 0n) state.last = state.placed;
      state.placed = new Map();
      state.staged = new Map();
      state.totals = {};
    }
    state.round = round;
  }

  function handle(event: RoomMessage): void {
    switch (event.type) {
      case 'joined': {
        const snapshot = event as unknown as TableSnapshot & { type: string };
        ctx.setOffset(clockOffset(snapshot.serverNow, clock()));
        const same = state.round?.roundId === snapshot.round.roundId;
        newRound(snapshot.round);
        state.placed = stakesOf(snapshot.mine ?? [], ctx.decimals);
        if (!same) state.staged = new Map();
        state.history = snapshot.history ?? [];
        state.roads = snapshot.roads;
        state.totals = snapshot.totals ?? {};
        state.players = snapshot.players ?? 0;
        roads.render(state.history, state.roads);
        status.hidden = true;
        break;
      }
      case 'round': {
        const round = event.round as RoundView;
        newRound(round);
        break;
      }
      case 'totals': {
        if (event.roundId === state.round?.roundId)
          state.totals = (event.totals as Record<string, SpotTotal>) ?? {};
        if (typeof event.players === 'number') state.players = event.players;
        break;
      }
      case 'dealing': {
        const round = event.round as RoundView;
        if (round.roundId === state.round?.roundId) state.round = round;
        else newRound(round);
        state.staged = new Map();
        break;
      }
      case 'settled': {
        const round = event.round as RoundView;
        if (round.roundId === state.round?.roundId) state.round = round;
        state.settled = round;
        if (Array.isArray(event.history)) state.history = event.history as HistoryEntry[];
        state.roads = (event.roads as Roads | undefined) ?? state.roads;
        roads.render(state.history, state.roads);
        break;
      }
      case 'result': {
        const staked = typeof event.staked === 'string' ? event.staked : '0';
        const returned = typeof event.returned === 'string' ? event.returned : '0';
        if (typeof event.balance === 'string' && event.balance !== '') state.balance = event.balance;
        const back = toMinor(returned, ctx.decimals) ?? 0n;
        const stake = toMinor(staked, ctx.decimals) ?? 0n;
        if (back > stake) say(t('youWon', { amount: ctx.money(returned) }));
        else if (back > 0n) say(t('returned', { amount: ctx.money(returned) }));
        else if (stake > 0n) say(t('youLost', { amount: ctx.money(staked) }));
        break;
      }
      default:
        return;
    }
    drawFairness();
    draw();
  }

  const socket = connect({
    onEvent: handle,
    onStatus(next) {
      if (next === 'closed' && state.round) {
        status.textContent = t('reconnecting');
        status.hidden = false;
      } else if (next === 'open') status.hidden = true;
    },
    onGone() {
      status.textContent = t('gone');
      status.hidden = false;
      say(t('gone'), 'alert');
    },
  });

  drawChips();
  draw();
  if (options.timers !== false) {
    setInterval(tick, TICK_MS);
    const frame = () => {
      // The wheel turns smoothly; the rest keeps the 200 ms tick.
      if (ctx.variant === 'roulette' && state.round?.outcome) deal.render(state.round, ctx.now());
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  return { ctx, state, handle, tick, confirm, onSpot, socket, chooseChip: (minor: bigint) => (chip = minor) };
}
