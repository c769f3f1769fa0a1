import { escapeHtml, shell } from '../page.js';
import type { LotteryBoot } from './api.js';

/** The standalone verifier's boot data: the draw id comes from the address (?draw=ID). */
export type LotteryVerifyBoot = { kind: 'lottery-verify'; base: string; lang: 'bn' | 'en' };

/** Page colours per family: the fast games' night blue, 4D's deep red, Vietnam's dark green. */
const BACKGROUND: Record<LotteryBoot['family'], string> = {
  fast: '#0f1430',
  sea: '#240f14',
  vn: '#0d2019',
};

const BUNDLE = { css: 'lottery.css', script: 'lottery-main.js' };

const loadingText = (lang: 'bn' | 'en') => (lang === 'bn' ? 'লোড হচ্ছে…' : 'Loading…');

/**
 * The lottery page (issue 20): the shell with lottery.css and lottery-main.js, and the boot data
 * the page starts from. The first paint is a loading line already marked as the lottery page, so
 * a browser test can wait on `[data-page="lottery"]`.
 */
export function lotteryPage(boot: LotteryBoot): string {
  return shell({
    base: boot.base,
    lang: boot.lang,
    title: boot.name,
    background: BACKGROUND[boot.family],
    boot,
    body: `<main id="app" class="app lottery ${boot.family}" data-page="lottery"><p class="loading">${escapeHtml(loadingText(boot.lang))}</p></main>`,
    bundle: BUNDLE,
  });
}

/**
 * The lottery's public fairness verifier ({base}/lottery/verify?draw=ID): anyone enters a draw id
 * and sees its record (commitment, public value, revealed seed, outcome, whether it recomputes)
 * and how to check it by hand. No session: the draw record is public.
 */
export function lotteryVerifierPage(input: { base: string; lang: 'bn' | 'en' }): string {
  const boot: LotteryVerifyBoot = { kind: 'lottery-verify', base: input.base, lang: input.lang };
  return shell({
    base: input.base,
    lang: input.lang,
    title: input.lang === 'bn' ? 'লটারি ড্র যাচাই' : 'Lottery draw verifier',
    background: BACKGROUND.fast,
    boot,
    body: `<main id="app" class="app lottery verify" data-page="lottery-verify"><p class="loading">${escapeHtml(loadingText(input.lang))}</p></main>`,
    bundle: BUNDLE,
  });
}
