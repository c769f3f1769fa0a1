import { escapeHtml, shell } from '../../page.js';
import type { CrashLimits } from './engine.js';

/** What the crash page starts from (the boot JSON). */
export type CrashBoot = {
  kind: 'crash';
  base: string;
  lobby: string;
  lang: 'bn' | 'en';
  sessionId: string;
  /** The launched catalogue game's name. */
  name: string;
  room: { code: string; name: { bn: string; en: string } };
  player: { nickname: string; currency: string; balance: string };
  limits: CrashLimits;
  /** Stake chips, as amounts of the player's currency. */
  chips: string[];
  /** The curve's constant: m(t) = floor(100·e^(k·t)) hundredths, t in ms. */
  curveK: number;
  edgeBps: number;
};

const loadingText = (lang: 'bn' | 'en') => (lang === 'bn' ? 'লোড হচ্ছে…' : 'Loading…');

/** The crash page (issue 21): the shell with crash.css and crash-main.js. */
export function crashPage(boot: CrashBoot): string {
  return shell({
    base: boot.base,
    lang: boot.lang,
    title: boot.name,
    background: '#0b1022',
    boot,
    body: `<main id="app" class="app crash" data-page="crash"><p class="loading">${escapeHtml(loadingText(boot.lang))}</p></main>`,
    bundle: { css: 'crash.css', script: 'crash-main.js' },
  });
}
