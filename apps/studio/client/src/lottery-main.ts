import type { GameView, LotteryBoot } from '../../src/lottery/api.js';
import type { LotteryVerifyBoot } from '../../src/lottery/page.js';
import type { Names } from '../../src/lottery/schedule.js';
import { fromMinor } from './book-format.js';
import { poller, timeText, type View } from './book-widgets.js';
import { el } from './dom.js';
import { createLotteryApi, LotteryError } from './lottery-api.js';
import { createBasket } from './lottery-basket.js';
import { familyGames } from './lottery-clock.js';
import type { LotteryContext } from './lottery-context.js';
import { fairnessView } from './lottery-fairness.js';
import { playView } from './lottery-play.js';
import { resultsView } from './lottery-results.js';
import { failureText, lotteryText } from './lottery-texts.js';
import { ticketsView } from './lottery-tickets.js';
import { trendsView } from './lottery-trends.js';
import { startLotteryVerifier } from './lottery-verify.js';
import { currencyDecimals, formatDigitsIn, formatMoney } from './numbers.js';

/*
 * The lottery page (issue 20): a player opens it from the site's lottery games. The studio
 * sells tickets into draws, draws them provably fairly and settles them; this page lists the
 * family's games, sells a basket of lines into the open draw and shows tickets, results, trends
 * and each draw's fairness record. Routes live in the hash: #/ (play), #/tickets, #/results,
 * #/trends, #/draw/<id>. The same bundle serves the standalone verifier (boot kind
 * 'lottery-verify').
 */

const BALANCE_POLL_MS = 10_000;
const TOAST_MS = 4000;
const ROUTES = ['play', 'tickets', 'results', 'trends'] as const;
type Route = (typeof ROUTES)[number] | 'draw';
const HASH: Record<(typeof ROUTES)[number], string> = {
  play: '#/',
  tickets: '#/tickets',
  results: '#/results',
  trends: '#/trends',
};

function readBoot(): LotteryBoot | LotteryVerifyBoot | undefined {
  const node = document.getElementById('boot');
  try {
    const boot = JSON.parse(node?.textContent ?? 'null') as LotteryBoot | LotteryVerifyBoot | null;
    return boot?.kind === 'lottery' || boot?.kind === 'lottery-verify' ? boot : undefined;
  } catch {
    return undefined;
  }
}

/** The route a hash names, and the draw id of #/draw/<id>. */
function routeOf(hash: string): { route: Route; drawId?: string } {
  const draw = /^#\/draw\/(.+)$/.exec(hash);
  if (draw?.[1]) return { route: 'draw', drawId: decodeURIComponent(draw[1]) };
  const name = hash.replace(/^#\/?/, '');
  return {
    route: (ROUTES as readonly string[]).includes(name) && name !== 'play' ? (name as Route) : 'play',
  };
}

/** The context the views share, and the page's own way to hand it the games once they arrive. */
function createContext(
  boot: LotteryBoot,
  balance: HTMLOutputElement,
  toasts: HTMLElement[],
): { ctx: LotteryContext; setGames(list: GameView[], initial: string): void } {
  const lang = boot.lang;
  const decimals = currencyDecimals(boot.currency);
  const api = createLotteryApi(boot);
  const listeners: (() => void)[] = [];
  let offsetMs = 0;
  let games: GameView[] = [];
  let selected: string | undefined;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  const [statusToast, alertToast] = toasts;
  const ctx: LotteryContext = {
    boot,
    api,
    lang,
    decimals,
    t: (key, values) => lotteryText(lang, key, values),
    digits: (text) => formatDigitsIn(String(text), lang),
    time: (ms) => timeText(ms, lang),
    name: (names: Names) => names[lang] || names.en,
    money: (amount) => formatMoney(amount, boot.currency, lang),
    moneyMinor: (minor) => formatMoney(fromMinor(minor, decimals), boot.currency, lang),
    now: () => Date.now() + offsetMs,
    setOffset(next) {
      offsetMs = next;
    },
    games: () => games,
    game: () => games.find((game) => game.code === selected),
    selectGame(code) {
      if (code === selected) return;
      selected = code;
      for (const listener of listeners) listener();
    },
    onGame: (listener) => listeners.push(listener),
    setBalance(amount) {
      balance.dataset.balance = amount;
      balance.textContent = ctx.money(amount);
    },
    refreshBalance() {
      api.balance().then(ctx.setBalance, () => undefined);
    },
    toast(text, kind = 'status') {
      if (!statusToast || !alertToast) return;
      const node = kind === 'alert' ? alertToast : statusToast;
      statusToast.textContent = '';
      alertToast.textContent = '';
      node.textContent = text;
      if (toastTimer) clearTimeout(toastTimer);
      toastTimer = setTimeout(() => {
        node.textContent = '';
      }, TOAST_MS);
    },
    go(route) {
      if (location.hash !== route) location.hash = route;
    },
  };
  function setGames(list: GameView[], initial: string): void {
    games = list;
    selected = list.some((game) => game.code === initial) ? initial : list[0]?.code;
    for (const listener of listeners) listener();
  }
  return { ctx, setGames };
}

/**
 * The launch token in the address is spent: a reload opens the page again on the session instead
 * (the studio's /play route takes ?session=), as the slot page does.
 */
function rememberInAddress(boot: LotteryBoot): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('token') || !url.pathname.includes('/play/')) return;
  url.search = new URLSearchParams({
    session: boot.sessionId,
    lang: boot.lang,
    lobby: boot.lobby,
  }).toString();
  history.replaceState(null, '', url);
}

function startLottery(boot: LotteryBoot): void {
  const lang = boot.lang;
  const app = document.getElementById('app') as HTMLElement;
  app.className = `app lottery ${boot.family}`;
  app.dataset.page = 'lottery';
  document.documentElement.lang = lang;
  rememberInAddress(boot);

  const balance = el('output', { class: 'balance', 'data-testid': 'lottery-balance', 'aria-live': 'polite' });
  const toasts = [
    el('p', { class: 'toast', role: 'status', 'aria-live': 'polite' }),
    el('p', { class: 'toast alert', role: 'alert' }),
  ];
  const { ctx, setGames } = createContext(boot, balance, toasts);
  ctx.setBalance(boot.balance);

  // ── Header, navigation, game chips ──────────────────────────────────────────
  const title = el('h1', { class: 'lot-title', text: boot.name });
  const header = el(
    'header',
    { class: 'lot-top' },
    el('a', {
      class: 'lobby',
      href: boot.lobby,
      'data-testid': 'lottery-lobby',
      text: `‹ ${ctx.t('lobby')}`,
    }),
    title,
    el(
      'span',
      { class: 'balance-box' },
      el('span', { class: 'balance-label', text: ctx.t('balance') }),
      balance,
    ),
  );
  const nav = el(
    'nav',
    { class: 'lot-nav tabs' },
    ...ROUTES.map((route) =>
      el('a', { class: 'tab', href: HASH[route], 'data-route': route, text: ctx.t(`nav.${route}`) }),
    ),
  );
  const chips = el('nav', { class: 'game-chips', 'aria-label': ctx.t('games') });

  // ── Views ───────────────────────────────────────────────────────────────────
  const basket = createBasket(ctx);
  const tickets = ticketsView(ctx);
  const record = fairnessView(ctx);
  const views: Record<Route, View> = {
    play: playView(ctx, basket),
    tickets,
    results: resultsView(ctx),
    trends: trendsView(ctx),
    draw: record,
  };
  basket.onBought(() => {
    tickets.reload();
    ctx.refreshBalance();
  });
  const main = el('div', { class: 'lot-main' }, ...Object.values(views).map((view) => view.root));
  for (const view of Object.values(views)) view.root.hidden = true;
  app.replaceChildren(
    header,
    nav,
    chips,
    el('div', { class: 'lot-body' }, main, basket.aside),
    basket.bar,
    basket.sheet,
    ...toasts,
  );

  function drawChips(): void {
    const current = ctx.game();
    title.textContent = current ? ctx.name(current.name) : boot.name;
    document.title = title.textContent;
    chips.replaceChildren(
      ...ctx.games().map((game) => {
        const chip = el('button', {
          class: 'chip',
          type: 'button',
          'data-testid': `lottery-game-${game.code}`,
          'aria-pressed': String(game.code === current?.code),
          text: ctx.name(game.name),
        });
        chip.addEventListener('click', () => ctx.selectGame(game.code));
        return chip;
      }),
    );
    // The selected game's chip in sight in a row that scrolls sideways.
    chips.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }
  ctx.onGame(() => {
    drawChips();
    basket.render();
  });

  function showRoute(): void {
    const { route, drawId } = routeOf(location.hash);
    for (const [name, view] of Object.entries(views)) if (name !== route) view.hide();
    for (const link of nav.querySelectorAll<HTMLElement>('[data-route]'))
      if (link.dataset.route === route) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    chips.hidden = route === 'tickets' || route === 'draw';
    if (route === 'draw' && drawId) record.open(drawId);
    views[route].show();
  }
  window.addEventListener('hashchange', showRoute);

  async function loadGames(): Promise<void> {
    chips.replaceChildren(el('p', { class: 'loading', text: ctx.t('loading') }));
    try {
      const answer = await ctx.api.games();
      ctx.setOffset(answer.offsetMs);
      const list = familyGames(answer.games, boot.family, boot.gameCode);
      if (list.length === 0) chips.replaceChildren(el('p', { class: 'empty', text: ctx.t('noGames') }));
      setGames(list, boot.gameCode);
      showRoute();
    } catch (error) {
      const status = error instanceof LotteryError ? error.code : 'NETWORK';
      const retry = el('button', { class: 'chip', type: 'button', text: ctx.t('retry') });
      retry.addEventListener('click', () => void loadGames());
      const fill = { money: ctx.money, digits: ctx.digits, min: '', max: '' };
      chips.replaceChildren(
        el('p', { class: 'empty', role: 'alert', text: failureText(lang, { status }, fill) }),
        retry,
      );
    }
  }
  void loadGames();

  // The wallet also moves with results paid while the page is open.
  poller(BALANCE_POLL_MS, async () => {
    ctx.setBalance(await ctx.api.balance());
  }).start();
}

const boot = readBoot();
if (boot?.kind === 'lottery') startLottery(boot);
else if (boot?.kind === 'lottery-verify') startLotteryVerifier(boot);
