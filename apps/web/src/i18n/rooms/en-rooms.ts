/**
 * English texts of the rooms strip on the LIVE, FISH and PVP lobbies (issue 21); Bengali mirrors
 * it key for key. Its own namespace, registered by the strip's module: the texts come with the
 * lobby's chunk, never with the home page's first view.
 */
export const enRooms = {
  rooms_title: 'Live rooms',
  rooms_players: '{{count}} playing now',
  rooms_stakes: 'Bets {{min}} – {{max}}',
  rooms_play: 'Play',
  rooms_play_in: 'Play {{name}}',
  rooms_opening: 'Opening…',
  rooms_maintenance: 'Under maintenance',
  rooms_kind_baccarat: 'Baccarat',
  rooms_kind_dragon_tiger: 'Dragon Tiger',
  rooms_kind_roulette: 'Roulette',
  rooms_kind_andar_bahar: 'Andar Bahar',
  rooms_kind_crash: 'Crash',
  rooms_kind_fishing: 'Fishing',
  rooms_kind_teen_patti: 'Teen Patti',
};

export type RoomsMessages = Record<keyof typeof enRooms, string>;
export type RoomsKey = keyof typeof enRooms;
