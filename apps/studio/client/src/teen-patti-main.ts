import type {
  TeenPattiBoot,
  TeenPattiResultView,
  TeenPattiTableView,
  TeenPattiYou,
} from '../../src/rooms/teen-patti/api.js';
import { el } from './dom.js';
import { formatCount, formatDigitsIn, formatMoney } from './numbers.js';
import { openRoomSocket, type RoomMessage, roomSocketUrl } from './room-socket.js';
import { allowedMoves, cardFace, fromPaisa, type TeenPattiMoveName } from './teen-patti-rules.js';
import { type TeenPattiTextKey, tpError, tpText } from './teen-patti-texts.js';

/*
 * The Teen Patti page (issue 21): one table of 2–6 seats round an oval, your three cards (face
 * down until you see them), the pot, the boot, whose turn it is with a ring that empties with the
 * turn's time, the moves the rules allow now with what each costs, the hand's result (every shown
 * hand, the winners' shares, the rake, the seed that dealt it) and your balance. The table comes
 * over the rooms' socket: the snapshot on join (also the resume after a reconnect), then every
 * change; moves are frames answered by `ref`.
 */

function readBoot(): TeenPattiBoot | undefined {
  try {
    const boot = JSON.parse(document.getElementById('boot')?.textContent ?? 'null') as TeenPattiBoot | null;
    return boot?.kind === 'teen-patti' ? boot : undefined;
  } catch {
    return undefined;
  }
}

const MOVES: TeenPattiMoveName[] = ['see', 'chaal', 'raise', 'show', 'side_show', 'pack'];
const RING = 2 * Math.PI * 22;

export function startTeenPatti(boot: TeenPattiBoot, root: HTMLElement): void {
  const lang = boot.lang;
  const t = (key: TeenPattiTextKey, values?: Record<string, string>) => tpText(lang, key, values);
  const amount = (text: string) => formatMoney(text, boot.currency, lang);
  let view: TeenPattiTableView | undefined;
  let me: TeenPattiYou = { seat: null, cards: null, name: '' };
  let balance = boot.balance;
  let offsetMs = 0;
  let busy = false;
  let lastResult = '';
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  const balanceOut = el('output', { class: 'tp-balance', 'aria-live': 'polite' });
  const status = el('p', { class: 'tp-status', role: 'status' });
  const header = el(
    'header',
    { class: 'tp-head' },
    el('a', { class: 'tp-lobby', href: boot.lobby, text: `‹ ${t('lobby')}` }),
    el('h1', { text: boot.name }),
    el('span', { class: 'tp-balance-label', text: t('balance') }),
    balanceOut,
  );
  const table = el('section', { class: 'tp-table', 'aria-label': t('title') });
  const felt = el('div', { class: 'tp-felt' });
  const centre = el('div', { class: 'tp-centre' });
  felt.append(centre);
  table.append(felt);
  const hand = el('section', { class: 'tp-hand', 'aria-label': t('you') });
  const actions = el('div', { class: 'tp-actions' });
  const result = el('section', { class: 'tp-result', hidden: '' });
  const toast = el('p', { class: 'tp-toast', role: 'alert', hidden: '' });
  root.replaceChildren(header, status, table, hand, actions, result, toast);

  const showToast = (message: string) => {
    toast.textContent = message;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toast.hidden = true;
    }, 4000);
  };

  const socket = openRoomSocket({
    url: roomSocketUrl(boot.base),
    game: 'teen-patti',
    sessionId: boot.sessionId,
    onEvent: (event) => receive(event),
    onStatus: (state) => {
      status.textContent = state === 'open' ? '' : t(state === 'connecting' ? 'connecting' : 'offline');
      status.hidden = state === 'open';
    },
    onGone: () => window.location.reload(),
  });

  function receive(event: RoomMessage): void {
    if (event.type === 'side-show' && view) {
      // Our side show: the other hand, shown to us alone.
      const other = view.seats[Number(event.seat)];
      const loser = view.seats[Number(event.packed)];
      const cards = (event.cards as number[])
        .map((card) => {
          const face = cardFace(card);
          return `${formatDigitsIn(face.rank, lang)}${face.suit}`;
        })
        .join(' ');
      const name = (seat: typeof other, index: number) =>
        index === me.seat ? t('you') : (seat?.name ?? `#${formatCount(index + 1, lang)}`);
      showToast(
        t('sideShowSaw', {
          name: name(other, Number(event.seat)),
          cards,
          loser: name(loser, Number(event.packed)),
        }),
      );
      return;
    }
    if (event.type === 'joined' || event.type === 'table') {
      const next = event as unknown as TeenPattiTableView & { you?: TeenPattiYou; balance?: string };
      if (event.type === 'table' && view && next.code === view.code && next.version < view.version) return;
      offsetMs = next.now - Date.now();
      if (next.you) me = next.you;
      if (typeof next.balance === 'string') balance = next.balance;
      // A new hand: last hand's cards are gone.
      if (next.hand && view?.hand?.handId !== next.hand.handId && event.type === 'table')
        me = { ...me, cards: null };
      if (!next.hand) me = { ...me, cards: null };
      view = { ...next, type: 'table' };
      if (view.result && view.result.handId !== lastResult) {
        lastResult = view.result.handId;
        void request({ type: 'balance' });
      }
      if (view.notice) {
        const seat = view.notice.seat >= 0 ? view.seats[view.notice.seat] : null;
        const key = `notice.${view.notice.code}` as TeenPattiTextKey;
        if (
          ['TIMEOUT', 'GRACE', 'REFUSED', 'WALLET', 'LEFT', 'AWAY', 'BOOT_REFUSED', 'VOIDED'].includes(
            view.notice.code,
          )
        )
          showToast(t(key, { name: seat?.name ?? t('you') }));
      }
      render();
    }
  }

  async function request(
    frame: { type: string } & Record<string, unknown>,
  ): Promise<RoomMessage | undefined> {
    try {
      const answer = await socket.request(frame);
      if (typeof answer.balance === 'string') balance = answer.balance;
      if (answer.you) me = answer.you as TeenPattiYou;
      if (Array.isArray(answer.cards)) me = { ...me, cards: answer.cards as number[] };
      if (answer.type === 'error') showToast(tpError(lang, String(answer.code)));
      render();
      return answer;
    } catch {
      showToast(t('offline'));
      return undefined;
    }
  }

  async function play(move: TeenPattiMoveName, cost: number): Promise<void> {
    if (busy) return;
    busy = true;
    render();
    await request({
      type: 'act',
      move,
      ...(move === 'see' || move === 'pack' ? {} : { amount: fromPaisa(cost) }),
    });
    busy = false;
    render();
  }

  function cardNode(card: number | null): HTMLElement {
    if (card === null) return el('span', { class: 'tp-card back', 'aria-label': t('blindMark') });
    const face = cardFace(card);
    return el(
      'span',
      { class: `tp-card${face.red ? ' red' : ''}`, 'aria-label': `${face.rank}${face.suit}` },
      el('b', { text: formatDigitsIn(face.rank, lang) }),
      el('i', { text: face.suit }),
    );
  }

  function ring(seatNo: number): SVGElement | undefined {
    if (!view?.hand || view.hand.turnSeat !== seatNo) return undefined;
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 50 50');
    svg.setAttribute('class', 'tp-ring');
    svg.setAttribute('aria-hidden', 'true');
    const circle = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
    circle.setAttribute('cx', '25');
    circle.setAttribute('cy', '25');
    circle.setAttribute('r', '22');
    circle.setAttribute('stroke-dasharray', String(RING));
    svg.append(circle);
    return svg;
  }

  function render(): void {
    balanceOut.textContent = amount(balance);
    if (!view) return;
    const v = view;
    const seats = v.seats.length;
    // The viewer sits at the bottom: positions turn so their seat is position 0.
    const shift = me.seat ?? 0;
    felt.querySelectorAll('.tp-seat').forEach((node) => {
      node.remove();
    });
    v.seats.forEach((seat, index) => {
      const position = (index - shift + seats) % seats;
      const node = el('div', { class: `tp-seat pos-${position}`, 'data-seat': String(index) });
      if (!seat) {
        node.classList.add('empty');
        if (me.seat === null) {
          const button = el('button', { type: 'button', class: 'tp-sit', text: t('sitHere') });
          button.addEventListener('click', () => void request({ type: 'sit', seat: index }));
          node.append(button);
        } else node.append(el('span', { class: 'tp-empty', text: t('emptySeat') }));
      } else {
        if (seat.packed) node.classList.add('packed');
        if (v.hand?.turnSeat === index) node.classList.add('turn');
        if (index === me.seat) node.classList.add('mine');
        const name = seat.bot ? `🤖 ${seat.name.replace(/^🤖\s*/, '')} (${t('bot')})` : seat.name;
        const state = !seat.connected
          ? t('away')
          : seat.packed
            ? t('packed')
            : seat.inHand
              ? seat.seen
                ? t('seen')
                : t('blindMark')
              : '';
        const avatar = el('span', {
          class: 'tp-avatar',
          text: seat.bot ? '🤖' : (seat.name[0] ?? '?').toUpperCase(),
        });
        const mark = ring(index);
        if (mark) avatar.append(mark);
        node.append(
          avatar,
          el('span', { class: 'tp-name', text: index === me.seat ? `${name} · ${t('you')}` : name }),
          el('span', { class: 'tp-state', text: state }),
          ...(seat.inHand ? [el('span', { class: 'tp-bet', text: amount(seat.bet) })] : []),
        );
      }
      felt.append(node);
    });
    const left =
      v.nextHandAt !== null ? Math.max(0, Math.ceil((v.nextHandAt - (Date.now() + offsetMs)) / 1000)) : null;
    centre.replaceChildren(
      el('strong', {
        class: 'tp-pot',
        text: `${t('pot')} ${amount(v.hand?.pot ?? v.result?.pot ?? '0.00')}`,
      }),
      el('span', {
        text: `${t('boot')} ${amount(v.boot)} · ${t('stake')} ${amount(v.hand?.stake ?? v.boot)} · ${t('limit')} ${amount(v.stakeLimit)}`,
      }),
      el('span', {
        class: 'tp-next',
        text: v.hand
          ? `${t('hand')} #${formatCount(v.hand.handNo, lang)}`
          : left !== null
            ? t('nextHand', { s: formatCount(left, lang) })
            : t('waiting'),
      }),
    );
    // Your cards.
    const mine = me.seat === null ? undefined : v.seats[me.seat];
    hand.replaceChildren();
    if (mine?.inHand) {
      const cards = me.cards ?? [null, null, null];
      hand.append(el('div', { class: 'tp-cards' }, ...cards.map((card) => cardNode(card))));
    }
    if (me.seat === null) {
      const sit = el('button', { type: 'button', class: 'tp-primary', text: t('sit') });
      sit.addEventListener('click', () => void request({ type: 'sit' }));
      hand.append(sit);
    }
    // The moves the rules allow now.
    const allowed = allowedMoves(v, me.seat);
    actions.replaceChildren();
    if (me.seat !== null) {
      if (v.hand?.turnSeat === me.seat)
        actions.append(el('p', { class: 'tp-your-turn', text: t('yourTurn') }));
      for (const move of MOVES) {
        const option = allowed[move];
        const label = move === 'chaal' && mine && !mine.seen ? t('blind') : t(move);
        const button = el('button', {
          type: 'button',
          class: `tp-move ${move}`,
          'data-move': move,
          text: option.amount > 0 ? `${label} ${amount(fromPaisa(option.amount))}` : label,
        });
        button.disabled = busy || !option.allowed;
        button.addEventListener('click', () => void play(move, option.amount));
        actions.append(button);
      }
      const stand = el('button', { type: 'button', class: 'tp-stand', text: t('stand') });
      stand.disabled = busy;
      stand.addEventListener('click', () => void request({ type: 'stand' }));
      actions.append(stand);
    }
    renderResult(v.result);
    tickRing();
  }

  function renderResult(last: TeenPattiResultView | null): void {
    if (!last || view?.hand) {
      result.hidden = true;
      return;
    }
    result.hidden = false;
    const seatName = (seat: number) => view?.seats[seat]?.name ?? `#${formatCount(seat + 1, lang)}`;
    result.replaceChildren(
      el('h2', {
        text: `${t(last.winners.length > 1 ? 'winners' : 'winner')}: ${last.winners.map(seatName).join(', ')}`,
      }),
      el(
        'ul',
        { class: 'tp-shares' },
        ...last.shares.map((share) =>
          el('li', { text: `${seatName(share.seat)} ${t('won', { amount: amount(share.amount) })}` }),
        ),
      ),
      el('p', { text: `${t('pot')} ${amount(last.pot)} · ${t('rake')} ${amount(last.rake)}` }),
      last.shown.length > 0
        ? el(
            'div',
            { class: 'tp-shown' },
            el('h3', { text: t('shown') }),
            ...last.shown.map((shown) =>
              el(
                'div',
                { class: 'tp-shown-hand' },
                el('span', { text: shown.name }),
                el('span', { class: 'tp-cards small' }, ...shown.cards.map((card) => cardNode(card))),
                el('span', { text: t(shown.category as TeenPattiTextKey) }),
              ),
            ),
          )
        : el('p', { text: t('noShow') }),
      el(
        'details',
        { class: 'tp-fair' },
        el('summary', { text: t('fairness') }),
        el('p', { text: `${t('seedHash')}: ${last.serverSeedHash}` }),
        el('p', { text: `${t('seed')}: ${last.serverSeed}` }),
        el('p', { text: `${t('publicValue')}: ${last.publicValue}` }),
      ),
    );
  }

  function tickRing(): void {
    const hand = view?.hand;
    const circle = felt.querySelector<SVGCircleElement>('.tp-ring circle');
    if (!hand || !circle || !view) return;
    const left = Math.max(0, hand.turnEndsAt - (Date.now() + offsetMs));
    circle.setAttribute('stroke-dashoffset', String(RING * (1 - left / view.turnMs)));
    circle.classList.toggle('late', left < 5000);
  }
  setInterval(() => {
    tickRing();
    if (view && !view.hand && view.nextHandAt !== null) {
      const next = felt.querySelector('.tp-next');
      const left = Math.max(0, Math.ceil((view.nextHandAt - (Date.now() + offsetMs)) / 1000));
      if (next) next.textContent = t('nextHand', { s: formatCount(left, lang) });
    }
  }, 250);
  render();
}

const boot = readBoot();
const root = document.getElementById('app');
if (boot && root) startTeenPatti(boot, root);
