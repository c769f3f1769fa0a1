import type { FixtureSummary, LobbyAnswer } from '../../src/book/api.js';
import {
  eventNames,
  type Kit,
  keepFocus,
  lockIcon,
  oddsButton,
  poller,
  timeText,
  type View,
} from './book-widgets.js';
import { el } from './dom.js';
import { formatCount, formatDigitsIn } from './numbers.js';

/**
 * The lobby: sports as chips with their live counts, then "Live now" and "Upcoming" cards with
 * the headline market's odds. Polled every 3 s while shown.
 */

const POLL_MS = 3000;

function scoreOf(kit: Kit, fixture: FixtureSummary): HTMLElement {
  if (fixture.status !== 'live') {
    return el('span', {
      class: 'when',
      text: kit.ctx.t('startsAt', { time: timeText(fixture.startsAt, kit.lang) }),
    });
  }
  return el(
    'span',
    { class: 'score' },
    el('span', { class: 'live-badge', text: kit.ctx.t('live') }),
    el('strong', { text: formatDigitsIn(`${fixture.score.home} – ${fixture.score.away}`, kit.lang) }),
    el('span', { class: 'clock', text: formatDigitsIn(kit.ctx.name(fixture.score.clock), kit.lang) }),
  );
}

function card(kit: Kit, fixture: FixtureSummary): HTMLElement {
  const link = el(
    'a',
    {
      class: 'card-head',
      href: `#/match/${encodeURIComponent(fixture.id)}`,
      'data-focus-key': `card:${fixture.id}`,
    },
    el('span', { class: 'league', text: kit.ctx.name(fixture.league) }),
    el('span', { class: 'teams', text: kit.ctx.name(eventNames(fixture)) }),
    scoreOf(kit, fixture),
    el('span', {
      class: 'more',
      text: `${kit.ctx.t('markets', { count: formatCount(fixture.marketCount, kit.lang) })} ›`,
    }),
  );
  const odds = el('div', { class: 'odds-row' });
  const main = fixture.main;
  if (main) {
    odds.append(...main.selections.map((selection) => oddsButton(kit, fixture, main, selection)));
    odds.style.setProperty('--cols', String(Math.min(main.selections.length, 3)));
    if (main.status !== 'open')
      odds.append(el('p', { class: 'locked' }, lockIcon(), ` ${kit.ctx.t('locked')}`));
  }
  return el('article', { class: `card ${fixture.status}`, 'data-fixture': fixture.id }, link, odds);
}

export function lobbyView(kit: Kit, initialSport?: string): View {
  const root = el('section', { class: 'view lobby-view', 'data-view': 'lobby' });
  const chips = el('nav', { class: 'sport-chips', 'aria-label': kit.ctx.t('all') });
  const live = el('div', { class: 'cards' });
  const upcoming = el('div', { class: 'cards' });
  const liveHead = el('h2', { class: 'section-head' });
  const upcomingHead = el('h2', { class: 'section-head' });
  root.append(chips, liveHead, live, upcomingHead, upcoming);
  let sport = initialSport;
  let last: LobbyAnswer | undefined;
  live.append(el('p', { class: 'empty', text: kit.ctx.t('loading') }));

  function chip(value: string | undefined, label: string, count?: number): HTMLButtonElement {
    const button = el(
      'button',
      {
        class: 'chip',
        type: 'button',
        'aria-pressed': String(sport === value),
        'data-focus-key': `sport:${value ?? ''}`,
      },
      label,
    );
    if (count) button.append(el('span', { class: 'count', text: formatCount(count, kit.lang) }));
    button.addEventListener('click', () => {
      sport = value;
      void load();
    });
    return button;
  }

  function draw(): void {
    if (!last) return;
    const answer = last;
    keepFocus(root, () => {
      chips.replaceChildren(
        chip(undefined, kit.ctx.t('all')),
        ...answer.sports.map((entry) => chip(entry.sport, kit.ctx.name(entry.name), entry.live)),
      );
      liveHead.textContent = kit.ctx.t('liveNow');
      upcomingHead.textContent = kit.ctx.t('upcoming');
      live.replaceChildren(
        ...(answer.live.length
          ? answer.live.map((fixture) => card(kit, fixture))
          : [el('p', { class: 'empty', text: kit.ctx.t('noLive') })]),
      );
      upcoming.replaceChildren(
        ...(answer.upcoming.length
          ? answer.upcoming.map((fixture) => card(kit, fixture))
          : [el('p', { class: 'empty', text: kit.ctx.t('noUpcoming') })]),
      );
    });
  }

  async function load(): Promise<void> {
    last = await kit.api.lobby(sport);
    for (const fixture of [...last.live, ...last.upcoming]) {
      if (fixture.main) kit.slip.observe(fixture, [fixture.main]);
    }
    draw();
  }

  const poll = poller(POLL_MS, load);
  return {
    root,
    show() {
      root.hidden = false;
      poll.start();
    },
    hide() {
      root.hidden = true;
      poll.stop();
    },
    refresh: draw,
  };
}
