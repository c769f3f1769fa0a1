import { escapeHtml, shell } from '../../page.js';
import type { TeenPattiBoot } from './api.js';

const BUNDLE = { css: 'teen-patti.css', script: 'teen-patti-main.js' };

/**
 * The Teen Patti page (issue 21): the shell with teen-patti.css and teen-patti-main.js and the
 * boot data; the first paint is a loading line already marked as the page, so a browser test can
 * wait on `[data-page="teen-patti"]`.
 */
export function teenPattiPage(boot: TeenPattiBoot): string {
  return shell({
    base: boot.base,
    lang: boot.lang,
    title: boot.name,
    background: '#0b2a1c',
    boot,
    body: `<main id="app" class="app teen-patti" data-page="teen-patti"><p class="loading">${escapeHtml(
      boot.lang === 'bn' ? 'লোড হচ্ছে…' : 'Loading…',
    )}</p></main>`,
    bundle: BUNDLE,
  });
}
