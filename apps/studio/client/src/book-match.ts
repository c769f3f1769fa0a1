import type { FixtureAnswer } from '../../src/book/api.js';
import type { Market, MarketKind } from '../../src/book/feed/types.js';
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
import { formatDigitsIn } from './numbers.js';

/**
 * A match: its scoreboard and every market, grouped (main, handicap, totals, players and overs,
 * maps), each selection an odds button. Polled every 2 s while shown.
 */

const POLL_MS = 2000;

type Group = 'main' | 'handicap' | 'totals' | 'players' | 'maps';

const GROUP_OF: Record<MarketKind, Group> = {
  match_winner: 'main',
  '1x2': 'main',
  fight_winner: 'main',
  btts: 'main',
  correct_score: 'main',
  asian_handicap: 'handicap',
  map_handicap: 'handicap',
  over_under: 'totals',
  total_runs: 'totals',
  total_maps: 'totals',
  next_over_runs: 'players',
  top_batsman: 'players',
  map_winner: 'maps',
};
const GROUPS: Group[] = ['main', 'handicap', 'totals', 'players', 'maps'];

export type MatchView = View & { open(fixtureId: string): void };

export function matchView(kit: Kit): MatchView {
  const root = el('section', { class: 'view match-view', 'data-view': 'match' });
  const back = el('button', { class: 'chip back', type: 'button', 'data-focus-key': 'back' });
  const board = el('div', { class: 'scoreboard', 'aria-live': 'off' });
  const groups = el('div', { class: 'market-groups' });
  root.append(back, board, groups);
  back.addEventListener('click', () => kit.go('#/'));
  let fixtureId = '';
  let last: FixtureAnswer | undefined;

  function marketBlock(answer: FixtureAnswer, market: Market): HTMLElement {
    const buttons = market.selections.map((selection) => oddsButton(kit, answer.fixture, market, selection));
    const grid = el('div', { class: 'odds-row' }, ...buttons);
    grid.style.setProperty('--cols', String(market.selections.length > 3 ? 2 : market.selections.length));
    const head = el('h3', { class: 'market-name', text: kit.ctx.name(market.name) });
    if (market.status !== 'open')
      head.append(el('span', { class: 'lock' }, ' ', lockIcon(), ` ${kit.ctx.t('suspended')}`));
    return el('div', { class: `market ${market.status}`, 'data-market': market.id }, head, grid);
  }

  function drawBoard(answer: FixtureAnswer): void {
    const fixture = answer.fixture;
    const live = fixture.status === 'live';
    board.replaceChildren(
      el('p', { class: 'league', text: kit.ctx.name(fixture.league) }),
      el(
        'div',
        { class: 'board-row' },
        el('span', { class: 'team home', text: kit.ctx.name(fixture.home) }),
        el('strong', {
          class: 'board-score',
          text:
            live || fixture.status === 'ended'
              ? formatDigitsIn(scoreText(fixture.score.home, fixture.score.away), kit.lang)
              : kit.ctx.t('vs'),
        }),
        el('span', { class: 'team away', text: kit.ctx.name(fixture.away) }),
      ),
      el(
        'p',
        { class: 'board-clock' },
        ...(live ? [el('span', { class: 'live-badge', text: kit.ctx.t('live') }), ' '] : []),
        live || fixture.status === 'ended'
          ? formatDigitsIn(kit.ctx.name(fixture.score.clock), kit.lang)
          : kit.ctx.t('startsAt', { time: timeText(fixture.startsAt, kit.lang) }),
      ),
    );
    board.setAttribute('aria-label', kit.ctx.name(eventNames(fixture)));
  }

  function draw(): void {
    back.textContent = `‹ ${kit.ctx.t('back')}`;
    if (!last) return;
    const answer = last;
    root.dataset.fixture = answer.fixture.id;
    keepFocus(root, () => {
      drawBoard(answer);
      const sections: HTMLElement[] = [];
      for (const group of GROUPS) {
        const markets = answer.markets.filter((market) => GROUP_OF[market.kind] === group);
        if (markets.length === 0) continue;
        sections.push(
          el(
            'section',
            { class: 'market-group', 'data-group': group },
            el('h2', { class: 'section-head', text: kit.ctx.t(`group.${group}`) }),
            ...markets.map((market) => marketBlock(answer, market)),
          ),
        );
      }
      groups.replaceChildren(...sections);
    });
  }

  async function load(): Promise<void> {
    if (!fixtureId) return;
    const id = fixtureId;
    const answer = await kit.api.fixture(id);
    if (id !== fixtureId) return; // the player moved to another match meanwhile
    last = answer;
    kit.slip.observe(answer.fixture, answer.markets);
    draw();
  }

  const poll = poller(POLL_MS, load);
  return {
    root,
    open(id) {
      if (id !== fixtureId) {
        fixtureId = id;
        last = undefined;
        root.dataset.fixture = id;
        board.replaceChildren(el('p', { class: 'empty', text: kit.ctx.t('loading') }));
        groups.replaceChildren();
      }
    },
    show() {
      root.hidden = false;
      draw();
      poll.start();
      back.focus({ preventScroll: true });
    },
    hide() {
      root.hidden = true;
      poll.stop();
    },
    refresh: draw,
  };
}

/** "158/8 (20.0) – 81/3 (9.0)": each side kept whole (no-break spaces), a line break allowed after the dash only. */
export function scoreText(home: string, away: string): string {
  const whole = (side: string) => side.replace(/ /g, '\u00a0');
  return `${whole(home)}\u00a0– ${whole(away)}`;
}
