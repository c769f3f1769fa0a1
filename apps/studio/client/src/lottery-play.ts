import type { DrawView, GameAnswer } from '../../src/lottery/api.js';
import { poller, type View } from './book-widgets.js';
import { el } from './dom.js';
import { LotteryError } from './lottery-api.js';
import type { Basket } from './lottery-basket.js';
import { stakeChips, stakeMinor } from './lottery-basket-rules.js';
import { BOARDS, type BoardId } from './lottery-bets.js';
import { boardView, syncPicks } from './lottery-board.js';
import {
  chooseDraw,
  countdownText,
  nextDraw,
  openDraws,
  phaseOf,
  pollDelayMs,
  secondsLeft,
} from './lottery-clock.js';
import type { LotteryContext } from './lottery-context.js';
import { outcomeView } from './lottery-outcome.js';
import { failureText } from './lottery-texts.js';

/**
 * Play: the selected game's open draw (a province picker where several draw), the countdown to
 * close on the server's clock, then "closed — drawing in N s" and the result when it is in; the
 * commitment; the last result; the bet boards and the stake. The game is asked for every few
 * seconds around a close and a draw, rarely while a daily draw is hours away.
 */

const TICK_MS = 1000;
/** How soon a game that has not loaded is asked for again. */
const RETRY_MS = 5000;
/** How long past its draw time the page waits for a closed draw's result before it stops. */
const WATCH_LIMIT_MS = 5 * 60_000;

/** The number a prize table leads with: 4D's 1st prize, Vietnam's special prize. */
function topPrize(outcome: NonNullable<DrawView['outcome']>): string | undefined {
  if (outcome.kind === 'sea4d') return outcome.result.first;
  if (outcome.kind === 'vn-north' || outcome.kind === 'vn-south')
    return outcome.prizes.find((prize) => prize.tier === 'special')?.number;
  return undefined;
}

export function playView(ctx: LotteryContext, basket: Basket): View {
  const root = el('section', { class: 'view play-view', 'data-view': 'play' });
  const picker = el('div', { class: 'draw-picker', role: 'radiogroup', 'aria-label': ctx.t('province') });
  const countdown = el('div', { class: 'countdown', 'data-testid': 'lottery-countdown', 'aria-live': 'off' });
  const watchLine = el('p', { class: 'watch', role: 'status' });
  const commitment = el('p', { class: 'commitment' });
  const last = el('div', { class: 'last-result' });
  const drawBox = el('section', { class: 'draw-box' }, picker, countdown, watchLine, commitment, last);
  const tabs = el('div', { class: 'board-tabs', role: 'tablist', 'aria-label': ctx.t('boards') });
  const holder = el('div', { class: 'board-holder' });
  const stakeBox = el('div', { class: 'stake-box' });
  root.append(drawBox, stakeBox, tabs, holder);

  let answer: GameAnswer | undefined;
  let board: BoardId | undefined;
  let picked: { drawId?: string; province?: string } = {};
  let shown: DrawView | undefined;
  let watch: DrawView | undefined;
  /** Draws whose result was shown (or waited for too long): not followed again. */
  const finished = new Set<string>();
  let pickerKey = '';
  let lastShown = '';
  let lastFetch = 0;
  let inFlight = false;

  ctx.onGame(() => {
    answer = undefined;
    picked = {};
    shown = undefined;
    watch = undefined;
    pickerKey = '';
    lastShown = '';
    board = undefined;
    basket.target(undefined);
    drawAll();
    if (!root.hidden) void load();
  });
  basket.onChange(() => syncPicks(basket));

  async function load(): Promise<void> {
    const code = ctx.game()?.code;
    if (!code || inFlight) return;
    inFlight = true;
    lastFetch = Date.now();
    try {
      const next = await ctx.api.game(code);
      if (ctx.game()?.code !== code) return;
      ctx.setOffset(next.offsetMs);
      const fresh = answer?.game.code !== code;
      answer = next;
      basket.setPrices(next.prices);
      if (fresh) drawAll();
      else drawLast();
      tick();
    } catch (error) {
      if (!answer) showFailure(error);
    } finally {
      inFlight = false;
    }
  }

  function showFailure(error: unknown): void {
    const code = error instanceof LotteryError ? error.code : 'NETWORK';
    const retry = el('button', { class: 'chip', type: 'button', text: ctx.t('retry') });
    retry.addEventListener('click', () => void load());
    holder.replaceChildren(
      el('p', { class: 'empty', role: 'alert', text: failureText(ctx.lang, { status: code }, fill()) }),
      retry,
    );
  }

  const fill = () => ({ money: ctx.money, digits: ctx.digits, min: '', max: '' });

  // ── The draw: countdown, watch, picker ──────────────────────────────────────

  function tick(): void {
    const game = answer?.game;
    if (!game) {
      // Not loaded yet (a game just picked, or the first call failed): ask again, not too often.
      if (Date.now() - lastFetch >= RETRY_MS) void load();
      return;
    }
    const now = ctx.now();
    const open = openDraws(game, now);
    const current = chooseDraw(open, picked);
    // The draw the board sold into closed: follow it to its result.
    if (shown && shown.drawId !== current?.drawId && !open.some((draw) => draw.drawId === shown?.drawId)) {
      const phase = phaseOf(shown, now).phase;
      if ((phase === 'closed' || phase === 'drawing') && !finished.has(shown.drawId)) watch = shown;
    }
    // Opened between a close and its draw: follow the closed draw the game still lists.
    watch ??= game.draws.find(
      (draw) =>
        !finished.has(draw.drawId) &&
        now <= draw.drawAt + WATCH_LIMIT_MS &&
        ['closed', 'drawing'].includes(phaseOf(draw, now).phase),
    );
    shown = current;
    basket.target(current);
    if (watch) followWatch(now);
    drawPicker(open, current);
    drawCountdown(current, now);
    const state = current ? phaseOf(current, now) : undefined;
    const delay = pollDelayMs(
      state?.phase ?? 'upcoming',
      state?.msLeft ?? nextOpensIn(now),
      watch !== undefined,
    );
    if (Date.now() - lastFetch >= delay) void load();
  }

  function nextOpensIn(now: number): number {
    const next = answer ? nextDraw(answer.game, now) : undefined;
    return next ? next.opensAt - now : Number.POSITIVE_INFINITY;
  }

  function followWatch(now: number): void {
    const waited = watch;
    if (!waited || !answer) return;
    const done = answer.game.last?.drawId === waited.drawId && answer.game.last.outcome;
    if (finished.size > 500) finished.clear();
    if (done || now > waited.drawAt + WATCH_LIMIT_MS) finished.add(waited.drawId);
    if (done) {
      ctx.toast(ctx.t('resultIn', { no: ctx.digits(waited.drawNo) }));
      watch = undefined;
      ctx.refreshBalance();
      last.classList.add('fresh');
    } else if (now > waited.drawAt + WATCH_LIMIT_MS) {
      ctx.toast(ctx.t('resultLate', { no: ctx.digits(waited.drawNo) }), 'alert');
      watch = undefined;
    }
  }

  function drawPicker(open: DrawView[], current: DrawView | undefined): void {
    const key = `${open.map((draw) => draw.drawId).join(',')}|${current?.drawId ?? ''}`;
    if (key === pickerKey) return;
    pickerKey = key;
    picker.hidden = open.length < 2;
    picker.replaceChildren(
      ...open.map((draw) => {
        const chip = el('button', {
          class: 'chip',
          type: 'button',
          role: 'radio',
          'aria-checked': String(draw.drawId === current?.drawId),
          'data-testid': 'lottery-draw-pick',
          'data-draw': draw.drawId,
          text: draw.province ?? ctx.t('drawNo', { no: ctx.digits(draw.drawNo) }),
        });
        chip.addEventListener('click', () => {
          picked = { drawId: draw.drawId, province: draw.province };
          tick();
        });
        return chip;
      }),
    );
  }

  function drawCountdown(current: DrawView | undefined, now: number): void {
    const game = answer?.game;
    const next = current ?? (game ? nextDraw(game, now) : undefined);
    const state = current ? phaseOf(current, now) : undefined;
    const title = next
      ? `${ctx.t('drawNo', { no: ctx.digits(next.drawNo) })}${next.province ? ` · ${next.province}` : ''}`
      : '';
    let label: string;
    let time = '';
    if (current && state) {
      label = ctx.t('closesIn');
      time = countdownText(state.msLeft, ctx.lang);
    } else if (next) {
      label = ctx.t('opensIn');
      time = countdownText(next.opensAt - now, ctx.lang);
    } else label = ctx.t('noOpenDraw');
    countdown.dataset.phase = state?.phase ?? (next ? 'upcoming' : 'none');
    countdown.dataset.draw = next?.drawId ?? '';
    countdown.replaceChildren(
      el('span', { class: 'draw-title', text: title }),
      el('span', { class: 'countdown-label', text: label }),
      el('strong', { class: `countdown-time${state && state.msLeft < 10_000 ? ' urgent' : ''}`, text: time }),
    );
    const waited = watch ? phaseOf(watch, now) : undefined;
    watchLine.textContent =
      watch && waited
        ? waited.phase === 'closed'
          ? ctx.t('closedDrawingIn', {
              no: ctx.digits(watch.drawNo),
              s: ctx.digits(secondsLeft(waited.msLeft)),
            })
          : ctx.t('drawingNow', { no: ctx.digits(watch.drawNo) })
        : '';
    watchLine.dataset.phase = waited?.phase ?? '';
    const hash = next?.serverSeedHash ?? '';
    commitment.replaceChildren(
      ...(hash ? [el('span', { text: `${ctx.t('commitment')}: ` }), el('code', { text: hash })] : []),
    );
  }

  function drawLast(): void {
    const draw = answer?.game.last;
    if (!draw?.outcome) {
      last.replaceChildren();
      lastShown = '';
      return;
    }
    if (draw.drawId === lastShown) return;
    lastShown = draw.drawId;
    last.classList.remove('fresh');
    const head = el(
      'div',
      { class: 'last-head' },
      el('span', {
        text: `${ctx.t('lastResult')} · ${ctx.t('drawNo', { no: ctx.digits(draw.drawNo) })}${draw.province ? ` · ${draw.province}` : ''}`,
      }),
      el('a', { href: `#/draw/${encodeURIComponent(draw.drawId)}`, text: ctx.t('fairnessRecord') }),
    );
    const outcome = outcomeView(ctx, draw.outcome);
    // A prize table (4D: 23 numbers, Vietnam: 18 or 27) folds under its top prize on the play view.
    const top = topPrize(draw.outcome);
    last.replaceChildren(
      head,
      top === undefined
        ? outcome
        : el(
            'details',
            { class: 'last-table' },
            el('summary', {}, el('strong', { class: 'prize-number', text: ctx.digits(top) })),
            outcome,
          ),
    );
  }

  // ── Boards and stake ────────────────────────────────────────────────────────

  function drawBoards(): void {
    const game = answer?.game;
    if (!game) {
      tabs.replaceChildren();
      holder.replaceChildren(el('p', { class: 'loading', text: ctx.t('loading') }));
      return;
    }
    const boards = BOARDS[game.kind] ?? [];
    if (!board || !boards.includes(board)) board = boards[0];
    tabs.hidden = boards.length < 2;
    tabs.replaceChildren(
      ...boards.map((id) => {
        const tab = el('button', {
          class: 'tab',
          type: 'button',
          role: 'tab',
          'aria-selected': String(id === board),
          'data-board': id,
          text: ctx.t(`board.${id}`),
        });
        tab.addEventListener('click', () => {
          board = id;
          drawBoards();
        });
        return tab;
      }),
    );
    holder.replaceChildren(...(board ? [boardView(ctx, basket, game, answer?.prices ?? [], board)] : []));
  }

  function drawStake(): void {
    const input = el('input', {
      class: 'stake-input',
      type: 'text',
      inputmode: 'decimal',
      autocomplete: 'off',
      'aria-label': ctx.t('stakePerLine'),
      'data-testid': 'lottery-stake',
    });
    input.value = basket.stake();
    const chips = stakeChips(ctx.boot.limits, ctx.decimals).map((amount) => {
      const chip = el('button', {
        class: 'chip stake-chip',
        type: 'button',
        'data-stake': amount,
        'aria-pressed': String(sameStake(amount, basket.stake())),
        text: ctx.money(amount),
      });
      chip.addEventListener('click', () => {
        basket.setStake(amount);
        drawStake();
      });
      return chip;
    });
    input.addEventListener('input', () => {
      basket.setStake(input.value);
      for (const chip of chips)
        chip.setAttribute('aria-pressed', String(sameStake(chip.dataset.stake ?? '', input.value)));
    });
    stakeBox.replaceChildren(
      el('label', { class: 'stake-field' }, el('span', { text: ctx.t('stakePerLine') }), input),
      el('div', { class: 'stake-chips' }, ...chips),
    );
  }

  function sameStake(a: string, b: string): boolean {
    const left = stakeMinor(a, ctx.decimals);
    return left !== undefined && left === stakeMinor(b, ctx.decimals);
  }

  function drawAll(): void {
    drawBoards();
    drawStake();
    drawLast();
    if (!answer) {
      countdown.replaceChildren();
      watchLine.textContent = '';
      commitment.replaceChildren();
      picker.replaceChildren();
      picker.hidden = true;
    }
  }

  const ticker = poller(TICK_MS, async () => tick());
  drawAll();
  return {
    root,
    show() {
      root.hidden = false;
      if (!answer) void load();
      ticker.start();
    },
    hide() {
      root.hidden = true;
      ticker.stop();
    },
    refresh: drawAll,
  };
}
