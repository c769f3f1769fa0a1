import type { Lang, SessionView } from './studio.js';

/** The slot as the page draws it (no secrets: strips and pays are public, like a paytable). */
export type ClientGame = {
  code: string;
  rows: number;
  reels: number;
  lines: number[][];
  /** `art`: the symbol's drawing, an <svg> the page inserts as it is (our own markup, no input). */
  symbols: { code: string; kind: string; pays: number[]; art: string }[];
  strips: number[][];
  freeSpins: number[];
  multiplier: number;
  rtp: number;
  volatility: 'low' | 'medium';
  theme: { background: string; accent: string; reel: string };
  title: { en: string; bn: string };
};

/** JSON inside <script>: '<' escaped so no text can close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML around a studio page: its stylesheet, boot JSON and module (the slot's by default). */
export function shell(input: {
  base: string;
  lang: Lang;
  title: string;
  background: string;
  boot: unknown;
  body?: string;
  /** The page's own bundle: `book` loads book.css and book-main.js. */
  bundle?: { css: string; script: string };
}) {
  const css = input.bundle?.css ?? 'game.css';
  const script = input.bundle?.script ?? 'game.js';
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${escapeHtml(input.background)}">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="${input.base}/assets/${css}">
</head>
<body style="background:${escapeHtml(input.background)}">
${input.body ?? '<main id="app" class="app"><p class="loading">…</p></main>'}
<script type="application/json" id="boot">${scriptJson(input.boot)}</script>
<script type="module" src="${input.base}/assets/${script}"></script>
</body>
</html>`;
}

export function gamePage(input: {
  base: string;
  session: SessionView;
  lobby: string;
  game: ClientGame;
}): string {
  return shell({
    base: input.base,
    lang: input.session.lang,
    title: input.session.name,
    background: input.game.theme.background,
    boot: { mode: 'game', base: input.base, lobby: input.lobby, session: input.session, game: input.game },
  });
}

export function verifierPage(input: { base: string; lang: Lang; games: ClientGame[] }): string {
  return shell({
    base: input.base,
    lang: input.lang,
    title: input.lang === 'bn' ? 'ন্যায্যতা যাচাই' : 'Fairness verifier',
    background: '#1b1f3b',
    boot: { mode: 'verify', base: input.base, lang: input.lang, games: input.games },
  });
}

const ERROR_TEXT: Record<Lang, Record<string, string>> = {
  en: {
    INVALID_TOKEN: 'This game link has expired or was already used. Open the game again from the lobby.',
    INVALID_GAME: 'This game does not exist.',
    SESSION_NOT_FOUND: 'This game session has ended. Open the game again from the lobby.',
    WALLET_UNAVAILABLE: 'The game cannot reach your wallet right now. Please try again in a moment.',
    GAME_MAINTENANCE: 'This game is under maintenance. Please try again later.',
    default: 'The game could not start. Please try again.',
    back: 'Back to lobby',
    title: 'Game unavailable',
  },
  bn: {
    INVALID_TOKEN: 'এই গেম লিংকের মেয়াদ শেষ বা আগেই ব্যবহার হয়েছে। লবি থেকে আবার গেমটি খুলুন।',
    INVALID_GAME: 'এই গেমটি নেই।',
    SESSION_NOT_FOUND: 'এই গেম সেশন শেষ হয়েছে। লবি থেকে গেমটি আবার খুলুন।',
    WALLET_UNAVAILABLE: 'এই মুহূর্তে গেমটি আপনার ওয়ালেটে পৌঁছাতে পারছে না। একটু পরে আবার চেষ্টা করুন।',
    GAME_MAINTENANCE: 'গেমটির রক্ষণাবেক্ষণ চলছে। পরে আবার চেষ্টা করুন।',
    default: 'গেমটি চালু করা যায়নি। আবার চেষ্টা করুন।',
    back: 'লবিতে ফিরুন',
    title: 'গেমটি এখন পাওয়া যাচ্ছে না',
  },
};

/** A launch that failed: a translated message and the way back, no script needed. */
export function errorPage(input: { base: string; lang: Lang; lobby: string; code: string }): string {
  const text = ERROR_TEXT[input.lang];
  const message = text[input.code] ?? text.default ?? '';
  return shell({
    base: input.base,
    lang: input.lang,
    title: text.title ?? '',
    background: '#1b1f3b',
    boot: { mode: 'error' },
    body: `<main class="app error-page" data-code="${escapeHtml(input.code)}">
<h1>${escapeHtml(text.title ?? '')}</h1>
<p role="alert">${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(input.lobby)}">${escapeHtml(text.back ?? '')}</a>
</main>`,
  });
}
