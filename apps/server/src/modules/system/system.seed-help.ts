import type { NewHelpSectionRow } from './system.repo.js';

/**
 * Demo help-centre content in Bengali and English. The code is the /help anchor (spec: /help#term).
 * Amounts and limits here are the demo site's; operators rewrite these pages for their own site.
 */
type Page = { title: string; content: string };
type Section = { code: string; sort: number; bn: Page; en: Page };

const SECTIONS: Section[] = [
  {
    code: 'aboutUs',
    sort: 1,
    bn: {
      title: 'আমাদের সম্পর্কে',
      content: `<p>খেলা একটি অনলাইন গেমিং ও বেটিং প্ল্যাটফর্ম। এখানে লাইভ ক্যাসিনো, স্লট, স্পোর্টস, ই-স্পোর্টস, ফিশিং, কার্ড গেম, মোরগ লড়াই এবং লটারি এক জায়গায় পাওয়া যায়।</p>
<p>আমাদের লক্ষ্য নিরাপদ, স্বচ্ছ ও ন্যায্য খেলার পরিবেশ দেওয়া। প্রতিটি লেনদেন আলাদা হিসাবখাতায় লিপিবদ্ধ হয়, এবং আমাদের নিজস্ব গেমগুলোর ফলাফল যাচাইযোগ্য (provably fair)।</p>
<p>কোনো প্রশ্ন থাকলে দিনের যেকোনো সময় লাইভ চ্যাট বা টেলিগ্রামে আমাদের গ্রাহক সেবায় যোগাযোগ করুন।</p>`,
    },
    en: {
      title: 'About us',
      content: `<p>Khela is an online gaming and betting platform. Live casino, slots, sports, e-sports, fishing, card games, cockfighting and lottery are all in one place.</p>
<p>Our aim is a safe, transparent and fair place to play. Every transaction is recorded in a double-entry ledger, and the results of our own games can be verified (provably fair).</p>
<p>If you have a question, contact customer service by live chat or Telegram at any time of day.</p>`,
    },
  },
  {
    code: 'term',
    sort: 2,
    bn: {
      title: 'শর্তাবলী',
      content: `<h3>১. যোগ্যতা</h3>
<p>অ্যাকাউন্ট খুলতে আপনার বয়স কমপক্ষে ১৮ বছর (অথবা আপনার দেশের আইনে নির্ধারিত বয়স) হতে হবে। আপনার এলাকায় অনলাইন গেমিং বৈধ কিনা তা নিশ্চিত করার দায়িত্ব আপনার।</p>
<h3>২. অ্যাকাউন্ট</h3>
<p>প্রত্যেক ব্যক্তি একটিমাত্র অ্যাকাউন্ট রাখতে পারবেন। নিবন্ধনের তথ্য সঠিক ও হালনাগাদ রাখুন। পাসওয়ার্ড গোপন রাখা আপনার দায়িত্ব; আপনার অ্যাকাউন্ট থেকে করা সব কার্যক্রম আপনার বলে গণ্য হবে।</p>
<h3>৩. জমা ও উত্তোলন</h3>
<p>শুধুমাত্র নিজের নামের পেমেন্ট অ্যাকাউন্ট ব্যবহার করুন। উত্তোলনের আগে পরিচয় যাচাই চাওয়া হতে পারে। বোনাসের টার্নওভার শর্ত পূরণ না হলে বোনাস ও তা থেকে অর্জিত জয় উত্তোলন করা যাবে না।</p>
<h3>৪. ন্যায্য খেলা</h3>
<p>প্রতারণা, একাধিক অ্যাকাউন্ট, যোগসাজশ বা সফটওয়্যারের ত্রুটির অপব্যবহার করলে অ্যাকাউন্ট স্থগিত এবং সংশ্লিষ্ট জয় বাতিল করা হতে পারে।</p>
<h3>৫. পরিবর্তন</h3>
<p>আমরা এই শর্তাবলী সময়ে সময়ে হালনাগাদ করতে পারি। পরিবর্তনের পর সাইট ব্যবহার চালিয়ে গেলে আপনি নতুন শর্তাবলী মেনে নিয়েছেন বলে গণ্য হবে।</p>`,
    },
    en: {
      title: 'Terms and conditions',
      content: `<h3>1. Eligibility</h3>
<p>You must be at least 18 years old (or the age set by the law of your country) to open an account. You are responsible for making sure online gaming is legal where you live.</p>
<h3>2. Your account</h3>
<p>Each person may hold one account. Keep your registration details correct and up to date. Keeping your password secret is your responsibility; everything done from your account is treated as done by you.</p>
<h3>3. Deposits and withdrawals</h3>
<p>Use only payment accounts in your own name. We may ask you to verify your identity before a withdrawal. A bonus and the winnings from it cannot be withdrawn until its turnover requirement is met.</p>
<h3>4. Fair play</h3>
<p>Cheating, multiple accounts, collusion or exploiting software faults may lead to the account being suspended and the related winnings being voided.</p>
<h3>5. Changes</h3>
<p>We may update these terms from time to time. If you keep using the site after a change, you accept the new terms.</p>`,
    },
  },
  {
    code: 'privacy',
    sort: 3,
    bn: {
      title: 'গোপনীয়তা নীতি',
      content: `<p>অ্যাকাউন্ট পরিচালনা, লেনদেন সম্পন্ন করা এবং আইনগত বাধ্যবাধকতা পূরণের জন্য আমরা আপনার নাম, মোবাইল নম্বর, ইমেইল, লেনদেনের ইতিহাস ও লগইনের IP ঠিকানা সংগ্রহ করি।</p>
<ul>
<li>আমরা আপনার তথ্য বিক্রি করি না।</li>
<li>পেমেন্ট সম্পন্ন করতে প্রয়োজনীয় তথ্য শুধু সংশ্লিষ্ট পেমেন্ট প্রদানকারীর সাথে শেয়ার করা হয়।</li>
<li>পাসওয়ার্ড শুধু একমুখী হ্যাশ হিসেবে সংরক্ষণ করা হয়; আমাদের কর্মীরাও তা দেখতে পারেন না।</li>
</ul>
<p>নিজের তথ্য দেখতে, সংশোধন করতে বা অ্যাকাউন্ট বন্ধ করতে গ্রাহক সেবায় যোগাযোগ করুন।</p>`,
    },
    en: {
      title: 'Privacy policy',
      content: `<p>We collect your name, mobile number, email, transaction history and login IP address to run your account, complete transactions and meet our legal obligations.</p>
<ul>
<li>We do not sell your data.</li>
<li>Only the details a payment needs are shared with the payment provider handling it.</li>
<li>Passwords are stored only as a one-way hash; not even our staff can read them.</li>
</ul>
<p>To see or correct your data, or to close your account, contact customer service.</p>`,
    },
  },
  {
    code: 'responsibleGaming',
    sort: 4,
    bn: {
      title: 'দায়িত্বশীল গেমিং',
      content: `<p>খেলা হোক বিনোদন, আয়ের উৎস নয়। যতটুকু হারাতে পারেন তার বেশি কখনো বাজি ধরবেন না।</p>
<ul>
<li>খেলার আগে সময় ও টাকার সীমা ঠিক করে নিন।</li>
<li>হারানো টাকা ফেরত পেতে বাজির পরিমাণ বাড়াবেন না।</li>
<li>রাগ, দুঃখ বা মদ্যপ অবস্থায় খেলবেন না।</li>
<li>প্রয়োজনে গ্রাহক সেবায় যোগাযোগ করে নির্দিষ্ট সময়ের জন্য অ্যাকাউন্ট বন্ধ (সেলফ-এক্সক্লুশন) করতে পারেন।</li>
</ul>
<p>১৮ বছরের কম বয়সীদের এই সাইটে খেলা সম্পূর্ণ নিষিদ্ধ।</p>`,
    },
    en: {
      title: 'Responsible gaming',
      content: `<p>Play for fun, not as a way to earn money. Never bet more than you can afford to lose.</p>
<ul>
<li>Set a time and money limit before you play.</li>
<li>Do not raise your stakes to win back losses.</li>
<li>Do not play when angry, upset or drunk.</li>
<li>If you need a break, contact customer service to close your account for a set time (self-exclusion).</li>
</ul>
<p>Playing on this site under the age of 18 is strictly forbidden.</p>`,
    },
  },
  {
    code: 'depositHelp',
    sort: 5,
    bn: {
      title: 'কীভাবে জমা করবেন',
      content: `<ol>
<li>লগইন করে উপরের মেনু থেকে <strong>জমা</strong> বাটনে চাপুন।</li>
<li>পেমেন্ট পদ্ধতি বেছে নিন (যেমন বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফার)।</li>
<li>জমার পরিমাণ (৳) লিখুন এবং দেখানো অ্যাকাউন্টে টাকা পাঠান।</li>
<li>লেনদেন আইডি (TrxID) সঠিকভাবে লিখে জমা দিন।</li>
</ol>
<p>সাধারণত কয়েক মিনিটের মধ্যে ব্যালান্স যোগ হয়। ৩০ মিনিটের মধ্যে না হলে লেনদেনের স্ক্রিনশটসহ গ্রাহক সেবায় যোগাযোগ করুন।</p>`,
    },
    en: {
      title: 'How to deposit',
      content: `<ol>
<li>Log in and press <strong>Deposit</strong> in the top menu.</li>
<li>Choose a payment method (such as bKash, Nagad, Rocket or bank transfer).</li>
<li>Enter the amount (৳) and send the money to the account shown.</li>
<li>Enter the transaction id (TrxID) exactly and submit.</li>
</ol>
<p>Your balance is usually credited within a few minutes. If it is not credited within 30 minutes, contact customer service with a screenshot of the transaction.</p>`,
    },
  },
  {
    code: 'withdrawalHelp',
    sort: 6,
    bn: {
      title: 'কীভাবে উত্তোলন করবেন',
      content: `<ol>
<li>মেম্বার সেন্টার থেকে <strong>উত্তোলন</strong> খুলুন।</li>
<li>নিজের নামের পেমেন্ট অ্যাকাউন্ট যোগ করুন বা বেছে নিন।</li>
<li>পরিমাণ লিখে পেমেন্ট পাসওয়ার্ড দিয়ে অনুরোধ জমা দিন।</li>
</ol>
<p>টাকা পাওয়ার পর অনুগ্রহ করে <strong>প্রাপ্ত</strong> নিশ্চিত করুন। টাকা না পেলে <strong>প্রাপ্ত হয়নি</strong> বেছে নিয়ে প্রমাণ আপলোড করুন। নির্ধারিত সময়ের মধ্যে নিশ্চিত না করলে উত্তোলনটি প্রাপ্ত বলে গণ্য হবে।</p>
<p>বোনাসের টার্নওভার পূরণ না হলে উত্তোলন করা যাবে না।</p>`,
    },
    en: {
      title: 'How to withdraw',
      content: `<ol>
<li>Open <strong>Withdraw</strong> in the member centre.</li>
<li>Add or choose a payment account in your own name.</li>
<li>Enter the amount and submit the request with your payment password.</li>
</ol>
<p>When the money arrives, please confirm it as <strong>received</strong>. If it does not arrive, choose <strong>not received</strong> and upload proof. A withdrawal you do not confirm within the stated time counts as received.</p>
<p>You cannot withdraw while a bonus turnover requirement is still open.</p>`,
    },
  },
  {
    code: 'faq',
    sort: 7,
    bn: {
      title: 'সাধারণ জিজ্ঞাসা',
      content: `<h4>পাসওয়ার্ড ভুলে গেলে কী করব?</h4>
<p>লগইন পপআপে "পাসওয়ার্ড ভুলে গেছেন" চাপুন এবং ইমেইল অথবা মোবাইল নম্বর দিয়ে নতুন পাসওয়ার্ড সেট করুন।</p>
<h4>ফ্রি প্লে কী?</h4>
<p>কিছু গেম টাকা ছাড়াই ট্রায়াল অ্যাকাউন্টে চেষ্টা করা যায়। আসল টাকায় খেলতে ও উত্তোলন করতে একটি সাধারণ অ্যাকাউন্ট লাগবে।</p>
<h4>আমার IP ব্লক দেখাচ্ছে কেন?</h4>
<p>কিছু অঞ্চল বা IP ঠিকানা থেকে সাইটে প্রবেশ সীমিত। ভুল মনে হলে স্ক্রিনে দেখানো IP ঠিকানাসহ গ্রাহক সেবায় যোগাযোগ করুন।</p>
<h4>অ্যাপ কোথায় পাব?</h4>
<p>সাইড মেনুর "অ্যাপ ডাউনলোড" থেকে অ্যান্ড্রয়েড ও আইওএস অ্যাপের QR কোড স্ক্যান করুন।</p>`,
    },
    en: {
      title: 'Frequently asked questions',
      content: `<h4>What if I forget my password?</h4>
<p>Press "Forgot password" in the login popup and set a new one by email or mobile number.</p>
<h4>What is free play?</h4>
<p>Some games can be tried without money on a trial account. To play for real money and withdraw, you need a regular account.</p>
<h4>Why does it say my IP is blocked?</h4>
<p>Access is restricted from some regions and IP addresses. If you think this is a mistake, contact customer service with the IP address shown on the screen.</p>
<h4>Where do I get the app?</h4>
<p>Scan the Android or iOS QR code under "App download" in the side menu.</p>`,
    },
  },
];

export const HELP_SECTIONS: NewHelpSectionRow[] = SECTIONS.flatMap((section) =>
  (['bn', 'en'] as const).map((lang) => ({
    code: section.code,
    lang,
    sort: section.sort,
    title: section[lang].title,
    content: section[lang].content,
  })),
);
