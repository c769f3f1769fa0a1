import type { TrendCell } from '../../src/lottery/trends.js';
import type { Words } from './lottery-context.js';

/**
 * A trend group as a picture: one bar per value, how often it came up in the window (up from the
 * axis: the hot values tallest and red, the cold shortest and blue) and how many draws since it
 * was last seen (down from the axis, grey). The geometry is worked out without the DOM so the
 * client tests check it; `trendSvg` draws it as inline SVG.
 */

export type TrendBar = {
  value: string;
  count: number;
  missing: number;
  x: number;
  /** The count bar's top (it ends on the axis) and height. */
  countY: number;
  countHeight: number;
  /** The missing bar starts under the value's label and grows down. */
  missingY: number;
  missingHeight: number;
  hot: boolean;
  cold: boolean;
};

export type TrendPicture = {
  width: number;
  height: number;
  axisY: number;
  labelY: number;
  barWidth: number;
  maxCount: number;
  maxMissing: number;
  bars: TrendBar[];
};

const COUNT_HEIGHT = 90;
const MISSING_HEIGHT = 50;
const TOP = 16;
const LABEL = 18;

/** The `count` most and least frequent values (ties as the server's hotAndCold: trends.ts). */
export function hotAndCold(
  cells: readonly TrendCell[],
  count: number,
): { hot: TrendCell[]; cold: TrendCell[] } {
  const byCount = [...cells].sort(
    (a, b) => b.count - a.count || a.missing - b.missing || (a.value < b.value ? -1 : 1),
  );
  const cold = [...cells].sort(
    (a, b) => a.count - b.count || b.missing - a.missing || (a.value < b.value ? -1 : 1),
  );
  return { hot: byCount.slice(0, count), cold: cold.slice(0, count) };
}

/** How many values a group marks hot and cold: 3 of 10 digits or cars, 10 of 100 endings. */
export const markedOf = (cells: readonly unknown[]) => (cells.length > 20 ? 10 : 3);

export function trendPicture(cells: readonly TrendCell[]): TrendPicture {
  const wide = cells.length > 20;
  const barWidth = wide ? 8 : 26;
  const gap = wide ? 2 : 6;
  const maxCount = Math.max(1, ...cells.map((cell) => cell.count));
  const maxMissing = Math.max(1, ...cells.map((cell) => cell.missing));
  const marked = markedOf(cells);
  const { hot, cold } = hotAndCold(cells, marked);
  // Nothing is hot or cold while every value came up as often (a window of no draws, say).
  const flat = cells.every((cell) => cell.count === cells[0]?.count);
  const hotValues = new Set(flat ? [] : hot.map((cell) => cell.value));
  const coldValues = new Set(flat ? [] : cold.map((cell) => cell.value));
  const axisY = TOP + COUNT_HEIGHT;
  const labelY = axisY + LABEL;
  const bars = cells.map((cell, index) => {
    const countHeight = Math.round((cell.count / maxCount) * COUNT_HEIGHT);
    const missingHeight = Math.round((cell.missing / maxMissing) * MISSING_HEIGHT);
    return {
      value: cell.value,
      count: cell.count,
      missing: cell.missing,
      x: gap + index * (barWidth + gap),
      countY: axisY - countHeight,
      countHeight,
      missingY: labelY + 4,
      missingHeight,
      hot: hotValues.has(cell.value),
      cold: coldValues.has(cell.value) && !hotValues.has(cell.value),
    };
  });
  return {
    width: gap + cells.length * (barWidth + gap),
    height: labelY + 4 + MISSING_HEIGHT + TOP,
    axisY,
    labelY,
    barWidth,
    maxCount,
    maxMissing,
    bars,
  };
}

const SVG = 'http://www.w3.org/2000/svg';

function svgNode(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The picture of one group, labelled: values on the axis, counts over the bars, missing under. */
export function trendSvg(
  words: Words,
  group: string,
  title: string,
  cells: readonly TrendCell[],
): SVGSVGElement {
  const picture = trendPicture(cells);
  const { hot, cold } = hotAndCold(cells, markedOf(cells));
  const list = (entries: TrendCell[]) => entries.map((cell) => words.digits(cell.value)).join(', ');
  const svg = svgNode('svg', {
    viewBox: `0 0 ${picture.width} ${picture.height}`,
    width: picture.width,
    height: picture.height,
    role: 'img',
    class: `trend-chart${cells.length > 20 ? ' wide' : ''}`,
    'data-testid': 'lottery-trends',
    'data-group': group,
    'aria-label': `${title}. ${words.t('hot')}: ${list(hot)}. ${words.t('cold')}: ${list(cold)}.`,
  }) as SVGSVGElement;
  svg.append(svgNode('title', {}, title));
  svg.append(
    svgNode('line', { x1: 0, x2: picture.width, y1: picture.axisY, y2: picture.axisY, class: 'axis' }),
  );
  const small = picture.barWidth < 20;
  for (const bar of picture.bars) {
    const middle = bar.x + picture.barWidth / 2;
    const group = svgNode('g', {
      class: `bar${bar.hot ? ' hot' : ''}${bar.cold ? ' cold' : ''}`,
      'data-value': bar.value,
      'data-count': bar.count,
      'data-missing': bar.missing,
    });
    group.append(
      svgNode(
        'title',
        {},
        `${words.digits(bar.value)}: ${words.t('timesSeen', { n: words.digits(bar.count) })}, ${words.t('missingFor', { n: words.digits(bar.missing) })}`,
      ),
      svgNode('rect', {
        x: bar.x,
        y: bar.countY,
        width: picture.barWidth,
        height: Math.max(bar.countHeight, 1),
        rx: 2,
        class: 'count-bar',
      }),
      svgNode('rect', {
        x: bar.x,
        y: bar.missingY,
        width: picture.barWidth,
        height: Math.max(bar.missingHeight, 1),
        rx: 2,
        class: 'missing-bar',
      }),
      svgNode(
        'text',
        { x: middle, y: picture.labelY - 4, class: `value${small ? ' small' : ''}`, 'text-anchor': 'middle' },
        words.digits(bar.value),
      ),
    );
    if (!small || bar.hot) {
      group.append(
        svgNode(
          'text',
          { x: middle, y: bar.countY - 3, class: 'count', 'text-anchor': 'middle' },
          words.digits(bar.count),
        ),
      );
    }
    if (!small) {
      group.append(
        svgNode(
          'text',
          { x: middle, y: bar.missingY + bar.missingHeight + 11, class: 'missing', 'text-anchor': 'middle' },
          words.digits(bar.missing),
        ),
      );
    }
    svg.append(group);
  }
  return svg;
}
