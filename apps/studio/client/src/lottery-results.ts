import type { DrawView } from '../../src/lottery/api.js';
import { poller, type View } from './book-widgets.js';
import { el } from './dom.js';
import { LotteryError } from './lottery-api.js';
import type { LotteryContext } from './lottery-context.js';
import { outcomeView } from './lottery-outcome.js';
import { failureText } from './lottery-texts.js';

/**
 * Results: the selected game's last 30 draws, newest first, each with its number, time (and
 * province), the outcome drawn and a link to its fairness record. Polled every 15 s while shown.
 */

const POLL_MS = 15_000;

export function resultsView(ctx: LotteryContext): View {
  const root = el('section', { class: 'view results-view', 'data-view': 'results' });
  const head = el('h2', { class: 'section-head', text: ctx.t('nav.results') });
  const list = el('div', { class: 'result-list', 'data-testid': 'lottery-results' });
  root.append(head, list);
  let draws: DrawView[] | undefined;
  let failed: string | undefined;
  let loadedFor = '';

  ctx.onGame(() => {
    draws = undefined;
    failed = undefined;
    loadedFor = '';
    if (!root.hidden) {
      draw();
      void load();
    }
  });

  function resultCard(entry: DrawView): HTMLElement {
    const when = `${ctx.time(entry.drawAt)}${entry.province ? ` · ${entry.province}` : ''}`;
    return el(
      'article',
      { class: 'result', 'data-testid': 'lottery-result', 'data-draw': entry.drawId },
      el(
        'div',
        { class: 'result-head' },
        el('strong', { text: ctx.t('drawNo', { no: ctx.digits(entry.drawNo) }) }),
        el('span', { class: 'when', text: when }),
      ),
      ...(entry.outcome ? [outcomeView(ctx, entry.outcome)] : []),
      el('a', {
        class: 'record-link',
        href: `#/draw/${encodeURIComponent(entry.drawId)}`,
        'data-testid': 'lottery-record-link',
        text: ctx.t('fairnessRecord'),
      }),
    );
  }

  function draw(): void {
    const game = ctx.game();
    head.textContent = `${ctx.t('nav.results')}${game ? ` · ${ctx.name(game.name)}` : ''}`;
    if (failed) list.replaceChildren(el('p', { class: 'empty', role: 'alert', text: failed }));
    else if (!draws) list.replaceChildren(el('p', { class: 'loading', text: ctx.t('loading') }));
    else if (draws.length === 0) list.replaceChildren(el('p', { class: 'empty', text: ctx.t('noResults') }));
    else list.replaceChildren(...draws.map(resultCard));
  }

  async function load(): Promise<void> {
    const code = ctx.game()?.code;
    if (!code) return;
    try {
      const answer = await ctx.api.results(code);
      if (ctx.game()?.code !== code) return;
      const newest = answer.draws[0]?.drawId ?? '';
      failed = undefined;
      // Redrawn only when a draw came in: a poll does not reset a scrolled list.
      if (draws && newest === loadedFor) return;
      draws = answer.draws.filter((entry) => entry.outcome);
      loadedFor = newest;
    } catch (error) {
      if (draws) return;
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
