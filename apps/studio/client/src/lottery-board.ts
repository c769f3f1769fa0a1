import type { GameView, PriceRow } from '../../src/lottery/api.js';
import { el } from './dom.js';
import {
  type Bet,
  BOARD_KINDS,
  type BoardId,
  betKey,
  cryptoRandom,
  NUMBER_LENGTH,
  parseNumber,
  parseXien,
  positionsOf,
  quickPicks,
  SIDES,
  sumBigFrom,
} from './lottery-bets.js';
import type { BasketControl, LotteryContext } from './lottery-context.js';
import { priceOf, priceText } from './lottery-labels.js';
import { carChip } from './lottery-outcome.js';

/**
 * One bet board of a game: its prices and a line of help, the picks (buttons for digits, sides,
 * cars; a number field for straight, 4D and the Vietnamese numbers) and quick picks. A tap on a
 * pick puts the line on the ticket or takes it off; the basket marks the picks on it.
 */

export function pickButton(
  basket: BasketControl,
  bet: Bet,
  label: string | Node,
  extra: Record<string, string> = {},
): HTMLButtonElement {
  const key = betKey(bet);
  const button = el(
    'button',
    {
      class: 'pick',
      type: 'button',
      'data-testid': 'lottery-pick',
      'data-kind': bet.kind,
      'data-key': key,
      'aria-pressed': String(basket.has(key)),
      ...extra,
    },
    label,
  );
  button.addEventListener('click', () => basket.toggle(bet));
  return button;
}

/** Every pick on the page shows whether its line is on the ticket. */
export function syncPicks(basket: BasketControl): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-testid="lottery-pick"]')) {
    button.setAttribute('aria-pressed', String(basket.has(button.dataset.key ?? '')));
  }
}

function row(label: string, ...picks: HTMLElement[]): HTMLElement {
  return el('div', { class: 'pick-row' }, el('span', { class: 'row-label', text: label }), ...picks);
}

function sideButtons(
  ctx: LotteryContext,
  basket: BasketControl,
  kind: 'position_side' | 'car_side',
  position: number,
): HTMLElement {
  return el(
    'div',
    { class: 'picks sides' },
    ...SIDES.map((side) =>
      pickButton(basket, { kind, position, side }, ctx.t(`side.${side}`), {
        'data-position': String(position),
        'data-value': side,
      }),
    ),
  );
}

function digitButtons(
  ctx: LotteryContext,
  basket: BasketControl,
  bet: (digit: number) => Bet,
  position?: number,
): HTMLElement {
  return el(
    'div',
    { class: 'picks digits10' },
    ...Array.from({ length: 10 }, (_, digit) =>
      pickButton(basket, bet(digit), ctx.digits(digit), {
        ...(position === undefined ? {} : { 'data-position': String(position) }),
        'data-value': String(digit),
      }),
    ),
  );
}

function positionBoard(ctx: LotteryContext, basket: BasketControl, game: GameView): HTMLElement[] {
  return Array.from({ length: positionsOf(game.kind) }, (_, position) =>
    row(
      ctx.t('ball', { n: ctx.digits(position + 1) }),
      digitButtons(ctx, basket, (digit) => ({ kind: 'position', position, digit }), position),
      sideButtons(ctx, basket, 'position_side', position),
    ),
  );
}

function carBoard(ctx: LotteryContext, basket: BasketControl): HTMLElement[] {
  return Array.from({ length: 10 }, (_, position) =>
    row(
      ctx.t('place', { n: ctx.digits(position + 1) }),
      el(
        'div',
        { class: 'picks digits10' },
        ...Array.from({ length: 10 }, (_, index) =>
          pickButton(basket, { kind: 'car', position, car: index + 1 }, carChip(ctx, index + 1), {
            'data-position': String(position),
            'data-value': String(index + 1),
            'aria-label': `${ctx.t('place', { n: ctx.digits(position + 1) })} · ${ctx.t('carNo', { n: ctx.digits(index + 1) })}`,
          }),
        ),
      ),
      sideButtons(ctx, basket, 'car_side', position),
    ),
  );
}

function dragonTigerBoard(ctx: LotteryContext, basket: BasketControl): HTMLElement[] {
  return Array.from({ length: 5 }, (_, position) =>
    row(
      ctx.t('dtPair', { a: ctx.digits(position + 1), b: ctx.digits(10 - position) }),
      el(
        'div',
        { class: 'picks sides' },
        ...(['dragon', 'tiger'] as const).map((side) =>
          pickButton(basket, { kind: 'dragon_tiger', position, side }, ctx.t(`side.${side}`), {
            'data-position': String(position),
            'data-value': side,
          }),
        ),
      ),
    ),
  );
}

/** A number field and its Add buttons (4D: Big and Small); xiên takes 2–4 numbers. */
function numberEntry(ctx: LotteryContext, basket: BasketControl, board: BoardId): HTMLElement {
  const length = NUMBER_LENGTH[board] ?? 2;
  const xien = board === 'xien';
  const input = el('input', {
    class: 'number-input',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    maxlength: xien ? '16' : String(length),
    placeholder: ctx.digits(xien ? '12 34' : '0'.repeat(length)),
    'aria-label': ctx.t(`board.${board}`),
    'data-testid': 'lottery-number',
    'data-focus-key': `number:${board}`,
  });
  const hint = el('p', { class: 'field-hint', role: 'alert' });
  const kinds = BOARD_KINDS[board];
  const add = (kind: Bet['kind']) => {
    const bet = betOf(kind, input.value, length);
    if (!bet) {
      hint.textContent = xien ? ctx.t('badXien') : ctx.t('badNumber', { n: ctx.digits(length) });
      return;
    }
    hint.textContent = '';
    if (!basket.has(betKey(bet))) basket.toggle(bet);
    input.value = '';
  };
  const buttons = kinds.map((kind) => {
    const button = el('button', {
      class: 'chip add',
      type: 'button',
      'data-testid': 'lottery-add',
      'data-kind': kind,
      text: kinds.length > 1 ? `+ ${ctx.t(`kind.${kind}`)}` : `+ ${ctx.t('add')}`,
    });
    button.addEventListener('click', () => add(kind));
    return button;
  });
  const form = el('form', { class: 'number-entry' }, input, ...buttons);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    add(kinds[0] ?? 'de2');
  });
  return el('div', {}, form, hint);
}

function betOf(kind: Bet['kind'], text: string, length: number): Bet | undefined {
  if (kind === 'xien') {
    const numbers = parseXien(text);
    return numbers ? { kind, numbers } : undefined;
  }
  const number = parseNumber(text, length);
  if (!number) return undefined;
  switch (kind) {
    case 'straight':
    case '4d_big':
    case '4d_small':
    case 'de2':
    case 'de3':
    case 'lo2':
    case 'lo3':
      return { kind, number };
    default:
      return undefined;
  }
}

/** A die drawn inline (an emoji die depends on the phone's fonts). */
function dieIcon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('class', 'die-icon');
  svg.setAttribute('aria-hidden', 'true');
  const body = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  for (const [key, value] of Object.entries({ x: '1.5', y: '1.5', width: '13', height: '13', rx: '3' }))
    body.setAttribute(key, value);
  svg.append(body);
  for (const [cx, cy] of [
    [5, 5],
    [11, 5],
    [8, 8],
    [5, 11],
    [11, 11],
  ]) {
    const pip = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
    pip.setAttribute('cx', String(cx));
    pip.setAttribute('cy', String(cy));
    pip.setAttribute('r', '1.3');
    pip.setAttribute('class', 'pip');
    svg.append(pip);
  }
  return svg;
}

/** Quick picks: 1 or 5 random lines (xiên: of the chosen size) not yet on the ticket. */
function quickRow(ctx: LotteryContext, basket: BasketControl, game: GameView, board: BoardId): HTMLElement {
  let xienSize = 2;
  const parts: HTMLElement[] = [el('span', { class: 'row-label', text: ctx.t('quick') })];
  if (board === 'xien') {
    const sizes = el('div', { class: 'xien-sizes', role: 'radiogroup', 'aria-label': ctx.t('xienSize') });
    for (const size of [2, 3, 4]) {
      const chip = el('button', {
        class: 'chip small',
        type: 'button',
        role: 'radio',
        'aria-checked': String(size === xienSize),
        'data-size': String(size),
        text: ctx.digits(size),
      });
      chip.addEventListener('click', () => {
        xienSize = size;
        for (const other of sizes.children) other.setAttribute('aria-checked', String(other === chip));
      });
      sizes.append(chip);
    }
    parts.push(sizes);
  }
  for (const count of [1, 5]) {
    const button = el('button', {
      class: 'chip quick',
      type: 'button',
      'data-testid': 'lottery-quick',
      'data-board': board,
      'data-count': String(count),
      'aria-label': ctx.t('quickPick', { n: ctx.digits(count) }),
    });
    button.append(dieIcon(), ctx.digits(count));
    button.addEventListener('click', () =>
      basket.add(quickPicks(board, game.kind, count, cryptoRandom, basket.keys(), xienSize)),
    );
    parts.push(button);
  }
  return el('div', { class: 'quick-row' }, ...parts);
}

/** The prices of the board's kinds, each under its kind's name. */
function prices(ctx: LotteryContext, rows: readonly PriceRow[], board: BoardId): HTMLElement {
  const list = el('dl', { class: 'prices' });
  for (const kind of BOARD_KINDS[board]) {
    const price = priceOf(rows, kind);
    if (!price) continue;
    list.append(
      el('dt', { text: ctx.t(`kind.${kind}`) }),
      el('dd', { 'data-kind': kind, text: priceText(price, ctx.t, ctx.lang) }),
    );
  }
  return list;
}

export function boardView(
  ctx: LotteryContext,
  basket: BasketControl,
  game: GameView,
  rows: readonly PriceRow[],
  board: BoardId,
): HTMLElement {
  const help = ctx.t(`help.${board}`, { from: ctx.digits(sumBigFrom(game.kind)) });
  const parts: HTMLElement[] = [prices(ctx, rows, board), el('p', { class: 'help', text: help })];
  if (board === 'position') parts.push(...positionBoard(ctx, basket, game));
  else if (board === 'sum')
    parts.push(
      el(
        'div',
        { class: 'picks sides wide' },
        ...SIDES.map((side) =>
          pickButton(basket, { kind: 'sum_side', side }, ctx.t(`side.${side}`), { 'data-value': side }),
        ),
      ),
    );
  else if (board === 'car') parts.push(...carBoard(ctx, basket));
  else if (board === 'dragon_tiger') parts.push(...dragonTigerBoard(ctx, basket));
  else if (board === 'head_tail')
    parts.push(
      ...(['head', 'tail'] as const).map((kind) =>
        row(
          ctx.t(`kind.${kind}`),
          digitButtons(ctx, basket, (digit) => ({ kind, digit })),
        ),
      ),
    );
  else parts.push(numberEntry(ctx, basket, board));
  parts.push(quickRow(ctx, basket, game, board));
  return el(
    'section',
    {
      class: `board board-${board}`,
      'data-testid': 'lottery-board',
      'data-board': board,
      'data-game': game.code,
    },
    ...parts,
  );
}
