import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomMessage } from '../client/src/room-socket.js';
import { type SocketHandlers, startTable } from '../client/src/table-app.js';
import type { TableVariant } from './rooms/kinds.js';
import type { HistoryEntry, RoundView, TableBoot, TableInfo, TableSnapshot } from './rooms/tables/api.js';
import { dealTable, roadsOf } from './rooms/tables/variants.js';

/*
 * The table page's views in a small stand-in DOM (the studio has no DOM library): each variant's
 * snapshot rendered, chips staged and sent as one frame, an opposed chip refused on the page, the
 * countdown on the server's clock, the deal turned over time, the result and the next round.
 */

// ── A stand-in DOM: what the page's modules use, nothing more ────────────────

class FakeElement {
  readonly tagName: string;
  children: FakeElement[] = [];
  parent: FakeElement | undefined;
  private attrs = new Map<string, string>();
  private ownText = '';
  private listeners = new Map<string, (() => void)[]>();
  dataset: Record<string, string> = {};
  disabled = false;
  scrollLeft = 0;
  scrollWidth = 100;
  readonly styles = new Map<string, string>();
  readonly style = {
    setProperty: (name: string, value: string) => this.styles.set(name, value),
    getPropertyValue: (name: string) => this.styles.get(name) ?? '',
  };
  readonly classList = {
    add: (...names: string[]) => this.setClasses([...this.classes(), ...names]),
    remove: (...names: string[]) => this.setClasses(this.classes().filter((c) => !names.includes(c))),
    contains: (name: string) => this.classes().includes(name),
    toggle: (name: string, force?: boolean) => {
      const on = force ?? !this.classes().includes(name);
      if (on) this.classList.add(name);
      else this.classList.remove(name);
      return on;
    },
  };
  constructor(tag: string) {
    this.tagName = tag.toUpperCase();
  }
  private classes(): string[] {
    return (this.attrs.get('class') ?? '').split(/\s+/).filter(Boolean);
  }
  private setClasses(names: string[]): void {
    this.attrs.set('class', [...new Set(names)].join(' '));
  }
  get className(): string {
    return this.attrs.get('class') ?? '';
  }
  set className(value: string) {
    this.attrs.set('class', value);
  }
  get hidden(): boolean {
    return this.attrs.has('hidden');
  }
  set hidden(value: boolean) {
    if (value) this.attrs.set('hidden', '');
    else this.attrs.delete('hidden');
  }
  setAttribute(name: string, value: string): void {
    this.attrs.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attrs.get(name) ?? null;
  }
  removeAttribute(name: string): void {
    this.attrs.delete(name);
  }
  get textContent(): string {
    return this.ownText + this.children.map((child) => child.textContent).join('');
  }
  set textContent(value: string) {
    this.children = [];
    this.ownText = String(value ?? '');
  }
  append(...nodes: (FakeElement | string)[]): void {
    for (const node of nodes) {
      if (typeof node === 'string') {
        const text = new FakeElement('#text');
        text.ownText = node;
        node.length > 0 && this.children.push(text);
        continue;
      }
      node.parent = this;
      this.children.push(node);
    }
  }
  replaceChildren(...nodes: (FakeElement | string)[]): void {
    this.children = [];
    this.ownText = '';
    this.append(...nodes);
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  click(): void {
    if (this.disabled) return;
    for (const listener of this.listeners.get('click') ?? []) listener();
  }
  /** Every element below (depth first) that passes `test`. */
  findAll(test: (node: FakeElement) => boolean): FakeElement[] {
    const found: FakeElement[] = [];
    for (const child of this.children) {
      if (test(child)) found.push(child);
      found.push(...child.findAll(test));
    }
    return found;
  }
  byTestId(id: string): FakeElement {
    const node = this.findAll((n) => n.getAttribute('data-testid') === id)[0];
    if (!node) throw new Error(`no [data-testid="${id}"]`);
    return node;
  }
  byClass(name: string): FakeElement[] {
    return this.findAll((n) => n.classList.contains(name));
  }
}

const globals = globalThis as unknown as { document?: unknown };
let saved: unknown;
beforeAll(() => {
  saved = globals.document;
  globals.document = { createElement: (tag: string) => new FakeElement(tag) };
});
afterAll(() => {
  globals.document = saved;
});

// ── Rounds, snapshots and a socket that answers like the room ────────────────

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

const INFO: Record<TableVariant, TableInfo> = {
  baccarat: {
    code: 'BAC-1',
    variant: 'baccarat',
    name: { en: 'Baccarat 1', bn: 'বাকারা ১' },
    minStake: '10.00',
    maxStake: '5000.00',
    maxTotal: '20000.00',
  },
  'dragon-tiger': {
    code: 'DT-1',
    variant: 'dragon-tiger',
    name: { en: 'Dragon Tiger 1', bn: 'ড্রাগন টাইগার ১' },
    minStake: '10.00',
    maxStake: '5000.00',
    maxTotal: '20000.00',
  },
  roulette: {
    code: 'RL-1',
    variant: 'roulette',
    name: { en: 'Roulette 1', bn: 'রুলেট ১' },
    minStake: '10.00',
    maxStake: '2000.00',
    maxTotal: '20000.00',
  },
  'andar-bahar': {
    code: 'AB-1',
    variant: 'andar-bahar',
    name: { en: 'Andar Bahar 1', bn: 'আন্দর বাহার ১' },
    minStake: '10.00',
    maxStake: '5000.00',
    maxTotal: '20000.00',
  },
};

function bootOf(variant: TableVariant, lang: 'bn' | 'en'): TableBoot {
  return {
    kind: 'table',
    base: '/studio',
    lobby: '/games',
    lang,
    sessionId: 'S1',
    name: 'Live',
    nickname: 'me',
    currency: 'BDT',
    balance: '1000.00',
    table: INFO[variant],
    tables: Object.values(INFO).map((info) => ({ ...info, players: 3 })),
    chips: ['10.00', '50.00', '100.00', '500.00'],
  };
}

const SERVER_T0 = 1_800_000_000_000;

function roundOf(variant: TableVariant, roundNo: number): RoundView {
  const opensAt = SERVER_T0 + (roundNo - 10) * 27_000;
  return {
    roundId: `R${roundNo}`,
    table: INFO[variant].code,
    roundNo,
    opensAt,
    closesAt: opensAt + 15_000,
    settlesAt: opensAt + 23_000,
    nextOpensAt: opensAt + 27_000,
    serverSeedHash: hex(`hash-${roundNo}`),
  };
}

function dealt(variant: TableVariant, round: RoundView): RoundView {
  return {
    ...round,
    publicValue: hex(`public-${round.roundNo}`),
    outcome: dealTable(variant, hex(`seed-${round.roundNo}`), hex(`public-${round.roundNo}`), round.roundNo),
  };
}

function snapshotOf(variant: TableVariant, serverNow: number): TableSnapshot {
  const history: HistoryEntry[] = Array.from({ length: 30 }, (_, k) => {
    const round = dealt(variant, roundOf(variant, k + 1));
    return {
      roundId: round.roundId,
      roundNo: round.roundNo,
      outcome: round.outcome as HistoryEntry['outcome'],
    };
  });
  const roads = roadsOf(history.map((entry) => entry.outcome));
  return {
    type: 'table',
    table: INFO[variant],
    round: roundOf(variant, 10),
    history,
    ...(roads ? { roads } : {}),
    totals: {},
    players: 4,
    mine: [],
    serverNow,
  };
}

/** A snapshot as the socket sends it: `{...snapshot, type: 'joined'}`. */
const joined = (snapshot: TableSnapshot): RoomMessage => ({ ...snapshot, type: 'joined', kind: 'table' });

type Sent = { type: string } & Record<string, unknown>;

function open(variant: TableVariant, lang: 'bn' | 'en', localNow: number) {
  let local = localNow;
  const sent: Sent[] = [];
  let answer: (frame: Sent) => RoomMessage = () => ({ type: 'error' });
  let handlers: SocketHandlers | undefined;
  const app = new FakeElement('main');
  const page = startTable(
    bootOf(variant, lang),
    app as unknown as Parameters<typeof startTable>[1],
    (h) => {
      handlers = h;
      return {
        request: async (frame) => {
          sent.push(frame);
          return answer(frame);
        },
        close: () => undefined,
      };
    },
    { clock: () => local, timers: false },
  );
  return {
    app,
    page,
    sent,
    handlers: () => handlers as SocketHandlers,
    answerWith(next: (frame: Sent) => RoomMessage) {
      answer = next;
    },
    /** Moves this page's clock (the server's moves the same). */
    advance(ms: number) {
      local += ms;
      page.tick();
    },
    text: (id: string) => app.byTestId(id).textContent,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const VARIANTS: TableVariant[] = ['baccarat', 'dragon-tiger', 'roulette', 'andar-bahar'];

describe('the table page rendered', () => {
  for (const variant of VARIANTS)
    for (const lang of ['bn', 'en'] as const)
      it(`draws a ${variant} snapshot in ${lang}: layout, countdown, roads or history, fairness`, () => {
        const serverNow = roundOf(variant, 10).opensAt + 3_000;
        const table = open(variant, lang, 5_000);
        table.page.handle(joined(snapshotOf(variant, serverNow)));
        expect(table.app.getAttribute('data-page')).toBe('table');
        expect(table.app.className).toBe(`app table ${variant}`);
        const spots = table.app.findAll((n) => n.getAttribute('data-spot') !== null);
        expect(spots.length).toBe(
          { baccarat: 5, 'dragon-tiger': 3, 'andar-bahar': 2, roulette: 49 }[variant],
        );
        const countdown = table.app.byTestId('table-countdown');
        expect(countdown.dataset.phase).toBe('betting');
        expect(countdown.textContent).toContain(lang === 'bn' ? '১২' : '12');
        expect(table.text('table-round')).toContain(lang === 'bn' ? '১০' : '10');
        expect(table.text('table-balance')).toContain(lang === 'bn' ? '১,০০০.০০' : '1,000.00');
        if (variant === 'baccarat')
          for (const road of ['bead', 'big', 'big-eye', 'small', 'cockroach'])
            expect(table.app.byTestId(`table-road-${road}`).children.length, road).toBeGreaterThan(0);
        else expect(table.app.byTestId('table-history').children).toHaveLength(30);
        expect(table.app.byTestId('table-fairness').textContent).toContain(
          roundOf(variant, 10).serverSeedHash,
        );
        // Bengali digits everywhere but in the fairness record's hex digests.
        const fair = table.app.byTestId('table-fairness').textContent;
        if (lang === 'bn') expect(table.app.textContent.replace(fair, '')).not.toMatch(/[0-9]/);
      });

  it('stages chips, sends them as one bet frame and shows them placed', async () => {
    const table = open('baccarat', 'en', 1_000);
    table.page.handle(joined(snapshotOf('baccarat', roundOf('baccarat', 10).opensAt + 1_000)));
    table.app.byTestId('table-chip-5000').click();
    table.app.byTestId('table-spot-player').click();
    table.app.byTestId('table-spot-player').click();
    table.app.byTestId('table-chip-1000').click();
    table.app.byTestId('table-spot-tie').click();
    expect(table.text('table-stake')).toBe('To place: ৳110.00');
    expect(table.app.byTestId('table-spot-player').byClass('spot-mine')[0]?.textContent).toBe('100');
    table.answerWith((frame) => ({
      type: 'bet',
      status: 'OK',
      mine: frame.bets as RoomMessage[],
      balance: '890.00',
    }));
    table.app.byTestId('table-confirm').click();
    await flush();
    expect(table.sent).toHaveLength(1);
    const frame = table.sent[0] as Sent;
    expect(frame).toMatchObject({
      type: 'bet',
      roundId: 'R10',
      bets: [
        { spot: 'player', stake: '100.00' },
        { spot: 'tie', stake: '10.00' },
      ],
    });
    expect(String(frame.requestId)).toMatch(/^[0-9a-f]{32}$/);
    expect(table.text('table-stake')).toBe('Placed: ৳110.00');
    expect(table.text('table-balance')).toBe('৳890.00');
    expect(table.text('table-toast')).toBe('Bets placed: ৳110.00');

    // Banker against the placed player bet: refused on the page, nothing sent.
    table.app.byTestId('table-spot-banker').click();
    expect(table.text('table-alert')).toBe('You cannot bet on both Banker and Player in one round.');
    expect(table.text('table-stake')).toBe('Placed: ৳110.00');
    // Double with nothing staged stages the placed bets again; Clear drops them.
    table.app.byTestId('table-double').click();
    expect(table.text('table-stake')).toBe('Placed: ৳110.00 · To place: ৳110.00');
    table.app.byTestId('table-clear').click();
    expect(table.text('table-stake')).toBe('Placed: ৳110.00');
  });

  it('shows the server refusal in Bengali with its amounts, and keeps the staged bets', async () => {
    const table = open('roulette', 'bn', 1_000);
    table.page.handle(joined(snapshotOf('roulette', roundOf('roulette', 10).opensAt + 1_000)));
    table.app.byTestId('table-spot-straight:17').click();
    table.answerWith(() => ({ type: 'bet', status: 'INSUFFICIENT_FUNDS', balance: '5.00' }));
    table.app.byTestId('table-confirm').click();
    await flush();
    expect(table.text('table-alert')).toBe('এই বাজির জন্য আপনার ব্যালেন্স (৫.০০৳) যথেষ্ট নয়।');
    expect(table.text('table-balance')).toBe('৫.০০৳');
    expect(table.text('table-stake')).toBe('ধরা হবে: ১০.০০৳');
  });

  it('closes betting at the countdown, deals the coup over time and marks the winner', () => {
    const round = roundOf('baccarat', 10);
    const table = open('baccarat', 'en', 0);
    table.page.handle(joined(snapshotOf('baccarat', round.closesAt - 2_000)));
    table.app.byTestId('table-spot-banker').click();
    table.advance(2_000);
    const countdown = table.app.byTestId('table-countdown');
    expect(countdown.dataset.phase).toBe('closed');
    expect(countdown.textContent).toContain('No more bets');
    expect(table.text('table-alert')).toBe('No more bets');
    expect(table.text('table-stake')).toBe('');
    expect(table.app.byTestId('table-spot-player').disabled).toBe(true);
    table.app.byTestId('table-confirm').click();
    expect(table.sent).toHaveLength(0);

    const coup = dealt('baccarat', round);
    table.page.handle({ type: 'dealing', round: coup });
    const outcome = coup.outcome;
    if (outcome?.variant !== 'baccarat') throw new Error('variant');
    const faceUp = () =>
      table.app
        .findAll((n) => n.getAttribute('data-card') !== null)
        .map((n) => Number(n.getAttribute('data-card')));
    expect(faceUp()).toEqual([outcome.coup.player[0]]);
    table.advance(((round.settlesAt - round.closesAt) * 0.8) / 2 + 1);
    expect(faceUp().length).toBeGreaterThan(1);
    expect(table.app.byTestId('table-outcome').dataset.winner).toBeUndefined();
    table.advance(4_000);
    expect(faceUp().sort()).toEqual([...outcome.coup.player, ...outcome.coup.banker].sort());
    expect(table.app.byTestId('table-outcome').dataset.winner).toBe(outcome.coup.winner);
    const winning = table.app
      .findAll((n) => n.classList.contains('win'))
      .map((n) => n.getAttribute('data-spot'));
    expect(winning).toContain(outcome.coup.winner === 'tie' ? 'tie' : outcome.coup.winner);

    table.page.handle({ type: 'settled', round: { ...coup, serverSeed: hex('seed-10') }, history: [] });
    expect(table.app.byTestId('table-fairness').textContent).toContain(hex('seed-10'));
    table.page.handle({
      type: 'result',
      roundId: 'R10',
      staked: '50.00',
      returned: '100.00',
      balance: '1050.00',
    });
    expect(table.text('table-toast')).toBe('You won ৳100.00');
    expect(table.text('table-balance')).toBe('৳1,050.00');
  });

  it('shows two players the same countdown and the same outcome whatever their clocks', () => {
    const round = roundOf('roulette', 10);
    const serverNow = round.opensAt + 4_321;
    const a = open('roulette', 'en', 10_000);
    const b = open('roulette', 'en', 987_654_321);
    a.page.handle(joined(snapshotOf('roulette', serverNow)));
    b.page.handle(joined(snapshotOf('roulette', serverNow)));
    for (let k = 0; k < 20; k += 1) {
      expect(a.text('table-countdown')).toBe(b.text('table-countdown'));
      a.advance(700);
      b.advance(700);
    }
    const coup = dealt('roulette', round);
    for (const table of [a, b]) table.page.handle({ type: 'dealing', round: coup });
    for (const table of [a, b]) table.advance(30_000 - 14_000);
    const pocket = coup.outcome?.variant === 'roulette' ? coup.outcome.pocket : -1;
    expect(a.app.byTestId('table-outcome').dataset.winner).toBe(String(pocket));
    expect(b.app.byTestId('table-outcome').dataset.winner).toBe(String(pocket));
    expect(a.app.byTestId(`table-spot-straight:${pocket}`).classList.contains('win')).toBe(true);
  });

  it('repeats last round bets in the next round', async () => {
    const round = roundOf('dragon-tiger', 10);
    const table = open('dragon-tiger', 'en', 0);
    table.page.handle(
      joined({
        ...snapshotOf('dragon-tiger', round.opensAt + 1_000),
        mine: [{ spot: 'tiger', stake: '20.00' }],
      }),
    );
    expect(table.text('table-stake')).toBe('Placed: ৳20.00');
    expect(table.app.byTestId('table-repeat').disabled).toBe(true);
    table.page.handle({ type: 'round', round: roundOf('dragon-tiger', 11) });
    table.advance(27_000);
    expect(table.text('table-round')).toBe('Round 11');
    expect(table.text('table-stake')).toBe('');
    table.app.byTestId('table-repeat').click();
    expect(table.text('table-stake')).toBe('To place: ৳20.00');
    table.page.handle({
      type: 'totals',
      roundId: 'R11',
      totals: { dragon: { stake: '1500.00', players: 3 } },
      players: 9,
    });
    expect(table.app.byTestId('table-spot-dragon').byClass('spot-room')[0]?.textContent).toBe('1.5K · 3');
    expect(table.text('table-players')).toBe('9 playing');
  });
});
