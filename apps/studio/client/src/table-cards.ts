import { el } from './dom.js';
import { cardFace, SUIT_MARK } from './table-model.js';

/**
 * A playing card drawn with CSS: rank and suit in two corners and the suit's mark in the middle;
 * no card (undefined) is a card face down. `data-card` carries the card's number for tests.
 */
export function cardNode(card: number | undefined, extra = ''): HTMLElement {
  if (card === undefined) return el('span', { class: `card back ${extra}`.trim(), 'aria-hidden': 'true' });
  const face = cardFace(card);
  const mark = SUIT_MARK[face.suit];
  return el(
    'span',
    {
      class: `card ${face.red ? 'red' : 'black'} ${extra}`.trim(),
      role: 'img',
      'aria-label': `${face.rank}${mark}`,
      'data-card': String(card),
    },
    el('span', { class: 'corner top', text: `${face.rank}${mark}` }),
    el('span', { class: 'pip', text: mark }),
    el('span', { class: 'corner bottom', text: `${face.rank}${mark}` }),
  );
}
