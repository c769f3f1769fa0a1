import type { LotteryVerifyBoot } from '../../src/lottery/page.js';
import { timeText } from './book-widgets.js';
import { el } from './dom.js';
import { createLotteryApi, LotteryError } from './lottery-api.js';
import type { Words } from './lottery-context.js';
import { drawRecordView } from './lottery-fairness.js';
import { failureText, lotteryText } from './lottery-texts.js';
import { formatDigitsIn } from './numbers.js';

/**
 * The standalone draw verifier ({base}/lottery/verify?draw=ID): a draw id field and the draw's
 * fairness record, with the steps to check it by hand. Public: no session, no balance.
 */

const MAX_DRAW_ID = 80;

export function startLotteryVerifier(boot: LotteryVerifyBoot): void {
  const lang = boot.lang;
  const words: Words = {
    lang,
    t: (key, values) => lotteryText(lang, key, values),
    digits: (text) => formatDigitsIn(String(text), lang),
    time: (ms) => timeText(ms, lang),
  };
  const api = createLotteryApi({ base: boot.base });
  const app = document.getElementById('app') as HTMLElement;
  app.className = 'app lottery verify';
  app.dataset.page = 'lottery-verify';
  document.documentElement.lang = lang;

  const input = el('input', {
    name: 'draw',
    spellcheck: 'false',
    autocomplete: 'off',
    maxlength: String(MAX_DRAW_ID),
    'aria-label': words.t('drawId'),
    'data-testid': 'lottery-verify-draw',
  });
  input.value = new URLSearchParams(location.search).get('draw') ?? '';
  const form = el(
    'form',
    { class: 'verify-form' },
    el('label', { class: 'stake-field' }, el('span', { text: words.t('drawId') }), input),
    el('button', { class: 'primary', type: 'submit', text: words.t('show') }),
  );
  const result = el('section', { class: 'verify-result', 'aria-live': 'polite' });
  app.replaceChildren(
    el(
      'header',
      { class: 'lot-top verify-top' },
      el('h1', { class: 'lot-title', text: words.t('verifyTitle') }),
    ),
    el('p', { class: 'trend-note', text: words.t('verifyIntro') }),
    form,
    result,
  );

  // The games' names, to name the draw's game (public, asked once; a record shows without them).
  const games = api.games().then(
    (answer) => answer.games,
    () => [],
  );
  let asked = '';
  async function show(drawId: string): Promise<void> {
    asked = drawId;
    const url = new URL(location.href);
    url.searchParams.set('draw', drawId);
    history.replaceState(null, '', url);
    result.replaceChildren(el('p', { class: 'loading', text: words.t('loading') }));
    try {
      const answer = await api.draw(drawId);
      const game = (await games).find((entry) => entry.code === answer.draw.gameCode);
      if (asked === drawId) result.replaceChildren(drawRecordView(words, answer, game?.name[lang]));
    } catch (error) {
      if (asked !== drawId) return;
      const status = error instanceof LotteryError ? error.code : 'NETWORK';
      const fill = { money: (amount: string) => amount, digits: words.digits, min: '', max: '' };
      result.replaceChildren(
        el('p', { class: 'empty', role: 'alert', text: failureText(lang, { status }, fill) }),
      );
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const drawId = input.value.trim();
    if (drawId) void show(drawId);
  });
  if (input.value.trim()) void show(input.value.trim());
}
