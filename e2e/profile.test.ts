import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { joinThroughForm } from './support/accounts';
import { pngFile } from './support/images';

describe('the member profile', () => {
  const browser = useBrowser();

  it('asks visitors to sign in', async () => {
    const page = await browser.open('/profile');
    await page.getByRole('heading', { level: 1, name: 'Please Sign In' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('shows the profile, edits it, saves it with an avatar and sees the success message', async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    // Joined without a display name: shown under the neutral default (SECURITY.md), read from the profile.
    const name = await page.evaluate(async () => {
      const response = await fetch('/api/me/profile');
      return ((await response.json()) as { displayName: string }).displayName;
    });
    expect(name).toMatch(/^Member \d{4}$/);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('0 posts').waitFor();
    await page.getByText('Reputation 0').waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Display name').fill('Adaeze the Drummer');
    await page.getByLabel('Bio').fill('Talking drum and percussion.\nLagos.');
    await page.getByLabel('Discipline').selectOption('Musician');
    await page.getByLabel('Avatar').setInputFiles(await pngFile('me.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Adaeze the Drummer' }).waitFor();
    expect(await page.getByText('Musician').count()).toBeGreaterThanOrEqual(1);
    const avatar = page.getByRole('img', { name: "Adaeze the Drummer's avatar" });
    expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/avatars\//);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Adaeze the Drummer' }).waitFor();
  });

  it("shows 'Failed to save profile. Please try again.' and keeps the form", async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.route('**/api/me/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"INTERNAL","message":"x"}}',
          })
        : route.continue(),
    );
    await page.getByLabel('Display name').fill('Kept Name');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to save profile. Please try again.' }).waitFor();
    expect(await page.getByLabel('Display name').inputValue()).toBe('Kept Name');
  });
});
