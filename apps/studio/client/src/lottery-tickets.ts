import type { TicketView } from '../../src/lottery/api.js';
import { poller, type View } from './book-widgets.js';
import { el } from './dom.js';
import { LotteryError, type TicketFilter } from './lottery-api.js';
import type { LotteryContext } from './lottery-context.js';
import { betLabel } from './lottery-labels.js';
import { failureText } from './lottery-texts.js';

/**
 * My tickets: Open and Settled lists, each ticket with its game and draw, its lines and stakes,
 * its state and what it returned (won tickets stand out), and a Cancel with a confirm while its
 * draw still takes tickets. Polled every 10 s while shown, so results arrive on their own.
 */

const POLL_MS = 10_000;

export function ticketsView(ctx: LotteryContext): View & { reload(): void } {
  const root = el('section', { class: 'view tickets-view', 'data-view': 'tickets' });
  const head = el('h2', { class: 'section-head', text: ctx.t('nav.tickets') });
  const tabs = el('div', { class: 'tabs', role: 'tablist' });
  const list = el('div', { class: 'ticket-list' });
  root.append(head, tabs, list);
  let filter: TicketFilter = 'open';
  let tickets: TicketView[] | undefined;
  let failed: string | undefined;
  /** The ticket whose cancel is being confirmed. */
  let confirming: string | undefined;
  let busy = false;

  function drawTabs(): void {
    tabs.replaceChildren(
      ...(['open', 'settled'] as TicketFilter[]).map((value) => {
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
          tickets = undefined;
          confirming = undefined;
          draw();
          void load();
        });
        return tab;
      }),
    );
  }

  function gameName(code: string): string {
    const game = ctx.games().find((entry) => entry.code === code);
    return game ? ctx.name(game.name) : code;
  }

  function cancelBlock(ticket: TicketView): HTMLElement {
    if (confirming !== ticket.ticketId) {
      const cancel = el('button', {
        class: 'chip cancel',
        type: 'button',
        'data-testid': 'lottery-cancel',
        text: ctx.t('cancel'),
      });
      cancel.addEventListener('click', () => {
        confirming = ticket.ticketId;
        draw();
      });
      return cancel;
    }
    const yes = el('button', {
      class: 'chip danger',
      type: 'button',
      'data-testid': 'lottery-cancel-confirm',
      text: ctx.t('cancelYes'),
    });
    const no = el('button', { class: 'chip', type: 'button', text: ctx.t('cancelNo') });
    yes.addEventListener('click', () => void cancel(ticket));
    no.addEventListener('click', () => {
      confirming = undefined;
      draw();
    });
    return el('div', { class: 'confirm', role: 'group' }, el('p', { text: ctx.t('cancelAsk') }), yes, no);
  }

  function ticketCard(ticket: TicketView): HTMLElement {
    const lines = el(
      'ul',
      { class: 'ticket-lines' },
      ...ticket.lines.map((line) => {
        const won = line.return !== undefined && /[1-9]/.test(line.return);
        return el(
          'li',
          { class: `ticket-line${won ? ' won' : ''}` },
          el('span', { text: betLabel(line.bet, ctx.t, ctx.lang) }),
          el('span', { class: 'line-stake', text: ctx.money(line.stake) }),
          ...(line.return !== undefined
            ? [el('strong', { class: 'line-return', text: ctx.money(line.return) })]
            : []),
        );
      }),
    );
    const meta = [
      ctx.t('drawNo', { no: ctx.digits(ticket.drawNo) }),
      ctx.t('drawAt', { time: ctx.time(ticket.drawAt) }),
      ctx.t('placedAt', { time: ctx.time(ticket.placedAt) }),
    ].join(' · ');
    const rows: HTMLElement[] = [
      el(
        'div',
        { class: 'ticket-head' },
        el('strong', { text: gameName(ticket.gameCode) }),
        el('span', { class: `state ${ticket.state}`, text: ctx.t(`state.${ticket.state}`) }),
      ),
      el('p', { class: 'ticket-meta', text: meta }),
      lines,
      el(
        'dl',
        { class: 'ticket-money' },
        el('dt', { text: ctx.t('totalStake') }),
        el('dd', { text: ctx.money(ticket.stake) }),
        el('dt', { text: ctx.t('returned') }),
        el('dd', {
          'data-returned': ticket.return ?? '',
          text: ticket.return ? ctx.money(ticket.return) : '—',
        }),
      ),
    ];
    if (ticket.state === 'rejected' && ticket.rejectReason)
      rows.push(
        el('p', { class: 'pending', text: failureText(ctx.lang, { status: ticket.rejectReason }, fill()) }),
      );
    if (ticket.cancellable) rows.push(cancelBlock(ticket));
    if (ticket.state === 'won' || ticket.state === 'lost')
      rows.push(
        el('a', {
          class: 'record-link',
          href: `#/draw/${encodeURIComponent(ticket.drawId)}`,
          text: ctx.t('fairnessRecord'),
        }),
      );
    return el(
      'article',
      {
        class: `ticket ${ticket.state}`,
        'data-testid': 'lottery-ticket',
        'data-ticket': ticket.ticketId,
        'data-state': ticket.state,
      },
      ...rows,
    );
  }

  const fill = () => ({ money: ctx.money, digits: ctx.digits, min: '', max: '' });

  function draw(): void {
    drawTabs();
    if (failed) {
      list.replaceChildren(el('p', { class: 'empty', role: 'alert', text: failed }));
      return;
    }
    if (!tickets) {
      list.replaceChildren(el('p', { class: 'loading', text: ctx.t('loading') }));
      return;
    }
    list.replaceChildren(
      ...(tickets.length ? tickets.map(ticketCard) : [el('p', { class: 'empty', text: ctx.t('noTickets') })]),
    );
  }

  async function load(): Promise<void> {
    const asked = filter;
    try {
      const answer = await ctx.api.tickets(asked);
      if (asked !== filter) return;
      tickets = answer.tickets;
      failed = undefined;
    } catch (error) {
      if (asked !== filter) return;
      // A poll that fails keeps what the list showed; a first load says why.
      if (tickets) return;
      failed = failureText(
        ctx.lang,
        { status: error instanceof LotteryError ? error.code : 'NETWORK' },
        fill(),
      );
    }
    // A confirm in progress is not redrawn under the player's finger.
    if (!busy) draw();
  }

  async function cancel(ticket: TicketView): Promise<void> {
    if (busy) return;
    busy = true;
    try {
      const result = await ctx.api.cancel(ticket.ticketId);
      if (result.ticket) {
        ctx.setBalance(result.balance);
        ctx.toast(ctx.t('cancelled'));
      } else {
        if (result.balance) ctx.setBalance(result.balance);
        ctx.toast(failureText(ctx.lang, result, fill()), 'alert');
      }
    } catch (error) {
      ctx.toast(
        failureText(ctx.lang, { status: error instanceof LotteryError ? error.code : 'NETWORK' }, fill()),
        'alert',
      );
    }
    busy = false;
    confirming = undefined;
    await load();
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
    reload() {
      if (!root.hidden) void load();
      else tickets = undefined;
    },
  };
}
