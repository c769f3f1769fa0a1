import type { RoundView, TableOutcome } from '../../src/rooms/tables/api.js';
import { el } from './dom.js';
import { cardNode } from './table-cards.js';
import type { TableCtx } from './table-context.js';
import {
  baccaratTotal,
  dealSteps,
  resultShown,
  rouletteColour,
  stepsShown,
  WHEEL,
  wheelAngle,
} from './table-model.js';

/**
 * The deal, animated from the round's outcome on the server's clock: the cards turned one at a
 * time in deal order between close and settlement (baccarat with running totals, dragon tiger's
 * two cards, Andar Bahar's joker then the alternating piles to the match), or roulette's wheel
 * turning to the pocket. `render(round, now)` is idempotent: it draws what is shown at `now`, so
 * a page opened mid-deal and a page that watched from the start show the same thing.
 */
export function createDeal(ctx: TableCtx) {
  const variant = ctx.variant;
  const banner = el('p', { class: 'deal-banner', 'data-testid': 'table-outcome', 'aria-live': 'polite' });
  let key = '';

  if (variant === 'roulette') {
    const slice = 360 / WHEEL.length;
    const stops = WHEEL.map((pocket, k) => {
      const colour = { red: '#c8253a', black: '#1a1a1f', green: '#11864a' }[rouletteColour(pocket)];
      return `${colour} ${(k - 0.5) * slice}deg ${(k + 0.5) * slice}deg`;
    });
    const disc = el(
      'div',
      { class: 'wheel-disc' },
      ...WHEEL.map((pocket, k) => {
        const label = el('span', { class: 'wheel-no', text: ctx.digits(pocket) });
        label.style.setProperty(
          'transform',
          `rotate(${(k * slice).toFixed(2)}deg) translateY(calc(-1 * var(--wheel-r)))`,
        );
        return label;
      }),
      el('span', { class: 'wheel-hub' }),
    );
    disc.style.setProperty(
      'background',
      `conic-gradient(from 0deg, ${stops.join(', ')}, ${stops[0]?.split(' ')[0] ?? '#11864a'} ${360 - 0.5 * slice}deg 360deg)`,
    );
    const ball = el('span', { class: 'wheel-ball' });
    const wheel = el(
      'div',
      { class: 'wheel', role: 'img' },
      disc,
      el('span', { class: 'wheel-pointer' }),
      ball,
    );
    const root = el('section', { class: 'deal roulette' }, wheel, banner);
    let restAngle = 0;
    function render(round: RoundView, now: number): void {
      const outcome = round.outcome;
      if (outcome?.variant !== 'roulette') {
        disc.style.setProperty('transform', `rotate(${restAngle}deg)`);
        wheel.classList.remove('landed');
        if (key !== `${round.roundId}:none`) {
          key = `${round.roundId}:none`;
          banner.textContent = '';
          banner.removeAttribute('data-winner');
          wheel.setAttribute('aria-label', '');
        }
        return;
      }
      const start = round.closesAt;
      const end = start + (round.settlesAt - start) * 0.8;
      const progress = end <= start ? 1 : Math.min(1, Math.max(0, (now - start) / (end - start)));
      const eased = 1 - (1 - progress) ** 3;
      const final = wheelAngle(outcome.pocket);
      restAngle = final % 360;
      disc.style.setProperty('transform', `rotate(${(final * eased).toFixed(2)}deg)`);
      const shown = progress >= 1;
      wheel.classList.toggle('landed', shown);
      const next = `${round.roundId}:${shown}`;
      if (next === key) return;
      key = next;
      if (shown) {
        banner.textContent =
          `${ctx.digits(outcome.pocket)} · ${outcome.colour === 'green' ? '' : ctx.t(`spot.${outcome.colour}`)}`.replace(
            / · $/,
            '',
          );
        banner.dataset.winner = String(outcome.pocket);
        banner.className = `deal-banner ${outcome.colour}`;
        wheel.setAttribute('aria-label', banner.textContent);
      } else {
        banner.textContent = ctx.t('phase.spinning');
        banner.removeAttribute('data-winner');
        banner.className = 'deal-banner';
      }
    }
    return { root, render };
  }

  const sides =
    variant === 'baccarat'
      ? ['player', 'banker']
      : variant === 'dragon-tiger'
        ? ['dragon', 'tiger']
        : ['andar', 'bahar'];
  const hands = new Map<string, { box: HTMLElement; cards: HTMLElement; total: HTMLElement }>();
  const handNodes = sides.map((side) => {
    const cards = el('div', { class: 'hand-cards', 'data-testid': `table-hand-${side}` });
    const total = el('span', { class: 'hand-total' });
    const box = el(
      'div',
      { class: `hand ${side}` },
      el(
        'div',
        { class: 'hand-head' },
        el('span', { class: 'hand-name', text: ctx.t(`spot.${side}`) }),
        total,
      ),
      cards,
    );
    hands.set(side, { box, cards, total });
    return box;
  });
  const joker = el('div', { class: 'joker-slot', 'data-testid': 'table-hand-joker' });
  const jokerBox = el(
    'div',
    { class: 'hand joker' },
    el('div', { class: 'hand-head' }, el('span', { class: 'hand-name', text: ctx.t('spot.joker') })),
    joker,
  );
  const table = el(
    'div',
    { class: `deal-table ${variant}` },
    ...(variant === 'andar-bahar' ? [jokerBox, ...handNodes] : handNodes),
  );
  const root = el('section', { class: `deal ${variant}` }, table, banner);

  function render(round: RoundView, now: number): void {
    const outcome = round.outcome;
    const steps = outcome ? dealSteps(outcome) : [];
    const count = stepsShown(steps.length, round.closesAt, round.settlesAt, now);
    const done = outcome !== undefined && resultShown(steps.length, round.closesAt, round.settlesAt, now);
    const next = `${round.roundId}:${outcome ? count : 'none'}:${done}`;
    if (next === key) return;
    key = next;
    const visible = steps.slice(0, count);
    const empty = variant === 'baccarat' ? 2 : variant === 'dragon-tiger' ? 1 : 0;
    for (const side of sides) {
      const hand = hands.get(side);
      if (!hand) continue;
      const cards = visible.filter((step) => step.side === side).map((step) => step.card);
      const nodes = cards.map((card, k) => cardNode(card, k === cards.length - 1 && !done ? 'turn' : ''));
      for (let k = cards.length; k < empty; k += 1) nodes.push(cardNode(undefined));
      hand.cards.replaceChildren(...nodes);
      hand.total.textContent =
        variant === 'baccarat' && cards.length > 0
          ? ctx.t('total', { n: ctx.digits(baccaratTotal(cards)) })
          : '';
      hand.box.classList.toggle('winner', done && outcome !== undefined && winnerOf(outcome) === side);
    }
    if (variant === 'andar-bahar') {
      const step = visible.find((s) => s.side === 'joker');
      joker.replaceChildren(cardNode(step?.card));
    }
    if (done && outcome) {
      const winner = winnerOf(outcome);
      banner.textContent =
        winner === 'tie' ? ctx.t('tieResult') : ctx.t('wins', { side: ctx.t(`spot.${winner}`) });
      banner.dataset.winner = winner;
      banner.className = `deal-banner ${winner}`;
    } else {
      banner.textContent = outcome ? ctx.t('phase.dealing') : '';
      banner.removeAttribute('data-winner');
      banner.className = 'deal-banner';
    }
  }

  return { root, render };
}

function winnerOf(outcome: TableOutcome): string {
  return outcome.variant === 'roulette' ? String(outcome.pocket) : outcome.coup.winner;
}

/** Whether the round's result is shown at `now` (the layout marks its winning spots from then). */
export function shownAt(round: RoundView, now: number): boolean {
  const outcome = round.outcome;
  if (!outcome) return false;
  return resultShown(dealSteps(outcome).length, round.closesAt, round.settlesAt, now);
}
