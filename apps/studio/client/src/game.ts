import type { ClientGame } from '../../src/page.js';
import type { PublicSeeds, RevealedSeeds, SessionView, SpinOutcome, SpinView } from '../../src/studio.js';
import { el, symbolNode, useSymbolArt } from './dom.js';
import { formatCount, formatMoney } from './numbers.js';
import { type Lang, TEXTS } from './texts.js';
import { startVerifier, type VerifierBoot } from './verify.js';

/*
 * The game page: a slot a person plays with mouse, finger or space bar. The server decides
 * every outcome (POST /api/spin); this only shows it — reels spun with requestAnimationFrame
 * and CSS transforms, stopping one by one on the window the server sent.
 */

/** The answer of POST /api/spin: the studio's round outcome, or a failure status. */
type SpinAnswer = { status: string } & SpinOutcome;
type GameBoot = { mode: 'game'; base: string; lobby: string; session: SessionView; game: ClientGame };
type Boot = GameBoot | VerifierBoot | { mode: 'error' };

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** "1234.50" → 123450 (display arithmetic only; the server's strings are the truth). */
function minorOf(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  return negative ? -value : value;
}

function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

function easeOutBack(p: number): number {
  const s = 0.9;
  const q = p - 1;
  return 1 + (s + 1) * q * q * q + s * q * q;
}

function startGame(boot: GameBoot): void {
  const { session, game, base, lobby } = boot;
  useSymbolArt(game.symbols);
  let lang: Lang = session.lang;
  let t = TEXTS[lang];
  const state = {
    balance: session.balance,
    stakeIndex: Math.min(2, session.stakes.length - 1),
    win: '0.00',
    spinning: false,
    hurry: false,
    autoLeft: 0,
    fairness: session.fairness,
    revealed: [] as RevealedSeeds[],
    lastRound: null as SpinAnswer | null,
    window: game.strips.map((strip) =>
      Array.from({ length: game.rows }, (_, row) => strip[row % strip.length] ?? 0),
    ),
  };
  const symbolCode = (index: number) => game.symbols[index]?.code ?? '?';
  const scatter = game.symbols.findIndex((symbol) => symbol.kind === 'scatter');
  const stake = () => session.stakes[state.stakeIndex] ?? session.stakes[0] ?? '1.00';

  const app = document.getElementById('app') as HTMLElement;
  app.className = 'app game';
  app.style.setProperty('--accent', game.theme.accent);
  app.style.setProperty('--reel-bg', game.theme.reel);
  app.style.setProperty('--bg', game.theme.background);
  app.style.setProperty('--reels', String(game.reels));
  app.style.setProperty('--rows', String(game.rows));

  // ── Static frame ──────────────────────────────────────────────────────────────
  const lobbyLink = el('a', { class: 'lobby', href: lobby, 'data-testid': 'lobby' });
  const title = el('h1', { class: 'title', text: session.name });
  // A catalogue game skinned on one of our slots says which one.
  const subtitle = el('p', { class: 'subtitle' });
  const langButton = el('button', { class: 'chip lang', type: 'button' });
  const banner = el('div', { class: 'banner', 'data-testid': 'banner', hidden: '' });
  const reelsBox = el('div', { class: 'reels', 'data-testid': 'reels' });
  const reelStrips: HTMLElement[] = [];
  for (let reel = 0; reel < game.reels; reel += 1) {
    const strip = el('div', { class: 'strip' });
    reelStrips.push(strip);
    reelsBox.append(el('div', { class: 'reel' }, strip));
  }
  const overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  overlay.setAttribute('class', 'paylines');
  overlay.setAttribute('viewBox', `0 0 ${game.reels * 100} ${game.rows * 100}`);
  overlay.setAttribute('preserveAspectRatio', 'none');
  reelsBox.append(overlay);
  const message = el('p', {
    class: 'message',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'message',
  });
  const balanceValue = el('strong', { 'data-testid': 'balance' });
  const winValue = el('strong', { 'data-testid': 'win' });
  const balanceLabel = el('span');
  const winLabel = el('span');
  const stakeLabel = el('span');
  const stakeValue = el('output', { 'data-testid': 'stake' });
  const stakeDown = el('button', {
    class: 'round small',
    type: 'button',
    text: '−',
    'data-testid': 'stake-down',
  });
  const stakeUp = el('button', {
    class: 'round small',
    type: 'button',
    text: '+',
    'data-testid': 'stake-up',
  });
  const spinButton = el('button', { class: 'spin', type: 'button', 'data-testid': 'spin' });
  const autoButton = el('button', { class: 'chip auto', type: 'button', 'data-testid': 'auto' });
  const infoButton = el('button', { class: 'chip', type: 'button', 'data-testid': 'info' });
  const fairButton = el('button', { class: 'chip', type: 'button', 'data-testid': 'fair' });
  const infoSheet = el('dialog', { class: 'sheet', 'data-testid': 'paytable' });
  const fairSheet = el('dialog', { class: 'sheet', 'data-testid': 'fairness' });

  app.replaceChildren(
    el('header', { class: 'top' }, lobbyLink, el('div', { class: 'heading' }, title, subtitle), langButton),
    el('section', { class: 'stage' }, el('div', { class: 'cabinet' }, banner, reelsBox), message),
    el(
      'section',
      { class: 'meters' },
      el('div', { class: 'meter' }, balanceLabel, balanceValue),
      el('div', { class: 'meter win' }, winLabel, winValue),
    ),
    el(
      'footer',
      { class: 'controls' },
      el('div', { class: 'side left' }, infoButton, fairButton),
      el(
        'div',
        { class: 'stake' },
        stakeLabel,
        el('div', { class: 'stake-row' }, stakeDown, stakeValue, stakeUp),
      ),
      spinButton,
      el('div', { class: 'side right' }, autoButton),
    ),
    infoSheet,
    fairSheet,
  );

  function renderTexts(): void {
    t = TEXTS[lang];
    document.documentElement.lang = lang;
    lobbyLink.textContent = `‹ ${t.lobby}`;
    subtitle.textContent = `${game.title[lang]} · Khela Studio`;
    langButton.textContent = t.language;
    balanceLabel.textContent = t.balance;
    winLabel.textContent = t.win;
    stakeLabel.textContent = t.stake;
    stakeDown.setAttribute('aria-label', t.lessStake);
    stakeUp.setAttribute('aria-label', t.moreStake);
    infoButton.textContent = t.info;
    fairButton.textContent = t.fair;
    renderButtons();
    renderMeters();
  }

  function renderButtons(): void {
    spinButton.textContent = state.spinning ? t.stop : t.spin;
    spinButton.classList.toggle('busy', state.spinning);
    autoButton.textContent = state.autoLeft > 0 ? t.autoLeft(state.autoLeft) : t.auto;
    autoButton.classList.toggle('on', state.autoLeft > 0);
    stakeDown.disabled = state.spinning || state.stakeIndex === 0;
    stakeUp.disabled = state.spinning || state.stakeIndex === session.stakes.length - 1;
    stakeValue.textContent = formatMoney(stake(), session.currency, lang);
  }

  function renderMeters(): void {
    balanceValue.textContent = formatMoney(state.balance, session.currency, lang);
    balanceValue.dataset.amount = state.balance;
    winValue.textContent = formatMoney(state.win, session.currency, lang);
    winValue.dataset.amount = state.win;
  }

  function setWindow(reel: number, symbols: number[]): void {
    const strip = reelStrips[reel] as HTMLElement;
    strip.style.transform = 'translateY(0)';
    strip.replaceChildren(...symbols.map((symbol) => symbolNode(symbolCode(symbol), 'cell')));
  }

  function say(text: string, kind: 'info' | 'error' | 'win' = 'info'): void {
    message.textContent = text;
    message.dataset.kind = kind;
  }

  // ── Reels ─────────────────────────────────────────────────────────────────────
  /** Spins every reel and stops them left to right on `target` (the server's window). */
  function spinReels(target: number[][], quick: boolean): Promise<void> {
    clearHighlights();
    const cell =
      (reelStrips[0]?.firstElementChild as HTMLElement | null)?.getBoundingClientRect().height || 80;
    const baseDuration = reducedMotion ? 150 : quick ? 450 : 700;
    const stagger = reducedMotion ? 60 : quick ? 120 : 220;
    const speed = 0.028; // cells per ms at full speed
    const reels = target.map((window, reel) => {
      const strip = reelStrips[reel] as HTMLElement;
      const old = state.window[reel] ?? window;
      const source = game.strips[reel] ?? [0];
      const duration = baseDuration + reel * stagger;
      const filler = Math.max(4, Math.round(duration * speed));
      // Top to bottom: the new window, strip symbols, then the old window (where we start).
      const column = [
        ...window,
        ...Array.from({ length: filler }, (_, j) => source[(reel * 7 + j * 3) % source.length] ?? 0),
        ...old,
      ];
      strip.replaceChildren(...column.map((symbol) => symbolNode(symbolCode(symbol), 'cell')));
      const distance = (window.length + filler) * cell;
      strip.style.transform = `translateY(${-distance}px)`;
      strip.classList.add('moving');
      return { strip, duration, distance, window, done: false };
    });
    return new Promise((resolve) => {
      let start = 0;
      let elapsedShift = 0;
      const frame = (now: number) => {
        if (!start) start = now;
        let elapsed = now - start + elapsedShift;
        if (state.hurry) {
          // Stop soon: jump every reel close to its end.
          const latest = Math.max(...reels.filter((r) => !r.done).map((r) => r.duration), 0);
          if (latest - elapsed > 180) {
            elapsedShift += latest - elapsed - 180;
            elapsed = latest - 180;
          }
        }
        let running = 0;
        reels.forEach((r, reel) => {
          if (r.done) return;
          const p = Math.min(1, elapsed / r.duration);
          const offset = -r.distance * (1 - easeOutBack(p));
          r.strip.style.transform = `translateY(${offset.toFixed(2)}px)`;
          if (p >= 1) {
            r.done = true;
            r.strip.classList.remove('moving');
            setWindow(reel, r.window);
            state.window[reel] = r.window;
          } else running += 1;
        });
        if (running > 0) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  function cellNode(reel: number, row: number): HTMLElement | undefined {
    return reelStrips[reel]?.children[row] as HTMLElement | undefined;
  }

  function clearHighlights(): void {
    overlay.replaceChildren();
    for (const strip of reelStrips)
      for (const child of Array.from(strip.children)) child.classList.remove('hit');
    reelsBox.classList.remove('has-win');
  }

  const LINE_COLOURS = [
    '#ffd23f',
    '#ff6b6b',
    '#4ecdc4',
    '#a29bfe',
    '#55efc4',
    '#fd79a8',
    '#fab1a0',
    '#74b9ff',
  ];

  function highlight(spin: SpinView): void {
    clearHighlights();
    spin.lineWins.forEach((win, index) => {
      const points = (game.lines[win.line] ?? [])
        .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
        .join(' ');
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      line.setAttribute('points', points);
      line.setAttribute('stroke', LINE_COLOURS[index % LINE_COLOURS.length] as string);
      overlay.append(line);
      for (const [reel, row] of win.cells) cellNode(reel, row)?.classList.add('hit');
    });
    if (spin.scatterWin !== '0.00' || spin.freeSpinsAwarded > 0) {
      spin.window.forEach((rows, reel) => {
        rows.forEach((symbol, row) => {
          if (symbol === scatter) cellNode(reel, row)?.classList.add('hit');
        });
      });
    }
    if (spin.lineWins.length > 0 || spin.scatterWin !== '0.00') reelsBox.classList.add('has-win');
  }

  function countWin(from: string, to: string, ms: number): Promise<void> {
    const a = minorOf(from);
    const b = minorOf(to);
    if (a === b || reducedMotion) {
      state.win = to;
      renderMeters();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const start = performance.now();
      const step = (now: number) => {
        const p = state.hurry ? 1 : Math.min(1, (now - start) / ms);
        state.win = p >= 1 ? to : fromMinor(a + (b - a) * (1 - (1 - p) ** 2));
        renderMeters();
        if (p < 1) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
  }

  function showBanner(text: string | null, kind = ''): void {
    if (text === null) {
      banner.hidden = true;
      return;
    }
    banner.textContent = text;
    banner.className = `banner ${kind}`;
    banner.hidden = false;
  }

  // ── Playing ───────────────────────────────────────────────────────────────────
  async function spinOnce(): Promise<boolean> {
    if (state.spinning) {
      state.hurry = true;
      return true;
    }
    state.spinning = true;
    state.hurry = false;
    const stakeText = stake();
    const previousBalance = state.balance;
    state.balance = fromMinor(minorOf(state.balance) - minorOf(stakeText));
    state.win = '0.00';
    say(t.goodLuck);
    showBanner(null);
    renderButtons();
    renderMeters();
    let answer: SpinAnswer | { status: string; balance?: string };
    // The outcome comes first (one quick call), then the reels spin onto it.
    const request = postJson<SpinAnswer>(`${base}/api/spin`, {
      sessionId: session.sessionId,
      stake: stakeText,
    }).catch(() => ({ status: 'NETWORK' }) as { status: string });
    answer = await request;
    if (answer.status !== 'OK' || !('spins' in answer)) {
      state.balance = 'balance' in answer && answer.balance ? answer.balance : previousBalance;
      state.spinning = false;
      state.autoLeft = 0;
      say(t.errors[answer.status] ?? t.errors.default ?? '', 'error');
      message.dataset.code = answer.status;
      renderButtons();
      renderMeters();
      return false;
    }
    delete message.dataset.code;
    const round = answer;
    state.lastRound = round;
    state.fairness = round.next;
    const [first, ...free] = round.spins;
    if (!first) return false;
    await spinReels(first.window, false);
    highlight(first);
    let shown = '0.00';
    if (first.win !== '0.00') {
      await countWin(shown, first.win, 700);
      shown = first.win;
      say(describe(first), 'win');
    } else say('');
    if (free.length > 0) {
      showBanner(t.freeSpinsWon(free.length, game.multiplier), 'free');
      await sleep(state.hurry ? 300 : 1400);
      let index = 0;
      for (const spin of free) {
        index += 1;
        showBanner(t.freeSpinOf(index, free.length), 'free');
        await spinReels(spin.window, true);
        highlight(spin);
        const total = fromMinor(minorOf(shown) + minorOf(spin.win));
        if (spin.win !== '0.00') {
          await countWin(shown, total, 400);
          say(describe(spin), 'win');
        }
        shown = total;
        await sleep(state.hurry ? 80 : 450);
      }
      const freeTotal = fromMinor(free.reduce((sum, spin) => sum + minorOf(spin.win), 0));
      showBanner(t.freeSpinsTotal(formatMoney(freeTotal, session.currency, lang)), 'free done');
    }
    if (minorOf(round.win) >= 20 * minorOf(round.stake))
      showBanner(`${t.bigWin} ${formatMoney(round.win, session.currency, lang)}`, 'big');
    state.win = round.win;
    state.balance = round.balance;
    if (round.creditPending) say(t.creditPending, 'error');
    state.spinning = false;
    state.hurry = false;
    renderButtons();
    renderMeters();
    renderFair();
    app.dataset.rounds = String(Number(app.dataset.rounds ?? '0') + 1);
    return true;
  }

  function describe(spin: SpinView): string {
    const parts = spin.lineWins
      .slice(0, 3)
      .map((win) => `${t.lineWin(win.line + 1, win.count)}: ${formatMoney(win.win, session.currency, lang)}`);
    if (spin.scatterWin !== '0.00')
      parts.push(
        `${symbolCode(scatter)} ×${formatCount(spin.scatterCount, lang)}: ${formatMoney(spin.scatterWin, session.currency, lang)}`,
      );
    if (spin.lineWins.length > 3) parts.push('…');
    return parts.join(' · ');
  }

  async function autoPlay(): Promise<void> {
    if (state.autoLeft > 0) {
      state.autoLeft = 0;
      renderButtons();
      return;
    }
    state.autoLeft = 10;
    renderButtons();
    while (state.autoLeft > 0) {
      if (!state.spinning) {
        const ok = await spinOnce();
        if (!ok) break;
        state.autoLeft = Math.max(0, state.autoLeft - 1);
        renderButtons();
        await sleep(500);
      } else await sleep(100);
    }
    state.autoLeft = 0;
    renderButtons();
  }

  // ── Sheets: paytable and fairness ─────────────────────────────────────────────
  function renderInfo(): void {
    const lines = game.lines.length;
    const rows = game.symbols.map((symbol) => {
      const pays = symbol.pays
        .map((pay, count) => ({ pay, count }))
        .filter((entry) => entry.pay > 0)
        .reverse()
        .map((entry) =>
          el(
            'li',
            {},
            el('b', { text: `${formatCount(entry.count, lang)}×` }),
            ` ${formatCount(entry.pay, lang)}${symbol.kind === 'scatter' ? ` × ${t.stake}` : ''}`,
          ),
        );
      return el(
        'div',
        { class: `pay-row ${symbol.kind}` },
        symbolNode(symbol.code, 'pay-sym'),
        el('ul', {}, ...pays),
      );
    });
    const spins = game.freeSpins
      .map((n, count) => (n > 0 ? `${formatCount(count, lang)}→${formatCount(n, lang)}` : ''))
      .filter(Boolean)
      .join(', ');
    const diagrams = game.lines.map((line, index) => {
      const grid = el('div', { class: 'mini-line', title: `${index + 1}` });
      for (let row = 0; row < game.rows; row += 1) {
        for (let reel = 0; reel < game.reels; reel += 1)
          grid.append(el('i', line[reel] === row ? { class: 'on' } : {}));
      }
      return el('figure', {}, grid, el('figcaption', { text: String(index + 1) }));
    });
    infoSheet.replaceChildren(
      el('div', { class: 'sheet-head' }, el('h2', { text: t.paytable }), closeButton(infoSheet)),
      el('p', { class: 'note', text: t.paysNote(lines) }),
      el('div', { class: 'pays' }, ...rows),
      el('p', { class: 'note', text: t.wildNote }),
      el('p', { class: 'note', text: t.scatterNote(spins, game.multiplier) }),
      el('p', {
        class: 'note strong',
        text: t.rtpNote(
          `${formatCount(Math.round(game.rtp * 10_000) / 100, lang)} %`,
          t.volatility[game.volatility] ?? game.volatility,
        ),
      }),
      el('h3', { text: t.lines }),
      el('div', { class: 'line-grid', style: `--reels:${game.reels};--rows:${game.rows}` }, ...diagrams),
    );
  }

  function closeButton(dialog: HTMLDialogElement): HTMLButtonElement {
    const button = el('button', { class: 'chip close', type: 'button', text: t.close });
    button.addEventListener('click', () => dialog.close());
    return button;
  }

  function verifyLink(revealed: RevealedSeeds, nonce: number): string {
    const query = new URLSearchParams({
      lang,
      game: session.slotCode,
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      nonce: String(nonce),
    });
    return `${base}/verify?${query.toString()}`;
  }

  function renderFair(): void {
    const seedInput = el('input', {
      value: state.fairness.clientSeed,
      maxlength: '64',
      'aria-label': t.clientSeed,
      'data-testid': 'client-seed',
      spellcheck: 'false',
      autocomplete: 'off',
    });
    const rotate = el('button', {
      class: 'chip primary',
      type: 'button',
      text: t.rotate,
      'data-testid': 'rotate',
    });
    const problem = el('p', { class: 'message', role: 'alert' });
    rotate.addEventListener('click', async () => {
      if (state.spinning) return;
      const answer = await postJson<{ status: string; revealed?: RevealedSeeds; next?: PublicSeeds }>(
        `${base}/api/seeds`,
        {
          sessionId: session.sessionId,
          clientSeed: seedInput.value.trim(),
        },
      ).catch(
        () => ({ status: 'NETWORK' }) as { status: string; revealed?: RevealedSeeds; next?: PublicSeeds },
      );
      if (answer.status !== 'OK' || !answer.revealed || !answer.next) {
        problem.textContent = t.errors[answer.status] ?? t.errors.default ?? '';
        return;
      }
      state.revealed.unshift(answer.revealed);
      state.fairness = answer.next;
      renderFair();
    });
    const revealedList = state.revealed.map((seeds) =>
      el(
        'li',
        {},
        el(
          'div',
          {},
          el('small', { text: t.serverSeed }),
          el('code', { 'data-testid': 'revealed-seed', text: seeds.serverSeed }),
        ),
        el(
          'div',
          {},
          el('small', { text: `${t.clientSeed} · ${t.rounds}: ${seeds.nonces}` }),
          el('code', { text: seeds.clientSeed }),
        ),
        seeds.nonces > 0
          ? el('a', {
              href: verifyLink(seeds, seeds.nonces - 1),
              target: '_blank',
              rel: 'noopener',
              text: `${t.verify} #${seeds.nonces - 1}`,
            })
          : '',
      ),
    );
    fairSheet.replaceChildren(
      el('div', { class: 'sheet-head' }, el('h2', { text: t.fairTitle }), closeButton(fairSheet)),
      el('p', { class: 'note', text: t.fairIntro }),
      el(
        'label',
        {},
        el('small', { text: t.serverSeedHash }),
        el('code', { 'data-testid': 'seed-hash', text: state.fairness.serverSeedHash }),
      ),
      el('label', {}, el('small', { text: t.clientSeed }), seedInput),
      el(
        'label',
        {},
        el('small', { text: t.nonce }),
        el('code', { 'data-testid': 'nonce', text: String(state.fairness.nonce) }),
      ),
      rotate,
      problem,
      state.lastRound
        ? el('p', {
            class: 'note',
            text: `${t.lastRound}: ${state.lastRound.roundId} · nonce ${state.lastRound.fairness.nonce}`,
          })
        : '',
      state.revealed.length > 0 ? el('h3', { text: t.revealed }) : '',
      el('ul', { class: 'revealed' }, ...revealedList),
      el('a', {
        class: 'chip',
        href: `${base}/verify?lang=${lang}`,
        target: '_blank',
        rel: 'noopener',
        text: t.verifyTitle,
      }),
    );
  }

  function rememberInAddress(): void {
    const reload = new URLSearchParams({ session: session.sessionId, lang, lobby });
    history.replaceState(
      null,
      '',
      `${base}/play/${encodeURIComponent(session.gameCode)}?${reload.toString()}`,
    );
  }

  // ── Wiring ────────────────────────────────────────────────────────────────────
  spinButton.addEventListener('click', () => {
    if (state.autoLeft > 0 && !state.spinning) return;
    void spinOnce();
  });
  autoButton.addEventListener('click', () => void autoPlay());
  stakeDown.addEventListener('click', () => {
    state.stakeIndex = Math.max(0, state.stakeIndex - 1);
    renderButtons();
  });
  stakeUp.addEventListener('click', () => {
    state.stakeIndex = Math.min(session.stakes.length - 1, state.stakeIndex + 1);
    renderButtons();
  });
  infoButton.addEventListener('click', () => {
    renderInfo();
    infoSheet.showModal();
  });
  fairButton.addEventListener('click', () => {
    renderFair();
    fairSheet.showModal();
  });
  for (const sheet of [infoSheet, fairSheet]) {
    sheet.addEventListener('click', (event) => {
      if (event.target === sheet) sheet.close(); // a click on the backdrop
    });
  }
  langButton.addEventListener('click', () => {
    lang = lang === 'bn' ? 'en' : 'bn';
    title.textContent = session.slotCode === session.gameCode ? game.title[lang] : session.name;
    renderTexts();
    rememberInAddress();
    say('');
  });
  document.addEventListener('keydown', (event) => {
    if (event.code !== 'Space' && event.key !== ' ') return;
    const target = event.target as HTMLElement | null;
    if (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName)) return;
    if (infoSheet.open || fairSheet.open) return;
    event.preventDefault();
    void spinOnce();
  });

  game.strips.forEach((_, reel) => {
    setWindow(reel, state.window[reel] ?? []);
  });
  // The launch token in the address is spent: a reload comes back with the session instead.
  rememberInAddress();
  renderTexts();
  app.dataset.ready = 'true';
}

const bootNode = document.getElementById('boot');
const boot = (bootNode ? JSON.parse(bootNode.textContent || '{}') : { mode: 'error' }) as Boot;
if (boot.mode === 'game') startGame(boot);
else if (boot.mode === 'verify') startVerifier(boot);
