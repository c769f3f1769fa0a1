import type { Trends } from '../../src/lottery/trends.js';
import { poller, type View } from './book-widgets.js';
import { el } from './dom.js';
import { LotteryError } from './lottery-api.js';
import type { GameKind } from './lottery-bets.js';
import type { LotteryContext, Words } from './lottery-context.js';
import { failureText } from './lottery-texts.js';
import { hotAndCold, markedOf, trendSvg } from './lottery-trend-picture.js';

/**
 * Trends: over the selected game's last 50 draws, one picture per group (a ball, a race place,
 * the prizes' endings, Vietnam's head and tail): how often each value came up and how long it
 * has been missing, the hot and cold ones named under it. Polled every 30 s while shown.
 */

const POLL_MS = 30_000;

/** A group's title: "Ball 1", "Place 3", "Last two digits of every prize"… */
export function groupTitle(words: Words, group: string, kind: GameKind | undefined): string {
  const position = /^position-(\d+)$/.exec(group);
  if (position) return words.t(kind === 'race10' ? 'place' : 'ball', { n: words.digits(position[1] ?? '') });
  const key = `group.${group}`;
  const text = words.t(key);
  return text === key ? group : text;
}

function groupBlock(
  ctx: LotteryContext,
  group: Trends['groups'][number],
  kind: GameKind | undefined,
): HTMLElement {
  const title = groupTitle(ctx, group.group, kind);
  const { hot, cold } = hotAndCold(group.cells, markedOf(group.cells));
  const chips = (cells: typeof hot, className: string) =>
    cells.map((cell) =>
      el('span', {
        class: `trend-chip ${className}`,
        text: `${ctx.digits(cell.value)} (${ctx.digits(cell.count)})`,
      }),
    );
  return el(
    'figure',
    { class: 'trend-group', 'data-group': group.group },
    el('figcaption', { text: title }),
    el('div', { class: 'trend-scroll' }, trendSvg(ctx, group.group, title, group.cells)),
    el(
      'p',
      { class: 'hot-cold' },
      el('span', { class: 'hc-label hot', text: `${ctx.t('hot')}:` }),
      ...chips(hot, 'hot'),
      el('span', { class: 'hc-label cold', text: `${ctx.t('cold')}:` }),
      ...chips(cold, 'cold'),
    ),
  );
}

export function trendsView(ctx: LotteryContext): View {
  const root = el('section', { class: 'view trends-view', 'data-view': 'trends' });
  const head = el('h2', { class: 'section-head' });
  const note = el('p', { class: 'trend-note' });
  const body = el('div', { class: 'trend-groups' });
  root.append(head, note, body);
  let trends: Trends | undefined;
  let failed: string | undefined;
  let shownKey = '';

  ctx.onGame(() => {
    trends = undefined;
    failed = undefined;
    shownKey = '';
    if (!root.hidden) {
      draw();
      void load();
    }
  });

  function draw(): void {
    const game = ctx.game();
    head.textContent = `${ctx.t('nav.trends')}${game ? ` · ${ctx.name(game.name)}` : ''}`;
    note.textContent = trends?.draws
      ? `${ctx.t('trendsOf', { n: ctx.digits(trends.draws) })}. ${ctx.t('trendLegend')}`
      : '';
    if (failed) body.replaceChildren(el('p', { class: 'empty', role: 'alert', text: failed }));
    else if (!trends) body.replaceChildren(el('p', { class: 'loading', text: ctx.t('loading') }));
    else if (trends.draws === 0 || trends.groups.length === 0)
      body.replaceChildren(el('p', { class: 'empty', text: ctx.t('noTrends') }));
    else body.replaceChildren(...trends.groups.map((group) => groupBlock(ctx, group, game?.kind)));
  }

  async function load(): Promise<void> {
    const code = ctx.game()?.code;
    if (!code) return;
    try {
      const answer = await ctx.api.trends(code);
      if (ctx.game()?.code !== code) return;
      failed = undefined;
      const key = JSON.stringify(answer.trends);
      if (key === shownKey) return;
      shownKey = key;
      trends = answer.trends;
    } catch (error) {
      if (trends) return;
      const status = error instanceof LotteryError ? error.code : 'NETWORK';
      failed = failureText(ctx.lang, { status }, { money: ctx.money, digits: ctx.digits, min: '', max: '' });
    }
    draw();
  }

  const poll = poller(POLL_MS, load);
  return {
    root,
    show() {
      root.hidden = false;
      draw();
      poll.start();
    },
    hide() {
      root.hidden = true;
      poll.stop();
    },
    refresh: draw,
  };
}
