import type { HistoryEntry, Roads } from '../../src/rooms/tables/api.js';
import { el } from './dom.js';
import type { TableCtx } from './table-context.js';

/**
 * The table's past: baccarat's five road maps as the server computed them (bead plate, big road,
 * big eye boy, small road, cockroach pig: grids of 6 rows, red the banker / a repeating pattern,
 * blue the player / a broken one), each scrolling sideways inside its box to the newest column;
 * the other tables a strip of recent results (newest last).
 */
const ROWS = 6;
const MIN_COLUMNS = 12;

type Placed = { column: number; row: number };

function grid(name: string, kind: string, marks: readonly Placed[], draw: (mark: Placed) => HTMLElement) {
  const columns = Math.max(MIN_COLUMNS, ...marks.map((mark) => mark.column + 2));
  const box = el('div', { class: `road-grid road-${kind}`, 'data-testid': `table-road-${kind}` });
  box.style.setProperty('--cols', String(columns));
  for (const mark of marks) {
    const node = draw(mark);
    node.style.setProperty('grid-column', String(mark.column + 1));
    node.style.setProperty('grid-row', String(Math.min(ROWS, mark.row + 1)));
    box.append(node);
  }
  const scroller = el('div', { class: 'road-scroll' }, box);
  return { node: el('figure', { class: 'road' }, el('figcaption', { text: name }), scroller), scroller };
}

export function createRoads(ctx: TableCtx) {
  const root = el('section', { class: 'roads', 'aria-label': ctx.t('history') });

  function renderRoads(roads: Roads): void {
    const short = (side: string) => ctx.t(`short.${side}`);
    const parts = [
      grid(ctx.t('road.bead'), 'bead', roads.bead, (mark) => {
        const cell = mark as Roads['bead'][number];
        return el(
          'span',
          { class: `bead ${cell.winner}`, title: ctx.t(`spot.${cell.winner}`) },
          short(cell.winner),
          ...(cell.bankerPair ? [el('i', { class: 'pair banker' })] : []),
          ...(cell.playerPair ? [el('i', { class: 'pair player' })] : []),
        );
      }),
      grid(ctx.t('road.big'), 'big', roads.big, (mark) => {
        const cell = mark as Roads['big'][number];
        return el(
          'span',
          { class: `ring ${cell.side}`, title: ctx.t(`spot.${cell.side}`) },
          ...(cell.ties > 0
            ? [el('i', { class: 'tie-slash', text: cell.ties > 1 ? ctx.digits(cell.ties) : '' })]
            : []),
        );
      }),
      grid(ctx.t('road.bigEye'), 'big-eye', roads.bigEye, (mark) =>
        el('span', { class: `ring small ${(mark as Roads['bigEye'][number]).colour}` }),
      ),
      grid(ctx.t('road.small'), 'small', roads.small, (mark) =>
        el('span', { class: `dot ${(mark as Roads['small'][number]).colour}` }),
      ),
      grid(ctx.t('road.cockroach'), 'cockroach', roads.cockroach, (mark) =>
        el('span', { class: `slash ${(mark as Roads['cockroach'][number]).colour}` }),
      ),
    ];
    root.replaceChildren(el('div', { class: 'road-maps' }, ...parts.map((part) => part.node)));
    for (const part of parts) part.scroller.scrollLeft = part.scroller.scrollWidth;
  }

  function renderHistory(history: readonly HistoryEntry[]): void {
    const recent = history.slice(-40);
    const strip = el(
      'ol',
      { class: 'history-strip', 'data-testid': 'table-history' },
      ...recent.map((entry) => {
        const outcome = entry.outcome;
        if (outcome.variant === 'roulette')
          return el('li', {
            class: `past ${outcome.colour}`,
            title: `#${entry.roundNo}`,
            text: ctx.digits(outcome.pocket),
          });
        const winner = outcome.coup.winner;
        return el('li', {
          class: `past ${winner}`,
          title: ctx.t(`spot.${winner}`),
          text: ctx.t(winner === 'tie' ? 'short.tieStrip' : `short.${winner}`),
        });
      }),
    );
    const scroller = el('div', { class: 'road-scroll' }, strip);
    root.replaceChildren(el('h2', { class: 'roads-title', text: ctx.t('history') }), scroller);
    scroller.scrollLeft = scroller.scrollWidth;
  }

  function render(history: readonly HistoryEntry[], roads: Roads | undefined): void {
    if (history.length === 0 && !roads) {
      root.replaceChildren(el('p', { class: 'empty', text: ctx.t('noHistory') }));
      return;
    }
    if (ctx.variant === 'baccarat' && roads) renderRoads(roads);
    else renderHistory(history);
  }

  return { root, render };
}
