import { escapeHtml, shell } from '../page.js';
import type { BookBoot } from './api.js';

/** Page colours per lobby: the sportsbook green, e-sports violet, the cockpit's sand-red. */
const BACKGROUND: Record<BookBoot['category'], string> = {
  sports: '#0e1f17',
  esports: '#17122b',
  cockfight: '#2a1410',
};

/**
 * The book page (sportsbook, e-sports or cockfight arena): the shell with book.css and
 * book-main.js, and the boot data the page starts from. The first paint is a loading line
 * already marked as the book page, so a browser test can wait on `[data-page="book"]`.
 */
export function bookPage(boot: BookBoot): string {
  const loading = boot.lang === 'bn' ? 'লোড হচ্ছে…' : 'Loading…';
  return shell({
    base: boot.base,
    lang: boot.lang,
    title: boot.name,
    background: BACKGROUND[boot.category],
    boot,
    body: `<main id="app" class="app book ${boot.category}" data-page="book"><p class="loading">${escapeHtml(loading)}</p></main>`,
    bundle: { css: 'book.css', script: 'book-main.js' },
  });
}
