// Journeys' building blocks: join or sign in through the real screens.
import type { Page } from 'playwright-core';

let counter = 0;

export function newMemberEmail(): string {
  counter += 1;
  return `member${Date.now().toString(36)}${counter}@example.com`;
}

export const MEMBER_PASSWORD = 'member-passphrase';

export async function joinThroughForm(
  page: Page,
  email = newMemberEmail(),
  password = MEMBER_PASSWORD,
  { newsletter = false } = {},
): Promise<string> {
  await page.goto('/join');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  // "Send me Griot's newsletter" starts unticked.
  const optIn = page.getByRole('checkbox', { name: /Send me Griot’s newsletter/ });
  if (await optIn.isChecked()) throw new Error('The newsletter box must start unticked.');
  if (newsletter) await optIn.check();
  await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
  // Joining signs in and goes home; the header (or the phone menu) then welcomes the member.
  await page.waitForURL(/:\d+\/$/);
  await page.getByRole('banner').getByRole('link', { name: 'Join Community' }).waitFor({ state: 'detached' });
  return email;
}

export async function signInThroughForm(
  page: Page,
  path: '/login' | '/admin/login',
  email: string,
  password: string,
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the Admin Panel form and waits for the dashboard. */
export async function signInAsAdmin(page: Page, admin: { email: string; password: string }): Promise<void> {
  await signInThroughForm(page, '/admin/login', admin.email, admin.password);
  await page.waitForURL(/:\d+\/admin\/dashboard$/);
}

/** Signs out through the header's account menu. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
}
