// What a person finds when a form refuses a field: the field marked invalid, the message it is described
// by, and the focus on it.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectEventually } from './page-state';

export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expectEventually(async () => (await field.getAttribute('aria-invalid')) === 'true');
  const described = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(described.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
  await expectEventually(() => field.evaluate((element) => element === document.activeElement));
}
