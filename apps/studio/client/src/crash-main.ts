import type { BetView, HistoryEntry, RoundRecord, RoundView } from '../../src/rooms/crash/engine.js';
import type { CrashBoot } from '../../src/rooms/crash/page.js';
import { hundredthsOf, multiplierAt, multiplierText, winText } from './crash-curve.js';
import { type CrashTextKey, crashError, crashText } from './crash-texts.js';
import { checkRound } from './crash-verify.js';
import { el } from './dom.js';
import { currencyDecimals, formatDigitsIn, formatMoney } from './numbers.js';
import { openRoomSocket, type RoomMessage, roomSocketUrl } from './room-socket.js';

/**
 * The crash page (issue 21, decision 0077): the room's round live on the room socket — the curve
 * drawn from the flight's start on the published curve, the countdown, bets with chips and an
 * auto cash-out, the big cash-out button with the current win, the round's players, the recent
 * points and the fairness record with an in-browser verifier. 375 px (one column, thumb-sized
 * controls) to 1280 px (two columns).
 */
const boot = JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as CrashBoot;
const lang = boot.lang;
const t = (key: CrashTextKey, values?: Record<string, string>) => crashText(lang, key, values);
const digits = (text: string) => formatDigitsIn(text, lang);
const x = (m: string) => digits(m);
const money = (amount: string, currency = boot.player.currency) => formatMoney(amount, currency, lang);
const decimals = currencyDecimals(boot.player.currency);

type State = {
  round: RoundView | undefined;
  bets: BetView[];
  mine: BetView | undefined;
  history: HistoryEntry[];
  balance: string;
  /** Server clock minus this page's clock (ms). */
  offset: number;
  /** The last multiplier the server published (hundredths) and its elapsed ms. */
  lastTick: { elapsed: number; m: number } | undefined;
  ended: { point: number; capped: boolean } | undefined;
};
const state: State = {
  round: undefined,
  bets: [],
  mine: undefined,
  history: [],
  balance: boot.player.balance,
  offset: 0,
  lastTick: undefined,
  ended: undefined,
};
const serverNow = () => Date.now() + state.offset;

// ---- layout ---------------------------------------------------------------------------------

const app = document.getElementById('app') as HTMLElement;
const balanceNode = el('strong', { 'data-testid': 'crash-balance' });
const status = el('p', { class: 'crash-status', 'aria-live': 'polite', 'data-testid': 'crash-status' });
const big = el('div', { class: 'crash-multiplier', 'data-testid': 'crash-multiplier', text: '1.00×' });
const canvas = el('canvas', { class: 'crash-canvas', width: '640', height: '320', 'aria-hidden': 'true' });
const historyStrip = el('ol', {
  class: 'crash-history',
  'aria-label': t('history'),
  'data-testid': 'crash-history',
});
const stakeInput = el('input', {
  class: 'crash-input',
  name: 'stake',
  inputmode: 'decimal',
  autocomplete: 'off',
  value: boot.chips[0] ?? boot.limits.minStake,
  'data-testid': 'crash-stake',
});
const autoInput = el('input', {
  class: 'crash-input',
  name: 'auto',
  inputmode: 'decimal',
  autocomplete: 'off',
  placeholder: digits('2.00'),
  'data-testid': 'crash-auto',
});
const chips = el(
  'div',
  { class: 'crash-chips' },
  ...boot.chips.map((chip) => {
    const button = el('button', { type: 'button', class: 'chip', text: money(chip), 'data-chip': chip });
    button.addEventListener('click', () => {
      stakeInput.value = chip;
    });
    return button;
  }),
);
const betButton = el('button', {
  type: 'submit',
  class: 'crash-bet',
  'data-testid': 'crash-bet',
  text: t('bet'),
});
const cashButton = el('button', {
  type: 'button',
  class: 'crash-cashout',
  'data-testid': 'crash-cashout',
  hidden: '',
});
const message = el('p', { class: 'crash-message', role: 'alert', 'data-testid': 'crash-message' });
const myBet = el('p', { class: 'crash-mine', 'data-testid': 'crash-mine' });
const form = el(
  'form',
  { class: 'crash-form' },
  el('label', {}, el('span', { text: t('stake') }), stakeInput),
  chips,
  el('label', {}, el('span', { text: t('auto') }), autoInput),
  betButton,
);
const playersList = el('ul', { class: 'crash-players', 'data-testid': 'crash-players' });
const fairness = el('dl', { class: 'crash-fair', 'data-testid': 'crash-fairness' });
const verifyInput = el('input', {
  class: 'crash-input',
  name: 'round',
  autocomplete: 'off',
  'data-testid': 'crash-verify-id',
});
const verifyResult = el('div', {
  class: 'crash-verify-result',
  'aria-live': 'polite',
  'data-testid': 'crash-verify-result',
});
const verifyForm = el(
  'form',
  { class: 'crash-verify' },
  el('label', {}, el('span', { text: t('verifyId') }), verifyInput),
  el('button', { type: 'submit', class: 'crash-small', text: t('verify') }),
);
const lobby = el('a', { class: 'crash-lobby', href: boot.lobby, text: t('lobby') });

app.replaceChildren(
  el(
    'header',
    { class: 'crash-top' },
    lobby,
    el('h1', { text: boot.name }),
    el('p', { class: 'crash-balance' }, el('span', { text: `${t('balance')} ` }), balanceNode),
  ),
  el(
    'div',
    { class: 'crash-grid' },
    el(
      'section',
      { class: 'crash-stage' },
      historyStrip,
      el('div', { class: 'crash-screen' }, canvas, big, status),
      myBet,
      cashButton,
      form,
      message,
      el(
        'p',
        { class: 'crash-note' },
        `${t('limits', { min: money(boot.limits.minStake), max: money(boot.limits.maxStake) })} · ${t(
          'maxPayout',
          {
            amount: money(boot.limits.maxPayout),
          },
        )}`,
      ),
      el('p', { class: 'crash-note', text: t('howTo') }),
    ),
    el(
      'aside',
      { class: 'crash-side' },
      el('h2', { text: t('players') }),
      playersList,
      el('h2', { text: t('fairness') }),
      fairness,
      verifyForm,
      verifyResult,
    ),
  ),
);

// ---- drawing ------------------------------------------------------------------------------

function renderBalance(): void {
  balanceNode.textContent = money(state.balance);
}

function renderHistory(): void {
  historyStrip.replaceChildren(
    ...state.history.slice(0, 20).map((entry) => {
      const point = Number(entry.point);
      const item = el('li', { class: point >= 2 ? 'high' : point <= 1 ? 'bust' : 'low' });
      const button = el('button', {
        type: 'button',
        class: 'crash-point',
        text: `${x(entry.point)}×`,
        title: entry.roundId,
      });
      button.addEventListener('click', () => {
        verifyInput.value = entry.roundId;
        void verify(entry.roundId);
      });
      item.append(button);
      return item;
    }),
  );
}

function renderPlayers(): void {
  if (state.bets.length === 0) {
    playersList.replaceChildren(el('li', { class: 'empty', text: t('noPlayers') }));
    return;
  }
  playersList.replaceChildren(
    ...state.bets.map((bet) =>
      el(
        'li',
        { class: `bet ${bet.state}` },
        el('span', { class: 'who', text: bet.nickname }),
        el('span', { class: 'stake', text: money(bet.stake, bet.currency) }),
        el('span', {
          class: 'out',
          text: bet.cashout
            ? `${x(bet.cashout)}× · ${money(bet.win ?? '0', bet.currency)}`
            : bet.state === 'lost'
              ? '—'
              : '',
        }),
      ),
    ),
  );
}

function renderFairness(): void {
  const round = state.round;
  if (!round) return;
  const row = (label: string, value: string) => [
    el('dt', { text: label }),
    el('dd', { class: 'mono', text: value }),
  ];
  fairness.replaceChildren(
    ...row(t('round'), `${round.roundId}`),
    ...row(t('commitment'), round.commitment),
    ...row(t('publicValue'), round.publicValue ?? t('pending')),
    ...row(t('seed'), round.seed ?? t('pending')),
  );
}

function renderMine(): void {
  const mine = state.mine;
  const flying = state.round?.state === 'flying';
  if (!mine) {
    myBet.textContent = '';
    cashButton.hidden = true;
  } else {
    const parts = [t('yourBet', { stake: money(mine.stake, mine.currency) })];
    if (mine.auto) parts.push(t('autoAt', { m: x(mine.auto) }));
    if (mine.cashout && mine.win)
      parts.push(t('youWon', { m: x(mine.cashout), win: money(mine.win, mine.currency) }));
    else if (mine.state === 'lost') parts.push(t('youLost'));
    myBet.textContent = parts.join(' · ');
    cashButton.hidden = !(flying && mine.state === 'open');
  }
  betButton.disabled = !(state.round?.state === 'betting' && !mine);
}

function draw(m: number, elapsed: number, crashed: boolean): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const rect = canvas.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(rect.width * ratio));
  const height = Math.max(1, Math.round(rect.height * ratio));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  context.clearRect(0, 0, width, height);
  const span = Math.max(8000, elapsed * 1.15);
  const top = Math.max(200, (m / 100) * 1.2);
  const px = (ms: number) => 12 * ratio + (ms / span) * (width - 24 * ratio);
  const py = (hundredths: number) =>
    height - 12 * ratio - ((hundredths / 100 - 1) / (top - 1)) * (height - 24 * ratio);
  context.lineWidth = 4 * ratio;
  context.strokeStyle = crashed ? '#ff5c5c' : '#ffd54a';
  context.beginPath();
  const steps = 64;
  for (let k = 0; k <= steps; k += 1) {
    const ms = (elapsed * k) / steps;
    const y = py(Math.min(m, multiplierAt(ms)));
    if (k === 0) context.moveTo(px(ms), y);
    else context.lineTo(px(ms), y);
  }
  context.stroke();
}

function frame(): void {
  const round = state.round;
  const now = serverNow();
  if (round?.state === 'flying' && round.startedAt !== undefined) {
    // Drawn from the flight's start, never far past the server's last word.
    const lead = state.lastTick ? state.lastTick.elapsed + 600 : 600;
    const elapsed = Math.max(0, Math.min(now - round.startedAt, lead));
    const m = multiplierAt(elapsed);
    big.textContent = `${x(multiplierText(m))}×`;
    big.dataset.state = 'flying';
    status.textContent = t('flying');
    if (state.mine?.state === 'open')
      cashButton.textContent = `${t('cashOut')} ${money(winText(state.mine.stake, m, decimals), state.mine.currency)}`;
    draw(m, elapsed, false);
  } else if (round?.state === 'ended' && state.ended) {
    big.textContent = `${x(multiplierText(state.ended.point))}×`;
    big.dataset.state = 'crashed';
    status.textContent = state.ended.capped
      ? t('cappedAt', { m: x(multiplierText(state.ended.point)) })
      : t('crashed', { m: x(multiplierText(state.ended.point)) });
  } else if (round?.state === 'betting' && now < round.opensAt && state.ended) {
    // The pause after a crash: its point stays up, with the time to the next window.
    const seconds = Math.max(0, Math.ceil((round.opensAt - now) / 1000));
    big.textContent = `${x(multiplierText(state.ended.point))}×`;
    big.dataset.state = 'crashed';
    status.textContent = `${
      state.ended.capped
        ? t('cappedAt', { m: x(multiplierText(state.ended.point)) })
        : t('crashed', { m: x(multiplierText(state.ended.point)) })
    } · ${t('opensIn', { s: digits(String(seconds)) })}`;
  } else if (round?.state === 'betting') {
    state.ended = undefined;
    big.dataset.state = 'betting';
    const opening = now < round.opensAt;
    const seconds = Math.max(0, Math.ceil(((opening ? round.opensAt : round.closesAt) - now) / 1000));
    big.textContent = digits(String(seconds));
    status.textContent = opening
      ? t('opensIn', { s: digits(String(seconds)) })
      : t('closesIn', { s: digits(String(seconds)) });
    draw(100, 0, false);
  } else status.textContent = t('waiting');
  requestAnimationFrame(frame);
}

function say(text: string, kind: 'ok' | 'error' = 'error'): void {
  message.textContent = text;
  message.dataset.kind = kind;
}

function errorText(answer: RoomMessage): string {
  const values: Record<string, string> = {};
  if (typeof answer.min === 'string') values.min = money(answer.min);
  if (typeof answer.max === 'string') values.max = money(answer.max);
  if (typeof answer.multiplier === 'string') values.multiplier = x(answer.multiplier);
  return crashError(lang, String(answer.code ?? 'default'), values);
}

// ---- the room ---------------------------------------------------------------------------

function syncClock(event: RoomMessage): void {
  if (typeof event.now === 'number') state.offset = event.now - Date.now();
}

function mineOf(bets: BetView[] | undefined): void {
  // The room's list masks nicknames; the page's own bet comes from its answers and the snapshot.
  if (!bets || !state.mine) return;
  const masked = state.mine.nickname;
  const found = bets.find((bet) => bet.nickname === masked && bet.stake === state.mine?.stake);
  if (found) state.mine = found;
}

function onEvent(event: RoomMessage): void {
  syncClock(event);
  switch (event.type) {
    case 'joined': {
      state.round = event.round as RoundView;
      state.bets = (event.bets as BetView[]) ?? [];
      state.mine = event.mine as BetView | undefined;
      state.history = (event.history as HistoryEntry[]) ?? [];
      if (typeof event.balance === 'string') state.balance = event.balance;
      state.ended = undefined;
      state.lastTick = undefined;
      if (state.round?.state === 'ended' && state.round.point)
        state.ended = { point: hundredthsOf(state.round.point) ?? 100, capped: state.round.capped === true };
      break;
    }
    case 'round':
      // The last round's point stays up through the pause, until the new window opens.
      state.round = event.round as RoundView;
      state.bets = [];
      state.mine = undefined;
      state.lastTick = undefined;
      break;
    case 'bet':
      if (event.roundId === state.round?.roundId) state.bets = [...state.bets, event.bet as BetView];
      break;
    case 'flight':
      state.round = event.round as RoundView;
      state.lastTick = { elapsed: 0, m: 100 };
      break;
    case 'tick':
      if (event.roundId === state.round?.roundId)
        state.lastTick = { elapsed: Number(event.elapsed), m: hundredthsOf(String(event.m)) ?? 100 };
      break;
    case 'cashout':
      if (event.roundId === state.round?.roundId) {
        for (const bet of event.bets as BetView[]) {
          const at = state.bets.findIndex(
            (entry) => entry.nickname === bet.nickname && entry.stake === bet.stake && entry.state === 'open',
          );
          if (at >= 0) state.bets[at] = bet;
        }
        mineOf(event.bets as BetView[]);
      }
      break;
    case 'ended': {
      const round = event.round as RoundView;
      state.round = round;
      state.bets = (event.bets as BetView[]) ?? state.bets;
      mineOf(state.bets);
      state.ended = { point: hundredthsOf(round.point ?? '1.00') ?? 100, capped: round.capped === true };
      state.history = [
        {
          roundId: round.roundId,
          roundNo: round.roundNo,
          point: round.point ?? '1.00',
          capped: round.capped === true,
        },
        ...state.history,
      ].slice(0, 30);
      draw(state.ended.point, Math.max(1, serverNow() - (round.startedAt ?? serverNow())), true);
      if (state.mine) setTimeout(() => void refreshBalance(), 1500);
      break;
    }
    default:
      return;
  }
  renderAll();
}

function renderAll(): void {
  renderBalance();
  renderHistory();
  renderPlayers();
  renderFairness();
  renderMine();
}

const socket = openRoomSocket({
  url: roomSocketUrl(boot.base),
  game: 'crash',
  sessionId: boot.sessionId,
  onEvent,
  onStatus: (now) => {
    app.dataset.connection = now;
    if (now === 'connecting') status.textContent = t('connecting');
  },
  onGone: () => location.reload(),
});

async function refreshBalance(): Promise<void> {
  try {
    const answer = await socket.request({ type: 'balance' });
    if (answer.type === 'balance' && typeof answer.balance === 'string') {
      state.balance = answer.balance;
      renderBalance();
    }
  } catch {
    // The next answer brings it.
  }
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const stake = stakeInput.value.trim().replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  const auto = autoInput.value.trim().replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  betButton.disabled = true;
  try {
    const answer = await socket.request({
      type: 'bet',
      stake,
      ...(auto ? { auto } : {}),
      requestId: `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
    });
    if (answer.type === 'bet-placed') {
      state.mine = answer.bet as BetView;
      if (typeof answer.balance === 'string' && answer.balance) state.balance = answer.balance;
      say(t('placed'), 'ok');
    } else say(errorText(answer));
  } catch {
    say(crashError(lang, 'NETWORK'));
  }
  renderAll();
});

cashButton.addEventListener('click', async () => {
  cashButton.disabled = true;
  try {
    const answer = await socket.request({ type: 'cashout' });
    if (answer.type === 'cashed-out' && state.mine) {
      state.mine = {
        ...state.mine,
        state: 'cashed',
        cashout: String(answer.multiplier),
        win: String(answer.win),
      };
      say(
        t('youWon', { m: x(String(answer.multiplier)), win: money(String(answer.win), state.mine.currency) }),
        'ok',
      );
    } else say(errorText(answer));
  } catch {
    say(crashError(lang, 'NETWORK'));
  } finally {
    cashButton.disabled = false;
  }
  renderAll();
});

async function verify(roundId: string): Promise<void> {
  verifyResult.textContent = '…';
  try {
    const response = await fetch(`${boot.base}/crash/api/rounds/${encodeURIComponent(roundId)}`);
    const answer = (await response.json()) as { status: string; round?: RoundRecord };
    const round = answer.round;
    if (answer.status !== 'OK' || !round) {
      verifyResult.textContent = crashError(lang, answer.status);
      return;
    }
    if (!round.seed || !round.publicValue || !round.point) {
      verifyResult.textContent = t('pending');
      return;
    }
    const check = await checkRound({
      seed: round.seed,
      previous: round.previous,
      publicValue: round.publicValue,
      roundNo: round.roundNo,
      point: round.point,
      edgeBps: round.edgeBps,
    });
    const row = (label: string, value: string) => [
      el('dt', { text: label }),
      el('dd', { class: 'mono', text: value }),
    ];
    const ok = check.chain && check.pointOk;
    verifyResult.replaceChildren(
      el(
        'p',
        { class: ok ? 'ok' : 'bad', 'data-ok': String(ok) },
        ok
          ? t('verifyOk', { m: x(multiplierText(check.point)) })
          : t('verifyBad', {
              why: !check.chain ? t('verifyChain') : t('verifyPoint', { m: x(multiplierText(check.point)) }),
            }),
      ),
      el(
        'dl',
        { class: 'crash-fair' },
        ...row(t('round'), round.roundId),
        ...row(t('point'), `${x(round.point)}×`),
        ...row(t('seed'), round.seed),
        ...row(t('previous'), round.previous),
        ...row(t('publicValue'), round.publicValue),
      ),
    );
  } catch {
    verifyResult.textContent = crashError(lang, 'NETWORK');
  }
}

verifyForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const id = verifyInput.value.trim();
  if (id) void verify(id);
});

renderAll();
requestAnimationFrame(frame);
