// Griot in a visitor's language (docs/decisions/015-translations.md): a French browser's first visit moves to
// the French address, the footer's switcher moves back and is remembered, a French page shows the French
// catalog's texts, loaded beside its first screen, and dates and prices show in the page's language.
import { describe, expect, inject, it } from 'vitest';
import { EVENT_TIME_ZONE } from '@shared/constants';
import { instantToLagosLocal } from '@shared/lagos-time';
import { formatDate, formatNairaIn } from '@shared/locale-format/format';
import { registerShippedLocales } from '@shared/locale-format/register-shipped';
import { LOCALES, SOURCE_LOCALE } from '@shared/locales';
import type { EventDetail } from '@shared/schemas/catalog';
import { apiGet, DESKTOP, launchChromium, useBrowser } from './support/browser';
import { joinThroughForm } from './support/accounts';
import { expectHeaderFitsEveryWidth } from './support/header-fit';

/** The event page's time as the shared formatter writes it in Node, the server's formats. */
function eventTimeIn(event: EventDetail, locale: 'ha' | 'en'): string {
  const start = formatDate(event.startsAt, locale, 'eventDayAndTime', EVENT_TIME_ZONE);
  if (!event.endsAt) return start;
  const sameDay = instantToLagosLocal(event.startsAt).slice(0, 10) === instantToLagosLocal(event.endsAt).slice(0, 10);
  return `${start} – ${formatDate(event.endsAt, locale, sameDay ? 'time' : 'eventDayAndTime', EVENT_TIME_ZONE)}`;
}

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

  // A member's row holds a bell, a welcome and an account menu more than a visitor's.
  it("keeps a member's header in one row at every width in every language", async () => {
    const page = await browser.open('/');
    await joinThroughForm(page);
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
      await page.goto(`/${locale}/music`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectHeaderFitsEveryWidth(page, `a member in ${locale}`);
    }

    // A form's check says the schema's rule in the page's language, from the catalog part of the rules.
    await page.setViewportSize(DESKTOP);
    await page.goto('/fr/community');
    await page.getByTestId('forum-card').first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Nouveau sujet' }).click();
    await page.getByLabel('Titre').fill('Un bassiste pour samedi');
    await page.getByLabel('Contenu').fill('Pour une séance à Lagos.');
    await page.getByLabel('Mots-clés').fill('a, b, c, d, e, f');
    await page.getByRole('button', { name: 'Publier le sujet' }).click();
    await page.getByText('5 mots-clés au plus, s’il vous plaît.').waitFor();
  });

  it('sets Yoruba headings in a face that stacks its tone marks over the dotted letters, other languages in Fraunces', async () => {
    const headingFace = async (path: string) => {
      const page = await browser.open(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      return heading.evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]);
    };
    expect(await headingFace('/yo/music')).toBe('"Inter Variable"');
    expect(await headingFace('/fr/music')).toBe('"Fraunces Variable"');
  });

  it("shows a French page's texts from the French catalog, and keeps its links in French", async () => {
    const page = await browser.open('/fr/no-such-page');
    const back = page.getByRole('link', { name: 'Retour à l’accueil' });
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe('/fr');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/fr');
    expect(await page.locator('footer select').inputValue()).toBe('fr');
  });

  it("shows an event's day in Hausa as the server writes it, though Chromium lacks Hausa, and a price in French", async () => {
    registerShippedLocales();
    const event = await apiGet<EventDetail>(browser.baseUrl, '/api/events/afrobeat-night-live');
    const hausa = eventTimeIn(event, 'ha');
    expect(hausa).toMatch(new RegExp(`^${formatDate(event.startsAt, 'ha', 'eventDayAndTime', EVENT_TIME_ZONE)}`));
    expect(hausa).not.toBe(eventTimeIn(event, 'en'));

    const page = await browser.open('/ha/events/afrobeat-night-live');
    const time = page.locator(`time[datetime="${event.startsAt}"]`);
    await time.waitFor();
    expect(await time.textContent()).toBe(hausa);

    const french = await browser.open('/fr/events/afrobeat-night-live');
    const tickets = french.getByTestId('ticket-type');
    await tickets.first().waitFor();
    const type = event.ticketTypes.find((ticketType) => ticketType.priceKobo > 0)!;
    const price = formatNairaIn(type.priceKobo, 'fr');
    // Intl's French: the amount grouped by thin no-break spaces, then the sign.
    expect(price).toMatch(/^\d{1,3}(\u202f\d{3})*\u00a0₦$/);
    expect(await tickets.filter({ hasText: type.name }).textContent()).toContain(price);
  });
});
