// Event tickets end to end: a fan buys one through the hosted payment page and gets its code, QR and
// calendar file; the admin checks it in at the door and a second scan is refused; a member takes free
// tickets on a phone without paying; the tickets stay readable on the device.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { joinThroughForm, signInAsAdmin } from './support/accounts';
import { expectEventually } from './support/page-state';
import { keep } from './support/screenshots';
import { payOnHostedPage, receiptOf } from './support/shop';

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

    // The admin opens the door from the dashboard and checks the ticket in; a second scan is refused.
    const door = await browser.open('/');
    await signInAsAdmin(door, admin);
    await door.getByRole('link', { name: 'Check-in' }).click();
    await door.getByRole('heading', { level: 1, name: 'Check-in' }).waitFor();
    await door.getByRole('link', { name: 'Afrobeat Night Live' }).click();
    await door.getByRole('heading', { level: 1, name: 'Check-in: Afrobeat Night Live' }).waitFor();
    await door.getByLabel('Ticket code').fill(code.toLowerCase().replace(/-/g, ''));
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    const answer = door.getByTestId('check-in-answer');
    await answer.filter({ hasText: 'Checked in — Ada Obi, Regular' }).waitFor();
    await keep(door, 'check-in-desktop');
    await door.getByLabel('Ticket code').fill(code);
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    await answer.filter({ hasText: /^Already checked in at \d\d:\d\d/ }).waitFor();
    await door.setViewportSize(PHONE);
    await keep(door, 'check-in-phone');
    await door.getByLabel('Ticket code').fill('NOT-A-TICKET');
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    await answer.filter({ hasText: 'Not a valid ticket for this event' }).waitFor();
  });

  it('a member takes free tickets on a phone without paying, and sees them in My tickets', async () => {
    const page = await browser.open('/', PHONE);
    await joinThroughForm(page);
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
    await page.getByLabel('Full name').fill('Nia Achieng');
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
    await page.goto(orderUrl);
    await page.getByTestId('ticket').getByText('Void: not valid for entry').waitFor();
  });
});
