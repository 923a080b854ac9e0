// The buyer's steps every shop journey shares: add from a product page, fill the checkout, pay on
// Paystack's hosted page (the local stand-in) and find the receipt at the mail server.
import type { Page } from 'playwright-core';
import { mailTo, type Mail } from './mail';

export async function addFromProductPage(page: Page, slug: string): Promise<void> {
  await page.goto(`/music/${slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('main').getByText('Added to cart.').waitFor();
}

/** Fills a delivery to Lagos for `email`. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Full name').fill('Ada Obi');
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByLabel('Delivery address').fill('12 Allen Avenue');
  await page.getByLabel('City').fill('Ikeja');
  await page.getByLabel('State').selectOption('Lagos');
}

/** Presses "Pay {total}", pays on the hosted page and answers the order's reference once it is paid. */
export async function payOnHostedPage(page: Page, total: string): Promise<string> {
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await page.getByRole('heading', { name: 'Test payment' }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^Pay ${total}`) }).click();
  await page.waitForURL(/\/orders\/GRT-[0-9A-Z]{8}\?trxref=/);
  const reference = /GRT-[0-9A-Z]{8}/.exec(page.url())![0];
  await page.getByTestId('order-status').filter({ hasText: 'Payment received' }).waitFor();
  return reference;
}

/** The receipt of the order, once the mail server has it. */
export function receiptOf(fakesUrl: string, email: string, reference: string): Promise<Mail> {
  return mailTo(fakesUrl, email, reference);
}

/**
 * Gets one free ticket to the seeded storytellers' evening through the event page and checkout (a guest
 * gives an e-mail; a member's is filled in), and answers the ticket's code once the order page shows it.
 */
export async function getFreeTicket(page: Page, guestEmail?: string): Promise<string> {
  await page.goto('/events/storytellers-evening');
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await tickets.getByRole('button', { name: 'More Free entry tickets' }).click();
  await tickets.getByRole('button', { name: 'Add 1 ticket to cart · Free' }).click();
  await tickets.getByText('Added to cart.').waitFor();
  await page.goto('/checkout');
  if (guestEmail) await page.getByLabel('E-mail').fill(guestEmail);
  await page.getByLabel('Full name').fill('Nia Achieng');
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await page.getByTestId('order-status').filter({ hasText: 'Your tickets are ready' }).waitFor();
  return (await page.getByTestId('ticket-code').first().textContent())!.trim();
}
