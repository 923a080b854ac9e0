// Griot in a visitor's language (docs/decisions/015-translations.md): a French browser's first visit moves to
// the French address, the footer's switcher moves back and is remembered, and a French page shows the French
// catalog's texts, loaded beside its first screen.
import { describe, expect, inject, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@shared/locales';
import { launchChromium, useBrowser } from './support/browser';
import { expectHeaderFitsEveryWidth } from './support/header-fit';

describe('languages', () => {
  const browser = useBrowser();

  it("moves a French browser's first visit to French, and the footer's choice of English sticks", async () => {
    const chromium = await launchChromium();
    try {
      const context = await chromium.newContext({
        baseURL: inject('baseUrl'),
        locale: 'fr-FR',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto('/music');
      expect(new URL(page.url()).pathname).toBe('/fr/music');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      await page.locator('footer select').selectOption('en');
      await page.waitForURL((url) => url.pathname === '/music');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'griot_lang')?.value).toBe('en');

      // The choice holds: the French browser is no longer moved.
      await page.goto('/events');
      expect(new URL(page.url()).pathname).toBe('/events');
    } finally {
      await chromium.close();
    }
  });

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    'keeps the header in one row at every width in %s',
    async (locale) => {
      const page = await browser.open(`/${locale}/music`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectHeaderFitsEveryWidth(page, locale);
    },
  );

  it("shows a French page's texts from the French catalog, and keeps its links in French", async () => {
    const page = await browser.open('/fr/no-such-page');
    const back = page.getByRole('link', { name: 'Retour à l’accueil' });
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe('/fr');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/fr');
    expect(await page.locator('footer select').inputValue()).toBe('fr');
  });
});
