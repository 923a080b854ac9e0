// Event tickets end to end: a fan buys one through the hosted payment page and gets its code, QR and
// calendar file; the admin checks it in at the door and a second scan is refused; a member takes free
// tickets on a phone without paying; the tickets stay readable on the device.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { MEMBER_PASSWORD, newMemberEmail, signInAsAdmin } from './support/accounts';
import { expectEventually, untilControlled } from './support/page-state';
import { qrVideo } from './support/qr-video';
import { keep } from './support/screenshots';
import { payOnHostedPage, receiptOf } from './support/shop';

/** Chromium's name for the document's Permissions-Policy. */
type PolicyDocument = Document & { featurePolicy: { allowsFeature(feature: string): boolean } };

/** Whether the page's document may use the camera; false while a new document loads. */
const allowsCamera = (page: Page) =>
  page.evaluate(() => (document as PolicyDocument).featurePolicy.allowsFeature('camera')).catch(() => false);

describe('event tickets', () => {
  const browser = useBrowser();
  const fakes = inject('fakeServicesUrl');
  const admin = inject('adminCredentials');

  it('a fan buys a ticket on Paystack, sees its code and QR, downloads the .ics; the admin checks it in once', async () => {
    const email = `fan${Date.now().toString(36)}@example.com`;
    const page = await browser.open('/events/afrobeat-night-live');
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('button', { name: 'More Regular tickets' }).click();
    await tickets.getByRole('button', { name: 'Add 1 ticket to cart · ₦8,000' }).click();
    await tickets.getByText('Added to cart.').waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await keep(page, 'event-picker-desktop');

    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByTestId('cart-ticket').waitFor();
    expect(await page.getByTestId('total').textContent()).toBe('₦8,000');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // Tickets alone: no phone, no address.
    expect(await page.getByLabel('Phone').count()).toBe(0);
    expect(await page.getByLabel('Delivery address').count()).toBe(0);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Full name').fill('Ada Obi');
    const reference = await payOnHostedPage(page, '₦8,000');

    const ticket = page.getByTestId('ticket');
    await ticket.waitFor();
    expect(await ticket.count()).toBe(1);
    const code = (await ticket.getByTestId('ticket-code').textContent())!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
    const qr = ticket.getByRole('img', { name: `QR code of ticket ${code}` });
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await keep(page, 'ticket-desktop');
    await page.setViewportSize(PHONE);
    await keep(page, 'ticket-phone');
    await page.setViewportSize(DESKTOP);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      ticket.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('afrobeat-night-live.ics');
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')) as unknown[]);
    const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(entry.summary).toBe('Afrobeat Night Live');
    expect(entry.startDate.toJSDate().getTime()).toBeLessThan(entry.endDate.toJSDate().getTime());

    const receipt = await receiptOf(fakes, email, reference);
    expect(receipt.text).toContain(`Afrobeat Night Live: Regular: ${code}`);

    // Kept on the device: My tickets shows it to a visitor without an account.
    await page.goto('/tickets');
    await page.getByTestId('ticket-code').filter({ hasText: code }).waitFor();

    // The admin opens the door from the dashboard of the installed app (its service worker runs) and scans
    // the ticket's QR code with the camera. Only the door's page may use the camera: the dashboard's may not.
    const door = await (await browser.withCamera(qrVideo(code))).newPage();
    await signInAsAdmin(door, admin);
    await untilControlled(door);
    expect(await allowsCamera(door)).toBe(false);
    await door.getByRole('link', { name: 'Check-in' }).click();
    await door.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
    await door.getByRole('link', { name: 'Afrobeat Night Live' }).click();
    await door.getByRole('heading', { level: 1, name: 'Check-in: Afrobeat Night Live' }).waitFor();
    expect(await allowsCamera(door)).toBe(true);
    await door.getByRole('button', { name: 'Scan with camera' }).click();
    const answer = door.getByTestId('check-in-answer');
    await answer.filter({ hasText: 'Checked in — Ada Obi, Regular' }).waitFor({ timeout: 15_000 });
    await keep(door, 'check-in-camera-desktop');
    await door.setViewportSize(PHONE);
    await keep(door, 'check-in-camera-phone');
    await door.getByRole('button', { name: 'Close camera' }).click();

    // Typed again, as people type it: refused, with whose ticket it is.
    await door.getByLabel('Ticket code').fill(code.toLowerCase().replace(/-/g, ''));
    await Promise.all([
      door.waitForResponse((response) => response.request().method() === 'POST'),
      door.getByRole('button', { name: 'Check in', exact: true }).click(),
    ]);
    await answer.filter({ hasText: /^Already checked in at \d\d:\d\d — Ada Obi, Regular/ }).waitFor();
    await keep(door, 'check-in-phone');
    await door.getByLabel('Ticket code').fill('NOT-A-TICKET');
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    await answer.filter({ hasText: 'Not a valid ticket for this event' }).waitFor();

    // Opened without a network, the door is the app's kept page, whose policy has no camera: back online (the
    // app sees it by itself and loads the door), it says to reload for the camera.
    await door.context().setOffline(true);
    await door.reload();
    await door.getByText('Failed to load this door. Please try again.').waitFor();
    await door.context().setOffline(false);
    await door.getByRole('button', { name: 'Scan with camera' }).click();
    await door.getByText(/^This page was opened offline, so it cannot use the camera\. Reload it/).waitFor();
    await keep(door, 'check-in-opened-offline-phone');

    // Leaving the door loads the page it goes to, which may not use the camera, as the server says.
    await door.setViewportSize(DESKTOP);
    await door.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await door.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await expectEventually(async () => !(await allowsCamera(door)));
    const home = await fetch(new URL('/', browser.baseUrl));
    expect(home.headers.get('permissions-policy')).toContain('camera=()');

    // The fan opens My tickets again (online, without the order page): the ticket says it was used.
    await page.goto('/tickets');
    await page
      .getByTestId('ticket')
      .getByText(/^Checked in at \d\d:\d\d/)
      .waitFor();
    await keep(page, 'my-tickets-checked-in-desktop');
    await page.setViewportSize(PHONE);
    await keep(page, 'my-tickets-checked-in-phone');
  });

  it('a member takes free tickets on a phone without paying, and sees them in My tickets', async () => {
    const page = await browser.open('/', PHONE);
    // The display name given at joining is the name the member's tickets are filled in with.
    await page.goto('/join');
    await page.getByLabel('E-mail').fill(newMemberEmail());
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByLabel('Display name').fill('Nia Achieng');
    await page.getByRole('main').getByRole('button', { name: 'Join Community' }).click();
    await page.waitForURL(/:\d+\/$/);
    await page.goto('/events/storytellers-evening');
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('button', { name: 'More Free entry tickets' }).click();
    await tickets.getByRole('button', { name: 'More Free entry tickets' }).click();
    await keep(page, 'event-picker-phone');
    await tickets.getByRole('button', { name: 'Add 2 tickets to cart · Free' }).click();
    await tickets.getByText('Added to cart.').waitFor();
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // The member's e-mail is filled in; the name goes on the tickets.
    expect(await page.getByLabel('E-mail').inputValue()).toMatch(/@example\.com$/);
    await expectEventually(async () => (await page.getByLabel('Full name').inputValue()) === 'Nia Achieng');
    await page.getByRole('button', { name: 'Get free tickets' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Your tickets are ready' }).waitFor();
    expect(await page.getByTestId('ticket').count()).toBe(2);

    await page.goto('/tickets');
    await page.getByRole('heading', { level: 1, name: 'My tickets' }).waitFor();
    await page.getByTestId('ticket').first().waitFor();
    expect(await page.getByTestId('ticket').count()).toBe(2);
    await keep(page, 'my-tickets-phone');

    // Without the server, the tickets this device has shown are still there.
    await page.route('**/api/tickets', (route) => route.abort());
    await page.reload();
    await page.getByText('You are offline: these are the tickets kept on this device.').waitFor();
    await expectEventually(async () => (await page.getByTestId('ticket').count()) === 2);

    // The next free tickets are one click: the member's e-mail and name are filled in.
    await page.unrouteAll();
    await page.goto('/events/storytellers-evening');
    await tickets.getByRole('button', { name: 'More Free entry tickets' }).click();
    await tickets.getByRole('button', { name: 'Add 1 ticket to cart · Free' }).click();
    await tickets.getByText('Added to cart.').waitFor();
    await page.goto('/checkout');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Nia Achieng');
    await page.getByRole('button', { name: 'Get free tickets' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Your tickets are ready' }).waitFor();
  });

  it('an admin cancels an event: its buyer is refunded, the ticket is void and the page sells nothing', async () => {
    const email = `late${Date.now().toString(36)}@example.com`;
    const page = await browser.open('/events/kora-and-strings');
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('button', { name: 'More Regular tickets' }).click();
    await tickets.getByRole('button', { name: /^Add 1 ticket to cart/ }).click();
    await tickets.getByText('Added to cart.').waitFor();
    await page.goto('/checkout');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Full name').fill('Kofi Mensah');
    const reference = await payOnHostedPage(page, '₦6,000');
    const orderUrl = page.url();

    const door = await browser.open('/');
    await signInAsAdmin(door, admin);
    await door.goto('/check-in/kora-and-strings');
    await door.getByRole('heading', { level: 1, name: 'Check-in: Kora & Strings' }).waitFor();
    await door.getByRole('button', { name: 'Cancel event' }).click();
    await door.getByRole('alertdialog').getByRole('button', { name: 'Cancel event' }).click();
    await door.getByRole('heading', { level: 2, name: 'Event cancelled' }).waitFor();
    await door.getByTestId('event-refunds').getByText(reference).waitFor();
    await keep(door, 'event-cancelled-desktop');

    await page.goto('/events/kora-and-strings');
    await page.getByText('This event is cancelled.', { exact: false }).waitFor();
    expect(await page.getByRole('region', { name: 'Tickets' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add to calendar' }).count()).toBe(0);
    // The list keeps it, marked cancelled, with nothing to buy (on a phone too).
    for (const viewport of [DESKTOP, PHONE]) {
      const list = await browser.open('/events', viewport);
      const card = list.getByTestId('event-card').filter({ hasText: 'Kora & Strings' });
      await card.getByTestId('event-cancelled').getByText('Cancelled').waitFor();
      expect(await card.getByRole('link', { name: 'Get Tickets' }).count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await keep(list, `events-list-cancelled-${viewport.width}`);
    }
    // My tickets, reopened online before the order page, says why the kept ticket no longer opens the door.
    await page.goto('/tickets');
    await page.getByTestId('ticket').getByText('Refunded: not valid for entry').waitFor();
    await keep(page, 'my-tickets-refunded-desktop');
    await page.setViewportSize(PHONE);
    await keep(page, 'my-tickets-refunded-phone');
    await page.goto(orderUrl);
    await page.getByTestId('ticket').getByText('Refunded: not valid for entry').waitFor();
  });
});
