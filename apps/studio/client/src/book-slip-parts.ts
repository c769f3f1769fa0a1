import type { BookContext } from './book-context.js';
import { systemsFor } from './book-format.js';
import type { Mode } from './book-slip-rules.js';
import { lockIcon, type SlipLeg } from './book-widgets.js';
import { el } from './dom.js';

/** The slip's pieces that draw from what they are given: a stake field, a leg, the bet-type tabs. */

export function stakeField(input: {
  label: string;
  value: string;
  /** Keeps the keyboard on this field across a redraw (book-widgets keepFocus). */
  focusKey: string;
  placeholder: string;
  onInput(text: string): void;
}): HTMLElement {
  const field = el('input', {
    class: 'stake-input',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    'data-focus-key': input.focusKey,
    'aria-label': input.label,
    placeholder: input.placeholder,
  });
  field.value = input.value;
  field.addEventListener('input', () => input.onInput(field.value));
  return el('label', { class: 'stake-field' }, el('span', { text: input.label }), field);
}

/** A selection on the slip: names, odds (old → new after ODDS_CHANGED), remove, and its stake. */
export function legRow(
  ctx: BookContext,
  leg: SlipLeg,
  newOdds: number | undefined,
  onRemove: () => void,
  stake?: HTMLElement,
): HTMLElement {
  const oddsText = el('span', { class: 'leg-odds' });
  if (newOdds !== undefined && newOdds !== leg.odds) {
    oddsText.classList.add('changed');
    oddsText.append(el('s', { text: ctx.odds(leg.odds) }), ' → ', el('strong', { text: ctx.odds(newOdds) }));
  } else oddsText.append(el('strong', { text: ctx.odds(leg.odds) }));
  const remove = el('button', {
    class: 'remove',
    type: 'button',
    'aria-label': ctx.t('remove', { name: ctx.name(leg.selection) }),
    text: '×',
  });
  remove.addEventListener('click', onRemove);
  return el(
    'li',
    { class: `leg${leg.suspended ? ' suspended' : ''}`, 'data-leg': leg.selectionId },
    el(
      'div',
      { class: 'leg-text' },
      el('strong', { text: ctx.name(leg.selection) }),
      el('span', { text: ctx.name(leg.market) }),
      el('span', { class: 'leg-event', text: ctx.name(leg.event) }),
      ...(leg.suspended ? [el('span', { class: 'lock' }, lockIcon(), ` ${ctx.t('suspended')}`)] : []),
    ),
    oddsText,
    remove,
    ...(stake ? [stake] : []),
  );
}

/** Single / Parlay / System; a type the legs cannot make is disabled. */
export function modeTabs(
  ctx: BookContext,
  mode: Mode,
  legs: number,
  onPick: (mode: Mode) => void,
): HTMLElement {
  const list = el('div', { class: 'slip-tabs', role: 'tablist' });
  for (const value of ['single', 'parlay', 'system'] as Mode[]) {
    const tab = el('button', {
      class: 'tab',
      type: 'button',
      role: 'tab',
      'aria-selected': String(mode === value),
      'data-mode': value,
      text: ctx.t(value),
    });
    tab.disabled = (value === 'parlay' && legs < 2) || (value === 'system' && systemsFor(legs).length === 0);
    tab.addEventListener('click', () => onPick(value));
    list.append(tab);
  }
  return list;
}
