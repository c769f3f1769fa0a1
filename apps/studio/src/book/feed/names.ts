import type { Names, Sport } from './types.js';

/**
 * Names the simulated world uses, in English and Bengali: sports, leagues, clubs and national
 * teams of Bangladesh, India, South Asia and beyond, e-sports organisations, and the given and
 * family names cricket line-ups are drawn from. Real-sounding, invented where a real name would
 * need a licence.
 */

export const SPORT_NAMES: Record<Sport, Names> = {
  cricket: { en: 'Cricket', bn: 'ক্রিকেট' },
  football: { en: 'Football', bn: 'ফুটবল' },
  kabaddi: { en: 'Kabaddi', bn: 'কাবাডি' },
  basketball: { en: 'Basketball', bn: 'বাস্কেটবল' },
  dota2: { en: 'Dota 2', bn: 'ডোটা ২' },
  cs2: { en: 'Counter-Strike 2', bn: 'কাউন্টার-স্ট্রাইক ২' },
  valorant: { en: 'Valorant', bn: 'ভ্যালোর‍্যান্ট' },
  efootball: { en: 'eFootball', bn: 'ই-ফুটবল' },
  cockfight: { en: 'Cockfight', bn: 'মোরগ লড়াই' },
};

export type League = { name: Names; teams: Names[] };

const n = (en: string, bn: string): Names => ({ en, bn });

const CRICKET: League[] = [
  {
    name: n('Bangladesh Premier League', 'বাংলাদেশ প্রিমিয়ার লিগ'),
    teams: [
      n('Dhaka Dynamites', 'ঢাকা ডায়নামাইটস'),
      n('Sylhet Strikers', 'সিলেট স্ট্রাইকার্স'),
      n('Chattogram Challengers', 'চট্টগ্রাম চ্যালেঞ্জার্স'),
      n('Rangpur Riders', 'রংপুর রাইডার্স'),
      n('Khulna Tigers', 'খুলনা টাইগার্স'),
      n('Cumilla Victorians', 'কুমিল্লা ভিক্টোরিয়ান্স'),
      n('Barishal Bulls', 'বরিশাল বুলস'),
      n('Rajshahi Royals', 'রাজশাহী রয়্যালস'),
    ],
  },
  {
    name: n('Indian T20 League', 'ইন্ডিয়ান টি-টোয়েন্টি লিগ'),
    teams: [
      n('Mumbai Mariners', 'মুম্বাই মেরিনার্স'),
      n('Kolkata Knights', 'কলকাতা নাইটস'),
      n('Chennai Lions', 'চেন্নাই লায়ন্স'),
      n('Bengaluru Blasters', 'বেঙ্গালুরু ব্লাস্টার্স'),
      n('Delhi Daredevils', 'দিল্লি ডেয়ারডেভিলস'),
      n('Punjab Panthers', 'পাঞ্জাব প্যান্থার্স'),
      n('Hyderabad Hawks', 'হায়দরাবাদ হকস'),
      n('Rajasthan Royals XI', 'রাজস্থান রয়্যালস একাদশ'),
    ],
  },
  {
    name: n('T20 International', 'টি-টোয়েন্টি আন্তর্জাতিক'),
    teams: [
      n('Bangladesh', 'বাংলাদেশ'),
      n('India', 'ভারত'),
      n('Pakistan', 'পাকিস্তান'),
      n('Sri Lanka', 'শ্রীলঙ্কা'),
      n('Afghanistan', 'আফগানিস্তান'),
      n('Nepal', 'নেপাল'),
      n('Australia', 'অস্ট্রেলিয়া'),
      n('England', 'ইংল্যান্ড'),
      n('New Zealand', 'নিউজিল্যান্ড'),
      n('South Africa', 'দক্ষিণ আফ্রিকা'),
      n('West Indies', 'ওয়েস্ট ইন্ডিজ'),
    ],
  },
];

const FOOTBALL: League[] = [
  {
    name: n('Bangladesh Premier League', 'বাংলাদেশ প্রিমিয়ার লিগ'),
    teams: [
      n('Abahani Limited Dhaka', 'আবাহনী লিমিটেড ঢাকা'),
      n('Bashundhara Kings', 'বসুন্ধরা কিংস'),
      n('Mohammedan SC', 'মোহামেডান স্পোর্টিং ক্লাব'),
      n('Sheikh Russel KC', 'শেখ রাসেল ক্রীড়া চক্র'),
      n('Rahmatganj MFS', 'রহমতগঞ্জ এমএফএস'),
      n('Fortis FC', 'ফর্টিস এফসি'),
      n('Chittagong Abahani', 'চট্টগ্রাম আবাহনী'),
      n('Brothers Union', 'ব্রাদার্স ইউনিয়ন'),
    ],
  },
  {
    name: n('Indian Super League', 'ইন্ডিয়ান সুপার লিগ'),
    teams: [
      n('Mohun Bagan', 'মোহনবাগান'),
      n('East Bengal', 'ইস্টবেঙ্গল'),
      n('Kerala Blasters', 'কেরালা ব্লাস্টার্স'),
      n('Bengaluru FC', 'বেঙ্গালুরু এফসি'),
      n('Mumbai City', 'মুম্বাই সিটি'),
      n('FC Goa', 'এফসি গোয়া'),
      n('Odisha FC', 'ওড়িশা এফসি'),
      n('Chennaiyin FC', 'চেন্নাইয়িন এফসি'),
    ],
  },
  {
    name: n('English Premier League', 'ইংলিশ প্রিমিয়ার লিগ'),
    teams: [
      n('Manchester City', 'ম্যানচেস্টার সিটি'),
      n('Manchester United', 'ম্যানচেস্টার ইউনাইটেড'),
      n('Liverpool', 'লিভারপুল'),
      n('Arsenal', 'আর্সেনাল'),
      n('Chelsea', 'চেলসি'),
      n('Tottenham Hotspur', 'টটেনহ্যাম হটস্পার'),
      n('Newcastle United', 'নিউক্যাসল ইউনাইটেড'),
      n('Aston Villa', 'অ্যাস্টন ভিলা'),
    ],
  },
  {
    name: n('La Liga', 'লা লিগা'),
    teams: [
      n('Real Madrid', 'রিয়াল মাদ্রিদ'),
      n('Barcelona', 'বার্সেলোনা'),
      n('Atlético Madrid', 'অ্যাটলেটিকো মাদ্রিদ'),
      n('Sevilla', 'সেভিয়া'),
      n('Valencia', 'ভ্যালেন্সিয়া'),
      n('Real Sociedad', 'রিয়াল সোসিয়েদাদ'),
    ],
  },
];

const KABADDI: League[] = [
  {
    name: n('Pro Kabaddi League', 'প্রো কাবাডি লিগ'),
    teams: [
      n('Bengal Warriors', 'বেঙ্গল ওয়ারিয়র্স'),
      n('Patna Pirates', 'পাটনা পাইরেটস'),
      n('Jaipur Pink Panthers', 'জয়পুর পিংক প্যান্থার্স'),
      n('U Mumba', 'ইউ মুম্বা'),
      n('Puneri Paltan', 'পুনেরি পল্টন'),
      n('Dabang Delhi', 'দাবাং দিল্লি'),
      n('Telugu Titans', 'তেলুগু টাইটান্স'),
      n('Tamil Thalaivas', 'তামিল থালাইভাস'),
    ],
  },
  {
    name: n('Bangladesh Kabaddi League', 'বাংলাদেশ কাবাডি লিগ'),
    teams: [
      n('Dhaka Hadudu Club', 'ঢাকা হাডুডু ক্লাব'),
      n('Gopalganj Gladiators', 'গোপালগঞ্জ গ্ল্যাডিয়েটরস'),
      n('Narayanganj Warriors', 'নারায়ণগঞ্জ ওয়ারিয়র্স'),
      n('Bogura Bashers', 'বগুড়া বাশার্স'),
      n('Jessore Jaguars', 'যশোর জাগুয়ারস'),
      n('Mymensingh Mavericks', 'ময়মনসিংহ ম্যাভেরিকস'),
    ],
  },
];

const BASKETBALL: League[] = [
  {
    name: n('South Asian Basketball League', 'দক্ষিণ এশীয় বাস্কেটবল লিগ'),
    teams: [
      n('Dhaka Dunkers', 'ঢাকা ডাঙ্কার্স'),
      n('Kolkata Kings', 'কলকাতা কিংস'),
      n('Colombo Cobras', 'কলম্বো কোবরাস'),
      n('Kathmandu Yetis', 'কাঠমান্ডু ইয়েতিস'),
      n('Lahore Lancers', 'লাহোর ল্যান্সার্স'),
      n('Chennai Cheetahs', 'চেন্নাই চিতাস'),
    ],
  },
  {
    name: n('Pro Basketball League', 'প্রো বাস্কেটবল লিগ'),
    teams: [
      n('Los Angeles Stars', 'লস অ্যাঞ্জেলেস স্টারস'),
      n('Boston Clovers', 'বোস্টন ক্লোভার্স'),
      n('Chicago Winds', 'শিকাগো উইন্ডস'),
      n('Miami Waves', 'মায়ামি ওয়েভস'),
      n('Golden Bay Warriors', 'গোল্ডেন বে ওয়ারিয়র্স'),
      n('Denver Peaks', 'ডেনভার পিকস'),
    ],
  },
];

const ESPORTS_ORGS: Names[] = [
  n('Team Liquid', 'টিম লিকুইড'),
  n('Natus Vincere', 'নাটুস ভিনসেরে'),
  n('Team Spirit', 'টিম স্পিরিট'),
  n('Fnatic', 'ফ্ন্যাটিক'),
  n('G2 Esports', 'জি২ ইস্পোর্টস'),
  n('FaZe Clan', 'ফেজ ক্ল্যান'),
  n('Paper Rex', 'পেপার রেক্স'),
  n('Global Esports', 'গ্লোবাল ইস্পোর্টস'),
  n('Gods Reign', 'গডস রেইন'),
  n('Orangutan', 'ওরাংওটান'),
  n('Talon Esports', 'ট্যালন ইস্পোর্টস'),
  n('BOOM Esports', 'বুম ইস্পোর্টস'),
  n('Bengal Tigers Esports', 'বেঙ্গল টাইগার্স ইস্পোর্টস'),
  n('Dhaka Dragons Gaming', 'ঢাকা ড্রাগনস গেমিং'),
];

const EFOOTBALL_PLAYERS: Names[] = [
  n('Rafi "Maestro" Hasan', 'রাফি "মায়েস্ত্রো" হাসান'),
  n('Arjun "Volley" Mehta', 'অর্জুন "ভলি" মেহতা'),
  n('Tanvir "Nutmeg" Ahmed', 'তানভীর "নাটমেগ" আহমেদ'),
  n('Kenji "Libero" Sato', 'কেনজি "লিবেরো" সাতো'),
  n('Lucas "Trivela" Silva', 'লুকাস "ত্রিভেলা" সিলভা'),
  n('Imran "Panenka" Khan', 'ইমরান "পানেনকা" খান'),
  n('Sakib "Rabona" Islam', 'সাকিব "রাবোনা" ইসলাম'),
  n('Omar "Tiki" Farooq', 'ওমর "টিকি" ফারুক'),
];

export const SPORT_LEAGUES: Record<Exclude<Sport, 'cockfight'>, League[]> = {
  cricket: CRICKET,
  football: FOOTBALL,
  kabaddi: KABADDI,
  basketball: BASKETBALL,
  dota2: [{ name: n('Dota 2 Asia Championship', 'ডোটা ২ এশিয়া চ্যাম্পিয়নশিপ'), teams: ESPORTS_ORGS }],
  cs2: [{ name: n('CS2 Pro Series', 'সিএস২ প্রো সিরিজ'), teams: ESPORTS_ORGS }],
  valorant: [
    { name: n('Valorant Challengers South Asia', 'ভ্যালোর‍্যান্ট চ্যালেঞ্জার্স দক্ষিণ এশিয়া'), teams: ESPORTS_ORGS },
  ],
  efootball: [{ name: n('eFootball Masters Cup', 'ই-ফুটবল মাস্টার্স কাপ'), teams: EFOOTBALL_PLAYERS }],
};

export const GIVEN_NAMES: Names[] = [
  n('Tamim', 'তামিম'),
  n('Shakib', 'সাকিব'),
  n('Mushfiq', 'মুশফিক'),
  n('Liton', 'লিটন'),
  n('Najmul', 'নাজমুল'),
  n('Towhid', 'তাওহিদ'),
  n('Mahmud', 'মাহমুদ'),
  n('Rohit', 'রোহিত'),
  n('Virat', 'বিরাট'),
  n('Shubman', 'শুভমান'),
  n('Suryakumar', 'সূর্যকুমার'),
  n('Babar', 'বাবর'),
  n('Fakhar', 'ফখর'),
  n('Kusal', 'কুশল'),
  n('Rahmanullah', 'রহমানুল্লাহ'),
  n('Aasif', 'আসিফ'),
  n('Jos', 'জস'),
  n('David', 'ডেভিড'),
  n('Kane', 'কেন'),
  n('Quinton', 'কুইন্টন'),
  n('Nicholas', 'নিকোলাস'),
  n('Afif', 'আফিফ'),
  n('Parvez', 'পারভেজ'),
  n('Anamul', 'এনামুল'),
];

export const FAMILY_NAMES: Names[] = [
  n('Iqbal', 'ইকবাল'),
  n('Hasan', 'হাসান'),
  n('Rahim', 'রহিম'),
  n('Das', 'দাস'),
  n('Hossain', 'হোসেন'),
  n('Hridoy', 'হৃদয়'),
  n('Sharma', 'শর্মা'),
  n('Kohli', 'কোহলি'),
  n('Gill', 'গিল'),
  n('Yadav', 'যাদব'),
  n('Azam', 'আজম'),
  n('Zaman', 'জামান'),
  n('Mendis', 'মেন্ডিস'),
  n('Gurbaz', 'গুরবাজ'),
  n('Sheikh', 'শেখ'),
  n('Buttler', 'বাটলার'),
  n('Warner', 'ওয়ার্নার'),
  n('Williamson', 'উইলিয়ামসন'),
  n('de Kock', 'ডি কক'),
  n('Pooran', 'পুরান'),
  n('Emon', 'ইমন'),
  n('Islam', 'ইসলাম'),
  n('Ahmed', 'আহমেদ'),
  n('Chowdhury', 'চৌধুরী'),
];
