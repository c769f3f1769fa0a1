import type {
  CatchEvent,
  FishingBoot,
  FishView,
  HallSnapshot,
  MagazineView,
  SeatView,
  ShotAnswer,
  VolleyEvent,
} from '../../src/rooms/fishing/api.js';
import { el } from './dom.js';
import { fishAt, fishRadius, seatPoint } from './fishing-paths.js';
import { countText, errorText, fishingTexts, levelText } from './fishing-texts.js';
import { currencyDecimals, formatMoney } from './numbers.js';
import { openRoomSocket, type RoomMessage, roomSocketUrl } from './room-socket.js';

/*
 * The fishing hall's page (issue 21, decision 0075): a canvas where the hall's fish swim on the
 * paths the server sends, the player's cannon and the others' on the tank's edge, a tap or click
 * on a fish = one shot (hold: up to 10 a second), cannon level −/+, the magazine and the balance.
 * Every shot is a frame on the room socket answered with its result; the magazine (one debit) and
 * the round's credit are the server's. Phone first (375 px), mouse at 1280 px, Bengali or English.
 */

const FIRE_EVERY_MS = 100;
const MAX_IN_FLIGHT = 3;
const BULLET_MS = 260;

type Bullet = {
  seat: number;
  from: { x: number; y: number };
  fishId: string;
  started: number;
  mine: boolean;
};
type Effect = { x: number; y: number; text: string; big: boolean; started: number };

const COLOURS = [
  '#ff8c42',
  '#ffd166',
  '#7bdff2',
  '#f25f5c',
  '#70e000',
  '#b388eb',
  '#4cc9f0',
  '#8d99ae',
  '#3a86ff',
  '#ffc300',
];

function readBoot(): FishingBoot | undefined {
  try {
    const boot = JSON.parse(document.getElementById('boot')?.textContent ?? 'null') as FishingBoot | null;
    return boot?.kind === 'fishing' ? boot : undefined;
  } catch {
    return undefined;
  }
}

function start(boot: FishingBoot): void {
  const t = fishingTexts(boot.lang);
  const decimals = currencyDecimals(boot.currency);
  const money = (text: string) => formatMoney(text, boot.currency, boot.lang);
  const level = (minor: string) => levelText(minor, boot.currency, boot.lang, decimals);
  const multiplierOf = (kind: number) => {
    const m = boot.fish[kind]?.multiplier ?? 2;
    return typeof m === 'number' ? m : (m.min + m.max) / 2;
  };

  // ---- state ----
  let offset = 0;
  const serverNow = () => Date.now() + offset;
  const fish = new Map<string, FishView>();
  let seats: SeatView[] = [];
  let mySeat = -1;
  let levels: string[] = [];
  let levelIndex = 0;
  let magazine: MagazineView = null;
  let balance = boot.balance;
  let inFlight = 0;
  let reloading = false;
  let lastShots: { roundId: string; shots: number } | undefined;
  const bullets: Bullet[] = [];
  const effects: Effect[] = [];
  let aim: { x: number; y: number } = { x: 0.5, y: 0.4 };
  let target: string | undefined;
  let holding = false;
  let lastFire = 0;

  // ---- the page ----
  const app = document.getElementById('app') ?? document.body;
  const balanceNode = el('strong', { class: 'fh-balance', 'aria-live': 'polite' });
  const hallNode = el('span', { class: 'fh-hall' });
  const status = el('span', { class: 'fh-status', role: 'status' }, t.connecting);
  const canvas = el('canvas', { class: 'fh-canvas', role: 'img', 'aria-label': t.canvas });
  const toast = el('p', { class: 'fh-toast', role: 'alert', hidden: '' });
  const levelNode = el('output', { class: 'fh-level', 'aria-live': 'polite' });
  const lower = el('button', { type: 'button', class: 'fh-step', 'aria-label': t.lower }, '−');
  const raise = el('button', { type: 'button', class: 'fh-step', 'aria-label': t.raise }, '+');
  const magazineNode = el('span', { class: 'fh-mag-left' });
  const shotsNode = el('span', { class: 'fh-mag-shots' });
  const winNode = el('span', { class: 'fh-mag-win' });
  const reload = el('button', { type: 'button', class: 'fh-action primary' }, t.reload);
  const collect = el('button', { type: 'button', class: 'fh-action' }, t.collect);
  app.replaceChildren(
    el(
      'header',
      { class: 'fh-top' },
      el('a', { class: 'fh-back', href: boot.lobby }, `‹ ${t.lobby}`),
      el('div', { class: 'fh-title' }, el('span', { class: 'fh-name' }, boot.name), hallNode),
      el('div', { class: 'fh-wallet' }, el('span', { class: 'fh-label' }, t.balance), balanceNode),
    ),
    el('div', { class: 'fh-stage' }, canvas, toast, status),
    el(
      'footer',
      { class: 'fh-bar' },
      el('div', { class: 'fh-cannon' }, el('span', { class: 'fh-label' }, t.level), lower, levelNode, raise),
      el(
        'div',
        { class: 'fh-mag' },
        el('span', { class: 'fh-label' }, t.magazine),
        magazineNode,
        shotsNode,
        el('span', { class: 'fh-label' }, t.roundWin),
        winNode,
      ),
      el('div', { class: 'fh-actions' }, reload, collect),
    ),
    el('p', { class: 'fh-hint' }, t.hint),
    el('details', { class: 'fh-rules' }, el('summary', {}, 'ⓘ'), el('p', {}, t.rules)),
  );

  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  function say(text: string, ms = 3500): void {
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      toast.hidden = true;
    }, ms);
  }

  function render(): void {
    balanceNode.textContent = money(balance);
    const current = levels[levelIndex];
    levelNode.textContent = current ? level(current) : '—';
    lower.disabled = levelIndex <= 0;
    raise.disabled = levelIndex >= levels.length - 1;
    if (magazine && current) {
      magazineNode.textContent = money(magazine.left);
      const scale = 10 ** decimals;
      const shots = Math.floor(Math.round(Number(magazine.left) * scale) / Number(current));
      shotsNode.textContent = t.shotsLeft(countText(shots, boot.lang));
      winNode.textContent = money(magazine.win);
    } else {
      magazineNode.textContent = '—';
      shotsNode.textContent = '';
      winNode.textContent = '—';
    }
    collect.disabled = !magazine;
    reload.disabled = reloading;
  }

  // ---- the socket ----
  const socket = openRoomSocket({
    url: roomSocketUrl(boot.base),
    game: 'fishing',
    sessionId: boot.sessionId,
    onStatus(state) {
      status.textContent = state === 'open' ? '' : state === 'connecting' ? t.connecting : t.offline;
      status.hidden = state === 'open';
    },
    onGone() {
      window.location.reload();
    },
    onEvent(event) {
      handle(event);
    },
  });

  function handle(event: RoomMessage): void {
    if (event.type === 'joined') {
      const hello = event as unknown as HallSnapshot;
      offset = hello.now - Date.now();
      fish.clear();
      for (const spawn of hello.fish) fish.set(spawn.id, spawn);
      seats = hello.seats;
      mySeat = hello.seat;
      levels = hello.hall.levels;
      levelIndex = Math.max(0, levels.indexOf(hello.level));
      if (hello.balance) balance = hello.balance;
      // A round the page knew came back with fewer shots: a restart undid the unwritten window.
      if (
        lastShots &&
        hello.magazine?.roundId === lastShots.roundId &&
        hello.magazine.shots < lastShots.shots
      )
        say(t.undone, 6000);
      else if (lastShots && !hello.magazine && magazine) say(t.undone, 6000);
      magazine = hello.magazine;
      hallNode.textContent = `${hello.hall.name[boot.lang]} · ${t.players(countText(seats.length, boot.lang))}`;
      render();
      return;
    }
    if (event.type === 'fish') {
      offset = Number(event.now) - Date.now();
      for (const spawn of event.fish as FishView[]) fish.set(spawn.id, spawn);
      return;
    }
    if (event.type === 'seats') {
      seats = event.seats as SeatView[];
      hallNode.textContent = hallNode.textContent?.split(' · ')[0] ?? '';
      hallNode.textContent += ` · ${t.players(countText(seats.length, boot.lang))}`;
      return;
    }
    if (event.type === 'volley') {
      const now = performance.now();
      for (const shot of (event as unknown as VolleyEvent).shots)
        if (shot.seat !== mySeat)
          bullets.push({
            seat: shot.seat,
            from: seatPoint(shot.seat),
            fishId: shot.fishId,
            started: now,
            mine: false,
          });
      return;
    }
    if (event.type === 'catch') {
      const caught = event as unknown as CatchEvent;
      const spawn = fish.get(caught.fishId);
      const at = spawn ? fishAt(spawn, serverNow()) : undefined;
      fish.delete(caught.fishId);
      if (caught.seat !== mySeat && at)
        effects.push({
          x: at.x,
          y: at.y,
          text: `${caught.name} +${money(caught.win)}`,
          big: caught.multiplier >= 50,
          started: performance.now(),
        });
    }
  }

  async function reloadNow(): Promise<boolean> {
    const current = levels[levelIndex];
    if (!current || reloading) return false;
    reloading = true;
    render();
    try {
      const answer = await socket.request({ type: 'reload', level: current });
      if (answer.type === 'error') {
        say(errorText(boot.lang, String(answer.code)));
        if (typeof answer.balance === 'string') balance = answer.balance;
        return false;
      }
      magazine = answer.magazine as MagazineView;
      if (typeof answer.balance === 'string') balance = answer.balance;
      if (magazine) say(t.bought(money(magazine.left)), 1500);
      return true;
    } catch {
      say(errorText(boot.lang, 'disconnected'));
      return false;
    } finally {
      reloading = false;
      render();
    }
  }

  async function fire(fishId: string): Promise<void> {
    const current = levels[levelIndex];
    if (!current || inFlight >= MAX_IN_FLIGHT || reloading) return;
    if (!magazine) {
      await reloadNow();
      return;
    }
    inFlight += 1;
    const from = seatPoint(mySeat);
    bullets.push({ seat: mySeat, from, fishId, started: performance.now(), mine: true });
    try {
      const angle = Math.atan2(aim.y - from.y, aim.x - from.x);
      const answer = await socket.request({ type: 'shoot', fishId, level: current, angle });
      if (answer.type === 'error') {
        const code = String(answer.code);
        if (code === 'NO_MAGAZINE') await reloadNow();
        else if (code === 'UNKNOWN_FISH') {
          fish.delete(fishId);
          if (target === fishId) target = undefined;
        } else say(errorText(boot.lang, code));
        return;
      }
      const shot = answer as unknown as ShotAnswer;
      magazine = shot.magazine;
      if (magazine) lastShots = { roundId: magazine.roundId, shots: magazine.shots };
      if (shot.balance) balance = shot.balance;
      if (shot.caught) {
        const spawn = fish.get(fishId);
        const at = spawn ? fishAt(spawn, serverNow()) : undefined;
        fish.delete(fishId);
        if (target === fishId) target = undefined;
        const name = t.fish[boot.fish[spawn?.kind ?? 0]?.code ?? ''] ?? '';
        effects.push({
          x: at?.x ?? 0.5,
          y: at?.y ?? 0.5,
          text: `+${money(shot.win)}`,
          big: shot.multiplier >= 50,
          started: performance.now(),
        });
        if (shot.multiplier >= 50)
          say(`${t.bigCatch} ${t.caught(name, countText(shot.multiplier, boot.lang), money(shot.win))}`);
      }
      if (shot.closed) say(t.returned(money(shot.closed.credit)));
    } catch {
      say(errorText(boot.lang, 'disconnected'));
    } finally {
      inFlight -= 1;
      render();
    }
  }

  // ---- input: a finger or a mouse ----
  function tankPoint(event: PointerEvent): { x: number; y: number } {
    const box = canvas.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  }

  /**
   * The length fish are sized by: the tank's width, but no more than about its height, so a wide
   * screen shows more water, not bigger fish.
   */
  function fishUnit(): number {
    return Math.min(canvas.width, canvas.height * 1.1);
  }

  /** The fish under a point (the nearest within its radius, with a finger's slack). */
  function fishUnder(point: { x: number; y: number }): string | undefined {
    const now = serverNow();
    const aspect = canvas.width / Math.max(1, canvas.height);
    let best: { id: string; d: number } | undefined;
    for (const spawn of fish.values()) {
      const at = fishAt(spawn, now);
      if (!at || at.x < 0 || at.x > 1) continue;
      const dx = at.x - point.x;
      const dy = (at.y - point.y) / aspect;
      const d = Math.hypot(dx, dy);
      const reach = (fishRadius(multiplierOf(spawn.kind)) * fishUnit()) / Math.max(1, canvas.width) + 0.03;
      if (d <= reach && (!best || d < best.d)) best = { id: spawn.id, d };
    }
    return best?.id;
  }

  canvas.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    holding = true;
    aim = tankPoint(event);
    target = fishUnder(aim) ?? target;
    if (target) {
      lastFire = performance.now();
      void fire(target);
    }
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!holding && event.pointerType !== 'mouse') return;
    aim = tankPoint(event);
    if (holding) target = fishUnder(aim) ?? target;
  });
  const release = () => {
    holding = false;
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());

  lower.addEventListener('click', () => {
    levelIndex = Math.max(0, levelIndex - 1);
    render();
  });
  raise.addEventListener('click', () => {
    levelIndex = Math.min(levels.length - 1, levelIndex + 1);
    render();
  });
  reload.addEventListener('click', () => void reloadNow());
  collect.addEventListener('click', async () => {
    try {
      const answer = await socket.request({ type: 'collect' });
      if (answer.type === 'error') say(errorText(boot.lang, String(answer.code)));
      else {
        if (typeof answer.credit === 'string') say(t.returned(money(answer.credit)));
        if (typeof answer.balance === 'string') balance = answer.balance;
        magazine = null;
        lastShots = undefined;
      }
    } catch {
      say(errorText(boot.lang, 'disconnected'));
    }
    render();
  });

  // ---- drawing ----
  const context = canvas.getContext('2d');
  function resize(): void {
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const box = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(box.width * ratio));
    canvas.height = Math.max(1, Math.round(box.height * ratio));
  }
  window.addEventListener('resize', resize);
  resize();

  function drawFish(
    g: CanvasRenderingContext2D,
    spawn: FishView,
    at: { x: number; y: number; heading: number },
  ) {
    const w = canvas.width;
    const h = canvas.height;
    const m = multiplierOf(spawn.kind);
    const r = fishRadius(m) * fishUnit();
    const boss = boot.fish[spawn.kind]?.boss === true;
    g.save();
    g.translate(at.x * w, at.y * h);
    g.rotate(at.heading);
    if (boss) {
      g.shadowColor = '#ffd700';
      g.shadowBlur = r * 0.8;
    }
    g.fillStyle = COLOURS[spawn.kind % COLOURS.length] ?? '#fff';
    g.beginPath();
    g.ellipse(0, 0, r, r * 0.55, 0, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.moveTo(-r * 0.8, 0);
    g.lineTo(-r * 1.45, -r * 0.5);
    g.lineTo(-r * 1.45, r * 0.5);
    g.closePath();
    g.fill();
    g.shadowBlur = 0;
    g.fillStyle = '#0b1b2b';
    g.beginPath();
    g.arc(r * 0.55, -r * 0.15, Math.max(1.5, r * 0.1), 0, Math.PI * 2);
    g.fill();
    if (spawn.id === target) {
      g.strokeStyle = '#ffffff';
      g.lineWidth = Math.max(1.5, w / 500);
      g.setLineDash([4, 4]);
      g.beginPath();
      g.arc(0, 0, r * 1.6, 0, Math.PI * 2);
      g.stroke();
    }
    g.restore();
    if (m >= 20) {
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.font = `${Math.max(10, Math.round(w / 90))}px system-ui, sans-serif`;
      g.textAlign = 'center';
      g.fillText(`×${countText(Math.round(m), boot.lang)}`, at.x * w, at.y * h - r * 0.9);
    }
  }

  function drawCannon(
    g: CanvasRenderingContext2D,
    seat: number,
    levelMinor: string,
    mine: boolean,
    name: string,
  ) {
    const w = canvas.width;
    const h = canvas.height;
    const base = seatPoint(seat);
    const x = base.x * w;
    const y = base.y * h;
    const size = Math.max(18, Math.min(w, h) * (mine ? 0.07 : 0.05));
    const angle = mine
      ? Math.atan2((aim.y - base.y) * h, (aim.x - base.x) * w)
      : base.y === 0
        ? Math.PI / 2
        : -Math.PI / 2;
    g.save();
    g.translate(x, y);
    g.fillStyle = mine ? '#ffd23f' : 'rgba(200,220,255,0.75)';
    g.beginPath();
    g.arc(0, 0, size * 0.7, 0, Math.PI * 2);
    g.fill();
    g.rotate(angle);
    g.fillRect(0, -size * 0.18, size * 1.2, size * 0.36);
    g.restore();
    g.fillStyle = mine ? '#ffd23f' : 'rgba(230,240,255,0.85)';
    g.font = `${Math.max(10, Math.round(size * 0.38))}px system-ui, sans-serif`;
    g.textAlign = 'center';
    const label = `${mine ? t.you : name} · ${level(levelMinor)}`;
    g.fillText(label, x, base.y === 0 ? y + size * 1.5 : y - size * 1.1);
  }

  function frame(): void {
    requestAnimationFrame(frame);
    const g = context;
    if (!g) return;
    const box = canvas.getBoundingClientRect();
    if (Math.abs(box.width * Math.min(2, window.devicePixelRatio || 1) - canvas.width) > 2) resize();
    const w = canvas.width;
    const h = canvas.height;
    const now = serverNow();
    const clock = performance.now();
    const water = g.createLinearGradient(0, 0, 0, h);
    water.addColorStop(0, '#0a4b6e');
    water.addColorStop(1, '#03213a');
    g.fillStyle = water;
    g.fillRect(0, 0, w, h);
    for (const [id, spawn] of fish) {
      const at = fishAt(spawn, now);
      if (!at) {
        if (now > spawn.spawnAt + spawn.swimMs) fish.delete(id);
        continue;
      }
      drawFish(g, spawn, at);
    }
    // Bullets fly from a cannon to their fish.
    for (let k = bullets.length - 1; k >= 0; k -= 1) {
      const bullet = bullets[k] as Bullet;
      const progress = (clock - bullet.started) / BULLET_MS;
      const spawn = fish.get(bullet.fishId);
      const to = spawn ? fishAt(spawn, now) : undefined;
      if (progress >= 1 || !to) {
        bullets.splice(k, 1);
        continue;
      }
      const x = (bullet.from.x + (to.x - bullet.from.x) * progress) * w;
      const y = (bullet.from.y + (to.y - bullet.from.y) * progress) * h;
      g.fillStyle = bullet.mine ? '#fff3b0' : 'rgba(180,220,255,0.8)';
      g.beginPath();
      g.arc(x, y, Math.max(2, w / 300), 0, Math.PI * 2);
      g.fill();
    }
    for (const seat of seats) drawCannon(g, seat.seat, seat.level, seat.seat === mySeat, seat.name);
    if (mySeat >= 0 && !seats.some((seat) => seat.seat === mySeat))
      drawCannon(g, mySeat, levels[levelIndex] ?? '0', true, '');
    // Catch effects: the win rises and fades.
    for (let k = effects.length - 1; k >= 0; k -= 1) {
      const effect = effects[k] as Effect;
      const age = (clock - effect.started) / (effect.big ? 2200 : 1100);
      if (age >= 1) {
        effects.splice(k, 1);
        continue;
      }
      g.globalAlpha = 1 - age;
      g.fillStyle = effect.big ? '#ffd700' : '#ffffff';
      g.font = `bold ${Math.round((effect.big ? w / 22 : w / 40) * (1 + age * 0.3))}px system-ui, sans-serif`;
      g.textAlign = 'center';
      g.fillText(effect.text, effect.x * w, effect.y * h - age * h * 0.08);
      for (let coin = 0; coin < (effect.big ? 10 : 4); coin += 1) {
        const spin = (coin / (effect.big ? 10 : 4)) * Math.PI * 2;
        g.beginPath();
        g.arc(
          effect.x * w + Math.cos(spin) * age * w * 0.06,
          effect.y * h + Math.sin(spin) * age * w * 0.06,
          Math.max(2, w / 200),
          0,
          Math.PI * 2,
        );
        g.fill();
      }
      g.globalAlpha = 1;
    }
    // Holding fires at the target, at most 10 a second.
    if (holding && clock - lastFire >= FIRE_EVERY_MS && socket.connected()) {
      const spawn = target ? fish.get(target) : undefined;
      if (!spawn || !fishAt(spawn, now)) target = fishUnder(aim);
      if (target) {
        lastFire = clock;
        void fire(target);
      }
    }
  }
  render();
  requestAnimationFrame(frame);
}

const boot = readBoot();
if (boot) start(boot);
