import { escapeHtml, shell } from '../../page.js';
import type { TableVariant } from '../kinds.js';
import type { TableBoot } from './api.js';

/** The tables' felt, per variant: baccarat green, dragon tiger red, roulette deep green, Andar Bahar maroon. */
const BACKGROUND: Record<TableVariant, string> = {
  baccarat: '#0b2a1f',
  'dragon-tiger': '#2a0d12',
  roulette: '#0a2418',
  'andar-bahar': '#2a1208',
};

const BUNDLE = { css: 'table.css', script: 'table-main.js' };

/**
 * A live table's page (issue 21): the shell with table.css and table-main.js and the boot data.
 * The first paint is a loading line already marked as the table page, so a browser test can wait
 * on `[data-page="table"]`.
 */
export function tablePage(boot: TableBoot): string {
  const title = boot.table.name[boot.lang] || boot.table.name.en || boot.name;
  return shell({
    base: boot.base,
    lang: boot.lang,
    title,
    background: BACKGROUND[boot.table.variant],
    boot,
    body: `<main id="app" class="app table ${boot.table.variant}" data-page="table"><p class="loading">${escapeHtml(boot.lang === 'bn' ? 'লোড হচ্ছে…' : 'Loading…')}</p></main>`,
    bundle: BUNDLE,
  });
}
