import type { PriceRow } from '../../src/lottery/api.js';
import { fromMinor } from './book-format.js';
import { stakeField } from './book-slip-parts.js';
import { keepFocus } from './book-widgets.js';
import { el } from './dom.js';
import { LotteryError } from './lottery-api.js';
import {
  addLines,
  attemptFor,
  type BasketLine,
  type BuyAttempt,
  basketRules,
  basketTotal,
  checkBasket,
  fingerprintOf,
  sendWithRetry,
  stakeChips,
  toggleLine,
} from './lottery-basket-rules.js';
import { type Bet, betKey } from './lottery-bets.js';
import type { BasketControl, LotteryContext } from './lottery-context.js';
import { betLabel, formatOddsMilli, lineOdds } from './lottery-labels.js';
import { failureText } from './lottery-texts.js';

/**
 * The ticket basket: the lines for the selected game's open draw, each with its stake, the total
 * and Buy. A bottom sheet (a modal dialog) on a phone, a right column on a desktop; it survives
 * a reload in sessionStorage, one basket per game. A Buy click sends a fresh requestId, retried
 * with the same id when no answer came (and reused by the next click for the same ticket).
 */

export type Basket = BasketControl & {
  bar: HTMLButtonElement;
  sheet: HTMLDialogElement;
  aside: HTMLElement;
  render(): void;
  setPrices(prices: readonly PriceRow[]): void;
  /** Called after a line goes on or off (the board marks its picks). */
  onChange(listener: () => void): void;
  /** Called after a ticket is bought (My tickets reloads). */
  onBought(listener: () => void): void;
};

const DESKTOP = '(min-width: 900px)';
const STORAGE_KEY = 'khela.lottery.basket';

type Saved = { stake: string; lines: Record<string, BasketLine[]> };

export function createBasket(ctx: LotteryContext): Basket {
  const rules = basketRules(ctx.boot.limits, ctx.decimals, ctx.t, ctx.moneyMinor);
  const chips = stakeChips(ctx.boot.limits, ctx.decimals);
  const saved = restore();
  let prices: readonly PriceRow[] = [];
  let draw: { drawId: string; drawNo: number; province?: string } | undefined;
  let unanswered: BuyAttempt | undefined;
  let busy = false;
  let badLine: number | undefined;
  const changeListeners: (() => void)[] = [];
  const boughtListeners: (() => void)[] = [];

  const panel = el('div', { class: 'basket', 'data-testid': 'lottery-basket' });
  const bar = el('button', { class: 'basket-bar', type: 'button', 'aria-haspopup': 'dialog' });
  const sheet = el('dialog', { class: 'sheet basket-sheet', 'aria-labelledby': 'basket-title' });
  const aside = el('aside', { class: 'basket-column', 'aria-labelledby': 'basket-title' });
  const message = el('p', { class: 'basket-message', role: 'alert' });
  const summary = el('div', { class: 'basket-summary', 'aria-live': 'polite' });
  const buyButton = el('button', { class: 'primary buy', type: 'button', 'data-testid': 'lottery-buy' });
  buyButton.addEventListener('click', () => void buy());
  const desktop = window.matchMedia(DESKTOP);
  bar.addEventListener('click', () => {
    render();
    sheet.showModal();
  });
  sheet.addEventListener('click', (event) => {
    if (event.target === sheet) sheet.close();
  });
  desktop.addEventListener('change', () => {
    place();
    render();
  });
  place();

  function place(): void {
    if (desktop.matches) {
      if (sheet.open) sheet.close();
      aside.append(panel);
    } else sheet.append(panel);
  }

  function restore(): Saved {
    try {
      const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
      if (value && typeof value.lines === 'object' && value.lines && typeof value.stake === 'string') {
        const lines: Record<string, BasketLine[]> = {};
        for (const [game, list] of Object.entries(value.lines)) {
          if (!Array.isArray(list)) continue;
          lines[game] = list
            .filter((line) => typeof line?.bet?.kind === 'string' && typeof line.stake === 'string')
            .map((line) => ({ ...line, key: betKey(line.bet) }));
        }
        return { stake: value.stake, lines };
      }
    } catch {
      // A damaged saved basket starts empty.
    }
    return { stake: chips[1] ?? chips[0] ?? '', lines: {} };
  }

  function save(): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the basket still works, it just does not survive a reload.
    }
  }

  const code = () => ctx.game()?.code ?? '';
  const lines = () => saved.lines[code()] ?? [];
  function setLines(next: BasketLine[]): void {
    saved.lines[code()] = next;
    badLine = undefined;
    save();
    render();
    for (const listener of changeListeners) listener();
  }

  // ── Drawing ─────────────────────────────────────────────────────────────────

  function lineRow(line: BasketLine, index: number): HTMLElement {
    const label = betLabel(line.bet, ctx.t, ctx.lang);
    const odds = lineOdds(prices, line.bet);
    const remove = el('button', {
      class: 'remove',
      type: 'button',
      'aria-label': ctx.t('remove', { name: label }),
      text: '×',
    });
    remove.addEventListener('click', () => setLines(lines().filter((entry) => entry.key !== line.key)));
    const stake = stakeField({
      label: ctx.t('stake'),
      value: line.stake,
      focusKey: `stake:${line.key}`,
      placeholder: ctx.digits(fromMinor(rules.minMinor, ctx.decimals)),
      onInput(text) {
        line.stake = text;
        save();
        drawSummary();
      },
    });
    return el(
      'li',
      { class: `line${index === badLine ? ' bad' : ''}`, 'data-line': line.key, 'data-kind': line.bet.kind },
      el('strong', { class: 'line-label', text: label }),
      el('span', {
        class: 'line-odds',
        text: odds === undefined ? '' : `× ${formatOddsMilli(odds, ctx.lang)}`,
      }),
      remove,
      stake,
    );
  }

  function drawSummary(): void {
    const total = basketTotal(lines(), ctx.decimals);
    summary.replaceChildren(
      el('p', {}, `${ctx.t('lines')}: `, el('strong', { text: ctx.digits(lines().length) })),
      el(
        'p',
        {},
        `${ctx.t('totalStake')}: `,
        el('strong', { 'data-total': fromMinor(total, ctx.decimals), text: ctx.moneyMinor(total) }),
      ),
      el('p', {
        class: 'limits',
        text: ctx.t('limits', {
          min: ctx.moneyMinor(rules.minMinor),
          max: ctx.moneyMinor(rules.maxMinor),
          lines: ctx.digits(rules.maxLines),
        }),
      }),
    );
    buyButton.disabled = busy || !draw || lines().length === 0;
    if (!busy) buyButton.textContent = ctx.t('buy');
  }

  function render(): void {
    const count = ctx.digits(lines().length);
    const total = ctx.moneyMinor(basketTotal(lines(), ctx.decimals));
    bar.textContent = `${ctx.t('ticketCount', { count })} · ${total}`;
    bar.hidden = lines().length === 0 && !sheet.open;
    const close = el('button', { class: 'chip', type: 'button', text: ctx.t('close') });
    close.addEventListener('click', () => sheet.close());
    const clear = el('button', { class: 'chip', type: 'button', text: ctx.t('clear') });
    clear.addEventListener('click', () => {
      message.textContent = '';
      setLines([]);
    });
    const head = el(
      'div',
      { class: 'sheet-head' },
      el('h2', { id: 'basket-title', text: ctx.t('ticketCount', { count }) }),
      ...(lines().length ? [clear] : []),
      ...(desktop.matches ? [] : [close]),
    );
    const target = el('p', {
      class: 'basket-draw',
      text: draw
        ? `${ctx.t('forDraw', { no: ctx.digits(draw.drawNo) })}${draw.province ? ` · ${draw.province}` : ''}`
        : ctx.t('noOpenDraw'),
    });
    if (lines().length === 0) {
      panel.replaceChildren(head, target, el('p', { class: 'empty', text: ctx.t('basketEmpty') }), message);
      return;
    }
    const apply = el('button', {
      class: 'chip apply-stake',
      type: 'button',
      text: ctx.t('applyStake', { stake: ctx.money(saved.stake || '0') }),
    });
    apply.addEventListener('click', () => setLines(lines().map((line) => ({ ...line, stake: saved.stake }))));
    panel.replaceChildren(
      head,
      target,
      el('ul', { class: 'lines' }, ...lines().map(lineRow)),
      apply,
      summary,
      message,
      buyButton,
    );
    drawSummary();
  }

  // ── Buying ──────────────────────────────────────────────────────────────────

  function fill() {
    return {
      money: ctx.money,
      digits: ctx.digits,
      min: ctx.moneyMinor(rules.minMinor),
      max: ctx.moneyMinor(rules.maxMinor),
    };
  }

  async function buy(): Promise<void> {
    if (busy) return;
    const target = draw;
    if (!target) {
      message.textContent = ctx.t('noOpenDraw');
      return;
    }
    const checked = checkBasket(lines(), rules);
    if ('error' in checked) {
      message.textContent = checked.error;
      badLine = checked.line;
      keepFocus(panel, render);
      return;
    }
    const attempt = attemptFor(unanswered, fingerprintOf(target.drawId, checked.lines), () =>
      crypto.randomUUID(),
    );
    busy = true;
    message.textContent = '';
    buyButton.disabled = true;
    buyButton.textContent = ctx.t('buying');
    try {
      const result = await sendWithRetry(
        () => ctx.api.place(target.drawId, checked.lines, attempt.requestId),
        (error) => error instanceof LotteryError && error.code === 'NETWORK',
      );
      unanswered = undefined;
      busy = false;
      if (result.ticket) {
        ctx.setBalance(result.balance);
        ctx.toast(ctx.t('bought', { no: ctx.digits(result.ticket.drawNo) }));
        if (sheet.open) sheet.close();
        setLines([]);
        for (const listener of boughtListeners) listener();
        return;
      }
      if (result.balance) ctx.setBalance(result.balance);
      badLine = result.line;
      render();
      message.textContent = failureText(ctx.lang, result, fill());
    } catch (error) {
      const code = error instanceof LotteryError ? error.code : 'NETWORK';
      // No answer: the ticket may have gone through; the next Buy of it sends the same id.
      unanswered = code === 'NETWORK' ? attempt : undefined;
      busy = false;
      render();
      message.textContent =
        code === 'NETWORK' ? ctx.t('error.NETWORK_TICKET') : failureText(ctx.lang, { status: code }, fill());
    }
  }

  // ── The control the board uses ──────────────────────────────────────────────

  function toggle(bet: Bet): void {
    const result = toggleLine(lines(), bet, saved.stake, rules.maxLines);
    message.textContent = result.full ? ctx.t('basketFull', { max: ctx.digits(rules.maxLines) }) : '';
    if (result.full) {
      ctx.toast(message.textContent, 'alert');
      return;
    }
    setLines(result.lines);
  }

  function add(bets: Bet[]): void {
    const result = addLines(lines(), bets, saved.stake, rules.maxLines);
    if (result.added > 0) {
      setLines(result.lines);
      ctx.toast(result.added === 1 ? ctx.t('added') : ctx.t('addedMany', { n: ctx.digits(result.added) }));
    }
    if (result.full) ctx.toast(ctx.t('basketFull', { max: ctx.digits(rules.maxLines) }), 'alert');
  }

  render();
  return {
    bar,
    sheet,
    aside,
    render,
    setPrices(next) {
      if (JSON.stringify(next) === JSON.stringify(prices)) return;
      prices = next;
      keepFocus(panel, render);
    },
    onChange: (listener) => changeListeners.push(listener),
    onBought: (listener) => boughtListeners.push(listener),
    has: (key) => lines().some((line) => line.key === key),
    keys: () => new Set(lines().map((line) => line.key)),
    toggle,
    add,
    stake: () => saved.stake,
    setStake(stake) {
      saved.stake = stake;
      save();
      keepFocus(panel, render);
    },
    target(next) {
      const changed = next?.drawId !== draw?.drawId;
      draw = next;
      // A draw rolling over while a stake is being typed keeps the keyboard where it was.
      if (changed && !busy) keepFocus(panel, render);
    },
  };
}
