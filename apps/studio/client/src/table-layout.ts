import type { SpotTotal, TableOutcome } from '../../src/rooms/tables/api.js';
import { toMinor } from './book-format.js';
import { el } from './dom.js';
import type { TableCtx } from './table-context.js';
import {
  INSIDE_KINDS,
  type InsideKind,
  insideSpot,
  paysOf,
  ROULETTE_COLUMNS,
  ROULETTE_DOZENS,
  ROULETTE_OUTSIDE,
  rouletteColour,
  SPOTS,
  type Stakes,
  spotWins,
} from './table-model.js';

/**
 * The betting layout: one button per spot with its name, payout, the room's total on it (stake
 * and players) and this player's chips (placed, and staged on top). Roulette: the European
 * layout, 0 and 1–36 in three columns (12 rows on a phone, the classic 3 × 12 from 900 px), the
 * column, dozen and even-money bets. A tap on a spot calls `onSpot`.
 */
export type LayoutState = {
  placed: Stakes;
  staged: Stakes;
  totals: Record<string, SpotTotal>;
  /** The round's outcome once shown: its winning spots are marked. */
  outcome?: TableOutcome;
  open: boolean;
};

type SpotParts = { button: HTMLButtonElement; room: HTMLElement; mine: HTMLElement };

export function createLayout(ctx: TableCtx, onSpot: (spot: string) => void) {
  const parts = new Map<string, SpotParts>();
  const variant = ctx.variant;

  function spotButton(spot: string, className: string, label?: string): HTMLButtonElement {
    const room = el('span', { class: 'spot-room' });
    const mine = el('span', { class: 'spot-mine', hidden: '' });
    const pays = paysOf(variant, spot);
    const button = el(
      'button',
      {
        type: 'button',
        class: `spot ${className}`,
        'data-spot': spot,
        'data-testid': `table-spot-${spot}`,
      },
      el('span', { class: 'spot-name', text: label ?? ctx.spotName(spot) }),
      ...(spot.startsWith('straight:') || spot.startsWith('column:')
        ? []
        : [el('span', { class: 'spot-pays', text: ctx.digits(pays) })]),
      room,
      mine,
    );
    button.addEventListener('click', () => {
      const number = spot.startsWith('straight:') ? Number(spot.slice('straight:'.length)) : undefined;
      onSpot(number === undefined ? spot : insideSpot(insideKind, number));
    });
    parts.set(spot, { button, room, mine });
    return button;
  }

  let root: HTMLElement;
  /** Roulette: what a tap on a number stages (a straight, or the split, street, corner or line it starts). */
  let insideKind: InsideKind = 'straight';
  let insideList: HTMLElement | undefined;
  let drawKinds = () => {};
  if (variant === 'roulette') {
    const cells: HTMLElement[] = [];
    const place = (node: HTMLElement, phone: string, wide: string) => {
      node.style.setProperty('--pa', phone);
      node.style.setProperty('--wa', wide);
      cells.push(node);
    };
    place(spotButton('straight:0', 'num green'), '1 / 1 / span 1 / span 3', '1 / 1 / span 3 / span 1');
    for (let n = 1; n <= 36; n += 1) {
      const row = Math.ceil(n / 3);
      const col = ((n - 1) % 3) + 1;
      place(
        spotButton(`straight:${n}`, `num ${rouletteColour(n)}`),
        `${row + 1} / ${col} / span 1 / span 1`,
        `${4 - col} / ${row + 1} / span 1 / span 1`,
      );
    }
    ROULETTE_COLUMNS.forEach((info, k) => {
      place(
        spotButton(info.spot, 'outside column', ctx.digits('2:1')),
        `14 / ${k + 1} / span 1 / span 1`,
        `${3 - k} / 14 / span 1 / span 1`,
      );
    });
    ROULETTE_DOZENS.forEach((info, k) => {
      place(
        spotButton(info.spot, 'outside dozen'),
        `15 / ${k + 1} / span 1 / span 1`,
        `4 / ${2 + 4 * k} / span 1 / span 4`,
      );
    });
    ROULETTE_OUTSIDE.forEach((info, k) => {
      place(
        spotButton(info.spot, `outside even-money ${info.spot}`),
        `${16 + Math.floor(k / 3)} / ${(k % 3) + 1} / span 1 / span 1`,
        `5 / ${2 + 2 * k} / span 1 / span 2`,
      );
    });
    const grid = el('div', { class: 'layout-grid', role: 'group' }, ...cells);
    const kindButtons = INSIDE_KINDS.map((kind) => {
      const button = el('button', {
        type: 'button',
        class: 'inside-kind',
        role: 'radio',
        'data-kind': kind,
        'data-testid': `table-inside-${kind}`,
        text: `${ctx.t(`inside.${kind}`)} ${ctx.digits(kind === 'straight' ? '35:1' : paysOf(variant, `${kind}:1`))}`,
      });
      button.addEventListener('click', () => {
        insideKind = kind;
        drawKinds();
      });
      return { kind, button };
    });
    const kinds = el(
      'div',
      { class: 'inside-kinds', role: 'radiogroup', 'aria-label': ctx.t('inside.title') },
      ...kindButtons.map((entry) => entry.button),
    );
    insideList = el('ul', { class: 'inside-bets', 'data-testid': 'table-inside-bets' });
    root = el(
      'div',
      { class: 'layout roulette' },
      kinds,
      el('p', { class: 'inside-hint', text: ctx.t('inside.hint') }),
      grid,
      insideList,
    );
    drawKinds = () => {
      for (const { kind, button } of kindButtons) {
        button.classList.toggle('on', kind === insideKind);
        button.setAttribute('aria-checked', String(kind === insideKind));
      }
    };
    drawKinds();
  } else {
    root = el(
      'div',
      { class: `layout ${variant}`, role: 'group' },
      ...SPOTS[variant].map((info) => spotButton(info.spot, `big ${info.spot}`)),
    );
  }

  function update(state: LayoutState): void {
    root.classList.toggle('closed', !state.open);
    drawInside(state);
    for (const [spot, { button, room, mine }] of parts) {
      const total = state.totals[spot];
      const totalMinor = total ? (toMinor(total.stake, ctx.decimals) ?? 0n) : 0n;
      if (total && totalMinor > 0n)
        room.replaceChildren(
          `${ctx.chipText(totalMinor)} · `,
          el('span', {
            class: 'who',
            title: ctx.t('players', { count: ctx.digits(total.players) }),
            text: ctx.digits(total.players),
          }),
        );
      else room.replaceChildren();
      const placed = state.placed.get(spot) ?? 0n;
      const staged = state.staged.get(spot) ?? 0n;
      mine.hidden = placed + staged <= 0n;
      mine.textContent = placed + staged > 0n ? ctx.chipText(placed + staged) : '';
      mine.classList.toggle('staged', staged > 0n);
      button.classList.toggle('win', state.outcome !== undefined && spotWins(state.outcome, spot));
      button.disabled = !state.open;
      button.setAttribute(
        'aria-label',
        `${ctx.spotName(spot)} ${ctx.digits(paysOf(variant, spot))}${placed + staged > 0n ? ` · ${ctx.t('yourBet')} ${ctx.moneyMinor(placed + staged)}` : ''}`,
      );
    }
  }

  /** Roulette's number bets beyond straights (they have no spot of their own on the layout). */
  function drawInside(state: LayoutState): void {
    if (!insideList) return;
    const spots = new Set(
      [...state.placed.keys(), ...state.staged.keys()].filter((spot) => !parts.has(spot)),
    );
    insideList.replaceChildren(
      ...[...spots].sort().map((spot) => {
        const placed = state.placed.get(spot) ?? 0n;
        const staged = state.staged.get(spot) ?? 0n;
        const won = state.outcome !== undefined && spotWins(state.outcome, spot);
        return el(
          'li',
          { class: `${staged > 0n ? 'staged' : ''}${won ? ' win' : ''}`.trim(), 'data-spot': spot },
          el('span', { text: `${ctx.spotName(spot)} · ${ctx.digits(paysOf(variant, spot))}` }),
          el('span', { class: 'spot-mine', text: ctx.chipText(placed + staged) }),
        );
      }),
    );
    insideList.hidden = spots.size === 0;
  }

  return { root, update, spots: () => [...parts.keys()] };
}
