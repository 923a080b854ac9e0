// With E2E_SCREENSHOTS set, screens are kept there to be looked at; the journey is the test.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

export async function keep(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
