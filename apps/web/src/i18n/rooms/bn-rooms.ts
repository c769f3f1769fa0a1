import type { RoomsMessages } from './en-rooms';

/** Bengali texts of the rooms strip on the LIVE, FISH and PVP lobbies (issue 21). */
export const bnRooms: RoomsMessages = {
  rooms_title: 'লাইভ রুম',
  rooms_players: 'এখন {{count}} জন খেলছে',
  rooms_stakes: 'বাজি {{min}} – {{max}}',
  rooms_play: 'খেলুন',
  rooms_play_in: '{{name}} খেলুন',
  rooms_opening: 'খুলছে…',
  rooms_maintenance: 'রক্ষণাবেক্ষণ চলছে',
  rooms_kind_baccarat: 'বাকারা',
  rooms_kind_dragon_tiger: 'ড্রাগন টাইগার',
  rooms_kind_roulette: 'রুলেট',
  rooms_kind_andar_bahar: 'আন্দর বাহার',
  rooms_kind_crash: 'ক্র্যাশ',
  rooms_kind_fishing: 'ফিশিং',
  rooms_kind_teen_patti: 'তিন পাত্তি',
};
