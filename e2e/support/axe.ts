// axe-core's serious and critical findings on a page (docs/product.md §11), one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations on the page as it is, one line each. */
export async function violations(page: Page): Promise<string[]> {
  // A text still rising in (the hero's entrance) is part transparent: axe would judge its contrast mid-way,
  // which a slow machine makes likely. Endless animations (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only the violations are described in full: the passes' details would cost more than the checks.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
