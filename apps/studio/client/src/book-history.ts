import type { BetView } from '../../src/book/engine/types.js';
import { BookError } from './book-api.js';
import { fromMinor, toMinor } from './book-format.js';
import { type Kit, poller, timeText, type View } from './book-widgets.js';
import { el } from './dom.js';

/**
 * My bets: Open and Settled lists, each bet with its legs and their results, its state, why it
 * is still open, what it returned, and a cash-out (full, or part with a 10–90 % slider) when
 * the book offers one. Open bets are polled every 5 s, so offers and results stay current.
 */

const POLL_MS = 5000;
type Filter = 'open' | 'settled';

export function historyView(kit: Kit): View {
  const { ctx } = kit;
  const root = el('section', { class: 'view history-view', 'data-view': 'bets' });
  const head = el('h2', { class: 'section-head' });
  const tabs = el('div', { class: 'slip-tabs', role: 'tablist' });
  const list = el('div', { class: 'bets' });
  root.append(head, tabs, list);
  let filter: Filter = 'open';
  let bets: BetView[] | undefined;

  function drawTabs(): void {
    tabs.replaceChildren(
      ...(['open', 'settled'] as Filter[]).map((value) => {
        const tab = el('button', {
          class: 'tab',
          type: 'button',
          role: 'tab',
          'aria-selected': String(filter === value),
          'data-filter': value,
          text: ctx.t(value),
        });
        tab.addEventListener('click', () => {
          filter = value;
          bets = undefined;
          draw();
          void load();
        });
        return tab;
      }),
    );
  }

  function cashOutBlock(bet: BetView, offer: string): HTMLElement {
    const full = el('button', {
      class: 'primary cash-out',
      type: 'button',
      'data-action': 'cash-out',
      'data-offer': offer,
      text: ctx.t('cashOut', { offer: ctx.money(offer) }),
    });
    full.addEventListener('click', () => void cashOut(bet, offer, 100));
    const slider = el('input', {
      type: 'range',
      min: '10',
      max: '90',
      step: '10',
      value: '50',
      'aria-label': ctx.t('cashOutPercent'),
      'data-focus-key': `slider:${bet.betId}`,
    });
    const part = el('button', {
      class: 'chip cash-out-part',
      type: 'button',
      'data-action': 'cash-out-part',
    });
    const partAmount = () => {
      const minor = toMinor(offer) ?? 0n;
      return fromMinor((minor * BigInt(slider.value)) / 100n);
    };
    const label = () => {
      part.textContent = ctx.t('cashOutPart', { percent: slider.value, amount: ctx.money(partAmount()) });
    };
    label();
    slider.addEventListener('input', label);
    part.addEventListener('click', () => void cashOut(bet, offer, Number(slider.value)));
    return el('div', { class: 'cash-out-box' }, full, el('div', { class: 'cash-out-partial' }, slider, part));
  }

  function betCard(bet: BetView): HTMLElement {
    const legs = el(
      'ul',
      { class: 'bet-legs' },
      ...bet.legs.map((leg) =>
        el(
          'li',
          { class: `bet-leg result-${leg.result ?? 'pending'}` },
          el('strong', { text: ctx.name(leg.selection) }),
          el('span', { class: 'leg-market', text: ctx.name(leg.market) }),
          el('span', { class: 'leg-event', text: ctx.name(leg.event) }),
          el(
            'span',
            { class: 'leg-result' },
            `@ ${ctx.odds(leg.odds)} · `,
            el('em', { text: ctx.t(`result.${leg.result ?? 'pending'}`) }),
          ),
        ),
      ),
    );
    const type = bet.type === 'system' && bet.system ? ctx.t(`system.${bet.system}`) : ctx.t(bet.type);
    const rows: HTMLElement[] = [
      el(
        'div',
        { class: 'bet-head' },
        el('strong', { text: type }),
        el('span', { class: `state ${bet.state}`, text: ctx.t(`state.${bet.state}`) }),
      ),
      el('p', {
        class: 'bet-meta',
        text: `${ctx.t('placedAt', { time: timeText(bet.placedAt, kit.lang) })} · ${ctx.t('betId', { id: bet.betId.slice(-8) })}`,
      }),
      legs,
      el(
        'dl',
        { class: 'bet-money' },
        el('dt', { text: ctx.t('stake') }),
        el('dd', { text: ctx.money(bet.stake) }),
        el('dt', { text: ctx.t('potentialReturn') }),
        el('dd', { text: ctx.money(bet.potentialReturn) }),
        el('dt', { text: ctx.t('returned') }),
        el('dd', { 'data-returned': bet.returned, text: ctx.money(bet.returned) }),
      ),
    ];
    if (bet.pendingReason)
      rows.push(el('p', { class: 'pending', text: ctx.t(`pending.${bet.pendingReason}`) }));
    if (bet.state === 'rejected' && bet.rejectReason) {
      const key = `error.${bet.rejectReason}`;
      const text = ctx.t(key);
      rows.push(el('p', { class: 'pending', text: text === key ? ctx.t('error.default') : text }));
    }
    if (bet.cashOut) rows.push(cashOutBlock(bet, bet.cashOut));
    return el('article', { class: 'bet', 'data-bet': bet.betId, 'data-state': bet.state }, ...rows);
  }

  function draw(): void {
    head.textContent = ctx.t('myBets');
    drawTabs();
    if (!bets) {
      list.replaceChildren(el('p', { class: 'empty', text: ctx.t('loading') }));
      return;
    }
    list.replaceChildren(
      ...(bets.length ? bets.map(betCard) : [el('p', { class: 'empty', text: ctx.t('noBets') })]),
    );
  }

  async function load(): Promise<void> {
    const asked = filter;
    const answer = await ctx.api.bets(asked);
    if (asked !== filter) return;
    bets = answer;
    // A slider or button in use is not redrawn under the player's finger.
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && list.contains(active)) return;
    draw();
  }

  async function cashOut(bet: BetView, offer: string, percent: number): Promise<void> {
    try {
      const answer = await kit.api.cashOut(bet.betId, offer, percent);
      if (answer.status === 'OK') {
        if (answer.balance !== undefined) ctx.setBalance(answer.balance);
        ctx.toast(ctx.t('cashedOut', { amount: ctx.money(answer.paid ?? offer) }));
      } else if (answer.status === 'CASHOUT_CHANGED' && typeof answer.offer === 'string') {
        const newOffer = answer.offer;
        ctx.toast(ctx.t('error.CASHOUT_CHANGED', { offer: ctx.money(newOffer) }), 'alert');
        bets = bets?.map((entry) => (entry.betId === bet.betId ? { ...entry, cashOut: newOffer } : entry));
        draw();
        return;
      } else {
        if (typeof answer.balance === 'string') ctx.setBalance(answer.balance);
        ctx.toast(errorOf(answer.status), 'alert');
      }
    } catch (error) {
      ctx.toast(errorOf(error instanceof BookError ? error.code : 'NETWORK'), 'alert');
    }
    await load().catch(() => undefined);
  }

  function errorOf(code: string): string {
    const key = `error.${code}`;
    const text = ctx.t(key, { offer: '' });
    return text === key ? ctx.t('error.default') : text;
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
