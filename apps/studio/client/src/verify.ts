import type { ClientGame } from '../../src/page.js';
import type { verifyRound } from '../../src/studio.js';
import { el, symbolNode, useSymbolArt } from './dom.js';
import { type Lang, TEXTS } from './texts.js';

export type VerifierBoot = { mode: 'verify'; base: string; lang: Lang; games: ClientGame[] };

/** The answer of POST /api/verify: the recomputed round, or a failure status. */
type VerifyAnswer =
  | ({ status: 'OK' } & Omit<Extract<ReturnType<typeof verifyRound>, { ok: true }>, 'ok'>)
  | { status: string; reason?: string };

/**
 * The verifier page: recomputes a round from revealed seeds on the studio's server (the same
 * code that played it). The seeds and the commitment can also be checked by hand:
 * sha256(serverSeed) = hash; the words come from HMAC-SHA256(serverSeed, "clientSeed:nonce:round").
 */
export function startVerifier(boot: VerifierBoot): void {
  const t = TEXTS[boot.lang];
  for (const game of boot.games) useSymbolArt(game.symbols);
  const params = new URLSearchParams(location.search);
  const app = document.getElementById('app') as HTMLElement;
  app.className = 'app verifier';
  const field = (name: string, label: string, value = '') =>
    el(
      'label',
      {},
      el('small', { text: label }),
      el('input', { name, value, spellcheck: 'false', autocomplete: 'off', 'data-testid': `verify-${name}` }),
    );
  const select = el(
    'select',
    { name: 'game', 'data-testid': 'verify-game' },
    ...boot.games.map((game) => el('option', { value: game.code, text: game.title[boot.lang] })),
  );
  select.value = params.get('game') ?? boot.games[0]?.code ?? '';
  const form = el(
    'form',
    { class: 'verify-form' },
    el('label', {}, el('small', { text: t.game }), select),
    field('serverSeed', t.serverSeed, params.get('serverSeed') ?? ''),
    field('serverSeedHash', t.serverSeedHash, params.get('serverSeedHash') ?? ''),
    field('clientSeed', t.clientSeed, params.get('clientSeed') ?? ''),
    field('nonce', 'Nonce', params.get('nonce') ?? '0'),
    el('button', { class: 'spin wide', type: 'submit', text: t.verifyButton }),
  );
  const result = el('section', {
    class: 'verify-result',
    'data-testid': 'verify-result',
    'aria-live': 'polite',
  });
  app.replaceChildren(
    el('header', { class: 'top' }, el('h1', { class: 'title', text: t.verifyTitle })),
    el('p', { class: 'note', text: t.fairIntro }),
    form,
    result,
  );

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const body = Object.fromEntries(
      ['game', 'serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'].map((key) => [
        key,
        String(data.get(key) ?? '').trim(),
      ]),
    );
    const answer = (await fetch(`${boot.base}/api/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, gameCode: body.game, nonce: Number(body.nonce) }),
    })
      .then((response) => response.json())
      .catch(() => ({ status: 'NETWORK' }))) as VerifyAnswer;
    if (answer.status !== 'OK' || !('spins' in answer)) {
      const reason = 'reason' in answer && answer.reason ? answer.reason : '';
      result.replaceChildren(
        el('p', {
          class: 'message',
          'data-kind': 'error',
          text: t.verifyBad[reason] ?? t.errors.default ?? '',
        }),
      );
      return;
    }
    const game = boot.games.find((candidate) => candidate.code === answer.slotCode);
    const grids = answer.spins.map((spin, index) => {
      const grid = el('div', {
        class: 'mini-reels',
        style: `--reels:${spin.window.length};--rows:${spin.window[0]?.length ?? 3}`,
      });
      const rows = spin.window[0]?.length ?? 0;
      for (let row = 0; row < rows; row += 1) {
        for (const reel of spin.window)
          grid.append(symbolNode(game?.symbols[reel[row] ?? 0]?.code ?? '?', 'mini'));
      }
      return el(
        'figure',
        {},
        grid,
        el('figcaption', { text: index === 0 ? t.spin : t.freeSpinOf(index, answer.spins.length - 1) }),
      );
    });
    result.replaceChildren(
      el('p', {
        class: 'message',
        'data-kind': 'win',
        'data-testid': 'verify-ok',
        text: t.verifyOk(String(answer.winTimesStake)),
      }),
      ...grids,
    );
  });
  if (params.get('serverSeed')) form.requestSubmit();
}
