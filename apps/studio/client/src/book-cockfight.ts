import type { FixtureSummary, LobbyAnswer } from '../../src/book/api.js';
import type { BetView } from '../../src/book/engine/types.js';
import type { Market } from '../../src/book/feed/types.js';
import type { BookContext } from './book-context.js';
import { el } from './dom.js';

/*
 * The cockfight arena: the current fight live-style (two roosters in a pit, the phase and its
 * timer), three big bet buttons, stake chips, my bets on this fight and the road of past results.
 * The server prices and settles everything: this polls the lobby every 2 s (live = the current
 * fight, upcoming = the next, results = the history) and ticks the timer locally in between.
 */

type Lang = 'bn' | 'en';
type Side = 'meron' | 'draw' | 'wala';
type Outcome = Side | 'cancelled';
type Phase = 'scheduled' | 'open' | 'last_call' | 'closed' | 'result' | 'cancelled';

const POLL_MS = 2000;
const TICK_MS = 250;
const CHIPS = ['10', '50', '100', '500', '1000'];
const ROAD_LENGTH = 30;
const SIDES: Side[] = ['meron', 'draw', 'wala'];
const STAKE = /^\d{1,12}(\.\d{1,2})?$/;

const EN: Record<string, string> = {
  cf_fight: 'Fight {n}',
  cf_meron: 'MERON',
  cf_wala: 'WALA',
  cf_draw: 'DRAW',
  cf_phase_scheduled: 'Next fight',
  cf_phase_open: 'Betting open',
  cf_phase_last_call: 'Last call!',
  cf_phase_closed: 'Fight!',
  cf_phase_result: 'Result',
  cf_phase_cancelled: 'No contest',
  cf_win_meron: 'Meron wins',
  cf_win_wala: 'Wala wins',
  cf_win_draw: 'Draw',
  cf_win_cancelled: 'No contest',
  cf_timer_scheduled: 'Opens in',
  cf_timer_open: 'Last call in',
  cf_timer_last_call: 'Closing in',
  cf_timer_result: 'Next fight in',
  cf_timer_cancelled: 'Next fight in',
  cf_reason_scheduled: 'Betting opens when the fight is called.',
  cf_reason_closed: 'Betting is closed: the fight is on.',
  cf_reason_result: 'This fight is over. Betting on the next one opens soon.',
  cf_reason_cancelled: 'No contest: every bet on this fight is returned.',
  cf_reason_suspended: 'Betting is paused for a moment.',
  cf_reason_pick: 'Pick Meron, Draw or Wala.',
  cf_reason_draw: 'A draw returns Meron and Wala bets.',
  cf_stake: 'Stake',
  cf_stake_hint: 'Min {min} · Max {max}',
  cf_place: 'Place bet',
  cf_place_on: 'Bet {stake} on {side}',
  cf_returns: 'Returns {amount}',
  cf_placed: 'Bet placed: {side} @ {odds}',
  cf_odds_changed: 'The odds changed: {side} is now {odds}.',
  cf_accept: 'Bet at {odds}',
  cf_cancel: 'Cancel',
  cf_my_bets: 'My bets on this fight',
  cf_no_bets: 'No bets on this fight yet.',
  cf_history: 'Fight history',
  cf_no_history: 'No results yet.',
  cf_counts: 'Meron {meron} · Wala {wala} · Draw {draw} · No contest {cancelled}',
  cf_state_accepting: 'Accepting',
  cf_state_open: 'Open',
  cf_state_won: 'Won',
  cf_state_lost: 'Lost',
  cf_state_partial: 'Partly returned',
  cf_state_void: 'Void, stake returned',
  cf_state_cashed_out: 'Cashed out',
  cf_state_rejected: 'Rejected',
  cf_paid: 'Paid {amount}',
  cf_loading: 'Loading the arena…',
  cf_offline: 'Connection lost, retrying…',
  cf_bad_stake: 'Enter a stake, for example 100.',
  cf_err_MARKET_SUSPENDED: 'Betting is paused: try again in a moment.',
  cf_err_MARKET_CLOSED: 'Betting on this fight is closed.',
  cf_err_SELECTION_NOT_FOUND: 'Betting on this fight is closed.',
  cf_err_STAKE_TOO_LOW: 'The stake is below the minimum.',
  cf_err_STAKE_TOO_HIGH: 'The stake is above the maximum.',
  cf_err_PAYOUT_TOO_HIGH: 'The return would pass the maximum payout.',
  cf_err_LIABILITY_LIMIT: 'This side is full: try a smaller stake.',
  cf_err_INSUFFICIENT_FUNDS: 'Your balance is too low for this stake.',
  cf_err_WALLET_UNAVAILABLE: 'The wallet did not answer: try again.',
  cf_err: 'The bet was not taken ({code}).',
};

const BN: Record<string, string> = {
  cf_fight: 'লড়াই {n}',
  cf_meron: 'মেরন',
  cf_wala: 'ওয়ালা',
  cf_draw: 'ড্র',
  cf_phase_scheduled: 'পরের লড়াই',
  cf_phase_open: 'বাজি চলছে',
  cf_phase_last_call: 'শেষ ডাক!',
  cf_phase_closed: 'লড়াই চলছে!',
  cf_phase_result: 'ফলাফল',
  cf_phase_cancelled: 'নো কনটেস্ট',
  cf_win_meron: 'মেরন জয়ী',
  cf_win_wala: 'ওয়ালা জয়ী',
  cf_win_draw: 'ড্র',
  cf_win_cancelled: 'নো কনটেস্ট',
  cf_timer_scheduled: 'শুরু হবে',
  cf_timer_open: 'শেষ ডাক',
  cf_timer_last_call: 'বন্ধ হবে',
  cf_timer_result: 'পরের লড়াই',
  cf_timer_cancelled: 'পরের লড়াই',
  cf_reason_scheduled: 'লড়াই ডাকা হলে বাজি খুলবে।',
  cf_reason_closed: 'বাজি বন্ধ: লড়াই চলছে।',
  cf_reason_result: 'এই লড়াই শেষ। শিগগিরই পরের লড়াইয়ের বাজি খুলবে।',
  cf_reason_cancelled: 'নো কনটেস্ট: এই লড়াইয়ের সব বাজির টাকা ফেরত।',
  cf_reason_suspended: 'বাজি কিছুক্ষণের জন্য স্থগিত।',
  cf_reason_pick: 'মেরন, ড্র অথবা ওয়ালা বেছে নিন।',
  cf_reason_draw: 'ড্র হলে মেরন ও ওয়ালার বাজি ফেরত।',
  cf_stake: 'বাজির পরিমাণ',
  cf_stake_hint: 'সর্বনিম্ন {min} · সর্বোচ্চ {max}',
  cf_place: 'বাজি ধরুন',
  cf_place_on: '{side}-এ {stake} বাজি',
  cf_returns: 'ফেরত {amount}',
  cf_placed: 'বাজি গৃহীত: {side} @ {odds}',
  cf_odds_changed: 'দর বদলেছে: {side} এখন {odds}।',
  cf_accept: '{odds}-এ বাজি ধরুন',
  cf_cancel: 'বাতিল',
  cf_my_bets: 'এই লড়াইয়ে আমার বাজি',
  cf_no_bets: 'এই লড়াইয়ে এখনো কোনো বাজি নেই।',
  cf_history: 'লড়াইয়ের ইতিহাস',
  cf_no_history: 'এখনো কোনো ফল নেই।',
  cf_counts: 'মেরন {meron} · ওয়ালা {wala} · ড্র {draw} · নো কনটেস্ট {cancelled}',
  cf_state_accepting: 'গ্রহণ করা হচ্ছে',
  cf_state_open: 'চলমান',
  cf_state_won: 'জয়',
  cf_state_lost: 'হার',
  cf_state_partial: 'আংশিক ফেরত',
  cf_state_void: 'বাতিল, টাকা ফেরত',
  cf_state_cashed_out: 'ক্যাশ আউট',
  cf_state_rejected: 'প্রত্যাখ্যাত',
  cf_paid: 'পরিশোধ {amount}',
  cf_loading: 'আসর লোড হচ্ছে…',
  cf_offline: 'সংযোগ বিচ্ছিন্ন, আবার চেষ্টা হচ্ছে…',
  cf_bad_stake: 'বাজির পরিমাণ লিখুন, যেমন ১০০।',
  cf_err_MARKET_SUSPENDED: 'বাজি স্থগিত: একটু পরে আবার চেষ্টা করুন।',
  cf_err_MARKET_CLOSED: 'এই লড়াইয়ের বাজি বন্ধ।',
  cf_err_SELECTION_NOT_FOUND: 'এই লড়াইয়ের বাজি বন্ধ।',
  cf_err_STAKE_TOO_LOW: 'বাজির পরিমাণ সর্বনিম্নের চেয়ে কম।',
  cf_err_STAKE_TOO_HIGH: 'বাজির পরিমাণ সর্বোচ্চের চেয়ে বেশি।',
  cf_err_PAYOUT_TOO_HIGH: 'ফেরত সর্বোচ্চ পরিশোধ সীমা ছাড়িয়ে যাবে।',
  cf_err_LIABILITY_LIMIT: 'এই দিকে আর বাজি নেওয়া যাচ্ছে না: কম পরিমাণে চেষ্টা করুন।',
  cf_err_INSUFFICIENT_FUNDS: 'এই বাজির জন্য ব্যালান্স যথেষ্ট নয়।',
  cf_err_WALLET_UNAVAILABLE: 'ওয়ালেট সাড়া দেয়নি: আবার চেষ্টা করুন।',
  cf_err: 'বাজি নেওয়া হয়নি ({code})।',
};

const TEXTS: Record<Lang, Record<string, string>> = { en: EN, bn: BN };

/** A rooster facing right; Wala's is mirrored by CSS. Colours come from the fighter's CSS variables. */
const ROOSTER = `<svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
<path class="cf-b-dark" d="M34 62C14 44 10 22 20 12c2 18 10 32 22 42z"/>
<path class="cf-b-light" d="M34 66C10 62 2 40 6 28c8 16 20 26 34 30z"/>
<path class="cf-b-dark" d="M36 72C16 76 6 64 6 54c10 10 22 12 34 12z"/>
<ellipse class="cf-b-main" cx="56" cy="70" rx="27" ry="20"/>
<path class="cf-b-dark" d="M42 66c10-9 25-7 29 3-8 10-21 10-29-3z"/>
<path class="cf-b-light" d="M66 60c2-14 7-22 13-27l11 5c-3 10-5 20-11 32z"/>
<circle class="cf-b-main" cx="86" cy="34" r="9"/>
<path class="cf-b-comb" d="M78 27l2-8 3 5 3-7 3 6 3-5 1 9z"/>
<path class="cf-b-beak" d="M94 31l10 4-10 4z"/>
<path class="cf-b-comb" d="M91 40c3 6-2 8-3 1z"/>
<circle class="cf-b-eye" cx="89" cy="32" r="1.8"/>
<path class="cf-b-legs" d="M52 88l-2 17m0 0l-6 4m6-4l6 4M62 88l2 17m0 0l-6 4m6-4l6 4"/>
</svg>`;

/** The arena's stylesheet, a file beside book.css (the page's CSP allows no inline styles). */
function addStyles(base: string): void {
  if (document.getElementById('cf-style')) return;
  document.head.append(
    el('link', { id: 'cf-style', rel: 'stylesheet', href: `${base}/assets/cockfight.css` }),
  );
}

/** "12.50" → 1250n; undefined when it is not a stake (at most 2 decimals). */
function minorOf(text: string): bigint | undefined {
  if (!STAKE.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

const majorOf = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

function sideOf(selectionId: string): Side | undefined {
  return SIDES.find((side) => selectionId.endsWith(`-${side}`));
}

function phaseOf(fight: FixtureSummary): Phase {
  const phase = fight.score.phase;
  if (
    phase === 'open' ||
    phase === 'last_call' ||
    phase === 'closed' ||
    phase === 'result' ||
    phase === 'cancelled'
  )
    return phase;
  return fight.status === 'cancelled' ? 'cancelled' : 'scheduled';
}

/** How a finished fight ended: its settled market if the lobby sent it, else its score (W/L/D). */
function outcomeOf(fight: FixtureSummary): Outcome | undefined {
  const phase = phaseOf(fight);
  if (phase === 'cancelled') return 'cancelled';
  if (phase !== 'result') return undefined;
  const winner = fight.main?.selections.find((selection) => selection.result?.kind === 'win');
  const side = winner ? sideOf(winner.id) : undefined;
  if (side) return side;
  if (fight.score.home === 'D') return 'draw';
  if (fight.score.home === 'W') return 'meron';
  if (fight.score.away === 'W') return 'wala';
  return undefined;
}

const BEAD_LETTERS: Record<Lang, Record<Outcome, string>> = {
  en: { meron: 'M', wala: 'W', draw: 'D', cancelled: '×' },
  bn: { meron: 'ম', wala: 'ও', draw: 'ড্র', cancelled: '×' },
};

function buildView(root: HTMLElement, t: (key: string) => string) {
  const fighter = (side: 'meron' | 'wala') => {
    const node = el('div', { class: `cf-fighter ${side}`, 'data-fighter': side });
    node.innerHTML = ROOSTER;
    return node;
  };
  const view = {
    derby: el('p', { class: 'cf-derby' }),
    fightNo: el('p', { class: 'cf-fightno' }),
    banner: el('span', { class: 'cf-banner', 'data-role': 'phase' }),
    timerLabel: el('small'),
    timerValue: el('b', { 'data-role': 'timer' }),
    timer: el('div', { class: 'cf-timer', 'aria-hidden': 'true' }),
    meron: fighter('meron'),
    wala: fighter('wala'),
    outcome: el('span', { class: 'cf-outcome', 'data-role': 'outcome' }),
    meronEntry: el('div', { class: 'cf-entry meron' }),
    walaEntry: el('div', { class: 'cf-entry wala' }),
    sides: SIDES.map((side) =>
      el(
        'button',
        { class: 'cf-side', type: 'button', 'data-side': side, 'aria-pressed': 'false' },
        el('span', { class: 'cf-label', text: t(`cf_${side}`) }),
        el('span', { class: 'cf-odds', text: '—' }),
      ),
    ),
    reason: el('p', { class: 'cf-reason', role: 'status', 'aria-live': 'polite', text: t('cf_loading') }),
    confirmText: el('p'),
    accept: el('button', { class: 'cf-yes', type: 'button', 'data-action': 'accept-odds' }),
    reject: el('button', {
      class: 'cf-no',
      type: 'button',
      'data-action': 'reject-odds',
      text: t('cf_cancel'),
    }),
    confirm: el('div', { class: 'cf-confirm', role: 'alertdialog', hidden: '' }),
    chips: CHIPS.map((amount) =>
      el('button', {
        class: 'cf-chip',
        type: 'button',
        'data-stake': amount,
        'aria-pressed': 'false',
        text: amount,
      }),
    ),
    amount: el('input', {
      class: 'cf-amount',
      id: 'cf-amount',
      inputmode: 'decimal',
      autocomplete: 'off',
      'aria-label': t('cf_stake'),
      placeholder: t('cf_stake'),
    }),
    place: el('button', { class: 'cf-place', type: 'button', 'data-action': 'place-bet' }),
    hint: el('p', { class: 'cf-hint' }),
    bets: el('ul', { class: 'cf-bets', 'data-role': 'my-bets' }),
    counts: el('p', { class: 'cf-counts' }),
    road: el('div', { class: 'cf-road', 'data-role': 'road', role: 'list', 'aria-label': t('cf_history') }),
  };
  view.timer.append(view.timerLabel, view.timerValue);
  view.confirm.append(view.confirmText, view.accept, view.reject);
  root.classList.add('cf');
  root.dataset.page = 'cockfight';
  root.replaceChildren(
    el('div', { class: 'cf-head' }, view.derby, view.fightNo),
    el(
      'div',
      { class: 'cf-arena' },
      view.meron,
      view.wala,
      el('div', { class: 'cf-spark' }),
      view.banner,
      view.timer,
      view.outcome,
    ),
    el(
      'div',
      { class: 'cf-entries' },
      view.meronEntry,
      el('span', { class: 'cf-vs', text: 'VS' }),
      view.walaEntry,
    ),
    el('div', { class: 'cf-sides' }, ...view.sides),
    view.reason,
    view.confirm,
    el(
      'div',
      { class: 'cf-stake' },
      el('div', { class: 'cf-chips' }, ...view.chips),
      el('div', { class: 'cf-amount-row' }, view.amount, view.place),
      view.hint,
    ),
    el('h2', { text: t('cf_my_bets') }),
    view.bets,
    el('h2', { text: t('cf_history') }),
    view.counts,
    view.road,
  );
  return view;
}

function entryNodes(text: string): Node[] {
  const [bird = text, owner] = text.split(' — ');
  return [el('b', { text: bird }), ...(owner ? [el('br'), el('small', { text: owner })] : [])];
}

/**
 * Draws the cockfight arena into `root` and keeps it current until `root` leaves the page.
 * Buttons carry data-selection (the selection id), data-action="place-bet" places a single.
 */
export function mountCockfight(root: HTMLElement, ctx: BookContext): void {
  addStyles(ctx.boot.base);
  const lang: Lang = ctx.boot.lang === 'bn' ? 'bn' : 'en';
  const t = (key: string, values: Record<string, string | number> = {}) =>
    (TEXTS[lang][key] ?? EN[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
  const count = (value: number) =>
    new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-US', { useGrouping: false }).format(value);
  const view = buildView(root, t);
  for (const chip of view.chips) chip.textContent = count(Number(chip.dataset.stake));
  const state = {
    fight: undefined as FixtureSummary | undefined,
    phase: 'scheduled' as Phase,
    side: undefined as Side | undefined,
    changed: new Map<string, number>(),
    deadlines: new Map<string, number>(),
    pending: undefined as { selectionId: string; odds: number } | undefined,
    busy: false,
    offline: false,
    openBetIds: new Set<string>(),
    settledFetchedFor: '',
    bets: [] as BetView[],
  };

  const market = (): Market | undefined => state.fight?.main;
  const bettable = () =>
    (state.phase === 'open' || state.phase === 'last_call') && market()?.status === 'open';
  const selectionFor = (side: Side) =>
    market()?.selections.find((selection) => sideOf(selection.id) === side);
  const oddsFor = (side: Side) => {
    const selection = selectionFor(side);
    return selection === undefined ? undefined : (state.changed.get(selection.id) ?? selection.odds);
  };
  const sideText = (side: Side) => t(`cf_${side}`);

  function reasonText(): string {
    if (state.offline) return t('cf_offline');
    if (state.fight === undefined) return t('cf_loading');
    if (!bettable()) {
      const open = state.phase === 'open' || state.phase === 'last_call';
      return t(open ? 'cf_reason_suspended' : `cf_reason_${state.phase}`);
    }
    return t(state.side === undefined ? 'cf_reason_pick' : 'cf_reason_draw');
  }

  function renderFight(): void {
    const fight = state.fight;
    root.dataset.phase = state.phase;
    root.dataset.fixture = fight?.id ?? '';
    view.derby.textContent = fight?.derby ? ctx.name(fight.derby) : fight ? ctx.name(fight.league) : '';
    view.fightNo.textContent = fight?.fightNo === undefined ? '' : t('cf_fight', { n: count(fight.fightNo) });
    view.banner.textContent = t(`cf_phase_${state.phase}`);
    view.meronEntry.replaceChildren(...(fight ? entryNodes(ctx.name(fight.home)) : []));
    view.walaEntry.replaceChildren(...(fight ? entryNodes(ctx.name(fight.away)) : []));
    const outcome = fight ? outcomeOf(fight) : undefined;
    view.outcome.hidden = outcome === undefined;
    view.outcome.dataset.outcome = outcome ?? '';
    view.outcome.textContent = outcome ? t(`cf_win_${outcome}`) : '';
    for (const side of ['meron', 'wala'] as const) {
      const node = side === 'meron' ? view.meron : view.wala;
      const result =
        outcome === undefined
          ? ''
          : outcome === side
            ? 'win'
            : outcome === 'draw'
              ? ''
              : outcome === 'cancelled'
                ? 'void'
                : 'lose';
      if (result) node.dataset.result = result;
      else delete node.dataset.result;
    }
    const open = bettable();
    if (!open) {
      state.side = undefined;
      state.pending = undefined;
    }
    for (const [index, side] of SIDES.entries()) {
      const button = view.sides[index];
      if (button === undefined) continue;
      const selection = selectionFor(side);
      const odds = oddsFor(side);
      button.dataset.selection = selection?.id ?? '';
      button.disabled = !open || selection === undefined;
      button.setAttribute('aria-pressed', String(state.side === side));
      const oddsNode = button.querySelector('.cf-odds');
      if (oddsNode) oddsNode.textContent = odds === undefined ? '—' : ctx.odds(odds);
    }
    view.reason.textContent = reasonText();
    renderConfirm();
    renderStake();
    tick();
  }

  function renderConfirm(): void {
    const pending = state.pending;
    view.confirm.hidden = pending === undefined;
    if (pending === undefined) return;
    const side = sideOf(pending.selectionId) ?? 'meron';
    view.confirmText.textContent = t('cf_odds_changed', {
      side: sideText(side),
      odds: ctx.odds(pending.odds),
    });
    view.accept.textContent = t('cf_accept', { odds: ctx.odds(pending.odds) });
    view.accept.disabled = state.busy;
  }

  function renderStake(): void {
    const text = view.amount.value.trim();
    const minor = minorOf(text);
    for (const chip of view.chips) chip.setAttribute('aria-pressed', String(chip.dataset.stake === text));
    const side = state.side;
    const odds = side ? oddsFor(side) : undefined;
    const ready = bettable() && side !== undefined && odds !== undefined && minor !== undefined && minor > 0n;
    view.place.disabled = !ready || state.busy;
    if (ready && side && odds && minor) {
      view.place.replaceChildren(
        t('cf_place_on', { stake: ctx.money(majorOf(minor)), side: sideText(side) }),
        el('small', {
          text: t('cf_returns', { amount: ctx.money(majorOf((minor * BigInt(odds)) / 1000n)) }),
        }),
      );
    } else view.place.textContent = t('cf_place');
    const limits = ctx.boot.limits;
    view.hint.textContent = t('cf_stake_hint', {
      min: ctx.money(limits.minStake),
      max: ctx.money(limits.maxStake),
    });
  }

  function tick(): void {
    const fight = state.fight;
    const deadline = fight ? state.deadlines.get(`${fight.id}:${state.phase}`) : undefined;
    view.timer.hidden = deadline === undefined || state.phase === 'closed';
    if (deadline === undefined) return;
    const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    view.timerLabel.textContent = t(`cf_timer_${state.phase}`);
    view.timerValue.textContent = `${count(Math.floor(seconds / 60))}:${count(seconds % 60).padStart(2, count(0))}`;
    view.timer.classList.toggle(
      'urgent',
      seconds <= 10 && (state.phase === 'open' || state.phase === 'last_call'),
    );
  }

  function renderBets(): void {
    if (state.bets.length === 0) {
      view.bets.replaceChildren(el('li', { class: 'cf-empty', text: t('cf_no_bets') }));
      return;
    }
    view.bets.replaceChildren(
      ...state.bets.map((bet) => {
        const leg = bet.legs[0];
        const side = leg ? sideOf(leg.selectionId) : undefined;
        const settled = bet.state !== 'open' && bet.state !== 'accepting';
        return el(
          'li',
          { class: 'cf-bet', 'data-bet': bet.betId, 'data-state': bet.state, 'data-side': side ?? '' },
          el('span', { text: `${side ? sideText(side) : ''} @ ${leg ? ctx.odds(leg.odds) : ''}` }),
          el('span', { class: 'cf-bet-state', text: t(`cf_state_${bet.state}`) }),
          el('small', { text: ctx.money(bet.stake) }),
          el('small', {
            text: settled
              ? t('cf_paid', { amount: ctx.money(bet.returned) })
              : t('cf_returns', { amount: ctx.money(bet.potentialReturn) }),
          }),
        );
      }),
    );
  }

  function renderRoad(results: FixtureSummary[]): void {
    const beads = results
      .slice(0, ROAD_LENGTH)
      .reverse()
      .flatMap((fight) => {
        const outcome = outcomeOf(fight);
        return outcome ? [{ fight, outcome }] : [];
      });
    const totals: Record<Outcome, number> = { meron: 0, wala: 0, draw: 0, cancelled: 0 };
    for (const bead of beads) totals[bead.outcome] += 1;
    view.counts.textContent =
      beads.length === 0
        ? t('cf_no_history')
        : t('cf_counts', {
            meron: count(totals.meron),
            wala: count(totals.wala),
            draw: count(totals.draw),
            cancelled: count(totals.cancelled),
          });
    view.road.hidden = beads.length === 0;
    view.road.replaceChildren(
      ...beads.map(({ fight, outcome }) =>
        el('span', {
          class: 'cf-bead',
          role: 'listitem',
          'data-outcome': outcome,
          title: `${t('cf_fight', { n: count(fight.fightNo ?? 0) })}: ${t(`cf_win_${outcome}`)}`,
          'aria-label': `${t('cf_fight', { n: count(fight.fightNo ?? 0) })}: ${t(`cf_win_${outcome}`)}`,
          text: BEAD_LETTERS[lang][outcome],
        }),
      ),
    );
  }

  function apply(lobby: LobbyAnswer): void {
    const fight = lobby.live[0] ?? lobby.results[0] ?? lobby.upcoming[0];
    if (fight?.id !== state.fight?.id) {
      state.side = undefined;
      state.pending = undefined;
      state.openBetIds = new Set();
      state.bets = [];
      state.deadlines.clear();
    }
    state.fight = fight;
    state.phase = fight ? phaseOf(fight) : 'scheduled';
    state.changed.clear();
    const left = fight?.score.secondsLeft;
    if (fight && left !== undefined) {
      // The earliest deadline seen wins: a fixture copied at its phase change keeps its first
      // secondsLeft, and counting from each poll would then never run down.
      const key = `${fight.id}:${state.phase}`;
      const at = Date.now() + left * 1000;
      state.deadlines.set(key, Math.min(state.deadlines.get(key) ?? at, at));
    }
    renderFight();
    renderRoad(lobby.results);
  }

  async function refreshBets(): Promise<void> {
    const fight = state.fight;
    if (fight === undefined) return;
    const onFight = (bet: BetView) => bet.legs.some((leg) => leg.fixtureId === fight.id);
    const open = (await ctx.api.bets('open')).filter(onFight);
    const openIds = new Set(open.map((bet) => bet.betId));
    const finished = [...state.openBetIds].some((id) => !openIds.has(id));
    const decided = state.phase === 'result' || state.phase === 'cancelled';
    let settled = state.bets.filter(
      (bet) => !openIds.has(bet.betId) && bet.state !== 'open' && bet.state !== 'accepting',
    );
    if (finished || (decided && state.settledFetchedFor !== fight.id)) {
      settled = (await ctx.api.bets('settled')).filter(onFight);
      state.settledFetchedFor = fight.id;
    }
    // A bet of this fight was settled: the result was paid, so the header balance moved.
    if (finished) ctx.setBalance(await ctx.api.balance());
    if (state.fight?.id !== fight.id) return;
    state.openBetIds = openIds;
    state.bets = [...open, ...settled.filter((bet) => !openIds.has(bet.betId))].sort(
      (a, b) => b.placedAt - a.placedAt,
    );
    renderBets();
  }

  function failureText(code: string): string {
    const key = `cf_err_${code}`;
    return TEXTS[lang][key] ? t(key) : t('cf_err', { code });
  }

  async function place(selectionId: string, odds: number): Promise<void> {
    const minor = minorOf(view.amount.value.trim());
    if (minor === undefined || minor <= 0n) {
      ctx.toast(t('cf_bad_stake'), 'alert');
      return;
    }
    state.busy = true;
    renderFight();
    try {
      const answer = await ctx.api.place({
        type: 'single',
        legs: [{ selectionId, odds }],
        stake: majorOf(minor),
        acceptOdds: ctx.boot.prefs.acceptOdds,
        requestId: crypto.randomUUID(),
      });
      if ('bet' in answer) {
        state.pending = undefined;
        ctx.setBalance(answer.balance);
        ctx.toast(t('cf_placed', { side: sideText(sideOf(selectionId) ?? 'meron'), odds: ctx.odds(odds) }));
        state.bets = [answer.bet, ...state.bets.filter((bet) => bet.betId !== answer.bet.betId)];
        state.openBetIds.add(answer.bet.betId);
        renderBets();
      } else if ('changes' in answer) {
        for (const change of answer.changes) state.changed.set(change.selectionId, change.odds);
        const change = answer.changes.find((candidate) => candidate.selectionId === selectionId);
        state.pending = change ? { selectionId, odds: change.odds } : undefined;
        if (!change) ctx.toast(failureText(answer.status), 'alert');
      } else {
        if (answer.balance) ctx.setBalance(answer.balance);
        ctx.toast(failureText(answer.status), 'alert');
      }
    } catch {
      ctx.toast(t('cf_offline'), 'alert');
    } finally {
      state.busy = false;
      renderFight();
    }
  }

  for (const [index, button] of view.sides.entries()) {
    button.addEventListener('click', () => {
      const side = SIDES[index];
      state.side = state.side === side ? undefined : side;
      state.pending = undefined;
      renderFight();
    });
  }
  for (const chip of view.chips) {
    chip.addEventListener('click', () => {
      view.amount.value = chip.dataset.stake ?? '';
      renderStake();
    });
  }
  view.amount.addEventListener('input', renderStake);
  view.place.addEventListener('click', () => {
    const side = state.side;
    const selection = side ? selectionFor(side) : undefined;
    const odds = side ? oddsFor(side) : undefined;
    if (selection && odds !== undefined && !state.busy) void place(selection.id, odds);
  });
  view.accept.addEventListener('click', () => {
    if (state.pending && !state.busy) void place(state.pending.selectionId, state.pending.odds);
  });
  view.reject.addEventListener('click', () => {
    state.pending = undefined;
    renderConfirm();
  });

  // Polls until the arena leaves the page (it is built before it is attached, so only a root
  // that was once connected and no longer is stops the loop).
  let attached = false;
  const ticker = setInterval(tick, TICK_MS);
  async function poll(): Promise<void> {
    if (root.isConnected) attached = true;
    else if (attached) {
      clearInterval(ticker);
      return;
    }
    if (!root.hidden) {
      try {
        apply(await ctx.api.lobby());
        state.offline = false;
        await refreshBets();
      } catch {
        state.offline = true;
        view.reason.textContent = reasonText();
      }
    }
    setTimeout(() => void poll(), POLL_MS);
  }
  renderFight();
  renderBets();
  renderRoad([]);
  void poll();
}
