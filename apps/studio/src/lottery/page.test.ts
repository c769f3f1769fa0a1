import { describe, expect, it } from 'vitest';
import type { LotteryBoot } from './api.js';
import { lotteryPage, lotteryVerifierPage } from './page.js';

const boot: LotteryBoot = {
  kind: 'lottery',
  base: '/studio',
  sessionId: 'session-123456',
  lang: 'bn',
  lobby: 'https://site.test/lottery',
  gameCode: 'KL5D1',
  family: 'fast',
  name: '5D </script><script>alert(1)</script>',
  nickname: 'rahim',
  currency: 'BDT',
  balance: '1000.00',
  limits: { minStake: '1.00', maxStake: '5000.00', maxLines: 50, maxExposure: '100000.00' },
};

/** The boot JSON as the page's module reads it. */
function bootOf(html: string): unknown {
  const json = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
  return JSON.parse(json);
}

describe('the lottery page shell', () => {
  it('paints a loading line marked as the lottery page and loads the lottery bundle', () => {
    const html = lotteryPage(boot);
    expect(html).toContain('<main id="app" class="app lottery fast" data-page="lottery">');
    expect(html).toContain('লোড হচ্ছে…');
    expect(html).toContain('href="/studio/assets/lottery.css"');
    expect(html).toContain('src="/studio/assets/lottery-main.js"');
    expect(html).toContain('<html lang="bn">');
    expect(bootOf(html)).toEqual(boot);
    // A name cannot close the boot script or the title.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('serves the verifier from the same bundle with its own boot', () => {
    const html = lotteryVerifierPage({ base: '/studio', lang: 'en' });
    expect(html).toContain('data-page="lottery-verify"');
    expect(html).toContain('Loading…');
    expect(html).toContain('src="/studio/assets/lottery-main.js"');
    expect(bootOf(html)).toEqual({ kind: 'lottery-verify', base: '/studio', lang: 'en' });
  });
});
