import { el } from './dom.js';
import { type GameKind, type Outcome, sumBigFrom } from './lottery-bets.js';
import type { Words } from './lottery-context.js';

/**
 * A draw's outcome drawn: digit balls with their sum, the race's finishing order as coloured car
 * numbers, 4D's prize table, a Vietnamese draw's prizes by tier. The table data is worked out
 * without the DOM so the client tests check it.
 */

export type PrizeRow = { tier: string; numbers: string[] };

/** 4D's 23 numbers as the prize table: 1st, 2nd, 3rd, then the 10 special and 10 consolation. */
export function fourDRows(result: Extract<Outcome, { kind: 'sea4d' }>['result']): PrizeRow[] {
  return [
    { tier: 'first', numbers: [result.first] },
    { tier: 'second', numbers: [result.second] },
    { tier: 'third', numbers: [result.third] },
    { tier: 'special', numbers: [...result.special] },
    { tier: 'consolation', numbers: [...result.consolation] },
  ];
}

/** A Vietnamese draw's prizes grouped by tier, in the order drawn (the special prize first). */
export function vnRows(prizes: readonly { tier: string; number: string }[]): PrizeRow[] {
  const rows: PrizeRow[] = [];
  for (const prize of prizes) {
    const row = rows.find((entry) => entry.tier === prize.tier);
    if (row) row.numbers.push(prize.number);
    else rows.push({ tier: prize.tier, numbers: [prize.number] });
  }
  return rows;
}

/** The sum of a digits draw and its sides, as the sum bets read it. */
export function digitFacts(
  digits: readonly number[],
  kind: GameKind,
): { sum: number; big: boolean; odd: boolean } {
  const sum = digits.reduce((total, digit) => total + digit, 0);
  return { sum, big: sum >= sumBigFrom(kind), odd: sum % 2 === 1 };
}

/** The cars' colours, as race lotteries paint them (car 1 yellow … car 10 green). */
export const CAR_COLOURS = [
  '#e6de00',
  '#0092dd',
  '#4b4b4b',
  '#ff7600',
  '#17e2e5',
  '#5034ff',
  '#bfbfbf',
  '#ff2600',
  '#780b00',
  '#07bf00',
] as const;
const DARK_INK = new Set([1, 5, 7]);

/** One car number in its colour (dark ink on the light cars). */
export function carChip(words: Words, car: number, extra = ''): HTMLElement {
  return el('span', {
    class: `car${DARK_INK.has(car) ? ' light' : ''}${extra}`,
    style: `--car:${CAR_COLOURS[car - 1] ?? '#888'}`,
    'data-car': String(car),
    text: words.digits(car),
  });
}

function balls(words: Words, digits: readonly number[], kind: GameKind): HTMLElement {
  const facts = digitFacts(digits, kind);
  const sides = `${words.t(facts.big ? 'side.big' : 'side.small')} · ${words.t(facts.odd ? 'side.odd' : 'side.even')}`;
  return el(
    'div',
    { class: 'outcome digits' },
    el(
      'ol',
      { class: 'balls', 'aria-label': words.t('outcome') },
      ...digits.map((digit, position) =>
        el('li', {
          class: 'ball',
          'data-digit': String(digit),
          'aria-label': `${words.t('ball', { n: words.digits(position + 1) })}: ${words.digits(digit)}`,
          text: words.digits(digit),
        }),
      ),
    ),
    el('span', { class: 'sum-facts', text: `${words.t('sum')} ${words.digits(facts.sum)} · ${sides}` }),
  );
}

function race(words: Words, order: readonly number[]): HTMLElement {
  return el(
    'ol',
    { class: 'outcome cars', 'aria-label': words.t('outcome') },
    ...order.map((car, position) => {
      const item = el('li', {
        'aria-label': `${words.t('place', { n: words.digits(position + 1) })}: ${words.t('carNo', { n: words.digits(car) })}`,
      });
      item.append(carChip(words, car));
      return item;
    }),
  );
}

function prizeTable(
  words: Words,
  kind: GameKind,
  rows: PrizeRow[],
  tierKey: (tier: string) => string,
): HTMLElement {
  return el(
    'table',
    { class: `outcome prizes ${kind}` },
    el(
      'tbody',
      {},
      ...rows.map((row) =>
        el(
          'tr',
          { class: `tier tier-${row.tier}`, 'data-tier': row.tier },
          el('th', { scope: 'row', text: tierKey(row.tier) }),
          el(
            'td',
            {},
            ...row.numbers.map((number) => el('span', { class: 'prize-number', text: words.digits(number) })),
          ),
        ),
      ),
    ),
  );
}

/** An outcome drawn for the page (results, the last draw, the fairness record). */
export function outcomeView(words: Words, outcome: Outcome): HTMLElement {
  switch (outcome.kind) {
    case 'digits5':
    case 'digits3':
      return balls(words, outcome.digits, outcome.kind);
    case 'race10':
      return race(words, outcome.order);
    case 'sea4d':
      return prizeTable(words, outcome.kind, fourDRows(outcome.result), (tier) => words.t(`tier.${tier}`));
    case 'vn-north':
    case 'vn-south':
      return prizeTable(words, outcome.kind, vnRows(outcome.prizes), (tier) =>
        tier === 'special' ? words.t('vn.special') : words.t('vn.prize', { n: words.digits(tier) }),
      );
  }
}
