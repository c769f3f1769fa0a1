import { escapeHtml, shell } from '../../page.js';
import type { FishingBoot } from './api.js';

const BUNDLE = { css: 'fishing.css', script: 'fishing-main.js' };

/**
 * The fishing page (issue 21): the shell with fishing.css and fishing-main.js and its boot data.
 * The first paint is a loading line already marked as the fishing page (`[data-page="fishing"]`).
 */
export function fishingPage(boot: FishingBoot): string {
  return shell({
    base: boot.base,
    lang: boot.lang,
    title: boot.name,
    background: '#04233a',
    boot,
    body: `<main id="app" class="app fishing" data-page="fishing"><p class="loading">${escapeHtml(
      boot.lang === 'bn' ? 'লোড হচ্ছে…' : 'Loading…',
    )}</p></main>`,
    bundle: BUNDLE,
  });
}
