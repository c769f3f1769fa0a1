import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'),
  'utf8',
);

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

/**
 * The page's serious and critical axe violations. axe is evaluated through the browser's
 * debugging protocol rather than added as an inline script tag: the site's Content-Security-Policy
 * refuses inline scripts, as it should, and the test must not weaken it.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } = Reflect.get(
      window,
      'axe',
    );
    return (await axe.run(document)).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
