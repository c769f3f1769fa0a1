import type { Page } from '@playwright/test';

/**
 * Visible text with Latin digits on a Bengali page: numbers go through the site's formatter; codes a
 * person copies are marked data-latin or translate="no". Each finding names its page or region.
 */
export async function latinDigitsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/[0-9]/.test(text)) continue;
      if (parent.closest('script, style, noscript, svg, [data-latin], [translate="no"]')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const where = parent.closest('[data-page], [data-region], [role="dialog"]');
      const label = where?.getAttribute('data-page') ?? where?.getAttribute('data-region') ?? 'page';
      found.push(
        `${label} <${parent.tagName.toLowerCase()} class="${parent.className}">: ${text.trim().slice(0, 60)}`,
      );
    }
    return found;
  });
}
