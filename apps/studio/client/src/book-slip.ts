import type { Fixture, Market } from '../../src/book/feed/types.js';
import { fromMinor, type SystemKind, systemBets, systemsFor, toMinor } from './book-format.js';
import { legRow, modeTabs, stakeField } from './book-slip-parts.js';
import { emptyState, placeInOrder, type SlipRules, type SlipState, slipBets } from './book-slip-rules.js';
import { type Kit, keepFocus, type SlipControl, type SlipLeg } from './book-widgets.js';
import { el } from './dom.js';
import { currencyDecimals, formatCount } from './numbers.js';

/**
 * The bet slip: singles, a parlay or a system over the selections the player tapped. A bottom
 * sheet (a modal dialog) on a phone, a right column on a desktop. It survives a reload in
 * sessionStorage. Each click on Place bet sends a fresh requestId; an ODDS_CHANGED answer shows
 * old → new odds and an "Accept new odds" button that places again at the new odds.
 */

export type Slip = SlipControl & {
  bar: HTMLButtonElement;
  sheet: HTMLDialogElement;
  aside: HTMLElement;
  render(): void;
};

const MAX_LEGS = 20;
const DESKTOP = '(min-width: 900px)';

export function createSlip(kit: Kit, onChange: () => void): Slip {
  const { ctx } = kit;
  const boot = ctx.boot;
  const storageKey = `khela.book.slip.${boot.category}`;
  const decimals = currencyDecimals(boot.currency);
  const minMinor = toMinor(boot.limits.minStake, decimals) ?? 0n;
  const maxMinor = toMinor(boot.limits.maxStake, decimals) ?? 0n;
  const maxPayoutMinor = toMinor(boot.limits.maxPayout, decimals) ?? 0n;
  let state = restore();
  let busy = false;

  const panel = el('div', { class: 'slip', 'data-slip': '' });
  const bar = el('button', {
    class: 'slip-bar',
    type: 'button',
    'aria-haspopup': 'dialog',
    'data-action': 'open-slip',
  });
  const sheet = el('dialog', { class: 'sheet slip-sheet', 'aria-labelledby': 'slip-title' });
  const aside = el('aside', { class: 'slip-column', 'aria-labelledby': 'slip-title' });
  const desktop = window.matchMedia(DESKTOP);
  bar.addEventListener('click', () => {
    render();
    sheet.showModal();
  });
  sheet.addEventListener('click', (event) => {
    if (event.target === sheet) sheet.close(); // a tap on the backdrop
  });
  sheet.addEventListener('close', () => bar.focus({ preventScroll: true }));
  desktop.addEventListener('change', () => {
    place();
    render();
  });
  place();

  /** The panel lives in the sheet on a phone and in the column on a desktop. */
  function place(): void {
    if (desktop.matches) {
      if (sheet.open) sheet.close();
      aside.append(panel);
    } else sheet.append(panel);
  }

  function restore(): SlipState {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as SlipState | null;
      if (saved && Array.isArray(saved.legs)) return { ...emptyState(), ...saved };
    } catch {
      // A damaged saved slip starts empty.
    }
    return emptyState();
  }

  function save(): void {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the slip still works, it just does not survive a reload.
    }
  }

  function changed(): void {
    const fits = systemsFor(state.legs.length);
    if (state.mode === 'parlay' && state.legs.length < 2) state.mode = 'single';
    if (state.mode === 'system' && fits.length === 0)
      state.mode = state.legs.length >= 2 ? 'parlay' : 'single';
    if (!state.system || !fits.includes(state.system)) state.system = fits[0];
    save();
    render();
    onChange();
  }

  // ── Money on the slip ───────────────────────────────────────────────────────

  const money = (minor: bigint) => ctx.money(fromMinor(minor, decimals));
  const stakeOf = (text: string | undefined) => toMinor(text ?? '', decimals);

  const rules: SlipRules = {
    decimals,
    minMinor,
    maxMinor,
    maxPayoutMinor,
    acceptOdds: () => boot.prefs.acceptOdds,
    t: ctx.t,
    money,
  };
  const bets = () => slipBets(state, rules);

  // ── Drawing ─────────────────────────────────────────────────────────────────

  const message = el('p', { class: 'slip-message', role: 'alert' });
  const summary = el('div', { class: 'slip-summary', 'aria-live': 'polite' });
  const placeButton = el('button', { class: 'primary place', type: 'button', 'data-action': 'place-bet' });
  placeButton.addEventListener('click', () => void placeAll());

  function stakeInput(value: string, label: string, onInput: (text: string) => void, key: string) {
    const placeholder = fromMinor(minMinor, decimals);
    return stakeField({
      label,
      value,
      focusKey: key,
      placeholder,
      onInput(text) {
        onInput(text);
        save();
        drawSummary();
      },
    });
  }

  function legOf(leg: SlipLeg): HTMLElement {
    const stake =
      state.mode === 'single'
        ? stakeInput(
            state.stakes[leg.selectionId] ?? '',
            ctx.t('stake'),
            (text) => {
              state.stakes[leg.selectionId] = text;
            },
            `stake:${leg.selectionId}`,
          )
        : undefined;
    return legRow(ctx, leg, state.changes[leg.selectionId], () => toggle(leg), stake);
  }

  function drawSummary(): void {
    const result = bets();
    const lines: HTMLElement[] = [];
    if (state.mode === 'system' && state.system) {
      const unit = stakeOf(state.stake) ?? 0n;
      const count = systemBets(state.system);
      lines.push(
        el('p', {
          text: ctx.t('systemBets', {
            bets: formatCount(count, kit.lang),
            unit: money(unit),
            total: money(unit * BigInt(count)),
          }),
        }),
      );
    }
    if ('inputs' in result) {
      lines.push(
        el('p', {}, `${ctx.t('totalStake')}: `, el('strong', { text: money(result.stake) })),
        el(
          'p',
          {},
          `${ctx.t('potentialReturn')}: `,
          el('strong', { class: 'return', text: money(result.payout) }),
        ),
      );
    }
    lines.push(
      el('p', { class: 'limits', text: ctx.t('limits', { min: money(minMinor), max: money(maxMinor) }) }),
    );
    // A stake typed but not placeable says why at once; clicking Place bet says it again.
    const typed = state.mode === 'single' ? Object.values(state.stakes).some(Boolean) : state.stake !== '';
    if ('error' in result && typed) lines.push(el('p', { class: 'slip-hint', text: result.error }));
    summary.replaceChildren(...lines);
    placeButton.disabled = busy;
    if (!busy) {
      const count = 'inputs' in result ? result.inputs.length : 1;
      placeButton.textContent =
        count > 1 ? ctx.t('placeBets', { count: formatCount(count, kit.lang) }) : ctx.t('placeBet');
    }
  }

  function render(): void {
    const count = formatCount(state.legs.length, kit.lang);
    bar.textContent = ctx.t('slipCount', { count });
    bar.hidden = state.legs.length === 0 && !sheet.open;
    const close = el('button', { class: 'chip close', type: 'button', text: ctx.t('close') });
    close.addEventListener('click', () => sheet.close());
    const clear = el('button', { class: 'chip', type: 'button', text: ctx.t('clear') });
    clear.addEventListener('click', () => {
      state = emptyState();
      message.textContent = '';
      changed();
    });
    const head = el(
      'div',
      { class: 'sheet-head' },
      el('h2', { id: 'slip-title', text: ctx.t('slipCount', { count }) }),
      ...(state.legs.length ? [clear] : []),
      ...(desktop.matches ? [] : [close]),
    );
    if (state.legs.length === 0) {
      panel.replaceChildren(head, el('p', { class: 'empty', text: ctx.t('slipEmpty') }));
      return;
    }
    const tabs = modeTabs(ctx, state.mode, state.legs.length, (mode) => {
      state.mode = mode;
      changed();
    });
    const parts: HTMLElement[] = [head, tabs, el('ul', { class: 'legs' }, ...state.legs.map(legOf))];
    if (state.mode === 'system') {
      const select = el('select', { class: 'system-kind', 'aria-label': ctx.t('system') });
      for (const kind of systemsFor(state.legs.length)) {
        const bets = formatCount(systemBets(kind), kit.lang);
        const option = el('option', { value: kind, text: `${ctx.t(`system.${kind}`)} (${bets})` });
        option.selected = kind === state.system;
        select.append(option);
      }
      select.addEventListener('change', () => {
        state.system = select.value as SystemKind;
        save();
        drawSummary();
      });
      parts.push(select);
    }
    if (state.mode !== 'single') {
      const label = state.mode === 'system' ? ctx.t('unitStake') : ctx.t('stake');
      parts.push(stakeInput(state.stake, label, (text) => (state.stake = text), 'stake:all'));
    }
    parts.push(summary, message);
    if (Object.keys(state.changes).length > 0) {
      const accept = el('button', {
        class: 'primary accept',
        type: 'button',
        'data-action': 'accept-odds',
        text: ctx.t('acceptNewOdds'),
      });
      accept.addEventListener('click', () => void acceptNewOdds());
      parts.push(accept);
    } else parts.push(placeButton);
    panel.replaceChildren(...parts);
    drawSummary();
  }

  // ── Placing ─────────────────────────────────────────────────────────────────

  async function placeAll(): Promise<void> {
    if (busy) return;
    const result = bets();
    if ('error' in result) {
      message.textContent = result.error;
      return;
    }
    busy = true;
    message.textContent = '';
    placeButton.disabled = true;
    placeButton.textContent = state.legs.some((leg) => leg.live) ? ctx.t('accepting') : ctx.t('placing');
    const outcome = await placeInOrder(
      result.inputs,
      (input) => ctx.api.place(input),
      (answer) => {
        ctx.setBalance(answer.balance);
        ctx.toast(answer.bet.state === 'accepting' ? ctx.t('placedAccepting') : ctx.t('placed'));
      },
      ctx.setBalance,
    );
    const placed = new Set(outcome.placed);
    state.legs = state.legs.filter((leg) => !placed.has(leg.selectionId));
    for (const change of outcome.changes ?? []) state.changes[change.selectionId] = change.odds;
    const text = outcome.changes
      ? ctx.t('error.ODDS_CHANGED')
      : outcome.failure
        ? failureText(outcome.failure)
        : '';
    if (state.legs.length === 0 && sheet.open) sheet.close();
    busy = false;
    changed();
    message.textContent = text;
  }

  function failureText(code: string): string {
    const values = { min: money(minMinor), max: money(maxMinor), maxPayout: money(maxPayoutMinor) };
    const key = `error.${code}`;
    const text = ctx.t(key, values);
    return text === key ? ctx.t('error.default') : text;
  }

  async function acceptNewOdds(): Promise<void> {
    for (const leg of state.legs) {
      const odds = state.changes[leg.selectionId];
      if (odds !== undefined) leg.odds = odds;
    }
    state.changes = {};
    save();
    render();
    await placeAll();
  }

  // ── The control the views use ───────────────────────────────────────────────

  function toggle(leg: SlipLeg): void {
    const index = state.legs.findIndex((entry) => entry.selectionId === leg.selectionId);
    if (index >= 0) {
      state.legs.splice(index, 1);
      delete state.stakes[leg.selectionId];
      delete state.changes[leg.selectionId];
    } else {
      if (state.legs.length >= MAX_LEGS) return;
      // One selection per market: a second tap in the same market replaces the first.
      state.legs = state.legs.filter((entry) => entry.marketId !== leg.marketId);
      state.legs.push(leg);
    }
    message.textContent = '';
    changed();
  }

  function observe(fixture: Fixture, markets: Market[]): void {
    let touched = false;
    for (const market of markets) {
      for (const leg of state.legs) {
        if (leg.marketId !== market.id) continue;
        const suspended = market.status !== 'open';
        const live = fixture.status === 'live';
        if (leg.suspended !== suspended || leg.live !== live) {
          leg.suspended = suspended;
          leg.live = live;
          touched = true;
        }
      }
    }
    if (!touched) return;
    save();
    if (!busy) keepFocus(panel, render);
  }

  render();
  return {
    bar,
    sheet,
    aside,
    render,
    has: (selectionId) => state.legs.some((leg) => leg.selectionId === selectionId),
    toggle,
    observe,
  };
}
