import type { BookBoot } from '../../src/book/api.js';
import type { AcceptOdds } from '../../src/book/engine/types.js';
import type { Names } from '../../src/book/feed/types.js';
import { BookError, createBookApi } from './book-api.js';
import type { BookContext } from './book-context.js';
import { bengaliDigits, formatOdds, type OddsFormat } from './book-format.js';
import { historyView } from './book-history.js';
import { lobbyView } from './book-lobby.js';
import { matchView } from './book-match.js';
import { createSlip } from './book-slip.js';
import { bookText, errorText } from './book-texts.js';
import { type Kit, poller, syncPressed, type View } from './book-widgets.js';
import { el } from './dom.js';
import { formatMoney } from './numbers.js';

/*
 * The book page: a sportsbook (or the cockfight arena) a player opens from the site's SPORTS,
 * ESPORTS or COCKFIGHT games. The server prices, accepts and settles every bet; this page lists
 * fixtures, builds the slip and shows the bets. Routes live in the hash: #/ (lobby),
 * #/match/<id>, #/bets.
 */

const BALANCE_POLL_MS = 10_000;
const TOAST_MS = 4000;
const ODDS_FORMATS: OddsFormat[] = ['decimal', 'hk', 'malay', 'indo'];
const ACCEPT_ODDS: AcceptOdds[] = ['any', 'higher', 'none'];

function readBoot(): BookBoot | undefined {
  const node = document.getElementById('boot');
  try {
    const boot = JSON.parse(node?.textContent ?? 'null') as BookBoot | null;
    return boot?.kind === 'book' ? boot : undefined;
  } catch {
    return undefined;
  }
}

function startBook(boot: BookBoot): void {
  const lang = boot.lang;
  const app = document.getElementById('app') as HTMLElement;
  app.className = `app book ${boot.category}`;
  app.dataset.page = 'book';
  document.documentElement.lang = lang;
  const api = createBookApi(boot);

  // ── Header, toasts ──────────────────────────────────────────────────────────
  const balance = el('output', { class: 'balance', 'data-balance': boot.balance, 'aria-live': 'polite' });
  const statusToast = el('p', { class: 'toast', role: 'status', 'aria-live': 'polite' });
  const alertToast = el('p', { class: 'toast alert', role: 'alert' });
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  const ctx: BookContext = {
    boot,
    api,
    t: (key, values) => bookText(lang, key, values),
    name: (names: Names) => names[lang] || names.en,
    odds: (odds) => {
      const text = formatOdds(odds, boot.prefs.oddsFormat);
      return lang === 'bn' ? bengaliDigits(text) : text;
    },
    money: (amount) => formatMoney(amount, boot.currency, lang),
    setBalance(amount) {
      balance.dataset.balance = amount;
      balance.textContent = ctx.money(amount);
    },
    toast(text, kind = 'status') {
      const node = kind === 'alert' ? alertToast : statusToast;
      statusToast.textContent = '';
      alertToast.textContent = '';
      node.textContent = text;
      if (toastTimer) clearTimeout(toastTimer);
      toastTimer = setTimeout(() => {
        node.textContent = '';
      }, TOAST_MS);
    },
  };
  ctx.setBalance(boot.balance);

  const lobbyLink = el('a', { class: 'lobby', href: boot.lobby, text: `‹ ${ctx.t('lobby')}` });
  const betsButton = el('button', {
    class: 'chip',
    type: 'button',
    'data-action': 'my-bets',
    text: ctx.t('myBets'),
  });
  const settingsButton = el('button', {
    class: 'chip icon',
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-label': ctx.t('settings'),
    'data-action': 'settings',
    text: '⚙',
  });
  const header = el(
    'header',
    { class: 'book-top' },
    lobbyLink,
    el('h1', { class: 'book-title', text: boot.name }),
    el(
      'span',
      { class: 'balance-box' },
      el('span', { class: 'balance-label', text: ctx.t('balance') }),
      balance,
    ),
    el('div', { class: 'header-actions' }, betsButton, settingsButton),
  );

  // ── Views ───────────────────────────────────────────────────────────────────
  const kit: Kit = {
    ctx,
    api,
    lang,
    slip: { has: () => false, toggle: () => undefined, observe: () => undefined },
    go: (route) => {
      if (location.hash !== route) location.hash = route;
      else showRoute();
    },
  };
  const slip = createSlip(kit, () => syncPressed(slip));
  kit.slip = slip;
  const main = el('div', { class: 'book-main' });
  const views: Record<'lobby' | 'match' | 'bets', View> = {
    lobby: lobbyView(kit, boot.sport),
    match: matchView(kit),
    bets: historyView(kit),
  };
  const arena = el('section', { class: 'view arena-view', 'data-view': 'arena' });
  const cockfight = boot.category === 'cockfight';
  if (cockfight) {
    // Loaded only for the arena: the sportsbook page does not fetch the cockfight module.
    import('./book-cockfight.js')
      .then(({ mountCockfight }) => mountCockfight(arena, ctx))
      .catch(() => ctx.toast(errorText(lang, 'default'), 'alert'));
  } else main.append(views.lobby.root, views.match.root);
  main.append(views.bets.root);
  if (cockfight) main.prepend(arena);
  for (const view of Object.values(views)) view.root.hidden = true;

  const settings = settingsSheet();
  app.replaceChildren(
    header,
    el('div', { class: 'book-body' }, main, ...(cockfight ? [] : [slip.aside])),
    ...(cockfight ? [] : [slip.bar, slip.sheet]),
    settings,
    statusToast,
    alertToast,
  );

  function showRoute(): void {
    const hash = location.hash;
    const match = /^#\/match\/(.+)$/.exec(hash);
    const target: keyof typeof views = hash === '#/bets' ? 'bets' : match && !cockfight ? 'match' : 'lobby';
    for (const [name, view] of Object.entries(views)) {
      if (name !== target) view.hide();
    }
    arena.hidden = !cockfight || target === 'bets';
    if (match?.[1] && !cockfight)
      (views.match as ReturnType<typeof matchView>).open(decodeURIComponent(match[1]));
    betsButton.setAttribute('aria-pressed', String(target === 'bets'));
    if (cockfight && target === 'lobby') return;
    views[target].show();
  }
  window.addEventListener('hashchange', showRoute);
  betsButton.addEventListener('click', () => kit.go(location.hash === '#/bets' ? '#/' : '#/bets'));
  showRoute();

  // The wallet also moves with results and cash-outs paid while the page is open.
  poller(BALANCE_POLL_MS, async () => {
    ctx.setBalance(await api.balance());
  }).start();

  // ── Settings: odds format and accept-odds, saved on the server ─────────────
  function settingsSheet(): HTMLDialogElement {
    const dialog = el('dialog', { class: 'sheet settings-sheet', 'aria-labelledby': 'settings-title' });
    const close = el('button', { class: 'chip', type: 'button', text: ctx.t('close') });
    close.addEventListener('click', () => dialog.close());
    const group = <T extends string>(
      name: string,
      legend: string,
      values: T[],
      current: () => T,
      label: (v: T) => string,
    ) =>
      el(
        'fieldset',
        { class: 'choice' },
        el('legend', { text: legend }),
        ...values.map((value) => {
          const input = el('input', { type: 'radio', name, value });
          input.checked = current() === value;
          input.addEventListener('change', () => void savePrefs(name, value));
          return el('label', { class: 'choice-row' }, input, el('span', { text: label(value) }));
        }),
      );
    dialog.append(
      el('div', { class: 'sheet-head' }, el('h2', { id: 'settings-title', text: ctx.t('settings') }), close),
      group(
        'oddsFormat',
        ctx.t('oddsFormat'),
        ODDS_FORMATS,
        () => boot.prefs.oddsFormat,
        (v) => `${ctx.t(`format.${v}`)} (${formatSample(v)})`,
      ),
      group(
        'acceptOdds',
        ctx.t('acceptOdds'),
        ACCEPT_ODDS,
        () => boot.prefs.acceptOdds,
        (v) => ctx.t(`accept.${v}`),
      ),
    );
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    settingsButton.addEventListener('click', () => dialog.showModal());
    return dialog;
  }

  function formatSample(format: OddsFormat): string {
    const text = `${formatOdds(1950, format)} / ${formatOdds(2500, format)}`;
    return lang === 'bn' ? bengaliDigits(text) : text;
  }

  async function savePrefs(name: string, value: string): Promise<void> {
    const change =
      name === 'oddsFormat' ? { oddsFormat: value as OddsFormat } : { acceptOdds: value as AcceptOdds };
    const before = boot.prefs;
    boot.prefs = { ...boot.prefs, ...change };
    redraw();
    try {
      boot.prefs = (await api.savePrefs(change)).prefs;
      ctx.toast(ctx.t('saved'));
    } catch (error) {
      boot.prefs = before;
      ctx.toast(errorText(lang, error instanceof BookError ? error.code : 'NETWORK'), 'alert');
    }
    redraw();
  }

  function redraw(): void {
    for (const view of Object.values(views)) if (!view.root.hidden) view.refresh();
    slip.render();
  }
}

const boot = readBoot();
if (boot) startBook(boot);
