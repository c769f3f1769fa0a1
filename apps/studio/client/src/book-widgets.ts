import type { Fixture, Market, Names, Selection } from '../../src/book/feed/types.js';
import type { BookPageApi } from './book-api.js';
import type { BookContext } from './book-context.js';
import type { BookLang } from './book-texts.js';
import { el } from './dom.js';

/**
 * What the book page's views share: the context, the page's API, the slip they add to, and the
 * odds button every list draws.
 */

/** A selection as the slip keeps it: the odds the player saw and enough names to show it. */
export type SlipLeg = {
  selectionId: string;
  marketId: string;
  fixtureId: string;
  odds: number;
  live: boolean;
  suspended: boolean;
  event: Names;
  market: Names;
  selection: Names;
};

export type SlipControl = {
  has(selectionId: string): boolean;
  toggle(leg: SlipLeg): void;
  /** Fresh markets from a poll: marks the slip's legs on them suspended or open again. */
  observe(fixture: Fixture, markets: Market[]): void;
};

/** One screen of the page (lobby, match, my bets): polls while shown. */
export type View = { root: HTMLElement; show(): void; hide(): void; refresh(): void };

export type Kit = {
  ctx: BookContext;
  api: BookPageApi;
  lang: BookLang;
  slip: SlipControl;
  go(route: string): void;
};

/** A padlock drawn inline (an emoji lock depends on the phone's fonts). */
export function lockIcon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('class', 'lock-icon');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute(
    'd',
    'M5 7V5a3 3 0 0 1 6 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1.5 0h3V5a1.5 1.5 0 0 0-3 0z',
  );
  svg.append(path);
  return svg;
}

/** The odds each selection showed last, to flash a move up or down once. */
const lastOdds = new Map<string, number>();
const LAST_ODDS_LIMIT = 5000;

function moveOf(selection: Selection): 'up' | 'down' | undefined {
  const before = lastOdds.get(selection.id);
  if (lastOdds.size > LAST_ODDS_LIMIT) lastOdds.clear();
  lastOdds.set(selection.id, selection.odds);
  if (before === undefined || before === selection.odds) return undefined;
  return selection.odds > before ? 'up' : 'down';
}

export function eventNames(fixture: Fixture): Names {
  return {
    en: `${fixture.home.en} v ${fixture.away.en}`,
    bn: `${fixture.home.bn} বনাম ${fixture.away.bn}`,
  };
}

export function legOf(fixture: Fixture, market: Market, selection: Selection): SlipLeg {
  return {
    selectionId: selection.id,
    marketId: market.id,
    fixtureId: fixture.id,
    odds: selection.odds,
    live: fixture.status === 'live',
    suspended: market.status !== 'open',
    event: eventNames(fixture),
    market: market.name,
    selection: selection.name,
  };
}

/** A selection's odds button: in the slip it is pressed; a market not open shows a lock. */
export function oddsButton(
  kit: Kit,
  fixture: Fixture,
  market: Market,
  selection: Selection,
): HTMLButtonElement {
  // A selection the feed gives no chance (a correct score already passed) is shown locked.
  const open =
    market.status === 'open' &&
    fixture.status !== 'ended' &&
    fixture.status !== 'closed' &&
    selection.probabilityPpm > 0;
  const move = moveOf(selection);
  const button = el(
    'button',
    {
      class: `odds${move ? ` ${move}` : ''}`,
      type: 'button',
      'data-selection': selection.id,
      'data-odds': String(selection.odds),
      'aria-pressed': String(kit.slip.has(selection.id)),
    },
    el('span', { class: 'odds-name', text: kit.ctx.name(selection.name) }),
    el('strong', { class: 'odds-value' }, open ? kit.ctx.odds(selection.odds) : lockIcon()),
  );
  if (!open) {
    button.disabled = true;
    button.setAttribute('aria-label', `${kit.ctx.name(selection.name)} · ${kit.ctx.t('suspended')}`);
  }
  button.addEventListener('click', () => kit.slip.toggle(legOf(fixture, market, selection)));
  return button;
}

/** Every odds button on the page shows whether its selection is in the slip. */
export function syncPressed(slip: SlipControl): void {
  for (const button of document.querySelectorAll<HTMLElement>('button[data-selection]')) {
    button.setAttribute('aria-pressed', String(slip.has(button.dataset.selection ?? '')));
  }
}

/** A time in the player's language and zone ("Today 19:30" style, short). */
export function timeText(ms: number, lang: BookLang): string {
  const date = new Date(ms);
  const sameDay = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
    ...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Keeps the keyboard where it was across a redraw of a list (a poll redraws every few seconds). */
export function keepFocus(root: HTMLElement, redraw: () => void): void {
  const active = document.activeElement;
  const key =
    active instanceof HTMLElement && root.contains(active)
      ? (active.dataset.selection ?? active.dataset.focusKey)
      : undefined;
  redraw();
  if (!key) return;
  const again = root.querySelector<HTMLElement>(
    `[data-selection="${CSS.escape(key)}"], [data-focus-key="${CSS.escape(key)}"]`,
  );
  again?.focus({ preventScroll: true });
}

/** Runs `tick` every `everyMs` while the page is visible and the view is shown. */
export function poller(everyMs: number, tick: () => Promise<void>): { start(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const loop = async () => {
    if (!running) return;
    if (document.visibilityState === 'visible') {
      try {
        await tick();
      } catch {
        // A missed poll is retried on the next tick; the view keeps what it showed.
      }
    }
    if (running) timer = setTimeout(loop, everyMs);
  };
  return {
    start() {
      if (running) return;
      running = true;
      void loop();
    },
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
    },
  };
}
