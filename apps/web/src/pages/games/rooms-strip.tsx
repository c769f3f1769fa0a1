import type { GameType, RoomLobbyItem, RoomLobbyType } from '@khela/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLobby } from '../../api/game-rooms';
import { Icon } from '../../components/icons/icon';
import type { RoomsKey } from '../../i18n/rooms/en-rooms';
import { ROOMS_NS, registerRoomsMessages } from '../../i18n/rooms/register';
import { useFormat } from '../../i18n/use-format';
import type { LaunchableGame } from './launch-rules';
import { useLaunchGame } from './use-launch-game';

/** The lobbies that list the studio's live rooms. */
export function roomLobbyTypeOf(gameType: GameType | undefined): RoomLobbyType | undefined {
  return gameType === 'LIVE' || gameType === 'FISH' || gameType === 'PVP' ? gameType : undefined;
}

/** The line under a room's name: which game it plays. */
const KIND_KEYS: Record<string, RoomsKey> = {
  baccarat: 'rooms_kind_baccarat',
  'dragon-tiger': 'rooms_kind_dragon_tiger',
  roulette: 'rooms_kind_roulette',
  'andar-bahar': 'rooms_kind_andar_bahar',
  crash: 'rooms_kind_crash',
  fishing: 'rooms_kind_fishing',
  'teen-patti': 'rooms_kind_teen_patti',
};

export function kindKeyOf(room: Pick<RoomLobbyItem, 'game' | 'variant'>): RoomsKey | undefined {
  return KIND_KEYS[room.game === 'table' ? (room.variant ?? '') : room.game];
}

export type RoomLaunch = (game: LaunchableGame, options: { room: string }) => unknown;

/** A room card's Play: the room's catalogue game, launched like any tile, with the room it opens. */
export function launchRoom(launch: RoomLaunch, room: RoomLobbyItem): void {
  void launch(room, { room: room.code });
}

export type RoomsTranslate = (key: RoomsKey, values?: Record<string, string>) => string;

export type RoomsStripViewProps = {
  rooms: readonly RoomLobbyItem[];
  t: RoomsTranslate;
  format: { number: (value: number) => string; money: (amount: string, currency: string) => string };
  /** The room whose game is being opened now. */
  opening: string | null;
  onPlay: (room: RoomLobbyItem) => void;
};

type RoomCardProps = Pick<RoomsStripViewProps, 't' | 'format' | 'onPlay'> & {
  room: RoomLobbyItem;
  opening: boolean;
};

/** One room: its name and game, the players now, the stake range and Play. */
export function RoomCard({ room, t, format, opening, onPlay }: RoomCardProps) {
  const kind = kindKeyOf(room);
  const players = format.number(room.players);
  return (
    <li
      className={`room-card room-card--${room.game}${room.maintenance ? ' room-card--maintenance' : ''}`}
      data-room={room.code}
    >
      <div className="room-card__head">
        <h3 className="room-card__name">{room.name}</h3>
        <span className="room-card__players" data-players={room.players}>
          <Icon name="user" size={14} />
          <span aria-hidden="true">{players}</span>
          <span className="visually-hidden">{t('rooms_players', { count: players })}</span>
        </span>
      </div>
      {kind && <p className="room-card__kind">{t(kind)}</p>}
      <p className="room-card__stakes">
        {t('rooms_stakes', {
          min: format.money(room.minStake, room.currency),
          max: format.money(room.maxStake, room.currency),
        })}
      </p>
      <button
        type="button"
        className="button button--primary room-card__play"
        aria-label={t('rooms_play_in', { name: room.name })}
        aria-busy={opening}
        disabled={opening}
        onClick={() => onPlay(room)}
      >
        <Icon name="play" size={18} />
        {room.maintenance ? t('rooms_maintenance') : opening ? t('rooms_opening') : t('rooms_play')}
      </button>
    </li>
  );
}

/**
 * The strip itself, without hooks (unit-tested with plain props): a row that scrolls sideways on
 * a phone, a grid on a wide screen (games.css).
 */
export function RoomsStripView({ rooms, t, format, opening, onPlay }: RoomsStripViewProps) {
  if (rooms.length === 0) return null;
  return (
    <section className="rooms-strip" aria-labelledby="rooms-strip-title">
      <h2 id="rooms-strip-title" className="rooms-strip__title">
        <span className="rooms-strip__live" aria-hidden="true" />
        {t('rooms_title')}
      </h2>
      <ul className="rooms-strip__list">
        {rooms.map((room) => (
          <RoomCard
            key={room.code}
            room={room}
            t={t}
            format={format}
            opening={opening === room.code}
            onPlay={onPlay}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The studio's live rooms on the LIVE, FISH and PVP lobbies: each room's players now (read again
 * every 10 s while the page is visible), its stakes, and Play, which launches the room's
 * catalogue game with the room (login, trial and maintenance rules as for any tile). Nothing is
 * shown on other lobbies, while loading, or when the studio has no rooms to list.
 */
export function RoomsStrip({ gameType }: { gameType: GameType | undefined }) {
  // The strip's texts come with the lobby's chunk (the home page's first view is at its budget);
  // registered once, on the first render (i18next is set up by then).
  registerRoomsMessages();
  const { t } = useTranslation(ROOMS_NS);
  const format = useFormat();
  const rooms = useRoomLobby(roomLobbyTypeOf(gameType));
  const { launch, launching } = useLaunchGame();
  const [chosen, setChosen] = useState<string | null>(null);
  const onPlay = useCallback(
    (room: RoomLobbyItem) => {
      setChosen(room.code);
      launchRoom(launch, room);
    },
    [launch],
  );
  // The keys are checked by RoomsTranslate (RoomsKey); i18next's overloads take no union of keys.
  const translate = useCallback<RoomsTranslate>(
    (key, values) => (t as (key: string, options: object) => string)(key, values ?? {}),
    [t],
  );
  const list = rooms.data?.rooms ?? [];
  // useLaunchGame knows the node being opened; rooms of one game share it, so the chosen room says which.
  const opening =
    launching !== null && list.some((r) => r.code === chosen && r.nodeId === launching) ? chosen : null;
  return <RoomsStripView rooms={list} t={translate} format={format} opening={opening} onPlay={onPlay} />;
}
