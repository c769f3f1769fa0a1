import type { Tx } from '../../platform/db/client.js';
import * as repo from './messaging.repo.js';

/**
 * Demo announcements for the embedded demo site, in Bengali and English. Seeded once (only
 * when the table is empty), so an operator's edits are never overwritten by a restart.
 * Banner images are drawn for the project (apps/web/public/banners/*.svg).
 * The texts promise nothing the site does not do: no bonus percentage, no cashback, since no
 * promotion pays one yet (messaging.seed.test.ts keeps it so).
 */
type Texts = { bn: [string, string]; en: [string, string] };
const texts = (t: Texts) => [
  { language: 'bn', title: t.bn[0], content: t.bn[1] },
  { language: 'en', title: t.en[0], content: t.en[1] },
];

const BANNERS: {
  group: string;
  image: string;
  linkageType: string | null;
  linkage: string | null;
  t: Texts;
}[] = [
  {
    group: 'w_home',
    image: '/banners/welcome.svg',
    linkageType: 'ROUTE',
    linkage: '/register',
    t: {
      bn: ['আজই Khela-তে যোগ দিন', '<p>এক অ্যাকাউন্টে সব গেম, বিকাশ, নগদ ও রকেটে জমা।</p>'],
      en: ['Join Khela today', '<p>Every game with one account; deposit with bKash, Nagad or Rocket.</p>'],
    },
  },
  {
    group: 'w_home',
    image: '/banners/cricket.svg',
    linkageType: 'ROUTE',
    linkage: '/sports',
    t: {
      bn: ['ক্রিকেট উৎসব', '<p>প্রতিটি ম্যাচে সেরা অডস।</p>'],
      en: ['Cricket festival', '<p>The best odds on every match.</p>'],
    },
  },
  {
    group: 'w_home',
    image: '/banners/slots.svg',
    linkageType: 'ROUTE',
    linkage: '/rng',
    t: {
      bn: ['নতুন স্লট প্রতি সপ্তাহে', '<p>ফ্রি স্পিন ফিচারসহ নতুন গেম।</p>'],
      en: ['New slots every week', '<p>New games with free-spin features.</p>'],
    },
  },
  {
    group: 'w_register',
    image: '/banners/welcome.svg',
    linkageType: null,
    linkage: null,
    t: {
      bn: ['আজই যোগ দিন', '<p>নিবন্ধন করুন, মিনিটেই খেলা শুরু করুন।</p>'],
      en: ['Join today', '<p>Register and start playing in minutes.</p>'],
    },
  },
  {
    group: 'w_leftmenu',
    image: '/banners/cricket.svg',
    linkageType: 'ROUTE',
    linkage: '/rng',
    t: {
      bn: ['ফ্রি খেলা', '<p>ডেমো টাকায় যেকোনো গেম চেষ্টা করুন।</p>'],
      en: ['Play for free', '<p>Try any game with play money.</p>'],
    },
  },
  {
    group: 'w_login',
    image: '/banners/slots.svg',
    linkageType: null,
    linkage: null,
    t: {
      bn: ['ফিরে আসায় স্বাগতম', '<p>আপনার প্রিয় গেম অপেক্ষা করছে।</p>'],
      en: ['Welcome back', '<p>Your favourite games are waiting.</p>'],
    },
  },
  {
    group: 'w_forget',
    image: '/banners/welcome.svg',
    linkageType: null,
    linkage: null,
    t: {
      bn: ['অ্যাকাউন্ট পুনরুদ্ধার', '<p>ইমেইল বা মোবাইল দিয়ে পাসওয়ার্ড রিসেট করুন।</p>'],
      en: ['Recover your account', '<p>Reset your password by email or mobile.</p>'],
    },
  },
];

const NOTICE_TOPICS: Texts[] = [
  {
    bn: ['সিস্টেম আপগ্রেড সম্পন্ন', '<p>আমাদের প্ল্যাটফর্ম আরও দ্রুত হয়েছে।</p>'],
    en: ['System upgrade complete', '<p>Our platform is now faster.</p>'],
  },
  {
    bn: ['বিকাশ ডিপোজিট এখন তাৎক্ষণিক', '<p>বিকাশে জমা কয়েক সেকেন্ডে পৌঁছায়।</p>'],
    en: ['bKash deposits are now instant', '<p>bKash deposits arrive in seconds.</p>'],
  },
  {
    bn: ['নগদ উত্তোলনের সময়সূচি', '<p>নগদে উত্তোলন প্রতিদিন সকাল ৮টা থেকে রাত ১২টা।</p>'],
    en: ['Nagad withdrawal hours', '<p>Nagad withdrawals run daily from 8 am to midnight.</p>'],
  },
  {
    bn: ['দায়িত্বশীল খেলা', '<p>নিজের জন্য জমার সীমা নির্ধারণ করুন।</p>'],
    en: ['Responsible gaming', '<p>Set a deposit limit for yourself.</p>'],
  },
  {
    bn: ['নতুন ভিআইপি স্তর', '<p>ভিআইপি সদস্যরা দ্রুত উত্তোলন পান।</p>'],
    en: ['New VIP levels', '<p>VIP members get faster withdrawals.</p>'],
  },
  {
    bn: ['নিরাপত্তা টিপস', '<p>কখনো আপনার পাসওয়ার্ড কাউকে বলবেন না।</p>'],
    en: ['Security tips', '<p>Never share your password with anyone.</p>'],
  },
  {
    bn: ['রক্ষণাবেক্ষণের নোটিশ', '<p>রবিবার রাত ২টা থেকে ৩টা পর্যন্ত রক্ষণাবেক্ষণ।</p>'],
    en: ['Maintenance notice', '<p>Maintenance on Sunday from 2 am to 3 am.</p>'],
  },
  {
    bn: ['রকেট ডিপোজিট চালু', '<p>এখন রকেট দিয়েও জমা দিন।</p>'],
    en: ['Rocket deposits are live', '<p>You can now deposit with Rocket.</p>'],
  },
  {
    bn: ['এজেন্ট সেন্টার', '<p>এজেন্টরা এজেন্ট সেন্টারে লগইন করে তাদের দলের সদস্যদের কাছে টাকা পাঠাতে পারেন।</p>'],
    en: ['Agent centre', '<p>Agents sign in at the agent centre and can transfer to their team members.</p>'],
  },
  {
    bn: ['বিজয়ীদের তালিকা', '<p>হোম পেজে সবচেয়ে বড় জয়গুলো দেখুন।</p>'],
    en: ['Winner board', '<p>See the biggest wins on the home page.</p>'],
  },
  {
    bn: ['মোবাইল অ্যাপ আপডেট', '<p>অ্যান্ড্রয়েড অ্যাপের নতুন সংস্করণ এসেছে।</p>'],
    en: ['Mobile app update', '<p>A new Android app version is out.</p>'],
  },
  {
    bn: ['সহায়তা কেন্দ্র', '<p>সাধারণ প্রশ্নের উত্তর সহায়তা কেন্দ্রে পাবেন।</p>'],
    en: ['Help centre', '<p>Answers to common questions are in the help centre.</p>'],
  },
];

const POPUPS: { audience: 'A' | 'B'; execution: 'A' | 'B' | 'F'; t: Texts }[] = [
  {
    audience: 'B',
    execution: 'A',
    t: {
      bn: ['নতুন সদস্যদের জন্য', '<p>আজই নিবন্ধন করুন, বিকাশ, নগদ বা রকেটে জমা দিয়ে খেলা শুরু করুন।</p>'],
      en: ['For new members', '<p>Register today and play with bKash, Nagad or Rocket deposits.</p>'],
    },
  },
  {
    audience: 'A',
    execution: 'F',
    t: {
      bn: ['খেলা শুরু করুন!', '<p>আপনার প্রিয় গেম অপেক্ষা করছে।</p>'],
      en: ['Let’s play!', '<p>Your favourite games are waiting.</p>'],
    },
  },
  {
    audience: 'A',
    execution: 'A',
    t: {
      bn: ['১০,০০০+ গেম', '<p>১৬টি ভেন্ডরের স্লট, লাইভ ক্যাসিনো, মাছ ধরা ও আরও অনেক গেম।</p>'],
      en: ['10,000+ games', '<p>Slots, live casino, fishing and more from 16 vendors.</p>'],
    },
  },
];

const PROMOTIONS: Texts[] = [
  {
    bn: ['স্বাগতম', '<p>বিকাশ, নগদ বা রকেটে প্রথম জমা কয়েক সেকেন্ডে পৌঁছায়।</p>'],
    en: ['Welcome', '<p>Your first deposit arrives in seconds with bKash, Nagad or Rocket.</p>'],
  },
  {
    bn: ['ফ্রি খেলা', '<p>ডেমো টাকায় যেকোনো গেম চেষ্টা করুন।</p>'],
    en: ['Free play', '<p>Try any game with play money.</p>'],
  },
  {
    bn: ['রেফারেল বোনাস', '<p>প্রতি বন্ধুর জন্য ৳৫০০।</p>'],
    en: ['Referral bonus', '<p>৳500 for every friend.</p>'],
  },
  {
    bn: ['স্লট ফ্রি স্পিন', '<p>প্রতিদিন ২০টি ফ্রি স্পিন।</p>'],
    en: ['Slot free spins', '<p>20 free spins every day.</p>'],
  },
  {
    bn: ['ক্রিকেট বাজি বীমা', '<p>হারলে ফেরত বাজি।</p>'],
    en: ['Cricket bet insurance', '<p>Your stake back if you lose.</p>'],
  },
  {
    bn: ['ভিআইপি জন্মদিন উপহার', '<p>আপনার জন্মদিনে বিশেষ বোনাস।</p>'],
    en: ['VIP birthday gift', '<p>A special bonus on your birthday.</p>'],
  },
];

const HEADLINES: Texts[] = [
  { bn: ['আজকের সর্বোচ্চ জয়: ৳২,৫০,০০০!', ''], en: ['Today’s top win: ৳250,000!', ''] },
  { bn: ['বিকাশ, নগদ ও রকেটে তাৎক্ষণিক জমা।', ''], en: ['Instant deposits with bKash, Nagad and Rocket.', ''] },
  {
    bn: ['১৮ বছরের কম বয়সীদের জন্য নয়। দায়িত্বের সাথে খেলুন।', ''],
    en: ['Not for under-18s. Play responsibly.', ''],
  },
];

export async function seedMessaging(tx: Tx, now: Date): Promise<void> {
  if ((await repo.countAnnouncements(tx)) > 0) return;
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  for (const [i, b] of BANNERS.entries()) {
    await repo.insertAnnouncement(tx, {
      type: 'B',
      groupName: b.group,
      imageUrl: b.image,
      linkageType: b.linkageType,
      linkage: b.linkage,
      sort: i,
      texts: texts(b.t),
    });
  }
  for (const [i, n] of NOTICE_TOPICS.entries()) {
    await repo.insertAnnouncement(tx, { type: 'PL', createdAt: minutesAgo((i + 1) * 90), texts: texts(n) });
  }
  for (const [i, p] of POPUPS.entries()) {
    await repo.insertAnnouncement(tx, {
      type: 'PU',
      audience: p.audience,
      execution: p.execution,
      sort: i,
      texts: texts(p.t),
    });
  }
  for (const [i, p] of PROMOTIONS.entries()) {
    await repo.insertAnnouncement(tx, {
      type: 'PR',
      promotionId: `promo-${i + 1}`,
      promotionType: i === 0 ? 'DEPOSIT' : 'GENERAL',
      linkageType: 'PROMOTION',
      linkage: `promo-${i + 1}`,
      sort: i,
      texts: texts(p),
    });
  }
  for (const [i, h] of HEADLINES.entries()) {
    await repo.insertAnnouncement(tx, { type: 'H', sort: i, texts: texts(h) });
  }
}
