import type { Page } from 'playwright-core';

/** Waits until the screen's loading spinner has gone. */
export async function waitForLoaded(page: Page): Promise<void> {
  // The app must have drawn its frame first: before its script runs there is no spinner to wait out either.
  await page.locator('main').first().waitFor({ timeout: 15_000 });
  await page.getByRole('status', { name: 'Loading' }).first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Polls a condition of the page until it holds, then fails with the last answer if it never does. */
export async function expectEventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!(await check())) throw new Error(`Condition not met within ${timeoutMs} ms`);
}

/** Waits until the app's service worker controls the page (it registers a moment after the first screen). */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}
