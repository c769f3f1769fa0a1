import type { RoomLobbyItem } from '@khela/contract';
import i18next from 'i18next';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOM_LOBBY_REFRESH_MS, roomLobbyQuery } from '../../api/game-rooms';
import { launchGame } from '../../api/games';
import { formatMoney, formatNumber } from '../../i18n/format';
import { numberInterpolation } from '../../i18n/interpolation';
import { bnRooms } from '../../i18n/rooms/bn-rooms';
import { enRooms } from '../../i18n/rooms/en-rooms';
import {
  launchRoom,
  type RoomLaunch,
  RoomsStripView,
  type RoomsStripViewProps,
  type RoomsTranslate,
  roomLobbyTypeOf,
} from './rooms-strip';

/**
 * The rooms strip of the LIVE, FISH and PVP lobbies: rendered to HTML with plain props (the web
 * unit tests run without a DOM), its Play buttons pressed through their handlers.
 */
const room = (code: string, extra: Partial<RoomLobbyItem> = {}): RoomLobbyItem => ({
  code,
  game: 'table',
  variant: 'baccarat',
  name: `Baccarat ${code.slice(-1)}`,
  players: 7,
  minStake: '10.00',
  maxStake: '5000.00',
  currency: 'BDT',
  nodeId: '41',
  gameCode: 'KHELA_LIVE_0001',
  vassalage: 'KHELA',
  gameType: 'LIVE',
  gameName: 'Khela Baccarat Live',
  supportPlay: 1,
  maintenance: false,
  ...extra,
});

const ROOMS: RoomLobbyItem[] = [
  room('BAC-1', { name: 'বাকারা ১', players: 1234 }),
  room('BAC-2', { name: 'বাকারা ২', players: 0 }),
  room('CRASH-1', {
    game: 'crash',
    variant: null,
    name: 'রকেট',
    players: 25,
    minStake: '1.00',
    maxStake: '10000.00',
    gameType: 'FISH',
    gameCode: 'KHELA_FISH_0002',
    nodeId: '77',
  }),
];

async function translator(language: 'bn' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(numberInterpolation).init({
    lng: language,
    resources: { bn: { translation: bnRooms }, en: { translation: enRooms } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  const translate = i18n.t as (key: string, options: object) => string;
  const t: RoomsTranslate = (key, values) => translate(key, values ?? {});
  return t;
}

async function props(
  language: 'bn' | 'en',
  extra: Partial<RoomsStripViewProps> = {},
): Promise<RoomsStripViewProps> {
  return {
    rooms: ROOMS,
    t: await translator(language),
    format: {
      number: (value) => formatNumber(value, language),
      money: (amount, currency) => formatMoney(amount, currency, language),
    },
    opening: null,
    onPlay: () => undefined,
    ...extra,
  };
}

/** The host elements a tree renders to, function components called with their props (they use no hooks). */
function hostElements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(hostElements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  if (typeof node.type === 'function') {
    const render = node.type as (p: unknown) => ReactNode;
    return hostElements(render(node.props));
  }
  return [node, ...hostElements(node.props.children as ReactNode)];
}

function playButtons(view: RoomsStripViewProps) {
  return hostElements(RoomsStripView(view)).filter((element) => element.type === 'button');
}

/** Presses a button through its click handler. */
function press(button: ReactElement<Record<string, unknown>> | undefined) {
  const onClick = button?.props.onClick;
  if (typeof onClick !== 'function') throw new Error('no button to press');
  onClick();
}

const html = (view: RoomsStripViewProps) => renderToStaticMarkup(createElement(RoomsStripView, view));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('roomLobbyTypeOf', () => {
  it('shows the strip on the LIVE, FISH and PVP lobbies only', () => {
    expect(['LIVE', 'FISH', 'PVP'].map((type) => roomLobbyTypeOf(type as 'LIVE'))).toEqual([
      'LIVE',
      'FISH',
      'PVP',
    ]);
    for (const type of ['RNG', 'SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT', undefined] as const) {
      expect(roomLobbyTypeOf(type)).toBeUndefined();
    }
  });
});

describe('RoomsStripView', () => {
  it('lists each room in Bengali with Bengali digits: name, game, players and stakes', async () => {
    const out = html(await props('bn'));
    expect(out).toContain('লাইভ রুম');
    expect(out.match(/<li /g)).toHaveLength(3);
    expect(out).toContain('বাকারা ১');
    expect(out).toContain('রকেট');
    // The players: Bengali digits in the count and in the spoken label; no Latin digit anywhere shown.
    expect(out).toContain('data-players="1234"');
    expect(out).toContain('<span aria-hidden="true">১,২৩৪</span>');
    expect(out).toContain('এখন ১,২৩৪ জন খেলছে');
    expect(out).toContain('<span aria-hidden="true">০</span>');
    expect(out).toContain('ক্র্যাশ');
    expect(out).toContain(
      `বাজি ${formatMoney('10.00', 'BDT', 'bn')} – ${formatMoney('5000.00', 'BDT', 'bn')}`,
    );
    expect(formatMoney('5000.00', 'BDT', 'bn')).toMatch(/৫,০০০/);
    const shown = out.replace(/<[^>]*>/g, ' ');
    expect(shown).not.toMatch(/[0-9]/);
    expect(out).toContain('aria-label="বাকারা ২ খেলুন"');
  });

  it('lists them in English with the stake range and a Play button each', async () => {
    const out = html(await props('en', { rooms: [room('BAC-1', { name: 'Baccarat 1' })] }));
    expect(out).toContain('Live rooms');
    expect(out).toContain('<span aria-hidden="true">7</span>');
    expect(out).toContain('7 playing now');
    expect(out).toContain('Bets ৳10.00 – ৳5,000.00');
    expect(out).toContain('aria-label="Play Baccarat 1"');
    expect(out).toMatch(/<button[^>]*>.*Play<\/button>/);
  });

  it('launches the room’s catalogue game with the room when Play is pressed', async () => {
    const launch = vi.fn<RoomLaunch>();
    const view = await props('en', { onPlay: (chosen) => launchRoom(launch, chosen) });
    const buttons = playButtons(view);
    expect(buttons).toHaveLength(3);
    press(buttons[1]);
    expect(launch).toHaveBeenCalledTimes(1);
    expect(launch).toHaveBeenCalledWith(
      expect.objectContaining({
        nodeId: '41',
        gameCode: 'KHELA_LIVE_0001',
        vassalage: 'KHELA',
        gameType: 'LIVE',
      }),
      { room: 'BAC-2' },
    );
    press(buttons[2]);
    expect(launch).toHaveBeenLastCalledWith(expect.objectContaining({ nodeId: '77', gameType: 'FISH' }), {
      room: 'CRASH-1',
    });
  });

  it('shows “Opening…” and a disabled button on the chosen room only; maintenance says so', async () => {
    const view = await props('en', {
      opening: 'BAC-2',
      rooms: [...ROOMS, room('BAC-3', { maintenance: true })],
    });
    const buttons = playButtons(view);
    expect(buttons.map((b) => b.props.disabled)).toEqual([false, true, false, false]);
    const out = html(view);
    expect(out.match(/Opening…/g)).toHaveLength(1);
    expect(out).toContain('Under maintenance');
    expect(out).toContain('room-card--maintenance');
  });

  it('renders nothing without rooms', async () => {
    expect(html(await props('bn', { rooms: [] }))).toBe('');
  });
});

describe('the rooms strip’s calls', () => {
  it('reads the lobby’s rooms every 10 s while the page is visible, in the server language', async () => {
    const query = roomLobbyQuery('FISH', 'bn');
    expect(ROOM_LOBBY_REFRESH_MS).toBe(10_000);
    expect(query).toMatchObject({ refetchInterval: 10_000, refetchIntervalInBackground: false });
    expect(query.queryKey).toEqual(['games', 'roomLobby', 'FISH', 'bn']);
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, value: { rooms: ROOMS }, message: 'OK' }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(query.queryFn({ signal: new AbortController().signal })).resolves.toEqual({ rooms: ROOMS });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/relay/roomLobby?type=FISH&language=BN');
  });

  it('sends the room with the launch, and no room for a plain tile', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, value: { url: '/studio/play/x' }, message: 'OK' }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const target = ROOMS[1] as RoomLobbyItem;
    await launchGame(target, 'https://khela.test/live', { room: target.code });
    await launchGame(target, 'https://khela.test/live');
    const bodies = fetchMock.mock.calls.map(
      (call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/game/launchGame');
    expect(bodies[0]).toEqual({
      nodeId: '41',
      gameCode: 'KHELA_LIVE_0001',
      vassalage: 'KHELA',
      gameType: 'LIVE',
      lobby: 'https://khela.test/live',
      room: 'BAC-2',
    });
    expect(bodies[1]).not.toHaveProperty('room');
  });
});
